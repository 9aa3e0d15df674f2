#include "decoders/formats/wolf_set_images.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

TEST(WolfSetImages, WallImageTurnsStoredColumnsIntoRows) {
  Wall wall;
  wall.columns[5 * 64 + 9] = 77;  // column 5, row 9
  const PalettedImage image = wall_image(wall);
  ASSERT_EQ(image.width, 64);
  ASSERT_EQ(image.height, 64);
  EXPECT_EQ(image.pixels[9 * 64 + 5], 77);
  EXPECT_EQ(image.pixels[5 * 64 + 9], 0);
}

TEST(WolfSetImages, SpriteImageTakesPaletteColoursAndTheSpriteAlpha) {
  SpriteImage sprite;
  sprite.pixels[7 * 64 + 3] = 1;  // engine colour 1: DAC (0, 0, 42)
  sprite.alpha[7 * 64 + 3] = kSpriteOpaque;
  const RgbaImage image = sprite_image(sprite, wolfenstein_palette());
  ASSERT_EQ(image.rgba.size(), 4u * 64 * 64);
  const std::size_t at = 4 * (7 * 64 + 3);
  EXPECT_EQ(image.rgba[at + 0], 0);
  EXPECT_EQ(image.rgba[at + 2], 170);  // 42 * 255 / 63
  EXPECT_EQ(image.rgba[at + 3], 255);
  EXPECT_EQ(image.rgba[3], 0);  // pixel (0, 0) stays transparent
}

TEST(WolfSetImages, PictureImageKeepsSizeAndPixels) {
  const Picture picture{3, 2, Bytes{1, 2, 3, 4, 5, 6}};
  EXPECT_EQ(picture_image(picture), (PalettedImage{3, 2, Bytes{1, 2, 3, 4, 5, 6}}));
}

TEST(WolfSetImages, FontSheetPutsGlyphAInCellOneFour) {
  Font font;
  font.height = 2;
  font.widths['A'] = 3;
  font.glyphs['A'] = Bytes{0, 9, 0, 9, 0, 9};
  font.widths['!'] = 5;  // the widest glyph sets the cell width
  font.glyphs['!'] = Bytes(10, 0);
  const auto sheet = font_sheet(font);
  ASSERT_TRUE(sheet.ok()) << sheet.error().to_string();
  ASSERT_EQ(sheet->width, 16 * 5);
  ASSERT_EQ(sheet->height, 16 * 2);
  const auto at = [&](int x, int y) { return sheet->pixels[y * sheet->width + x]; };
  const int left = 1 * 5;  // 'A' = 65 = 4 * 16 + 1
  const int top = 4 * 2;
  EXPECT_EQ(at(left + 0, top + 0), kFontSheetPaper);
  EXPECT_EQ(at(left + 1, top + 0), kFontSheetInk);
  EXPECT_EQ(at(left + 0, top + 1), kFontSheetInk);
  EXPECT_EQ(at(left + 2, top + 1), kFontSheetInk);
  EXPECT_EQ(std::count(sheet->pixels.begin(), sheet->pixels.end(), kFontSheetInk), 3);
}

TEST(WolfSetImages, FontSheetPaletteIsBlackPaperAndWhiteInk) {
  const Rgb8Palette palette = font_sheet_palette();
  EXPECT_EQ(palette[3 * kFontSheetPaper], 0);
  EXPECT_EQ(palette[3 * kFontSheetInk], 255);
  EXPECT_EQ(palette[3 * kFontSheetInk + 2], 255);
}

TEST(WolfSetImages, FontTooHighForASheetIsAnError) {
  Font font;
  font.height = kMaxFontSheetCellRows + 1;
  const auto sheet = font_sheet(font);
  ASSERT_FALSE(sheet.ok());
  EXPECT_EQ(sheet.error().id, "E-EXTRACT-FONT-SIZE");
}

TEST(WolfSetImages, PaletteSwatchHasEachColourInItsCell) {
  const PalettedImage swatch = palette_swatch();
  ASSERT_EQ(swatch.width, 128);
  ASSERT_EQ(swatch.height, 128);
  // colour 35 = row 2, column 3; any pixel inside the 8 x 8 cell
  EXPECT_EQ(swatch.pixels[(2 * 8 + 5) * 128 + 3 * 8 + 1], 35);
  EXPECT_EQ(swatch.pixels[127 * 128 + 127], 255);
}

}  // namespace
}  // namespace wolfsuite
