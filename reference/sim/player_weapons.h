#pragma once
// The player's weapons (the engine's CheckWeaponChange, Cmd_Fire, T_Attack's frames, GunAttack,
// KnifeAttack). Every weapon's attack runs four frames of 6 tics; what each frame does is the
// attack table below (in the .cc). Guns hit only actors the last frame marked visible within
// shoot_delta columns of the view's centre, the nearest first, when a line reaches them.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// Number keys and next/previous weapon, when there is ammo.
void check_weapon_change(World& world);

// Cmd_Fire: the player's object enters the attack state at the weapon's first frame.
void start_attack(World& world);

// T_Attack's frame advance (after movement): fires, loops the automatic weapons while the
// button is held, and returns to the player state after the last frame.
void advance_attack(World& world, int slot);

}  // namespace wolfsuite::sim
