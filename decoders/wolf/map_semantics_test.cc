// Map plane semantics: hand-built planes for every code class in Wolf and Spear, the engine limits
// at their caps, random planes, and every map of the real data sets.
#include "decoders/wolf/map_semantics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

constexpr std::uint16_t kWall = 1;
constexpr std::uint16_t kFloor = 108;                // area 1
constexpr std::uint16_t kSecretElevatorFloor = 107;  // area 0
constexpr std::uint16_t kSwitch = 21;
constexpr std::uint16_t kFirstFloor = 106;  // the ambush marker, then the area codes

// A width x height map: plane 0 all floor, plane 1 empty.
struct TestMap {
  int width;
  int height;
  std::vector<std::uint16_t> plane0;
  std::vector<std::uint16_t> plane1;

  TestMap(int w, int h)
      : width(w),
        height(h),
        plane0(static_cast<std::size_t>(w * h), kFloor),
        plane1(static_cast<std::size_t>(w * h), 0) {}

  std::size_t index(int x, int y) const {
    return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(x);
  }
  void set0(int x, int y, std::uint16_t code) { plane0[index(x, y)] = code; }
  void set1(int x, int y, std::uint16_t code) { plane1[index(x, y)] = code; }
  MapPlanes planes() const { return MapPlanes{width, height, plane0, plane1}; }
};

// One row holding `codes` in the given plane (the other plane floor / empty).
TestMap row_of(const std::vector<std::uint16_t>& codes, int plane) {
  TestMap map(static_cast<int>(codes.size()), 1);
  (plane == 0 ? map.plane0 : map.plane1) = codes;
  return map;
}

MapContents classify(const TestMap& map, bool spear, Findings& findings) {
  return classify_map(map.planes(), spear, findings);
}

MapContents classify(const TestMap& map, bool spear = false) {
  Findings findings;
  return classify(map, spear, findings);
}

std::vector<std::string> finding_ids(const Findings& findings) {
  std::vector<std::string> ids;
  for (const Finding& finding : findings.items()) ids.push_back(finding.id);
  return ids;
}

std::size_t byte_offset(const TestMap& map, int x, int y) { return 2 * map.index(x, y); }

// --- plane 0 -------------------------------------------------------------------------------

TEST(MapSemantics, Plane0CodesFallIntoWallsDoorsAmbushAreasOrUnknown) {
  const std::vector<std::uint16_t> codes = {1,  63, 21, 90,  91,  92,  93,   94,  95,
                                            96, 97, 98, 99,  100, 101, 106,  107, 143,
                                            0,  64, 89, 102, 105, 144, 65535};
  const MapContents contents = classify(row_of(codes, 0));

  EXPECT_EQ(contents.wall_tile_counts, (std::map<int, int>{{1, 1}, {21, 1}, {63, 1}}));
  EXPECT_EQ(contents.elevator_switches.size(), 1u);
  using enum DoorLock;
  using enum DoorOrientation;
  const std::vector<Door> doors = {
      {3, 0, kNormal, kVertical, 90},     {4, 0, kNormal, kHorizontal, 91},
      {5, 0, kGoldKey, kVertical, 92},    {6, 0, kGoldKey, kHorizontal, 93},
      {7, 0, kSilverKey, kVertical, 94},  {8, 0, kSilverKey, kHorizontal, 95},
      {9, 0, kUnknown, kVertical, 96},    {10, 0, kUnknown, kHorizontal, 97},
      {11, 0, kUnknown, kVertical, 98},   {12, 0, kUnknown, kHorizontal, 99},
      {13, 0, kElevator, kVertical, 100}, {14, 0, kElevator, kHorizontal, 101},
  };
  EXPECT_EQ(contents.doors, doors);
  EXPECT_EQ(contents.ambush_tiles, (std::vector<AmbushTile>{{15, 0}}));
  EXPECT_EQ(contents.area_tile_counts, (std::map<int, int>{{0, 1}, {36, 1}}));
  const std::vector<UnknownTile> unknown = {{18, 0, 0, 0},    {19, 0, 0, 64},  {20, 0, 0, 89},
                                            {21, 0, 0, 102},  {22, 0, 0, 105}, {23, 0, 0, 144},
                                            {24, 0, 0, 65535}};
  EXPECT_EQ(contents.unknown_tiles, unknown);
}

TEST(MapSemantics, ElevatorSwitchIsPressableOnlyFromEastOrWestFloor) {
  TestMap map(5, 5);
  map.set0(1, 1, kSwitch);  // floor west and east of it
  map.set0(0, 3, kWall);
  map.set0(1, 3, kSwitch);  // floor east only
  map.set0(2, 3, kSecretElevatorFloor);
  map.set0(3, 4, kSwitch);  // floor north only (its east and west are map edge / wall)
  map.set0(2, 4, kWall);
  map.set0(4, 4, kWall);
  const MapContents contents = classify(map);
  const std::vector<ElevatorSwitch> expected = {
      {1, 1, true, false}, {1, 3, true, true}, {3, 4, false, false}};
  EXPECT_EQ(contents.elevator_switches, expected);
}

// --- plane 1 -------------------------------------------------------------------------------

TEST(MapSemantics, PlayerStartsFaceNorthEastSouthWestInEngineOrder) {
  const MapContents contents = classify(row_of({19, 20, 21, 22}, 1));
  const std::vector<PlayerStart> expected = {{0, 0, Facing::kNorth, 19},
                                             {1, 0, Facing::kEast, 20},
                                             {2, 0, Facing::kSouth, 21},
                                             {3, 0, Facing::kWest, 22}};
  EXPECT_EQ(contents.player_starts, expected);
}

