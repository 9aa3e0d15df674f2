#pragma once
// The view window the engine uses for a view size on a screen (NewViewSize, SetViewSize):
//
//   view size   window (before the engine's rounding)
//   21          the whole screen
//   20          the screen above the status bar: height - 40 * scale
//   4..19       width  n * 16 * screen_width / 320,
//               height n * 16 * 0.5 * screen_height / 200 (HEIGHTRATIO 0.5)
//   then the width is rounded down to a multiple of 16 and the height to an even number, and the
//   window is centred in the space above the status bar (or the whole screen for 21).
//
// scale = min(screen_width / 320, screen_height / 200), at least 1 (the engine's scaleFactor), so
// a port at 640 x 400 gets 608 x 304 for view size 19, as the engine computes it.
#include <optional>

namespace wolfsuite::raycaster {

inline constexpr int kMinViewSize = 4;
inline constexpr int kMaxViewSize = 21;
inline constexpr int kDefaultViewSize = 21;
inline constexpr int kStatusBarLines = 40;  // STATUSLINES at 320 x 200

struct ViewWindow {
  int width = 0;
  int height = 0;
  int left = 0;  // where the window sits on the screen
  int top = 0;
  friend bool operator==(const ViewWindow&, const ViewWindow&) = default;
};

// nullopt for a view size outside 4..21 or a screen the window does not fit (a side below 1).
std::optional<ViewWindow> view_window(int view_size, int screen_width, int screen_height);

}  // namespace wolfsuite::raycaster
