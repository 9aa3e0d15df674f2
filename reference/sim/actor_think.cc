#include "reference/sim/actor_think.h"

#include "reference/sim/actor_chase.h"
#include "reference/sim/actor_combat.h"
#include "reference/sim/actor_finales.h"
#include "reference/sim/actor_missiles.h"
#include "reference/sim/actor_movement.h"
#include "reference/sim/actor_states.h"
#include "reference/sim/object_list.h"
#include "reference/sim/player.h"

namespace wolfsuite::sim {
namespace {

// Calls the function a state names. Sounds the engine plays from these (A_MechaSound,
// A_Slurpie, A_Breathing, T_BJYell) change nothing the logic reads.
void call(World& world, int slot, Think function) {
  switch (function) {
    case Think::kNone:
      return;
    case Think::kPlayer:
      think_player(world, slot);
      return;
    case Think::kAttack:
      think_attack(world, slot);
      return;
    case Think::kStand:
      think_stand(world, slot);
      return;
    case Think::kPath:
      think_path(world, slot);
      return;
    case Think::kChase:
      think_chase(world, slot);
      return;
    case Think::kDogChase:
      think_dog_chase(world, slot);
      return;
    case Think::kGhosts:
      think_ghosts(world, slot);
      return;
    case Think::kSchabb:
    case Think::kGift:
    case Think::kFat:
    case Think::kWill:
      think_thrower(world, slot);
      return;
    case Think::kFake:
      think_fake(world, slot);
      return;
    case Think::kProjectile:
      think_projectile(world, slot);
      return;
    case Think::kBjRun:
      bj_run(world, slot);
      return;
    case Think::kBjJump:
      bj_jump(world, slot);
      return;
    case Think::kShoot:
      actor_shoot(world, slot);
      return;
    case Think::kUberShoot:
      uber_shoot(world, slot);
      return;
    case Think::kBite:
      dog_bite(world, slot);
      return;
    case Think::kLaunch:
      launch_missile(world, slot);
      return;
    case Think::kSchabbThrow:
      throw_needle(world, slot);
      return;
    case Think::kGiftThrow:
      throw_rocket(world, slot);
      return;
    case Think::kFakeFire:
      breathe_fire(world, slot);
      return;
    case Think::kDeathScream:
      death_scream(world, slot);
      return;
    case Think::kSmoke:
      rocket_smoke(world, slot);
      return;
    case Think::kHitlerMorph:
      hitler_morph(world, slot);
      return;
    case Think::kStartDeathCam:
      start_death_cam(world, slot);
      return;
    case Think::kRelaunch:
      angel_relaunch(world, slot);
      return;
    case Think::kStartAttack:
      angel_start_attack(world, slot);
      return;
    case Think::kVictory:
    case Think::kBjDone:
      win_game(world);
      return;
    case Think::kDormant:
      spectre_dormant(world, slot);
      return;
    case Think::kMechaSound:
    case Think::kSlurpie:
    case Think::kBreathing:
    case Think::kBjYell:
      return;
  }
}

// Runs a think or action; false when it left the object without a state (it is then removed).
bool run(World& world, int slot, Think function) {
  if (function == Think::kNone) return true;
  call(world, slot, function);
  if (world.obj(slot).state != kNoState) return true;
  remove_object(world, slot);
  return false;
}

void mark_cell(World& world, int slot) {
  const Actor& actor = world.obj(slot);
  if (actor.flags & kFlNeverMark) return;
  Cell& cell = world.cell(actor.tile_x, actor.tile_y);
  if ((actor.flags & kFlNonMark) && cell != 0) return;
  cell = actor_cell(slot);
}

// Counts the frame's tics off the state; false when the object was removed.
bool advance_states(World& world, int slot) {
  world.obj(slot).tic_count = static_cast<std::int16_t>(world.obj(slot).tic_count - world.tics);
  while (world.obj(slot).tic_count <= 0) {
    if (!run(world, slot, state_info(world.obj(slot).state).action)) return false;
    Actor& actor = world.obj(slot);
    actor.state = state_info(actor.state).next;
    if (actor.state == kNoState) {
      remove_object(world, slot);
      return false;
    }
    const std::int16_t tics = state_tics(world, actor.state);
    if (tics == 0) {
      actor.tic_count = 0;
      return true;
    }
    actor.tic_count = static_cast<std::int16_t>(actor.tic_count + tics);
  }
  return true;
}

}  // namespace

void do_actor(World& world, int slot) {
  {
    Actor& actor = world.obj(slot);
    if (actor.active == Active::kNo && !area_reaches_player(world, actor.area)) return;
    if (!(actor.flags & (kFlNonMark | kFlNeverMark))) world.cell(actor.tile_x, actor.tile_y) = 0;
  }
  if (world.obj(slot).tic_count != 0 && !advance_states(world, slot)) return;
  if (!run(world, slot, state_info(world.obj(slot).state).think)) return;
  mark_cell(world, slot);
}

}  // namespace wolfsuite::sim
