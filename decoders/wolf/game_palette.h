#pragma once
// The palette the engine loads from its executable (seed 001 "Static data": it is not in any data
// file), as the 6-bit VGA DAC values (0..63) the game writes. Wolfenstein 3-D's; Spear of
// Destiny's executable palette is not published beside the seeds, so images of Spear sets use a
// palette chunk of their own VGAGRAPH when one exists and this one otherwise.
//
// Source of the numbers: a public table of game palettes (GIMP palette "Wolfenstein 3D", 8-bit
// values that are the DAC values times 4).
#include <array>
#include <cstdint>

#include "decoders/core/rgba_image.h"

namespace wolfsuite {

inline constexpr int kPaletteColours = 256;
using VgaPalette = std::array<std::uint8_t, 3 * kPaletteColours>;  // r, g, b per colour, 0..63

const VgaPalette& wolfenstein_palette();

// 8-bit RGB for PNG and HTML: v * 255 / 63 rounded, so 63 becomes 255.
Rgb8Palette palette_to_rgb8(const VgaPalette& palette);

}  // namespace wolfsuite
