#include "reference/sim/actor_finales.h"

#include <array>
#include <cmath>
#include <cstdlib>

#include "reference/raycaster/engine_tables.h"
#include "reference/sim/actor_missiles.h"
#include "reference/sim/actor_movement.h"
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"

namespace wolfsuite::sim {
namespace {

constexpr std::int32_t kBjRunSpeed = 2048;      // BJRUNSPEED
constexpr std::int32_t kBjJumpSpeed = 680;      // BJJUMPSPEED
constexpr std::int32_t kPlayerSize = kMinDist;  // PLAYERSIZE
constexpr int kAngelSparks = 3;

bool on_secret_level(const World& world) {
  if (world.shareware) return false;  // the shareware build has no rare scream
  constexpr int kWolfSecretMap = 9;
  constexpr std::array kSpearSecretMaps = {18, 19};
  if (!world.spear) return world.game.map == kWolfSecretMap;
  return world.game.map == kSpearSecretMaps[0] || world.game.map == kSpearSecretMaps[1];
}

bool is_soldier_or_dog(ActorClass object_class) {
  return object_class == ActorClass::kMutant || object_class == ActorClass::kGuard ||
         object_class == ActorClass::kOfficer || object_class == ActorClass::kSs ||
         object_class == ActorClass::kDog;
}

// CheckPosition: the player's box free of walls, doors and blocking statics.
bool player_fits(const World& world, std::int32_t x, std::int32_t y) {
  for (int ty = (y - kPlayerSize) >> 16; ty <= (y + kPlayerSize) >> 16; ++ty) {
    for (int tx = (x - kPlayerSize) >> 16; tx <= (x + kPlayerSize) >> 16; ++tx) {
      if (!World::on_map(tx, ty)) return false;
      const Cell cell = world.cell(tx, ty);
      if (cell != 0 && !is_actor(cell)) return false;
    }
  }
  return true;
}

// The boss's state while the death cam replays its death.
StateId death_cam_state(ActorClass object_class) {
  switch (object_class) {
    case ActorClass::kSchabbs:
      return kSchabbDeathCam;
    case ActorClass::kRealHitler:
      return kHitlerDeathCam;
    case ActorClass::kGift:
      return kGiftDeathCam;
    case ActorClass::kFat:
      return kFatDeathCam;
    default:
      return kNoState;
  }
}

}  // namespace

void death_scream(World& world, int slot) {
  const ActorClass object_class = world.obj(slot).object_class;
  if (on_secret_level(world) && world.random.next() == 0 && is_soldier_or_dog(object_class)) {
    return;  // the rare scream instead
  }
  if (object_class == ActorClass::kGuard) world.random.next();  // which of the guard's screams
}

void hitler_morph(World& world, int slot) {
  constexpr std::array<std::int16_t, 4> kHitPoints = {500, 700, 800, 900};  // by difficulty
  const Actor suit = world.obj(slot);
  const int hitler = spawn_new_object(world, suit.tile_x, suit.tile_y, kHitlerChase1);
  if (hitler < 0) return;
  Actor& actor = world.obj(hitler);
  actor.speed = kPatrolSpeed * 5;
  actor.x = suit.x;
  actor.y = suit.y;
  actor.distance = suit.distance;
  actor.dir = suit.dir;
  // The suit died non-marking; the man must block again (the engine's "stuck with nodir" fix).
  actor.flags = (suit.flags | kFlShootable) & ~kFlNonMark;
  actor.object_class = ActorClass::kRealHitler;
  actor.hit_points = kHitPoints[static_cast<std::size_t>(world.game.difficulty)];
}

void start_death_cam(World& world, int slot) {
  if (world.game.victory) {
    world.play_state = PlayState::kVictorious;
    return;
  }
  world.game.victory = true;
  new_state(world, world.player, kStateDeathCam);
  Actor& player = world.player_obj();
  player.x = world.game.kill_x;
  player.y = world.game.kill_y;
  const Actor& boss = world.obj(slot);
  player.angle = static_cast<std::int16_t>(angle_between(player.x, player.y, boss.x, boss.y));
  std::int32_t distance = 0x14000;
  std::int32_t x = 0;
  std::int32_t y = 0;
  do {
    x = boss.x - fixed_mul(distance, raycaster::engine_cos(player.angle));
    y = boss.y + fixed_mul(distance, raycaster::engine_sin(player.angle));
    distance += 0x1000;
  } while (!player_fits(world, x, y));
  player.x = x;
  player.y = y;
  player.tile_x = x >> 16;
  player.tile_y = y >> 16;
  const StateId replay = death_cam_state(world.obj(slot).object_class);
  if (replay != kNoState) new_state(world, slot, replay);
}

void angel_start_attack(World& world, int slot) { world.obj(slot).temp1 = 0; }

void angel_relaunch(World& world, int slot) {
  Actor& angel = world.obj(slot);
  angel.temp1 = static_cast<std::int16_t>(angel.temp1 + 1);
  if (angel.temp1 == kAngelSparks) {
    new_state(world, slot, kAngelTired);
    return;
  }
  if (world.random.next() & 1) new_state(world, slot, kAngelChase1);
}

void win_game(World& world) { world.play_state = PlayState::kVictorious; }

void spectre_dormant(World& world, int slot) {
  Actor& spectre = world.obj(slot);
  const Actor& player = world.player_obj();
  if (std::abs(spectre.x - player.x) <= kMinActorDist &&
      std::abs(spectre.y - player.y) <= kMinActorDist) {
    return;
  }
  for (int y = (spectre.y - kMinDist) >> 16; y <= (spectre.y + kMinDist) >> 16; ++y) {
    for (int x = (spectre.x - kMinDist) >> 16; x <= (spectre.x + kMinDist) >> 16; ++x) {
      const Cell cell = world.cell(x, y);
      if (cell == 0) continue;
      if (!is_actor(cell)) return;
      if (world.obj(actor_slot(cell)).flags & kFlShootable) return;
    }
  }
  spectre.flags |= kFlAmbush | kFlShootable;
  spectre.flags &= ~(kFlAttackMode | kFlNonMark);
  spectre.dir = Dir::kNone;
  new_state(world, slot, kSpectreWait1);
}

void bj_run(World& world, int slot) {
  std::int32_t move = kBjRunSpeed * world.tics;
  while (move != 0) {
    Actor& bj = world.obj(slot);
    if (move < bj.distance) {
      move_obj(world, slot, move);
      return;
    }
    snap_to_tile_centre(bj);
    move -= bj.distance;
    select_path_dir(world, slot);
    Actor& runner = world.obj(slot);
    runner.temp1 = static_cast<std::int16_t>(runner.temp1 - 1);
    if (runner.temp1 == 0) {
      new_state(world, slot, kBjJump1);
      return;
    }
  }
}

void bj_jump(World& world, int slot) { move_obj(world, slot, kBjJumpSpeed * world.tics); }

}  // namespace wolfsuite::sim
