#include "reference/raycaster/overview.h"

#include <algorithm>
#include <cstdlib>

#include "reference/raycaster/ray_cast.h"

namespace wolfsuite::raycaster {
namespace {

struct Point {
  std::int64_t x = 0;  // pixels
  std::int64_t y = 0;
};

class Canvas {
 public:
  Canvas(Frame& frame, int tile_pixels) : frame_(frame), tile_pixels_(tile_pixels) {}

  // Where 16.16 tile position (x, y) falls.
  Point pixel_of(std::int64_t x, std::int64_t y) const {
    // An arithmetic shift rounds towards minus infinity on both sides of 0.
    return {(x * tile_pixels_) >> 16, (y * tile_pixels_) >> 16};
  }

  void plot(std::int64_t x, std::int64_t y, std::uint8_t colour) {
    if (x < 0 || y < 0 || x >= frame_.width || y >= frame_.height) return;
    frame_.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(frame_.width) +
                  static_cast<std::size_t>(x)] = colour;
  }

  void fill(std::int64_t left, std::int64_t top, std::int64_t size, std::uint8_t colour) {
    for (std::int64_t y = top; y < top + size; ++y) {
      for (std::int64_t x = left; x < left + size; ++x) plot(x, y, colour);
    }
  }

  void fill_tile(int tile_x, int tile_y, std::uint8_t colour) {
    fill(std::int64_t{tile_x} * tile_pixels_, std::int64_t{tile_y} * tile_pixels_, tile_pixels_,
         colour);
  }

  void frame_tile(int tile_x, int tile_y, std::uint8_t colour) {
    const std::int64_t left = std::int64_t{tile_x} * tile_pixels_;
    const std::int64_t top = std::int64_t{tile_y} * tile_pixels_;
    const std::int64_t last = tile_pixels_ - 1;
    for (std::int64_t i = 0; i <= last; ++i) {
      plot(left + i, top, colour);
      plot(left + i, top + last, colour);
      plot(left, top + i, colour);
      plot(left + last, top + i, colour);
    }
  }

  // Bresenham's line, both ends included.
  void line(Point from, Point to, std::uint8_t colour) {
    const std::int64_t dx = std::llabs(to.x - from.x);
    const std::int64_t dy = -std::llabs(to.y - from.y);
    const std::int64_t step_x = from.x < to.x ? 1 : -1;
    const std::int64_t step_y = from.y < to.y ? 1 : -1;
    std::int64_t error = dx + dy;
    Point at = from;
    while (true) {
      plot(at.x, at.y, colour);
      if (at.x == to.x && at.y == to.y) return;
      const std::int64_t twice = 2 * error;
      if (twice >= dy) {
        error += dy;
        at.x += step_x;
      }
      if (twice <= dx) {
        error += dx;
        at.y += step_y;
      }
    }
  }

  int tile_pixels() const { return tile_pixels_; }

 private:
  Frame& frame_;
  int tile_pixels_;
};

void draw_tiles(const Scene& scene, Canvas& canvas) {
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::uint8_t tile = scene.level.at(x, y);
      if (tile == 0) {
        canvas.fill_tile(x, y, kOverviewFloor);
      } else if ((tile & kDoorTile) == 0) {
        canvas.fill_tile(x, y, kOverviewWall);
      } else if (scene.motion.door_opening(tile & 0x7F) == 0) {
        canvas.fill_tile(x, y, kOverviewDoor);
      } else {
        canvas.fill_tile(x, y, kOverviewFloor);
        canvas.frame_tile(x, y, kOverviewDoor);
      }
    }
  }
}

void draw_objects(const Scene& scene, Canvas& canvas) {
  const int size = std::max(1, canvas.tile_pixels() / 4);
  const auto mark = [&](std::int64_t x, std::int64_t y) {
    const Point centre = canvas.pixel_of(x, y);
    canvas.fill(centre.x - size / 2, centre.y - size / 2, size, kOverviewSprite);
  };
  for (const LevelStatic& object : scene.level.statics) {
    mark((std::int64_t{object.x} << 16) + (1 << 15), (std::int64_t{object.y} << 16) + (1 << 15));
  }
  for (const LevelActor& actor : scene.level.actors) mark(actor.x, actor.y);
}

