#pragma once
// The literal renderer: the engine's frame, step by step, as plainly as it can be written. It
// clears the view to the ceiling colour above the middle row and the floor colour below
// (VGAClearScreen), casts one ray per column and scales the hit's texel column onto it (the
// engine's ScalePost: row y of a post of height h starting at `top` shows texel
// (y - top) * 64 / h), then draws the visible objects farthest first, column by column where no
// nearer wall hides them (DrawScaleds, ScaleShape). Every pixel is computed on its own.
//
// The fast renderer (fast_renderer.h) must give the same bytes; renderer_test.cc checks it.
#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

// Draws into `frame` at its size (each side 1..kMaxFrameSide; a frame outside that is resized to
// the clamped size first).
void render_literal(const Scene& scene, const View& view, Frame& frame);

}  // namespace wolfsuite::raycaster
