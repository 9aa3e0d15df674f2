#include "decoders/wolf/synthetic_set.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {
namespace {

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

std::uint8_t to_u8(int value) { return static_cast<std::uint8_t>(value); }
std::uint16_t to_u16(int value) { return static_cast<std::uint16_t>(value); }

// Index of (x, y) in a row-major grid `side` wide: map planes, wall and sprite pixels.
std::size_t grid_index(int x, int y, int side) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(side) + static_cast<std::size_t>(x);
}

// ==== Maps ===================================================================================

// Plane codes (map_semantics.h tables).
constexpr std::uint16_t kLastWallCode = 63;
constexpr std::uint16_t kElevatorSwitchCode = 21;
constexpr std::uint16_t kAmbushCode = 106;
constexpr std::uint16_t kFirstAreaCode = 107;
constexpr std::uint16_t kFirstPlayerStartCode = 19;  // + Facing: north, east, south, west
constexpr std::uint16_t kFirstTurnCode = 90;         // + TurnDirection
constexpr std::uint16_t kPushwallCode = 98;
constexpr std::uint16_t kExitCode = 99;
constexpr std::uint16_t kHansGrosseCode = 214;
constexpr std::uint16_t kGoldKeyCode = 43;
constexpr std::uint16_t kSilverKeyCode = 44;
constexpr std::uint16_t kCrossCode = 52;
constexpr std::uint16_t kChaliceCode = 53;
constexpr std::uint16_t kCrownCode = 55;
constexpr std::uint16_t kExtraLifeCode = 56;

// Statics by seed 002's marks (map_semantics.cc table), each list used round robin.
constexpr std::uint16_t kBlockingStatics[] = {24, 25, 26, 30, 31, 34, 35, 36, 39, 58, 59, 60, 62};
constexpr std::uint16_t kDecorationStatics[] = {23, 27, 32, 37, 38, 42, 46, 57, 61, 64, 70};
constexpr std::uint16_t kBonusStatics[] = {29, 47, 48, 49, 50, 51, 52, 53, 54, 55};

// The grid: room (col, row) covers 14 x 14 floor tiles from (1 + 15 col, 1 + 15 row); the walls
// between rooms are x or y = 15, 30, 45; x or y = 60..62 are the east and south strips and 63
// the outer wall.
constexpr int kRoomGrid = 4;
constexpr int kRooms = kRoomGrid * kRoomGrid;
constexpr int kRoomPitch = 15;
constexpr int kRoomSide = 14;
constexpr int kStripNear = 60;
constexpr int kStripMiddle = 61;
constexpr int kStripFar = 62;
constexpr int kDoorLine = 6;  // every door enters a room on its local row or column 6

// Area numbers: room r is area r + 1 (area 0, code 107, marks a secret elevator's floor).
constexpr int kArrivalArea = kRooms + 1;
constexpr int kExitArea = kRooms + 2;
constexpr int kClosetArea = kRooms + 3;
constexpr int kVictoryArea = kRooms + 4;

struct Tile {
  int x = 0;
  int y = 0;
};

Tile operator+(Tile a, Tile b) { return {a.x + b.x, a.y + b.y}; }

Tile room_origin(int room) {
  return {1 + kRoomPitch * (room % kRoomGrid), 1 + kRoomPitch * (room / kRoomGrid)};
}

// Room-local places (0..13), none on the door lines and none on the patrol loop's edges.
constexpr Tile kBlockingSlots[] = {{1, 1}, {12, 12}};
constexpr Tile kDecorationSlots[] = {{12, 1}, {7, 7}};
constexpr Tile kBonusSlots[] = {{1, 12}, {11, 8}};
constexpr Tile kKeySlot = {2, 4};
constexpr Tile kStandingSlot = {8, 9};
constexpr Tile kPatrolSlot = {5, 3};  // on the loop's first leg, facing east along it
constexpr Tile kBossSlot = {8, 5};

struct Turn {
  Tile at;
  TurnDirection direction;
};
// A clockwise loop (y grows south): east along row 3, south, west along row 10, north.
constexpr Turn kPatrolLoop[] = {{{3, 3}, TurnDirection::kEast},
                                {{10, 3}, TurnDirection::kSouth},
                                {{10, 10}, TurnDirection::kWest},
                                {{3, 10}, TurnDirection::kNorth}};

constexpr EnemyKind kEnemyKinds[] = {EnemyKind::kGuard, EnemyKind::kOfficer, EnemyKind::kSs,
                                     EnemyKind::kDog, EnemyKind::kMutant};
constexpr Facing kStandingFacings[] = {Facing::kSouth, Facing::kWest, Facing::kNorth,
                                       Facing::kEast};

// seed 002 enemy table: standing codes per kind at easy; patrolling is +4, medium and hard add
// one or two difficulty steps; (code - base) faces east, north, west, south (map_semantics.h).
std::uint16_t enemy_code(EnemyKind kind, Difficulty difficulty, bool patrol, Facing facing) {
  struct Base {
    int standing;
    int difficulty_step;
  };
  constexpr Base kBases[] = {{108, 36}, {116, 36}, {126, 36}, {134, 36}, {216, 18}};
  const Base base = kBases[static_cast<std::size_t>(kind)];
  // Indexed by Facing (north, east, south, west).
  constexpr int kFacingOffsets[] = {1, 0, 3, 2};
  const int facing_offset = kFacingOffsets[static_cast<std::size_t>(facing)];
  return to_u16(base.standing + (patrol ? 4 : 0) +
                static_cast<int>(difficulty) * base.difficulty_step + facing_offset);
}

// seed 002 doors: lock (code - 90) / 2 is normal 0, gold 1, silver 2, elevator 5; even codes are
// vertical (walls north and south), odd ones horizontal.
std::uint16_t door_code(DoorLock lock, DoorOrientation orientation) {
  // Indexed by DoorLock (normal, gold, silver, unknown, elevator).
  constexpr int kLockIndices[] = {0, 1, 2, 3, 5};
  const int lock_index = kLockIndices[static_cast<std::size_t>(lock)];
  return to_u16(90 + 2 * lock_index + (orientation == DoorOrientation::kHorizontal ? 1 : 0));
}

// A door in the wall east or south of a room: passed east-west it is vertical, north-south
// horizontal.
enum class Side { kEast, kSouth };

struct DoorPlan {
  int room;
  Side side;
  DoorLock lock;
};

