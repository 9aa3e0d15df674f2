#pragma once
// The engine's object pass (DrawScaleds): which objects this frame draws, where, how large and
// in which order.
//
//   step               rule
//   seen tiles         the rays' tiles, plus the player's own tile when it is empty or a door
//                      (outside demo playback only)
//   static object      drawn when its own tile was seen; projected from its tile centre pulled
//                      0x2000 towards the viewer; a bonus item whose centre is less than a tile
//                      ahead and less than half a tile aside is picked up instead when the
//                      player can take it (full health refuses food, 99 rounds refuse ammo)
//   actor              drawn when its tile or one of the eight around it that is empty (tile
//                      byte 0) was seen; projected from its position pulled ACTORSIZE (0x4000)
//                      towards the viewer; rotating actors pick one of eight frames from the view
//                      angle, turned a degree per 8 columns off the centre, against their facing
//   projection         nothing nearer than MINDIST; column centerx + lateral * scale / depth
//                      (truncated), height heightnumerator / (depth >> 8) in eighths
//   order              the smallest height first (ties in list order: statics, then actors),
//                      at most 249 objects (the engine's list of 250 keeps its last slot spare)
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

inline constexpr int kMaxVisibleObjects = 249;

struct ScaledObject {
  int view_x = 0;
  int height = 0;  // eighths of a pixel
  int sprite = 0;  // index from the VSWAP sprite start
  friend bool operator==(const ScaledObject&, const ScaledObject&) = default;
};

// Marks the player's tile (see above) in `report.seen`, fills report.statics and report.actors,
// and returns the objects to draw, farthest first.
std::vector<ScaledObject> place_objects(const Scene& scene, const Projection& projection,
                                        const Eye& eye, const RenderOptions& options,
                                        FrameReport& report);

}  // namespace wolfsuite::raycaster
