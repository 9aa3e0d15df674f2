#include "decoders/core/byte_writer.h"

#include <cassert>

namespace wolfsuite {

void ByteWriter::u16(std::uint16_t value) {
  out_.push_back(static_cast<std::uint8_t>(value));
  out_.push_back(static_cast<std::uint8_t>(value >> 8));
}

void ByteWriter::u24(std::uint32_t value) {
  out_.push_back(static_cast<std::uint8_t>(value));
  out_.push_back(static_cast<std::uint8_t>(value >> 8));
  out_.push_back(static_cast<std::uint8_t>(value >> 16));
}

void ByteWriter::u32(std::uint32_t value) {
  u16(static_cast<std::uint16_t>(value));
  u16(static_cast<std::uint16_t>(value >> 16));
}

void ByteWriter::patch_u16(std::size_t at, std::uint16_t value) {
  assert(at + 2 <= out_.size());
  out_.at(at) = static_cast<std::uint8_t>(value);
  out_.at(at + 1) = static_cast<std::uint8_t>(value >> 8);
}

void ByteWriter::patch_u32(std::size_t at, std::uint32_t value) {
  patch_u16(at, static_cast<std::uint16_t>(value));
  patch_u16(at + 2, static_cast<std::uint16_t>(value >> 16));
}

}  // namespace wolfsuite