Tile door_tile(const DoorPlan& door) {
  const Tile origin = room_origin(door.room);
  return door.side == Side::kEast ? Tile{origin.x + kRoomSide, origin.y + kDoorLine}
                                  : Tile{origin.x + kDoorLine, origin.y + kRoomSide};
}

// A place in a strip: the east strip beside room row `index` of the last column, or the south
// strip below room column `index` of the last row.
enum class Strip { kEast, kSouth };

struct StripSpot {
  Strip strip;
  int index;
};

Tile cabin_tile(StripSpot spot) {
  const int line = kRoomPitch * spot.index + 1 + kDoorLine;
  return spot.strip == Strip::kEast ? Tile{kStripMiddle, line} : Tile{line, kStripMiddle};
}
Tile cabin_door_tile(StripSpot spot) {
  const int line = kRoomPitch * spot.index + 1 + kDoorLine;
  return spot.strip == Strip::kEast ? Tile{kStripNear, line} : Tile{line, kStripNear};
}
DoorOrientation cabin_door_orientation(StripSpot spot) {
  return spot.strip == Strip::kEast ? DoorOrientation::kVertical : DoorOrientation::kHorizontal;
}
int room_beside(StripSpot spot) {
  return spot.strip == Strip::kEast ? spot.index * kRoomGrid + kRoomGrid - 1
                                    : (kRoomGrid - 1) * kRoomGrid + spot.index;
}

struct MapPlan {
  std::string_view name;
  int variant;  // shifts wall textures, furnishings and enemy placement
  std::span<const DoorPlan> doors;
  StripSpot arrival;
  StripSpot exit;
  int closet_row;  // the pushwall closet sits in the east strip beside this room row
  int silver_key_room;
  int gold_key_room;
  bool boss;  // Hans Grosse in the last room and the end-of-game tiles below it
};

constexpr int room_at(int col, int row) { return row * kRoomGrid + col; }

using enum DoorLock;
using enum Side;

// From the start in room (0, 3): normal doors reach the silver key in room (1, 1), silver doors
// the gold key in room (3, 2), gold doors room (3, 0) and the exit elevator beside it.
constexpr DoorPlan kMap1Doors[] = {
    {room_at(0, 3), kEast, kNormal},    {room_at(1, 3), kEast, kNormal},
    {room_at(0, 2), kSouth, kNormal},   {room_at(0, 1), kSouth, kNormal},
    {room_at(0, 0), kSouth, kNormal},   {room_at(1, 2), kSouth, kNormal},
    {room_at(1, 1), kSouth, kNormal},   {room_at(1, 0), kSouth, kNormal},
    {room_at(0, 2), kEast, kNormal},    {room_at(0, 0), kEast, kNormal},
    {room_at(1, 0), kEast, kNormal},    {room_at(2, 0), kSouth, kNormal},
    {room_at(2, 1), kSouth, kNormal},   {room_at(2, 2), kSouth, kNormal},
    {room_at(3, 2), kSouth, kNormal},   {room_at(1, 1), kEast, kNormal},
    {room_at(2, 0), kEast, kGoldKey},   {room_at(3, 0), kSouth, kGoldKey},
    {room_at(2, 3), kEast, kSilverKey}, {room_at(3, 1), kSouth, kSilverKey},
};

// From the start in room (3, 0): normal doors reach the silver key in room (0, 3), silver doors
// room (2, 3) with the gold key and the exit elevator below it, gold doors the boss in (3, 3).
constexpr DoorPlan kMap2Doors[] = {
    {room_at(0, 0), kEast, kNormal},     {room_at(1, 0), kEast, kNormal},
    {room_at(2, 0), kEast, kNormal},     {room_at(0, 0), kSouth, kNormal},
    {room_at(1, 0), kSouth, kNormal},    {room_at(2, 0), kSouth, kNormal},
    {room_at(3, 0), kSouth, kNormal},    {room_at(0, 1), kSouth, kNormal},
    {room_at(3, 1), kSouth, kNormal},    {room_at(1, 1), kEast, kNormal},
    {room_at(0, 2), kEast, kNormal},     {room_at(0, 2), kSouth, kNormal},
    {room_at(1, 2), kSouth, kNormal},    {room_at(0, 3), kEast, kNormal},
    {room_at(2, 1), kSouth, kNormal},    {room_at(1, 3), kEast, kSilverKey},
    {room_at(2, 2), kSouth, kSilverKey}, {room_at(2, 3), kEast, kGoldKey},
    {room_at(3, 2), kSouth, kGoldKey},
};

const std::array<MapPlan, kSyntheticMaps>& map_plans() {
  static const std::array<MapPlan, kSyntheticMaps> kPlans = {{
      {.name = "Synthetic 1",
       .variant = 0,
       .doors = kMap1Doors,
       .arrival = {Strip::kSouth, 0},
       .exit = {Strip::kEast, 0},
       .closet_row = 2,
       .silver_key_room = room_at(1, 1),
       .gold_key_room = room_at(3, 2),
       .boss = false},
      {.name = "Synthetic 2",
       .variant = 1,
       .doors = kMap2Doors,
       .arrival = {Strip::kEast, 0},
       .exit = {Strip::kSouth, 2},
       .closet_row = 1,
       .silver_key_room = room_at(0, 3),
       .gold_key_room = room_at(2, 3),
       .boss = true},
  }};
  return kPlans;
}

// Writes both planes of one map; the first misplaced object is kept as the error to return.
class MapBuilder {
 public:
  MapBuilder(std::string_view name, int variant) : map_(new_game_map(name)) {
    for (int y = 0; y < kMapSide; ++y) {
      for (int x = 0; x < kMapSide; ++x) {
        // Eight textures in blocks of 16 x 16 tiles, each map starting elsewhere in the list.
        set_plane0({x, y}, to_u16(1 + (x / 16 + 2 * (y / 16) + 3 * variant) % 8));
      }
    }
  }

  void set_plane0(Tile tile, std::uint16_t code) { word(0, tile) = code; }
  void floor(Tile tile, int area) { set_plane0(tile, to_u16(kFirstAreaCode + area)); }
  void floor_rect(Tile from, Tile to, int area) {
    for (int y = from.y; y <= to.y; ++y) {
      for (int x = from.x; x <= to.x; ++x) floor({x, y}, area);
    }
  }
  void door(Tile tile, DoorLock lock, DoorOrientation orientation) {
    set_plane0(tile, door_code(lock, orientation));
  }

