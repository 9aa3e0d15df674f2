#include "reference/raycaster/golden_frames.h"

#include <nlohmann/json.hpp>
#include <variant>

#include "decoders/core/sha256.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/view_window.h"

namespace wolfsuite::raycaster {
namespace {

std::string doors_json(const Level& level, const Motion& motion) {
  std::string json;
  for (std::size_t door = 0; door < level.doors.size(); ++door) {
    const std::uint16_t opening = motion.door_opening(door);
    if (opening == 0) continue;
    json += json.empty() ? "[" : ", ";
    json += "[" + std::to_string(level.doors[door].x) + ", " + std::to_string(level.doors[door].y) +
            ", " + std::to_string(opening) + "]";
  }
  return json.empty() ? json : json + "]";
}

std::string pushwall_json(const Motion& motion) {
  if (!motion.pushwall) return "";
  const MovingPushwall& wall = *motion.pushwall;
  return "[" + std::to_string(wall.x) + ", " + std::to_string(wall.y) + ", \"" +
         push_direction_name(wall.direction) + "\", " + std::to_string(wall.progress) +
         "]";
}

}  // namespace

GoldenFrames golden_frames(const MapSet& maps, const Vswap& vswap, bool spear,
                           const std::string& set_name, int width, int height,
                           const std::function<void(int map)>& on_map) {
  GoldenFrames golden{set_name, width, height, {}};
  const Textures textures = build_textures(vswap);
  FastRenderer fast;
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    const auto* map = std::get_if<GameMap>(&maps.slots[slot]);
    if (map == nullptr) continue;
    const int map_index = static_cast<int>(slot);
    if (on_map) on_map(map_index);
    const Level level = build_level(*map, map_index, spear);
    for (NamedView& named : golden_views(*map, level, spear)) {
      const Scene scene{level, textures, named.motion};
      Frame literal(width, height);
      render_literal(scene, named.view, {}, literal);
      Frame fast_frame(width, height);
      fast.render(scene, named.view, {}, fast_frame);
      GoldenFrame frame;
      frame.map = map_index;
      frame.doors_json = doors_json(level, named.motion);
      frame.pushwall_json = pushwall_json(named.motion);
      frame.sha256 = sha256_hex(literal.pixels);
      frame.fast_agrees = fast_frame == literal;
      frame.named = std::move(named);
      golden.frames.push_back(std::move(frame));
    }
  }
  return golden;
}

std::string golden_frames_json(const GoldenFrames& golden) {
  std::string json = "{\"schema\": \"wolfsuite-frames/1\", \"set\": \"" + golden.set +
                     "\", \"size\": [" + std::to_string(golden.width) + ", " +
                     std::to_string(golden.height) + "], \"frames\": [";
  for (std::size_t i = 0; i < golden.frames.size(); ++i) {
    const GoldenFrame& frame = golden.frames[i];
    const View& view = frame.named.view;
    json += i == 0 ? "\n" : ",\n";
    json += " {\"map\": " + std::to_string(frame.map) + ", \"view\": \"" + frame.named.name +
            "\", \"x\": \"" + format_position(view.x) + "\", \"y\": \"" +
            format_position(view.y) + "\", \"angle\": \"" + format_angle(view.angle) + "\"";
    if (!frame.doors_json.empty()) json += ", \"doors\": " + frame.doors_json;
    if (!frame.pushwall_json.empty()) json += ", \"pushwall\": " + frame.pushwall_json;
    json += ", \"sha256\": \"" + frame.sha256 + "\"}";
  }
  return json + "]}\n";
}

std::vector<EngineViewFrame> engine_view_frames(const MapSet& maps, const Vswap& vswap, bool spear,
                                                const std::vector<EngineView>& views,
                                                int screen_width, int screen_height) {
  const Textures textures = build_textures(vswap);
  FastRenderer fast;
  std::vector<EngineViewFrame> frames;
  for (const EngineView& view : views) {
    const GameMap* map = map_in_slot(maps, view.map);
    if (map == nullptr) continue;
    const Level level = build_level(*map, view.map, spear);
    const Motion motion = engine_view_motion(view, level);
    const Scene scene{level, textures, motion};
    for (const int view_size : kEngineViewSizes) {
      const std::optional<ViewWindow> window = view_window(view_size, screen_width, screen_height);
      if (!window) continue;
      Frame literal(window->width, window->height);
      render_literal(scene, view.view, {}, literal);
      Frame fast_frame(window->width, window->height);
      fast.render(scene, view.view, {}, fast_frame);
      frames.push_back({view.name, view_size, window->width, window->height,
                        sha256_hex(literal.pixels), fast_frame == literal});
    }
  }
  return frames;
}

std::string engine_view_frames_json(const std::string& set, const std::vector<EngineView>& views,
                                    const std::vector<EngineViewFrame>& frames) {
  std::string json = "{\"schema\": \"wolfsuite-engine-view-frames/1\", \"set\": " +
                     nlohmann::json(set).dump() + ", \"views\": [";
  bool first = true;
  for (const EngineView& view : views) {
    nlohmann::ordered_json entry;
    entry["name"] = view.name;
    entry["map"] = view.map;
    entry["x16"] = view.view.x;
    entry["y16"] = view.view.y;
    entry["angle_degrees"] = view.view.angle;
    nlohmann::ordered_json doors = nlohmann::ordered_json::array();
    for (const EngineDoor& door : view.doors) doors.push_back({door.x, door.y, door.position});
    entry["doors"] = std::move(doors);
    entry["pushwall"] = nullptr;
    if (view.pushwall) {
      entry["pushwall"] = {view.pushwall->x, view.pushwall->y,
                           push_direction_name(view.pushwall->direction), view.pushwall->progress};
    }
    nlohmann::ordered_json sizes = nlohmann::ordered_json::object();
    for (const EngineViewFrame& frame : frames) {
      if (frame.name != view.name) continue;
      sizes[std::to_string(frame.width) + "x" + std::to_string(frame.height)] = {
          {"viewsize", frame.view_size}, {"sha256", frame.sha256}};
    }
    if (sizes.empty()) continue;
    entry["frames"] = std::move(sizes);
    json += first ? "\n " : ",\n ";
    json += entry.dump();
    first = false;
  }
  return json + "]}\n";
}

}  // namespace wolfsuite::raycaster
