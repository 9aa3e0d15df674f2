// The maps of the synthetic sets (synthetic_set.h (a), synthetic_maps.cc), for every game of
// kEngineBuilds; the rest of the set is in synthetic_set_test.cc.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {

// What GoogleTest prints as GetParam() in failures (else the enum's raw bytes); it looks the
// function up by this name in GameVersion's namespace.
void PrintTo(GameVersion game, std::ostream* out) {  // NOLINT(readability-identifier-naming)
  *out << version_facts(game).tag;
}

namespace {

// Each game's maps are built once for the whole executable.
const MapSet& map_set_of(GameVersion game) {
  static std::map<GameVersion, MapSet> sets;
  if (!sets.contains(game)) {
    Result<MapSet> built = synthetic_map_set(game);
    EXPECT_TRUE(built.ok()) << built.error().to_string();
    sets[game] = built.ok() ? std::move(*built) : MapSet{};
  }
  return sets[game];
}

struct PlacedMap {
  int slot = 0;
  const GameMap* map = nullptr;
};

std::vector<PlacedMap> maps_of(GameVersion game) {
  std::vector<PlacedMap> out;
  const MapSet& set = map_set_of(game);
  for (std::size_t slot = 0; slot < set.slots.size(); ++slot) {
    if (const auto* map = std::get_if<GameMap>(&set.slots[slot])) {
      out.push_back({static_cast<int>(slot), map});
    }
  }
  return out;
}

MapContents classify(GameVersion game, const GameMap& map, Findings& findings) {
  return classify_map({map.width, map.height, map.planes[0], map.planes[1]},
                      version_facts(game).spear, findings);
}

MapContents classify(GameVersion game, const GameMap& map) {
  Findings findings;
  return classify(game, map, findings);
}

std::size_t tile_index(int x, int y) {
  return static_cast<std::size_t>(y) * kMapSide + static_cast<std::size_t>(x);
}

std::string game_name(const ::testing::TestParamInfo<GameVersion>& info) {
  return std::string(version_facts(info.param).tag);
}

class SyntheticMaps : public ::testing::TestWithParam<GameVersion> {
 protected:
  GameVersion game() const { return GetParam(); }
  bool spear() const { return version_facts(GetParam()).spear; }
  std::vector<PlacedMap> maps() const { return maps_of(GetParam()); }
  MapContents classified(const PlacedMap& placed) const {
    return classify(GetParam(), *placed.map);
  }
};

// "Synthetic 2 (slot 1)", for failure messages.
std::string where(const PlacedMap& placed) {
  return map_name(*placed.map) + " (slot " + std::to_string(placed.slot) + ")";
}

TEST_P(SyntheticMaps, MapsAreInTheGamesSlotsOthersMissing) {
  const MapSet& set = map_set_of(game());
  ASSERT_EQ(set.slots.size(), kMapheadSlots);
  std::vector<int> slots = synthetic_map_slots(game());
  std::vector<int> present;
  for (const PlacedMap& placed : maps()) present.push_back(placed.slot);
  std::ranges::sort(slots);
  EXPECT_EQ(present, slots);
  for (std::size_t slot = 0; slot < kMapheadSlots; ++slot) {
    if (std::ranges::find(slots, static_cast<int>(slot)) != slots.end()) continue;
    EXPECT_TRUE(std::holds_alternative<MissingMap>(set.slots[slot])) << slot;
  }
  EXPECT_EQ(map_name(*maps().front().map), "Synthetic 1");
}

TEST_P(SyntheticMaps, ClassifyWithoutFindingsUnknownTilesOrLimitViolations) {
  for (const PlacedMap& placed : maps()) {
    Findings findings;
    const MapContents contents = classify(game(), *placed.map, findings);
    EXPECT_TRUE(findings.empty()) << where(placed) << ": " << findings.items().front().id;
    EXPECT_TRUE(contents.unknown_tiles.empty()) << where(placed);
    EXPECT_TRUE(map_limit_violations(contents).empty()) << where(placed);
    EXPECT_LE(contents.doors.size(), kMaxDoors);
    EXPECT_LE(contents.statics.size(), kMaxStatics);
    EXPECT_LE(actor_count(contents), kMaxActors);
  }
}

TEST_P(SyntheticMaps, OuterWallIsClosed) {
  for (const PlacedMap& placed : maps()) {
    for (int i = 0; i < kMapSide; ++i) {
      for (const auto& [x, y] : {std::pair{i, 0}, std::pair{i, kMapSide - 1}, std::pair{0, i},
                                 std::pair{kMapSide - 1, i}}) {
        const std::uint16_t code = placed.map->planes[0][tile_index(x, y)];
        EXPECT_TRUE(code >= 1 && code <= 63) << where(placed) << " (" << x << ", " << y << ")";
      }
    }
  }
}

TEST_P(SyntheticMaps, EachMapHasEveryDoorLockInBothOrientations) {
  for (const PlacedMap& placed : maps()) {
    std::set<std::pair<DoorLock, DoorOrientation>> kinds;
    for (const Door& door : classified(placed).doors) kinds.insert({door.lock, door.orientation});
    for (const DoorLock lock :
         {DoorLock::kNormal, DoorLock::kGoldKey, DoorLock::kSilverKey, DoorLock::kElevator}) {
      for (const DoorOrientation orientation :
           {DoorOrientation::kVertical, DoorOrientation::kHorizontal}) {
        EXPECT_TRUE(kinds.contains({lock, orientation}))
            << where(placed) << ": " << to_string(lock) << " " << to_string(orientation);
      }
    }
  }
}

TEST_P(SyntheticMaps, EachMapHasOneStartAPushwallAPressableSwitchAndAreas) {
  for (const PlacedMap& placed : maps()) {
    const MapContents contents = classified(placed);
    EXPECT_EQ(contents.player_starts.size(), 1u) << where(placed);
    EXPECT_EQ(contents.pushwalls.size(), 1u) << where(placed);
    EXPECT_TRUE(std::ranges::any_of(contents.elevator_switches, [](const ElevatorSwitch& wall) {
      return wall.pressable;
    })) << where(placed);
    // 16 rooms, the two elevator cabins, the closet (and on some maps the end-of-game room).
    EXPECT_GE(contents.area_tile_counts.size(), 19u) << where(placed);
    EXPECT_FALSE(contents.ambush_tiles.empty()) << where(placed);
    EXPECT_FALSE(contents.patrol_turns.empty()) << where(placed);
  }
}

// Dogs only patrol: the engine has no standing dog (synthetic_maps.cc can_stand).
TEST_P(SyntheticMaps, EveryEnemyKindPatrolsAtEveryDifficultyAndStandsWhereItCan) {
  std::set<std::tuple<EnemyKind, Difficulty, bool>> expected;
  for (const EnemyKind kind : {EnemyKind::kGuard, EnemyKind::kOfficer, EnemyKind::kSs,
                               EnemyKind::kDog, EnemyKind::kMutant}) {
    for (const Difficulty difficulty :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard}) {
      expected.insert({kind, difficulty, true});
      if (kind != EnemyKind::kDog) expected.insert({kind, difficulty, false});
    }
  }
  for (const PlacedMap& placed : maps()) {
    std::set<std::tuple<EnemyKind, Difficulty, bool>> seen;
    for (const Enemy& enemy : classified(placed).enemies) {
      seen.insert({enemy.kind, enemy.min_difficulty, enemy.patrol});
    }
    EXPECT_EQ(seen, expected) << where(placed);
  }
}

