#pragma once
// SplitMix64, the one seeded generator: the test streams, generated inputs and fuzz mutations draw
// from it. Small, and the same numbers on every machine and compiler (no std::*_distribution).
#include <cstdint>

namespace wolfsuite {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
  }
  // In [0, bound); bound > 0. The modulo bias is irrelevant for test data.
  std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(next() % bound); }
  std::uint16_t word() { return static_cast<std::uint16_t>(next()); }
  std::uint8_t byte() { return static_cast<std::uint8_t>(next()); }

 private:
  std::uint64_t state_;
};

}  // namespace wolfsuite
