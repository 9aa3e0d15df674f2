#pragma once
// Images of a Wolfenstein 3-D set's typed models for extract (wolf_set_extract.h,
// cli/extract_command.h): pure functions from the decoded walls, sprites, pictures, fonts and
// palettes to pixels, no file I/O, so each one is tested on a constructed model. The sink encodes
// the pixels as PNG (extract_sink.h).
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
// The map overviews are drawn by the renderers (renderers.h: reference/top_down/).
//
// Catalogue
//   id                     kind   meaning                                            seed
//   E-EXTRACT-FONT-SIZE    error  a font's height is above kMaxFontSheetCellRows:    001 Fonts
//                                 no sheet is drawn
#include <cstdint>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {

// The PNG palette of a 6-bit VGA palette (palette_to_rgb8).
Rgb8Palette png_palette(const VgaPalette& palette);

PalettedImage wall_image(const Wall& wall);
RgbaImage sprite_image(const SpriteImage& sprite, const VgaPalette& palette);
PalettedImage picture_image(const Picture& picture);

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
Result<PalettedImage> font_sheet(const Font& font);
// kFontSheetPaper black, kFontSheetInk white.
Rgb8Palette font_sheet_palette();

// --- Palettes --------------------------------------------------------------------------------

inline constexpr int kSwatchCellPixels = 8;

// 128 x 128: colour c fills cell (c % 16, c / 16). Encode it with the palette it shows.
PalettedImage palette_swatch();

}  // namespace wolfsuite
