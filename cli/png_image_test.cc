#include "cli/png_image.h"

#include <gtest/gtest.h>
#include <png.h>

#include <vector>

namespace wolfsuite::cli {
namespace {

// Decodes with libpng's simplified reader into RGBA, the way any viewer would see the file.
std::vector<std::uint8_t> read_rgba(const Bytes& png, int& width, int& height) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  EXPECT_NE(png_image_begin_read_from_memory(&image, png.data(), png.size()), 0);
  image.format = PNG_FORMAT_RGBA;
  std::vector<std::uint8_t> rgba(PNG_IMAGE_SIZE(image));
  EXPECT_NE(png_image_finish_read(&image, nullptr, rgba.data(), 0, nullptr), 0);
  width = static_cast<int>(image.width);
  height = static_cast<int>(image.height);
  return rgba;
}

TEST(PngImage, IndexedImageReadsBackAsItsPaletteColours) {
  Rgb8Palette palette{};
  palette[3 * 1 + 0] = 255;  // colour 1 red
  palette[3 * 2 + 2] = 200;  // colour 2 blue
  const Bytes pixels = {0, 1, 2, 1, 0, 2};
  const auto png = encode_png_indexed(3, 2, pixels, palette);
  ASSERT_TRUE(png.ok()) << png.error().to_string();
  int width = 0, height = 0;
  const auto rgba = read_rgba(*png, width, height);
  EXPECT_EQ(width, 3);
  EXPECT_EQ(height, 2);
  EXPECT_EQ(rgba[4 * 1 + 0], 255);  // pixel 1 is red
  EXPECT_EQ(rgba[4 * 2 + 2], 200);  // pixel 2 is blue
  EXPECT_EQ(rgba[4 * 4 + 0], 0);    // pixel 4 is black
}

TEST(PngImage, RgbaImageKeepsItsAlpha) {
  const Bytes rgba_in = {10, 20, 30, 255, 0, 0, 0, 0};
  const auto png = encode_png_rgba(2, 1, rgba_in);
  ASSERT_TRUE(png.ok());
  int width = 0, height = 0;
  EXPECT_EQ(read_rgba(*png, width, height), rgba_in);
}

TEST(PngImage, PixelCountMismatchIsAnError) {
  const auto png = encode_png_indexed(4, 4, Bytes(15), Rgb8Palette{});
  ASSERT_FALSE(png.ok());
  EXPECT_EQ(png.error().id, "E-PNG-SIZE");
}

}  // namespace
}  // namespace wolfsuite::cli
