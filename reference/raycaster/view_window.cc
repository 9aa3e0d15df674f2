#include "reference/raycaster/view_window.h"

#include <algorithm>

namespace wolfsuite::raycaster {
namespace {

constexpr int kBaseWidth = 320;
constexpr int kBaseHeight = 200;
constexpr int kPixelsPerSize = 16;
constexpr int kFullScreen = 21;
constexpr int kAboveStatusBar = 20;

}  // namespace

std::optional<ViewWindow> view_window(int view_size, int screen_width, int screen_height) {
  if (view_size < kMinViewSize || view_size > kMaxViewSize) return std::nullopt;
  if (screen_width < 1 || screen_height < 1) return std::nullopt;
  const int scale = std::max(1, std::min(screen_width / kBaseWidth, screen_height / kBaseHeight));
  const int status_bar = scale * kStatusBarLines;
  int width = screen_width;
  int height = screen_height;
  if (view_size == kAboveStatusBar) {
    height = screen_height - status_bar;
  } else if (view_size < kAboveStatusBar) {
    width = view_size * kPixelsPerSize * screen_width / kBaseWidth;
    // HEIGHTRATIO 0.5, exact in integers: n * 16 * 0.5 * h / 200 = n * 8 * h / 200.
    height = view_size * (kPixelsPerSize / 2) * screen_height / kBaseHeight;
  }
  width &= ~(kPixelsPerSize - 1);
  height &= ~1;
  if (width < 1 || height < 1) return std::nullopt;
  ViewWindow window{width, height, 0, 0};
  if (height != screen_height) {
    window.left = (screen_width - width) / 2;
    window.top = std::max(0, (screen_height - status_bar - height) / 2);
  }
  return window;
}

}  // namespace wolfsuite::raycaster
