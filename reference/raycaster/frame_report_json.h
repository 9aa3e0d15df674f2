#pragma once
// What a frame makes visible, as JSON (schema wolfsuite-view-report/1), for `render --objects`
// and for ports that check their object pass:
//
// {"schema": "wolfsuite-view-report/1", "width": 304, "height": 152, "centerx": 151,
//  "centery": 76, "scale": 207, "heightnumerator": 211968,
//  "wallheight": [...],                       per column, eighths of a pixel
//  "seen": [[x, y], ...],                     tiles the rays saw (and the player's own), x-major
//  "statics": [{"index": 0, "tile": [x, y], "sprite": 12, "drawn": true, "picked_up": false,
//               "viewx": 140, "viewheight": 230}, ...],
//  "actors": [{"index": 0, "x16": ..., "y16": ..., "tile": [x, y], "sprite": 50,
//              "sighting": "visible"|"hidden"|"unchanged", "drawn": true, "viewx": 200,
//              "viewheight": 120}, ...]}
// Objects appear in the engine's list order; viewx and viewheight are the projection of an
// object whose tiles were seen (0 otherwise, or when it is nearer than MINDIST).
#include <string>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

std::string frame_report_json(const Level& level, const Projection& projection,
                              const FrameReport& report);

}  // namespace wolfsuite::raycaster
