#include "reference/sim/actor_combat.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "reference/sim/actor_movement.h"
#include "reference/sim/actor_sight.h"
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"
#include "reference/sim/player.h"
#include "reference/sim/statics.h"

namespace wolfsuite::sim {
namespace {

constexpr std::int32_t kRunSpeed = 6000;  // RUNSPEED: the player runs at this thrust or more

// KillActor's table: points, the first death state, and what falls to the floor.
enum class Drop : std::uint8_t { kNothing, kClip, kClipOrMachineGun, kGoldKey };
struct Death {
  ActorClass object_class;
  std::int32_t points;
  StateId state;
  Drop drop;
  bool marks_kill_spot;  // the death cam looks at the player's position of the kill
};
constexpr std::array kDeaths = {
    Death{ActorClass::kGuard, 100, kGuardDie1, Drop::kClip, false},
    Death{ActorClass::kOfficer, 400, kOfficerDie1, Drop::kClip, false},
    Death{ActorClass::kMutant, 700, kMutantDie1, Drop::kClip, false},
    Death{ActorClass::kSs, 500, kSsDie1, Drop::kClipOrMachineGun, false},
    Death{ActorClass::kDog, 200, kDogDie1, Drop::kNothing, false},
    Death{ActorClass::kBoss, 5000, kBossDie1, Drop::kGoldKey, false},
    Death{ActorClass::kGretel, 5000, kGretelDie1, Drop::kGoldKey, false},
    Death{ActorClass::kGift, 5000, kGiftDie1, Drop::kNothing, true},
    Death{ActorClass::kFat, 5000, kFatDie1, Drop::kNothing, true},
    Death{ActorClass::kSchabbs, 5000, kSchabbDie1, Drop::kNothing, true},
    Death{ActorClass::kFake, 2000, kFakeDie1, Drop::kNothing, false},
    Death{ActorClass::kMechaHitler, 5000, kMechaDie1, Drop::kNothing, false},
    Death{ActorClass::kRealHitler, 5000, kHitlerDie1, Drop::kNothing, true},
    Death{ActorClass::kSpectre, 200, kSpectreDie1, Drop::kNothing, false},
    Death{ActorClass::kAngel, 5000, kAngelDie1, Drop::kNothing, false},
    Death{ActorClass::kTrans, 5000, kTransDie0, Drop::kGoldKey, false},
    Death{ActorClass::kUber, 5000, kUberDie0, Drop::kGoldKey, false},
    Death{ActorClass::kWill, 5000, kWillDie1, Drop::kGoldKey, false},
    Death{ActorClass::kDeath, 5000, kDeathDie1, Drop::kGoldKey, false},
};

void drop_item(World& world, Drop drop, int tile_x, int tile_y) {
  switch (drop) {
    case Drop::kNothing:
      return;
    case Drop::kClip:
      place_item_type(world, StaticType::kClip2, tile_x, tile_y);
      return;
    case Drop::kClipOrMachineGun:
      place_item_type(world,
                      world.game.best_weapon < WeaponType::kMachineGun ? StaticType::kMachineGun
                                                                       : StaticType::kClip2,
                      tile_x, tile_y);
      return;
    case Drop::kGoldKey:
      place_item_type(world, StaticType::kKey1, tile_x, tile_y);
      return;
  }
}

void kill_actor(World& world, int slot) {
  Actor& actor = world.obj(slot);
  // The item falls where the actor's centre is, which may be behind the tile it walks into.
  actor.tile_x = static_cast<std::uint16_t>(actor.x >> 16);
  actor.tile_y = static_cast<std::uint16_t>(actor.y >> 16);
  for (const Death& death : kDeaths) {
    if (death.object_class != actor.object_class) continue;
    // A spectre comes back after dying; its points come once.
    const bool pays = actor.object_class != ActorClass::kSpectre || (actor.flags & kFlBonus) != 0;
    if (pays) give_points(world, death.points);
    if (actor.object_class == ActorClass::kSpectre) world.obj(slot).flags &= ~kFlBonus;
    if (death.marks_kill_spot) {
      world.game.kill_x = world.player_obj().x;
      world.game.kill_y = world.player_obj().y;
    }
    new_state(world, slot, death.state);
    drop_item(world, death.drop, world.obj(slot).tile_x, world.obj(slot).tile_y);
    break;
  }
  Actor& dead = world.obj(slot);
  ++world.game.kill_count;
  dead.flags &= ~kFlShootable;
  world.cell(dead.tile_x, dead.tile_y) = 0;
  dead.flags |= kFlNonMark;
}

// The two pain states of the classes that flinch, chosen by the parity of the hit points left.
struct Pain {
  ActorClass object_class;
  StateId odd;
  StateId even;
};
constexpr std::array kPains = {
    Pain{ActorClass::kGuard, kGuardPain, kGuardPain1},
    Pain{ActorClass::kOfficer, kOfficerPain, kOfficerPain1},
    Pain{ActorClass::kMutant, kMutantPain, kMutantPain1},
    Pain{ActorClass::kSs, kSsPain, kSsPain1},
};

int tile_distance_to_player(const World& world, const Actor& actor) {
  const Actor& player = world.player_obj();
  return std::max(std::abs(actor.tile_x - player.tile_x), std::abs(actor.tile_y - player.tile_y));
}

}  // namespace

void damage_actor(World& world, int slot, int damage) {
  world.made_noise = true;
  Actor& actor = world.obj(slot);
  unsigned points = static_cast<unsigned>(damage);
  if (!(actor.flags & kFlAttackMode)) points <<= 1;
  actor.hit_points =
      static_cast<std::int16_t>(actor.hit_points - static_cast<std::int16_t>(points));
  if (actor.hit_points <= 0) {
    kill_actor(world, slot);
    return;
  }
  if (!(actor.flags & kFlAttackMode)) first_sighting(world, slot);
  for (const Pain& pain : kPains) {
    if (pain.object_class != world.obj(slot).object_class) continue;
    new_state(world, slot, (world.obj(slot).hit_points & 1) != 0 ? pain.odd : pain.even);
  }
}

void actor_shoot(World& world, int slot) {
  const Actor& actor = world.obj(slot);
  if (!area_reaches_player(world, actor.area)) return;
  if (!check_line(world, slot)) return;  // the shot still sounds; no logic reads it
  int distance = tile_distance_to_player(world, actor);
  if (actor.object_class == ActorClass::kSs || actor.object_class == ActorClass::kBoss) {
    distance = distance * 2 / 3;  // better shots
  }
  const bool seen = (actor.flags & kFlVisible) != 0;  // the player can see it and dodge
  const int base = world.thrust_speed >= kRunSpeed ? 160 : 256;
  const int hit_chance = base - distance * (seen ? 16 : 8);
  if (world.random.next() >= hit_chance) return;
  const int roll = world.random.next();
  const int damage = distance < 2 ? roll >> 2 : distance < 4 ? roll >> 3 : roll >> 4;
  take_damage(world, damage, slot);
}

void uber_shoot(World& world, int slot) {
  actor_shoot(world, slot);
  constexpr int kCloseDamage = 10;
  if (tile_distance_to_player(world, world.obj(slot)) <= 1) {
    take_damage(world, kCloseDamage, slot);
  }
}

void dog_bite(World& world, int slot) {
  const Actor& dog = world.obj(slot);
  const Actor& player = world.player_obj();
  const std::int32_t reach_x = std::abs(player.x - dog.x) - kTileGlobal;
  if (reach_x > kMinActorDist) return;
  const std::int32_t reach_y = std::abs(player.y - dog.y) - kTileGlobal;
  if (reach_y > kMinActorDist) return;
  constexpr int kBiteChance = 180;
  if (world.random.next() < kBiteChance) take_damage(world, world.random.next() >> 4, slot);
}

}  // namespace wolfsuite::sim
