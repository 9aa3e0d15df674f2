#include "reference/top_down/rgba_canvas.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace wolfsuite::top_down {

RgbaCanvas::RgbaCanvas(int width, int height)
    : image_{width, height,
             Bytes(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4)} {}

void RgbaCanvas::fill(std::int64_t x, std::int64_t y, std::int64_t width, std::int64_t height,
                      Rgb8 colour) {
  const std::int64_t x_end = std::min<std::int64_t>(x + width, image_.width);
  const std::int64_t y_end = std::min<std::int64_t>(y + height, image_.height);
  for (std::int64_t row = std::max<std::int64_t>(y, 0); row < y_end; ++row) {
    for (std::int64_t column = std::max<std::int64_t>(x, 0); column < x_end; ++column) {
      const auto at = 4 * (static_cast<std::size_t>(row) * static_cast<std::size_t>(image_.width) +
                           static_cast<std::size_t>(column));
      image_.rgba[at] = colour[0];
      image_.rgba[at + 1] = colour[1];
      image_.rgba[at + 2] = colour[2];
      image_.rgba[at + 3] = 255;
    }
  }
}

void RgbaCanvas::line(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1,
                      Rgb8 colour) {
  const std::int64_t dx = std::llabs(x1 - x0);
  const std::int64_t dy = -std::llabs(y1 - y0);
  const std::int64_t step_x = x0 < x1 ? 1 : -1;
  const std::int64_t step_y = y0 < y1 ? 1 : -1;
  std::int64_t error = dx + dy;
  while (true) {
    plot(x0, y0, colour);
    if (x0 == x1 && y0 == y1) return;
    const std::int64_t twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x0 += step_x;
    }
    if (twice <= dx) {
      error += dx;
      y0 += step_y;
    }
  }
}

}  // namespace wolfsuite::top_down
