#include "reference/sim/pushwall.h"

#include <array>

namespace wolfsuite::sim {
namespace {

constexpr int kTicsPerTile = 128;
constexpr int kTilesPushed = 2;

struct Step {
  int dx;
  int dy;
};
constexpr std::array<Step, 4> kSteps = {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};  // N, E, S, W

Step step_of(int dir) { return kSteps[static_cast<std::size_t>(dir & 3)]; }

}  // namespace

void push_wall(World& world, int tile_x, int tile_y, int dir) {
  Pushwall& wall = world.pushwall;
  if (wall.state != 0) return;
  const std::uint8_t old_tile = world.tile(tile_x, tile_y);
  if (old_tile == 0) return;
  const Step step = step_of(dir);
  const int next_x = tile_x + step.dx;
  const int next_y = tile_y + step.dy;
  if (!World::on_map(next_x, next_y) || world.cell(next_x, next_y) != 0) return;
  world.cell(next_x, next_y) = old_tile;
  ++world.game.secret_count;
  wall.x = tile_x;
  wall.y = tile_y;
  wall.dir = dir;
  wall.state = 1;
  wall.pos = 0;
  wall.tile = old_tile;
  world.tile(tile_x, tile_y) = kBitWall;
  world.tile(next_x, next_y) = kBitWall;
  world.set_object_code(tile_x, tile_y, 0);  // no longer a secret
  // The tile left behind takes the player's floor code (a later engine fix the oracle carries).
  const Actor& player = world.player_obj();
  world.set_floor_code(tile_x, tile_y, world.floor_code(player.tile_x, player.tile_y));
}

void move_pushwall(World& world) {
  Pushwall& wall = world.pushwall;
  if (wall.state == 0) return;
  const int old_block = wall.state / kTicsPerTile;
  wall.state = static_cast<std::uint16_t>(wall.state + world.tics);
  if (wall.state / kTicsPerTile != old_block) {
    // The block has crossed into the next tile: the tile behind it is free.
    const std::uint8_t shown = wall.tile;
    world.tile(wall.x, wall.y) = 0;
    world.cell(wall.x, wall.y) = 0;
    world.set_floor_code(wall.x, wall.y,
                         static_cast<std::uint16_t>(world.player_obj().area + kAreaTile));
    const Step step = step_of(wall.dir);
    if (wall.state >= kTicsPerTile * kTilesPushed) {
      wall.state = 0;
      if (World::on_map(wall.x + step.dx, wall.y + step.dy)) {
        world.tile(wall.x + step.dx, wall.y + step.dy) = shown;
      }
      return;
    }
    // Go on unless the tile beyond is occupied or the player overlaps it.
    const Actor& player = world.player_obj();
    const int low_x = (player.x - kMinDist) >> 16;
    const int low_y = (player.y - kMinDist) >> 16;
    const int high_x = (player.x + kMinDist) >> 16;
    const int high_y = (player.y + kMinDist) >> 16;
    wall.x += step.dx;
    wall.y += step.dy;
    const int beyond_x = wall.x + step.dx;
    const int beyond_y = wall.y + step.dy;
    const bool player_there =
        low_x <= beyond_x && beyond_x <= high_x && low_y <= beyond_y && beyond_y <= high_y;
    if (!World::on_map(beyond_x, beyond_y) || world.cell(beyond_x, beyond_y) != 0 ||
        player_there) {
      wall.state = 0;
      world.tile(wall.x, wall.y) = shown;
      return;
    }
    world.cell(beyond_x, beyond_y) = shown;
    world.tile(beyond_x, beyond_y) = kBitWall;
  }
  wall.pos = static_cast<std::uint16_t>((wall.state / 2) & 63);
}

}  // namespace wolfsuite::sim
