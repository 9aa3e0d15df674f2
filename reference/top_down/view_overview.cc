#include "reference/top_down/view_overview.h"

#include <algorithm>
#include <vector>

#include "reference/raycaster/engine_tables.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/top_down/rgba_canvas.h"

namespace wolfsuite::top_down {
namespace {

namespace rc = raycaster;

struct Point {
  std::int64_t x = 0;  // pixels
  std::int64_t y = 0;
};

// Where 16.16 tile position (x, y) falls. An arithmetic shift rounds towards minus infinity on
// both sides of 0.
Point pixel_of(std::int64_t x, std::int64_t y) {
  return {(x * kMapTilePixels) >> 16, (y * kMapTilePixels) >> 16};
}

void fill_tile(RgbaCanvas& canvas, int x, int y, Rgb8 colour) {
  canvas.fill(std::int64_t{x} * kMapTilePixels, std::int64_t{y} * kMapTilePixels, kMapTilePixels,
              kMapTilePixels, colour);
}

// The door bars of wolf_map_overview.h, 2 pixels wide across the middle of the tile.
void draw_door_openings(const MapContents& contents, const rc::Scene& scene, RgbaCanvas& canvas) {
  const Rgb8 floor = key_colour("floor");
  for (const Door& door : contents.doors) {
    if (!rc::in_grid(door.x, door.y)) continue;
    const std::uint8_t tile = scene.level.at(door.x, door.y);
    if ((tile & rc::kDoorTile) == 0) continue;
    const std::uint16_t opening = scene.motion.door_opening(tile & 0x7F);
    const std::int64_t opened = (std::int64_t{opening} * kMapTilePixels + 0x8000) >> 16;
    const std::int64_t left = std::int64_t{door.x} * kMapTilePixels;
    const std::int64_t top = std::int64_t{door.y} * kMapTilePixels;
    if (door.orientation == DoorOrientation::kVertical) {
      canvas.fill(left + 3, top, 2, opened, floor);
    } else {
      canvas.fill(left, top + 3, opened, 2, floor);
    }
  }
}

// The same block ray_cast.cc meets: the tile offset by progress 64ths towards the next one. A
// pushwall whose next tile leaves the grid is not drawn, as the renderer does not draw it.
void draw_pushwall(const rc::Scene& scene, const Rgb8Palette& rgb, const WallColours& wall_colours,
                   RgbaCanvas& canvas) {
  if (!scene.motion.pushwall) return;
  const rc::MovingPushwall& wall = *scene.motion.pushwall;
  const auto [dx, dy] = rc::push_step(wall.direction);
  if (!rc::in_grid(wall.x, wall.y) || !rc::in_grid(wall.x + dx, wall.y + dy)) return;
  const Rgb8 floor = key_colour("floor");
  fill_tile(canvas, wall.x, wall.y, floor);
  fill_tile(canvas, wall.x + dx, wall.y + dy, floor);
  const std::int64_t moved = std::int64_t{std::clamp(wall.progress, 0, rc::kPushwallSteps - 1)} *
                             ((1 << 16) / rc::kPushwallSteps);
  const Point corner = pixel_of((std::int64_t{wall.x} << 16) + dx * moved,
                                (std::int64_t{wall.y} << 16) + dy * moved);
  const int code = std::clamp(wall.code & ~rc::kDoorFrameFlag, 0, kMaxWallCode);
  canvas.fill(corner.x, corner.y, kMapTilePixels, kMapTilePixels,
              rgb8_at(rgb, wall_colours[static_cast<std::size_t>(code)]));
}

// Where the ray of `column` ends: at its wall (the depth its wall height stands for) or
// kViewConeDepth, whichever is nearer, along the column's angle rounded to whole degrees.
Point cone_end(const rc::Projection& projection, const rc::Eye& eye,
               const std::vector<rc::WallPost>& posts, int column) {
  const rc::WallPost& post = posts[static_cast<std::size_t>(column)];
  const std::int64_t wall_depth =
      post.height > 0 ? (std::int64_t{projection.height_numerator} << 8) / post.height
                      : kViewConeDepth;
  const std::int64_t depth = std::min(wall_depth, kViewConeDepth);
  const int offset = projection.pixel_angle[static_cast<std::size_t>(column)];
  const int degrees = eye.angle + (offset + (offset >= 0 ? 5 : -5)) / 10;
  return pixel_of(eye.x + ((rc::engine_cos(degrees) * depth) >> 16),
                  eye.y - ((rc::engine_sin(degrees) * depth) >> 16));
}

void draw_view(const rc::Scene& scene, const rc::View& view, int view_width, RgbaCanvas& canvas) {
  // The rays do not depend on the height.
  const rc::Projection projection = rc::make_projection(std::max(view_width, 1), 1);
  const rc::Eye eye = rc::make_eye(view);
  std::vector<rc::WallPost> posts;
  rc::SeenTiles seen{};
  rc::cast_walls(scene, projection, eye, posts, seen);
  const Point from = pixel_of(eye.x, eye.y);
  for (const int column : {0, projection.width - 1}) {
    const Point to = cone_end(projection, eye, posts, column);
    canvas.line(from.x, from.y, to.x, to.y, kViewCone);
  }
  const Point player = pixel_of(view.x, view.y);
  canvas.fill(player.x - 1, player.y - 1, 3, 3, kViewPlayer);
  canvas.plot(from.x, from.y, kViewEye);
}

}  // namespace

Result<RgbaImage> render_view_overview(const GameMap& map, bool spear, const rc::Scene& scene,
                                       const rc::View& view, const VgaPalette& palette,
                                       const WallColours& wall_colours, int view_width) {
  const MapContents contents = rc::grid_contents(map, spear);
  WS_ASSIGN_OR_RETURN(RgbaImage base, map_overview(map, contents, palette, wall_colours));
  RgbaCanvas canvas(std::move(base));
  draw_door_openings(contents, scene, canvas);
  draw_pushwall(scene, palette_to_rgb8(palette), wall_colours, canvas);
  draw_view(scene, view, view_width, canvas);
  return canvas.take();
}

WallColours scene_wall_colours(const rc::Textures& textures, const VgaPalette& palette) {
  std::vector<ByteSpan> walls;
  walls.reserve(textures.walls.size());
  for (const auto& wall : textures.walls) walls.push_back(wall ? ByteSpan(*wall) : ByteSpan());
  return texture_wall_colours(walls, palette);
}

}  // namespace wolfsuite::top_down