  // An object stands on a free floor tile (ambush floor included).
  void object(Tile tile, std::uint16_t code) { place(tile, code, word(0, tile) >= kAmbushCode); }
  // The pushwall marker lies on a wall tile.
  void pushwall(Tile tile) {
    place(tile, kPushwallCode, word(0, tile) != 0 && word(0, tile) <= kLastWallCode);
  }

  Result<GameMap> finish() {
    if (problem_) return *problem_;
    return std::move(map_);
  }

 private:
  std::uint16_t& word(int plane, Tile tile) {
    return map_.planes[static_cast<std::size_t>(plane)][grid_index(tile.x, tile.y, kMapSide)];
  }

  void place(Tile tile, std::uint16_t code, bool ground_fits) {
    if (problem_) return;
    std::uint16_t& object = word(1, tile);
    if (object != 0 || !ground_fits) {
      problem_ = internal_error(
          "E-SYNTH-PLACEMENT", 2 * grid_index(tile.x, tile.y, kMapSide),
          "map \"" + map_name(map_) + "\": object " + std::to_string(code) + " at (" +
              std::to_string(tile.x) + ", " + std::to_string(tile.y) + ") over object " +
              std::to_string(object) + " on plane 0 code " + std::to_string(word(0, tile)));
      return;
    }
    object = code;
  }

  GameMap map_;
  std::optional<Error> problem_;
};

void carve_rooms(MapBuilder& map) {
  for (int room = 0; room < kRooms; ++room) {
    const Tile origin = room_origin(room);
    map.floor_rect(origin, origin + Tile{kRoomSide - 1, kRoomSide - 1}, room + 1);
  }
}

void add_doors(MapBuilder& map, std::span<const DoorPlan> doors) {
  for (const DoorPlan& door : doors) {
    map.door(door_tile(door), door.lock,
             door.side == kEast ? DoorOrientation::kVertical : DoorOrientation::kHorizontal);
  }
}

// The player starts in a one-tile elevator cabin facing its door.
void add_arrival(MapBuilder& map, StripSpot spot) {
  map.floor(cabin_tile(spot), kArrivalArea);
  map.door(cabin_door_tile(spot), kElevator, cabin_door_orientation(spot));
  const Facing facing = spot.strip == Strip::kEast ? Facing::kWest : Facing::kNorth;
  map.object(cabin_tile(spot), to_u16(kFirstPlayerStartCode + static_cast<int>(facing)));
}

// The exit as every shipped elevator has it (map_semantics.h "Elevator switch"): one floor tile
// with code 21 on its three closed sides; the engine takes the switch from the east or west.
void add_exit_elevator(MapBuilder& map, StripSpot spot) {
  const Tile cabin = cabin_tile(spot);
  map.floor(cabin, kExitArea);
  map.door(cabin_door_tile(spot), kElevator, cabin_door_orientation(spot));
  if (spot.strip == Strip::kEast) {
    map.set_plane0({kStripFar, cabin.y}, kElevatorSwitchCode);
    map.set_plane0({cabin.x, cabin.y - 1}, kElevatorSwitchCode);
    map.set_plane0({cabin.x, cabin.y + 1}, kElevatorSwitchCode);
  } else {
    map.set_plane0({cabin.x - 1, cabin.y}, kElevatorSwitchCode);
    map.set_plane0({cabin.x + 1, cabin.y}, kElevatorSwitchCode);
    map.set_plane0({cabin.x, kStripFar}, kElevatorSwitchCode);
  }
}

// A pushwall in the east strip's inner column; behind it a 2 x 3 closet whose middle row is
// free for the wall's two-tile slide (seed 002 "pushwalls"), treasure on the other rows.
void add_closet(MapBuilder& map, int row) {
  const int y = kRoomPitch * row + 3;
  map.pushwall({kStripNear, y});
  map.floor_rect({kStripMiddle, y - 1}, {kStripFar, y + 1}, kClosetArea);
  map.object({kStripMiddle, y - 1}, kCrownCode);
  map.object({kStripFar, y - 1}, kChaliceCode);
  map.object({kStripMiddle, y + 1}, kExtraLifeCode);
  map.object({kStripFar, y + 1}, kCrossCode);
}

template <std::size_t N>
std::uint16_t round_robin(const std::uint16_t (&codes)[N], int index) {
  return codes[static_cast<std::size_t>(index) % N];
}

void furnish_rooms(MapBuilder& map, int variant) {
  for (int room = 0; room < kRooms; ++room) {
    const Tile origin = room_origin(room);
    for (int k = 0; k < 2; ++k) {
      const int pick = 2 * room + k + variant;
      map.object(origin + kBlockingSlots[k], round_robin(kBlockingStatics, pick));
      map.object(origin + kDecorationSlots[k], round_robin(kDecorationStatics, pick));
      map.object(origin + kBonusSlots[k], round_robin(kBonusStatics, room + 5 * k + variant));
    }
  }
}

// One (kind, difficulty) pair per room but the start room: 15 rooms for 5 kinds x 3
// difficulties, each standing and patrolling. The hard ones stand on ambush tiles.
void add_enemies(MapBuilder& map, const MapPlan& plan) {
  const int start_room = room_beside(plan.arrival);
  int index = 0;
  for (int room = 0; room < kRooms; ++room) {
    if (room == start_room) continue;
    // 7 and 15 are coprime, so each map places every pair once, in another order.
    const int pair = (index + 7 * plan.variant) % (kRooms - 1);
    const EnemyKind kind = kEnemyKinds[pair % 5];
    const auto difficulty = static_cast<Difficulty>(pair / 5);
    const Tile origin = room_origin(room);
    for (const Turn& turn : kPatrolLoop) {
      map.object(origin + turn.at, to_u16(kFirstTurnCode + static_cast<int>(turn.direction)));
    }
    map.object(origin + kPatrolSlot, enemy_code(kind, difficulty, true, Facing::kEast));
    const Tile standing = origin + kStandingSlot;
    if (difficulty == Difficulty::kHard) map.set_plane0(standing, kAmbushCode);
    map.object(standing, enemy_code(kind, difficulty, false, kStandingFacings[index % 4]));
    ++index;
  }
}

// Hans Grosse guards the last room; below it, through a normal door, the tiles that end the
// game when walked on (seed 002 "code 99"), as wl1's last map has them.
void add_boss_and_victory(MapBuilder& map) {
  const int room = kRooms - 1;
  map.object(room_origin(room) + kBossSlot, kHansGrosseCode);
  const int x = cabin_tile({Strip::kSouth, kRoomGrid - 1}).x;
  map.door({x, kStripNear}, kNormal, DoorOrientation::kHorizontal);
  map.floor_rect({x - 1, kStripMiddle}, {x + 1, kStripFar}, kVictoryArea);
  for (int dx = -1; dx <= 1; ++dx) map.object({x + dx, kStripMiddle}, kExitCode);
}

