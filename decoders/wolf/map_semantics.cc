#include "decoders/wolf/map_semantics.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <utility>

namespace wolfsuite {
namespace {

// Plane 0 codes (seed 002 "Level Maps"; header table).
constexpr std::uint16_t kFirstWall = 1;
constexpr std::uint16_t kLastWall = 63;
constexpr std::uint16_t kElevatorSwitchWall = 21;  // catalogue note W-MAP-SEED-ELEVATOR-CODE
constexpr std::uint16_t kFirstDoor = 90;
constexpr std::uint16_t kLastDoor = 101;
constexpr std::uint16_t kAmbushFloor = 106;
constexpr std::uint16_t kFirstAreaFloor = 107;
constexpr std::uint16_t kSecretElevatorFloor = 107;
constexpr int kAreaCount = 37;

// Plane 1 codes.
constexpr std::uint16_t kFirstPlayerStart = 19;
constexpr std::uint16_t kLastPlayerStart = 22;
constexpr std::uint16_t kFirstStatic = 23;
constexpr std::uint16_t kFirstPatrolTurn = 90;
constexpr std::uint16_t kLastPatrolTurn = 97;
constexpr std::uint16_t kPushwallMarker = 98;
constexpr std::uint16_t kExitMarker = 99;
constexpr std::uint16_t kCorpse = 124;
constexpr std::uint16_t kFirstGhost = 224;
constexpr std::uint16_t kLastGhost = 227;

using enum StaticKind;

struct StaticInfo {
  std::string_view wolf_name;  // empty: the code is Spear only
  StaticKind wolf_kind;
  std::string_view spear_name;
  StaticKind spear_kind;
};

// Seed 002's object table, codes 23..74. Where the seed marks an object "?" (blocking in one game
// only) the side comes from the shipped games, as public object lists give it: 38 and 67 block
// in Spear only, 63 in Wolf only. Names are the seed's (public object lists call Wolf's 63 a
// sign, which fits its blocking). Seed 002 leaves 57 and 61 (remains, blood) unmarked, so they are
// decoration here.
constexpr std::array<StaticInfo, 52> kStatics = {{
    {"puddle", kDecoration, "puddle", kDecoration},                          // 23
    {"green_barrel", kBlocking, "green_barrel", kBlocking},                  // 24
    {"table_and_chairs", kBlocking, "table_and_chairs", kBlocking},          // 25
    {"floor_lamp", kBlocking, "floor_lamp", kBlocking},                      // 26
    {"chandelier", kDecoration, "chandelier", kDecoration},                  // 27
    {"hanging_skeleton", kBlocking, "hanging_skeleton", kBlocking},          // 28
    {"dog_food", kBonus, "dog_food", kBonus},                                // 29
    {"white_pillar", kBlocking, "white_pillar", kBlocking},                  // 30
    {"tree_in_tub", kBlocking, "tree_in_tub", kBlocking},                    // 31
    {"skeleton_reclining", kDecoration, "skeleton_reclining", kDecoration},  // 32
    {"washbasin", kBlocking, "pole_with_skulls", kBlocking},                 // 33
    {"potted_plant", kBlocking, "potted_plant", kBlocking},                  // 34
    {"blue_urn", kBlocking, "blue_urn", kBlocking},                          // 35
    {"bare_table", kBlocking, "bare_table", kBlocking},                      // 36
    {"ceiling_light", kDecoration, "ceiling_light", kDecoration},            // 37
    {"kitchen_utensils", kDecoration, "bloody_cage", kBlocking},             // 38
    {"armor", kBlocking, "armor", kBlocking},                                // 39
    {"empty_cage", kBlocking, "empty_cage", kBlocking},                      // 40
    {"cage_with_skeleton", kBlocking, "cage_with_skeleton", kBlocking},      // 41
    {"skeleton_on_floor", kDecoration, "skeleton_on_floor", kDecoration},    // 42
    {"gold_key", kBonus, "gold_key", kBonus},                                // 43
    {"silver_key", kBonus, "silver_key", kBonus},                            // 44
    {"bed", kBlocking, "cage_with_skulls", kBlocking},                       // 45
    {"basket", kDecoration, "basket", kDecoration},                          // 46
    {"food", kBonus, "food", kBonus},                                        // 47
    {"first_aid_kit", kBonus, "first_aid_kit", kBonus},                      // 48
    {"ammo_clip", kBonus, "ammo_clip", kBonus},                              // 49
    {"machine_gun", kBonus, "machine_gun", kBonus},                          // 50
    {"chain_gun", kBonus, "chain_gun", kBonus},                              // 51
    {"cross", kBonus, "cross", kBonus},                                      // 52
    {"chalice", kBonus, "chalice", kBonus},                                  // 53
    {"bible", kBonus, "bible", kBonus},                                      // 54
    {"crown", kBonus, "crown", kBonus},                                      // 55
    {"extra_life", kBonus, "extra_life", kBonus},                            // 56
    {"bloody_remains", kDecoration, "bloody_remains", kDecoration},          // 57
    {"wooden_barrel", kBlocking, "wooden_barrel", kBlocking},                // 58
    {"full_well", kBlocking, "full_well", kBlocking},                        // 59
    {"empty_well", kBlocking, "empty_well", kBlocking},                      // 60
    {"pool_of_blood", kDecoration, "pool_of_blood", kDecoration},            // 61
    {"flag", kBlocking, "flag", kBlocking},                                  // 62
    {"bone_remains_1", kBlocking, "red_ceiling_light", kDecoration},         // 63
    {"bone_remains_2", kDecoration, "bone_remains_2", kDecoration},          // 64
    {"bone_remains_3", kDecoration, "bone_remains_3", kDecoration},          // 65
    {"bone_remains_4", kDecoration, "bone_remains_4", kDecoration},          // 66
    {"pots_and_pans", kDecoration, "head_on_pole", kBlocking},               // 67
    {"stove", kBlocking, "blood_well", kBlocking},                           // 68
    {"spear_rack", kBlocking, "angel_statue", kBlocking},                    // 69
    {"vines", kDecoration, "vines", kDecoration},                            // 70
    {"", kDecoration, "red_column", kBlocking},                              // 71
    {"", kDecoration, "ammo_box", kBonus},                                   // 72
    {"", kDecoration, "truck", kBlocking},                                   // 73
    {"", kDecoration, "spear_of_destiny", kBonus},                           // 74
}};

struct StaticType {
  std::string_view name;
  StaticKind kind;
};

std::optional<StaticType> static_type(std::uint16_t code, bool spear) {
  if (code < kFirstStatic || code >= kFirstStatic + kStatics.size()) return std::nullopt;
  const StaticInfo& info = kStatics[code - kFirstStatic];
  if (spear) return StaticType{info.spear_name, info.spear_kind};
  if (info.wolf_name.empty()) return std::nullopt;
  return StaticType{info.wolf_name, info.wolf_kind};
}

struct BossCode {
  std::uint16_t code;
  bool spear;
  BossKind kind;
};

// seed 002 "next are the level bosses"; the engine spawns each only in its own game.
constexpr BossCode kBosses[] = {
    {214, false, BossKind::kHansGrosse},     {196, false, BossKind::kSchabbs},
    {160, false, BossKind::kFakeHitler},     {178, false, BossKind::kHitler},
    {215, false, BossKind::kGiftmacher},     {197, false, BossKind::kGretelGrosse},
    {179, false, BossKind::kFettgesicht},    {125, true, BossKind::kTransGrosse},
    {143, true, BossKind::kBarnacleWilhelm}, {142, true, BossKind::kUbermutant},
    {161, true, BossKind::kDeathKnight},     {106, true, BossKind::kSpectre},
    {107, true, BossKind::kAngelOfDeath},
};

struct EnemyBlock {
  std::uint16_t easy_first;       // four codes, one per facing
  std::uint16_t difficulty_step;  // medium = easy + step, hard = easy + 2 * step
  EnemyKind kind;
  bool patrol;
};

// seed 002 enemy table: (E), (M), (H) code ranges.
constexpr EnemyBlock kEnemyBlocks[] = {
    {108, 36, EnemyKind::kGuard, false},   {112, 36, EnemyKind::kGuard, true},
    {116, 36, EnemyKind::kOfficer, false}, {120, 36, EnemyKind::kOfficer, true},
    {126, 36, EnemyKind::kSs, false},      {130, 36, EnemyKind::kSs, true},
    {134, 36, EnemyKind::kDog, false},     {138, 36, EnemyKind::kDog, true},
    {216, 18, EnemyKind::kMutant, false},  {220, 18, EnemyKind::kMutant, true},
};

// An enemy's (code - first) faces east, north, west, south (engine order, header "Facing").
constexpr std::array<Facing, 4> kEnemyFacing = {Facing::kEast, Facing::kNorth, Facing::kWest,
                                                Facing::kSouth};

std::optional<Enemy> enemy_for(std::uint16_t code) {
  for (const EnemyBlock& block : kEnemyBlocks) {
    for (int level = 0; level < 3; ++level) {
      const int first = block.easy_first + level * block.difficulty_step;
      if (code >= first && code < first + 4) {
        Enemy enemy;
        enemy.kind = block.kind;
        enemy.patrol = block.patrol;
        enemy.facing = kEnemyFacing[static_cast<std::size_t>(code - first)];
        enemy.min_difficulty = static_cast<Difficulty>(level);
        enemy.code = code;
        return enemy;
      }
    }
  }
  return std::nullopt;
}

std::optional<BossKind> boss_for(std::uint16_t code, bool spear) {
  for (const BossCode& boss : kBosses) {
    if (boss.code == code && boss.spear == spear) return boss.kind;
  }
  return std::nullopt;
}

bool is_solid_wall(std::optional<std::uint16_t> code) {
  return code && *code >= kFirstWall && *code <= kLastWall;
}
bool is_door(std::optional<std::uint16_t> code) {
  return code && *code >= kFirstDoor && *code <= kLastDoor;
}
bool is_area(std::optional<std::uint16_t> code) {
  return code && *code >= kFirstAreaFloor && *code < kFirstAreaFloor + kAreaCount;
}
bool is_floor(std::optional<std::uint16_t> code) {
  return code && (*code == kAmbushFloor || is_area(code));
}
// Where a player can stand: floor, or an open door.
bool is_walkable(std::optional<std::uint16_t> code) { return is_floor(code) || is_door(code); }

// Byte offset of a tile's word in its expanded plane.
std::size_t plane_offset(std::size_t tile) { return 2 * tile; }
std::size_t plane_offset(int x, int y, int width) {
  return plane_offset(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(x));
}

std::string at_text(int x, int y) {
  return "(" + std::to_string(x) + ", " + std::to_string(y) + ")";
}

// Bounds-checked tile lookups over the classified tiles of one plane.
class PlaneView {
 public:
  PlaneView(std::span<const std::uint16_t> words, int width, int height, std::size_t tiles)
      : words_(words.first(tiles)), width_(width), height_(height) {}

