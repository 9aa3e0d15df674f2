#pragma once
// Images of typed models for `wolfsuite extract` (extract_command.h): pure functions from the
// decoded walls, sprites, pictures, fonts, palettes and maps to pixels, no file I/O, so each one
// is tested on a constructed model. The command hands the pixels to png_image.h.
//
// Image layouts
//   image          size                     pixels                    source
//   wall           64 x 64                  palette indices           seed 001 "Wall textures"
//   sprite         64 x 64                  RGBA, the sprite's alpha  seed 001 "Sprites"
//   picture        width x height           palette indices           seed 001 "Pictures"
//   font sheet     16 cells x 16 cells      kFontSheetInk where a     seed 001 "Fonts"
//                  of (widest glyph x       glyph byte is not 0,
//                  height) pixels           kFontSheetPaper elsewhere
//                  glyph c in cell (c % 16, c / 16), its top-left corner at the cell's
//   palette swatch 16 x 16 cells of         colour index c in cell    seed 001 "Palettes"
//                  kSwatchCellPixels        (c % 16, c / 16)
//   map overview   kMapTilePixels per tile  RGBA, north up, tile      seed 002 "Level Maps"
//                                           (x, y) at pixel (8x, 8y)
//
// Map overview colour key (map_key(); the command writes it as maps/legend.json). A tile is
// painted in layers: the plane 0 tile, then the pushwall frame, then the plane 1 marker.
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
//   E-EXTRACT-FONT-SIZE    error  a font's height is above kMaxFontSheetCellRows:    001 Fonts
//                                 no sheet is drawn
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cli/png_image.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite::cli {

// width * height palette indices, row-major.
struct IndexedImage {
  int width = 0;
  int height = 0;
  Bytes pixels;
  friend bool operator==(const IndexedImage&, const IndexedImage&) = default;
};

// width * height {r, g, b, a}, row-major.
struct RgbaImage {
  int width = 0;
  int height = 0;
  Bytes rgba;
  friend bool operator==(const RgbaImage&, const RgbaImage&) = default;
};

using Rgb8 = std::array<std::uint8_t, 3>;

// The PNG palette of a 6-bit VGA palette (palette_to_rgb8).
Rgb8Palette png_palette(const VgaPalette& palette);

IndexedImage wall_image(const Wall& wall);
RgbaImage sprite_image(const SpriteImage& sprite, const VgaPalette& palette);
IndexedImage picture_image(const Picture& picture);

// --- Font sheet ------------------------------------------------------------------------------

inline constexpr int kFontSheetColumns = 16;
inline constexpr int kFontSheetRows = 16;
inline constexpr std::uint8_t kFontSheetPaper = 0;
inline constexpr std::uint8_t kFontSheetInk = 1;
// Shipped fonts are 10 rows high. A height is a u16 of the lump, so a hostile font could ask for
// a sheet 16 * 65535 rows high, past what a PNG holds; 256 rows per cell keeps the sheet at most
// 4096 x 4096 pixels (widths are bytes: at most 255 columns per cell).
inline constexpr int kMaxFontSheetCellRows = 256;

// Glyph c in cell (c % 16, c / 16) of cells as wide as the widest glyph (at least 1) and
// font.height rows (at least 1). E-EXTRACT-FONT-SIZE above kMaxFontSheetCellRows.
Result<IndexedImage> font_sheet(const Font& font);
// kFontSheetPaper black, kFontSheetInk white.
Rgb8Palette font_sheet_palette();

// --- Palettes --------------------------------------------------------------------------------

inline constexpr int kSwatchCellPixels = 8;

// 128 x 128: colour c fills cell (c % 16, c / 16). Encode it with the palette it shows.
IndexedImage palette_swatch();

// --- Map overview ----------------------------------------------------------------------------

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
// Wall code c takes the average of wall 2 * (c - 1); codes whose wall is absent or sparse keep
// their fixed_wall_colours() entry.
WallColours texture_wall_colours(const std::vector<std::optional<Wall>>& walls,
                                 const VgaPalette& palette);

// One entry of the colour key, in drawing order.
struct MapKeyEntry {
  std::string_view name;
  std::optional<Rgb8> colour;  // nullopt: the wall's own colour (wall_colours)
  std::string_view meaning;
};
std::span<const MapKeyEntry> map_key();

// The overview of `map` as `contents` (classify_map of the same map) describes it; walls from
// `palette` at `wall_colours`. Only tiles the classification covered and plane 0 holds are
// painted; the rest stay "unknown_tile". E-EXTRACT-MAP-SIZE for a side of 0 or over the cap.
Result<RgbaImage> map_overview(const GameMap& map, const MapContents& contents,
                               const VgaPalette& palette,
                               const WallColours& wall_colours = fixed_wall_colours());

}  // namespace wolfsuite::cli
