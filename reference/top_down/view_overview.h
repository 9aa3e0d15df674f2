#pragma once
// Where a frame is taken from, seen from above: the map's overview (wolf_map_overview.h, the
// automap of `wolfsuite extract`) with what moves in the scene and the view drawn over it.
// `wolfsuite render --overview` writes it beside a frame.
//
// Layers over the map overview, painted in this order:
//   what                 drawn as                                                  colour
//   opened door          its bar cleared to floor over the opened share            "floor"
//                        (opening / 65536 of the bar, from its north or west end)
//   moving pushwall      its two tiles cleared to floor, then a tile-sized square  the wall's
//                        at its offset position (progress / 64 of a tile along
//                        its direction)
//   view cone            two Bresenham lines from the eye along the leftmost and   kViewCone
//                        rightmost column rays of a view_width-column projection,
//                        each to the depth its wall height stands for (cast_walls)
//                        or kViewConeDepth, whichever is nearer, at the column's
//                        angle rounded to whole degrees
//   player               a 3 x 3 square centred on the view position               kViewPlayer
//   eye                  one pixel, FOCALLENGTH behind the player (projection.h)   kViewEye
// A point at 16.16 position p is pixel floor(p * 8 / 65536). Parts outside the image (a view
// outside the grid) are clipped pixel by pixel. Integers only: the same bytes everywhere.
#include <cstdint>

#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/maps.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"
#include "reference/top_down/wolf_map_overview.h"

namespace wolfsuite::top_down {

inline constexpr Rgb8 kViewCone = {255, 255, 0};
inline constexpr Rgb8 kViewPlayer = {255, 64, 64};
inline constexpr Rgb8 kViewEye = {255, 255, 255};
// The cone's lines end at most this far in front of the eye (16.16): a room's worth of tiles.
inline constexpr std::int64_t kViewConeDepth = std::int64_t{16} << 16;

// The 64 x 64 tiles of `scene` (built from `map`: raycaster::build_level), 8 pixels a tile, walls
// in `wall_colours` of `palette`, with `view` seen through a projection `view_width` columns wide.
Result<RgbaImage> render_view_overview(const GameMap& map, bool spear,
                                       const raycaster::Scene& scene, const raycaster::View& view,
                                       const VgaPalette& palette, const WallColours& wall_colours,
                                       int view_width);

// The wall colours of a scene's textures (texture_wall_colours of its VSWAP walls).
WallColours scene_wall_colours(const raycaster::Textures& textures, const VgaPalette& palette);

}  // namespace wolfsuite::top_down
