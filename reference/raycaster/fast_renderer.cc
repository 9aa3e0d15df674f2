#include "reference/raycaster/fast_renderer.h"

#include <algorithm>
#include <array>
#include <bit>

#include "reference/raycaster/band_shapes.h"
#include "reference/raycaster/opaque_rows.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"
#include "reference/raycaster/weapon.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = kWallSide;  // texels down a wall column
constexpr int kLastTexel = 63;
constexpr int kHalfTexels = 32;

}  // namespace

const ColumnPlan& FastRenderer::build_plan(int half) {
  const auto index = static_cast<std::size_t>(half);
  if (index >= plans_.size()) {
    plans_.resize(index + 1);
    plan_rows_.resize(index + 1);
  }
  std::vector<std::uint8_t>& rows = plan_rows_[index];
  // The post covers rows center_y - half .. bottom, its texel rows counted from the bottom up
  // (the engine's scaler fills a post upwards); rows below the view are floor, never drawn.
  const int top = std::max(0, projection_.center_y - half);
  const int bottom = projection_.center_y + half - 1;
  const int wall_end = std::min(projection_.height, bottom + 1);
  rows.resize(stride_);
  for (std::size_t y = 0; y < stride_; ++y) {
    const int row = static_cast<int>(y);
    rows[y] = row < top ? kCeilingRow
              : row >= wall_end
                  ? kFloorRow
                  : static_cast<std::uint8_t>(kLastTexel - kHalfTexels * (bottom - row) / half);
  }
  plans_[index] = {rows.data(), top / kColumnChunk, (wall_end + kColumnChunk - 1) / kColumnChunk};
  return plans_[index];
}

void FastRenderer::fit(int width, int height) {
  if (projection_.width == width && projection_.height == height) return;
  projection_ = make_projection(width, height);
  stride_ = static_cast<std::size_t>((height + kColumnChunk - 1) / kColumnChunk * kColumnChunk);
  band_.assign(static_cast<std::size_t>(kBandColumns) * stride_, 0);
  scratch_.assign(stride_ + kScratchSlack, 0);
  plans_.clear();
  plan_rows_.clear();
}

FrameReport FastRenderer::report(const Scene& scene, const View& view, const RenderOptions& options,
                                 int width, int height) {
  fit(std::clamp(width, 1, kMaxFrameSide), std::clamp(height, 1, kMaxFrameSide));
  const Eye eye = make_eye(view);
  FrameReport report;
  wall_pass_.cast(scene, projection_, eye, report.posts, report.seen);
  place_objects(scene, projection_, eye, options, report);
  return report;
}

FrameReport FastRenderer::render(const Scene& scene, const View& view, const RenderOptions& options,
                                 Frame& frame) {
  const int width = std::clamp(frame.width, 1, kMaxFrameSide);
  const int height = std::clamp(frame.height, 1, kMaxFrameSide);
  if (frame.width != width || frame.height != height) frame = Frame(width, height);
  fit(width, height);
  const Eye eye = make_eye(view);
  FrameReport report;
  wall_pass_.cast(scene, projection_, eye, report.posts, report.seen);
  shapes_.clear();
  for (const ScaledObject& object : place_objects(scene, projection_, eye, options, report)) {
    if (const SpriteImage* image = sprite_image(scene.textures, object.sprite)) {
      shapes_.push_back(make_band_shape(*image, opaque_rows_.of(*image), object.view_x,
                                        object.height >> 3, object.height, &report.posts, width,
                                        height));
    }
  }
  for (const int sprite : overlay_sprites(options, scene.level.spear)) {
    if (const SpriteImage* image = sprite_image(scene.textures, sprite)) {
      shapes_.push_back(make_band_shape(*image, opaque_rows_.of(*image), width / 2,
                                        (height + 1) >> 1, 0, nullptr, width, height));
    }
  }
  static constexpr std::array<std::uint8_t, kTexels> kMissing = [] {
    std::array<std::uint8_t, kTexels> colours{};
    colours.fill(kMissingTextureColour);
    return colours;
  }();
  const auto frame_stride = static_cast<std::size_t>(width);
  const FillBand fill_band = fill_band_for(isa_);
  for (int x0 = 0; x0 < width; x0 += kBandColumns) {
    const Band band{band_.data(), stride_, x0, std::min(kBandColumns, width - x0), height};
    // Chunks of rows before `first_mixed` are ceiling in every column of the band, those from
    // `end_mixed` on floor: they go to the frame as fills, the others through the band.
    int first_mixed = static_cast<int>(stride_) / kColumnChunk;
    int end_mixed = 0;
    std::array<int, kBandColumns> halves;  // [0, band.width) written below before it is read
    // Neighbouring posts mostly share a page: its texels are looked up when the page changes.
    int page = kMissingTexture;
    const std::uint8_t* page_texels = nullptr;
    for (int i = 0; i < band.width; ++i) {
      const WallPost& post = report.posts[static_cast<std::size_t>(x0 + i)];
      if (i == 0 || post.page != page) {
        page = post.page;
        page_texels = wall_texels(scene.textures, page);
      }
      const int half = std::max(0, post.height >> 3);
      const ColumnPlan& plan = this->plan(half);
      halves[static_cast<std::size_t>(i)] = half;
      band_columns_[static_cast<std::size_t>(i)].texels =
          page_texels != nullptr ? page_texels + post.texel_column * kWallSide : kMissing.data();
      first_mixed = std::min(first_mixed, plan.first_mixed_chunk);
      end_mixed = std::max(end_mixed, plan.end_mixed_chunk);
    }
    // Plans are pointed at once all of the band's exist: building one may move the others.
    for (int i = 0; i < band.width; ++i) {
      band_columns_[static_cast<std::size_t>(i)].plan =
          &plans_[static_cast<std::size_t>(halves[static_cast<std::size_t>(i)])];
    }
    band_shapes_.clear();
    for (const BandShape& shape : shapes_) {
      if (shape.first_x >= x0 + band.width || shape.end_x <= x0 ||
          shape.first_row >= shape.end_row) {
        continue;
      }
      band_shapes_.push_back(&shape);
      first_mixed = std::min(first_mixed, shape.first_row / kColumnChunk);
      end_mixed = std::max(end_mixed, (shape.end_row + kColumnChunk - 1) / kColumnChunk);
    }
    fill_band(band_columns_.data(), band.width, scene.level.ceiling, scene.level.floor,
              first_mixed, end_mixed, stride_, band.columns);
    for (const BandShape* shape : band_shapes_) draw_band_shape(*shape, band, scratch_.data());
    const int ceiling_end = std::min(height, first_mixed * kColumnChunk);
    const int floor_start = std::clamp(end_mixed * kColumnChunk, ceiling_end, height);
    std::uint8_t* frame_band = frame.pixels.data() + static_cast<std::size_t>(x0);
    fill_rows(isa_, scene.level.ceiling, band.width, 0, ceiling_end, frame_band, frame_stride);
    transpose(isa_, band.columns, stride_, band.width, ceiling_end, floor_start, frame_band,
              frame_stride);
    fill_rows(isa_, scene.level.floor, band.width, floor_start, height, frame_band, frame_stride);
  }
  return report;
}

FrameReport render_fast(const Scene& scene, const View& view, const RenderOptions& options,
                        Frame& frame) {
  FastRenderer renderer;
  return renderer.render(scene, view, options, frame);
}

}  // namespace wolfsuite::raycaster