Result<GameMap> build_map(const MapPlan& plan) {
  MapBuilder map(plan.name, plan.variant);
  carve_rooms(map);
  add_doors(map, plan.doors);
  add_arrival(map, plan.arrival);
  add_exit_elevator(map, plan.exit);
  add_closet(map, plan.closet_row);
  furnish_rooms(map, plan.variant);
  map.object(room_origin(plan.silver_key_room) + kKeySlot, kSilverKeyCode);
  map.object(room_origin(plan.gold_key_room) + kKeySlot, kGoldKeyCode);
  add_enemies(map, plan);
  if (plan.boss) add_boss_and_victory(map);
  return map.finish();
}

// ==== VSWAP walls ============================================================================

constexpr std::size_t kDoorTextures = 8;  // seed 001 "Wall textures": the last 8 are doors
constexpr std::size_t kFirstDoorTexture = kSyntheticWallChunks - kDoorTextures;
constexpr int kPlainWallCodes = 8;
constexpr int kSwitchDownCode = 22;  // the engine's switch after pressing (synthetic_set.h (b))

using Pixels = std::array<std::uint8_t, kWallBytes>;

// First entry of a 16-colour ramp of the game palette, light to dark (game_palette.cc).
constexpr std::uint8_t kWallRamps[kPlainWallCodes] = {16, 32, 144, 192, 96, 176, 64, 112};
constexpr std::uint8_t kGreyRamp = 16;

// Pattern per wall code: bricks, blocks, planks, tiles; the dark texture of the pair is the same
// pattern four ramp steps darker (the engine puts one on north and south faces, the other on
// east and west faces).
std::uint8_t plain_wall_shade(int pattern, int x, int y, NoiseGenerator& noise) {
  const int grain = noise.below(3);
  switch (pattern) {
    case 0: {
      const bool mortar = y % 16 == 15 || (x + (y / 16 % 2) * 16) % 32 == 31;
      return to_u8(mortar ? 9 : 1 + grain);
    }
    case 1: {
      const bool seam = y % 32 == 0 || x % 32 == 0;
      return to_u8(seam ? 8 : 2 + grain + (x / 32 + y / 32) % 2);
    }
    case 2: {
      const bool gap = x % 16 == 0;
      return to_u8(gap ? 10 : 1 + ((y + 3 * x) % 13 == 0 ? 3 : grain));
    }
    default: {
      const bool joint = x % 8 == 7 || y % 8 == 7;
      return to_u8(joint ? 9 : 1 + (x / 8 + y / 8) % 2 * 2 + grain);
    }
  }
}

Wall plain_wall(int code, bool dark) {
  NoiseGenerator noise(static_cast<std::uint32_t>(0x5EED0000 + code));
  Pixels pixels{};
  const int index = code - 1;
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      const int shade = plain_wall_shade(index % 4, x, y, noise) + (dark ? 4 : 0);
      pixels[grid_index(x, y, kWallSide)] = to_u8(kWallRamps[index] + std::min(shade, 15));
    }
  }
  return wall_from_row_major(pixels);
}

// Steel panels with a lever box in the middle: up for code 21, down once pressed (22).
Wall switch_wall(int code, bool dark) {
  Pixels pixels{};
  const bool pressed = code == kSwitchDownCode;
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      int colour = kGreyRamp + (y % 16 == 0 ? 10 : 5) + (dark ? 3 : 0);
      if (x >= 24 && x < 40 && y >= 20 && y < 44) colour = kGreyRamp + 13;
      const bool lever = x >= 30 && x < 34 && (pressed ? (y >= 32 && y < 42) : (y >= 22 && y < 32));
      if (lever) colour = pressed ? 40 : 100;  // dark red when down, green when up
      pixels[grid_index(x, y, kWallSide)] = to_u8(colour);
    }
  }
  return wall_from_row_major(pixels);
}

// Door texture `k` of the eight: four door faces, each light and dark, told apart by colour.
Wall door_texture(std::size_t k) {
  constexpr std::uint8_t kDoorRamps[] = {112, 16, 144, 192};
  const std::uint8_t ramp = kDoorRamps[k / 2];
  const int dark = k % 2 == 1 ? 3 : 0;
  Pixels pixels{};
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      int shade = (y % 8 == 0 ? 7 : 3) + dark;
      if (x >= 52 && x < 56 && y >= 28 && y < 36) shade = 12;  // the handle
      pixels[grid_index(x, y, kWallSide)] = to_u8(ramp + shade);
    }
  }
  return wall_from_row_major(pixels);
}

std::optional<Wall> wall_texture(std::size_t chunk) {
  if (chunk >= kFirstDoorTexture) return door_texture(chunk - kFirstDoorTexture);
  const int code = static_cast<int>(chunk / 2) + 1;
  const bool dark = chunk % 2 == 1;
  if (code <= kPlainWallCodes) return plain_wall(code, dark);
  if (code == kElevatorSwitchCode || code == kSwitchDownCode) return switch_wall(code, dark);
  return std::nullopt;  // sparse, as wl1 leaves its unused textures
}

// ==== VSWAP sprites ==========================================================================

enum class Figure { kSign, kStatic, kHuman, kDog, kBoss, kWeapon };

struct SpriteBlock {
  std::size_t first;
  std::size_t count;
  Figure figure;
  std::uint8_t colour;
};

// synthetic_set.h (c). Humans: 8 rotations x (standing + 4 walking poses), then action frames.
constexpr SpriteBlock kSpriteBlocks[] = {
    {0, 2, Figure::kSign, 15},       // demo, death cam
    {2, 48, Figure::kStatic, 0},     // plane 1 codes 23..70
    {50, 49, Figure::kHuman, 212},   // guard: brown
    {99, 39, Figure::kDog, 206},     // dog: tan
    {138, 49, Figure::kHuman, 150},  // SS: blue
    {187, 51, Figure::kHuman, 104},  // mutant: green
    {238, 50, Figure::kHuman, 18},   // officer: white
    {296, 11, Figure::kBoss, 22},    // Hans Grosse: grey
    {408, 28, Figure::kWeapon, 24},  // the player's weapons and victory run
};
constexpr int kUprightFrames = 40;  // humans: 8 rotations x 5 poses
constexpr int kDogWalkFrames = 32;  // dogs: 8 rotations x 4 poses
constexpr std::uint8_t kSkin = 196;
constexpr std::uint8_t kGunMetal = 27;

