#pragma once
// The core reader's big-endian reads, and the writer's. ByteReader / ByteWriter read and write
// little-endian (the id Software PC formats, bytes.h); the Resource Manager, MacBinary,
// AppleDouble and the First Encounter level resources store their words most significant byte
// first (seed 000 2.3: only the fields it marks * are little-endian).
//
// Decoders read through the reader: read_be* take the next field, be*_at the field at a named
// offset of the reader's span, both through its bounds check, so a field past the end is the
// reader's truncation error at that field's file offset. The load_be* loads are for encoders'
// own buffers, tests and tools, at an index already proven in bounds.
#include <cstddef>
#include <cstdint>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

// From a span at an index the caller has already proven in bounds.
inline std::uint16_t load_be16(ByteSpan in, std::size_t at) {
  return static_cast<std::uint16_t>((in[at] << 8) | in[at + 1]);
}
inline std::uint32_t load_be24(ByteSpan in, std::size_t at) {
  return (static_cast<std::uint32_t>(in[at]) << 16) |
         (static_cast<std::uint32_t>(in[at + 1]) << 8) | static_cast<std::uint32_t>(in[at + 2]);
}
inline std::uint32_t load_be32(ByteSpan in, std::size_t at) {
  return (static_cast<std::uint32_t>(in[at]) << 24) | load_be24(in, at + 1);
}

inline Result<std::uint16_t> read_be16(ByteReader& reader) {
  WS_ASSIGN_OR_RETURN(const ByteSpan bytes, reader.bytes(2));
  return load_be16(bytes, 0);
}
inline Result<std::uint32_t> read_be24(ByteReader& reader) {
  WS_ASSIGN_OR_RETURN(const ByteSpan bytes, reader.bytes(3));
  return load_be24(bytes, 0);
}
inline Result<std::uint32_t> read_be32(ByteReader& reader) {
  WS_ASSIGN_OR_RETURN(const ByteSpan bytes, reader.bytes(4));
  return load_be32(bytes, 0);
}

inline Result<std::uint8_t> u8_at(const ByteReader& reader, std::size_t offset) {
  WS_ASSIGN_OR_RETURN(ByteReader field, reader.sub(offset, 1));
  return field.u8();
}
inline Result<std::uint16_t> be16_at(const ByteReader& reader, std::size_t offset) {
  WS_ASSIGN_OR_RETURN(ByteReader field, reader.sub(offset, 2));
  return read_be16(field);
}
inline Result<std::uint32_t> be24_at(const ByteReader& reader, std::size_t offset) {
  WS_ASSIGN_OR_RETURN(ByteReader field, reader.sub(offset, 3));
  return read_be24(field);
}
inline Result<std::uint32_t> be32_at(const ByteReader& reader, std::size_t offset) {
  WS_ASSIGN_OR_RETURN(ByteReader field, reader.sub(offset, 4));
  return read_be32(field);
}
// `length` bytes at `offset` as text (four-character codes, Pascal string bodies).
inline Result<std::string> text_at(const ByteReader& reader, std::size_t offset,
                                   std::size_t length) {
  WS_ASSIGN_OR_RETURN(ByteReader field, reader.sub(offset, length));
  WS_ASSIGN_OR_RETURN(const ByteSpan bytes, field.bytes(length));
  return std::string(bytes.begin(), bytes.end());
}

inline void write_be16(ByteWriter& writer, std::uint16_t value) {
  writer.u8(static_cast<std::uint8_t>(value >> 8));
  writer.u8(static_cast<std::uint8_t>(value));
}
inline void write_be24(ByteWriter& writer, std::uint32_t value) {
  writer.u8(static_cast<std::uint8_t>(value >> 16));
  write_be16(writer, static_cast<std::uint16_t>(value));
}
inline void write_be32(ByteWriter& writer, std::uint32_t value) {
  write_be16(writer, static_cast<std::uint16_t>(value >> 16));
  write_be16(writer, static_cast<std::uint16_t>(value));
}
// Overwrites a big-endian field written earlier through `bytes` (an encoder's own buffer).
inline void patch_be16(Bytes& bytes, std::size_t at, std::uint16_t value) {
  bytes[at] = static_cast<std::uint8_t>(value >> 8);
  bytes[at + 1] = static_cast<std::uint8_t>(value);
}
inline void patch_be32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  patch_be16(bytes, at, static_cast<std::uint16_t>(value >> 16));
  patch_be16(bytes, at + 2, static_cast<std::uint16_t>(value));
}

}  // namespace wolfsuite
