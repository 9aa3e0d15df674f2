#include "reference/raycaster/golden_frames.h"

#include <variant>

#include "decoders/core/sha256.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/literal_renderer.h"

namespace wolfsuite::raycaster {
namespace {

std::string_view direction_name(PushDirection direction) {
  switch (direction) {
    case PushDirection::kEast:
      return "east";
    case PushDirection::kNorth:
      return "north";
    case PushDirection::kWest:
      return "west";
    case PushDirection::kSouth:
      return "south";
  }
  return "east";
}

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
         std::string(direction_name(wall.direction)) + "\", " + std::to_string(wall.progress) +
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
      render_literal(scene, named.view, literal);
      Frame fast_frame(width, height);
      fast.render(scene, named.view, fast_frame);
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

}  // namespace wolfsuite::raycaster