TEST(MapSemantics, EnemyCodesGiveKindPatrolFacingAndMinimumDifficulty) {
  using enum EnemyKind;
  using enum Facing;
  using enum Difficulty;
  const std::vector<std::uint16_t> codes = {108, 115, 116, 123, 126, 133, 134, 141, 144,
                                            177, 180, 213, 216, 223, 234, 241, 252, 259};
  const std::vector<Enemy> expected = {
      {0, 0, kGuard, false, kEast, kEasy, 108},     {1, 0, kGuard, true, kSouth, kEasy, 115},
      {2, 0, kOfficer, false, kEast, kEasy, 116},   {3, 0, kOfficer, true, kSouth, kEasy, 123},
      {4, 0, kSs, false, kEast, kEasy, 126},        {5, 0, kSs, true, kSouth, kEasy, 133},
      {6, 0, kDog, false, kEast, kEasy, 134},       {7, 0, kDog, true, kSouth, kEasy, 141},
      {8, 0, kGuard, false, kEast, kMedium, 144},   {9, 0, kDog, true, kSouth, kMedium, 177},
      {10, 0, kGuard, false, kEast, kHard, 180},    {11, 0, kDog, true, kSouth, kHard, 213},
      {12, 0, kMutant, false, kEast, kEasy, 216},   {13, 0, kMutant, true, kSouth, kEasy, 223},
      {14, 0, kMutant, false, kEast, kMedium, 234}, {15, 0, kMutant, true, kSouth, kMedium, 241},
      {16, 0, kMutant, false, kEast, kHard, 252},   {17, 0, kMutant, true, kSouth, kHard, 259},
  };
  EXPECT_EQ(classify(row_of(codes, 1)).enemies, expected);
}

TEST(MapSemantics, EnemyFacingRunsEastNorthWestSouth) {
  const MapContents contents = classify(row_of({112, 113, 114, 115}, 1));
  ASSERT_EQ(contents.enemies.size(), 4u);
  EXPECT_EQ(contents.enemies[0].facing, Facing::kEast);
  EXPECT_EQ(contents.enemies[1].facing, Facing::kNorth);
  EXPECT_EQ(contents.enemies[2].facing, Facing::kWest);
  EXPECT_EQ(contents.enemies[3].facing, Facing::kSouth);
}

TEST(MapSemantics, ExactlyOneHundredTwentyCodesAreEnemiesInEitherGame) {
  std::vector<std::uint16_t> every_code(65536);
  std::iota(every_code.begin(), every_code.end(), std::uint16_t{0});
  for (const bool spear : {false, true}) {
    const MapContents contents = classify(row_of(every_code, 1), spear);
    EXPECT_EQ(contents.enemies.size(), 5u * 2u * 3u * 4u) << spear;
    for (const Enemy& enemy : contents.enemies) EXPECT_EQ(enemy.x, enemy.code);
  }
}

TEST(MapSemantics, EnemyOnAmbushFloorIsMarked) {
  TestMap map(2, 1);
  map.set0(0, 0, 106);
  map.set1(0, 0, 108);
  map.set1(1, 0, 108);
  const MapContents contents = classify(map);
  ASSERT_EQ(contents.enemies.size(), 2u);
  EXPECT_TRUE(contents.enemies[0].on_ambush_tile);
  EXPECT_FALSE(contents.enemies[1].on_ambush_tile);
}

TEST(MapSemantics, PushwallExitTurnsAndCorpseAreTypedInBothGames) {
  for (const bool spear : {false, true}) {
    const MapContents contents = classify(row_of({98, 99, 90, 93, 97, 124}, 1), spear);
    EXPECT_EQ(contents.pushwalls, (std::vector<Pushwall>{{0, 0}}));
    EXPECT_EQ(contents.exit_markers, (std::vector<ExitMarker>{{1, 0}}));
    const std::vector<PatrolTurn> turns = {{2, 0, TurnDirection::kEast, 90},
                                           {3, 0, TurnDirection::kNorthWest, 93},
                                           {4, 0, TurnDirection::kSouthEast, 97}};
    EXPECT_EQ(contents.patrol_turns, turns);
    EXPECT_EQ(contents.corpses, (std::vector<Corpse>{{5, 0}}));
    EXPECT_TRUE(contents.unknown_tiles.empty());
  }
}

TEST(MapSemantics, BossesAndGhostsDependOnTheGame) {
  const std::vector<std::uint16_t> codes = {214, 196, 160, 178, 215, 197, 179, 224, 225,
                                            226, 227, 125, 143, 142, 161, 106, 107};
  using enum BossKind;
  const MapContents wolf = classify(row_of(codes, 1), false);
  const std::vector<Boss> wolf_bosses = {{0, 0, kHansGrosse, 214}, {1, 0, kSchabbs, 196},
                                         {2, 0, kFakeHitler, 160}, {3, 0, kHitler, 178},
                                         {4, 0, kGiftmacher, 215}, {5, 0, kGretelGrosse, 197},
                                         {6, 0, kFettgesicht, 179}};
  EXPECT_EQ(wolf.bosses, wolf_bosses);
  EXPECT_EQ(wolf.ghosts, (std::vector<Ghost>{{7, 0, 224}, {8, 0, 225}, {9, 0, 226}, {10, 0, 227}}));
  EXPECT_EQ(wolf.unknown_tiles.size(), 6u);  // the Spear bosses

  const MapContents spear = classify(row_of(codes, 1), true);
  const std::vector<Boss> spear_bosses = {
      {11, 0, kTransGrosse, 125}, {12, 0, kBarnacleWilhelm, 143}, {13, 0, kUbermutant, 142},
      {14, 0, kDeathKnight, 161}, {15, 0, kSpectre, 106},         {16, 0, kAngelOfDeath, 107}};
  EXPECT_EQ(spear.bosses, spear_bosses);
  EXPECT_TRUE(spear.ghosts.empty());
  EXPECT_EQ(spear.unknown_tiles.size(), 11u);  // the Wolf bosses and the ghosts
}

