#pragma once
// The fast renderer: the same frame as render_literal, byte for byte (renderer_test.cc), for the
// benchmarks and for callers that draw many frames. Its rays meet what the literal renderer's
// meet and its objects are placed by the same code (sprites.h); what differs:
// - the rays carry their intercepts from boundary to boundary (cast_column_stepping) instead of
//   dividing at every boundary;
// - the ceiling and floor are two memory fills, not a test per pixel;
// - texel rows and columns come from an exact division-free stepper (quotient and remainder of
//   (y - top) * 64 / h advanced per pixel) instead of a division per pixel, and a wall post's rows
//   are stepped once per height and reused by the next columns of that height (the engine's
//   compiled scalers do the same per height);
// - an object's texel rows are computed once per object, not once per column, and each of its
//   columns visits only the rows between its first and last opaque texel.
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
  std::vector<int> wall_half_heights_;
  std::vector<std::uint8_t> scaler_;  // texel row of each visible row of the current post height
  int scaler_half_height_ = -1;       // the half height scaler_ is for
  std::vector<std::uint16_t> sprite_rows_;  // texel row * 64 of each visible row
};

void render_fast(const Scene& scene, const View& view, Frame& frame);

}  // namespace wolfsuite::raycaster
