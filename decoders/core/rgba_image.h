#pragma once
// RGB colours, palettes of them, and pictures in memory (RGBA, or palette indices): what the
// renderers (reference/) draw, what extraction makes (decoders/formats/) and the CLI writes as PNG
// (cli/png_image.h). Plain data, no I/O.
#include <array>
#include <cstddef>
#include <cstdint>

#include "decoders/core/bytes.h"

namespace wolfsuite {

using Rgb8 = std::array<std::uint8_t, 3>;  // 8 bits a channel
using Rgb8Palette = std::array<std::uint8_t, 3 * 256>;  // r, g, b per colour index

// Colour `index` of a palette.
inline Rgb8 rgb8_at(const Rgb8Palette& palette, std::uint8_t index) {
  const std::size_t at = 3 * std::size_t{index};
  return Rgb8{palette[at], palette[at + 1], palette[at + 2]};
}

// width * height {r, g, b, a}, row-major, top row first.
struct RgbaImage {
  int width = 0;
  int height = 0;
  Bytes rgba;
  friend bool operator==(const RgbaImage&, const RgbaImage&) = default;
};

// width * height palette indices, row-major, top row first: a picture in some palette.
struct PalettedImage {
  int width = 0;
  int height = 0;
  Bytes pixels;
  friend bool operator==(const PalettedImage&, const PalettedImage&) = default;
};

// The colour of pixel (x, y), which must be inside the picture.
inline Rgb8 rgb_at(const RgbaImage& image, int x, int y) {
  const std::size_t at =
      4 * (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
           static_cast<std::size_t>(x));
  return Rgb8{image.rgba[at], image.rgba[at + 1], image.rgba[at + 2]};
}

}  // namespace wolfsuite
