#pragma once
// The golden manifest of a set's demo traces (golden/demos/<set>.json): for every demo of the
// set, the SHA-256 of its whole trace (trace.h) and how it ended, so a machine without the
// engine's recordings checks the simulator's playback by hash.
//
// {"schema": "wolfsuite-demo-traces/1", "set": "wl1", "demos": [
//   {"demo": 0, "map": 0, "frames": 1152, "end": "player died", "trace_sha256": "..."},
//   ...]}
// One demo a line, so a change shows as one changed line.
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "reference/raycaster/scene.h"
#include "reference/sim/demo_playback.h"

namespace wolfsuite::sim {

struct GoldenTrace {
  int demo = 0;
  int map = 0;
  int frames = 0;
  std::string end;
  std::string trace_sha256;
  friend bool operator==(const GoldenTrace&, const GoldenTrace&) = default;
};

// Plays every demo chunk of `graphics` on its map (view size 19 at 320 x 200, as the engine's
// demos) and hashes its trace. A demo that does not decode, or whose map the set lacks, is an
// error naming it (E-DEMO-NO-MAP; the demo decoder's own errors pass through).
Result<std::vector<GoldenTrace>> golden_traces(const Graphics& graphics, const MapSet& maps,
                                               const raycaster::Textures& textures,
                                               const PlaybackOptions& options,
                                               std::string_view set_tag);

std::string golden_traces_json(std::string_view set_tag, const std::vector<GoldenTrace>& traces);

// E-DEMO-GOLDEN when the text is not such a manifest.
Result<std::vector<GoldenTrace>> parse_golden_traces(std::string_view json);

}  // namespace wolfsuite::sim
