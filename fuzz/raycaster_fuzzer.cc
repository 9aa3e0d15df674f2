// The reference raycaster, literal vs fast (reference/raycaster/literal_renderer.h,
// fast_renderer.h): any 64 x 64 level, seen from anywhere in and around it at any angle, with any
// door openings and a moving pushwall, renders to the same pixels both ways.
//
// Input (bytes past the end read as 0, bytes past kInputBytes are ignored):
//   offset  size  field
//   0       4     view_x         u32 LE; the view's x is -8 tiles + view_x mod 80 tiles (16.16),
//                                so -8..72 tiles: outside the grid on every side, and on it
//   4       4     view_y         the same for y
//   8       4     angle          s32 LE fine angle (tenths of a degree), any value: the projection
//                                reduces it modulo 3600
//   12      1     width          frame width 1 + width % 96 (odd widths catch rounding)
//   13      1     height         frame height 1 + height % 64
//   14      1     level          bits 0..6: the MAPHEAD slot (picks the ceiling colour); bit 7:
//                                Spear's plane 1 codes and ceilings
//   15      1     pushwall       bit 7 set: a pushwall moves; bits 0..1 its direction (0 east,
//                                1 north, 2 west, 3 south, scene.h PushDirection)
//   16      1     pushwall_x     tile x = byte % 80 - 8 (off the grid is no pushwall)
//   17      1     pushwall_y     tile y, the same
//   18      1     progress       64ths of a tile, as is (the raycaster clamps it to 0..63)
//   19      2     pushwall_code  u16 LE wall code it shows (0 and codes past the textures: missing)
//   21      128   door_open      64 x u16 LE: the opening of door i (Level::doors order, 0 closed
//                                .. 0xFFFF open); doors past the 64th stay closed
//   149     8192  plane 0        4096 x u16 LE, row by row (x east, y south): walls, doors, floor
//   8341    8192  plane 1        4096 x u16 LE: objects
// A short input leaves the rest of the map 0 (empty) and the doors closed; seeds may end where
// plane 1's last object is.
//
// Textures: the synthetic set's VSWAP (decoders/wolf/synthetic_set.h), decoded once.
//
// Checks: render_literal, render_fast (a new FastRenderer) and one FastRenderer kept across inputs
// (its scratch buffers are reused at every size) give the same frame; the frames start filled
// with different bytes, so a pixel one renderer leaves unwritten shows as a difference.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/fuzz_checks.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

using namespace wolfsuite;
using namespace wolfsuite::raycaster;