void paint(SpriteImage& image, int x0, int y0, int x1, int y1, std::uint8_t colour) {
  for (int y = std::max(y0, 0); y <= std::min(y1, kSpriteSide - 1); ++y) {
    for (int x = std::max(x0, 0); x <= std::min(x1, kSpriteSide - 1); ++x) {
      const auto at = grid_index(x, y, kSpriteSide);
      image.pixels[at] = colour;
      image.alpha[at] = kSpriteOpaque;
    }
  }
}

void clear_row(SpriteImage& image, int y) {
  for (int x = 0; x < kSpriteSide; ++x) {
    const auto at = grid_index(x, y, kSpriteSide);
    image.pixels[at] = 0;
    image.alpha[at] = 0;
  }
}

// A sign hanging from the ceiling, with two bars for text.
SpriteImage sign_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  paint(image, 16, 0, 47, 11, colour);
  paint(image, 19, 3, 44, 4, to_u8(4 + static_cast<int>(frame)));
  paint(image, 19, 7, 38, 8, to_u8(4 + static_cast<int>(frame)));
  return image;
}

enum class StaticShape { kPillar, kFloorItem, kHanging, kTable };

// The shape a static's seed 002 name suggests; anything unnamed here lies on the floor.
StaticShape static_shape(std::uint16_t code) {
  using enum StaticShape;
  constexpr std::pair<std::string_view, StaticShape> kKeywords[] = {
      {"ceiling", kHanging}, {"chandelier", kHanging}, {"hanging", kHanging}, {"vines", kHanging},
      {"table", kTable},     {"bed", kTable},          {"stove", kTable},     {"rack", kTable},
      {"cage", kTable},      {"barrel", kPillar},      {"pillar", kPillar},   {"tree", kPillar},
      {"plant", kPillar},    {"urn", kPillar},         {"armor", kPillar},    {"well", kPillar},
      {"flag", kPillar},     {"lamp", kPillar},        {"washbasin", kPillar}};
  const std::string_view name = static_object_name(code, false);
  for (const auto& [keyword, shape] : kKeywords) {
    if (name.find(keyword) != std::string_view::npos) return shape;
  }
  return kFloorItem;
}

// Statics: a pillar, a floor item, a hanging lamp (chain and lamp split by a gap) or a table
// with a shelf (top and shelf split by a gap), coloured and sized by code.
SpriteImage static_sprite(std::size_t index) {
  constexpr std::uint8_t kColours[] = {56, 100, 140, 200, 72, 24};
  constexpr std::uint16_t kFirstStaticCode = 23;
  const std::uint8_t colour = kColours[index % 6];
  const int size = static_cast<int>(index % 5);
  SpriteImage image;
  switch (static_shape(to_u16(kFirstStaticCode + static_cast<int>(index)))) {
    case StaticShape::kPillar:
      paint(image, 28 - size, 28, 35 + size, 63, colour);
      for (int y = 32; y < 64; y += 8) {
        paint(image, 28 - size, y, 35 + size, y + 1, to_u8(colour + 4));
      }
      break;
    case StaticShape::kFloorItem:
      paint(image, 26 - size, 54, 37 + size, 63, colour);
      paint(image, 28, 56, 30, 57, 15);
      break;
    case StaticShape::kHanging:
      paint(image, 31, 0, 32, 5, kGunMetal);
      paint(image, 26 - size, 8, 37 + size, 15, colour);
      break;
    case StaticShape::kTable:
      paint(image, 22, 38, 41, 41, colour);
      paint(image, 22, 42, 23, 63, colour);
      paint(image, 40, 42, 41, 63, colour);
      paint(image, 24, 52, 39, 54, to_u8(colour + 4));
      break;
  }
  return image;
}

// A person: head, body with a gap at the belt (two posts in every body column), two legs that
// move with the walking pose, a dark stripe that moves with the rotation. Frames after the
// upright ones alternate between firing (an arm with a gun) and lying on the floor.
SpriteImage human_sprite(std::uint8_t colour, std::size_t frame, int scale) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  const int half = 5 + scale;
  if (f >= kUprightFrames && f % 2 == 1) {
    paint(image, 32 - 2 * half, 56, 31 + 2 * half, 63, colour);
    paint(image, 32 + 2 * half, 57, 35 + 2 * half, 61, kSkin);
    return image;
  }
  const int top = 34 - 4 * scale;
  paint(image, 30 - scale, top, 33 + scale, top + 4 + scale, kSkin);
  paint(image, 32 - half, top + 6 + scale, 31 + half, 52, colour);
  clear_row(image, 46);
  const int rotation = f % 8;
  paint(image, 32 - half + rotation, top + 7 + scale, 32 - half + rotation, 44, to_u8(colour + 6));
  const int pose = f < kUprightFrames ? f / 8 : 0;
  const int lift_left = pose % 2 == 1 ? 2 : 0;
  const int lift_right = pose != 0 && pose % 2 == 0 ? 2 : 0;
  paint(image, 28 - scale, 53, 30 - scale, 63 - lift_left, colour);
  paint(image, 33 + scale, 53, 35 + scale, 63 - lift_right, colour);
  if (f >= kUprightFrames) paint(image, 32 + half, 42, 39 + half, 44, kGunMetal);
  return image;
}

// A dog: body, head, four legs stepping with the pose; after the walking frames it lies or jumps.
SpriteImage dog_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  if (f >= kDogWalkFrames && f % 2 == 1) {
    paint(image, 22, 58, 41, 63, colour);
    return image;
  }
  const int lift = f >= kDogWalkFrames ? 6 : 0;
  paint(image, 24, 48 - lift, 41, 54 - lift, colour);
  paint(image, 42, 44 - lift, 47, 50 - lift, to_u8(colour + 3));
  paint(image, 20, 46 - lift, 23, 47 - lift, colour);
  const int pose = f < kDogWalkFrames ? f / 8 : 0;
  for (int leg = 0; leg < 4; ++leg) {
    const int x = 25 + 5 * leg;
    const int lifted = (leg + pose) % 2 == 1 ? 2 : 0;
    paint(image, x, 55 - lift, x + 1, 63 - lift - lifted, colour);
  }
  paint(image, 24 + f % 8, 49 - lift, 24 + f % 8, 50 - lift, to_u8(colour + 8));
  return image;
}

