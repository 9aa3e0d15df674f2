#pragma once
// Hand-made levels and textures for the raycaster's tests: every texel says which texture and
// column it belongs to, so a pixel tells what the ray hit.
#include <cstdint>

#include "decoders/wolf/maps.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster::testing {

inline constexpr int kTestWalls = 24;  // 8 wall codes, then 8 door pages
inline constexpr int kTestDoorWall = kTestWalls - 8;

// Texel of texture t, column c, row r: a value that differs between textures and columns.
inline std::uint8_t test_texel(int texture, int column, int row) {
  return static_cast<std::uint8_t>(1 + (texture * 64 + column + row * 3) % 250);
}

inline Textures test_textures() {
  Textures textures;
  for (int texture = 0; texture < kTestWalls; ++texture) {
    WallTexture pixels{};
    for (int column = 0; column < 64; ++column) {
      for (int row = 0; row < 64; ++row) {
        pixels[static_cast<std::size_t>(column * 64 + row)] = test_texel(texture, column, row);
      }
    }
    textures.walls.emplace_back(pixels);
  }
  SpriteImage pillar;  // a 16-column opaque bar in the middle, colour 250
  for (int row = 0; row < 64; ++row) {
    for (int column = 24; column < 40; ++column) {
      pillar.pixels[static_cast<std::size_t>(row * 64 + column)] = 250;
      pillar.alpha[static_cast<std::size_t>(row * 64 + column)] = kSpriteOpaque;
    }
  }
  textures.sprites.assign(2, pillar);
  textures.door_wall = kTestDoorWall;
  return textures;
}

// A 64 x 64 map of floor (code 108) with a wall of code 1 round its edge.
inline GameMap walled_map() {
  GameMap map = new_game_map("Test");
  for (int y = 0; y < 64; ++y) {
    for (int x = 0; x < 64; ++x) {
      const bool edge = x == 0 || y == 0 || x == 63 || y == 63;
      map.planes[0][static_cast<std::size_t>(y * 64 + x)] = edge ? 1 : 108;
    }
  }
  return map;
}

inline void set_code(GameMap& map, int plane, int x, int y, std::uint16_t code) {
  map.planes[static_cast<std::size_t>(plane)][static_cast<std::size_t>(y * 64 + x)] = code;
}

// 16.16 tiles, the unit of View positions.
inline std::int32_t tiles(double value) { return static_cast<std::int32_t>(value * 65536.0); }

}  // namespace wolfsuite::raycaster::testing