// The same block ray_cast.cc meets: the tile offset by progress 64ths towards the next one. A
// pushwall whose next tile leaves the grid is not drawn, as the renderer does not draw it.
void draw_pushwall(const Scene& scene, Canvas& canvas) {
  if (!scene.motion.pushwall) return;
  const MovingPushwall& wall = *scene.motion.pushwall;
  const auto [dx, dy] = push_step(wall.direction);
  if (!in_grid(wall.x, wall.y) || !in_grid(wall.x + dx, wall.y + dy)) return;
  canvas.fill_tile(wall.x, wall.y, kOverviewFloor);
  canvas.fill_tile(wall.x + dx, wall.y + dy, kOverviewFloor);
  const std::int64_t moved =
      std::int64_t{std::clamp(wall.progress, 0, kPushwallSteps - 1)} * ((1 << 16) / kPushwallSteps);
  const Point corner = canvas.pixel_of((std::int64_t{wall.x} << 16) + dx * moved,
                                       (std::int64_t{wall.y} << 16) + dy * moved);
  canvas.fill(corner.x, corner.y, canvas.tile_pixels(), kOverviewPushwall);
}

// Where the ray of `column` ends: at its wall (the depth its wall height stands for) or
// kOverviewConeDepth, whichever is nearer, along the column's angle rounded to whole degrees.
Point cone_end(const Projection& projection, const Eye& eye, const std::vector<WallPost>& posts,
               int column, Canvas& canvas) {
  const WallPost& post = posts[static_cast<std::size_t>(column)];
  const std::int64_t wall_depth =
      post.height > 0 ? (std::int64_t{projection.height_numerator} << 8) / post.height
                      : kOverviewConeDepth;
  const std::int64_t depth = std::min(wall_depth, kOverviewConeDepth);
  const int offset = projection.pixel_angle[static_cast<std::size_t>(column)];
  const int degrees = eye.angle + (offset + (offset >= 0 ? 5 : -5)) / 10;
  return canvas.pixel_of(eye.x + ((engine_cos(degrees) * depth) >> 16),
                         eye.y - ((engine_sin(degrees) * depth) >> 16));
}

void draw_view(const Scene& scene, const View& view, int view_width, Canvas& canvas) {
  // The rays do not depend on the height.
  const Projection projection = make_projection(view_width, 1);
  const Eye eye = make_eye(view);
  std::vector<WallPost> posts;
  SeenTiles seen{};
  cast_walls(scene, projection, eye, posts, seen);
  const Point eye_pixel = canvas.pixel_of(eye.x, eye.y);
  canvas.line(eye_pixel, cone_end(projection, eye, posts, 0, canvas), kOverviewCone);
  canvas.line(eye_pixel, cone_end(projection, eye, posts, projection.width - 1, canvas), kOverviewCone);
  const Point player = canvas.pixel_of(view.x, view.y);
  canvas.fill(player.x - 1, player.y - 1, 3, kOverviewPlayer);
  canvas.plot(eye_pixel.x, eye_pixel.y, kOverviewEye);
}

}  // namespace

Frame render_overview(const Scene& scene, const View& view, const OverviewOptions& options) {
  const int tile_pixels = std::clamp(options.tile_pixels, 1, kMaxOverviewTilePixels);
  Frame frame(kGridSide * tile_pixels, kGridSide * tile_pixels);
  Canvas canvas(frame, tile_pixels);
  draw_tiles(scene, canvas);
  draw_objects(scene, canvas);
  draw_pushwall(scene, canvas);
  draw_view(scene, view, options.view_width, canvas);
  return frame;
}

}  // namespace wolfsuite::raycaster
