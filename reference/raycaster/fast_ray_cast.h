#pragma once
// The fast wall pass: cast_walls' result, post for post and seen tile for seen tile
// (renderer_test.cc and the raycaster fuzz target compare them), for the fast renderer.
//
// It follows each ray itself, with the ray's state in locals the compiler keeps in registers,
// through the engine's common cases: empty tiles, doors (open parts passed, the rest hit), plain
// and framed walls. A ray that meets anything else (a pushwall tile, the map's edge) is handed to
// cast_columns, which casts it again from the start by every rule; a frame with a moving pushwall
// is cast there whole.
//
// Where the CPU has AVX2, the rays are cast eight at a time (ray_lanes.h) to the wall or door they
// stop at; those that meet a pushwall or the grid's edge go on alone from there. The bench's
// stand-in for the engine (bench/engine_loop_renderer.h) follows one ray after another, as the
// engine does.
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/ray_lanes.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

enum class RayStepping {
  one_by_one,      // each ray followed on its own, as the engine casts them
  lanes_avx2,      // eight rays at once in AVX2 lanes (ray_lanes.h)
  lanes_avx512vl,  // the same lanes built for AVX-512VL
};

class FastWallPass {
 public:
  // `stepping`, or the next one down that this CPU runs (one_by_one runs everywhere).
  explicit FastWallPass(RayStepping stepping = RayStepping::lanes_avx512vl)
      : stepping_(supported(stepping)),
        lanes_(stepping_ == RayStepping::lanes_avx512vl ? LaneSet::avx512vl : LaneSet::avx2) {}
  RayStepping stepping() const { return stepping_; }

  // Same contract as cast_walls.
  void cast(const Scene& scene, const Projection& projection, const Eye& eye,
            std::vector<WallPost>& posts, SeenTiles& seen);

 private:
  void follow_in_lanes(const Scene& scene, const Projection& projection, const Eye& eye,
                       std::vector<WallPost>& posts, SeenTiles& seen);

  static RayStepping supported(RayStepping stepping);

  RayStepping stepping_;
  std::vector<int> handed_over_;  // this frame's columns for cast_columns
  std::vector<LaneStop> stops_;   // the rays the lanes hand back
  RayLanes lanes_;
  LaneScene lane_scene_;  // this frame's scene, for the lanes' gathers
};

}  // namespace wolfsuite::raycaster
