// The literal and the fast renderer draw the same bytes and report the same frame (the
// differential test the fast one exists under), and the literal one draws what the engine draws.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <variant>

#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/shape_scaler.h"
#include "reference/raycaster/sprite_numbers.h"
#include "reference/raycaster/test_scenes.h"
#include "reference/raycaster/weapon.h"

namespace wolfsuite::raycaster {
namespace {

using testing::set_code;
using testing::tiles;

struct Size {
  int width;
  int height;
};
// The engine's two largest view windows, then odd sizes and extreme shapes that catch rounding at
// the middle row and column.
constexpr Size kSizes[] = {{320, 200}, {304, 152}, {61, 37}, {1, 1}, {7, 300}, {400, 3}};
constexpr int kRandomViewsPerMap = 48;
constexpr Weapon kWeapons[] = {Weapon::kNone, Weapon::kKnife, Weapon::kPistol, Weapon::kMachineGun,
                               Weapon::kChainGun};
constexpr std::uint8_t kPillarColour = 250;  // test_scenes.h's sprites

std::uint8_t pixel(const Frame& frame, int x, int y) {
  return frame.pixels[static_cast<std::size_t>(y * frame.width + x)];
}

// A random view anywhere in (and a little outside) the grid at a whole-degree angle, with random
// door openings (sometimes fewer than the doors: the rest stay closed) and, half the time, a
// pushwall in motion anywhere, showing any byte.
NamedView random_view(wolfsuite::testing::Rng& rng, const Level& level) {
  NamedView named;
  named.name = "random";
  named.view.x = static_cast<std::int32_t>(rng.below(72u << 16)) - (4 << 16);
  named.view.y = static_cast<std::int32_t>(rng.below(72u << 16)) - (4 << 16);
  named.view.angle = static_cast<int>(rng.below(kAngles));
  const std::size_t doors = rng.chance(80) ? level.doors.size() : rng.below(level.doors.size() + 1);
  for (std::size_t door = 0; door < doors; ++door) {
    const std::uint64_t kind = rng.below(4);
    named.motion.door_open.push_back(kind == 0   ? std::uint16_t{0}
                                     : kind == 1 ? kDoorFullyOpen
                                                 : static_cast<std::uint16_t>(rng.below(0x10000)));
  }
  if (rng.chance(50)) {
    named.motion.pushwall = MovingPushwall{
        static_cast<int>(rng.below(66)) - 1, static_cast<int>(rng.below(66)) - 1,
        static_cast<PushDirection>(rng.below(4)), static_cast<int>(rng.below(kPushwallSteps)),
        static_cast<std::uint8_t>(rng.below(256))};
  }
  return named;
}

// The n-th view's options: every weapon with and without demo playback in turn, any weapon frame
// (including ones outside 0..4, which are clamped) and any health and ammo for the pick-ups.
RenderOptions options_for(std::size_t view_index, wolfsuite::testing::Rng& rng) {
  RenderOptions options;
  options.weapon = kWeapons[view_index % std::size(kWeapons)];
  options.demo_playback = (view_index / std::size(kWeapons)) % 2 == 1;
  options.weapon_frame = static_cast<int>(rng.below(7)) - 1;
  options.player.health = 1 + static_cast<int>(rng.below(100));
  options.player.ammo = static_cast<int>(rng.below(100));
  return options;
}

// "" when the reports are equal, else where they first differ.
std::string report_difference(const FrameReport& literal, const FrameReport& fast) {
  if (literal.posts.size() != fast.posts.size()) return "post count";
  for (std::size_t x = 0; x < literal.posts.size(); ++x) {
    const WallPost& a = literal.posts[x];
    const WallPost& b = fast.posts[x];
    if (a != b) {
      return "post of column " + std::to_string(x) + ": height " + std::to_string(a.height) +
             " / " + std::to_string(b.height) + ", page " + std::to_string(a.page) + " / " +
             std::to_string(b.page) + ", texel column " + std::to_string(a.texel_column) + " / " +
             std::to_string(b.texel_column);
    }
  }
  for (int i = 0; i < kGridTiles; ++i) {
    if (literal.seen[static_cast<std::size_t>(i)] != fast.seen[static_cast<std::size_t>(i)]) {
      return "seen tile " + std::to_string(i / kGridSide) + ", " + std::to_string(i % kGridSide);
    }
  }
  const auto objects = [](const std::vector<ObjectReport>& a, const std::vector<ObjectReport>& b,
                          const std::string& list) -> std::string {
    if (a.size() != b.size()) return list + " count";
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (a[i] != b[i]) return list + " " + std::to_string(i);
    }
    return "";
  };
  std::string difference = objects(literal.statics, fast.statics, "static");
  return difference.empty() ? objects(literal.actors, fast.actors, "actor") : difference;
}

// Every golden view and kRandomViewsPerMap random ones of every map, at every size: the fast
// renderer's frame and report, and its report alone, are the literal renderer's.
void expect_renderers_agree(const MapSet& maps, const Vswap& vswap, bool spear,
                            std::uint64_t seed) {
  const Textures textures = build_textures(vswap);
  wolfsuite::testing::Rng rng(seed);
  // One fast renderer per instruction set this CPU runs, each kept for every size: its tables
  // must follow the size.
  std::vector<FastRenderer> fast_renderers;
  for (const Isa isa : kIsas) {
    if (isa_supported(isa)) fast_renderers.emplace_back(isa);
  }
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    const auto* map = std::get_if<GameMap>(&maps.slots[slot]);
    if (map == nullptr) continue;
    const Level level = build_level(*map, static_cast<int>(slot), spear);
    std::vector<NamedView> views = golden_views(*map, level, spear);
    for (int i = 0; i < kRandomViewsPerMap; ++i) views.push_back(random_view(rng, level));
    for (std::size_t i = 0; i < views.size(); ++i) {
      const NamedView& named = views[i];
      const RenderOptions options = options_for(i, rng);
      const Scene scene{level, textures, named.motion};
      for (const Size size : kSizes) {
        Frame literal(size.width, size.height);
        const FrameReport literal_report = render_literal(scene, named.view, options, literal);
        for (FastRenderer& fast : fast_renderers) {
          Frame fast_frame(size.width, size.height);
          const FrameReport fast_report = fast.render(scene, named.view, options, fast_frame);
          const std::string where =
              "map " + std::to_string(slot) + " view " + named.name + " at " +
              format_position(named.view.x) + ", " + format_position(named.view.y) + " angle " +
              format_angle(named.view.angle) + ", weapon " +
              std::to_string(static_cast<int>(options.weapon)) + " frame " +
              std::to_string(options.weapon_frame) + (options.demo_playback ? ", demo" : "") +
              ", " + std::to_string(size.width) + "x" + std::to_string(size.height) + ", " +
              std::string(isa_name(fast.isa()));
          ASSERT_TRUE(literal == fast_frame) << where;
          ASSERT_EQ(report_difference(literal_report, fast_report), "") << where;
          ASSERT_TRUE(literal_report == fast_report) << where;
          // The report alone (no drawing) is the same report.
          ASSERT_TRUE(literal_report ==
                      fast.report(scene, named.view, options, size.width, size.height))
              << where << ", report only";
        }
      }
    }
  }
}

