#pragma once
// Big-endian reads and writes for the Macintosh formats. ByteReader / ByteWriter read and write
// little-endian (the id Software PC formats, bytes.h); the Resource Manager, MacBinary,
// AppleDouble and the First Encounter level resources store their words most significant byte
// first (seed 000 2.3: only the fields it marks * are little-endian). Reads go through
// ByteReader::bytes, so they keep its bounds check and truncation ID.
#include <cstddef>
#include <cstdint>

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
