#include "reference/top_down/wolf_map_overview.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace wolfsuite::top_down {
namespace {

Rgb8 engine_rgb8(std::uint8_t index) { return rgb8_at(palette_to_rgb8(wolfenstein_palette()), index); }

TEST(WolfMapOverview, AverageColourIndexPicksTheNearestPaletteEntry) {
  VgaPalette palette{};
  palette[3 * 1] = 63;                                                          // red
  palette[3 * 2 + 2] = 63;                                                      // blue
  for (int channel = 0; channel < 3; ++channel) palette[3 * 3 + channel] = 30;  // grey
  EXPECT_EQ(average_colour_index(Bytes(10, 1), palette), 1);
  // half red and half blue average to (32, 0, 32): nearer grey (30, 30, 30) than red or blue
  EXPECT_EQ(average_colour_index(Bytes{1, 2, 1, 2}, palette), 3);
  EXPECT_EQ(average_colour_index(Bytes{}, palette), 0);
}

TEST(WolfMapOverview, WallCodesTakeTheFirstTextureOfTheirPair) {
  const Bytes red(64 * 64, 40);     // engine colour 40 is a red
  std::vector<ByteSpan> walls(6);  // empty: absent
  walls[2] = red;                  // wall code 2 -> textures 2 and 3
  const WallColours colours = texture_wall_colours(walls, wolfenstein_palette());
  EXPECT_EQ(colours[2], 40);
  EXPECT_EQ(colours[1], fixed_wall_colours()[1]);    // wall 0 is absent
  EXPECT_EQ(colours[20], fixed_wall_colours()[20]);  // past the walls
}

// A 64 x 64 floor map with one of each thing the overview draws.
struct OverviewFixture {
  GameMap map = new_game_map("overview");
  MapContents contents;

  OverviewFixture() {
    auto& plane0 = map.planes[0];
    auto& plane1 = map.planes[1];
    plane0.assign(64 * 64, 108);
    plane1.assign(64 * 64, 0);
    const auto tile = [](int x, int y) { return static_cast<std::size_t>(y * 64 + x); };
    plane0[tile(0, 0)] = 1;
    plane0[tile(5, 5)] = 92;     // gold key, vertical
    plane0[tile(6, 5)] = 95;     // silver key, horizontal
    plane1[tile(10, 10)] = 19;   // player start facing north
    plane1[tile(20, 20)] = 108;  // guard
    plane1[tile(30, 30)] = 24;   // green barrel: blocking static
    plane0[tile(40, 40)] = 3;
    plane1[tile(40, 40)] = 98;  // pushwall
    plane1[tile(50, 50)] = 99;  // exit
    Findings findings;
    contents = classify_map({64, 64, map.planes[0], map.planes[1]}, false, findings);
  }
};

TEST(WolfMapOverview, MapOverviewDrawsEachTileAtItsPlace) {
  const OverviewFixture fixture;
  const auto image = map_overview(fixture.map, fixture.contents, wolfenstein_palette());
  ASSERT_TRUE(image.ok()) << image.error().to_string();
  ASSERT_EQ(image->width, 64 * kMapTilePixels);
  ASSERT_EQ(image->height, 64 * kMapTilePixels);
  EXPECT_EQ(rgb_at(*image, 4, 4), engine_rgb8(fixed_wall_colours()[1]));
  EXPECT_EQ(rgb_at(*image, 8 + 4, 4), key_colour("floor"));
  EXPECT_EQ(rgb_at(*image, 40 + 3, 40 + 0), key_colour("door_gold_key"));  // north-south bar
  EXPECT_EQ(rgb_at(*image, 40 + 0, 40 + 0), key_colour("floor"));
  EXPECT_EQ(rgb_at(*image, 48 + 0, 40 + 3), key_colour("door_silver_key"));  // east-west bar
  EXPECT_EQ(rgb_at(*image, 80 + 2, 80 + 5), key_colour("player_start"));
  EXPECT_EQ(rgb_at(*image, 80 + 3, 80 + 0), key_colour("player_start"));  // its nose points north
  EXPECT_EQ(rgb_at(*image, 80 + 3, 80 + 7), key_colour("floor"));
  EXPECT_EQ(rgb_at(*image, 160 + 3, 160 + 3), key_colour("guard"));
  EXPECT_EQ(rgb_at(*image, 240 + 3, 240 + 3), key_colour("static_blocking"));
  EXPECT_EQ(rgb_at(*image, 240 + 2, 240 + 2), key_colour("floor"));  // a dot is 2 x 2
  EXPECT_EQ(rgb_at(*image, 320 + 0, 320 + 4), key_colour("pushwall"));
  EXPECT_EQ(rgb_at(*image, 320 + 4, 320 + 1), engine_rgb8(fixed_wall_colours()[3]));
  EXPECT_EQ(rgb_at(*image, 400 + 4, 400 + 4), key_colour("exit_marker"));
  EXPECT_EQ(image->rgba[3], 255);  // opaque
}

TEST(WolfMapOverview, MapOverviewUsesTheGivenWallColours) {
  const OverviewFixture fixture;
  WallColours colours = fixed_wall_colours();
  colours[1] = 40;
  const auto image = map_overview(fixture.map, fixture.contents, wolfenstein_palette(), colours);
  ASSERT_TRUE(image.ok());
  EXPECT_EQ(rgb_at(*image, 4, 4), engine_rgb8(40));
}

TEST(WolfMapOverview, MapOverviewLeavesTilesThePlaneLacksUnknown) {
  OverviewFixture fixture;
  fixture.map.planes[0].resize(64);  // one row only
  Findings findings;
  const MapContents contents =
      classify_map({64, 64, fixture.map.planes[0], fixture.map.planes[1]}, false, findings);
  const auto image = map_overview(fixture.map, contents, wolfenstein_palette());
  ASSERT_TRUE(image.ok());
  EXPECT_EQ(rgb_at(*image, 8 + 4, 4), key_colour("floor"));
  EXPECT_EQ(rgb_at(*image, 8 + 4, 8 + 4), key_colour("unknown_tile"));
}

TEST(WolfMapOverview, MapOverviewOfAnOversizedMapIsAnError) {
  const GameMap map = new_game_map("wide", 1, 1);
  MapContents contents;
  contents.width = kMaxOverviewTiles + 1;
  contents.height = 1;
  const auto image = map_overview(map, contents, wolfenstein_palette());
  ASSERT_FALSE(image.ok());
  EXPECT_EQ(image.error().id, "E-EXTRACT-MAP-SIZE");
  contents.width = 0;
  EXPECT_EQ(map_overview(map, contents, wolfenstein_palette()).error().id, "E-EXTRACT-MAP-SIZE");
}

TEST(WolfMapOverview, MapKeyNamesAreUniqueAndOnlyWallsLackAColour) {
  std::set<std::string> names;
  for (const MapKeyEntry& entry : map_key()) {
    EXPECT_TRUE(names.insert(std::string(entry.name)).second) << entry.name;
    EXPECT_EQ(entry.colour.has_value(), entry.name != "wall") << entry.name;
    EXPECT_FALSE(entry.meaning.empty());
  }
  EXPECT_EQ(names.count("player_start"), 1u);
}

TEST(WolfMapOverview, KeyColourFindsAnEntryByName) {
  EXPECT_EQ(key_colour("player_start"), (Rgb8{0, 255, 0}));
  EXPECT_EQ(key_colour("no such entry"), key_colour("unknown_tile"));
}

}  // namespace
}  // namespace wolfsuite::top_down