TEST(Renderers, AgreeOnEveryViewOfTheSyntheticSet) {
  const Result<WolfSet> set = synthetic_set();
  ASSERT_TRUE(set.ok() && set->maps && set->vswap);
  expect_renderers_agree(*set->maps, *set->vswap, false, 1);
}

TEST(Renderers, AgreeOnEveryViewOfEveryRealMap) {
  bool compared = false;
  for (const DataSetFiles& real : wolfsuite::testing::real_wolf_sets()) {
    const std::optional<WolfSet> decoded = wolfsuite::testing::decode_real_set(real);
    ASSERT_TRUE(decoded.has_value()) << real.extension;
    const WolfSet& set = *decoded;
    if (!set.maps || !set.vswap || !set.version.version) continue;
    SCOPED_TRACE(real.extension);
    expect_renderers_agree(*set.maps, *set.vswap, version_facts(*set.version.version).spear, 2);
    compared = true;
  }
  if (!compared) GTEST_SKIP() << wolfsuite::testing::real_data_missing_message();
}

TEST(Renderers, AgreeOnGarbageTileCodesAndObjects) {
  wolfsuite::testing::Rng rng(3);
  GameMap map = new_game_map("Garbage");
  for (auto& plane : map.planes) {
    for (std::uint16_t& word : plane) word = static_cast<std::uint16_t>(rng.next());
  }
  for (std::size_t i = 0; i < map.planes[0].size(); i += 3) map.planes[0][i] = 108;
  // Small codes too: walls, doors (more than 64), the pushwall byte 64 and the 0x40 bit.
  for (std::size_t i = 1; i < map.planes[0].size(); i += 3) {
    map.planes[0][i] = static_cast<std::uint16_t>(rng.below(107));
  }
  MapSet maps = new_map_set({map});
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  expect_renderers_agree(maps, *vswap, false, 4);
  expect_renderers_agree(maps, *vswap, true, 5);
}