// The player's hand and gun at the bottom of the view; every fifth frame shows the muzzle flash.
SpriteImage weapon_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  const int length = 8 + 2 * (f % 5);
  paint(image, 28, 52, 35, 63, kSkin);
  paint(image, 30, 52 - length, 33, 51, to_u8(colour + f % 4));
  if (f % 5 == 2) paint(image, 29, 44 - length, 34, 51 - length, 68);
  return image;
}

std::optional<SpriteImage> sprite_image(std::size_t sprite) {
  for (const SpriteBlock& block : kSpriteBlocks) {
    if (sprite < block.first || sprite >= block.first + block.count) continue;
    const std::size_t frame = sprite - block.first;
    switch (block.figure) {
      case Figure::kSign:
        return sign_sprite(block.colour, frame);
      case Figure::kStatic:
        return static_sprite(frame);
      case Figure::kHuman:
        return human_sprite(block.colour, frame, 0);
      case Figure::kDog:
        return dog_sprite(block.colour, frame);
      case Figure::kBoss:
        return human_sprite(block.colour, frame, 3);
      case Figure::kWeapon:
        return weapon_sprite(block.colour, frame);
    }
  }
  return std::nullopt;  // a sparse slot, as in wl1
}

// ==== VSWAP sounds ===========================================================================

// 7 kHz unsigned 8-bit (seed 001 "Raw pcm"). One sine period in 16 steps:
// round(128 + 100 sin(2 pi k / 16)).
constexpr std::array<int, 16> kSineTable = {128, 166, 199, 220, 228, 220, 199, 166,
                                            128, 90,  57,  36,  28,  36,  57,  90};
constexpr std::size_t kPcmSoundSpacing = 9;

enum class Wave { kSine, kSquare, kNoise };

struct SoundRecipe {
  Wave wave;
  int samples;
  int hz_from;  // the pitch glides linearly from hz_from to hz_to
  int hz_to;
};

// Present sounds, one every kPcmSoundSpacing table entries; the first spans two chunks.
constexpr SoundRecipe kSoundRecipes[] = {
    {Wave::kSine, 5000, 440, 440},  {Wave::kNoise, 1800, 0, 0},    {Wave::kSine, 2600, 1200, 200},
    {Wave::kSquare, 700, 300, 300}, {Wave::kSine, 1500, 880, 660}, {Wave::kSquare, 3000, 150, 600},
};

Bytes synthesise(const SoundRecipe& recipe, std::uint32_t seed) {
  NoiseGenerator noise(seed);
  Bytes samples;
  samples.reserve(static_cast<std::size_t>(recipe.samples));
  std::uint32_t phase = 0;
  for (int n = 0; n < recipe.samples; ++n) {
    const int hz = recipe.hz_from + (recipe.hz_to - recipe.hz_from) * n / recipe.samples;
    // Phase step of one sample: hz / 7000 of a period in 32-bit fixed point.
    phase += static_cast<std::uint32_t>((std::uint64_t{static_cast<std::uint32_t>(hz)} << 32) /
                                        kPcmSampleRateHz);
    int wave = 0;
    switch (recipe.wave) {
      case Wave::kSine:
        wave = kSineTable[phase >> 28] - 128;
        break;
      case Wave::kSquare:
        wave = (phase >> 31) != 0 ? 80 : -80;
        break;
      case Wave::kNoise:
        wave = noise.byte() / 2 - 64;
        break;
    }
    const int envelope = recipe.samples - n;  // linear fade out
    samples.push_back(to_u8(128 + wave * envelope / recipe.samples));
  }
  return samples;
}

// One table entry per sound the engine references (version.h pcm_sounds).
std::vector<DigitisedSound> synthetic_sounds() {
  const auto count = static_cast<std::size_t>(version_facts(kSyntheticSetVersion).pcm_sounds);
  std::vector<DigitisedSound> sounds(count);
  for (std::size_t k = 0; k < count; ++k) {
    if (k % kPcmSoundSpacing == 0) {
      sounds[k].samples =
          synthesise(kSoundRecipes[k / kPcmSoundSpacing], static_cast<std::uint32_t>(0x50D0 + k));
    } else if (k % kPcmSoundSpacing != 4) {
      // Left out of the file with its length kept in the table, as wl1 does.
      sounds[k].sparse_length = to_u16(1200 + 97 * static_cast<int>(k));
    }
  }
  return sounds;
}

// ==== VGAGRAPH ===============================================================================

constexpr int kFirstPrintable = 32;
constexpr int kLastPrintable = 126;
constexpr std::uint8_t kFontInk = 15;

// Printable ASCII; the glyph rows between the blank top and bottom rows are a fixed hash of the
// character, and the last column of each glyph is the space before the next.
Font synthetic_font(std::uint16_t height, int base_width) {
  Font font;
  font.height = height;
  for (int c = kFirstPrintable; c <= kLastPrintable; ++c) {
    const int width = c == ' ' ? base_width : base_width + c % 3;
    const auto index = static_cast<std::size_t>(c);
    font.widths[index] = to_u8(width);
    Bytes& glyph = font.glyphs[index];
    glyph.assign(grid_index(0, height, width), 0);
    if (c == ' ') continue;
    for (int row = 1; row + 1 < height; ++row) {
      for (int col = 0; col + 1 < width; ++col) {
        const std::uint32_t hash = static_cast<std::uint32_t>(c) * 2654435761u ^
                                   static_cast<std::uint32_t>(row * 40503 + col * 9973);
        if (col == 0 || ((hash >> 13) & 1) != 0) {
          glyph[grid_index(col, row, width)] = kFontInk;
        }
      }
    }
  }
  lay_out_font_glyphs(font);
  return font;
}

struct PictureRecipe {
  std::uint16_t width;  // a multiple of 4, the engine's planar unit (graphics_chunks.h)
  std::uint16_t height;
  int style;
};

constexpr PictureRecipe kPictureRecipes[kSyntheticPictures] = {
    {64, 64, 0}, {96, 24, 1}, {48, 48, 2}, {24, 16, 3}, {320, 16, 1}, {8, 8, 4}, {32, 40, 3},
};