TEST(MapSemantics, StaticsFollowTheSeedMarksAndTheGameDifferences) {
  std::vector<std::uint16_t> codes(74 - 23 + 1);
  std::iota(codes.begin(), codes.end(), std::uint16_t{23});
  const MapContents wolf = classify(row_of(codes, 1), false);
  const MapContents spear = classify(row_of(codes, 1), true);
  ASSERT_EQ(wolf.statics.size(), 48u);  // 71..74 are Spear only
  ASSERT_EQ(spear.statics.size(), 52u);
  EXPECT_EQ(wolf.unknown_tiles.size(), 4u);
  for (std::size_t i = 0; i < spear.statics.size(); ++i) {
    EXPECT_EQ(spear.statics[i].sprite, static_cast<int>(i));
    EXPECT_EQ(spear.statics[i].code, 23 + i);
  }
  const auto kind_of = [](const MapContents& contents, std::uint16_t code) {
    return contents.statics[static_cast<std::size_t>(code - 23)].kind;
  };
  using enum StaticKind;
  EXPECT_EQ(kind_of(wolf, 23), kDecoration);  // puddle
  EXPECT_EQ(kind_of(wolf, 24), kBlocking);    // green barrel
  EXPECT_EQ(kind_of(wolf, 29), kBonus);       // dog food
  EXPECT_EQ(kind_of(wolf, 43), kBonus);       // gold key
  EXPECT_EQ(kind_of(wolf, 56), kBonus);       // extra life
  EXPECT_EQ(kind_of(wolf, 70), kDecoration);  // vines
  // The three objects seed 002 marks "?": blocking in one game only.
  EXPECT_EQ(kind_of(wolf, 38), kDecoration);
  EXPECT_EQ(kind_of(spear, 38), kBlocking);
  EXPECT_EQ(kind_of(wolf, 63), kBlocking);
  EXPECT_EQ(kind_of(spear, 63), kDecoration);
  EXPECT_EQ(kind_of(wolf, 67), kDecoration);
  EXPECT_EQ(kind_of(spear, 67), kBlocking);
  EXPECT_EQ(kind_of(spear, 71), kBlocking);  // red column
  EXPECT_EQ(kind_of(spear, 74), kBonus);     // the Spear
  EXPECT_TRUE(spear.statics[74 - 23].bonus());
  EXPECT_FALSE(spear.statics[74 - 23].blocking());
  int wolf_blocking = 0;
  int wolf_bonus = 0;
  for (const StaticObject& object : wolf.statics) {
    wolf_blocking += object.blocking() ? 1 : 0;
    wolf_bonus += object.bonus() ? 1 : 0;
  }
  EXPECT_EQ(wolf_blocking, 21);
  EXPECT_EQ(wolf_bonus, 13);
}

TEST(MapSemantics, StaticNamesComeFromTheSeedTableForEachGame) {
  EXPECT_EQ(static_object_name(24, false), "green_barrel");
  EXPECT_EQ(static_object_name(33, false), "washbasin");
  EXPECT_EQ(static_object_name(33, true), "pole_with_skulls");
  EXPECT_EQ(static_object_name(74, true), "spear_of_destiny");
  EXPECT_EQ(static_object_name(74, false), "unknown");
  EXPECT_EQ(static_object_name(22, true), "unknown");
  EXPECT_EQ(static_object_name(75, true), "unknown");
}

TEST(MapSemantics, UnassignedPlane1CodesAreUnknown) {
  const std::vector<std::uint16_t> codes = {1,   18,  75,  89,  100, 105,
                                            228, 233, 242, 251, 260, 65535};
  for (const bool spear : {false, true}) {
    const MapContents contents = classify(row_of(codes, 1), spear);
    ASSERT_EQ(contents.unknown_tiles.size(), codes.size());
    for (std::size_t i = 0; i < codes.size(); ++i) {
      EXPECT_EQ(contents.unknown_tiles[i], (UnknownTile{static_cast<int>(i), 0, 1, codes[i]}));
    }
  }
}

TEST(MapSemantics, EveryEnumHasADistinctName) {
  std::set<std::string_view> names;
  const auto add_all = [&names](auto count, auto name_of) {
    names.clear();
    for (int i = 0; i < count; ++i) {
      const std::string_view name = name_of(i);
      EXPECT_FALSE(name.empty());
      EXPECT_EQ(name.find(' '), std::string_view::npos);
      names.insert(name);
    }
    EXPECT_EQ(names.size(), static_cast<std::size_t>(count));
  };
  add_all(5, [](int i) { return to_string(static_cast<DoorLock>(i)); });
  add_all(2, [](int i) { return to_string(static_cast<DoorOrientation>(i)); });
  add_all(4, [](int i) { return to_string(static_cast<Facing>(i)); });
  add_all(8, [](int i) { return to_string(static_cast<TurnDirection>(i)); });
  add_all(5, [](int i) { return to_string(static_cast<EnemyKind>(i)); });
  add_all(3, [](int i) { return to_string(static_cast<Difficulty>(i)); });
  add_all(13, [](int i) { return to_string(static_cast<BossKind>(i)); });
  add_all(3, [](int i) { return to_string(static_cast<StaticKind>(i)); });
  EXPECT_EQ(to_string(BossKind::kAngelOfDeath), "angel_of_death");
  EXPECT_EQ(to_string(DoorLock::kSilverKey), "silver_key");
}

// --- findings ------------------------------------------------------------------------------

TEST(MapSemantics, MissingPlayerStartIsAFinding) {
  Findings findings;
  classify(TestMap(3, 3), false, findings);
  EXPECT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-NO-PLAYER-START"}));
}

TEST(MapSemantics, EveryPlayerStartAfterTheFirstIsAFinding) {
  TestMap map(4, 4);
  map.set1(1, 1, 19);
  map.set1(2, 2, 20);
  map.set1(3, 3, 21);
  Findings findings;
  EXPECT_EQ(classify(map, false, findings).player_starts.size(), 3u);
  ASSERT_EQ(findings.items().size(), 2u);
  EXPECT_EQ(findings.items()[0].id, "W-MAP-SEVERAL-PLAYER-STARTS");
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 2, 2));
  EXPECT_EQ(findings.items()[1].offset, byte_offset(map, 3, 3));
}

// A player start in the corner keeps W-MAP-NO-PLAYER-START out of the finding tests below.
TestMap framed_map(int width, int height) {
  TestMap map(width, height);
  map.set1(0, 0, 19);
  return map;
}

