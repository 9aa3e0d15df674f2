#include "gate/playback_inputs.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/decimal_text.h"
#include "decoders/wolf/version.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/view_window.h"

namespace wolfsuite::gate {
namespace {

namespace rc = raycaster;

// Positions are 16.16 tiles on the 64-tile grid, with room to stand outside it.
constexpr std::int64_t kMaxPosition = std::int64_t{1} << 30;
constexpr std::int64_t kMaxAngle = 1 << 20;

// The set of every role of the set the inputs hold: refused for a role of `needed` missing, a
// "game" param of no known version, or a family of `families` that does not decode (the set
// would only say the family is missing). Read after the other params, as the capabilities did.
Result<WolfSet> set_of(const CapabilityInput& input, std::initializer_list<std::string_view> needed,
                       std::initializer_list<std::string_view> families) {
  for (const std::string_view role : needed) WS_RETURN_IF_ERROR(input.input(role));
  WS_ASSIGN_OR_RETURN(const std::string game, input.text("game"));
  const std::optional<GameVersion> version = version_from_tag(game);
  if (!version) return malformed("E-GATE-PARAM", 0, "game \"" + game + "\" is no known version");
  WolfSetFiles files;
  files.extension = game;
  for (const std::string_view stem : kWolfSetStems) {
    if (const auto found = input.inputs.find(stem); found != input.inputs.end()) {
      files.files.emplace(stem, Bytes(found->second.begin(), found->second.end()));
    }
  }
  WolfSetReport report;
  WolfSet set = decode_wolf_set(files, report);
  if (auto error = family_error(report, families)) return *error;
  set.version.version = *version;
  return set;
}

Error motion_error(std::string_view param, const std::string& text, std::string_view form) {
  return malformed("E-GATE-PARAM", 0,
                   std::string(param) + " \"" + text + "\" is not " + std::string(form));
}

// The "doors" param: engine_views.h's door forms joined by ';', at most kMaxDoors of them.
Result<std::vector<rc::EngineDoor>> doors_param(const std::string& text) {
  std::vector<rc::EngineDoor> doors;
  const std::vector<std::string_view> parts = split(text, ';');
  if (parts.size() > static_cast<std::size_t>(rc::kMaxDoors)) {
    return motion_error("doors", text, "at most 64 doors");
  }
  for (const std::string_view part : parts) {
    const std::optional<rc::EngineDoor> door = rc::parse_engine_door(part);
    if (!door) return motion_error("doors", text, "x,y,position;... (tiles 0..63, 0..65535)");
    doors.push_back(*door);
  }
  return doors;
}

// The "pushwall" param: engine_views.h's pushwall form.
Result<rc::EnginePushwall> pushwall_param(const std::string& text) {
  const std::optional<rc::EnginePushwall> wall = rc::parse_engine_pushwall(text);
  if (!wall) return motion_error("pushwall", text, "x,y,north|east|south|west,progress 0..63");
  return *wall;
}

}  // namespace

Result<MapViewInput> map_view_input(const CapabilityInput& input) {
  MapViewInput view;
  WS_ASSIGN_OR_RETURN(const std::int64_t map, input.integer("map", 0, kMapheadSlots - 1));
  WS_ASSIGN_OR_RETURN(const std::int64_t x, input.integer("x", -kMaxPosition, kMaxPosition));
  WS_ASSIGN_OR_RETURN(const std::int64_t y, input.integer("y", -kMaxPosition, kMaxPosition));
  WS_ASSIGN_OR_RETURN(const std::int64_t angle, input.integer("angle", -kMaxAngle, kMaxAngle));
  WS_ASSIGN_OR_RETURN(const std::int64_t view_size,
                      input.integer("view_size", rc::kMinViewSize, rc::kMaxViewSize));
  WS_ASSIGN_OR_RETURN(const std::int64_t screen_width,
                      input.integer("screen_width", 1, rc::kMaxFrameSide));
  WS_ASSIGN_OR_RETURN(const std::int64_t screen_height,
                      input.integer("screen_height", 1, rc::kMaxFrameSide));
  view.request.map = static_cast<int>(map);
  view.request.view = {static_cast<std::int32_t>(x), static_cast<std::int32_t>(y),
                       static_cast<int>(angle)};
  view.request.view_size = static_cast<int>(view_size);
  view.request.screen_width = static_cast<int>(screen_width);
  view.request.screen_height = static_cast<int>(screen_height);
  if (input.params.contains("doors")) {
    WS_ASSIGN_OR_RETURN(const std::string doors, input.text("doors"));
    WS_ASSIGN_OR_RETURN(view.request.doors, doors_param(doors));
  }
  if (input.params.contains("pushwall")) {
    WS_ASSIGN_OR_RETURN(const std::string pushwall, input.text("pushwall"));
    WS_ASSIGN_OR_RETURN(view.request.pushwall, pushwall_param(pushwall));
  }
  WS_ASSIGN_OR_RETURN(view.set, set_of(input, {"maphead", "gamemaps", "vswap"}, {"maps", "vswap"}));
  return view;
}

Result<DemoInput> demo_input(const CapabilityInput& input) {
  DemoInput demo;
  if (const auto recording = input.inputs.find("recording"); recording != input.inputs.end()) {
    demo.recording.emplace(recording->second.begin(), recording->second.end());
  } else {
    WS_ASSIGN_OR_RETURN(const std::int64_t index, input.integer("demo", 0, 0xFFFF));
    demo.demo = static_cast<int>(index);
  }
  WS_ASSIGN_OR_RETURN(
      demo.set, set_of(input, {"maphead", "gamemaps", "vgahead", "vgadict", "vgagraph", "vswap"},
                       {"maps", "graphics", "vswap"}));
  return demo;
}

}  // namespace wolfsuite::gate
