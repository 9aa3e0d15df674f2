#pragma once
// Objects drawn band by band: the fast renderer draws the view in bands of a few columns, each
// column-major, and an object (an actor, a static, the weapon) is drawn into every band it
// crosses. Its geometry is computed once per frame (BandShape); each band then draws only the
// object's texel columns that fall into it, each texel column once, and copies its runs of
// opaque rows into the band's columns where no nearer wall hides them.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/raycaster/opaque_rows.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

// View pixels [first, last) of every texel of a shape of half size `half` starting at `start`.
struct TexelSpans {
  std::array<int, kSpriteSide + 1> edge{};  // unclipped: texel t covers [edge[t], edge[t + 1])
};

// An object ready to draw into every band it crosses.
struct BandShape {
  const SpriteImage* image = nullptr;
  const ColumnMasks* opaque = nullptr;
  TexelSpans columns;                            // view columns of each texel column
  TexelSpans rows;                               // view rows of each texel row
  const std::vector<WallPost>* posts = nullptr;  // drawn only where the wall is lower, or over all
  int wall_limit = 0;
  int first_x = 0;  // the view columns and rows it may touch
  int end_x = 0;
  int first_row = 0;
  int end_row = 0;
};

// `half`: half the drawn size in pixels (the engine's height >> 3); `posts` nullptr draws over
// every wall (the weapon), else only where posts[x].height < wall_limit.
BandShape make_band_shape(const SpriteImage& image, const ColumnMasks& opaque, int view_x, int half,
                          int wall_limit, const std::vector<WallPost>* posts, int width,
                          int height);

// View columns [x0, x0 + width) of a view `height` rows high, column-major.
struct Band {
  std::uint8_t* columns;
  std::size_t stride;
  int x0;
  int width;
  int height;
};

// Bytes after a scratch column that draw_band_shape may write: it fills texel rows eight bytes at
// a time.
inline constexpr std::size_t kScratchSlack = 8;

// `scratch`: a column of the band's stride and kScratchSlack more bytes, for the renderer's use.
void draw_band_shape(const BandShape& shape, const Band& band, std::uint8_t* scratch);

}  // namespace wolfsuite::raycaster
