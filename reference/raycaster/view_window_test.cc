#include "reference/raycaster/view_window.h"

#include <gtest/gtest.h>

namespace wolfsuite::raycaster {
namespace {

TEST(ViewWindow, TwentyOneIsTheWholeScreen) {
  EXPECT_EQ(view_window(21, 320, 200), (ViewWindow{320, 200, 0, 0}));
  EXPECT_EQ(view_window(21, 1920, 1080), (ViewWindow{1920, 1080, 0, 0}));
}

TEST(ViewWindow, TwentyIsTheScreenAboveTheStatusBar) {
  EXPECT_EQ(view_window(20, 320, 200), (ViewWindow{320, 160, 0, 0}));
  EXPECT_EQ(view_window(20, 640, 400), (ViewWindow{640, 320, 0, 0}));  // a status bar twice as tall
}

TEST(ViewWindow, NineteenIsTheGamesDefaultWindowCentredAboveTheStatusBar) {
  EXPECT_EQ(view_window(19, 320, 200), (ViewWindow{304, 152, 8, 4}));
  EXPECT_EQ(view_window(19, 640, 400), (ViewWindow{608, 304, 16, 8}));
}

TEST(ViewWindow, SmallSizesRoundWidthToSixteenAndHeightToEven) {
  EXPECT_EQ(view_window(4, 320, 200), (ViewWindow{64, 32, 128, 64}));
  const std::optional<ViewWindow> odd = view_window(10, 333, 211);
  ASSERT_TRUE(odd.has_value());
  EXPECT_EQ(odd->width % 16, 0);
  EXPECT_EQ(odd->height % 2, 0);
}

TEST(ViewWindow, SizesOutsideFourToTwentyOneOrTinyScreensHaveNoWindow) {
  EXPECT_EQ(view_window(3, 320, 200), std::nullopt);
  EXPECT_EQ(view_window(22, 320, 200), std::nullopt);
  EXPECT_EQ(view_window(21, 8, 200), std::nullopt);  // narrower than 16 columns
  EXPECT_EQ(view_window(19, 0, 200), std::nullopt);
}

}  // namespace
}  // namespace wolfsuite::raycaster
