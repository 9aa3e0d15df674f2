#pragma once
// The fast renderer: the same frame as render_literal, byte for byte (renderer_test.cc), for the
// benchmarks and for callers that draw many frames. The rays and the objects' placement are the
// literal renderer's (ray_cast.h, sprites.h); the pixel work, nearly all of a frame's time, is
// done differently:
// - each column is drawn into a column-major scratch buffer, so a post is a run of consecutive
//   bytes, and the ceiling and floor are filled only where the wall does not cover them;
// - texel rows and columns come from an exact division-free stepper (quotient and remainder of
//   (y - top) * 64 / h advanced per pixel) instead of a division per pixel;
// - an object's texel rows are computed once per object, not once per column;
// - the scratch buffer is transposed into the row-major frame in cache-sized blocks.
#include <cstdint>
#include <vector>

#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

class FastRenderer {
 public:
  // Same contract as render_literal. Keeps its scratch buffers between frames.
  void render(const Scene& scene, const View& view, Frame& frame);

 private:
  std::vector<std::uint8_t> columns_;  // column-major: columns_[x * height + y]
  std::vector<int> wall_half_heights_;
  std::vector<std::uint8_t> sprite_rows_;
};

void render_fast(const Scene& scene, const View& view, Frame& frame);

}  // namespace wolfsuite::raycaster
