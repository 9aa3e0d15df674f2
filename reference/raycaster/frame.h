#pragma once
// An 8-bit palette-indexed framebuffer, row-major: pixels[y * width + x].
#include <cstdint>
#include <vector>

namespace wolfsuite::raycaster {

struct Frame {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> pixels;

  Frame() = default;
  Frame(int frame_width, int frame_height)
      : width(frame_width),
        height(frame_height),
        pixels(static_cast<std::size_t>(frame_width) * static_cast<std::size_t>(frame_height)) {}
  friend bool operator==(const Frame&, const Frame&) = default;
};

}  // namespace wolfsuite::raycaster
