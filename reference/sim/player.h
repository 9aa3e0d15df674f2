#pragma once
// The player's side of the game logic (the engine's WL_AGENT): spawning, the two thinks the
// player's states run (T_Player every tic, T_Attack while a weapon fires), damage taken and points
// given. Controls come from World::controls, already scaled by the frame's tics.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// SpawnPlayer: the player's object at tile (x, y) facing `dir` (0 north, 1 east, 2 south, 3 west:
// plane 1 codes 19..22), on the state table's player state.
void spawn_player(World& world, int tile_x, int tile_y, int dir);

// T_Player: weapon change, use, fire, movement; T_Attack: the attack frames of the weapon.
void think_player(World& world, int slot);
void think_attack(World& world, int slot);

// TakeDamage: `points` from `attacker` (a slot, or -1), scaled down on the easiest difficulty;
// the player dies at 0 health (play state kDied).
void take_damage(World& world, int points, int attacker);

// GivePoints: score, with an extra life every kExtraPoints.
void give_points(World& world, std::int32_t points);

}  // namespace wolfsuite::sim
