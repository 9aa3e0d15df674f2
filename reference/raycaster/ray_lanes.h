#pragma once
// Eight rays cast at once (AVX2) for the fast wall pass (fast_ray_cast.h).
//
// A lane starts its ray as start_ray does, follows its crossings by the rules of
// fast_ray_cast.cc's follow_ray (the engine's two loops, the corner rule, the seen marks) without
// branching on them, and stops at the first crossing that leaves the grid or meets a non-empty
// tile (passing the open parts of doors, as follow_ray does). A wall, framed or not, or a door
// there gives the post in the lane: the engine's texel column, page and height. The rest (a
// pushwall, the grid's edge) is handed back with the ray's state at the top of that check,
// follow_ray's state there, and follow_ray resumes from it. The engine casts one ray after
// another; the lanes hide the latency and the branch misses of its loop. In the common views a
// ray makes about three crossings, so the start and the end are lane work too, and the groups of
// eight step in passes over all of them, so one group's gathers overlap another's.
#include <cstdint>
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

// Where a ray is: the crossing it checks next, in a run of x crossings (vertical_run) or of y
// crossings; x_int_tile and y_int_tile are the intercepts' tiles, as moved by the corner rule.
struct RayPosition {
  int x_tile = 0;
  int y_tile = 0;
  std::int32_t x_intercept = 0;
  std::int32_t y_intercept = 0;
  int x_int_tile = 0;
  int y_int_tile = 0;
  bool vertical_run = false;
};

// A ray the lanes hand back: its column, its steps (RayStart's first four fields) and where it
// stopped.
struct LaneStop {
  int column = 0;
  RayStart ray;
  RayPosition position;
};

// What the lanes read of a scene: its tiles, and its doors laid out for 32-bit gathers.
struct LaneScene {
  static constexpr int kDoorIndices = 128;       // a door tile's low seven bits
  const std::uint8_t* tiles = nullptr;           // the scene's tile map
  std::int32_t door_opening[kDoorIndices] = {};  // Motion::door_opening
  std::int32_t door_page[kDoorIndices] = {};     // door_wall + the door's page
  int door_wall = 0;
  std::size_t doors_written = 0;  // door indices last filled from the scene's lists

  void fill(const Scene& scene);
};

// What the lanes are built for: AVX2, or the same steps built for AVX-512VL.
enum class LaneSet { avx2, avx512vl };
bool lane_set_supported(LaneSet set);

// Eight rays' working state, field by field (the fields are ray_lanes.cc's).
struct alignas(32) LaneGroup {
  static constexpr int kRays = 8;
  static constexpr int kFields = 15;
  std::int32_t lanes[kFields][kRays];
};

class RayLanes {
 public:
  explicit RayLanes(LaneSet set) : set_(set) {}

  // Casts every column of the view in lanes: posts[column] for the rays that end on a wall or a
  // door (posts.size() is the view's width already), `stops` (cleared first) for the others, in
  // column order. seen gets the tiles the lanes passed.
  void cast(const LaneScene& lane_scene, const Projection& projection, const Eye& eye,
            std::vector<WallPost>& posts, std::vector<LaneStop>& stops, SeenTiles& seen);

  // Working storage, kept from frame to frame.
  struct Work {
    std::vector<LaneGroup> groups;     // eight columns each
    std::vector<int> moving;           // the groups with a lane still moving
    std::vector<std::int32_t> passed;  // the spots of the tiles the lanes passed, eight a step
  };

 private:
  LaneSet set_;
  Work work_;
};

}  // namespace wolfsuite::raycaster