// Maps the engine would never load: every tile one door (64 of them doors, the rest the door
// code's wall byte), every tile a wall, every tile the pushwall byte, nothing at all (open edges
// everywhere, no player start). Under ASan this is also the proof that nothing is read outside the
// grid or the textures.
TEST(Renderers, AgreeOnDegenerateMaps) {
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  for (const std::uint16_t fill :
       {std::uint16_t{90}, std::uint16_t{91}, std::uint16_t{1}, std::uint16_t{64},
        std::uint16_t{105}, std::uint16_t{106}, std::uint16_t{0}}) {
    GameMap map = new_game_map("Degenerate");
    map.planes[0].assign(map.planes[0].size(), fill);
    SCOPED_TRACE(fill);
    expect_renderers_agree(new_map_set({map}), *vswap, false, fill);
  }
}

// The test scenes: test_scenes.h's walls, and its pillar as every sprite.
struct TestScene {
  Level level;
  Textures textures = testing::test_textures();
  Motion motion;

  explicit TestScene(const GameMap& map, int map_index = 0)
      : level(build_level(map, map_index, false)) {}
  FrameReport render(const View& view, Frame& frame, const RenderOptions& options = {}) const {
    return render_literal({level, textures, motion}, view, options, frame);
  }
};

const View kMiddleEast{tiles(32.5), tiles(32.5), 0};

TEST(LiteralRenderer, CeilingAboveTheCentreRowFloorFromItDown) {
  // No walls: the border 63.8 tiles away is 2 eighths of a pixel high, half a pixel of 0.
  TestScene scene(new_game_map("Open"), 9);  // episode 1 map 10: ceiling 0xbf
  Frame frame(64, 40);
  scene.render({tiles(0.5), tiles(32.5), 0}, frame);
  for (int y = 0; y < frame.height; ++y) {
    for (int x = 0; x < frame.width; ++x) {
      ASSERT_EQ(pixel(frame, x, y), y < 20 ? 0xbf : kFloorColour) << x << ", " << y;
    }
  }
}

TEST(LiteralRenderer, WallPostIsScaledFromItsBottomRowUp) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 40, 32, 3);
  TestScene scene(map, 9);
  Frame frame(64, 40);
  const FrameReport report = scene.render(kMiddleEast, frame);
  // scale 32 * 0xAF00 / 0x8000 = 43, heightnumerator 44032; the face 7.84 tiles from the eye
  // (depth 513792, 2007 after >> 8): height 21 eighths, half height 2 rows about row 20.
  const WallPost& post = report.posts[32];
  ASSERT_EQ(post.page, (3 - 1) * 2 + 1);
  ASSERT_EQ(post.height, 21);
  EXPECT_EQ(pixel(frame, 32, 17), 0xbf);
  // Rows 18..21, bottom 21: texel 63 - 32 * (21 - y) / 2.
  EXPECT_EQ(pixel(frame, 32, 18), testing::test_texel(post.page, post.texel_column, 15));
  EXPECT_EQ(pixel(frame, 32, 19), testing::test_texel(post.page, post.texel_column, 31));
  EXPECT_EQ(pixel(frame, 32, 20), testing::test_texel(post.page, post.texel_column, 47));
  EXPECT_EQ(pixel(frame, 32, 21), testing::test_texel(post.page, post.texel_column, 63));
  EXPECT_EQ(pixel(frame, 32, 22), kFloorColour);
}

