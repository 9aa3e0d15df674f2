#include "reference/sim/actor_chase.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "reference/sim/actor_movement.h"
#include "reference/sim/actor_sight.h"
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"

namespace wolfsuite::sim {
namespace {

constexpr int kSureShot = 300;                        // a chance above any random number
constexpr std::int32_t kDemoPointBlankLeft = 0x4000;  // a quarter tile of the step left
constexpr std::int32_t kPointBlankBox = 0x14000;      // 1.25 tiles

// Where each class goes when it decides to fire (T_Chase, T_Schabb, T_Gift, T_Fat, T_Will,
// T_Fake).
struct Attack {
  ActorClass object_class;
  StateId state;
};
constexpr std::array kAttacks = {
    Attack{ActorClass::kGuard, kGuardShoot1},       Attack{ActorClass::kOfficer, kOfficerShoot1},
    Attack{ActorClass::kMutant, kMutantShoot1},     Attack{ActorClass::kSs, kSsShoot1},
    Attack{ActorClass::kBoss, kBossShoot1},         Attack{ActorClass::kGretel, kGretelShoot1},
    Attack{ActorClass::kMechaHitler, kMechaShoot1}, Attack{ActorClass::kRealHitler, kHitlerShoot1},
    Attack{ActorClass::kAngel, kAngelShoot1},       Attack{ActorClass::kTrans, kTransShoot1},
    Attack{ActorClass::kUber, kUberShoot1},         Attack{ActorClass::kWill, kWillShoot1},
    Attack{ActorClass::kDeath, kDeathShoot1},       Attack{ActorClass::kSchabbs, kSchabbShoot1},
    Attack{ActorClass::kGift, kGiftShoot1},         Attack{ActorClass::kFat, kFatShoot1},
    Attack{ActorClass::kFake, kFakeShoot1},
};

void start_attack(World& world, int slot) {
  for (const Attack& attack : kAttacks) {
    if (attack.object_class == world.obj(slot).object_class) {
      new_state(world, slot, attack.state);
      return;
    }
  }
}

int tile_distance_to_player(const World& world, const Actor& actor) {
  const Actor& player = world.player_obj();
  return std::max(std::abs(actor.tile_x - player.tile_x), std::abs(actor.tile_y - player.tile_y));
}

int chase_fire_chance(const World& world, const Actor& actor) {
  const int distance = tile_distance_to_player(world, actor);
  if (world.demo_rules) {
    if (distance == 0 || (distance == 1 && actor.distance < kDemoPointBlankLeft)) return kSureShot;
    return (world.tics << 4) / distance;
  }
  int chance = distance != 0 ? (world.tics << 4) / distance : kSureShot;
  if (distance == 1) {
    const Actor& player = world.player_obj();
    if (std::abs(actor.x - player.x) < kPointBlankBox &&
        std::abs(actor.y - player.y) < kPointBlankBox) {
      chance = kSureShot;
    }
  }
  return chance;
}

// How a walk picks its next tile.
enum class NextTile : std::uint8_t { kChase, kDodge, kRun, kPath };

void choose_next_tile(World& world, int slot, NextTile how) {
  switch (how) {
    case NextTile::kChase:
      select_chase_dir(world, slot);
      return;
    case NextTile::kDodge:
      select_dodge_dir(world, slot);
      return;
    case NextTile::kRun:
      select_run_dir(world, slot);
      return;
    case NextTile::kPath:
      select_path_dir(world, slot);
      return;
  }
}

// What a walker does when the door it waited for is open: the demo rule walks straight on; the
// later fix (whose TryWalk left the actor in front of the door) takes the step into the door
// now. The throwing bosses always take it, in either rule.
enum class AfterDoor : std::uint8_t { kByRule, kAlwaysStep, kNoDoors };

// The walking loop the chases share: spend speed * tics of movement, finishing steps (at the tile
// centre, dropping the rounding) and choosing the next tile the `next` way, until the move is
// used up, a door must still be waited for, or the actor is boxed in.
void walk(World& world, int slot, NextTile next, AfterDoor after_door) {
  std::int32_t move = world.obj(slot).speed * world.tics;
  while (move != 0) {
    if (after_door != AfterDoor::kNoDoors && world.obj(slot).distance < 0) {
      if (!door_open_for(world, slot)) return;
      if (after_door == AfterDoor::kAlwaysStep || !world.demo_rules) try_walk(world, slot);
    }
    Actor& actor = world.obj(slot);
    if (move < actor.distance) {
      move_obj(world, slot, move);
      return;
    }
    snap_to_tile_centre(actor);
    move -= actor.distance;
    choose_next_tile(world, slot, next);
    if (world.obj(slot).dir == Dir::kNone) return;  // boxed in
  }
}

// Start moving when standing still; false when no direction is open.
bool pick_first_tile(World& world, int slot, NextTile how) {
  if (world.obj(slot).dir != Dir::kNone) return true;
  choose_next_tile(world, slot, how);
  return world.obj(slot).dir != Dir::kNone;
}

// The line-of-sight check the chasing thinks begin with; it also records whether the actor has
// lost the player (MoveObj lets a hidden actor close in).
bool sees_player(World& world, int slot) {
  const bool in_line = check_line(world, slot);
  world.obj(slot).hidden = in_line ? 0 : 1;
  return in_line;
}

bool has_free_slot(const World& world) { return world.free_head != -1; }

}  // namespace

void think_stand(World& world, int slot) { sight_player(world, slot); }

void think_path(World& world, int slot) {
  if (sight_player(world, slot)) return;
  if (!pick_first_tile(world, slot, NextTile::kPath)) return;
  walk(world, slot, NextTile::kPath, AfterDoor::kByRule);
}

void think_chase(World& world, int slot) {
  if (world.game.victory) return;
  bool dodge = false;
  if (sees_player(world, slot)) {
    if (world.random.next() < chase_fire_chance(world, world.obj(slot))) {
      start_attack(world, slot);
      return;
    }
    dodge = true;
  }
  const NextTile how = dodge ? NextTile::kDodge : NextTile::kChase;
  if (!pick_first_tile(world, slot, how)) return;
  walk(world, slot, how, AfterDoor::kByRule);
}

void think_dog_chase(World& world, int slot) {
  if (!pick_first_tile(world, slot, NextTile::kDodge)) return;
  std::int32_t move = world.obj(slot).speed * world.tics;
  while (move != 0) {
    Actor& dog = world.obj(slot);
    const Actor& player = world.player_obj();
    // Within reach once this move is made: jump.
    if (std::abs(player.x - dog.x) - move <= kMinActorDist &&
        std::abs(player.y - dog.y) - move <= kMinActorDist) {
      new_state(world, slot, kDogJump1);
      return;
    }
    if (move < dog.distance) {
      move_obj(world, slot, move);
      return;
    }
    snap_to_tile_centre(dog);
    move -= dog.distance;
    select_dodge_dir(world, slot);
    if (world.obj(slot).dir == Dir::kNone) return;
  }
}

void think_ghosts(World& world, int slot) {
  if (!pick_first_tile(world, slot, NextTile::kChase)) return;
  walk(world, slot, NextTile::kChase, AfterDoor::kNoDoors);
}

void think_thrower(World& world, int slot) {
  constexpr int kKeepAway = 4;          // tiles: closer than this, run away
  constexpr int kThrowChanceShift = 3;  // chance tics * 8 in 256
  const bool too_close = tile_distance_to_player(world, world.obj(slot)) < kKeepAway;
  bool dodge = false;
  if (sees_player(world, slot)) {
    // The engine draws the number before it checks for a free slot for the missile.
    if (world.random.next() < (world.tics << kThrowChanceShift) && has_free_slot(world)) {
      start_attack(world, slot);
      return;
    }
    dodge = true;
  }
  if (!pick_first_tile(world, slot, dodge ? NextTile::kDodge : NextTile::kChase)) return;
  const NextTile next = too_close ? NextTile::kRun : dodge ? NextTile::kDodge : NextTile::kChase;
  walk(world, slot, next, AfterDoor::kAlwaysStep);
}

void think_fake(World& world, int slot) {
  constexpr int kFireChanceShift = 1;  // chance tics * 2 in 256
  if (sees_player(world, slot) && world.random.next() < (world.tics << kFireChanceShift) &&
      has_free_slot(world)) {
    start_attack(world, slot);
    return;
  }
  if (!pick_first_tile(world, slot, NextTile::kDodge)) return;
  walk(world, slot, NextTile::kDodge, AfterDoor::kNoDoors);
}

}  // namespace wolfsuite::sim