  std::optional<std::uint16_t> at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return std::nullopt;
    const std::size_t index = static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                              static_cast<std::size_t>(x);
    if (index >= words_.size()) return std::nullopt;
    return words_[index];
  }

 private:
  std::span<const std::uint16_t> words_;
  int width_;
  int height_;
};

std::size_t tiles_to_classify(const MapPlanes& planes, Findings& findings) {
  const std::size_t width = planes.width > 0 ? static_cast<std::size_t>(planes.width) : 0;
  const std::size_t height = planes.height > 0 ? static_cast<std::size_t>(planes.height) : 0;
  // Both are below 2^31, so the product fits in 64 bits.
  const std::size_t area = width * height;
  const std::size_t tiles =
      std::min({area, planes.plane0.size(), planes.plane1.size(), kMaxClassifiedTiles});
  if (tiles != area || tiles != planes.plane0.size() || tiles != planes.plane1.size()) {
    findings.add("W-MAP-PLANE-SIZE", plane_offset(tiles),
                 "planes of " + std::to_string(planes.plane0.size()) + " and " +
                     std::to_string(planes.plane1.size()) + " words for a " +
                     std::to_string(planes.width) + "x" + std::to_string(planes.height) +
                     " map; classifying the first " + std::to_string(tiles) + " tiles");
  }
  return tiles;
}

class Classifier {
 public:
  Classifier(const MapPlanes& planes, bool spear, std::size_t tiles)
      : planes_(planes),
        spear_(spear),
        plane0_(planes.plane0, planes.width, planes.height, tiles),
        plane1_(planes.plane1, planes.width, planes.height, tiles) {
    out_.width = planes.width;
    out_.height = planes.height;
    out_.tiles = tiles;
  }