TEST(LiteralRenderer, ObjectShowsThroughAnOpenDoorAndNotWhereTheDoorIsShut) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 34, 32, 90);
  set_code(map, 0, 34, 31, 1);
  set_code(map, 0, 34, 33, 1);
  set_code(map, 1, 36, 32, 23);  // static object 0, 2 tiles beyond the door
  TestScene scene(map);
  ASSERT_EQ(scene.level.statics.size(), 1u);
  scene.level.statics[0].sprite = 0;  // the test textures' pillar
  // Half open: the rays of the middle columns and left of them pass its open (north) half; those
  // right of them meet the door, which is nearer than the object (height 372 to its 206).
  scene.motion.door_open = {0x8000};
  Frame frame(320, 200);
  const FrameReport open = scene.render(kMiddleEast, frame);
  EXPECT_TRUE(open.seen[static_cast<std::size_t>(spot(36, 32))]);
  EXPECT_TRUE(open.statics[0].drawn);
  EXPECT_EQ(open.statics[0].view_x, 159);
  EXPECT_EQ(open.statics[0].view_height, 206);
  // The pillar, texels 24..39 of a 50-pixel-wide sprite from column 134, covers columns 152..164.
  ASSERT_LT(open.posts[160].height, 206);
  ASSERT_GT(open.posts[161].height, 206);
  EXPECT_EQ(pixel(frame, 152, 100), kPillarColour);
  EXPECT_EQ(pixel(frame, 160, 100), kPillarColour);
  EXPECT_NE(pixel(frame, 161, 100), kPillarColour);
  EXPECT_NE(pixel(frame, 164, 100), kPillarColour);
  EXPECT_EQ(open.posts[161].page, testing::kTestDoorWall + 1);

  scene.motion.door_open = {0};  // shut: no ray reaches the object's tile
  const FrameReport shut = scene.render(kMiddleEast, frame);
  EXPECT_FALSE(shut.seen[static_cast<std::size_t>(spot(36, 32))]);
  EXPECT_FALSE(shut.statics[0].drawn);
  EXPECT_NE(pixel(frame, 155, 100), kPillarColour);
}

TEST(LiteralRenderer, PlayersOwnTileIsSeenAndItsBonusTakenOutsideDemoPlaybackOnly) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 32, 32, 23 + 29);  // a cross
  const TestScene scene(map);
  // The player far enough into tile 32 that the eye, FOCALLENGTH behind, is in it too (the rays
  // start past the eye's tile), and near enough to the cross to take it: its centre, pulled
  // 0x2000 nearer, is 0x5F00 ahead of the eye (at least MINDIST, under a tile).
  const View view{tiles(32) + kFocalLength + 0x100, tiles(32.5), 0};
  Frame frame(64, 40);
  const FrameReport playing = scene.render(view, frame);
  EXPECT_TRUE(playing.seen[static_cast<std::size_t>(spot(32, 32))]);
  EXPECT_TRUE(playing.statics[0].picked_up);
  EXPECT_FALSE(playing.statics[0].drawn);
  RenderOptions demo;
  demo.demo_playback = true;
  const FrameReport replaying = scene.render(view, frame, demo);
  EXPECT_FALSE(replaying.seen[static_cast<std::size_t>(spot(32, 32))]);
  EXPECT_FALSE(replaying.statics[0].picked_up);
  EXPECT_FALSE(replaying.statics[0].drawn);
}

// The engine's pick-up test does not care that an item is too close to draw: wl1 demo 0 picks up
// a clip that way at frame 95 (reference/sim/demo_recordings_test.cc fails without it).
TEST(LiteralRenderer, BonusNearerThanMinDistanceIsTakenAndNotDrawn) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 32, 32, 23 + 29);
  const TestScene scene(map);
  // From the tile's centre the cross is 0x5700 - 0x2000 ahead of the eye: under MINDIST.
  Frame frame(64, 40);
  const FrameReport report = scene.render(kMiddleEast, frame);
  EXPECT_TRUE(report.seen[static_cast<std::size_t>(spot(32, 32))]);
  EXPECT_TRUE(report.statics[0].within_reach);
  EXPECT_TRUE(report.statics[0].picked_up);
  EXPECT_FALSE(report.statics[0].drawn);
  EXPECT_EQ(report.statics[0].view_height, 0);
}

