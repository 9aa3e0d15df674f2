#include "reference/raycaster/engine_views.h"

#include <array>
#include <nlohmann/json.hpp>

#include "decoders/core/decimal_text.h"

namespace wolfsuite::raycaster {
namespace {

constexpr std::string_view kSchema = "engine-frames/1";
// golden_frames.h's manifest of such views carries the same view fields.
constexpr std::string_view kManifestSchema = "wolfsuite-engine-view-frames/1";
constexpr std::array<std::string_view, 4> kDirectionNames = {"north", "east", "south", "west"};

Error bad_views(const std::string& message) {
  return malformed("E-RENDER-VIEWS", 0, "engine views: " + message);
}

std::optional<int> grid_coordinate(std::string_view text) {
  const auto value = decimal(text, 2);
  if (!value || *value >= static_cast<std::uint64_t>(kGridSide)) return std::nullopt;
  return static_cast<int>(*value);
}

}  // namespace

std::string push_direction_name(PushDirection direction) {
  return std::string(kDirectionNames[static_cast<std::size_t>(direction)]);
}

std::optional<PushDirection> push_direction_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kDirectionNames.size(); ++i) {
    if (kDirectionNames[i] == name) return static_cast<PushDirection>(i);
  }
  return std::nullopt;
}

std::optional<EngineDoor> parse_engine_door(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, ',');
  if (parts.size() != 3) return std::nullopt;
  const auto x = grid_coordinate(parts[0]);
  const auto y = grid_coordinate(parts[1]);
  const auto position = decimal(parts[2], 5);
  if (!x || !y || !position || *position > kDoorFullyOpen) return std::nullopt;
  return EngineDoor{*x, *y, static_cast<std::uint16_t>(*position)};
}

std::optional<EnginePushwall> parse_engine_pushwall(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, ',');
  if (parts.size() != 4) return std::nullopt;
  const auto x = grid_coordinate(parts[0]);
  const auto y = grid_coordinate(parts[1]);
  const auto direction = push_direction_from_name(parts[2]);
  const auto progress = decimal(parts[3], 2);
  if (!x || !y || !direction || !progress ||
      *progress >= static_cast<std::uint64_t>(kPushwallSteps)) {
    return std::nullopt;
  }
  const TileStep step = push_step(*direction);
  if (!in_grid(*x + step.dx, *y + step.dy)) return std::nullopt;
  return EnginePushwall{*x, *y, *direction, static_cast<int>(*progress)};
}

std::string engine_door_text(const EngineDoor& door) {
  return std::to_string(door.x) + "," + std::to_string(door.y) + "," +
         std::to_string(door.position);
}

std::string engine_pushwall_text(const EnginePushwall& wall) {
  return std::to_string(wall.x) + "," + std::to_string(wall.y) + "," +
         push_direction_name(wall.direction) + "," + std::to_string(wall.progress);
}

Result<std::vector<EngineView>> parse_engine_views(std::string_view json) {
  const nlohmann::json document = nlohmann::json::parse(json, nullptr, false);
  if (document.is_discarded() || !document.is_object()) return bad_views("not a JSON object");
  const std::string schema = document.value("schema", "");
  if (schema != kSchema && schema != kManifestSchema) {
    return bad_views("schema is neither engine-frames/1 nor wolfsuite-engine-view-frames/1");
  }
  const auto views = document.find("views");
  if (views == document.end() || !views->is_array()) return bad_views("no \"views\" array");
  std::vector<EngineView> out;
  try {
    for (const nlohmann::json& entry : *views) {
      EngineView view;
      view.name = entry.at("name").get<std::string>();
      view.map = entry.at("map").get<int>();
      view.view.x = entry.at("x16").get<std::int32_t>();
      view.view.y = entry.at("y16").get<std::int32_t>();
      view.view.angle = entry.at("angle_degrees").get<int>();
      for (const nlohmann::json& door : entry.value("doors", nlohmann::json::array())) {
        view.doors.push_back({door.at(0).get<int>(), door.at(1).get<int>(),
                              door.at(2).get<std::uint16_t>()});
      }
      const auto pushwall = entry.find("pushwall");
      if (pushwall != entry.end() && !pushwall->is_null()) {
        const std::optional<PushDirection> direction =
            push_direction_from_name(pushwall->at(2).get<std::string>());
        if (!direction) return bad_views(view.name + ": unknown pushwall direction");
        view.pushwall = EnginePushwall{pushwall->at(0).get<int>(), pushwall->at(1).get<int>(),
                                       *direction, pushwall->at(3).get<int>()};
      }
      out.push_back(std::move(view));
    }
  } catch (const nlohmann::json::exception& error) {
    return bad_views(error.what());
  }
  return out;
}

Motion engine_view_motion(const EngineView& view, const Level& level) {
  Motion motion;
  motion.door_open.assign(level.doors.size(), 0);
  for (const EngineDoor& door : view.doors) {
    for (std::size_t i = 0; i < level.doors.size(); ++i) {
      if (level.doors[i].x == door.x && level.doors[i].y == door.y) {
        motion.door_open[i] = door.position;
      }
    }
  }
  if (view.pushwall && in_grid(view.pushwall->x, view.pushwall->y)) {
    const EnginePushwall& wall = *view.pushwall;
    motion.pushwall =
        MovingPushwall{wall.x, wall.y, wall.direction, wall.progress, level.at(wall.x, wall.y)};
  }
  return motion;
}

}  // namespace wolfsuite::raycaster
