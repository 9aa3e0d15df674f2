#pragma once
// The fast renderer: the same frame and report as render_literal, byte for byte
// (renderer_test.cc), for the benchmarks, the simulator and callers that draw many frames. It
// shares the wall pass (ray_cast.h) and the object pass (sprites.h), which are the engine's
// incremental loops already; what differs is the drawing:
// - the view's size-dependent tables (pixel angles) are kept between frames of one size;
// - the view is drawn in bands of kBandColumns columns: each band column-major in a buffer that
//   stays in L1 (walls, then the objects that cross the band), then transposed into the frame
//   (column_kernels.h), so every column is a contiguous run of bytes; rows that are ceiling or
//   floor across the whole band are filled in the frame directly and never drawn in the band;
// - a column's rows (ceiling, texel row of the post, floor) come from a plan built once per wall
//   height and reused by every column of that height (the engine keeps one compiled scaler per
//   height for the same reason), looked up 32 rows at a time where the CPU has AVX2 (with one
//   permute a chunk where it has AVX-512 VBMI), a whole band in one kernel call;
// - an object's texel spans are computed once per object; each texel column is drawn once and
//   its runs of opaque rows (opaque_rows.h) copied into the view columns it covers.
#include <array>
#include <cstdint>
#include <vector>

#include "reference/raycaster/band_shapes.h"
#include "reference/raycaster/column_kernels.h"
#include "reference/raycaster/fast_ray_cast.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/opaque_rows.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

class FastRenderer {
 public:
  // `isa` picks the inner loops; every supported one draws the same bytes.
  // The kernel set also chooses the wall pass: rays one by one with the portable kernels, AVX2
  // lanes with AVX2's, AVX-512VL lanes with AVX-512 VBMI's.
  explicit FastRenderer(Isa isa = best_isa())
      : isa_(isa_supported(isa) ? isa : Isa::portable),
        wall_pass_(isa_ == Isa::portable ? RayStepping::one_by_one
                   : isa_ == Isa::avx2   ? RayStepping::lanes_avx2
                                         : RayStepping::lanes_avx512vl) {}

  Isa isa() const { return isa_; }

  // Same contract as render_literal. Keeps its tables and scratch buffers between frames.
  FrameReport render(const Scene& scene, const View& view, const RenderOptions& options,
                     Frame& frame);

  // The report render() returns for a width x height view, without drawing a pixel: the wall
  // pass and the object pass only. For callers that read what the frame makes visible and not
  // the frame itself (the tic simulator's traces and its fuzz target).
  FrameReport report(const Scene& scene, const View& view, const RenderOptions& options, int width,
                     int height);

 private:
  static constexpr int kBandColumns = 64;

  // The plan of a post of half height `half`, built on first use.
  const ColumnPlan& plan(int half) {
    const auto index = static_cast<std::size_t>(half);
    return index < plans_.size() && plans_[index].rows != nullptr ? plans_[index]
                                                                  : build_plan(half);
  }
  const ColumnPlan& build_plan(int half);
  // Makes the projection and buffers fit a width x height view (clamped as render clamps).
  void fit(int width, int height);

  Isa isa_;
  Projection projection_;
  FastWallPass wall_pass_;
  std::size_t stride_ = 0;             // rows of a column in band_, a multiple of kColumnChunk
  std::vector<std::uint8_t> band_;     // kBandColumns view columns, column-major
  std::vector<std::uint8_t> scratch_;  // one column + kScratchSlack: an object's texel column
  OpaqueRowsCache opaque_rows_;
  std::vector<BandShape> shapes_;  // this frame's objects, ready to draw
  std::array<BandColumn, kBandColumns> band_columns_{};  // the band's columns, for fill_band
  std::vector<const BandShape*> band_shapes_;             // the objects that cross the band
  // Per half height h: the plan, and the rows it points into (rows empty until first used).
  std::vector<ColumnPlan> plans_;
  std::vector<std::vector<std::uint8_t>> plan_rows_;
};

FrameReport render_fast(const Scene& scene, const View& view, const RenderOptions& options,
                        Frame& frame);

}  // namespace wolfsuite::raycaster
