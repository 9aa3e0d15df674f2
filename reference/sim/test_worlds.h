#pragma once
// Small hand-made levels for the simulator's tests: a walled 64 x 64 map of one area, objects
// placed by plane 1 code, set up as the engine sets up a level.
#include <cstdint>
#include <vector>

#include "decoders/wolf/maps.h"
#include "reference/sim/level_setup.h"

namespace wolfsuite::sim::testing {

inline constexpr std::uint16_t kWallCode = 1;
inline constexpr std::uint16_t kFloorCode = kAreaTile;  // area 0

struct TestMap {
  GameMap map;

  TestMap() {
    map.planes[0].assign(kMapSide * kMapSide, kFloorCode);
    map.planes[1].assign(kMapSide * kMapSide, 0);
    map.planes[2].assign(kMapSide * kMapSide, 0);
    for (int i = 0; i < kMapSide; ++i) {
      floor(i, 0) = floor(i, kMapSide - 1) = floor(0, i) = floor(kMapSide - 1, i) = kWallCode;
    }
  }
  std::uint16_t& floor(int x, int y) { return map.planes[0][static_cast<std::size_t>(y * kMapSide + x)]; }
  std::uint16_t& object(int x, int y) { return map.planes[1][static_cast<std::size_t>(y * kMapSide + x)]; }

  // The player start facing east (plane 1 code 20) at (x, y).
  TestMap& player_at(int x, int y) {
    object(x, y) = 20;
    return *this;
  }

  World set_up(const LevelOptions& options = {}) const { return set_up_level(map, options); }
};

}  // namespace wolfsuite::sim::testing
