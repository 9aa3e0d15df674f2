#pragma once
// A top-down picture of a scene and a view: the 64 x 64 grid, north up, tile (x, y) covering
// pixels [x * t, x * t + t) x [y * t, y * t + t) for t = tile_pixels, and over it where the player
// stands and what the view sees. It answers "where is this frame taken from" beside a rendered
// frame; integers only, so it is the same bytes everywhere.
//
// Layers, painted in this order (colours are indices of the game palette, game_palette.h):
//   what                 drawn as                                                    index
//   empty tile           the whole tile                                              29 dark grey
//   wall tile            the whole tile                                              19 light grey
//   door, closed         the whole tile                                              59 orange
//   door, opening > 0    a 1-pixel frame round the tile, floor inside                59 orange
//   object               a square of max(1, t / 4) pixels at a static object's tile  119 cyan
//                        centre or an actor's position
//   moving pushwall      its two tiles cleared to floor, then a tile-sized square    183 magenta
//                        at its offset position (progress / 64 of a tile along its
//                        direction)
//   view cone            two Bresenham lines from the eye along the leftmost and     14 yellow
//                        rightmost column rays of a view_width-column projection,
//                        each to the depth its wall height stands for (cast_walls)
//                        or kOverviewConeDepth, whichever is nearer, at the
//                        column's angle rounded to whole degrees
//   player               a 3 x 3 square centred on the view position                 32 red
//   eye                  one pixel, FOCALLENGTH behind the player (projection.h)     15 white
// A point at 16.16 position p is pixel floor(p * t / 65536). Parts outside the image (a view
// outside the grid) are clipped pixel by pixel.
#include <cstdint>

#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

inline constexpr std::uint8_t kOverviewFloor = 29;
inline constexpr std::uint8_t kOverviewWall = 19;
inline constexpr std::uint8_t kOverviewDoor = 59;
inline constexpr std::uint8_t kOverviewSprite = 119;
inline constexpr std::uint8_t kOverviewPushwall = 183;
inline constexpr std::uint8_t kOverviewCone = 14;
inline constexpr std::uint8_t kOverviewPlayer = 32;
inline constexpr std::uint8_t kOverviewEye = 15;

inline constexpr int kDefaultOverviewTilePixels = 8;
// 64 * 128 = 8192 pixels a side, kMaxFrameSide.
inline constexpr int kMaxOverviewTilePixels = kMaxFrameSide / kGridSide;
// The cone's lines end at most this far in front of the eye (16.16): a room's worth of tiles.
inline constexpr std::int64_t kOverviewConeDepth = std::int64_t{16} << 16;

struct OverviewOptions {
  int tile_pixels = kDefaultOverviewTilePixels;  // clamped to 1..kMaxOverviewTilePixels
  int view_width = 320;  // the framebuffer width whose edge columns bound the cone
};

// A (64 * tile_pixels)-pixel square frame.
Frame render_overview(const Scene& scene, const View& view, const OverviewOptions& options = {});

}  // namespace wolfsuite::raycaster