TEST(MapSemantics, VerticalDoorNeedsWallsNorthAndSouth) {
  TestMap map = framed_map(5, 5);
  map.set0(1, 1, 90);  // framed north and south
  map.set0(1, 0, kWall);
  map.set0(1, 2, kWall);
  map.set0(3, 3, 90);  // walls east and west instead
  map.set0(2, 3, kWall);
  map.set0(4, 3, kWall);
  Findings findings;
  classify(map, false, findings);
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-DOOR-UNFRAMED"}));
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 3, 3));
}

TEST(MapSemantics, HorizontalDoorNeedsWallsEastAndWest) {
  TestMap map = framed_map(5, 5);
  map.set0(2, 1, 91);  // framed east and west
  map.set0(1, 1, kWall);
  map.set0(3, 1, kWall);
  map.set0(2, 3, 101);  // a wall on one side and a door on the other
  map.set0(1, 3, kWall);
  map.set0(3, 3, 91);
  map.set0(4, 3, kWall);
  Findings findings;
  classify(map, false, findings);
  // (2, 3) has a door east of it; (3, 3) has a door west of it.
  EXPECT_EQ(finding_ids(findings),
            (std::vector<std::string>{"W-MAP-DOOR-UNFRAMED", "W-MAP-DOOR-UNFRAMED"}));
}

TEST(MapSemantics, DoorOnTheMapEdgeIsUnframed) {
  TestMap map = framed_map(3, 3);
  map.set0(1, 0, 90);  // vertical: nothing north of row 0
  map.set0(1, 1, kWall);
  Findings findings;
  classify(map, false, findings);
  EXPECT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-DOOR-UNFRAMED"}));
}

// The shape of every exit elevator in wl1 and sdm: one floor tile, the switch behind it (here
// east), code 21 side walls north and south, the elevator door west.
TEST(MapSemantics, ElevatorSideWallsBesideASwitchAreNotFindings) {
  TestMap map = framed_map(5, 5);
  for (int y = 1; y <= 3; ++y) map.set0(3, y, kWall);
  map.set0(2, 0, kWall);
  map.set0(2, 4, kWall);
  map.set0(2, 1, kSwitch);
  map.set0(3, 2, kSwitch);
  map.set0(2, 3, kSwitch);
  map.set0(1, 2, 100);
  map.set0(1, 1, kWall);
  map.set0(1, 3, kWall);
  Findings findings;
  const MapContents contents = classify(map, false, findings);
  EXPECT_TRUE(findings.empty()) << finding_ids(findings).front();
  ASSERT_EQ(contents.elevator_switches.size(), 3u);
  EXPECT_FALSE(contents.elevator_switches[0].pressable);
  EXPECT_TRUE(contents.elevator_switches[1].pressable);
  EXPECT_FALSE(contents.elevator_switches[2].pressable);
}

TEST(MapSemantics, ElevatorSwitchFacingOnlyNorthOrSouthIsAFinding) {
  TestMap map = framed_map(3, 3);
  for (int x = 0; x < 3; ++x) map.set0(x, 2, kWall);
  map.set0(1, 2, kSwitch);  // floor north, walls east and west
  Findings findings;
  classify(map, false, findings);
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-ELEVATOR-SWITCH-NS-ONLY"}));
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 1, 2));
}

TEST(MapSemantics, ElevatorSwitchInsideSolidWallsIsNotAFinding) {
  TestMap map = framed_map(3, 3);
  for (int y = 1; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) map.set0(x, y, kWall);
  }
  map.set0(1, 2, kSwitch);  // no floor on any side
  Findings findings;
  classify(map, false, findings);
  EXPECT_TRUE(findings.empty());
}

// A room with solid walls round the edge and the player's start at (1, 1): a pushwall inside can
// slide, but never off the map.
TestMap walled_room(int width, int height) {
  TestMap map(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (x == 0 || y == 0 || x + 1 == width || y + 1 == height) map.set0(x, y, kWall);
    }
  }
  map.set1(1, 1, 19);
  return map;
}

TEST(MapSemantics, PushwallWithOpenTilesOnOneAxisIsFine) {
  TestMap map = walled_room(5, 5);
  map.set0(2, 2, kWall);
  map.set0(2, 1, kWall);
  map.set0(2, 3, kWall);
  map.set1(2, 2, 98);  // east-west open
  Findings findings;
  classify(map, false, findings);
  EXPECT_TRUE(findings.empty());
}

TEST(MapSemantics, PushwallIntoAOneTilePocketIsFine) {
  // As in wl1 map 1: the slide stops at the wall behind the pocket after one tile.
  TestMap map = walled_room(3, 5);
  map.set0(1, 2, kWall);
  map.set1(1, 2, 98);
  map.set0(0, 2, kWall);
  map.set0(2, 2, kWall);  // north-south open: (1, 1) to push from, (1, 3) to slide into
  Findings findings;
  classify(map, false, findings);
  EXPECT_TRUE(findings.empty()) << finding_ids(findings).front();
}

TEST(MapSemantics, PushwallWhoseTwoTileSlideLeavesTheMapIsAFinding) {
  TestMap map = framed_map(4, 3);  // no walls round it
  map.set0(2, 1, kWall);
  map.set0(2, 0, kWall);
  map.set0(2, 2, kWall);
  map.set1(2, 1, 98);  // pushed east from (1, 1): (3, 1), then (4, 1) is off the map
  Findings findings;
  classify(map, false, findings);
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-PUSHWALL-OVERRUN"}));
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 2, 1));
  EXPECT_EQ(findings.items()[0].message.find("too far"), std::string::npos);
}

TEST(MapSemantics, PushwallThatLeavesTheMapOnlyByTheOverrunBugIsAFinding) {
  TestMap map = walled_room(6, 3);
  map.set0(5, 1, kFloor);  // a gap in the east wall
  map.set0(3, 1, kWall);
  map.set1(3, 1, 98);  // pushed east: (4, 1), (5, 1), then the bug's third tile is off the map
  Findings findings;
  classify(map, false, findings);
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-PUSHWALL-OVERRUN"}));
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 3, 1));
  EXPECT_NE(findings.items()[0].message.find("one tile too far"), std::string::npos);
}

