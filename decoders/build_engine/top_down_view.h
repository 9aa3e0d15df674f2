#pragma once
// A BUILD map seen from above, as an RGBA picture (the CLI writes it as PNG): sectors filled,
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
//   E-BUILD-VIEW-SIZE         tool   width or height is 0 or above kMaxTopDownViewSide (API misuse)
#include <cstdint>
#include <vector>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/error.h"

namespace wolfsuite {

inline constexpr std::uint32_t kMaxTopDownViewSide = 8192;

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  friend bool operator==(const Rgba&, const Rgba&) = default;
};

// The colours the view uses: chosen to stand apart on the dark background, one-sided walls
// (the map's outline) brightest.
inline constexpr Rgba kViewBackground = {0, 0, 0, 255};
inline constexpr Rgba kViewSectorFill = {40, 40, 56, 255};
inline constexpr Rgba kViewOneSidedWall = {255, 255, 255, 255};
inline constexpr Rgba kViewTwoSidedWall = {224, 32, 32, 255};
inline constexpr Rgba kViewSprite = {32, 208, 224, 255};
inline constexpr Rgba kViewPlayerStart = {255, 224, 0, 255};

struct TopDownView {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::vector<std::uint8_t> rgba;  // width * height * 4, rows top to bottom
  Rgba pixel(std::uint32_t x, std::uint32_t y) const;
};

Result<TopDownView> render_top_down_view(const BuildMap& map, std::uint32_t width,
                                         std::uint32_t height);

}  // namespace wolfsuite
