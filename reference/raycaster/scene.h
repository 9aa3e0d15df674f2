#pragma once
// What the raycaster draws: a level on the engine's 64 x 64 grid, the textures of a VSWAP, and the
// parts that move (door openings, one pushwall in motion).
//
// Level (from a decoded map, the way the engine's level set-up reads plane 0 and plane 1):
//   plane 0 code          tile
//   0, 106, 107 and up    empty (floor, the ambush marker, area codes)
//   90..101               door; its texture page from the lock (see LevelDoor)
//   any other below 106   solid wall; wall code c draws VSWAP wall (c - 1) * 2 on north and
//                         south faces and (c - 1) * 2 + 1 on east and west faces (seed 002 "Level
//                         Maps": a light and a dark texture per code). Codes past the textures the
//                         file has draw as missing (palette index 0), where the engine would read
//                         whatever page follows.
// Tiles a map does not have (width or height under 64, short planes) are empty.
// Objects of plane 1 become sprites at their tile's centre, every one the hardest difficulty
// spawns (sprite_numbers.h). The ceiling colour is the engine's per-level table (Wolfenstein 3-D
// has 60 entries, episode * 10 + map; Spear 21), the floor is always colour 0x19.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite::raycaster {

inline constexpr int kGridSide = 64;
inline constexpr std::uint8_t kFloorColour = 0x19;
inline constexpr std::uint8_t kMissingTextureColour = 0;
inline constexpr std::uint16_t kDoorFullyOpen = 0xFFFF;
inline constexpr int kPushwallSteps = 64;  // a pushwall moves one tile in 64 steps

// Is tile (x, y) on the 64 x 64 grid?
inline bool in_grid(int x, int y) { return x >= 0 && y >= 0 && x < kGridSide && y < kGridSide; }

enum class TileKind : std::uint8_t { kEmpty, kWall, kDoor };

struct GridTile {
  TileKind kind = TileKind::kEmpty;
  std::uint16_t code = 0;  // plane 0 code of a wall
  std::uint16_t door = 0;  // index into Level::doors of a door
  friend bool operator==(const GridTile&, const GridTile&) = default;
};

// A door draws VSWAP wall door_wall + page (+ 1 seen across an east-west crossing): the engine's
// pages are 0 for a normal door, 6 for the locked ones, 4 for an elevator door. Wall faces next to
// a door draw door_wall + 2 (north/south) and + 3 (east/west), the door frame.
struct LevelDoor {
  int x = 0;
  int y = 0;
  int page = 0;
  friend bool operator==(const LevelDoor&, const LevelDoor&) = default;
};

struct LevelSprite {
  int x = 0;  // tile
  int y = 0;
  int sprite = 0;         // index from the VSWAP sprite start
  bool rotates = false;   // eight rotations from `sprite` on
  int direction = 0;      // facing, 0 east, 1 north-east, ... counter-clockwise (rotates only)
  friend bool operator==(const LevelSprite&, const LevelSprite&) = default;
};

struct Level {
  std::array<GridTile, kGridSide * kGridSide> tiles{};
  std::vector<LevelDoor> doors;
  std::vector<LevelSprite> sprites;  // plane scan order: statics, then actors (classify_map)
  std::uint8_t ceiling = 0x1d;
  std::uint8_t floor = kFloorColour;

  // Tiles outside the grid are not tiles: callers check the range first.
  const GridTile& at(int x, int y) const {
    return tiles[static_cast<std::size_t>(y) * kGridSide + static_cast<std::size_t>(x)];
  }
};

// classify_map of the 64 x 64 corner of the map the engine loads (missing tiles 0).
MapContents grid_contents(const GameMap& map, bool spear);

// `map_index` is the MAPHEAD slot, which picks the ceiling colour.
Level build_level(const GameMap& map, int map_index, bool spear);

// The engine's ceiling colour of a level (see the header comment); 0x1d past the table.
std::uint8_t ceiling_colour(int map_index, bool spear);

using WallTexture = std::array<std::uint8_t, kWallBytes>;  // column-major, as stored

struct Textures {
  std::vector<std::optional<WallTexture>> walls;      // every chunk before the sprite start
  std::vector<std::optional<SpriteImage>> sprites;    // every sprite chunk
  int door_wall = 0;  // first door page: the last 8 walls (seed 001 "Wall textures")
};

// Chunks that are sparse or do not decode are missing (drawn as kMissingTextureColour or, for
// sprites, not drawn).
Textures build_textures(const Vswap& vswap);

enum class PushDirection { kEast, kNorth, kWest, kSouth };

// One tile in `direction` (y grows south).
struct TileStep {
  int dx = 0;
  int dy = 0;
};
TileStep push_step(PushDirection direction);

// A pushwall between tile (x, y) and the next tile in `direction`, `progress` 64ths of the way.
// The tiles it spans are empty for everything else.
struct MovingPushwall {
  int x = 0;
  int y = 0;
  PushDirection direction = PushDirection::kEast;
  int progress = 0;     // 0..63
  std::uint16_t code = 1;  // the wall code it shows
};

struct Motion {
  std::vector<std::uint16_t> door_open;  // per door, 0 closed .. 0xFFFF open; missing = closed
  std::optional<MovingPushwall> pushwall;
  std::uint16_t door_opening(std::size_t door) const {
    return door < door_open.size() ? door_open[door] : 0;
  }
};

struct Scene {
  const Level& level;
  const Textures& textures;
  const Motion& motion;
};

}  // namespace wolfsuite::raycaster