namespace {

constexpr std::size_t kViewXOffset = 0;
constexpr std::size_t kViewYOffset = 4;
constexpr std::size_t kAngleOffset = 8;
constexpr std::size_t kWidthOffset = 12;
constexpr std::size_t kHeightOffset = 13;
constexpr std::size_t kLevelOffset = 14;
constexpr std::size_t kPushwallOffset = 15;
constexpr std::size_t kPushwallXOffset = 16;
constexpr std::size_t kPushwallYOffset = 17;
constexpr std::size_t kProgressOffset = 18;
constexpr std::size_t kPushwallCodeOffset = 19;
constexpr std::size_t kDoorOpenOffset = 21;
constexpr std::size_t kDoorOpenings = 64;  // the engine's MAXDOORS
constexpr std::size_t kPlaneWords = std::size_t{kGridSide} * kGridSide;
constexpr std::size_t kPlane0Offset = kDoorOpenOffset + 2 * kDoorOpenings;
constexpr std::size_t kPlane1Offset = kPlane0Offset + 2 * kPlaneWords;
constexpr std::size_t kInputBytes = kPlane1Offset + 2 * kPlaneWords;

constexpr std::uint32_t kViewSpan = 80u << 16;  // -8..72 tiles
constexpr std::int64_t kViewOrigin = -(std::int64_t{8} << 16);
constexpr int kTileSpan = 80;
constexpr int kTileOrigin = -8;
constexpr int kMaxWidth = 96;
constexpr int kMaxHeight = 64;
constexpr std::uint8_t kMoving = 0x80;
constexpr std::uint8_t kSpear = 0x80;

const Textures& synthetic_textures() {
  static const Textures textures = [] {
    const Result<Vswap> vswap = synthetic_vswap();
    return build_textures(fuzz::require_ok(vswap, "synthetic_vswap"));
  }();
  return textures;
}

GameMap map_of(ByteSpan input) {
  GameMap map = new_game_map("Fuzz");
  for (int plane = 0; plane < 2; ++plane) {
    const std::size_t start = plane == 0 ? kPlane0Offset : kPlane1Offset;
    auto& words = map.planes[static_cast<std::size_t>(plane)];
    words.assign(kPlaneWords, 0);
    for (std::size_t i = 0; i < kPlaneWords; ++i) words[i] = load_u16le(input, start + 2 * i);
  }
  return map;
}

Motion motion_of(ByteSpan input) {
  Motion motion;
  motion.door_open.resize(kDoorOpenings);
  for (std::size_t door = 0; door < kDoorOpenings; ++door) {
    motion.door_open[door] = load_u16le(input, kDoorOpenOffset + 2 * door);
  }
  const std::uint8_t pushwall = input[kPushwallOffset];
  if ((pushwall & kMoving) != 0) {
    MovingPushwall wall;
    wall.x = input[kPushwallXOffset] % kTileSpan + kTileOrigin;
    wall.y = input[kPushwallYOffset] % kTileSpan + kTileOrigin;
    wall.direction = static_cast<PushDirection>(pushwall & 3);
    wall.progress = input[kProgressOffset];
    wall.code = load_u16le(input, kPushwallCodeOffset);
    motion.pushwall = wall;
  }
  return motion;
}

View view_of(ByteSpan input) {
  View view;
  view.x = kViewOrigin + load_u32le(input, kViewXOffset) % kViewSpan;
  view.y = kViewOrigin + load_u32le(input, kViewYOffset) % kViewSpan;
  view.angle = static_cast<std::int32_t>(load_u32le(input, kAngleOffset));
  return view;
}

void require_same_frame(const Frame& literal, const Frame& fast, const char* what) {
  if (fast.width != literal.width || fast.height != literal.height) {
    fuzz::fail(std::string(what) + " frame is " + std::to_string(fast.width) + "x" +
               std::to_string(fast.height) + ", the literal one " + std::to_string(literal.width) +
               "x" + std::to_string(literal.height));
  }
  const auto mismatch = std::mismatch(literal.pixels.begin(), literal.pixels.end(),
                                      fast.pixels.begin(), fast.pixels.end());
  if (mismatch.first == literal.pixels.end()) return;
  const auto at = static_cast<std::size_t>(mismatch.first - literal.pixels.begin());
  const auto width = static_cast<std::size_t>(literal.width);
  fuzz::fail(std::string(what) + " differs from render_literal at x " + std::to_string(at % width) +
             ", y " + std::to_string(at / width) + ": " + std::to_string(*mismatch.second) +
             " where the literal renderer drew " + std::to_string(*mismatch.first));
}

Frame filled_frame(int width, int height, std::uint8_t fill) {
  Frame frame(width, height);
  std::fill(frame.pixels.begin(), frame.pixels.end(), fill);
  return frame;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes padded(kInputBytes, 0);
  std::copy_n(data, std::min(size, kInputBytes), padded.begin());
  const ByteSpan input(padded);

  const std::uint8_t level_byte = input[kLevelOffset];
  const Level level = build_level(map_of(input), level_byte & 0x7F, (level_byte & kSpear) != 0);
  const Motion motion = motion_of(input);
  const Scene scene{level, synthetic_textures(), motion};
  const View view = view_of(input);
  const int width = 1 + input[kWidthOffset] % kMaxWidth;
  const int height = 1 + input[kHeightOffset] % kMaxHeight;

  Frame literal = filled_frame(width, height, 0xAA);
  render_literal(scene, view, literal);
  Frame fast = filled_frame(width, height, 0x55);
  render_fast(scene, view, fast);
  require_same_frame(literal, fast, "render_fast");

  static FastRenderer reused;
  Frame again = filled_frame(width, height, 0x33);
  reused.render(scene, view, again);
  require_same_frame(literal, again, "a reused FastRenderer");
  return 0;
}
