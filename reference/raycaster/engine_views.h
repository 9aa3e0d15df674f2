#pragma once
// Views in the engine-frames schema ("engine-frames/1"): the views whose frames were recorded from
// the game's own code, and the golden manifest of them (golden/frames/<set>-engine-views.json)
// that lets a machine without the recordings check our frames by hash.
//
// {"schema": "engine-frames/1", "set": "wl1", "views": [
//   {"name": "m0-start", "map": 0, "x16": 1933312, "y16": 3768320, "angle_degrees": 0,
//    "doors": [[x, y, position], ...], "pushwall": null | [x, y, "north"|"east"|..., progress],
//    ...}]}
// Positions are 16.16 tiles, door positions 0 (closed) .. 0xFFFF (open), pushwall progress
// 0..63 (64ths of a tile).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

struct EngineDoor {
  int x = 0;
  int y = 0;
  std::uint16_t position = 0;
};

struct EnginePushwall {
  int x = 0;
  int y = 0;
  PushDirection direction = PushDirection::kNorth;
  int progress = 0;
};

struct EngineView {
  std::string name;
  int map = 0;
  View view;
  std::vector<EngineDoor> doors;
  std::optional<EnginePushwall> pushwall;
};

// Also reads the manifest golden_frames.h writes for such views (its schema
// wolfsuite-engine-view-frames/1). E-RENDER-VIEWS when the text is neither.
Result<std::vector<EngineView>> parse_engine_views(std::string_view json);

// The door openings and the moving pushwall of a view on its level (doors matched by tile;
// a door tile the level lacks is ignored; the pushwall shows its tile's wall byte).
Motion engine_view_motion(const EngineView& view, const Level& level);

// The text forms of the engine tool's --oracle-door and --oracle-pushwall, which `wolfsuite
// render --door/--pushwall` and the gate's render-view params share: "X,Y,POSITION" (tile 0..63,
// position 0..65535) and "X,Y,DIR,PROGRESS" (DIR north, east, south or west; PROGRESS 0..63; the
// tile it moves into on the grid too, or no pushwall is drawn). nullopt when `text` is not one.
std::optional<EngineDoor> parse_engine_door(std::string_view text);
std::optional<EnginePushwall> parse_engine_pushwall(std::string_view text);
std::string engine_door_text(const EngineDoor& door);
std::string engine_pushwall_text(const EnginePushwall& wall);

std::string push_direction_name(PushDirection direction);
std::optional<PushDirection> push_direction_from_name(std::string_view name);

}  // namespace wolfsuite::raycaster
