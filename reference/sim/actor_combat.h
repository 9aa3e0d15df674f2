#pragma once
// Actors hurting the player and the player hurting actors (the engine's T_Shoot, T_Bite,
// DamageActor, KillActor).
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// DamageActor: the player's hit. Double damage on an actor not yet attacking (it also turns to
// attack); pain states by the parity of the hit points left; death at 0 or below (KillActor:
// points, the death states, a dropped clip, machine gun or key, the kill count, no longer
// shootable nor in the actor grid, and FL_NONMARK). Makes noise.
void damage_actor(World& world, int slot, int damage);

// T_Shoot: a shot at the player when he is in a connected area and in line of sight. The hit
// chance falls with the distance in tiles (SS and Hans shoot as if 2/3 as far), more when the
// player runs and when he can see the actor; damage falls with the distance too.
void actor_shoot(World& world, int slot);

// T_UShoot: the Ubermutant's shot, plus 10 points when the player is within a tile.
void uber_shoot(World& world, int slot);

// T_Bite: a dog's bite, 180 in 256 to hit when the player is within reach.
void dog_bite(World& world, int slot);

}  // namespace wolfsuite::sim
