// The reference raycaster, literal vs fast (reference/raycaster/literal_renderer.h,
// fast_renderer.h): any 64 x 64 level, seen from anywhere in and around it at any angle, with any
// door openings and a moving pushwall, any weapon, in or out of demo playback, for a player at
// full or low health, renders to the same pixels and the same report (wall heights, seen tiles,
// objects) both ways.
//
// Input: the level, view, frame size and motion, laid out as fuzz/fuzz_inputs.h describes
// (parse_raycaster_input); any bytes are an input.
//
// Textures: the synthetic set's VSWAP (decoders/wolf/synthetic_set.h), decoded once.
//
// Checks: render_literal, render_fast (a new FastRenderer, with the CPU's best kernels), one
// FastRenderer kept across inputs with the portable kernels (its tables and scratch buffers are
// reused at every size) and, where the best kernels are AVX-512 VBMI's, one kept with AVX2's
// (kernels and wall-pass lanes) give the same frame and report; the frames start filled with
// different bytes, so a pixel one renderer leaves unwritten shows as a difference.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

using namespace wolfsuite;
using namespace wolfsuite::raycaster;

namespace {

const Textures& synthetic_textures() {
  static const Textures textures = [] {
    const Result<Vswap> vswap = synthetic_vswap();
    return build_textures(fuzz::require_ok(vswap, "synthetic_vswap"));
  }();
  return textures;
}

GameMap map_of(fuzz::RaycasterInput& input) {
  GameMap map = new_game_map("Fuzz");
  map.planes[0] = std::move(input.plane0);
  map.planes[1] = std::move(input.plane1);
  return map;
}

Motion motion_of(fuzz::RaycasterInput& input) {
  Motion motion;
  motion.door_open = std::move(input.door_open);
  if (input.pushwall_moving) {
    MovingPushwall wall;
    wall.x = input.pushwall_x;
    wall.y = input.pushwall_y;
    wall.direction = static_cast<PushDirection>(input.pushwall_direction);
    wall.progress = input.progress;
    wall.code = static_cast<std::uint8_t>(input.pushwall_code);  // the engine's tile byte
    motion.pushwall = wall;
  }
  return motion;
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

RenderOptions options_of(const fuzz::RaycasterInput& input) {
  constexpr int kLowHealth = 10;
  constexpr int kFullAmmo = 99;
  RenderOptions options;
  options.demo_playback = input.demo_playback;
  if (input.hurt_player) options.player = {kLowHealth, kFullAmmo};
  if (input.weapon >= 1 && input.weapon <= 4)
    options.weapon = static_cast<Weapon>(input.weapon - 1);
  return options;
}

void require_same_report(const FrameReport& literal, const FrameReport& fast, const char* what) {
  if (fast != literal)
    fuzz::fail(std::string(what) + " reports other wall heights, tiles or objects");
}

Frame filled_frame(int width, int height, std::uint8_t fill) {
  Frame frame(width, height);
  std::fill(frame.pixels.begin(), frame.pixels.end(), fill);
  return frame;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::RaycasterInput input = fuzz::parse_raycaster_input(ByteSpan(data, size));
  const Level level = build_level(map_of(input), input.map_index, input.spear);
  const Motion motion = motion_of(input);
  const Scene scene{level, synthetic_textures(), motion};
  const View view{input.view_x, input.view_y, input.angle};
  const RenderOptions options = options_of(input);

  Frame literal = filled_frame(input.width, input.height, 0xAA);
  const FrameReport literal_report = render_literal(scene, view, options, literal);
  Frame fast = filled_frame(input.width, input.height, 0x55);
  const FrameReport fast_report = render_fast(scene, view, options, fast);
  require_same_frame(literal, fast, "render_fast");
  require_same_report(literal_report, fast_report, "render_fast");

  static FastRenderer reused(Isa::portable);
  Frame again = filled_frame(input.width, input.height, 0x33);
  const FrameReport again_report = reused.render(scene, view, options, again);
  require_same_frame(literal, again, "a reused portable FastRenderer");
  require_same_report(literal_report, again_report, "a reused portable FastRenderer");

  // The AVX2 kernels and wall-pass lanes, which render_fast does not run where AVX-512 VBMI's take
  // their place.
  if (best_isa() == Isa::avx512vbmi) {
    static FastRenderer avx2(Isa::avx2);
    Frame avx2_frame = filled_frame(input.width, input.height, 0x66);
    const FrameReport avx2_report = avx2.render(scene, view, options, avx2_frame);
    require_same_frame(literal, avx2_frame, "a reused AVX2 FastRenderer");
    require_same_report(literal_report, avx2_report, "a reused AVX2 FastRenderer");
  }
  return 0;
}
