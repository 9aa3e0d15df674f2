#include "gate/export_view_vector.h"

#include "decoders/wolf/game_palette.h"
#include "reference/raycaster/view_window.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::gate::exporter {
namespace {

namespace rc = raycaster;

constexpr int kEngineScreenWidth = 320;  // the DOS screen
constexpr int kEngineScreenHeight = 200;
constexpr int kDefaultViewSize = 19;  // Wolf4SDL's default window, 304 x 152 at 320x200

// "12,3,65535;40,7,32768": the doors param (playback_inputs.h).
std::string doors_text(const std::vector<rc::EngineDoor>& doors) {
  std::string text;
  for (const rc::EngineDoor& door : doors) {
    if (!text.empty()) text += ';';
    text += rc::engine_door_text(door);
  }
  return text;
}

}  // namespace

ViewVectors::ViewVectors(const SetExport& set, VectorTree& tree, const FramePngEncoder& png)
    : set_(set), tree_(tree), png_(png), palette_(palette_to_rgb8(set_palette(set.set).palette)) {}

void ViewVectors::add(const ViewVector& view) {
  std::vector<std::string> tags = view.tags;
  if (!view.doors.empty()) tags.emplace_back("door-open");
  if (view.pushwall) tags.emplace_back("pushwall-moving");
  if (!add_at(view, {kEngineScreenWidth, kEngineScreenHeight}, tags)) return;
  if (view.view_size != kDefaultViewSize) return;
  tags.emplace_back("hi-res");
  for (const Screen screen : {Screen{640, 400}, Screen{960, 600}}) add_at(view, screen, tags);
}

bool ViewVectors::add_at(const ViewVector& view, Screen screen, std::vector<std::string> tags) {
  const bool engine_behaviour = !reads_outside_tile_map(view, screen);
  if (!engine_behaviour) tags.emplace_back(kImplementationDefinedTag);
  const std::optional<rc::ViewWindow> window =
      rc::view_window(view.view_size, screen.width, screen.height);
  if (!window) return false;
  OutputShape shape{OutputFormat::kIndexedFrame,
                    ".frame",
                    static_cast<std::uint32_t>(window->width),
                    static_cast<std::uint32_t>(window->height),
                    {},
                    {}};
  if (png_) {
    shape.png = [this, width = window->width, height = window->height](ByteSpan pixels) {
      return png_(width, height, pixels, palette_);
    };
  }
  Params params{{"game", std::string(version_facts(*set_.version).tag)},
                {"map", std::int64_t{view.map}},
                {"x", std::int64_t{view.view.x}},
                {"y", std::int64_t{view.view.y}},
                {"angle", std::int64_t{view.view.angle}},
                {"view_size", std::int64_t{view.view_size}},
                {"screen_width", std::int64_t{screen.width}},
                {"screen_height", std::int64_t{screen.height}}};
  if (!view.doors.empty()) params.emplace("doors", doors_text(view.doors));
  if (view.pushwall) params.emplace("pushwall", rc::engine_pushwall_text(*view.pushwall));
  std::string name = view.name + "-vs" + std::to_string(view.view_size);
  if (screen.width != kEngineScreenWidth || screen.height != kEngineScreenHeight) {
    name += "-" + std::to_string(screen.width) + "x" + std::to_string(screen.height);
  }
  tree_.add_vector(set_.id("render-view", name), "render-view",
                   {set_.input("maphead", "maphead"), set_.input("gamemaps", "gamemaps"),
                    set_.input("vswap", "vswap")},
                   params, shape, tags);
  return engine_behaviour;
}

bool ViewVectors::reads_outside_tile_map(const ViewVector& view, Screen screen) const {
  const set_playback::MapViewRequest request{view.map,      view.view,     view.view_size,
                                             screen.width,  screen.height, view.doors,
                                             view.pushwall};
  const Result<bool> outside = set_playback::map_view_reads_outside_tile_array(set_.set, request);
  return outside.ok() && *outside;
}

}  // namespace wolfsuite::gate::exporter
