#pragma once
// The engine's sprite scalers, written pixel by pixel (the literal renderer draws with them; the
// fast renderer must match them byte for byte).
//
// A sprite of height h (eighths of a pixel) is drawn at half size s = h >> 3 pixels (nothing when
// s is 0): texel column i covers view columns [x0 + (i * 2s >> 6), x0 + ((i + 1) * 2s >> 6)) with
// x0 = view_x - s, texel row j covers rows [y0 + (j * 2s >> 6), y0 + ((j + 1) * 2s >> 6)) with
// y0 = centery - s, clipped to the view; only opaque texels are drawn. Where several texels fall
// on one pixel the last of them shows. ScaleShape draws a column only where the wall there is
// lower (wallheight < h: an object exactly as far as the wall behind it is hidden there, as the
// engine's frames show); SimpleScaleShape (the player's weapon) ignores walls and takes its half
// size as height >> 1.
#include <vector>

#include "decoders/wolf/vswap_sprite.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/ray_cast.h"

namespace wolfsuite::raycaster {

void scale_shape(const SpriteImage& image, int view_x, int height,
                 const std::vector<WallPost>& posts, Frame& frame);

void simple_scale_shape(const SpriteImage& image, int view_x, int height, Frame& frame);

}  // namespace wolfsuite::raycaster