// The engine tool's SpawnStand crashes on a standing dog (synthetic_maps.cc can_stand).
TEST_P(SyntheticMaps, NoPlaneOneCodeOfAStandingDog) {
  for (const PlacedMap& placed : maps()) {
    for (const std::uint16_t code : placed.map->planes[1]) {
      for (const int easy_code : {134, 170, 206}) {  // easy, medium, hard; 4 facings each
        EXPECT_FALSE(code >= easy_code && code < easy_code + 4) << where(placed) << ": " << code;
      }
    }
  }
}

TEST_P(SyntheticMaps, StaticsCoverEveryStaticObjectCodeOfTheGame) {
  const std::uint16_t last_code = spear() ? 74 : 70;
  for (const PlacedMap& placed : maps()) {
    std::set<StaticKind> kinds;
    std::set<std::uint16_t> codes;
    for (const StaticObject& object : classified(placed).statics) {
      kinds.insert(object.kind);
      codes.insert(object.code);
      EXPECT_EQ(static_object_kind(object.code, spear()), object.kind) << object.code;
    }
    EXPECT_EQ(kinds, (std::set<StaticKind>{StaticKind::kBlocking, StaticKind::kBonus,
                                           StaticKind::kDecoration}))
        << where(placed);
    for (std::uint16_t code = 23; code <= last_code; ++code) {
      EXPECT_TRUE(codes.contains(code)) << where(placed) << ": static " << code;
    }
  }
}