TEST(MapSemantics, PushwallWithNoOpenAxisIsAFinding) {
  TestMap map = framed_map(3, 3);
  map.set0(1, 1, kWall);
  map.set0(1, 0, kWall);  // north wall
  map.set1(0, 1, 24);     // green barrel west (blocking)
  map.set1(2, 1, 23);     // puddle east (decoration, open)
  map.set1(1, 1, 98);
  Findings findings;
  classify(map, false, findings);
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-PUSHWALL-BLOCKED"}));
  EXPECT_EQ(findings.items()[0].offset, byte_offset(map, 1, 1));
}

TEST(MapSemantics, PushwallBehindAnotherPushwallIsFine) {
  // Like wl1 map 9: the first slides east or west, then the second can slide north.
  TestMap map = walled_room(5, 6);
  for (int y = 2; y <= 3; ++y) {
    map.set0(2, y, kWall);
    map.set1(2, y, 98);
  }
  map.set0(1, 3, kWall);
  map.set0(3, 3, kWall);
  Findings findings;
  classify(map, false, findings);
  EXPECT_TRUE(findings.empty()) << finding_ids(findings).front();
}

TEST(MapSemantics, PushwallMarkerOnFloorIsAFinding) {
  TestMap map = framed_map(3, 3);
  map.set1(1, 1, 98);
  Findings findings;
  classify(map, false, findings);
  EXPECT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-PUSHWALL-NOT-WALL"}));
}

TEST(MapSemantics, BlockingDependsOnTheGameForPushwalls) {
  // Code 38 blocks in Spear only: a pushwall with it behind can move in Wolf, not in Spear.
  TestMap map = walled_room(5, 5);
  map.set0(2, 2, kWall);
  map.set0(2, 1, kWall);
  map.set0(2, 3, kWall);
  map.set1(2, 2, 98);
  map.set1(3, 2, 38);
  Findings wolf;
  classify(map, false, wolf);
  EXPECT_TRUE(wolf.empty());
  Findings spear;
  classify(map, true, spear);
  EXPECT_EQ(finding_ids(spear), (std::vector<std::string>{"W-MAP-PUSHWALL-BLOCKED"}));
}

TEST(MapSemantics, PlanesShorterThanTheMapAreClassifiedAsFarAsBothGo) {
  const std::vector<std::uint16_t> plane0(10, kWall);
  const std::vector<std::uint16_t> plane1 = {19, 0, 0, 0, 0, 0};
  Findings findings;
  const MapContents contents = classify_map(MapPlanes{4, 4, plane0, plane1}, false, findings);
  EXPECT_EQ(contents.tiles, 6u);
  EXPECT_EQ(contents.wall_tile_counts, (std::map<int, int>{{1, 6}}));
  ASSERT_EQ(finding_ids(findings), (std::vector<std::string>{"W-MAP-PLANE-SIZE"}));
  EXPECT_EQ(findings.items()[0].offset, 12u);
}

TEST(MapSemantics, NonPositiveDimensionsClassifyNothing) {
  const std::vector<std::uint16_t> plane = {19, 19};
  for (const auto& [width, height] : {std::pair{0, 2}, std::pair{-1, 2}, std::pair{2, -5}}) {
    Findings findings;
    const MapContents contents =
        classify_map(MapPlanes{width, height, plane, plane}, false, findings);
    EXPECT_EQ(contents.tiles, 0u);
    EXPECT_TRUE(contents.player_starts.empty());
    EXPECT_TRUE(findings.contains("W-MAP-PLANE-SIZE"));
    EXPECT_TRUE(findings.contains("W-MAP-NO-PLAYER-START"));
  }
}

TEST(MapSemantics, PlanesBeyondTheTileCapAreCutAtTheCap) {
  const std::vector<std::uint16_t> plane0(kMaxClassifiedTiles + 1, kWall);
  const std::vector<std::uint16_t> plane1(kMaxClassifiedTiles + 1, 0);
  Findings findings;
  const MapContents contents = classify_map(MapPlanes{1024, 1025, plane0, plane1}, false, findings);
  EXPECT_EQ(contents.tiles, kMaxClassifiedTiles);
  EXPECT_EQ(contents.wall_tile_counts.at(kWall), static_cast<int>(kMaxClassifiedTiles));
  EXPECT_TRUE(findings.contains("W-MAP-PLANE-SIZE"));
}

// --- engine limits -------------------------------------------------------------------------

std::vector<std::string> error_ids(const std::vector<Error>& errors) {
  std::vector<std::string> ids;
  ids.reserve(errors.size());
  for (const Error& error : errors) ids.push_back(error.id);
  return ids;
}

// `count` copies of `code` in plane `plane`, in scan order from the tile after the start.
TestMap map_with(int plane, std::uint16_t code, int count) {
  TestMap map = framed_map(64, 64);
  for (int i = 1; i <= count; ++i) (plane == 0 ? map.plane0 : map.plane1)[i] = code;
  return map;
}

TEST(MapSemantics, SixtyFourDoorsAreAllowedAndSixtyFiveAreNot) {
  EXPECT_TRUE(map_limit_violations(classify(map_with(0, 90, 64))).empty());
  const TestMap map = map_with(0, 90, 65);
  const std::vector<Error> errors = map_limit_violations(classify(map));
  ASSERT_EQ(error_ids(errors), (std::vector<std::string>{"E-MAP-TOO-MANY-DOORS"}));
  EXPECT_EQ(errors[0].offset, 2u * 65u);  // the 65th door, at tile 65
  EXPECT_EQ(errors[0].kind, ErrorKind::kLimit);
}

TEST(MapSemantics, ThreeHundredNinetyNineStaticsAreAllowedAndFourHundredAreNot) {
  EXPECT_TRUE(map_limit_violations(classify(map_with(1, 24, 399))).empty());
  const std::vector<Error> errors = map_limit_violations(classify(map_with(1, 24, 400)));
  ASSERT_EQ(error_ids(errors), (std::vector<std::string>{"E-MAP-TOO-MANY-STATICS"}));
  EXPECT_EQ(errors[0].offset, 2u * 400u);
}

