#pragma once
// The literal renderer: the engine's frame (ThreeDRefresh), step by step, as plainly as it can
// be written:
//   1. clear the view: the level's ceiling colour above the centre row, floor colour 0x19 from it
//      down (VGAClearScreen);
//   2. cast the walls (ray_cast.h) and scale each column's post: a post of half height
//      h = wallheight >> 3 covers rows centery - h .. centery + h - 1, and row y shows texel
//      63 - floor(32 (bottom - y) / h), bottom = centery + h - 1 (the engine steps its post from
//      the bottom row up);
//   3. place the objects (sprites.h) and scale them farthest first (shape_scaler.h);
//   4. draw the player's weapon, and the DEMO sprite during demo playback (weapon.h).
// Every pixel is computed on its own.
//
// The fast renderer (fast_renderer.h) must give the same bytes and report; renderer_test.cc
// checks it.
#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

// Draws into `frame` at its size, which is the view window (each side 1..kMaxFrameSide; a frame
// outside that is resized to the clamped size first).
FrameReport render_literal(const Scene& scene, const View& view, const RenderOptions& options,
                           Frame& frame);

}  // namespace wolfsuite::raycaster