// Tiles reachable from the player start over floor without a blocking static, through doors
// whose lock is open and through the pushwall.
std::vector<bool> reachable(const GameMap& map, const MapContents& contents,
                            const std::set<DoorLock>& open) {
  std::vector<bool> passable(map.planes[0].size(), false);
  for (std::size_t i = 0; i < passable.size(); ++i) passable[i] = map.planes[0][i] >= 106;
  for (const StaticObject& object : contents.statics) {
    if (object.blocking()) passable[tile_index(object.x, object.y)] = false;
  }
  for (const Door& door : contents.doors) {
    passable[tile_index(door.x, door.y)] = open.contains(door.lock);
  }
  for (const Pushwall& wall : contents.pushwalls) passable[tile_index(wall.x, wall.y)] = true;
  std::vector<bool> seen(passable.size(), false);
  const PlayerStart start = contents.player_starts.at(0);
  std::deque<std::pair<int, int>> queue = {{start.x, start.y}};
  seen[tile_index(start.x, start.y)] = true;
  while (!queue.empty()) {
    const auto [x, y] = queue.front();
    queue.pop_front();
    for (const auto& [dx, dy] :
         {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
      const int nx = x + dx;
      const int ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= kMapSide || ny >= kMapSide) continue;
      if (!passable[tile_index(nx, ny)] || seen[tile_index(nx, ny)]) continue;
      seen[tile_index(nx, ny)] = true;
      queue.emplace_back(nx, ny);
    }
  }
  return seen;
}

bool reaches_static(const std::vector<bool>& seen, const MapContents& contents,
                    std::uint16_t code) {
  return std::ranges::any_of(contents.statics, [&](const StaticObject& object) {
    return object.code == code && seen[tile_index(object.x, object.y)];
  });
}

// Floor tiles without a blocking static that `seen` leaves out.
std::size_t unreached_floor(const GameMap& map, const MapContents& contents,
                            const std::vector<bool>& seen) {
  std::vector<bool> blocked(seen.size(), false);
  for (const StaticObject& object : contents.statics) {
    if (object.blocking()) blocked[tile_index(object.x, object.y)] = true;
  }
  std::size_t unreached = 0;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    unreached += map.planes[0][i] >= 106 && !blocked[i] && !seen[i];
  }
  return unreached;
}

