#include "reference/sim/actor_missiles.h"

#include <cmath>
#include <cstdlib>

#include "reference/raycaster/engine_tables.h"
#include "reference/sim/actor_combat.h"
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"
#include "reference/sim/object_list.h"
#include "reference/sim/player.h"

namespace wolfsuite::sim {
namespace {

constexpr std::int32_t kProjectileSize = 0xC000;    // PROJECTILESIZE: reach of a hit on the player
constexpr std::int32_t kProjectileRadius = 0x2000;  // PROJSIZE: the box that hits walls
constexpr std::int32_t kMissileSpeed = 0x2000;
constexpr std::int32_t kFlameSpeed = 0x1200;
constexpr int kKnightSpread = 4;  // degrees either side for the Death Knight's two rockets
constexpr int kAngles = 360;      // ANGLES
// The engine redefines pi as this constant (wl_def.h), which its angle arithmetic uses.
constexpr double kEnginePi = 3.141592657;

// A missile object as the engine's throwers make it: from the thrower's position, no direction,
// flying at `angle`, never marking the actor grid, always active, on its first tic.
int launch(World& world, const Actor& thrower, StateId state, ActorClass object_class,
           std::int32_t speed, int angle) {
  const int slot = get_new_actor(world);
  if (slot < 0) return -1;
  Actor& missile = world.obj(slot);
  missile.state = state;
  missile.tic_count = 1;
  missile.tile_x = thrower.tile_x;
  missile.tile_y = thrower.tile_y;
  missile.x = thrower.x;
  missile.y = thrower.y;
  missile.object_class = object_class;
  missile.dir = Dir::kNone;
  missile.angle = static_cast<std::int16_t>(angle);
  missile.speed = speed;
  missile.flags = kFlNeverMark;
  missile.active = Active::kYes;
  return slot;
}

// ProjectileTryMove: no wall, door or blocking static in the missile's box.
bool missile_clear(const World& world, const Actor& missile) {
  const int low_x = (missile.x - kProjectileRadius) >> 16;
  const int low_y = (missile.y - kProjectileRadius) >> 16;
  const int high_x = (missile.x + kProjectileRadius) >> 16;
  const int high_y = (missile.y + kProjectileRadius) >> 16;
  for (int y = low_y; y <= high_y; ++y) {
    for (int x = low_x; x <= high_x; ++x) {
      if (!World::on_map(x, y)) return false;
      const Cell cell = world.cell(x, y);
      if (cell != 0 && !is_actor(cell)) return false;
    }
  }
  return true;
}

int missile_damage(World& world, ActorClass object_class) {
  switch (object_class) {
    case ActorClass::kNeedle:
      return (world.random.next() >> 3) + 20;
    case ActorClass::kRocket:
    case ActorClass::kHRocket:
    case ActorClass::kSpark:
      return (world.random.next() >> 3) + 30;
    case ActorClass::kFire:
      return world.random.next() >> 3;
    default:
      return 0;  // the engine's damage is then uninitialised; no class reaches here
  }
}

}  // namespace

std::int32_t fixed_mul(std::int32_t a, std::int32_t b) {
  return static_cast<std::int32_t>((static_cast<std::int64_t>(a) * b + 0x8000) >> 16);
}

int angle_to_player(const World& world, const Actor& actor) {
  const Actor& player = world.player_obj();
  return angle_between(actor.x, actor.y, player.x, player.y);
}

int angle_between(std::int32_t from_x, std::int32_t from_y, std::int32_t to_x, std::int32_t to_y) {
  const std::int32_t delta_x = to_x - from_x;
  const std::int32_t delta_y = from_y - to_y;  // y grows south, angles count north
  float angle = static_cast<float>(std::atan2(static_cast<double>(static_cast<float>(delta_y)),
                                              static_cast<double>(static_cast<float>(delta_x))));
  if (angle < 0) angle = static_cast<float>(kEnginePi * 2 + angle);
  return static_cast<int>(angle / (kEnginePi * 2) * kAngles);
}

void think_projectile(World& world, int slot) {
  Actor& missile = world.obj(slot);
  const std::int32_t speed = missile.speed * world.tics;
  std::int32_t delta_x = fixed_mul(speed, raycaster::engine_cos(missile.angle));
  std::int32_t delta_y = -fixed_mul(speed, raycaster::engine_sin(missile.angle));
  if (delta_x > kTileGlobal) delta_x = kTileGlobal;
  if (delta_y > kTileGlobal) delta_y = kTileGlobal;
  missile.x += delta_x;
  missile.y += delta_y;

  const Actor& player = world.player_obj();
  const std::int32_t reach_x = std::abs(missile.x - player.x);
  const std::int32_t reach_y = std::abs(missile.y - player.y);
  if (!missile_clear(world, missile)) {
    // The explosion takes over the rocket's tic count as it is (the engine sets the state
    // without NewState).
    if (missile.object_class == ActorClass::kRocket) {
      missile.state = kBoom1;
    } else if (missile.object_class == ActorClass::kHRocket) {
      missile.state = kHBoom1;
    } else {
      missile.state = kNoState;  // removed
    }
    return;
  }
  if (reach_x < kProjectileSize && reach_y < kProjectileSize) {
    take_damage(world, missile_damage(world, missile.object_class), slot);
    world.obj(slot).state = kNoState;
    return;
  }
  missile.tile_x = static_cast<std::int16_t>(missile.x >> 16);
  missile.tile_y = static_cast<std::int16_t>(missile.y >> 16);
}

void rocket_smoke(World& world, int slot) {
  const int puff = get_new_actor(world);
  if (puff < 0) return;
  const Actor& rocket = world.obj(slot);
  Actor& smoke = world.obj(puff);
  smoke.state = rocket.object_class == ActorClass::kHRocket ? kHSmoke1 : kSmoke1;
  constexpr int kSmokeTics = 6;
  smoke.tic_count = kSmokeTics;
  smoke.tile_x = rocket.tile_x;
  smoke.tile_y = rocket.tile_y;
  smoke.x = rocket.x;
  smoke.y = rocket.y;
  smoke.object_class = ActorClass::kInert;
  smoke.active = Active::kYes;
  smoke.flags = kFlNeverMark;
}

void throw_needle(World& world, int slot) {
  const Actor thrower = world.obj(slot);
  launch(world, thrower, kNeedle1, ActorClass::kNeedle, kMissileSpeed,
         angle_to_player(world, thrower));
}

void throw_rocket(World& world, int slot) {
  const Actor thrower = world.obj(slot);
  launch(world, thrower, kRocket, ActorClass::kRocket, kMissileSpeed,
         angle_to_player(world, thrower));
}

void breathe_fire(World& world, int slot) {
  if (world.free_head == -1) {  // no slot for a flame: stop firing
    new_state(world, slot, kFakeChase1);
    return;
  }
  const Actor thrower = world.obj(slot);
  launch(world, thrower, kFire1, ActorClass::kFire, kFlameSpeed, angle_to_player(world, thrower));
}

void launch_missile(World& world, int slot) {
  int angle = angle_to_player(world, world.obj(slot));
  if (world.obj(slot).object_class == ActorClass::kDeath) {
    actor_shoot(world, slot);
    // The first rocket goes left of the player, the second right.
    if (world.obj(slot).state == kDeathShoot2) {
      angle -= kKnightSpread;
      if (angle < 0) angle += kAngles;
    } else {
      angle += kKnightSpread;
      if (angle >= kAngles) angle -= kAngles;
    }
  }
  const Actor thrower = world.obj(slot);
  switch (thrower.object_class) {
    case ActorClass::kDeath:
      launch(world, thrower, kHRocket, ActorClass::kHRocket, kMissileSpeed, angle);
      return;
    case ActorClass::kAngel:
      launch(world, thrower, kSpark1, ActorClass::kSpark, kMissileSpeed, angle);
      return;
    default:
      launch(world, thrower, kRocket, ActorClass::kRocket, kMissileSpeed, angle);
      return;
  }
}

}  // namespace wolfsuite::sim
