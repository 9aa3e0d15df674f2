#pragma once
// A BUILD map seen from above, as an RGBA picture (`wolfsuite extract` writes it as PNG, the golden
// manifests hash its pixels): sectors filled,
// walls drawn as lines (one-sided and two-sided in different colours), sprites as dots and the
// player start as a cross. Integer math only, so the same map and size give the same bytes on
// every machine.
//
// Placement: the walls' bounding box (the sprites' and the start's when there are no walls) is
// scaled by one factor on both axes to fit width x height, and centred. Map x grows to the right
// and map y downwards, as in the BUILD editor's 2D mode. A map point (x, y) lands on pixel
//   px = pad_x + (x - min_x) * scale_num / scale_den     (rounded down)
//   py = pad_y + (y - min_y) * scale_num / scale_den
// where scale_num / scale_den = min((width - 1) / span_x, (height - 1) / span_y), span = max -
// min (at least 1), and pad centres the shorter side. So the box's corners land on the picture's
// edge pixels.
//
// Drawing order: background, sector fills (even-odd rule over all the sector's loops, sampled at
// pixel centres), one-sided walls, two-sided walls, sprites (3x3 dots), the player start (a 5x5
// cross). Walls, sprites and the start outside the picture are clipped. A map that fails
// validation still renders: a sector whose wall range is out of bounds or overlaps an earlier
// sector's is not filled, and a wall whose point2 is out of range is not drawn.
//
//   id                        kind   meaning
//   E-BUILD-VIEW-SIZE         tool   width or height is 0 or above kMaxBuildMapViewSide (API misuse)
#include <cstdint>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"

namespace wolfsuite::top_down {

inline constexpr int kMaxBuildMapViewSide = 8192;

// The colours the view uses, every pixel opaque: chosen to stand apart on the dark background,
// one-sided walls (the map's outline) brightest.
inline constexpr Rgb8 kBuildMapBackground = {0, 0, 0};
inline constexpr Rgb8 kBuildMapSectorFill = {40, 40, 56};
inline constexpr Rgb8 kBuildMapOneSidedWall = {255, 255, 255};
inline constexpr Rgb8 kBuildMapTwoSidedWall = {224, 32, 32};
inline constexpr Rgb8 kBuildMapSprite = {32, 208, 224};
inline constexpr Rgb8 kBuildMapPlayerStart = {255, 224, 0};

Result<RgbaImage> render_build_map_view(const BuildMap& map, int width, int height);

}  // namespace wolfsuite::top_down
