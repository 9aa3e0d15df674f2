#pragma once
// What the parts of the synthetic set (synthetic_set.h) share, for decoders/wolf/synthetic_*.cc
// only: the fixed-seed noise generator, narrowing and grid indexing, the wall colour ramps (walls
// and tile8) and the elevator switch's wall code (maps and walls).
#include <cstddef>
#include <cstdint>

namespace wolfsuite::synthetic_parts {

// xorshift32 (Marsaglia, "Xorshift RNGs", 2003): integer only, so every machine draws the same
// sequence from the same seed.
class NoiseGenerator {
 public:
  explicit NoiseGenerator(std::uint32_t seed) : state_(seed != 0 ? seed : 1) {}
  std::uint32_t next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return state_;
  }
  std::uint8_t byte() { return static_cast<std::uint8_t>(next() >> 24); }
  int below(int bound) { return static_cast<int>(next() % static_cast<std::uint32_t>(bound)); }

 private:
  std::uint32_t state_;
};

inline std::uint8_t to_u8(int value) { return static_cast<std::uint8_t>(value); }
inline std::uint16_t to_u16(int value) { return static_cast<std::uint16_t>(value); }

// Index of (x, y) in a row-major grid `side` wide: map planes, wall and sprite pixels.
inline std::size_t grid_index(int x, int y, int side) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(side) + static_cast<std::size_t>(x);
}

// Plane code of the elevator switch (map_semantics.h "Elevator switch"); the walls draw it with
// the lever up, and code 22 with it down (synthetic_set.h (b)).
inline constexpr std::uint16_t kElevatorSwitchCode = 21;

// Wall codes 1..8 are plain walls, each drawn in one ramp; the tile8 lump reuses the ramps.
inline constexpr int kPlainWallCodes = 8;
// First entry of a 16-colour ramp of the game palette, light to dark (game_palette.cc).
inline constexpr std::uint8_t kWallRamps[kPlainWallCodes] = {16, 32, 144, 192, 96, 176, 64, 112};

}  // namespace wolfsuite::synthetic_parts
