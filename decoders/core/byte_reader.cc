#include "decoders/core/byte_reader.h"

#include <string>

namespace wolfsuite {

Status ByteReader::require(std::size_t count) const {
  if (count > remaining()) {
    return malformed(truncation_id_, file_offset(),
                     "needs " + std::to_string(count) + " bytes, " + std::to_string(remaining()) +
                         " left");
  }
  return {};
}

Result<std::uint8_t> ByteReader::u8() {
  WS_RETURN_IF_ERROR(require(1));
  return data_[position_++];
}

Result<std::uint16_t> ByteReader::u16() {
  WS_RETURN_IF_ERROR(require(2));
  const std::uint16_t value = load_u16le(data_, position_);
  position_ += 2;
  return value;
}

Result<std::uint32_t> ByteReader::u24() {
  WS_RETURN_IF_ERROR(require(3));
  const std::uint32_t value = static_cast<std::uint32_t>(data_[position_]) |
                              (static_cast<std::uint32_t>(data_[position_ + 1]) << 8) |
                              (static_cast<std::uint32_t>(data_[position_ + 2]) << 16);
  position_ += 3;
  return value;
}

Result<std::uint32_t> ByteReader::u32() {
  WS_RETURN_IF_ERROR(require(4));
  const std::uint32_t value = load_u32le(data_, position_);
  position_ += 4;
  return value;
}

Result<std::int16_t> ByteReader::i16() {
  WS_ASSIGN_OR_RETURN(const std::uint16_t raw, u16());
  return static_cast<std::int16_t>(raw);
}

Result<std::int32_t> ByteReader::i32() {
  WS_ASSIGN_OR_RETURN(const std::uint32_t raw, u32());
  return static_cast<std::int32_t>(raw);
}

Result<ByteSpan> ByteReader::bytes(std::size_t count) {
  WS_RETURN_IF_ERROR(require(count));
  ByteSpan view = data_.subspan(position_, count);
  position_ += count;
  return view;
}

Status ByteReader::skip(std::size_t count) {
  WS_RETURN_IF_ERROR(require(count));
  position_ += count;
  return {};
}

Status ByteReader::seek(std::size_t position) {
  if (position > data_.size()) {
    return malformed(truncation_id_, base_offset_ + position,
                     "seek to " + std::to_string(position) + " past the end (" +
                         std::to_string(data_.size()) + " bytes)");
  }
  position_ = position;
  return {};
}

Result<ByteReader> ByteReader::sub(std::size_t offset, std::size_t length) const {
  if (offset > data_.size() || length > data_.size() - offset) {
    return malformed(truncation_id_, base_offset_ + offset,
                     "range of " + std::to_string(length) + " bytes at " + std::to_string(offset) +
                         " exceeds " + std::to_string(data_.size()) + " bytes");
  }
  return ByteReader(data_.subspan(offset, length), truncation_id_, base_offset_ + offset);
}

}  // namespace wolfsuite
