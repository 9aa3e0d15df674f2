#pragma once
// The fast renderer: the same frame and report as render_literal, byte for byte
// (renderer_test.cc), for the benchmarks, the simulator and callers that draw many frames. It
// shares the wall pass (ray_cast.h) and the object pass (sprites.h), which are the engine's
// incremental loops already; what differs is the drawing:
// - the view's size-dependent tables (pixel angles) are kept between frames of one size;
// - the view is drawn column by column into a column-major buffer and transposed into the frame
//   at the end (column_kernels.h), so every column is a contiguous run of bytes;
// - a column's rows (ceiling, texel row of the post, floor) come from a plan built once per wall
//   height and reused by every column of that height (the engine keeps one compiled scaler per
//   height for the same reason), looked up 32 rows at a time where the CPU has AVX2;
// - an object's texel spans are computed once per object; each texel column is drawn once and
//   its runs of opaque rows (opaque_rows.h) copied into the view columns it covers.
#include <cstdint>
#include <vector>

#include "reference/raycaster/column_kernels.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/opaque_rows.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

class FastRenderer {
 public:
  // `isa` picks the inner loops; every supported one draws the same bytes.
  explicit FastRenderer(Isa isa = best_isa()) : isa_(isa_supported(isa) ? isa : Isa::portable) {}

  Isa isa() const { return isa_; }

  // Same contract as render_literal. Keeps its tables and scratch buffers between frames.
  FrameReport render(const Scene& scene, const View& view, const RenderOptions& options,
                     Frame& frame);

 private:
  ColumnPlan plan(int half);

  Isa isa_;
  Projection projection_;
  std::size_t stride_ = 0;             // rows of a column in columns_, a multiple of kColumnChunk
  std::vector<std::uint8_t> columns_;  // the view, column-major
  std::vector<std::uint8_t> scratch_;  // one column: an object's texel column, drawn once
  OpaqueRowsCache opaque_rows_;
  // The rows of a column with a post of half height h (ColumnPlan), built on first use per h.
  std::vector<std::vector<std::uint8_t>> plan_rows_;
};

FrameReport render_fast(const Scene& scene, const View& view, const RenderOptions& options,
                        Frame& frame);

}  // namespace wolfsuite::raycaster