TEST(MapSemantics, OneHundredFiftyActorsWithThePlayerAreAllowedAndOneMoreIsNot) {
  // Hard-only enemies count: the limit is checked at the hardest difficulty.
  const MapContents at_cap = classify(map_with(1, 180, 149));
  EXPECT_EQ(actor_count(at_cap), 150u);
  EXPECT_TRUE(map_limit_violations(at_cap).empty());
  const std::vector<Error> errors = map_limit_violations(classify(map_with(1, 180, 150)));
  ASSERT_EQ(error_ids(errors), (std::vector<std::string>{"E-MAP-TOO-MANY-ACTORS"}));
  EXPECT_EQ(errors[0].offset, 2u * 150u);
}

TEST(MapSemantics, ActorLimitCountsCorpsesBossesAndGhostsInScanOrder) {
  TestMap map = framed_map(64, 64);
  for (int x = 0; x < 60; ++x) map.set1(x, 10, 108);  // 60 enemies
  for (int x = 0; x < 50; ++x) map.set1(x, 5, 124);   // 50 corpses, earlier in scan order
  for (int x = 0; x < 36; ++x)
    map.set1(x, 20, static_cast<std::uint16_t>(224 + x % 4));  // 36 ghosts
  map.set1(0, 30, 214);                                        // Hans Grosse
  map.set1(1, 30, 214);
  map.set1(2, 30, 214);
  map.set1(3, 30, 214);  // 150 besides the player
  const MapContents contents = classify(map);
  EXPECT_EQ(actor_count(contents), 151u);
  const std::vector<Error> errors = map_limit_violations(contents);
  ASSERT_EQ(error_ids(errors), (std::vector<std::string>{"E-MAP-TOO-MANY-ACTORS"}));
  EXPECT_EQ(errors[0].offset, byte_offset(map, 3, 30));  // the 150th in scan order
}

TEST(MapSemantics, AllThreeLimitsAreReportedTogether) {
  TestMap map = framed_map(64, 64);
  for (std::size_t i = 0; i < 65; ++i) map.plane0[100 + i] = 91;
  for (std::size_t i = 0; i < 400; ++i) map.plane1[1000 + i] = 25;
  for (std::size_t i = 0; i < 150; ++i) map.plane1[2000 + i] = 138;
  EXPECT_EQ(error_ids(map_limit_violations(classify(map))),
            (std::vector<std::string>{"E-MAP-TOO-MANY-DOORS", "E-MAP-TOO-MANY-STATICS",
                                      "E-MAP-TOO-MANY-ACTORS"}));
}

// --- random planes -------------------------------------------------------------------------

std::vector<std::uint16_t> random_plane(testing::Rng& rng, std::size_t words,
                                        testing::WordPattern pattern) {
  const Bytes bytes = testing::random_words(rng, words, pattern);
  ByteReader reader(bytes, "E-TEST-TRUNCATED");
  std::vector<std::uint16_t> plane;
  while (!reader.at_end()) plane.push_back(*reader.u16());
  return plane;
}

// Every classified plane 0 tile lands in exactly one class, and every non-empty plane 1 tile.
void expect_partition(const MapContents& contents, const MapPlanes& planes) {
  std::size_t plane0 = contents.doors.size() + contents.ambush_tiles.size();
  for (const auto& [texture, count] : contents.wall_tile_counts) plane0 += count;
  for (const auto& [area, count] : contents.area_tile_counts) plane0 += count;
  std::size_t plane1 = contents.player_starts.size() + contents.statics.size() +
                       contents.patrol_turns.size() + contents.pushwalls.size() +
                       contents.exit_markers.size() + contents.enemies.size() +
                       contents.corpses.size() + contents.bosses.size() + contents.ghosts.size();
  for (const UnknownTile& tile : contents.unknown_tiles) {
    (tile.plane == 0 ? plane0 : plane1) += 1;
    EXPECT_GE(tile.x, 0);
    EXPECT_LT(tile.x, contents.width);
    EXPECT_GE(tile.y, 0);
    EXPECT_LT(tile.y, contents.height);
  }
  const auto objects = planes.plane1.first(contents.tiles);
  EXPECT_EQ(plane0, contents.tiles);
  EXPECT_EQ(plane1, contents.tiles -
                        static_cast<std::size_t>(std::count(objects.begin(), objects.end(), 0)));
}

TEST(MapSemantics, RandomPlanesOfAnySizeClassifyWithoutCrashing) {
  testing::Rng rng(0x5E3A);
  for (int round = 0; round < 400; ++round) {
    const int width = static_cast<int>(rng.below(80)) - 4;
    const int height = static_cast<int>(rng.below(80)) - 4;
    const std::size_t area = width > 0 && height > 0 ? static_cast<std::size_t>(width * height) : 0;
    const auto size_near_area = [&] {
      return rng.chance(70) ? area : static_cast<std::size_t>(rng.below(area + 64));
    };
    const auto pattern = testing::kAllWordPatterns[rng.below(std::size(testing::kAllWordPatterns))];
    const auto plane0 = random_plane(rng, size_near_area(), pattern);
    const auto plane1 = random_plane(rng, size_near_area(), pattern);
    const MapPlanes planes{width, height, plane0, plane1};
    for (const bool spear : {false, true}) {
      Findings findings;
      const MapContents contents = classify_map(planes, spear, findings);
      expect_partition(contents, planes);
      for (const Error& error : map_limit_violations(contents)) {
        EXPECT_EQ(error.kind, ErrorKind::kLimit);
        EXPECT_LT(error.offset, 2 * contents.tiles);
      }
      for (const Finding& finding : findings.items()) {
        EXPECT_LE(finding.offset, 2 * std::max(plane0.size(), plane1.size()));
      }
    }
  }
}

TEST(MapSemantics, HugeWidthWithSmallPlanesIsOneRow) {
  const std::vector<std::uint16_t> plane0(5, 21);
  const std::vector<std::uint16_t> plane1(5, 108);
  Findings findings;
  const MapContents contents =
      classify_map(MapPlanes{2147483647, 2147483647, plane0, plane1}, false, findings);
  EXPECT_EQ(contents.tiles, 5u);
  EXPECT_EQ(contents.enemies.back().x, 4);
  EXPECT_EQ(contents.enemies.back().y, 0);
  EXPECT_TRUE(findings.contains("W-MAP-PLANE-SIZE"));
}

