// The VGAGRAPH of the synthetic set (synthetic_set.h): two fonts, the pictures, the tile8 lump, a
// text screen, the game palette, a text article and the demos.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/synthetic_parts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

using namespace synthetic_parts;

constexpr int kFirstPrintable = 32;
constexpr int kLastPrintable = 126;
constexpr std::uint8_t kFontInk = 15;

// Printable ASCII; the glyph rows between the blank top and bottom rows are a fixed hash of the
// character, and the last column of each glyph is the space before the next.
Font synthetic_font(std::uint16_t height, int base_width) {
  Font font;
  font.height = height;
  for (int c = kFirstPrintable; c <= kLastPrintable; ++c) {
    const int width = c == ' ' ? base_width : base_width + c % 3;
    const auto index = static_cast<std::size_t>(c);
    font.widths[index] = to_u8(width);
    Bytes& glyph = font.glyphs[index];
    glyph.assign(grid_index(0, height, width), 0);
    if (c == ' ') continue;
    for (int row = 1; row + 1 < height; ++row) {
      for (int col = 0; col + 1 < width; ++col) {
        const std::uint32_t hash = static_cast<std::uint32_t>(c) * 2654435761u ^
                                   static_cast<std::uint32_t>(row * 40503 + col * 9973);
        if (col == 0 || ((hash >> 13) & 1) != 0) {
          glyph[grid_index(col, row, width)] = kFontInk;
        }
      }
    }
  }
  lay_out_font_glyphs(font);
  return font;
}

struct PictureRecipe {
  std::uint16_t width;  // a multiple of 4, the engine's planar unit (graphics_chunks.h)
  std::uint16_t height;
  int style;
};

constexpr PictureRecipe kPictureRecipes[kSyntheticPictures] = {
    {64, 64, 0}, {96, 24, 1}, {48, 48, 2}, {24, 16, 3}, {320, 16, 1}, {8, 8, 4}, {32, 40, 3},
};

std::uint8_t picture_pixel(int style, int x, int y, int width, int height, NoiseGenerator& noise) {
  switch (style) {
    case 0:
      return to_u8(144 + (x + y) * 16 / (width + height));  // a blue diagonal ramp
    case 1:
      return to_u8(y % 8 < 4 ? 32 + x % 16 : 16 + x % 16);  // red and grey stripes
    case 2: {
      const int dx = 2 * x - width + 1;
      const int dy = 2 * y - height + 1;
      const int inside = dx * dx + dy * dy <= width * width;
      return to_u8(inside != 0 ? 196 + (dx * dx + dy * dy) * 8 / (width * width + 1) : 0);
    }
    case 3:
      return to_u8(96 + noise.below(8));  // green noise
    default:
      return to_u8((x + y) % 2 == 0 ? 15 : 0);  // a checkerboard
  }
}

Picture synthetic_picture(const PictureRecipe& recipe, std::uint32_t seed) {
  NoiseGenerator noise(seed);
  Picture picture{recipe.width, recipe.height, {}};
  picture.pixels.reserve(std::size_t{recipe.width} * recipe.height);
  for (int y = 0; y < recipe.height; ++y) {
    for (int x = 0; x < recipe.width; ++x) {
      picture.pixels.push_back(
          picture_pixel(recipe.style, x, y, recipe.width, recipe.height, noise));
    }
  }
  return picture;
}

Bytes synthetic_tiles() {
  Bytes tiles;
  tiles.reserve(kTile8EngineCount * kTile8Bytes);
  for (std::size_t t = 0; t < kTile8EngineCount; ++t) {
    for (int y = 0; y < 8; ++y) {
      for (int x = 0; x < 8; ++x) {
        tiles.push_back(to_u8(kWallRamps[t % 8] + ((x ^ y ^ static_cast<int>(t)) & 7)));
      }
    }
  }
  return tiles;
}

// The colour text screen the engine shows on quitting: white on blue, one centred line.
Screen synthetic_screen() {
  constexpr int kColumns = 80;
  constexpr int kRows = 25;
  constexpr std::uint8_t kWhiteOnBlue = 0x1F;
  constexpr std::string_view kLine = "wolfsuite synthetic data set";
  Screen screen;
  for (int i = 0; i < kColumns * kRows; ++i) {
    screen.cells.push_back(' ');
    screen.cells.push_back(kWhiteOnBlue);
  }
  const std::size_t start =
      2 * grid_index(static_cast<int>(kColumns - kLine.size()) / 2, 12, kColumns);
  for (std::size_t i = 0; i < kLine.size(); ++i) {
    screen.cells[start + 2 * i] = static_cast<std::uint8_t>(kLine[i]);
  }
  screen.trailer = {0x1A};
  return screen;
}

Palette synthetic_palette() {
  Palette palette;
  const VgaPalette& game = wolfenstein_palette();
  std::copy(game.begin(), game.end(), palette.rgb.begin());
  return palette;
}

// A text article in the engine's ^ layout commands (page, colour, end).
Bytes synthetic_text() {
  constexpr std::string_view kText =
      "^P\r\n^C0FSynthetic data set\r\n\r\n^C00Every map, picture, sprite and sound of this set "
      "is drawn by a program.\r\n^E\r\n";
  return Bytes(kText.begin(), kText.end());
}

// Deltas inside seed 001's -100..100: a slow weave while running forward, firing now and then.
Result<Demo> synthetic_demo(int index) {
  std::vector<DemoFrame> frames;
  const int count = 200 + 40 * index;
  for (int i = 0; i < count; ++i) {
    DemoFrame frame;
    frame.buttons = to_u8((i % 16 == 0 ? kDemoFire : 0) | (i % 64 < 32 ? kDemoRun : 0));
    const int weave = i % 40 < 20 ? i % 20 : 20 - i % 20;
    frame.turn = static_cast<std::int8_t>(3 * weave - 30);
    frame.move = static_cast<std::int8_t>(i % 50 < 40 ? -60 - index * 10 : 20);
    frames.push_back(frame);
  }
  return new_demo(to_u8(index % static_cast<int>(kSyntheticMaps)), std::move(frames));
}

}  // namespace

Result<Graphics> synthetic_graphics() {
  GraphicsLumps lumps;
  lumps.fonts = {synthetic_font(8, 4), synthetic_font(10, 6)};
  for (std::size_t k = 0; k < kSyntheticPictures; ++k) {
    lumps.pictures.push_back(
        synthetic_picture(kPictureRecipes[k], static_cast<std::uint32_t>(0x91C0 + k)));
  }
  lumps.tiles = synthetic_tiles();
  lumps.misc.emplace_back(synthetic_screen());
  lumps.misc.emplace_back(synthetic_palette());
  lumps.misc.emplace_back(synthetic_text());
  for (int d = 0; d < version_facts(kSyntheticSetVersion).demos; ++d) {
    WS_ASSIGN_OR_RETURN(Demo demo, synthetic_demo(d));
    lumps.misc.emplace_back(std::move(demo));
  }
  return new_graphics(lumps);
}

}  // namespace wolfsuite