  MapContents run(Findings& findings) {
    // tiles > 0 only when width > 0 (tiles_to_classify), so the loop never divides by zero.
    const auto width = static_cast<std::size_t>(planes_.width);
    for (std::size_t i = 0; i < out_.tiles; ++i) {
      const int x = static_cast<int>(i % width);
      const int y = static_cast<int>(i / width);
      classify_plane0(x, y, planes_.plane0[i]);
      classify_plane1(x, y, planes_.plane1[i]);
    }
    check_player_starts(findings);
    check_doors(findings);
    check_elevator_switches(findings);
    check_pushwalls(findings);
    return std::move(out_);
  }

 private:
  void classify_plane0(int x, int y, std::uint16_t code) {
    if (is_solid_wall(code)) {
      ++out_.wall_tile_counts[code];
      if (code == kElevatorSwitchWall) out_.elevator_switches.push_back(elevator_switch(x, y));
    } else if (is_door(code)) {
      const int lock = (code - kFirstDoor) / 2;  // normal, gold, silver, lock 3, lock 4, elevator
      constexpr std::array<DoorLock, 6> kLocks = {DoorLock::kNormal,    DoorLock::kGoldKey,
                                                  DoorLock::kSilverKey, DoorLock::kUnknown,
                                                  DoorLock::kUnknown,   DoorLock::kElevator};
      out_.doors.push_back(
          Door{x, y, kLocks[static_cast<std::size_t>(lock)],
               code % 2 == 0 ? DoorOrientation::kVertical : DoorOrientation::kHorizontal, code});
    } else if (code == kAmbushFloor) {
      out_.ambush_tiles.push_back(AmbushTile{x, y});
    } else if (is_area(code)) {
      ++out_.area_tile_counts[code - kFirstAreaFloor];
    } else {
      out_.unknown_tiles.push_back(UnknownTile{x, y, 0, code});
    }
  }

