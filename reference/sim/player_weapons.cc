#include "reference/sim/player_weapons.h"

#include <array>
#include <cstdlib>

#include "reference/sim/actor_states.h"
#include "reference/sim/actor_combat.h"
#include "reference/sim/actor_sight.h"

namespace wolfsuite::sim {
namespace {

// What an attack frame does when its tics run out (attackinfo's `attack` column).
enum class FrameAction : std::int8_t {
  kNothing = 0,
  kFire = 1,         // gun shot (ammo permitting)
  kStab = 2,         // knife
  kRepeat = 3,       // machine gun: back two frames while the button is held
  kFireRepeat = 4,   // chain gun: back two frames while held, and fire
  kDone = -1,        // back to the ready weapon
};

struct AttackFrame {
  int tics;
  FrameAction action;
  int weapon_frame;  // the weapon sprite shown: 1..4 the attack frames
};

// attackinfo: per weapon (knife, pistol, machine gun, chain gun), its four frames.
using FramesOfWeapon = std::array<AttackFrame, 4>;
constexpr std::array<FramesOfWeapon, 4> kAttackFrames = {{
    {{{6, FrameAction::kNothing, 1}, {6, FrameAction::kStab, 2}, {6, FrameAction::kNothing, 3}, {6, FrameAction::kDone, 4}}},
    {{{6, FrameAction::kNothing, 1}, {6, FrameAction::kFire, 2}, {6, FrameAction::kNothing, 3}, {6, FrameAction::kDone, 4}}},
    {{{6, FrameAction::kNothing, 1}, {6, FrameAction::kFire, 2}, {6, FrameAction::kRepeat, 3}, {6, FrameAction::kDone, 4}}},
    {{{6, FrameAction::kNothing, 1}, {6, FrameAction::kFire, 2}, {6, FrameAction::kFireRepeat, 3}, {6, FrameAction::kDone, 4}}},
}};

constexpr std::int32_t kKnifeReach = 0x18000;  // 1.5 tiles along the view

// The engine's table has room past the four frames, all zero: a frame index or weapon outside
// them reads that empty frame.
constexpr AttackFrame kEmptyFrame = {0, FrameAction::kNothing, 0};

const AttackFrame& frame_of(const GameState& game, int frame) {
  const int weapon = static_cast<int>(game.weapon);
  if (weapon < 0 || weapon > 3 || frame < 0 || frame > 3) return kEmptyFrame;
  return kAttackFrames[static_cast<std::size_t>(weapon)][static_cast<std::size_t>(frame)];
}

// The nearest (smallest trans_x below `beyond`) shootable actor the last frame marked visible
// near the centre column; -1 when none.
int nearest_target(const World& world, int slot, std::int32_t& distance) {
  int closest = -1;
  for (int other = world.obj(slot).next; other != -1; other = world.obj(other).next) {
    const Actor& actor = world.obj(other);
    if (!(actor.flags & kFlShootable) || !(actor.flags & kFlVisible)) continue;
    if (std::abs(actor.view_x - world.view.center_x) >= world.view.shoot_delta) continue;
    if (actor.trans_x < distance) {
      distance = actor.trans_x;
      closest = other;
    }
  }
  return closest;
}

void knife_attack(World& world, int slot) {
  std::int32_t distance = 0x7fffffff;
  const int target = nearest_target(world, slot, distance);
  if (target == -1 || distance > kKnifeReach) return;
  damage_actor(world, target, world.random.next() >> 4);
}

// GunAttack: the nearest candidate, if a line reaches it. The engine searches again after a
// blocked line, but only for candidates nearer than the blocked one, so a blocked line misses.
void gun_attack(World& world, int slot) {
  world.made_noise = true;
  std::int32_t distance = 0x7fffffff;
  int closest = -1;
  while (true) {
    const int previous = closest;
    const int found = nearest_target(world, slot, distance);
    if (found != -1) closest = found;
    if (closest == previous) return;  // no more targets: missed
    if (check_line(world, closest)) break;
  }
  const Actor& player = world.obj(world.player);
  const Actor& target = world.obj(closest);
  const int dx = std::abs(target.tile_x - player.tile_x);
  const int dy = std::abs(target.tile_y - player.tile_y);
  const int tiles = dx > dy ? dx : dy;
  int damage = 0;
  if (tiles < 2) {
    damage = world.random.next() / 4;
  } else if (tiles < 4) {
    damage = world.random.next() / 6;
  } else {
    if (world.random.next() / 12 < tiles) return;  // missed at range
    damage = world.random.next() / 6;
  }
  damage_actor(world, closest, damage);
}

}  // namespace

void check_weapon_change(World& world) {
  GameState& game = world.game;
  const Controls& controls = world.controls;
  if (game.ammo == 0) return;  // the knife it must be
  int chosen = -1;
  const int best = static_cast<int>(game.best_weapon);
  if (controls.state[kBtNextWeapon] && !controls.held[kBtNextWeapon]) {
    chosen = static_cast<int>(game.weapon) + 1;
    if (chosen > best) chosen = 0;
  } else if (controls.state[kBtPrevWeapon] && !controls.held[kBtPrevWeapon]) {
    chosen = static_cast<int>(game.weapon) - 1;
    if (chosen < 0) chosen = best;
  } else {
    for (int weapon = 0; weapon <= best; ++weapon) {
      if (controls.state[static_cast<std::size_t>(kBtReadyKnife + weapon)]) {
        chosen = weapon;
        break;
      }
    }
  }
  if (chosen != -1) game.weapon = game.chosen_weapon = static_cast<WeaponType>(chosen);
}

void start_attack(World& world) {
  GameState& game = world.game;
  world.controls.held[kBtAttack] = true;
  world.player_obj().state = kStateAttack;
  game.attack_frame = 0;
  game.attack_count = frame_of(game, 0).tics;
  game.weapon_frame = frame_of(game, 0).weapon_frame;
}

void advance_attack(World& world, int slot) {
  GameState& game = world.game;
  game.attack_count -= world.tics;
  while (game.attack_count <= 0) {
    const AttackFrame& frame = frame_of(game, game.attack_frame);
    switch (frame.action) {
      case FrameAction::kDone:
        world.obj(slot).state = kStatePlayer;
        if (game.ammo == 0) {
          game.weapon = WeaponType::kKnife;
        } else if (game.weapon != game.chosen_weapon) {
          game.weapon = game.chosen_weapon;
        }
        game.attack_frame = game.weapon_frame = 0;
        return;
      case FrameAction::kFireRepeat:
        if (game.ammo == 0) break;
        if (world.controls.state[kBtAttack]) game.attack_frame -= 2;
        [[fallthrough]];
      case FrameAction::kFire:
        if (game.ammo == 0) {  // only the chain gun gets here without ammo
          ++game.attack_frame;
          break;
        }
        gun_attack(world, slot);
        --game.ammo;
        break;
      case FrameAction::kStab:
        knife_attack(world, slot);
        break;
      case FrameAction::kRepeat:
        if (game.ammo != 0 && world.controls.state[kBtAttack]) game.attack_frame -= 2;
        break;
      case FrameAction::kNothing:
        break;
    }
    game.attack_count += frame.tics;
    ++game.attack_frame;
    game.weapon_frame = frame_of(game, game.attack_frame).weapon_frame;
  }
}

}  // namespace wolfsuite::sim
