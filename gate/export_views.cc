// render-view and demo-trace, for sets of a known version (the "game" param). The views are the
// golden views (reference/raycaster/golden_views.h), open doors and moving pushwalls included, and
// a real set's engine views; each at every resolution export_view_vector.h makes.
#include "gate/export_view_vector.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::gate::exporter {
namespace {

namespace rc = raycaster;

constexpr int kViewSize = 19;                // Wolf4SDL's default window, 304 x 152
constexpr int kStartViewSizes[] = {21, 10};  // the whole screen and a small window

// The tags of a golden view by its name (golden_views.h).
std::vector<std::string> golden_view_tags(const std::string& view_name) {
  if (view_name == "edge") return {"off-map"};
  return {};
}

// A golden view's motion as the engine tool's doors and pushwall (engine_views.h).
void set_motion(const rc::Motion& motion, const rc::Level& level, ViewVector& vector) {
  for (std::size_t door = 0; door < motion.door_open.size() && door < level.doors.size(); ++door) {
    if (motion.door_open[door] == 0) continue;
    vector.doors.push_back({level.doors[door].x, level.doors[door].y, motion.door_open[door]});
  }
  if (motion.pushwall) {
    const rc::MovingPushwall& wall = *motion.pushwall;
    vector.pushwall = rc::EnginePushwall{wall.x, wall.y, wall.direction, wall.progress};
  }
}

}  // namespace

void export_views(const SetExport& set, VectorTree& tree, const FramePngEncoder& png) {
  if (!can_export_views(set)) return;
  const bool spear = version_facts(*set.version).spear;
  ViewVectors views(set, tree, png);
  for (std::size_t map = 0; map < set.set.maps->slots.size(); ++map) {
    const GameMap* game_map = map_in_slot(*set.set.maps, static_cast<int>(map));
    if (game_map == nullptr) continue;
    const rc::Level level = rc::build_level(*game_map, static_cast<int>(map), spear);
    for (const rc::NamedView& named : rc::golden_views(*game_map, level, spear)) {
      ViewVector vector{numbered("map", map, 2) + "-" + named.name,
                        static_cast<int>(map),
                        named.view,
                        kViewSize,
                        {},
                        {},
                        golden_view_tags(named.name)};
      set_motion(named.motion, level, vector);
      views.add(vector);
      if (named.name != "start") continue;
      for (const int view_size : kStartViewSizes) {
        vector.view_size = view_size;
        views.add(vector);
      }
    }
  }
  for (const rc::EngineView& view : set.engine_views) {
    if (map_in_slot(*set.set.maps, view.map) == nullptr) continue;
    views.add({"engine-" + view.name, view.map, view.view, kViewSize, view.doors, view.pushwall,
               {"engine-view"}});
  }
}

bool can_export_views(const SetExport& set) {
  return set.version && set.set.maps && set.set.vswap && set.has("maphead") &&
         set.has("gamemaps") && set.has("vswap");
}

void export_demos(const SetExport& set, VectorTree& tree) {
  if (!set.version || !set.set.graphics) return;
  const std::vector<VectorInput> inputs = set.every_file();
  const std::size_t demos = demo_chunk_indices(*set.set.graphics).size();
  for (std::size_t demo = 0; demo < demos; ++demo) {
    tree.add_vector(set.id("demo-trace", numbered("demo", demo, 1)), "demo-trace", inputs,
                    {{"game", std::string(version_facts(*set.version).tag)},
                     {"demo", static_cast<std::int64_t>(demo)}},
                    {OutputFormat::kTraceJsonl, ".jsonl", 0, 0, {}});
  }
}

}  // namespace wolfsuite::gate::exporter
