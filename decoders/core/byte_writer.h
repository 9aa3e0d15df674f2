#pragma once
// Little-endian writer into an owned, growing buffer: the encoders' counterpart of ByteReader.
#include <cstddef>
#include <cstdint>

#include "decoders/core/bytes.h"

namespace wolfsuite {

class ByteWriter {
 public:
  void u8(std::uint8_t value) { out_.push_back(value); }
  void u16(std::uint16_t value);
  void u24(std::uint32_t value);  // low 24 bits
  void u32(std::uint32_t value);
  void i16(std::int16_t value) { u16(static_cast<std::uint16_t>(value)); }
  void i32(std::int32_t value) { u32(static_cast<std::uint32_t>(value)); }
  void bytes(ByteSpan data) { out_.insert(out_.end(), data.begin(), data.end()); }
  void fill(std::size_t count, std::uint8_t value) { out_.insert(out_.end(), count, value); }

  // Overwrite a field written earlier (a length or offset known only later).
  void patch_u16(std::size_t at, std::uint16_t value);
  void patch_u32(std::size_t at, std::uint32_t value);

  std::size_t size() const { return out_.size(); }
  const Bytes& view() const { return out_; }
  Bytes take() { return std::move(out_); }
  void reserve(std::size_t capacity) { out_.reserve(capacity); }

 private:
  Bytes out_;
};

}  // namespace wolfsuite
