// render-view and demo-trace, for sets of a known version (the "game" param). The views are the
// golden views (reference/raycaster/golden_views.h) in which nothing moves: protocol v1 has no
// params for door openings or a pushwall in motion.

#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/set_palette.h"
#include "gate/export_parts.h"
#include "reference/set_playback/set_playback.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"
#include "reference/raycaster/view_window.h"

namespace wolfsuite::gate::exporter {
namespace {

namespace rc = raycaster;

constexpr int kScreenWidth = 320;  // the engine's screen
constexpr int kScreenHeight = 200;
constexpr int kViewSize = 19;                // the game's default window, 304 x 152
constexpr int kStartViewSizes[] = {21, 10};  // the whole screen and a small window

bool still(const rc::NamedView& view) {
  return view.motion.door_open.empty() && !view.motion.pushwall;
}

struct ViewExport {
  const SetExport& set;
  VectorTree& tree;
  const FramePngEncoder& png;
  Rgb8Palette palette;

  // `tags`: what the view shows ("off-map", "engine-view"); "implementation-defined" is added
  // when a ray reads outside the tile map, where the engine's read is undefined.
  void add(std::size_t map, const std::string& name, const rc::View& view, int view_size,
           std::vector<std::string> tags) {
    const std::optional<rc::ViewWindow> window =
        rc::view_window(view_size, kScreenWidth, kScreenHeight);
    if (!window) return;
    if (reads_outside_tile_map(map, view, view_size)) {
      tags.emplace_back(kImplementationDefinedTag);
    }
    OutputShape shape{OutputFormat::kIndexedFrame,
                      ".frame",
                      static_cast<std::uint32_t>(window->width),
                      static_cast<std::uint32_t>(window->height),
                      {}};
    if (png) {
      shape.png = [this, &window](ByteSpan pixels) {
        return png(window->width, window->height, pixels, palette);
      };
    }
    tree.add_vector(set.id("render-view", name + "-vs" + std::to_string(view_size)), "render-view",
                    {set.input("maphead", "maphead"), set.input("gamemaps", "gamemaps"),
                     set.input("vswap", "vswap")},
                    {{"game", std::string(version_facts(*set.version).tag)},
                     {"map", static_cast<std::int64_t>(map)},
                     {"x", std::int64_t{view.x}},
                     {"y", std::int64_t{view.y}},
                     {"angle", std::int64_t{view.angle}},
                     {"view_size", std::int64_t{view_size}},
                     {"screen_width", std::int64_t{kScreenWidth}},
                     {"screen_height", std::int64_t{kScreenHeight}}},
                    shape, tags);
  }

  bool reads_outside_tile_map(std::size_t map, const rc::View& view, int view_size) const {
    const auto drawn = set_playback::render_map_view_with_report(
        set.set, {static_cast<int>(map), view, view_size, kScreenWidth, kScreenHeight});
    return drawn.ok() && rc::reads_outside_tile_array(drawn->report.posts);
  }
};

// The tags of a golden view by its name (golden_views.h).
std::vector<std::string> golden_view_tags(const std::string& view_name) {
  if (view_name == "edge") return {"off-map"};
  return {};
}

}  // namespace

void export_views(const SetExport& set, VectorTree& tree, const FramePngEncoder& png) {
  if (!set.version || !set.set.maps || !set.set.vswap || !set.has("maphead") ||
      !set.has("gamemaps") || !set.has("vswap")) {
    return;
  }
  const bool spear = version_facts(*set.version).spear;
  ViewExport views{set, tree, png, palette_to_rgb8(set_palette(set.set).palette)};
  for (std::size_t map = 0; map < set.set.maps->slots.size(); ++map) {
    const GameMap* game_map = map_in_slot(*set.set.maps, static_cast<int>(map));
    if (game_map == nullptr) continue;
    const rc::Level level = rc::build_level(*game_map, static_cast<int>(map), spear);
    for (const rc::NamedView& named : rc::golden_views(*game_map, level, spear)) {
      if (!still(named)) continue;
      const std::string name = numbered("map", map, 2) + "-" + named.name;
      views.add(map, name, named.view, kViewSize, golden_view_tags(named.name));
      if (named.name != "start") continue;
      for (const int view_size : kStartViewSizes) views.add(map, name, named.view, view_size, {});
    }
  }
  for (const rc::EngineView& view : set.engine_views) {
    if (map_in_slot(*set.set.maps, view.map) == nullptr || !view.doors.empty() || view.pushwall) {
      continue;
    }
    views.add(static_cast<std::size_t>(view.map), "engine-" + view.name, view.view, kViewSize,
              {"engine-view"});
  }
}

void export_demos(const SetExport& set, VectorTree& tree) {
  if (!set.version || !set.set.graphics) return;
  std::vector<VectorInput> inputs;
  for (const std::string_view stem : kWolfSetStems) {
    if (set.has(std::string(stem)))
      inputs.push_back(set.input(std::string(stem), std::string(stem)));
  }
  const std::size_t demos = demo_chunk_indices(*set.set.graphics).size();
  for (std::size_t demo = 0; demo < demos; ++demo) {
    tree.add_vector(set.id("demo-trace", numbered("demo", demo, 1)), "demo-trace", inputs,
                    {{"game", std::string(version_facts(*set.version).tag)},
                     {"demo", static_cast<std::int64_t>(demo)}},
                    {OutputFormat::kTraceJsonl, ".jsonl", 0, 0, {}});
  }
}

}  // namespace wolfsuite::gate::exporter
