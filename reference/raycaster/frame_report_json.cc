#include "reference/raycaster/frame_report_json.h"

#include <nlohmann/json.hpp>

namespace wolfsuite::raycaster {
namespace {

std::string sighting_name(Sighting sighting) {
  switch (sighting) {
    case Sighting::kVisible:
      return "visible";
    case Sighting::kUnchanged:
      return "unchanged";
    case Sighting::kHidden:
      break;
  }
  return "hidden";
}

}  // namespace

std::string frame_report_json(const Level& level, const Projection& projection,
                              const FrameReport& report) {
  nlohmann::ordered_json json;
  json["schema"] = "wolfsuite-view-report/1";
  json["width"] = projection.width;
  json["height"] = projection.height;
  json["centerx"] = projection.center_x;
  json["centery"] = projection.center_y;
  json["scale"] = projection.scale;
  json["heightnumerator"] = projection.height_numerator;
  nlohmann::ordered_json heights = nlohmann::ordered_json::array();
  for (const WallPost& post : report.posts) heights.push_back(post.height);
  json["wallheight"] = std::move(heights);
  nlohmann::ordered_json seen = nlohmann::ordered_json::array();
  for (int x = 0; x < kGridSide; ++x) {
    for (int y = 0; y < kGridSide; ++y) {
      if (report.seen[static_cast<std::size_t>(spot(x, y))]) seen.push_back({x, y});
    }
  }
  json["seen"] = std::move(seen);
  nlohmann::ordered_json statics = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < level.statics.size() && i < report.statics.size(); ++i) {
    const ObjectReport& object = report.statics[i];
    statics.push_back({{"index", i},
                       {"tile", {level.statics[i].x, level.statics[i].y}},
                       {"sprite", level.statics[i].sprite},
                       {"drawn", object.drawn},
                       {"picked_up", object.picked_up},
                       {"viewx", object.view_x},
                       {"viewheight", object.view_height}});
  }
  json["statics"] = std::move(statics);
  nlohmann::ordered_json actors = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < level.actors.size() && i < report.actors.size(); ++i) {
    const LevelActor& actor = level.actors[i];
    const ObjectReport& object = report.actors[i];
    actors.push_back({{"index", i},
                      {"x16", actor.x},
                      {"y16", actor.y},
                      {"tile", {actor.tile_x, actor.tile_y}},
                      {"sprite", actor.sprite},
                      {"sighting", sighting_name(object.sighting)},
                      {"drawn", object.drawn},
                      {"viewx", object.view_x},
                      {"viewheight", object.view_height}});
  }
  json["actors"] = std::move(actors);
  return json.dump(1) + "\n";
}

}  // namespace wolfsuite::raycaster