TEST(LiteralRenderer, FrameOutsideTheSizeRangeIsClamped) {
  const TestScene scene(testing::walled_map());
  Frame empty;
  EXPECT_EQ(scene.render(kMiddleEast, empty).posts.size(), 1u);
  EXPECT_EQ(empty.width, 1);
  EXPECT_EQ(empty.height, 1);
  EXPECT_EQ(empty.pixels.size(), 1u);
  Frame wide(kMaxFrameSide + 100, 2);
  EXPECT_EQ(scene.render(kMiddleEast, wide).posts.size(), static_cast<std::size_t>(kMaxFrameSide));
  EXPECT_EQ(wide.width, kMaxFrameSide);
  EXPECT_EQ(wide.height, 2);
}

// A sprite opaque in every texel, of one colour.
SpriteImage solid_sprite(std::uint8_t colour) {
  SpriteImage image;
  image.pixels.fill(colour);
  image.alpha.fill(kSpriteOpaque);
  return image;
}

TEST(LiteralRenderer, WeaponIsDrawnOverTheViewAtItsHeightCentredOnTheMiddleColumn) {
  TestScene scene(testing::walled_map());
  constexpr std::uint8_t kPistolColour = 77;
  constexpr std::uint8_t kAttackColour = 78;
  scene.textures.sprites.assign(static_cast<std::size_t>(engine_sprite_count(false)), std::nullopt);
  scene.textures.sprites.at(static_cast<std::size_t>(*weapon_sprite(Weapon::kPistol, 0, false))) =
      solid_sprite(kPistolColour);
  scene.textures.sprites.at(static_cast<std::size_t>(*weapon_sprite(Weapon::kPistol, 4, false))) =
      solid_sprite(kAttackColour);
  RenderOptions options;
  options.weapon = Weapon::kPistol;
  Frame frame(64, 40);
  scene.render(kMiddleEast, frame, options);
  // Height 41, half size 20: 40 columns from 32 - 20 and every row.
  EXPECT_EQ(pixel(frame, 12, 0), kPistolColour);
  EXPECT_EQ(pixel(frame, 51, 39), kPistolColour);
  EXPECT_NE(pixel(frame, 11, 20), kPistolColour);
  EXPECT_NE(pixel(frame, 52, 20), kPistolColour);
  options.weapon_frame = 9;  // clamped to the last attack frame
  scene.render(kMiddleEast, frame, options);
  EXPECT_EQ(pixel(frame, 32, 20), kAttackColour);
  options.weapon = Weapon::kNone;
  scene.render(kMiddleEast, frame, options);
  EXPECT_EQ(std::count(frame.pixels.begin(), frame.pixels.end(), kPistolColour) +
                std::count(frame.pixels.begin(), frame.pixels.end(), kAttackColour),
            0);
}

TEST(LiteralRenderer, DemoPlaybackDrawsTheDemoSpriteOverTheWeapon) {
  TestScene scene(testing::walled_map());
  constexpr std::uint8_t kDemoColour = 88;
  scene.textures.sprites.assign(static_cast<std::size_t>(engine_sprite_count(false)),
                                solid_sprite(77));
  SpriteImage demo;  // opaque in its top half only
  for (std::size_t texel = 0; texel < 64 * 32; ++texel) {
    demo.pixels[texel] = kDemoColour;
    demo.alpha[texel] = kSpriteOpaque;
  }
  scene.textures.sprites[kDemoSprite] = demo;
  RenderOptions options;
  options.weapon = Weapon::kKnife;
  options.demo_playback = true;
  Frame frame(64, 40);
  scene.render(kMiddleEast, frame, options);
  EXPECT_EQ(pixel(frame, 32, 0), kDemoColour);
  EXPECT_EQ(pixel(frame, 32, 19), kDemoColour);
  EXPECT_EQ(pixel(frame, 32, 20), 77);  // the knife below the DEMO sprite's transparent half
}

