#include "cli/extract_images.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace wolfsuite::cli {
namespace {

Rgb8 key(std::string_view name) {
  for (const MapKeyEntry& entry : map_key()) {
    if (entry.name == name && entry.colour) return *entry.colour;
  }
  ADD_FAILURE() << "no colour named " << name;
  return {};
}

Rgb8 pixel(const RgbaImage& image, int x, int y) {
  const std::size_t at = 4 * (static_cast<std::size_t>(y) * image.width + x);
  return Rgb8{image.rgba[at], image.rgba[at + 1], image.rgba[at + 2]};
}

Rgb8 engine_rgb8(std::uint8_t index) {
  const auto rgb = palette_to_rgb8(wolfenstein_palette());
  return Rgb8{rgb[3 * index], rgb[3 * index + 1], rgb[3 * index + 2]};
}

TEST(ExtractImages, WallImageTurnsStoredColumnsIntoRows) {
  Wall wall;
  wall.columns[5 * 64 + 9] = 77;  // column 5, row 9
  const IndexedImage image = wall_image(wall);
  ASSERT_EQ(image.width, 64);
  ASSERT_EQ(image.height, 64);
  EXPECT_EQ(image.pixels[9 * 64 + 5], 77);
  EXPECT_EQ(image.pixels[5 * 64 + 9], 0);
}

TEST(ExtractImages, SpriteImageTakesPaletteColoursAndTheSpriteAlpha) {
  SpriteImage sprite;
  sprite.pixels[7 * 64 + 3] = 1;  // engine colour 1: DAC (0, 0, 42)
  sprite.alpha[7 * 64 + 3] = kSpriteOpaque;
  const RgbaImage image = sprite_image(sprite, wolfenstein_palette());
  ASSERT_EQ(image.rgba.size(), 4u * 64 * 64);
  const std::size_t at = 4 * (7 * 64 + 3);
  EXPECT_EQ(image.rgba[at + 0], 0);
  EXPECT_EQ(image.rgba[at + 2], 170);  // 42 * 255 / 63
  EXPECT_EQ(image.rgba[at + 3], 255);
  EXPECT_EQ(image.rgba[3], 0);  // pixel (0, 0) stays transparent
}

TEST(ExtractImages, PictureImageKeepsSizeAndPixels) {
  const Picture picture{3, 2, Bytes{1, 2, 3, 4, 5, 6}};
  EXPECT_EQ(picture_image(picture), (IndexedImage{3, 2, Bytes{1, 2, 3, 4, 5, 6}}));
}

TEST(ExtractImages, FontSheetPutsGlyphAInCellOneFour) {
  Font font;
  font.height = 2;
  font.widths['A'] = 3;
  font.glyphs['A'] = Bytes{0, 9, 0, 9, 0, 9};
  font.widths['!'] = 5;  // the widest glyph sets the cell width
  font.glyphs['!'] = Bytes(10, 0);
  const auto sheet = font_sheet(font);
  ASSERT_TRUE(sheet.ok()) << sheet.error().to_string();
  ASSERT_EQ(sheet->width, 16 * 5);
  ASSERT_EQ(sheet->height, 16 * 2);
  const auto at = [&](int x, int y) { return sheet->pixels[y * sheet->width + x]; };
  const int left = 1 * 5;  // 'A' = 65 = 4 * 16 + 1
  const int top = 4 * 2;
  EXPECT_EQ(at(left + 0, top + 0), kFontSheetPaper);
  EXPECT_EQ(at(left + 1, top + 0), kFontSheetInk);
  EXPECT_EQ(at(left + 0, top + 1), kFontSheetInk);
  EXPECT_EQ(at(left + 2, top + 1), kFontSheetInk);
  EXPECT_EQ(std::count(sheet->pixels.begin(), sheet->pixels.end(), kFontSheetInk), 3);
}

TEST(ExtractImages, FontSheetPaletteIsBlackPaperAndWhiteInk) {
  const Rgb8Palette palette = font_sheet_palette();
  EXPECT_EQ(palette[3 * kFontSheetPaper], 0);
  EXPECT_EQ(palette[3 * kFontSheetInk], 255);
  EXPECT_EQ(palette[3 * kFontSheetInk + 2], 255);
}

TEST(ExtractImages, FontTooHighForASheetIsAnError) {
  Font font;
  font.height = kMaxFontSheetCellRows + 1;
  const auto sheet = font_sheet(font);
  ASSERT_FALSE(sheet.ok());
  EXPECT_EQ(sheet.error().id, "E-EXTRACT-FONT-SIZE");
}

TEST(ExtractImages, PaletteSwatchHasEachColourInItsCell) {
  const IndexedImage swatch = palette_swatch();
  ASSERT_EQ(swatch.width, 128);
  ASSERT_EQ(swatch.height, 128);
  // colour 35 = row 2, column 3; any pixel inside the 8 x 8 cell
  EXPECT_EQ(swatch.pixels[(2 * 8 + 5) * 128 + 3 * 8 + 1], 35);
  EXPECT_EQ(swatch.pixels[127 * 128 + 127], 255);
}

TEST(ExtractImages, AverageColourIndexPicksTheNearestPaletteEntry) {
  VgaPalette palette{};
  palette[3 * 1] = 63;                                                          // red
  palette[3 * 2 + 2] = 63;                                                      // blue
  for (int channel = 0; channel < 3; ++channel) palette[3 * 3 + channel] = 30;  // grey
  EXPECT_EQ(average_colour_index(Bytes(10, 1), palette), 1);
  // half red and half blue average to (32, 0, 32): nearer grey (30, 30, 30) than red or blue
  EXPECT_EQ(average_colour_index(Bytes{1, 2, 1, 2}, palette), 3);
  EXPECT_EQ(average_colour_index(Bytes{}, palette), 0);
}

TEST(ExtractImages, WallCodesTakeTheFirstTextureOfTheirPair) {
  std::vector<std::optional<Wall>> walls(6);
  Wall red;
  red.columns.fill(40);  // engine colour 40 is a red
  walls[2] = red;        // wall code 2 -> textures 2 and 3
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

TEST(ExtractImages, MapOverviewDrawsEachTileAtItsPlace) {
  const OverviewFixture fixture;
  const auto image = map_overview(fixture.map, fixture.contents, wolfenstein_palette());
  ASSERT_TRUE(image.ok()) << image.error().to_string();
  ASSERT_EQ(image->width, 64 * kMapTilePixels);
  ASSERT_EQ(image->height, 64 * kMapTilePixels);
  EXPECT_EQ(pixel(*image, 4, 4), engine_rgb8(fixed_wall_colours()[1]));
  EXPECT_EQ(pixel(*image, 8 + 4, 4), key("floor"));
  EXPECT_EQ(pixel(*image, 40 + 3, 40 + 0), key("door_gold_key"));  // north-south bar
  EXPECT_EQ(pixel(*image, 40 + 0, 40 + 0), key("floor"));
  EXPECT_EQ(pixel(*image, 48 + 0, 40 + 3), key("door_silver_key"));  // east-west bar
  EXPECT_EQ(pixel(*image, 80 + 2, 80 + 5), key("player_start"));
  EXPECT_EQ(pixel(*image, 80 + 3, 80 + 0), key("player_start"));  // its nose points north
  EXPECT_EQ(pixel(*image, 80 + 3, 80 + 7), key("floor"));
  EXPECT_EQ(pixel(*image, 160 + 3, 160 + 3), key("guard"));
  EXPECT_EQ(pixel(*image, 240 + 3, 240 + 3), key("static_blocking"));
  EXPECT_EQ(pixel(*image, 240 + 2, 240 + 2), key("floor"));  // a dot is 2 x 2
  EXPECT_EQ(pixel(*image, 320 + 0, 320 + 4), key("pushwall"));
  EXPECT_EQ(pixel(*image, 320 + 4, 320 + 1), engine_rgb8(fixed_wall_colours()[3]));
  EXPECT_EQ(pixel(*image, 400 + 4, 400 + 4), key("exit_marker"));
  EXPECT_EQ(image->rgba[3], 255);  // opaque
}

TEST(ExtractImages, MapOverviewUsesTheGivenWallColours) {
  const OverviewFixture fixture;
  WallColours colours = fixed_wall_colours();
  colours[1] = 40;
  const auto image = map_overview(fixture.map, fixture.contents, wolfenstein_palette(), colours);
  ASSERT_TRUE(image.ok());
  EXPECT_EQ(pixel(*image, 4, 4), engine_rgb8(40));
}

TEST(ExtractImages, MapOverviewLeavesTilesThePlaneLacksUnknown) {
  OverviewFixture fixture;
  fixture.map.planes[0].resize(64);  // one row only
  Findings findings;
  const MapContents contents =
      classify_map({64, 64, fixture.map.planes[0], fixture.map.planes[1]}, false, findings);
  const auto image = map_overview(fixture.map, contents, wolfenstein_palette());
  ASSERT_TRUE(image.ok());
  EXPECT_EQ(pixel(*image, 8 + 4, 4), key("floor"));
  EXPECT_EQ(pixel(*image, 8 + 4, 8 + 4), key("unknown_tile"));
}

TEST(ExtractImages, MapOverviewOfAnOversizedMapIsAnError) {
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

TEST(ExtractImages, MapKeyNamesAreUniqueAndOnlyWallsLackAColour) {
  std::set<std::string> names;
  for (const MapKeyEntry& entry : map_key()) {
    EXPECT_TRUE(names.insert(std::string(entry.name)).second) << entry.name;
    EXPECT_EQ(entry.colour.has_value(), entry.name != "wall") << entry.name;
    EXPECT_FALSE(entry.meaning.empty());
  }
  EXPECT_EQ(names.count("player_start"), 1u);
}

}  // namespace
}  // namespace wolfsuite::cli
