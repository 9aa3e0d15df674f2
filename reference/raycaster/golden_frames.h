#pragma once
// Golden frames (golden/frames/<set>.json, schema wolfsuite-frames/1): the sha256 of every golden
// view (golden_views.h) of every map of a set, rendered by render_literal at one size. A port
// renders the same views and compares hashes; golden_frames_test.cc recomputes the committed
// manifests, and `wolfsuite render DIR --golden` writes them.
//
// {"schema": "wolfsuite-frames/1", "set": "wl1", "size": [320, 200], "frames": [
//  {"map": 0, "view": "start", "x": "29.5", "y": "57.5", "angle": "90", "sha256": "..."},
//  {"map": 0, "view": "door", ..., "doors": [[31, 54, 65535]], "sha256": "..."},
//  {"map": 0, "view": "pushing", ..., "pushwall": [10, 20, "east", 32], "sha256": "..."}]}
// One frame per line, in map order, then golden_views order. "doors" lists the doors that are
// not closed (tile x, tile y, opening 0..65535), "pushwall" the moving one (tile x, tile y,
// direction, progress 0..63); both are absent when nothing moves. The palette indices are hashed
// row by row, width * height bytes.
#include <functional>
#include <string>
#include <vector>

#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/golden_views.h"

namespace wolfsuite::raycaster {

struct GoldenFrame {
  int map = 0;
  NamedView named;
  std::string doors_json;     // "" when no door is open
  std::string pushwall_json;  // "" when no pushwall moves
  std::string sha256;
  bool fast_agrees = true;  // render_fast gave the same bytes
};

struct GoldenFrames {
  std::string set;
  int width = 0;
  int height = 0;
  std::vector<GoldenFrame> frames;
};

// Every map slot that holds a map, every golden view. `on_map` (may be empty) is called before
// each map, for progress reports.
GoldenFrames golden_frames(const MapSet& maps, const Vswap& vswap, bool spear,
                           const std::string& set_name, int width, int height,
                           const std::function<void(int map)>& on_map = {});

std::string golden_frames_json(const GoldenFrames& golden);

// The frames of views given in the engine-frames schema (engine_views.h) at view sizes 21 and 19
// of a screen, the manifest golden/frames/<set>-engine-views.json (schema
// wolfsuite-engine-view-frames/1): the views as given, each with
//   "frames": {"320x200": {"viewsize": 21, "sha256": "..."}, "304x152": {"viewsize": 19, ...}}
// (the window of each view size, view_window.h). A machine with the set but without the engine's
// recordings checks our frames (and so the engine's, engine_frames_test.cc) from these hashes.
struct EngineViewFrame {
  std::string name;
  int view_size = 0;
  int width = 0;
  int height = 0;
  std::string sha256;
  bool fast_agrees = true;
};

inline constexpr int kEngineViewSizes[] = {21, 19};

// Views whose map slot holds no map are skipped.
std::vector<EngineViewFrame> engine_view_frames(const MapSet& maps, const Vswap& vswap, bool spear,
                                                const std::vector<EngineView>& views,
                                                int screen_width, int screen_height);

std::string engine_view_frames_json(const std::string& set, const std::vector<EngineView>& views,
                                    const std::vector<EngineViewFrame>& frames);

}  // namespace wolfsuite::raycaster
