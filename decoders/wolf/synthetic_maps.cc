// The maps of each synthetic set (synthetic_set.h (a)): a plan per map (slot, doors, elevators,
// closet, keys, the welcome party in the start room) drawn onto both planes by MapBuilder, which
// refuses an object on an occupied or wrong tile (E-SYNTH-PLACEMENT).
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_parts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

using namespace synthetic_parts;

// Plane codes (map_semantics.h tables).
constexpr std::uint16_t kLastWallCode = 63;
constexpr std::uint16_t kAmbushCode = 106;
constexpr std::uint16_t kFirstAreaCode = 107;
constexpr std::uint16_t kFirstPlayerStartCode = 19;  // + Facing: north, east, south, west
constexpr std::uint16_t kFirstTurnCode = 90;         // + TurnDirection
constexpr std::uint16_t kPushwallCode = 98;
constexpr std::uint16_t kExitCode = 99;
constexpr std::uint16_t kGoldKeyCode = 43;
constexpr std::uint16_t kSilverKeyCode = 44;
constexpr std::uint16_t kCrossCode = 52;
constexpr std::uint16_t kChaliceCode = 53;
constexpr std::uint16_t kCrownCode = 55;
constexpr std::uint16_t kExtraLifeCode = 56;

constexpr std::uint16_t kFirstGhostCode = 224;  // Wolfenstein 3-D's four ghosts, 224..227
constexpr int kGhosts = 4;
constexpr std::uint16_t kFirstStaticCode = 23;
constexpr std::uint16_t kLastWolfStaticCode = 70;
constexpr std::uint16_t kLastSpearStaticCode = 74;

// The game's statics of one kind by seed 002's marks (map_semantics.h), used round robin, so
// every static of the game appears on every map. The two keys are left to their own places
// (kKeySlot): one of each, behind the doors they do not open.
std::vector<std::uint16_t> statics_of(StaticKind kind, bool spear) {
  std::vector<std::uint16_t> codes;
  const std::uint16_t last = spear ? kLastSpearStaticCode : kLastWolfStaticCode;
  for (std::uint16_t code = kFirstStaticCode; code <= last; ++code) {
    const bool key = code == kGoldKeyCode || code == kSilverKeyCode;
    if (!key && static_object_kind(code, spear) == kind) codes.push_back(code);
  }
  return codes;
}

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
constexpr int kSecretElevatorArea = 0;
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
// The welcome party's places in the start room, in the order they are filled.
constexpr Tile kPartySlots[] = {{8, 5}, {5, 8}, {4, 4},  {9, 10}, {3, 8},
                                {6, 11}, {10, 5}, {5, 5}, {9, 7}, {4, 10}, {11, 11}};

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

// Dogs only patrol: the engine has no standing dog (reference/sim/README.md "Standing dogs"), and
// the engine tool, whose SpawnStand starts from a null object where DOS reuses the last one
// spawned, crashes on the codes for one.
bool can_stand(EnemyKind kind) { return kind != EnemyKind::kDog; }

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