  ElevatorSwitch elevator_switch(int x, int y) const {
    const auto west = plane0_.at(x - 1, y);
    const auto east = plane0_.at(x + 1, y);
    return ElevatorSwitch{x, y, is_walkable(west) || is_walkable(east),
                          west == kSecretElevatorFloor || east == kSecretElevatorFloor};
  }

  void classify_plane1(int x, int y, std::uint16_t code) {
    if (code == 0) return;
    if (code >= kFirstPlayerStart && code <= kLastPlayerStart) {
      // Player starts face north, east, south, west (engine order, header "Facing").
      out_.player_starts.push_back(
          PlayerStart{x, y, static_cast<Facing>(code - kFirstPlayerStart), code});
    } else if (const auto type = static_type(code, spear_)) {
      out_.statics.push_back(StaticObject{x, y, code, code - kFirstStatic, type->kind});
    } else if (code >= kFirstPatrolTurn && code <= kLastPatrolTurn) {
      out_.patrol_turns.push_back(
          PatrolTurn{x, y, static_cast<TurnDirection>(code - kFirstPatrolTurn), code});
    } else if (code == kPushwallMarker) {
      out_.pushwalls.push_back(Pushwall{x, y});
    } else if (code == kExitMarker) {
      out_.exit_markers.push_back(ExitMarker{x, y});
    } else if (code == kCorpse) {
      out_.corpses.push_back(Corpse{x, y});
    } else if (const auto boss = boss_for(code, spear_)) {
      out_.bosses.push_back(Boss{x, y, *boss, code});
    } else if (auto enemy = enemy_for(code)) {
      enemy->x = x;
      enemy->y = y;
      enemy->on_ambush_tile = plane0_.at(x, y) == kAmbushFloor;
      out_.enemies.push_back(*enemy);
    } else if (!spear_ && code >= kFirstGhost && code <= kLastGhost) {
      out_.ghosts.push_back(Ghost{x, y, code});
    } else {
      out_.unknown_tiles.push_back(UnknownTile{x, y, 1, code});
    }
  }

