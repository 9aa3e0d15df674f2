#pragma once
// The one bounds-checked reader every decoder reads its input through. Every read either returns
// the value or an Error carrying the reader's truncation ID and the file offset of the read, so a
// read past the end is a typed error and never undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

// Little-endian loads from a span at an index the caller has already proven in bounds (hot loops
// validate their ranges once, STYLE.md). These still index through std::span, never raw pointers.
inline std::uint16_t load_u16le(ByteSpan in, std::size_t at) {
  return static_cast<std::uint16_t>(in[at] | (in[at + 1] << 8));
}
inline std::uint32_t load_u32le(ByteSpan in, std::size_t at) {
  return static_cast<std::uint32_t>(in[at]) | (static_cast<std::uint32_t>(in[at + 1]) << 8) |
         (static_cast<std::uint32_t>(in[at + 2]) << 16) |
         (static_cast<std::uint32_t>(in[at + 3]) << 24);
}

class ByteReader {
 public:
  // `truncation_id` names the catalogue entry a read past the end reports; every decoder names
  // its own, so there is no default (it must outlive the reader: pass a string literal).
  // `base_offset` is where `data` starts in its file, so error offsets are file offsets even for
  // sub-readers.
  explicit ByteReader(ByteSpan data, std::string_view truncation_id, std::size_t base_offset = 0)
      : data_(data), truncation_id_(truncation_id), base_offset_(base_offset) {}

  Result<std::uint8_t> u8();
  Result<std::uint16_t> u16();
  Result<std::uint32_t> u24();
  Result<std::uint32_t> u32();
  Result<std::int16_t> i16();
  Result<std::int32_t> i32();
  // The next `count` bytes as a view into the input (no copy).
  Result<ByteSpan> bytes(std::size_t count);

  Status skip(std::size_t count);
  Status seek(std::size_t position);
  // A reader over [offset, offset + length) of this reader's span, with the same truncation ID.
  Result<ByteReader> sub(std::size_t offset, std::size_t length) const;

  std::size_t position() const { return position_; }
  std::size_t file_offset() const { return base_offset_ + position_; }
  std::size_t size() const { return data_.size(); }
  std::size_t remaining() const { return data_.size() - position_; }
  bool at_end() const { return position_ == data_.size(); }
  ByteSpan rest() const { return data_.subspan(position_); }

 private:
  // Bounds check shared by every read; on failure the error names the read's file offset.
  Status require(std::size_t count) const;

  ByteSpan data_;
  std::size_t position_ = 0;
  std::string_view truncation_id_;
  std::size_t base_offset_ = 0;
};

}  // namespace wolfsuite
