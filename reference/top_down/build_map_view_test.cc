#include "reference/top_down/build_map_view.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite::top_down {
namespace {

// A clockwise square loop of walls with its left top corner at (left, top).
void add_loop(BuildMap& map, std::int32_t left, std::int32_t top, std::int32_t side) {
  const auto first = static_cast<std::int16_t>(map.walls.size());
  const std::int32_t corners[4][2] = {
      {left, top}, {left + side, top}, {left + side, top + side}, {left, top + side}};
  for (int i = 0; i < 4; ++i) {
    BuildWall wall;
    wall.x = corners[i][0];
    wall.y = corners[i][1];
    wall.point2 = static_cast<std::int16_t>(first + (i + 1) % 4);
    map.walls.push_back(wall);
  }
}

void add_square_sector(BuildMap& map, std::int32_t left) {
  BuildSector sector;
  sector.wallptr = static_cast<std::int16_t>(map.walls.size());
  sector.wallnum = 4;
  map.sectors.push_back(sector);
  add_loop(map, left, 0, 1024);
}

// One 1024-unit square, a sprite at (300, 700), the start in the middle.
BuildMap square_map() {
  BuildMap map;
  map.posx = 512;
  map.posy = 512;
  add_square_sector(map, 0);
  BuildSprite sprite;
  sprite.x = 300;
  sprite.y = 700;
  map.sprites.push_back(sprite);
  return map;
}

// Two squares side by side sharing the edge x = 1024 (walls 1 and 7).
BuildMap two_sector_map() {
  BuildMap map = square_map();
  add_square_sector(map, 1024);
  map.walls[1].nextwall = 7;
  map.walls[1].nextsector = 1;
  map.walls[7].nextwall = 1;
  map.walls[7].nextsector = 0;
  return map;
}

// A view every test reads pixels of.
struct View {
  RgbaImage image;
  Rgb8 pixel(int x, int y) const { return rgb_at(image, x, y); }
};

View render(const BuildMap& map, int width, int height) {
  Result<RgbaImage> image = render_build_map_view(map, width, height);
  EXPECT_TRUE(image.ok()) << image.error().to_string();
  return View{image.ok() ? std::move(image).value() : RgbaImage{}};
}

// 65 x 65 pixels for 1024 units: one pixel per 16 units, corners on the edge pixels.
TEST(BuildMapView, SquareSectorWallsLandOnTheEdgePixels) {
  const View view = render(square_map(), 65, 65);
  ASSERT_EQ(view.image.rgba.size(), 65u * 65 * 4);
  for (int i = 0; i <= 64; ++i) {
    EXPECT_EQ(view.pixel(i, 0), kBuildMapOneSidedWall) << i;
    EXPECT_EQ(view.pixel(i, 64), kBuildMapOneSidedWall) << i;
    EXPECT_EQ(view.pixel(0, i), kBuildMapOneSidedWall) << i;
    EXPECT_EQ(view.pixel(64, i), kBuildMapOneSidedWall) << i;
  }
  EXPECT_EQ(view.pixel(1, 1), kBuildMapSectorFill);
  EXPECT_EQ(view.pixel(63, 63), kBuildMapSectorFill);
  EXPECT_EQ(view.pixel(50, 10), kBuildMapSectorFill);
}

TEST(BuildMapView, SpritesAreDotsAndTheStartIsACross) {
  const View view = render(square_map(), 65, 65);
  // (300, 700) / 16 = (18, 43), rounded down; a 3x3 dot around it.
  EXPECT_EQ(view.pixel(18, 43), kBuildMapSprite);
  EXPECT_EQ(view.pixel(17, 42), kBuildMapSprite);
  EXPECT_EQ(view.pixel(19, 44), kBuildMapSprite);
  EXPECT_EQ(view.pixel(20, 43), kBuildMapSectorFill);
  // (512, 512) / 16 = (32, 32); arms of two pixels, no diagonal.
  EXPECT_EQ(view.pixel(32, 32), kBuildMapPlayerStart);
  EXPECT_EQ(view.pixel(30, 32), kBuildMapPlayerStart);
  EXPECT_EQ(view.pixel(32, 34), kBuildMapPlayerStart);
  EXPECT_EQ(view.pixel(33, 33), kBuildMapSectorFill);
  EXPECT_EQ(view.pixel(35, 32), kBuildMapSectorFill);
}

TEST(BuildMapView, SharedWallIsTwoSidedAndOuterWallsOneSided) {
  // 2048 x 1024 units into 129 x 65: again 16 units a pixel; the shared edge is column 64.
  const View view = render(two_sector_map(), 129, 65);
  for (int y = 0; y <= 64; ++y) {
    EXPECT_EQ(view.pixel(64, y), kBuildMapTwoSidedWall) << y;
    EXPECT_EQ(view.pixel(0, y), kBuildMapOneSidedWall) << y;
    EXPECT_EQ(view.pixel(128, y), kBuildMapOneSidedWall) << y;
  }
  EXPECT_EQ(view.pixel(100, 0), kBuildMapOneSidedWall);
  EXPECT_EQ(view.pixel(100, 30), kBuildMapSectorFill);
}

TEST(BuildMapView, MapIsFittedWithOneScaleAndCentred) {
  // A square map in a 129 x 65 picture: the height limits the scale, the 64 spare columns are
  // split 32 / 32.
  const View view = render(square_map(), 129, 65);
  EXPECT_EQ(view.pixel(31, 10), kBuildMapBackground);
  EXPECT_EQ(view.pixel(32, 10), kBuildMapOneSidedWall);
  EXPECT_EQ(view.pixel(96, 10), kBuildMapOneSidedWall);
  EXPECT_EQ(view.pixel(97, 10), kBuildMapBackground);
  EXPECT_EQ(view.pixel(64, 10), kBuildMapSectorFill);
}

TEST(BuildMapView, InnerLoopIsAHoleInTheFill) {
  BuildMap map;
  BuildSector sector;
  sector.wallnum = 8;
  map.sectors.push_back(sector);
  add_loop(map, 0, 0, 3072);
  add_loop(map, 1024, 1024, 1024);
  map.posx = -100000;                            // outside the walls' box: not drawn
  const View view = render(map, 97, 97);  // 32 units a pixel
  EXPECT_EQ(view.pixel(16, 16), kBuildMapSectorFill);
  EXPECT_EQ(view.pixel(48, 48), kBuildMapBackground);
  EXPECT_EQ(view.pixel(32, 48), kBuildMapOneSidedWall);  // the inner loop's left wall
  EXPECT_EQ(view.pixel(80, 48), kBuildMapSectorFill);
}

TEST(BuildMapView, SameMapAndSizeGiveTheSameBytes) {
  const View a = render(two_sector_map(), 200, 120);
  const View b = render(two_sector_map(), 200, 120);
  EXPECT_EQ(a.image, b.image);
  EXPECT_EQ(a.image.width, 200);
  EXPECT_EQ(a.image.height, 120);
}

TEST(BuildMapView, BrokenReferencesStillRender) {
  BuildMap map = two_sector_map();
  map.sectors[1].wallptr = 30000;
  map.walls[2].point2 = -5;
  map.walls[3].point2 = 999;
  map.sprites[0].x = INT32_MAX;
  map.posy = INT32_MIN;
  const View view = render(map, 64, 64);
  EXPECT_EQ(view.image.rgba.size(), 64u * 64 * 4);
  const View empty = render(BuildMap{}, 1, 1);
  EXPECT_EQ(empty.pixel(0, 0), kBuildMapPlayerStart);
}

TEST(BuildMapView, SizesOutside1To8192AreRejected) {
  for (const auto& [w, h] :
       std::vector<std::pair<int, int>>{{0, 10}, {10, 0}, {-1, 10}, {kMaxBuildMapViewSide + 1, 10}}) {
    const Result<RgbaImage> view = render_build_map_view(square_map(), w, h);
    ASSERT_FALSE(view.ok());
    EXPECT_EQ(view.error().id, "E-BUILD-VIEW-SIZE");
  }
}

// The placement formula of build_map_view.h, written out again for the real-data test.
struct Expected {
  std::int64_t min_x, min_y, num, den, pad_x, pad_y;
  std::pair<int, int> at(std::int64_t x, std::int64_t y) const {
    return {static_cast<int>(pad_x + (x - min_x) * num / den),
            static_cast<int>(pad_y + (y - min_y) * num / den)};
  }
};

Expected expected_placement(const BuildMap& map, std::int64_t width, std::int64_t height) {
  std::int64_t min_x = INT64_MAX, min_y = INT64_MAX, max_x = INT64_MIN, max_y = INT64_MIN;
  for (const BuildWall& wall : map.walls) {
    min_x = std::min<std::int64_t>(min_x, wall.x);
    min_y = std::min<std::int64_t>(min_y, wall.y);
    max_x = std::max<std::int64_t>(max_x, wall.x);
    max_y = std::max<std::int64_t>(max_y, wall.y);
  }
  const std::int64_t span_x = std::max<std::int64_t>(max_x - min_x, 1);
  const std::int64_t span_y = std::max<std::int64_t>(max_y - min_y, 1);
  const bool x_limits = (width - 1) * span_y <= (height - 1) * span_x;
  const std::int64_t num = x_limits ? width - 1 : height - 1;
  const std::int64_t den = x_limits ? span_x : span_y;
  return {min_x,
          min_y,
          num,
          den,
          (width - 1 - span_x * num / den) / 2,
          (height - 1 - span_y * num / den) / 2};
}

// Every wall's left end of every real map lands on a pixel drawn as a wall (or covered by a
// sprite or the start marker, drawn after the walls).
TEST(BuildMapViewRealData, EveryWallStartsOnAWallPixel) {
  std::size_t maps = 0;
  for (const auto& path : testing::real_set_files("build-eduke32-sdk-maps")) {
    if (path.extension() != ".map") continue;
    const Result<Bytes> bytes = read_file(path);
    ASSERT_TRUE(bytes.ok()) << path.string();
    Findings findings;
    const Result<BuildMap> map = decode_build_map(*bytes, findings);
    ASSERT_TRUE(map.ok()) << path.string();
    const View view = render(*map, 320, 240);
    const Expected place = expected_placement(*map, 320, 240);
    for (std::size_t w = 0; w < map->walls.size(); ++w) {
      const auto [x, y] = place.at(map->walls[w].x, map->walls[w].y);
      ASSERT_TRUE(x >= 0 && x < 320 && y >= 0 && y < 240);
      const Rgb8 colour = view.pixel(x, y);
      EXPECT_TRUE(colour == kBuildMapOneSidedWall || colour == kBuildMapTwoSidedWall ||
                  colour == kBuildMapSprite || colour == kBuildMapPlayerStart)
          << path.filename().string() << " wall " << w;
    }
    ++maps;
  }
  if (maps == 0) GTEST_SKIP() << "no BUILD maps: " << testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite::top_down