TEST(ShapeScaler, ObjectIsDrawnOnlyWhereTheWallIsStrictlyLower) {
  const SpriteImage image = solid_sprite(kPillarColour);
  Frame frame(64, 40);
  std::vector<WallPost> posts(64);
  posts[30].height = 80;  // as far as the object: hidden
  posts[31].height = 79;
  posts[32].height = 81;
  // Height 80, half size 10: columns 22..41, rows 10..29.
  scale_shape(image, 32, 80, posts, frame);
  EXPECT_EQ(pixel(frame, 22, 10), kPillarColour);
  EXPECT_EQ(pixel(frame, 41, 29), kPillarColour);
  EXPECT_EQ(pixel(frame, 21, 20), 0);
  EXPECT_EQ(pixel(frame, 42, 20), 0);
  EXPECT_EQ(pixel(frame, 22, 9), 0);
  EXPECT_EQ(pixel(frame, 22, 30), 0);
  EXPECT_EQ(pixel(frame, 30, 20), 0);
  EXPECT_EQ(pixel(frame, 31, 20), kPillarColour);
  EXPECT_EQ(pixel(frame, 32, 20), 0);
}

TEST(ShapeScaler, SimpleScaleShapeIgnoresWallsAndTakesHalfItsHeight) {
  const SpriteImage image = solid_sprite(kPillarColour);
  Frame frame(64, 40);
  // Height 20, half size 10: columns 22..41, rows 10..29, whatever stands there.
  simple_scale_shape(image, 32, 20, frame);
  EXPECT_EQ(std::count(frame.pixels.begin(), frame.pixels.end(), kPillarColour), 20 * 20);
  EXPECT_EQ(pixel(frame, 22, 10), kPillarColour);
  EXPECT_EQ(pixel(frame, 41, 29), kPillarColour);
}

TEST(ShapeScaler, TransparentTexelsLeaveTheViewAlone) {
  SpriteImage image;  // the left 32 texel columns opaque
  for (int row = 0; row < 64; ++row) {
    for (int column = 0; column < 32; ++column) {
      image.pixels[static_cast<std::size_t>(row * 64 + column)] = kPillarColour;
      image.alpha[static_cast<std::size_t>(row * 64 + column)] = kSpriteOpaque;
    }
  }
  Frame frame(64, 64);
  std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{5});
  const std::vector<WallPost> posts(64);
  scale_shape(image, 32, 256, posts, frame);  // half size 32: a texel a pixel, from (0, 0)
  EXPECT_EQ(pixel(frame, 0, 0), kPillarColour);
  EXPECT_EQ(pixel(frame, 31, 63), kPillarColour);
  EXPECT_EQ(pixel(frame, 32, 0), 5);
  EXPECT_EQ(pixel(frame, 63, 63), 5);
  EXPECT_EQ(std::count(frame.pixels.begin(), frame.pixels.end(), kPillarColour), 32 * 64);
}

TEST(ShapeScaler, WhereTexelsShareAPixelTheLastOneShows) {
  SpriteImage image;  // texel column c has colour c + 1
  for (int row = 0; row < 64; ++row) {
    for (int column = 0; column < 64; ++column) {
      image.pixels[static_cast<std::size_t>(row * 64 + column)] =
          static_cast<std::uint8_t>(column + 1);
      image.alpha[static_cast<std::size_t>(row * 64 + column)] = kSpriteOpaque;
    }
  }
  Frame frame(64, 40);
  const std::vector<WallPost> posts(64);
  scale_shape(image, 32, 128, posts, frame);  // half size 16: texels 2k and 2k + 1 on column 16 + k
  for (int k = 0; k < 32; ++k) EXPECT_EQ(pixel(frame, 16 + k, 20), 2 * k + 2) << k;
  EXPECT_EQ(pixel(frame, 15, 20), 0);
  EXPECT_EQ(pixel(frame, 48, 20), 0);
}

}  // namespace
}  // namespace wolfsuite::raycaster
