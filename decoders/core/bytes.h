#pragma once
// Byte containers shared by every decoder and encoder: input is a read-only span, output an owned
// vector. Multi-byte integers in all id Software PC formats are little-endian (seed 001, intro).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace wolfsuite {

using ByteSpan = std::span<const std::uint8_t>;
using Bytes = std::vector<std::uint8_t>;

}  // namespace wolfsuite