std::uint8_t picture_pixel(int style, int x, int y, int width, int height, NoiseGenerator& noise) {
  switch (style) {
    case 0:
      return to_u8(144 + (x + y) * 16 / (width + height));  // a blue diagonal ramp
    case 1:
      return to_u8(y % 8 < 4 ? 32 + x % 16 : 16 + x % 16);  // red and grey stripes
    case 2: {
      const int dx = 2 * x - width + 1;
      const int dy = 2 * y - height + 1;
      const int inside = dx * dx + dy * dy <= width * width;
      return to_u8(inside != 0 ? 196 + (dx * dx + dy * dy) * 8 / (width * width + 1) : 0);
    }
    case 3:
      return to_u8(96 + noise.below(8));  // green noise
    default:
      return to_u8((x + y) % 2 == 0 ? 15 : 0);  // a checkerboard
  }
}

Picture synthetic_picture(const PictureRecipe& recipe, std::uint32_t seed) {
  NoiseGenerator noise(seed);
  Picture picture{recipe.width, recipe.height, {}};
  picture.pixels.reserve(std::size_t{recipe.width} * recipe.height);
  for (int y = 0; y < recipe.height; ++y) {
    for (int x = 0; x < recipe.width; ++x) {
      picture.pixels.push_back(
          picture_pixel(recipe.style, x, y, recipe.width, recipe.height, noise));
    }
  }
  return picture;
}

Bytes synthetic_tiles() {
  Bytes tiles;
  tiles.reserve(kTile8EngineCount * kTile8Bytes);
  for (std::size_t t = 0; t < kTile8EngineCount; ++t) {
    for (int y = 0; y < 8; ++y) {
      for (int x = 0; x < 8; ++x) {
        tiles.push_back(to_u8(kWallRamps[t % 8] + ((x ^ y ^ static_cast<int>(t)) & 7)));
      }
    }
  }
  return tiles;
}

// The colour text screen the engine shows on quitting: white on blue, one centred line.
Screen synthetic_screen() {
  constexpr int kColumns = 80;
  constexpr int kRows = 25;
  constexpr std::uint8_t kWhiteOnBlue = 0x1F;
  constexpr std::string_view kLine = "wolfsuite synthetic data set";
  Screen screen;
  for (int i = 0; i < kColumns * kRows; ++i) {
    screen.cells.push_back(' ');
    screen.cells.push_back(kWhiteOnBlue);
  }
  const std::size_t start =
      2 * grid_index(static_cast<int>(kColumns - kLine.size()) / 2, 12, kColumns);
  for (std::size_t i = 0; i < kLine.size(); ++i) {
    screen.cells[start + 2 * i] = static_cast<std::uint8_t>(kLine[i]);
  }
  screen.trailer = {0x1A};
  return screen;
}

Palette synthetic_palette() {
  Palette palette;
  const VgaPalette& game = wolfenstein_palette();
  std::copy(game.begin(), game.end(), palette.rgb.begin());
  return palette;
}

// A text article in the engine's ^ layout commands (page, colour, end).
Bytes synthetic_text() {
  constexpr std::string_view kText =
      "^P\r\n^C0FSynthetic data set\r\n\r\n^C00Every map, picture, sprite and sound of this set "
      "is drawn by a program.\r\n^E\r\n";
  return Bytes(kText.begin(), kText.end());
}

// Deltas inside seed 001's -100..100: a slow weave while running forward, firing now and then.
Result<Demo> synthetic_demo(int index) {
  std::vector<DemoFrame> frames;
  const int count = 200 + 40 * index;
  for (int i = 0; i < count; ++i) {
    DemoFrame frame;
    frame.buttons = to_u8((i % 16 == 0 ? kDemoFire : 0) | (i % 64 < 32 ? kDemoRun : 0));
    const int weave = i % 40 < 20 ? i % 20 : 20 - i % 20;
    frame.turn = static_cast<std::int8_t>(3 * weave - 30);
    frame.move = static_cast<std::int8_t>(i % 50 < 40 ? -60 - index * 10 : 20);
    frames.push_back(frame);
  }
  return new_demo(to_u8(index % static_cast<int>(kSyntheticMaps)), std::move(frames));
}

// ==== AUDIOT =================================================================================

// PC speaker: one byte per tick, every fifth one 0 (silent), the others a rising sweep (seed 001
// "PC sound effect" leaves the meaning of the values undocumented).
std::optional<PcSpeakerSound> pc_sound(int k) {
  if (k % 11 == 5) return std::nullopt;  // empty, as some shipped effects are
  PcSpeakerSound sound;
  sound.priority = to_u16(10 + (k * 7) % 60);
  const int length = 8 + k % 24;
  for (int i = 0; i < length; ++i) {
    sound.samples.push_back(to_u8(i % 5 == 4 ? 0 : 30 + (k * 5 + i * 3) % 90));
  }
  return sound;
}

// AdLib: one instrument for channel 0 and one pitch byte per 1/140 s, ending in key off (0);
// the tag is Muse's: a 0 and a 9-byte NUL padded name (audio.h).
std::optional<AdlibSound> adlib_sound(int k) {
  if (k % 13 == 7) return std::nullopt;
  AdlibSound sound;
  sound.priority = to_u16(10 + (k * 7) % 60);
  sound.instrument = {0x21, 0x01, to_u8(0x16 + k % 8), 0x00, 0xF3, 0xF5, 0x24, 0x44, 0x00, 0x00};
  sound.octave = to_u8(3 + k % 3);
  const int length = 12 + k % 20;
  for (int i = 0; i + 1 < length; ++i) sound.pitches.push_back(to_u8(100 + (k * 11 + i * 9) % 140));
  sound.pitches.push_back(0);
  constexpr std::string_view kName = "Synth";
  sound.tag = {0};
  sound.tag.insert(sound.tag.end(), kName.begin(), kName.end());
  sound.tag.resize(1 + 9, 0);
  return sound;
}

// OPL2 F-numbers of C4, D4, E4, F4, G4, A4 (440 Hz), B4 at block 4: round(hz * 2^(20 - block) /
// 49716), the chip's sample rate being its 3.579545 MHz clock / 72 (Yamaha YM3812 manual).
constexpr std::array<int, 7> kFNumbers = {345, 387, 435, 460, 517, 580, 651};

struct Voice {
  int channel;  // OPL2 melodic channel 0..8: operators at +0 and +3 of its register block
  int block;    // octave
};

void add_instrument(std::vector<ImfCommand>& commands, const Voice& voice, std::uint8_t level) {
  const auto ch = to_u8(voice.channel);
  const std::pair<int, int> kWrites[] = {
      {0x20, 0x01}, {0x23, 0x01}, {0x40, level}, {0x43, 0x00}, {0x60, 0xF2},
      {0x63, 0xF4}, {0x80, 0x55}, {0x83, 0x65},  {0xE0, 0x00}, {0xE3, 0x00},
  };
  for (const auto& [opl_register, value] : kWrites) {
    commands.push_back({to_u8(opl_register + ch), to_u8(value), 0});
  }
  commands.push_back({to_u8(0xC0 + ch), 0x00, 0});  // feedback 0, FM
}