// --- real data -----------------------------------------------------------------------------

struct MapCounts {
  std::size_t doors;
  std::size_t enemies;
  std::size_t statics;
  std::size_t pushwalls;
  // W-MAP-ELEVATOR-SWITCH-NS-ONLY: the two code 21 side walls of sdm map 1's arrival elevator,
  // whose back wall is code 22 (no switch), so nothing beside them can be pressed.
  std::size_t ns_only_switches;
  // W-MAP-PUSHWALL-OVERRUN: wl1 map 2's pushwall at (7, 61), pushed south, slides to (7, 63), a
  // floor tile in the map's south edge; one tile too far would take it off the map.
  std::size_t overrun_pushwalls;
};

struct KnownSet {
  const char* extension;
  std::vector<MapCounts> maps;  // in MAPHEAD order
  std::size_t exit_elevators;   // pressable code 21 switches
  std::size_t walls_22;         // seed 002's "elevator panel" code
};

// Measured on the WL1 and SDM sets.
const KnownSet kKnownSets[] = {
    {"wl1",
     {{22, 37, 121, 5, 0, 0},
      {47, 82, 344, 4, 0, 0},
      {42, 73, 260, 10, 0, 1},
      {39, 93, 234, 7, 0, 0},
      {45, 109, 300, 5, 0, 0},
      {27, 70, 185, 4, 0, 0},
      {44, 68, 210, 2, 0, 0},
      {31, 59, 225, 13, 0, 0},
      {3, 0, 57, 2, 0, 0},
      {23, 81, 221, 15, 0, 0}},
     10,
     0},
    {"sdm", {{17, 34, 149, 5, 0, 0}, {32, 113, 279, 4, 2, 0}}, 2, 1},
};

const KnownSet* known_set(const std::string& extension) {
  for (const KnownSet& set : kKnownSets) {
    if (extension == set.extension) return &set;
  }
  return nullptr;
}

std::vector<std::uint16_t> plane_words(ByteSpan expanded) {
  ByteReader reader(expanded, "E-TEST-TRUNCATED");
  std::vector<std::uint16_t> words;
  while (reader.remaining() >= 2) words.push_back(*reader.u16());
  return words;
}

struct RealMap {
  std::vector<std::uint16_t> plane0;
  std::vector<std::uint16_t> plane1;
  int width;
  int height;
  MapPlanes planes() const { return MapPlanes{width, height, plane0, plane1}; }
  std::uint16_t at0(int x, int y) const {
    return plane0[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                  static_cast<std::size_t>(x)];
  }
};

// Every map MAPHEAD lists (offset 0 and sparse entries skipped), planes 0 and 1 expanded.
std::vector<RealMap> real_maps(const DataSetFiles& files) {
  std::vector<RealMap> maps;
  const auto maphead_path = files.file("maphead");
  const auto gamemaps_path = files.file("gamemaps");
  if (!maphead_path || !gamemaps_path) return maps;
  const auto maphead = read_file(*maphead_path);
  const auto gamemaps = read_file(*gamemaps_path);
  EXPECT_TRUE(maphead.ok() && gamemaps.ok()) << files.folder;
  if (!maphead.ok() || !gamemaps.ok()) return maps;
  Findings findings;
  const auto head = decode_maphead(*maphead, findings);
  EXPECT_TRUE(head.ok());
  if (!head.ok()) return maps;
  for (const std::uint32_t offset : head->offsets) {
    if (offset == 0 || offset == kMapOffsetSparse) continue;
    const auto header = decode_map_header(*gamemaps, offset);
    EXPECT_TRUE(header.ok());
    if (!header.ok()) continue;
    RealMap map{{}, {}, header->width, header->height};
    for (int plane = 0; plane < 2; ++plane) {
      const auto stored = map_plane_stored(*gamemaps, *header, plane);
      EXPECT_TRUE(stored.ok());
      if (!stored.ok()) continue;
      const auto expanded = expand_map_plane(*stored, head->rlew_tag);
      EXPECT_TRUE(expanded.ok()) << expanded.error().to_string();
      if (expanded.ok()) (plane == 0 ? map.plane0 : map.plane1) = plane_words(*expanded);
    }
    maps.push_back(std::move(map));
  }
  return maps;
}

struct RealSet {
  const KnownSet* known;
  bool spear;
  std::vector<RealMap> maps;
};

// The wl1 and sdm sets found, with their maps.
std::vector<RealSet> real_sets() {
  std::vector<RealSet> sets;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    const KnownSet* known = known_set(files.extension);
    const auto version = version_from_tag(files.extension);
    if (known == nullptr || !version) continue;
    sets.push_back(RealSet{known, version_facts(*version).spear, real_maps(files)});
  }
  return sets;
}

TEST(MapSemantics, EveryRealMapMatchesItsMeasuredCountsWithinTheEngineLimits) {
  const std::vector<RealSet> sets = real_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealSet& set : sets) {
    ASSERT_EQ(set.maps.size(), set.known->maps.size()) << set.known->extension;
    for (std::size_t m = 0; m < set.maps.size(); ++m) {
      SCOPED_TRACE(std::string(set.known->extension) + " map " + std::to_string(m));
      Findings findings;
      const MapContents contents = classify_map(set.maps[m].planes(), set.spear, findings);
      const MapCounts& counts = set.known->maps[m];
      EXPECT_EQ(contents.tiles, 64u * 64u);
      EXPECT_EQ(contents.player_starts.size(), 1u);
      EXPECT_TRUE(map_limit_violations(contents).empty());
      EXPECT_TRUE(contents.unknown_tiles.empty());
      // The pushwall of wl1 map 9 that cannot move first sits behind another pushwall, which
      // counts as open, so W-MAP-PUSHWALL-BLOCKED never fires on real data.
      EXPECT_EQ(findings.items().size(), counts.ns_only_switches + counts.overrun_pushwalls);
      std::size_t ns_only_switches = 0;
      std::size_t overrun_pushwalls = 0;
      for (const Finding& finding : findings.items()) {
        ns_only_switches += finding.id == "W-MAP-ELEVATOR-SWITCH-NS-ONLY";
        overrun_pushwalls += finding.id == "W-MAP-PUSHWALL-OVERRUN";
      }
      EXPECT_EQ(ns_only_switches, counts.ns_only_switches);
      EXPECT_EQ(overrun_pushwalls, counts.overrun_pushwalls);
      EXPECT_EQ(contents.doors.size(), counts.doors);
      EXPECT_EQ(contents.enemies.size(), counts.enemies);
      EXPECT_EQ(contents.statics.size(), counts.statics);
      EXPECT_EQ(contents.pushwalls.size(), counts.pushwalls);
    }
  }
}