TEST_P(SyntheticMaps, KeysOpenTheWayInOrderAndEveryFloorTileIsReachable) {
  constexpr std::uint16_t kGoldKeyCode = 43;
  constexpr std::uint16_t kSilverKeyCode = 44;
  using enum DoorLock;
  for (const PlacedMap& placed : maps()) {
    const MapContents contents = classified(placed);
    const std::vector<bool> plain = reachable(*placed.map, contents, {kNormal, kElevator});
    EXPECT_TRUE(reaches_static(plain, contents, kSilverKeyCode)) << where(placed);
    EXPECT_FALSE(reaches_static(plain, contents, kGoldKeyCode)) << where(placed);
    const std::vector<bool> silver =
        reachable(*placed.map, contents, {kNormal, kElevator, kSilverKey});
    EXPECT_TRUE(reaches_static(silver, contents, kGoldKeyCode)) << where(placed);
    const std::vector<bool> all =
        reachable(*placed.map, contents, {kNormal, kElevator, kSilverKey, kGoldKey});
    EXPECT_EQ(unreached_floor(*placed.map, contents, all), 0u) << where(placed);
  }
}

// The 14 x 14 room the arrival door opens into: two tiles ahead of the start (cabin, door, room).
struct Room {
  int x0 = 0;
  int y0 = 0;
  bool holds(int x, int y) const { return x >= x0 && x < x0 + 14 && y >= y0 && y < y0 + 14; }
};

Room start_room(const PlayerStart& start) {
  constexpr std::pair<int, int> kAhead[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};  // by Facing
  const auto [dx, dy] = kAhead[static_cast<std::size_t>(start.facing)];
  const int x = start.x + 2 * dx;
  const int y = start.y + 2 * dy;
  return {1 + 15 * ((x - 1) / 15), 1 + 15 * ((y - 1) / 15)};
}

Facing opposite(Facing facing) { return static_cast<Facing>((static_cast<int>(facing) + 2) % 4); }

// The party waits in the start room facing the arrival door: the map's bosses and ghosts, or on a
// map without them one enemy of every kind.
TEST_P(SyntheticMaps, StartRoomHoldsThePartyFacingTheArrivalDoor) {
  for (const PlacedMap& placed : maps()) {
    const MapContents contents = classified(placed);
    ASSERT_EQ(contents.player_starts.size(), 1u) << where(placed);
    const PlayerStart& start = contents.player_starts[0];
    const Room room = start_room(start);
    for (const Boss& boss : contents.bosses) {
      EXPECT_TRUE(room.holds(boss.x, boss.y)) << where(placed) << ": " << to_string(boss.kind);
    }
    for (const Ghost& ghost : contents.ghosts) {
      EXPECT_TRUE(room.holds(ghost.x, ghost.y)) << where(placed) << ": ghost " << ghost.code;
    }
    if (!contents.bosses.empty()) continue;
    std::set<EnemyKind> party;
    for (const Enemy& enemy : contents.enemies) {
      if (!room.holds(enemy.x, enemy.y)) continue;
      party.insert(enemy.kind);
      EXPECT_EQ(enemy.facing, opposite(start.facing)) << where(placed) << ": " << enemy.code;
    }
    EXPECT_EQ(party.size(), 5u) << where(placed);
  }
}

INSTANTIATE_TEST_SUITE_P(Games, SyntheticMaps, ::testing::ValuesIn(kEngineBuilds), game_name);

// ---- Game-specific maps -------------------------------------------------------------------

TEST(SyntheticMapSlots, EachGameHasItsSlots) {
  EXPECT_EQ(synthetic_map_slots(GameVersion::kWl1), (std::vector<int>{0, 1}));
  EXPECT_EQ(synthetic_map_slots(GameVersion::kWl6), (std::vector<int>{0, 1, 10, 20, 30, 40, 50}));
  EXPECT_EQ(synthetic_map_slots(GameVersion::kSdm), (std::vector<int>{0, 1}));
  EXPECT_EQ(synthetic_map_slots(GameVersion::kSod), (std::vector<int>{0, 1, 2, 3, 4, 5}));
}

std::set<BossKind> bosses_across(GameVersion game) {
  std::set<BossKind> kinds;
  for (const PlacedMap& placed : maps_of(game)) {
    for (const Boss& boss : classify(game, *placed.map).bosses) kinds.insert(boss.kind);
  }
  return kinds;
}

