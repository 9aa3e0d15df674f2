#pragma once
// The fast renderer: the same frame and report as render_literal, byte for byte
// (renderer_test.cc), for the benchmarks, the simulator and callers that draw many frames. It
// shares the wall pass (ray_cast.h) and the object pass (sprites.h), which are the engine's
// incremental loops already; what differs is the drawing:
// - the view's size-dependent tables (pixel angles) are kept between frames of one size;
// - the ceiling and floor are two memory fills, not a test per pixel;
// - a post's texel rows come from a table built once per wall height and reused by every column
//   of that height (the engine keeps one compiled scaler per height for the same reason);
// - an object's texel spans are computed once per object, and each of its columns visits only
//   the runs of opaque texels.
#include <cstdint>
#include <vector>

#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

class FastRenderer {
 public:
  // Same contract as render_literal. Keeps its tables and scratch buffers between frames.
  FrameReport render(const Scene& scene, const View& view, const RenderOptions& options,
                     Frame& frame);

 private:
  const std::vector<std::uint8_t>& scaler(int half);

  Projection projection_;
  // Texel row of each visible row of a post of half height h, built on first use per h.
  std::vector<std::vector<std::uint8_t>> scalers_;
  std::vector<std::uint8_t> scaler_built_;
};

FrameReport render_fast(const Scene& scene, const View& view, const RenderOptions& options,
                        Frame& frame);

}  // namespace wolfsuite::raycaster