// Seed 002 names wall 22 as the elevator panel; the data uses 21 (header "Elevator switch"): every
// pressable 21 is the back wall of a one-tile elevator with 21 side walls, and the only 22 is the
// back wall of the arrival elevator the sdm map 1 player starts in.
TEST(MapSemantics, RealElevatorSwitchesAreWall21AndWall22IsNeverOne) {
  const std::vector<RealSet> sets = real_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealSet& set : sets) {
    std::size_t exit_elevators = 0;
    std::size_t walls_22 = 0;
    for (const RealMap& map : set.maps) {
      Findings findings;
      const MapContents contents = classify_map(map.planes(), set.spear, findings);
      for (const ElevatorSwitch& wall : contents.elevator_switches) {
        if (!wall.pressable) continue;
        ++exit_elevators;
        const int floor_x =
            wall.x > 0 && map.at0(wall.x - 1, wall.y) >= kFirstFloor ? wall.x - 1 : wall.x + 1;
        EXPECT_EQ(map.at0(floor_x, wall.y - 1), 21);
        EXPECT_EQ(map.at0(floor_x, wall.y + 1), 21);
      }
      for (int y = 0; y < map.height; ++y) {
        for (int x = 0; x < map.width; ++x) {
          if (map.at0(x, y) != 22) continue;
          ++walls_22;
          ASSERT_EQ(contents.player_starts.size(), 1u);
          const PlayerStart& start = contents.player_starts[0];
          EXPECT_EQ(start.y, y);
          EXPECT_EQ(std::abs(start.x - x), 1);
        }
      }
    }
    EXPECT_EQ(exit_elevators, set.known->exit_elevators) << set.known->extension;
    EXPECT_EQ(walls_22, set.known->walls_22) << set.known->extension;
  }
}

// Catalogue note W-MAP-SEED-FACING-ORDER: a patrolling enemy walks the way it faces and a player
// starts looking into the level, so on real maps those tiles are floor or doors. In the engine's
// order they always are; in seed 002's order ("north, west, south, east") 22 patrols and the
// sdm map 1 start would face a wall.
struct FacingCheck {
  int blocked_engine = 0;
  int blocked_seed = 0;
};

TEST(MapSemantics, RealPatrolsAndStartsFaceOpenTilesInTheEngineOrderOnly) {
  const std::vector<RealSet> sets = real_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  struct Step {
    int dx;
    int dy;
  };
  const auto step_of = [](Facing facing) {
    constexpr Step kSteps[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};  // north, east, south, west
    return kSteps[static_cast<int>(facing)];
  };
  // Seed 002 reads the same (code - base) as north, west, south, east.
  constexpr Facing kSeedOrder[] = {Facing::kNorth, Facing::kWest, Facing::kSouth, Facing::kEast};
  const auto open = [](const RealMap& map, int x, int y, Facing facing, const auto& step) {
    const Step s = step(facing);
    const std::uint16_t code = map.at0(x + s.dx, y + s.dy);
    return code >= kFirstFloor || (code >= 90 && code <= 101);
  };
  FacingCheck patrols;
  FacingCheck starts;
  for (const RealSet& set : sets) {
    for (const RealMap& map : set.maps) {
      Findings findings;
      const MapContents contents = classify_map(map.planes(), set.spear, findings);
      for (const Enemy& enemy : contents.enemies) {
        if (!enemy.patrol) continue;
        // (code - base) from the engine facing: east 0, north 1, west 2, south 3.
        constexpr std::size_t kIndexOf[] = {1, 0, 3, 2};  // indexed by Facing (N, E, S, W)
        const Facing seed = kSeedOrder[kIndexOf[static_cast<std::size_t>(enemy.facing)]];
        patrols.blocked_engine += open(map, enemy.x, enemy.y, enemy.facing, step_of) ? 0 : 1;
        patrols.blocked_seed += open(map, enemy.x, enemy.y, seed, step_of) ? 0 : 1;
      }
      for (const PlayerStart& start : contents.player_starts) {
        const Facing seed = kSeedOrder[start.code - 19];
        starts.blocked_engine += open(map, start.x, start.y, start.facing, step_of) ? 0 : 1;
        starts.blocked_seed += open(map, start.x, start.y, seed, step_of) ? 0 : 1;
      }
    }
  }
  EXPECT_EQ(patrols.blocked_engine, 0);
  EXPECT_EQ(starts.blocked_engine, 0);
  if (sets.size() == 2) {
    EXPECT_EQ(patrols.blocked_seed, 22);
    EXPECT_EQ(starts.blocked_seed, 1);
  }
}

TEST(MapSemantics, RealPatrolTurningPointsPointAtFloor) {
  const std::vector<RealSet> sets = real_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  // east, north-east, north, north-west, west, south-west, south, south-east
  constexpr int kDx[] = {1, 1, 0, -1, -1, -1, 0, 1};
  constexpr int kDy[] = {0, -1, -1, -1, 0, 1, 1, 1};
  std::size_t turns = 0;
  for (const RealSet& set : sets) {
    for (const RealMap& map : set.maps) {
      Findings findings;
      for (const PatrolTurn& turn : classify_map(map.planes(), set.spear, findings).patrol_turns) {
        const auto d = static_cast<std::size_t>(turn.direction);
        EXPECT_GE(map.at0(turn.x + kDx[d], turn.y + kDy[d]), kFirstFloor);
        ++turns;
      }
    }
  }
  EXPECT_GT(turns, 0u);
}

}  // namespace
}  // namespace wolfsuite
