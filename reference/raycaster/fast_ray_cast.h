#pragma once
// The fast wall pass: cast_walls' result, post for post and seen tile for seen tile
// (renderer_test.cc and the raycaster fuzz target compare them), for the fast renderer.
//
// It follows each ray itself, with the ray's state in locals the compiler keeps in registers,
// through the engine's common cases: empty tiles, doors (open parts passed, the rest hit), plain
// and framed walls. A ray that meets anything else (a pushwall tile, the map's edge) is handed to
// cast_columns, which casts it again from the start by every rule; a frame with a moving pushwall
// is cast there whole.
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

class FastWallPass {
 public:
  // Same contract as cast_walls.
  void cast(const Scene& scene, const Projection& projection, const Eye& eye,
            std::vector<WallPost>& posts, SeenTiles& seen);

 private:
  std::vector<int> handed_over_;  // this frame's columns for cast_columns
};

}  // namespace wolfsuite::raycaster