std::multiset<std::uint16_t> ghost_codes_across(GameVersion game) {
  std::multiset<std::uint16_t> codes;
  for (const PlacedMap& placed : maps_of(game)) {
    for (const Ghost& ghost : classify(game, *placed.map).ghosts) codes.insert(ghost.code);
  }
  return codes;
}

TEST(SyntheticMapBosses, Wl1HasHansGrosse) {
  EXPECT_EQ(bosses_across(GameVersion::kWl1), (std::set<BossKind>{BossKind::kHansGrosse}));
  EXPECT_TRUE(ghost_codes_across(GameVersion::kWl1).empty());
}

TEST(SyntheticMapBosses, Wl6HasTheSevenWolfensteinBossesAndEachGhostOnce) {
  using enum BossKind;
  EXPECT_EQ(bosses_across(GameVersion::kWl6),
            (std::set<BossKind>{kHansGrosse, kSchabbs, kFakeHitler, kHitler, kGiftmacher,
                                kGretelGrosse, kFettgesicht}));
  EXPECT_EQ(ghost_codes_across(GameVersion::kWl6),
            (std::multiset<std::uint16_t>{224, 225, 226, 227}));
}

TEST(SyntheticMapBosses, SdmHasTransGrosse) {
  EXPECT_EQ(bosses_across(GameVersion::kSdm), (std::set<BossKind>{BossKind::kTransGrosse}));
  EXPECT_TRUE(ghost_codes_across(GameVersion::kSdm).empty());
}

TEST(SyntheticMapBosses, SodHasTheSixSpearBossesIncludingTheSpectre) {
  using enum BossKind;
  EXPECT_EQ(bosses_across(GameVersion::kSod),
            (std::set<BossKind>{kTransGrosse, kBarnacleWilhelm, kUbermutant, kDeathKnight, kSpectre,
                                kAngelOfDeath}));
  EXPECT_TRUE(ghost_codes_across(GameVersion::kSod).empty());
}

bool has_boss(const MapContents& contents, BossKind kind) {
  return std::ranges::any_of(contents.bosses, [&](const Boss& boss) { return boss.kind == kind; });
}

// Seed 002's end-of-game tiles (99), three of them, on Wolfenstein's own Hans Grosse map only
// (slot 1, the last of the shareware episode); the other maps with Hans have none.
TEST(SyntheticMapExits, EndOfGameTilesOnlyOnWolfensteinsHansGrosseMap) {
  for (const GameVersion game : kEngineBuilds) {
    for (const PlacedMap& placed : maps_of(game)) {
      const MapContents contents = classify(game, *placed.map);
      const bool hans_map = !version_facts(game).spear && placed.slot == 1;
      if (hans_map) EXPECT_TRUE(has_boss(contents, BossKind::kHansGrosse));
      EXPECT_EQ(contents.exit_markers.size(), hans_map ? 3u : 0u)
          << version_facts(game).tag << " " << where(placed);
    }
  }
}

// The exit elevator's floor is code 107 (area 0) on the first map of the games with a secret
// level after it, and nowhere else.
TEST(SyntheticMapExits, SecretExitOnlyOnTheFirstMapOfWl6AndSod) {
  for (const GameVersion game : kEngineBuilds) {
    for (const PlacedMap& placed : maps_of(game)) {
      const MapContents contents = classify(game, *placed.map);
      const bool secret =
          placed.slot == 0 && (game == GameVersion::kWl6 || game == GameVersion::kSod);
      const bool to_secret =
          std::ranges::any_of(contents.elevator_switches,
                              [](const ElevatorSwitch& wall) { return wall.to_secret_level; });
      EXPECT_EQ(to_secret, secret) << version_facts(game).tag << " " << where(placed);
      EXPECT_EQ(contents.area_tile_counts.contains(0), secret)
          << version_facts(game).tag << " " << where(placed);
    }
  }
}

}  // namespace
}  // namespace wolfsuite
