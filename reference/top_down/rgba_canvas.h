#pragma once
// The drawing surface of the top-down renderers: an RgbaImage with filled rectangles, single
// pixels and lines, every write clipped to the picture, so a shape partly or wholly outside it
// draws what falls inside and nothing else. Integers only: the same bytes on every machine.
#include <cstdint>
#include <utility>

#include "decoders/core/rgba_image.h"

namespace wolfsuite::top_down {

class RgbaCanvas {
 public:
  // Fully transparent black until drawn on.
  RgbaCanvas(int width, int height);
  // Drawing over a picture made before.
  explicit RgbaCanvas(RgbaImage image) : image_(std::move(image)) {}

  // Opaque pixels of `colour`.
  void fill(std::int64_t x, std::int64_t y, std::int64_t width, std::int64_t height, Rgb8 colour);
  void plot(std::int64_t x, std::int64_t y, Rgb8 colour) { fill(x, y, 1, 1, colour); }
  // Bresenham's line, both ends included.
  void line(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1, Rgb8 colour);

  int width() const { return image_.width; }
  int height() const { return image_.height; }
  RgbaImage take() { return std::move(image_); }

 private:
  RgbaImage image_;
};

}  // namespace wolfsuite::top_down
