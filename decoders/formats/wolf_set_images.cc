#include "decoders/formats/wolf_set_images.h"

#include <algorithm>
#include <cstddef>
#include <string>

namespace wolfsuite {

Rgb8Palette png_palette(const VgaPalette& palette) { return palette_to_rgb8(palette); }

PalettedImage wall_image(const Wall& wall) {
  const auto pixels = wall_pixels_row_major(wall);
  return PalettedImage{kWallSide, kWallSide, Bytes(pixels.begin(), pixels.end())};
}

RgbaImage sprite_image(const SpriteImage& sprite, const VgaPalette& palette) {
  const Rgb8Palette rgb = palette_to_rgb8(palette);
  RgbaImage image{kSpriteSide, kSpriteSide, Bytes(4 * kSpritePixels)};
  for (std::size_t i = 0; i < kSpritePixels; ++i) {
    const Rgb8 colour = rgb8_at(rgb, sprite.pixels[i]);
    image.rgba[4 * i] = colour[0];
    image.rgba[4 * i + 1] = colour[1];
    image.rgba[4 * i + 2] = colour[2];
    image.rgba[4 * i + 3] = sprite.alpha[i];
  }
  return image;
}

PalettedImage picture_image(const Picture& picture) {
  return PalettedImage{picture.width, picture.height, picture.pixels};
}

Result<PalettedImage> font_sheet(const Font& font) {
  if (font.height > kMaxFontSheetCellRows) {
    return over_limit("E-EXTRACT-FONT-SIZE", 0,
                      "font height " + std::to_string(font.height) + " is above the sheet's " +
                          std::to_string(kMaxFontSheetCellRows) + " rows per cell");
  }
  const int cell_width =
      std::max(1, static_cast<int>(*std::max_element(font.widths.begin(), font.widths.end())));
  const int cell_height = std::max(1, static_cast<int>(font.height));
  PalettedImage sheet{kFontSheetColumns * cell_width, kFontSheetRows * cell_height, {}};
  sheet.pixels.assign(static_cast<std::size_t>(sheet.width) * sheet.height, kFontSheetPaper);
  for (std::size_t c = 0; c < kFontGlyphs; ++c) {
    const int width = font.widths[c];
    const Bytes& glyph = font.glyphs[c];
    const int left = static_cast<int>(c % kFontSheetColumns) * cell_width;
    const int top = static_cast<int>(c / kFontSheetColumns) * cell_height;
    // A constructed glyph may be shorter than height * width: only its bytes are drawn.
    for (std::size_t i = 0; width > 0 && i < glyph.size() && i / width < font.height; ++i) {
      if (glyph[i] == 0) continue;
      const std::size_t x = static_cast<std::size_t>(left) + i % width;
      const std::size_t y = static_cast<std::size_t>(top) + i / width;
      sheet.pixels[y * static_cast<std::size_t>(sheet.width) + x] = kFontSheetInk;
    }
  }
  return sheet;
}

Rgb8Palette font_sheet_palette() {
  Rgb8Palette palette{};
  for (int channel = 0; channel < 3; ++channel) palette[3 * kFontSheetInk + channel] = 255;
  return palette;
}

PalettedImage palette_swatch() {
  constexpr int kSide = 16 * kSwatchCellPixels;
  PalettedImage swatch{kSide, kSide, Bytes(std::size_t{kSide} * kSide)};
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      swatch.pixels[y * kSide + x] =
          static_cast<std::uint8_t>((y / kSwatchCellPixels) * 16 + x / kSwatchCellPixels);
    }
  }
  return swatch;
}

}  // namespace wolfsuite
