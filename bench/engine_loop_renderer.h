#pragma once
// The engine's own drawing loop, as a baseline for the fast renderer's speed: a stand-in for
// the game's draw passes that can run in the benchmark binary beside ours, on the same machine,
// in the same run.
//
// It draws the way the engine does: the view cleared to ceiling and floor with two fills
// (VGAClearScreen), then each wall post pixel by pixel straight down the row-major frame from a
// per-height table of texel rows (the engine compiles one scaler per height), then each object's
// texel columns the same way, one byte per row. Its rays come from the fast wall pass's loop, one
// ray after another as the engine casts them (the fast renderer steps eight at a time where it
// can). Its frames equal render_literal's (the benchmark checks before timing).
// The issue that set the target measured the engine at 25.9 k frames/s at 320x200 where our fast
// renderer of the time, which drew with this loop over an older ray model, drew 25.6 k; this file
// itself was not measured against the engine.
#include <cstdint>
#include <vector>

#include "reference/raycaster/fast_ray_cast.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::bench {

class EngineLoopRenderer {
 public:
  raycaster::FrameReport render(const raycaster::Scene& scene, const raycaster::View& view,
                                const raycaster::RenderOptions& options, raycaster::Frame& frame);

 private:
  const std::vector<std::uint8_t>& scaler(int half);

  raycaster::Projection projection_;
  raycaster::FastWallPass wall_pass_{raycaster::RayStepping::one_by_one};  // the engine's order
  // Texel row of each visible row of a post of half height h, built on first use per h.
  std::vector<std::vector<std::uint8_t>> scalers_;
  std::vector<std::uint8_t> scaler_built_;
};

}  // namespace wolfsuite::bench