  void check_player_starts(Findings& findings) const {
    if (out_.player_starts.empty()) {
      findings.add("W-MAP-NO-PLAYER-START", 0, "plane 1 has no player start (codes 19..22)");
    }
    for (std::size_t i = 1; i < out_.player_starts.size(); ++i) {
      const PlayerStart& start = out_.player_starts[i];
      findings.add(
          "W-MAP-SEVERAL-PLAYER-STARTS", plane_offset(start.x, start.y, out_.width),
          "plane 1: player start " + std::to_string(i + 1) + " at " + at_text(start.x, start.y));
    }
  }

  // seed 002: a door needs a wall on both sides across its opening; data: even (vertical) doors
  // have them north and south, odd (horizontal) doors east and west.
  void check_doors(Findings& findings) const {
    for (const Door& door : out_.doors) {
      const bool vertical = door.orientation == DoorOrientation::kVertical;
      const int dx = vertical ? 0 : 1;
      const int dy = vertical ? 1 : 0;
      if (is_solid_wall(plane0_.at(door.x - dx, door.y - dy)) &&
          is_solid_wall(plane0_.at(door.x + dx, door.y + dy))) {
        continue;
      }
      findings.add("W-MAP-DOOR-UNFRAMED", plane_offset(door.x, door.y, out_.width),
                   "plane 0: door " + std::to_string(door.code) + " at " + at_text(door.x, door.y) +
                       " lacks a solid wall " + (vertical ? "north or south" : "east or west"));
    }
  }

  // The side walls of an elevator are code 21 too and face its floor from the north and south;
  // they are fine when that floor has a switch east or west of it.
  void check_elevator_switches(Findings& findings) const {
    for (const ElevatorSwitch& wall : out_.elevator_switches) {
      if (wall.pressable) continue;
      bool faces_floor = false;
      bool beside_pressable_switch = false;
      for (const int dy : {-1, 1}) {
        if (!is_walkable(plane0_.at(wall.x, wall.y + dy))) continue;
        faces_floor = true;
        beside_pressable_switch = beside_pressable_switch ||
                                  plane0_.at(wall.x - 1, wall.y + dy) == kElevatorSwitchWall ||
                                  plane0_.at(wall.x + 1, wall.y + dy) == kElevatorSwitchWall;
      }
      if (!faces_floor || beside_pressable_switch) continue;
      findings.add("W-MAP-ELEVATOR-SWITCH-NS-ONLY", plane_offset(wall.x, wall.y, out_.width),
                   "plane 0: elevator switch at " + at_text(wall.x, wall.y) +
                       " faces floor only north or south, where the engine ignores it");
    }
  }

  // A tile a pushwall can slide into, or a player can push from: floor without a blocking object,
  // or another pushwall that may slide away first (wl1 map 9 has two in a row).
  bool open_for_pushwall(int x, int y) const {
    const auto floor = plane0_.at(x, y);
    const auto object = plane1_.at(x, y);
    if (is_floor(floor)) {
      const auto type = object ? static_type(*object, spear_) : std::nullopt;
      return !type || type->kind != StaticKind::kBlocking;
    }
    return is_solid_wall(floor) && object == kPushwallMarker;
  }