// Who waits in the start room, facing the arrival door: the map's bosses (and ghosts), and on a
// map a demo plays (synthetic_demo_slots) also one enemy of every kind.
struct MapPlan {
  int slot;  // MAPHEAD slot: Wolfenstein's level episode x 10 + floor, Spear's the floor
  std::string_view name;
  int variant;  // shifts wall textures, furnishings and enemy placement
  std::span<const DoorPlan> doors;
  StripSpot arrival;
  StripSpot exit;
  int closet_row;  // the pushwall closet sits in the east strip beside this room row
  int silver_key_room;
  int gold_key_room;
  std::vector<BossKind> bosses;
  bool ghosts = false;           // Wolfenstein's four ghosts join the party
  bool enemy_party = false;      // one enemy of every kind joins the party
  bool victory = false;          // the end-of-game tiles (code 99) below the last room
  bool secret_exit = false;      // the exit elevator's floor is code 107: the secret level next
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

// What a map's layout fixes: its doors, elevators, closet and key rooms. Layout A (kMap1Doors)
// and layout B (kMap2Doors) alternate; the variant moves the rest.
struct Layout {
  std::span<const DoorPlan> doors;
  StripSpot arrival;
  StripSpot exit;
  int closet_row;
  int silver_key_room;
  int gold_key_room;
};
constexpr Layout kLayoutA = {kMap1Doors,    {Strip::kSouth, 0}, {Strip::kEast, 0}, 2,
                             room_at(1, 1), room_at(3, 2)};
constexpr Layout kLayoutB = {kMap2Doors,    {Strip::kEast, 0}, {Strip::kSouth, 2}, 1,
                             room_at(0, 3), room_at(2, 3)};

MapPlan on_layout(const Layout& layout, int slot, std::string_view name, int variant) {
  return {.slot = slot,
          .name = name,
          .variant = variant,
          .doors = layout.doors,
          .arrival = layout.arrival,
          .exit = layout.exit,
          .closet_row = layout.closet_row,
          .silver_key_room = layout.silver_key_room,
          .gold_key_room = layout.gold_key_room,
          .bosses = {}};
}
MapPlan layout_a(int slot, std::string_view name, int variant) {
  return on_layout(kLayoutA, slot, name, variant);
}
MapPlan layout_b(int slot, std::string_view name, int variant) {
  return on_layout(kLayoutB, slot, name, variant);
}
MapPlan with_bosses(MapPlan plan, std::vector<BossKind> bosses) {
  plan.bosses = std::move(bosses);
  return plan;
}

MapPlan with_party(MapPlan plan, std::vector<BossKind> bosses) {
  plan.bosses = std::move(bosses);
  plan.enemy_party = true;
  return plan;
}

// Per game: one map per episode (Wolfenstein) or per boss (Spear), each with its bosses, the
// first with a secret exit where the game has a secret level. The maps the demos play
// (synthetic_demo_slots) gather every actor class of the game between them, with one enemy of
// every kind in each party.
std::vector<MapPlan> map_plans(GameVersion game) {
  using enum BossKind;
  switch (game) {
    case GameVersion::kWl6: {
      MapPlan first = with_party(layout_a(0, "Synthetic 1", 0), {kHansGrosse});
      first.secret_exit = true;
      MapPlan hans = with_bosses(layout_b(1, "Synthetic 2", 1), {kHansGrosse});
      hans.victory = true;
      MapPlan hitler = with_party(layout_b(20, "Synthetic E3", 3), {kFakeHitler, kHitler});
      hitler.ghosts = true;
      return {first,
              hans,
              with_party(layout_a(10, "Synthetic E2", 2), {kSchabbs, kGiftmacher, kFettgesicht}),
              hitler,
              with_bosses(layout_a(30, "Synthetic E4", 4), {kGiftmacher}),
              with_party(layout_b(40, "Synthetic E5", 5), {kGretelGrosse, kFettgesicht}),
              with_bosses(layout_a(50, "Synthetic E6", 6), {kFettgesicht})};
    }
    case GameVersion::kSdm:
      return {with_party(layout_a(0, "Synthetic 1", 0), {kTransGrosse}),
              with_bosses(layout_b(1, "Synthetic 2", 1), {kTransGrosse})};
    case GameVersion::kSod: {
      MapPlan first = with_party(layout_a(0, "Synthetic 1", 0), {kTransGrosse});
      first.secret_exit = true;
      return {first,
              with_bosses(layout_b(1, "Synthetic 2", 1), {kTransGrosse}),
              with_party(layout_a(2, "Synthetic 3", 2), {kBarnacleWilhelm, kUbermutant}),
              with_bosses(layout_b(3, "Synthetic 4", 3), {kUbermutant}),
              with_party(layout_a(4, "Synthetic 5", 4), {kDeathKnight}),
              with_party(layout_b(5, "Synthetic 6", 5), {kAngelOfDeath, kSpectre, kSpectre})};
    }
    default: {
      MapPlan hans = with_party(layout_b(1, "Synthetic 2", 1), {kHansGrosse});
      hans.victory = true;
      return {with_party(layout_a(0, "Synthetic 1", 0), {}), hans};
    }
  }
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

  // A plan that does not fit its map (our bug); kept as the error like a misplaced object.
  void refuse(const std::string& why) {
    if (!problem_) {
      problem_ = internal_error("E-SYNTH-PLACEMENT", kNoOffset, "map \"" + map_name(map_) + "\": " + why);
    }
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
// A secret exit's floor is code 107 (area 0), which the engine reads as "the secret level next".
void add_exit_elevator(MapBuilder& map, StripSpot spot, bool secret) {
  const Tile cabin = cabin_tile(spot);
  map.floor(cabin, secret ? kSecretElevatorArea : kExitArea);
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

std::uint16_t round_robin(const std::vector<std::uint16_t>& codes, int index) {
  return codes[static_cast<std::size_t>(index) % codes.size()];
}

void furnish_rooms(MapBuilder& map, int variant, bool spear) {
  const std::vector<std::uint16_t> blocking = statics_of(StaticKind::kBlocking, spear);
  const std::vector<std::uint16_t> decoration = statics_of(StaticKind::kDecoration, spear);
  const std::vector<std::uint16_t> bonus = statics_of(StaticKind::kBonus, spear);
  for (int room = 0; room < kRooms; ++room) {
    const Tile origin = room_origin(room);
    for (int k = 0; k < 2; ++k) {
      const int pick = 2 * room + k + variant;
      map.object(origin + kBlockingSlots[k], round_robin(blocking, pick));
      map.object(origin + kDecorationSlots[k], round_robin(decoration, pick));
      map.object(origin + kBonusSlots[k], round_robin(bonus, room + 5 * k + variant));
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
    map.object(standing,
               enemy_code(kind, difficulty, !can_stand(kind), kStandingFacings[index % 4]));
    ++index;
  }
}

// The welcome party (MapPlan) on kPartySlots of the start room, facing the arrival door.
void add_party(MapBuilder& map, const MapPlan& plan) {
  const Tile origin = room_origin(room_beside(plan.arrival));
  const Facing facing = plan.arrival.strip == Strip::kEast ? Facing::kEast : Facing::kSouth;
  std::vector<std::uint16_t> party;
  for (const BossKind boss : plan.bosses) party.push_back(boss_code(boss));
  if (plan.ghosts) {
    for (int g = 0; g < kGhosts; ++g) party.push_back(to_u16(kFirstGhostCode + g));
  }
  if (plan.enemy_party) {
    for (const EnemyKind kind : kEnemyKinds) {
      party.push_back(enemy_code(kind, Difficulty::kEasy, !can_stand(kind), facing));
    }
  }
  if (party.size() > std::size(kPartySlots)) {
    map.refuse("a party of " + std::to_string(party.size()) + " with places for " +
               std::to_string(std::size(kPartySlots)));
    return;
  }
  for (std::size_t k = 0; k < party.size(); ++k) map.object(origin + kPartySlots[k], party[k]);
}

// Below the last room, through a normal door, the tiles that end the game when walked on (seed
// 002 "code 99"), as wl1's last map has them.
void add_victory(MapBuilder& map) {
  const int x = cabin_tile({Strip::kSouth, kRoomGrid - 1}).x;
  map.door({x, kStripNear}, kNormal, DoorOrientation::kHorizontal);
  map.floor_rect({x - 1, kStripMiddle}, {x + 1, kStripFar}, kVictoryArea);
  for (int dx = -1; dx <= 1; ++dx) map.object({x + dx, kStripMiddle}, kExitCode);
}

Result<GameMap> build_map(const MapPlan& plan, bool spear) {
  MapBuilder map(plan.name, plan.variant);
  carve_rooms(map);
  add_doors(map, plan.doors);
  add_arrival(map, plan.arrival);
  add_exit_elevator(map, plan.exit, plan.secret_exit);
  add_closet(map, plan.closet_row);
  furnish_rooms(map, plan.variant, spear);
  map.object(room_origin(plan.silver_key_room) + kKeySlot, kSilverKeyCode);
  map.object(room_origin(plan.gold_key_room) + kKeySlot, kGoldKeyCode);
  add_enemies(map, plan);
  add_party(map, plan);
  if (plan.victory) add_victory(map);
  return map.finish();
}

}  // namespace

std::vector<int> synthetic_map_slots(GameVersion game) {
  std::vector<int> slots;
  for (const MapPlan& plan : map_plans(game)) slots.push_back(plan.slot);
  return slots;
}

std::vector<int> synthetic_demo_slots(GameVersion game) {
  std::vector<int> slots;
  for (const MapPlan& plan : map_plans(game)) {
    if (plan.enemy_party) slots.push_back(plan.slot);
  }
  // wl1 has four demos and two such maps: each is played twice.
  const auto demos = static_cast<std::size_t>(version_facts(game).demos);
  for (std::size_t k = 0; slots.size() < demos; ++k) slots.push_back(slots[k]);
  slots.resize(demos);
  return slots;
}

Result<MapSet> synthetic_map_set(GameVersion game) {
  const bool spear = version_facts(game).spear;
  MapSet set = new_map_set({});
  for (const MapPlan& plan : map_plans(game)) {
    WS_ASSIGN_OR_RETURN(GameMap map, build_map(plan, spear));
    set.slots[static_cast<std::size_t>(plan.slot)] = std::move(map);
  }
  return set;
}

}  // namespace wolfsuite