// Key on: F-number low bits to 0xA0 + channel, then key bit, block and the high bits to 0xB0.
void add_note(std::vector<ImfCommand>& commands, const Voice& voice, int note,
              std::uint16_t delay) {
  const int f_number = kFNumbers[static_cast<std::size_t>(note % 7)];
  commands.push_back({to_u8(0xA0 + voice.channel), to_u8(f_number & 0xFF), 0});
  commands.push_back(
      {to_u8(0xB0 + voice.channel), to_u8(0x20 | (voice.block << 2) | (f_number >> 8)), delay});
}
void add_key_off(std::vector<ImfCommand>& commands, const Voice& voice, std::uint16_t delay) {
  commands.push_back({to_u8(0xB0 + voice.channel), 0x00, delay});
}

constexpr std::uint16_t kBeat = 140;  // 1/700 s ticks: 5 beats a second

// A tune on one channel: 16 notes, each held most of a beat.
Music melody_song() {
  constexpr int kNotes[] = {0, 2, 4, 0, 0, 2, 4, 0, 4, 5, 6, 6, 4, 5, 6, 6};
  const Voice lead{0, 4};
  Music music;
  music.commands.push_back({0x01, 0x20, 0});  // waveform select on
  add_instrument(music.commands, lead, 0x10);
  for (const int note : kNotes) {
    add_note(music.commands, lead, note, kBeat - 20);
    add_key_off(music.commands, lead, 20);
  }
  return music;
}

// A bass line on channel 1 under a tune on channel 0.
Music two_voice_song() {
  constexpr int kTune[] = {4, 4, 5, 6, 6, 5, 4, 2, 0, 0, 2, 4, 4, 2, 2, 2};
  constexpr int kBass[] = {0, 0, 4, 4, 3, 3, 0, 0};
  const Voice lead{0, 4};
  const Voice bass{1, 2};
  Music music;
  music.commands.push_back({0x01, 0x20, 0});
  add_instrument(music.commands, lead, 0x12);
  add_instrument(music.commands, bass, 0x08);
  for (std::size_t beat = 0; beat < std::size(kTune); ++beat) {
    if (beat % 2 == 0) add_note(music.commands, bass, kBass[beat / 2], 0);
    add_note(music.commands, lead, kTune[beat], kBeat - 20);
    add_key_off(music.commands, lead, beat % 2 == 1 ? 0 : 20);
    if (beat % 2 == 1) add_key_off(music.commands, bass, 20);
  }
  return music;
}

}  // namespace

Result<MapSet> synthetic_map_set() {
  std::vector<GameMap> maps;
  for (const MapPlan& plan : map_plans()) {
    WS_ASSIGN_OR_RETURN(GameMap map, build_map(plan));
    maps.push_back(std::move(map));
  }
  return new_map_set(std::move(maps));
}

Result<Graphics> synthetic_graphics() {
  GraphicsLumps lumps;
  lumps.fonts = {synthetic_font(8, 4), synthetic_font(10, 6)};
  for (std::size_t k = 0; k < kSyntheticPictures; ++k) {
    lumps.pictures.push_back(
        synthetic_picture(kPictureRecipes[k], static_cast<std::uint32_t>(0x91C0 + k)));
  }
  lumps.tiles = synthetic_tiles();
  lumps.misc.emplace_back(synthetic_screen());
  lumps.misc.emplace_back(synthetic_palette());
  lumps.misc.emplace_back(synthetic_text());
  for (int d = 0; d < version_facts(kSyntheticSetVersion).demos; ++d) {
    WS_ASSIGN_OR_RETURN(Demo demo, synthetic_demo(d));
    lumps.misc.emplace_back(std::move(demo));
  }
  return new_graphics(lumps);
}

Result<Vswap> synthetic_vswap() {
  VswapContents contents;
  for (std::size_t chunk = 0; chunk < kSyntheticWallChunks; ++chunk) {
    contents.walls.push_back(wall_texture(chunk));
  }
  for (std::size_t sprite = 0; sprite < kSyntheticSpriteChunks; ++sprite) {
    const std::optional<SpriteImage> image = sprite_image(sprite);
    contents.sprites.push_back(image ? std::optional<SpriteLump>(sprite_lump_from_image(*image))
                                     : std::nullopt);
  }
  contents.sounds = synthetic_sounds();
  return new_vswap(contents);
}

Audio synthetic_audio() {
  const VersionFacts& facts = version_facts(kSyntheticSetVersion);
  std::vector<SoundEffect> effects;
  effects.reserve(static_cast<std::size_t>(facts.sound_effects));
  for (int k = 0; k < facts.sound_effects; ++k) effects.push_back({pc_sound(k), adlib_sound(k)});
  std::vector<std::optional<Music>> music(static_cast<std::size_t>(facts.music));
  music[kSyntheticSongSlots[0]] = melody_song();
  music[kSyntheticSongSlots[1]] = two_voice_song();
  return new_audio(effects, std::move(music));
}

Result<WolfSet> synthetic_set() {
  WolfSet set;
  set.extension = std::string(kSyntheticSetExtension);
  WS_ASSIGN_OR_RETURN(MapSet maps, synthetic_map_set());
  WS_ASSIGN_OR_RETURN(Graphics graphics, synthetic_graphics());
  WS_ASSIGN_OR_RETURN(Vswap vswap, synthetic_vswap());
  set.maps = std::move(maps);
  set.graphics = std::move(graphics);
  set.vswap = std::move(vswap);
  set.audio = synthetic_audio();
  // The evidence decode_wolf_set reads back: the extension, the present maps, the AUDIOHED
  // offsets (3 per sound effect, 1 per music slot and the end).
  VersionEvidence evidence;
  evidence.extension = set.extension;
  evidence.maps_present = kSyntheticMaps;
  const VersionFacts& facts = version_facts(kSyntheticSetVersion);
  evidence.audiohed_offsets = static_cast<std::size_t>(3 * facts.sound_effects + facts.music + 1);
  set.version = detect_version(evidence);
  return set;
}

Result<WolfSetFiles> synthetic_set_files() {
  WS_ASSIGN_OR_RETURN(const WolfSet set, synthetic_set());
  return encode_wolf_set(set);
}

}  // namespace wolfsuite
