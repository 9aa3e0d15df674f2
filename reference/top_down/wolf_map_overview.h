#pragma once
// A Wolfenstein 3-D map seen from above, like an automap: every tile kMapTilePixels square, north
// up, tile (x, y) at pixel (8x, 8y), walls in their texture's average colour, doors, pushwalls,
// the player start and every plane 1 object marked by kind. `wolfsuite extract` writes it per map
// (maps/map_NN.png, the key as maps/legend.json); `wolfsuite render --overview` draws a view's
// cone over it (view_overview.h).
//
// Colour key (map_key()). A tile is painted in layers: the plane 0 tile, then the pushwall frame,
// then the plane 1 marker.
//   plane 0   wall 1..63       wall_colours[code]: the palette entry nearest the average colour
//                              of the wall's texture (2 * (code - 1), the first of its pair, seed
//                              002 "Level Maps"), or fixed_wall_colours() without textures
//             floor 107..143   "floor";   ambush floor 106: "ambush_floor"
//             door 90..101     floor with a 2-pixel bar across the tile along the door leaf
//                              (vertical door: a north-south bar), coloured by lock
//             anything else    "unknown_tile"
//   plane 1   player start     a 4 x 4 square with a 2-pixel nose on its facing side
//             enemy, boss,     a 4 x 4 square in the kind's colour
//             ghost, corpse
//             static object    a 2 x 2 dot by kind (blocking, bonus, decoration)
//             pushwall         a 1-pixel frame round the wall tile
//             exit marker,     a 2 x 2 dot
//             patrol turn,
//             unknown code
//
// Catalogue
//   id                     kind   meaning                                            seed
//   E-EXTRACT-MAP-SIZE     error  a map's width or height is 0 or above              002 Level Maps
//                                 kMaxOverviewTiles: no overview is drawn
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite::top_down {

inline constexpr int kMapTilePixels = 8;
// Four times the engine's 64 (seed 002 "Level Maps"): a 2048 x 2048 image, 16 MiB of RGBA.
// Decoded planes hold at most 32767 tiles (their frame is a u16 byte count), so every map the
// decoder can give has at least one side at most 181 tiles; a long thin map above the cap is
// one the engine refuses anyway.
inline constexpr int kMaxOverviewTiles = 256;
inline constexpr int kMaxWallCode = 63;

// Palette index per plane 0 wall code (entry 0 unused).
using WallColours = std::array<std::uint8_t, kMaxWallCode + 1>;

// Greys of the engine palette, 16 + code % 12, for sets without wall textures.
WallColours fixed_wall_colours();
// The palette entry nearest (squared distance of the 6-bit values, lowest index on a tie) to the
// mean colour of `pixels`; 0 for no pixels.
std::uint8_t average_colour_index(ByteSpan pixels, const VgaPalette& palette);
// `wall_textures[i]` is the pixels of VSWAP wall chunk i, empty when it is absent or sparse.
// Wall code c takes the average of chunk 2 * (c - 1); codes whose chunk is empty or past the
// list keep their fixed_wall_colours() entry.
WallColours texture_wall_colours(std::span<const ByteSpan> wall_textures,
                                 const VgaPalette& palette);

// One entry of the colour key, in drawing order.
struct MapKeyEntry {
  std::string_view name;
  std::optional<Rgb8> colour;  // nullopt: the wall's own colour (wall_colours)
  std::string_view meaning;
};
std::span<const MapKeyEntry> map_key();
// The colour of the key entry named `name` (a name of map_key(), not "wall").
Rgb8 key_colour(std::string_view name);

// The overview of `map` as `contents` (classify_map of the same map) describes it; walls from
// `palette` at `wall_colours`. Only tiles the classification covered and plane 0 holds are
// painted; the rest stay "unknown_tile". E-EXTRACT-MAP-SIZE for a side of 0 or over the cap.
Result<RgbaImage> map_overview(const GameMap& map, const MapContents& contents,
                               const VgaPalette& palette,
                               const WallColours& wall_colours = fixed_wall_colours());

}  // namespace wolfsuite::top_down
