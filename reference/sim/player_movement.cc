#include "reference/sim/player_movement.h"

#include <cstdlib>

#include "reference/raycaster/engine_tables.h"
#include "reference/sim/actor_spawn.h"

namespace wolfsuite::sim {
namespace {

constexpr int kAngles = 360;
constexpr std::int32_t kMoveScale = 150;      // MOVESCALE: forward and strafe
constexpr std::int32_t kBackMoveScale = 100;  // BACKMOVESCALE
constexpr int kAngleScale = 20;               // ANGLESCALE: control units per degree of turn
constexpr std::int32_t kBaseMove = 35;        // BASEMOVE, RUNMOVE: the strafe buttons' speeds
constexpr std::int32_t kRunMove = 70;
constexpr int kExitTile = 99;                 // EXITTILE (plane 1)
constexpr std::int32_t kPlayerSize = kMinDist;

// The 1.4 engine's FixedByFrac, which demos keep: sign and magnitude multiplied apart, the
// fraction saturated below 1.0, truncated towards zero.
std::int32_t fixed_by_frac_original(std::int32_t a, std::int32_t b) {
  bool negative = false;
  if (b == 65536) {
    b = 65535;
  } else if (b == -65536) {
    b = 65535;
    negative = true;
  } else if (b < 0) {
    b = -b;
    negative = true;
  }
  if (a < 0) {
    a = -a;
    negative = !negative;
  }
  auto result = static_cast<std::int32_t>((static_cast<std::int64_t>(a) * b) >> 16);
  return negative ? -result : result;
}

// FixedMul, the later engine's rounded multiply.
std::int32_t fixed_mul(std::int32_t a, std::int32_t b) {
  return static_cast<std::int32_t>((static_cast<std::int64_t>(a) * b + 0x8000) >> 16);
}

int wrap_degrees(int angle) {
  if (angle >= kAngles) angle -= kAngles;
  if (angle < 0) angle += kAngles;
  return angle;
}

// Is the moving pushwall's back still in the way of a player at (x, y)? The wall's leading tile
// holds kBitWall; the player may stand in the part of the tile it has already left.
bool pushwall_back_blocks(const World& world, std::int32_t x, std::int32_t y) {
  const Pushwall& wall = world.pushwall;
  const std::int32_t left_behind = static_cast<std::int32_t>(63 - wall.pos) << 10;
  const std::int32_t moved = static_cast<std::int32_t>(wall.pos) << 10;
  switch (wall.dir) {
    case 0:  // north
      return y - kPlayerSize <= (wall.y << 16) + left_behind;
    case 3:  // west
      return x - kPlayerSize <= (wall.x << 16) + left_behind;
    case 1:  // east
      return x + kPlayerSize >= (wall.x << 16) + moved;
    default:  // south
      return y + kPlayerSize >= (wall.y << 16) + moved;
  }
}

// TryMove: can the player stand at its (already moved) position?
bool try_move(const World& world, const Actor& player) {
  int low_x = (player.x - kPlayerSize) >> 16;
  int low_y = (player.y - kPlayerSize) >> 16;
  int high_x = (player.x + kPlayerSize) >> 16;
  int high_y = (player.y + kPlayerSize) >> 16;
  for (int y = low_y; y <= high_y; ++y) {
    for (int x = low_x; x <= high_x; ++x) {
      if (!World::on_map(x, y)) return false;
      const Cell cell = world.cell(x, y);
      if (cell == 0 || is_actor(cell)) continue;
      const bool pushwall_back = world.tile(x, y) == kBitWall && x == world.pushwall.x &&
                                 y == world.pushwall.y;
      if (!pushwall_back || pushwall_back_blocks(world, player.x, player.y)) return false;
    }
  }
  // Shootable actors within MINACTORDIST on both axes, one tile further out.
  if (low_y > 0) --low_y;
  if (high_y < kMapSide - 1) ++high_y;
  if (low_x > 0) --low_x;
  if (high_x < kMapSide - 1) ++high_x;
  for (int y = low_y; y <= high_y; ++y) {
    for (int x = low_x; x <= high_x; ++x) {
      const Cell cell = world.cell(x, y);
      if (!is_actor(cell) || actor_slot(cell) == world.player) continue;
      const Actor& other = world.obj(actor_slot(cell));
      if (!(other.flags & kFlShootable)) continue;
      const std::int32_t dx = player.x - other.x;
      if (dx < -kMinActorDist || dx > kMinActorDist) continue;
      const std::int32_t dy = player.y - other.y;
      if (dy < -kMinActorDist || dy > kMinActorDist) continue;
      return false;
    }
  }
  return true;
}

// ClipMove: the whole move, else its x part alone, else its y part alone, else none.
void clip_move(World& world, std::int32_t x_move, std::int32_t y_move) {
  Actor& player = world.player_obj();
  const std::int32_t base_x = player.x;
  const std::int32_t base_y = player.y;
  player.x = base_x + x_move;
  player.y = base_y + y_move;
  if (try_move(world, player)) return;
  player.x = base_x + x_move;
  player.y = base_y;
  if (try_move(world, player)) return;
  player.x = base_x;
  player.y = base_y + y_move;
  if (try_move(world, player)) return;
  player.x = base_x;
  player.y = base_y;
}

}  // namespace

void thrust(World& world, int angle, std::int32_t speed) {
  if (speed != 0) world.funny_tic_count = 0;  // Spear's idle face resets on any move
  world.thrust_speed += speed;
  if (speed >= kMinDist * 2) speed = kMinDist * 2 - 1;
  const std::int32_t cosine = raycaster::engine_cos(angle);
  const std::int32_t sine = raycaster::engine_sin(angle);
  const std::int32_t x_move =
      world.demo_rules ? fixed_by_frac_original(speed, cosine) : fixed_mul(speed, cosine);
  const std::int32_t y_move =
      world.demo_rules ? -fixed_by_frac_original(speed, sine) : -fixed_mul(speed, sine);
  clip_move(world, x_move, y_move);
  Actor& player = world.player_obj();
  player.tile_x = static_cast<std::int16_t>(player.x >> 16);
  player.tile_y = static_cast<std::int16_t>(player.y >> 16);
  player.area = static_cast<std::uint8_t>(world.floor_code(player.tile_x, player.tile_y) - kAreaTile);
  if (world.object_code(player.tile_x, player.tile_y) == kExitTile) {
    // The end of the castle: Wolfenstein 3-D's BJ runs out of view; both games watch.
    if (!world.spear) spawn_bj_victory(world);
    world.game.victory = true;
  }
}

void control_movement(World& world, int slot) {
  Actor& player = world.obj(slot);
  const Controls& controls = world.controls;
  world.thrust_speed = 0;
  const std::int32_t button_speed =
      (controls.state[kBtRun] ? kRunMove : kBaseMove) * kMoveScale * world.tics;
  if (controls.state[kBtStrafeLeft]) thrust(world, wrap_degrees(player.angle + kAngles / 4), button_speed);
  if (controls.state[kBtStrafeRight]) thrust(world, wrap_degrees(player.angle - kAngles / 4), button_speed);

  if (controls.state[kBtStrafe]) {
    if (controls.x > 0) {
      thrust(world, wrap_degrees(player.angle - kAngles / 4), controls.x * kMoveScale);
    } else if (controls.x < 0) {
      thrust(world, wrap_degrees(player.angle + kAngles / 4), -controls.x * kMoveScale);
    }
  } else {
    // Turning keeps the remainder below a degree (anglefrac) for the next frame.
    world.angle_frac += controls.x;
    const int degrees = world.angle_frac / kAngleScale;
    world.angle_frac -= degrees * kAngleScale;
    player.angle = static_cast<std::int16_t>(wrap_degrees(player.angle - degrees));
  }

  if (controls.y < 0) {
    thrust(world, player.angle, -controls.y * kMoveScale);
  } else if (controls.y > 0) {
    thrust(world, wrap_degrees(player.angle + kAngles / 2), controls.y * kBackMoveScale);
  }
}

}  // namespace wolfsuite::sim