  void check_pushwalls(Findings& findings) const {
    for (const Pushwall& wall : out_.pushwalls) {
      const std::size_t offset = plane_offset(wall.x, wall.y, out_.width);
      if (!is_solid_wall(plane0_.at(wall.x, wall.y))) {
        findings.add(
            "W-MAP-PUSHWALL-NOT-WALL", offset,
            "plane 1: pushwall marker at " + at_text(wall.x, wall.y) + " is not on a solid wall");
        continue;
      }
      const bool east_west =
          open_for_pushwall(wall.x - 1, wall.y) && open_for_pushwall(wall.x + 1, wall.y);
      const bool north_south =
          open_for_pushwall(wall.x, wall.y - 1) && open_for_pushwall(wall.x, wall.y + 1);
      if (!east_west && !north_south) {
        findings.add("W-MAP-PUSHWALL-BLOCKED", offset,
                     "plane 1: pushwall at " + at_text(wall.x, wall.y) +
                         " has no open tile on both sides of either axis");
        continue;
      }
      check_pushwall_path(wall, east_west, north_south, findings);
    }
  }

  // seed 002 "A few words about the doors and the secret blocks": a pushed wall slides exactly two
  // tiles, "occasionally" one more by a bug. It stops where the way is blocked: real maps push
  // walls into one-tile pockets (nine in wl1 maps 1-4 and 9 and sdm maps 0 and 1), so only a slide
  // whose open path reaches a gap in the map's edge runs off the engine's tile map. wl1 map 2 has
  // one: its pushwall at (7, 61) slides south to (7, 63), a floor tile of the south edge.
  void check_pushwall_path(const Pushwall& wall, bool east_west, bool north_south,
                           Findings& findings) const {
    constexpr int kSlideTiles = 2;
    constexpr int kOverrunTiles = kSlideTiles + 1;
    struct Push {
      int dx;
      int dy;
      bool possible;
      std::string_view toward;
    };
    const Push pushes[] = {{1, 0, east_west, "east"},
                           {-1, 0, east_west, "west"},
                           {0, 1, north_south, "south"},
                           {0, -1, north_south, "north"}};
    for (const Push& push : pushes) {
      if (!push.possible) continue;
      for (int step = 2; step <= kOverrunTiles; ++step) {
        const int x = wall.x + step * push.dx;
        const int y = wall.y + step * push.dy;
        if (plane0_.at(x, y).has_value()) {
          if (!open_for_pushwall(x, y)) break;
          continue;
        }
        findings.add("W-MAP-PUSHWALL-OVERRUN", plane_offset(wall.x, wall.y, out_.width),
                     "plane 1: pushwall at " + at_text(wall.x, wall.y) + " pushed " +
                         std::string(push.toward) + " runs off the map at " + at_text(x, y) +
                         (step > kSlideTiles ? " if it slides one tile too far" : ""));
        return;
      }
    }
  }

  const MapPlanes& planes_;
  bool spear_;
  PlaneView plane0_;
  PlaneView plane1_;
  MapContents out_;
};

template <typename T>
void add_tiles(const std::vector<T>& objects, int width, std::vector<std::size_t>& tiles) {
  for (const T& object : objects) {
    tiles.push_back(static_cast<std::size_t>(object.y) * static_cast<std::size_t>(width) +
                    static_cast<std::size_t>(object.x));
  }
}

}  // namespace

MapContents classify_map(const MapPlanes& planes, bool spear, Findings& findings) {
  const std::size_t tiles = tiles_to_classify(planes, findings);
  return Classifier(planes, spear, tiles).run(findings);
}

std::size_t actor_count(const MapContents& contents) {
  return 1 + contents.enemies.size() + contents.corpses.size() + contents.bosses.size() +
         contents.ghosts.size();
}

