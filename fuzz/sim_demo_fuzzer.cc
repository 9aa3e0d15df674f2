// The tic simulator (reference/sim/) playing any demo on a real map: the synthetic set's maps as
// decoded, its VSWAP for the view, the demo's frames any bytes (absurd controls included).
//
// Input: fuzz/sim_demo_input.h (a map byte, then {buttons, turn, move} frames).
//
// Checks, whatever the input:
//  - decode_demo reads the same bytes as a demo lump: a clean error or a demo, never an internal
//    error; a demo re-encodes to the same bytes;
//  - playback (at most kMaxFrames frames, PlaybackOptions::max_frames; the view at the size the
//    input names) keeps the engine's limits
//    and the object list's links after set-up and every frame, and ends within the demo or the
//    cap (fuzz/sim_checks.h);
//  - playing the same demo again gives the same end and the same hash of every frame's state
//    (objhash, doorhash, the player, the random index): the logic is deterministic.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/sim_checks.h"
#include "fuzz/sim_demo_input.h"
#include "reference/raycaster/scene.h"

using namespace wolfsuite;

namespace {

// 500 frames, half a minute of play: under ASan + UBSan with libFuzzer's comparison tracing a
// frame at view size 19 costs about half a millisecond with its pixels drawn (this target plays
// the view's report only, which in the default build costs 0.55 of that), and every input is
// played twice.
constexpr int kMaxFrames = 500;
// The engine's window for a view size: 16 pixels a step wide, half as high (HEIGHTRATIO).
constexpr int kViewStepPixels = 16;

const MapSet& synthetic_maps() {
  static const MapSet maps = fuzz::require_ok(synthetic_map_set(), "synthetic_map_set");
  return maps;
}

const raycaster::Textures& synthetic_textures() {
  static const raycaster::Textures textures =
      raycaster::build_textures(fuzz::require_ok(synthetic_vswap(), "synthetic_vswap"));
  return textures;
}

void check_demo_lump(ByteSpan bytes) {
  Findings findings;
  const Result<Demo> demo = decode_demo(bytes, findings);
  fuzz::abort_on_internal(demo, "decode_demo");
  if (!demo.ok()) return;
  const Result<Bytes> encoded = encode_demo(*demo);
  fuzz::require_same_bytes(bytes, fuzz::require_ok(encoded, "encode_demo"),
                           "encode_demo(decode_demo(lump))");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan bytes(data, size);
  check_demo_lump(bytes);

  fuzz::SimDemoInput input = fuzz::parse_sim_demo_input(bytes);
  const GameMap* map = map_in_slot(synthetic_maps(), input.map);
  fuzz::require(map != nullptr,
                "the synthetic set has no map in slot " + std::to_string(input.map));
  const Demo demo = fuzz::require_ok(
      new_demo(static_cast<std::uint8_t>(input.map), std::move(input.frames)), "new_demo");
  sim::PlaybackOptions options;
  options.demo_rules = !input.fixed_rules;
  options.view_size = input.view_size;
  options.view_width = input.view_size * kViewStepPixels;
  options.view_height = input.view_size * kViewStepPixels / 2;
  options.max_frames = kMaxFrames;
  options.draw_view = false;  // the checks read the logic and the view's report, not its pixels

  const fuzz::CheckedPlayback first = fuzz::play_checked(*map, demo, options, synthetic_textures());
  const fuzz::CheckedPlayback again = fuzz::play_checked(*map, demo, options, synthetic_textures());
  fuzz::require(first.trace_hash == again.trace_hash && first.end.frames == again.end.frames,
                "the same demo played twice gives different frames");
  return 0;
}
