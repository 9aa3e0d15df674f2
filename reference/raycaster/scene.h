#pragma once
// What the raycaster draws: a level as the engine holds it after setting it up, the textures of a
// VSWAP, and the parts that move (door openings, one pushwall in motion).
//
// The tile map is the engine's: one byte per tile, indexed [x][y] (x * 64 + y), built from plane 0
// as the engine's level set-up builds it:
//   plane 0 code        tile byte
//   1..105              the code: a solid wall (codes 90..101 are doors, replaced below)
//   106 (ambush)        0, after the objects are placed
//   0, 107 and up       0: floor (107 and up are area codes)
//   90..101, door n     0x80 | n, doors numbered in map order (y, then x), at most 64; an even
//                       code is a vertical door (passage east-west), an odd one horizontal
//   beside a door       the byte | 0x40 on the two tiles the door's frame faces (north and
//                       south of a vertical door, east and west of a horizontal one): such a wall
//                       shows the door frame when a ray reaches it from the door's tile
//   moving pushwall     64 on the tile it leaves and the tile it enters
// A wall byte b shows VSWAP wall (b' - 1) * 2 on north and south faces (light) and
// (b' - 1) * 2 + 1 on east and west faces (dark), b' = b without 0x40 (seed 002 "Level Maps").
// Textures a file lacks draw as palette index 0.
//
// Objects are the engine's two lists, in the order its set-up spawns them (map order, y then x):
// static objects, then actors (every one the hardest difficulty spawns). A patrolling actor
// stands on its tile's centre but its tile is the next one along its path (the engine moves the
// tile, not the position, at spawn). The ceiling colour is the engine's per-level table
// (Wolfenstein 3-D has 60 entries, episode * 10 + map; Spear 21), the floor is always 0x19.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite::raycaster {

inline constexpr int kGridSide = 64;
inline constexpr int kGridTiles = kGridSide * kGridSide;
inline constexpr std::uint8_t kFloorColour = 0x19;
inline constexpr std::uint8_t kMissingTextureColour = 0;
inline constexpr std::uint16_t kDoorFullyOpen = 0xFFFF;
inline constexpr int kPushwallSteps = 64;  // a pushwall moves one tile in 64 steps
inline constexpr int kMaxDoors = 64;       // MAXDOORS


// Tile byte flags (see the header comment).
inline constexpr std::uint8_t kDoorTile = 0x80;
inline constexpr std::uint8_t kDoorFrameFlag = 0x40;
inline constexpr std::uint8_t kPushwallTile = 64;

// Is tile (x, y) on the 64 x 64 grid?
inline bool in_grid(int x, int y) { return x >= 0 && y >= 0 && x < kGridSide && y < kGridSide; }

// The engine's [x][y] index of a tile.
inline int spot(int x, int y) { return x * kGridSide + y; }

// Does the engine's read of tilemap[x][y] stay inside the 64 x 64 array? The wall pass indexes
// the array as x * 64 + y with neither index checked (WL_DR_A.ASM's AsmRefresh, and Wolf4SDL's C
// loop alike), so a row just off the map's north or south side reads the far row of the
// neighbouring column: defined by the array's layout. Only a byte outside the array is undefined.
inline bool in_tile_array(int x, int y) {
  return static_cast<unsigned>(spot(x, y)) < static_cast<unsigned>(kGridTiles);
}

using TileMap = std::array<std::uint8_t, kGridTiles>;

// A door's texture pages: door_wall + page (+ 1 seen across an east-west crossing): 0 for a
// normal door, 6 for the four locked ones, 4 for an elevator door.
struct LevelDoor {
  int x = 0;
  int y = 0;
  int page = 0;
  friend bool operator==(const LevelDoor&, const LevelDoor&) = default;
};

// What the engine's bonus pick-up does with a static object when the player touches it.
enum class Bonus : std::uint8_t {
  kNone,       // not a bonus item
  kHealth,     // dog food, food, first aid: taken below full health
  kGibs,       // taken at 10 health or less
  kAmmo,       // clip, ammo box: taken below 99 rounds
  kAlways,     // keys, weapons, treasure, extra life, the Spear: always taken
};

struct LevelStatic {
  int x = 0;  // tile
  int y = 0;
  int sprite = 0;  // index from the VSWAP sprite start
  Bonus bonus = Bonus::kNone;
  friend bool operator==(const LevelStatic&, const LevelStatic&) = default;
};

struct LevelActor {
  std::int32_t x = 0;  // 16.16
  std::int32_t y = 0;
  int tile_x = 0;
  int tile_y = 0;
  int sprite = 0;         // index from the VSWAP sprite start
  bool rotates = false;   // eight rotations from `sprite` on
  int direction = 0;      // facing, 0 east, 1 north-east, ... counter-clockwise, 8 none
  friend bool operator==(const LevelActor&, const LevelActor&) = default;
};

struct Level {
  TileMap tiles{};  // [x][y], see the header comment
  std::vector<LevelDoor> doors;
  std::vector<LevelStatic> statics;
  std::vector<LevelActor> actors;
  std::uint8_t ceiling = 0x1d;
  std::uint8_t floor = kFloorColour;
  bool spear = false;  // Spear of Destiny numbers its sprites differently (sprite_numbers.h)

  // Tiles outside the grid are not tiles: callers check the range first.
  std::uint8_t at(int x, int y) const { return tiles[static_cast<std::size_t>(spot(x, y))]; }
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

// Sprite `sprite` (from the sprite start), or nullptr when it is missing or past the VSWAP's.
const SpriteImage* sprite_image(const Textures& textures, int sprite);

// The engine's dirtype order of the four push directions.
enum class PushDirection { kNorth, kEast, kSouth, kWest };

// One tile in `direction` (y grows south).
struct TileStep {
  int dx = 0;
  int dy = 0;
};
TileStep push_step(PushDirection direction);

// A pushwall leaving tile (x, y) for the next tile in `direction`, `progress` 64ths of the way.
// Both tiles block.
struct MovingPushwall {
  int x = 0;
  int y = 0;
  PushDirection direction = PushDirection::kEast;
  int progress = 0;        // 0..63
  std::uint8_t code = 1;   // the wall byte it shows
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

// The tile map with a moving pushwall's two tiles set to kPushwallTile (a pushwall outside the
// grid is ignored).
TileMap tiles_in_motion(const Level& level, const Motion& motion);

}  // namespace wolfsuite::raycaster