std::vector<Error> map_limit_violations(const MapContents& contents) {
  std::vector<Error> errors;
  if (contents.doors.size() > kMaxDoors) {
    const Door& door = contents.doors[kMaxDoors];
    errors.push_back(over_limit("E-MAP-TOO-MANY-DOORS",
                                plane_offset(door.x, door.y, contents.width),
                                "plane 0: " + std::to_string(contents.doors.size()) +
                                    " doors, the engine has room for 64"));
  }
  if (contents.statics.size() > kMaxStatics) {
    const StaticObject& object = contents.statics[kMaxStatics];
    errors.push_back(over_limit("E-MAP-TOO-MANY-STATICS",
                                plane_offset(object.x, object.y, contents.width),
                                "plane 1: " + std::to_string(contents.statics.size()) +
                                    " static objects, the engine has room for 399"));
  }
  if (actor_count(contents) > kMaxActors) {
    // The player takes the first slot wherever its start is; the others fill in scan order.
    std::vector<std::size_t> tiles;
    add_tiles(contents.enemies, contents.width, tiles);
    add_tiles(contents.corpses, contents.width, tiles);
    add_tiles(contents.bosses, contents.width, tiles);
    add_tiles(contents.ghosts, contents.width, tiles);
    std::sort(tiles.begin(), tiles.end());
    errors.push_back(over_limit("E-MAP-TOO-MANY-ACTORS", plane_offset(tiles[kMaxActors - 1]),
                                "plane 1: " + std::to_string(actor_count(contents)) +
                                    " actors with the player, the engine has room for 150"));
  }
  return errors;
}

std::string_view static_object_name(std::uint16_t code, bool spear) {
  const auto type = static_type(code, spear);
  return type ? type->name : "unknown";
}

std::optional<StaticKind> static_object_kind(std::uint16_t code, bool spear) {
  const auto type = static_type(code, spear);
  if (!type) return std::nullopt;
  return type->kind;
}

std::uint16_t boss_code(BossKind kind) {
  for (const BossCode& boss : kBosses) {
    if (boss.kind == kind) return boss.code;
  }
  return 0;  // unreachable: kBosses has every BossKind
}

bool is_spear_boss(BossKind kind) {
  for (const BossCode& boss : kBosses) {
    if (boss.kind == kind) return boss.spear;
  }
  return false;
}

std::string_view to_string(DoorLock lock) {
  constexpr std::array<std::string_view, 5> kNames = {"normal", "gold_key", "silver_key", "unknown",
                                                      "elevator"};
  return kNames[static_cast<std::size_t>(lock)];
}

std::string_view to_string(DoorOrientation orientation) {
  constexpr std::array<std::string_view, 2> kNames = {"vertical", "horizontal"};
  return kNames[static_cast<std::size_t>(orientation)];
}

std::string_view to_string(Facing facing) {
  constexpr std::array<std::string_view, 4> kNames = {"north", "east", "south", "west"};
  return kNames[static_cast<std::size_t>(facing)];
}

std::string_view to_string(TurnDirection direction) {
  constexpr std::array<std::string_view, 8> kNames = {"east", "north_east", "north", "north_west",
                                                      "west", "south_west", "south", "south_east"};
  return kNames[static_cast<std::size_t>(direction)];
}

std::string_view to_string(EnemyKind kind) {
  constexpr std::array<std::string_view, 5> kNames = {"guard", "officer", "ss", "dog", "mutant"};
  return kNames[static_cast<std::size_t>(kind)];
}

std::string_view to_string(Difficulty difficulty) {
  constexpr std::array<std::string_view, 3> kNames = {"easy", "medium", "hard"};
  return kNames[static_cast<std::size_t>(difficulty)];
}

std::string_view to_string(BossKind kind) {
  constexpr std::array<std::string_view, 13> kNames = {
      "hans_grosse",   "schabbs",     "fake_hitler",   "hitler",           "giftmacher",
      "gretel_grosse", "fettgesicht", "trans_grosse",  "barnacle_wilhelm", "ubermutant",
      "death_knight",  "spectre",     "angel_of_death"};
  return kNames[static_cast<std::size_t>(kind)];
}

std::string_view to_string(StaticKind kind) {
  constexpr std::array<std::string_view, 3> kNames = {"decoration", "blocking", "bonus"};
  return kNames[static_cast<std::size_t>(kind)];
}

}  // namespace wolfsuite
