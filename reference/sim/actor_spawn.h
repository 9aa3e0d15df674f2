#pragma once
// Putting actors into a level (the engine's SpawnNewObj, NewState and the Spawn* functions that
// ScanInfoPlane calls for plane 1's actor codes).
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// Patrol speeds in 1/65536 tile per tic (SPDPATROL, SPDDOG).
inline constexpr std::int32_t kPatrolSpeed = 512;
inline constexpr std::int32_t kDogSpeed = 1500;

// SpawnNewObj: a new object on `state` at the centre of tile (x, y), facing nowhere, marked in the
// actor grid, in the area under it. A state with a tic time starts at a random point of it: the
// demo rule is `rnd % tics`, the later fix `rnd % tics + 1`; no number is drawn for a state
// without tics. Returns the slot, or -1 when every slot is taken.
int spawn_new_object(World& world, int tile_x, int tile_y, StateId state);

// NewState: `state` from its first tic.
void new_state(World& world, int slot, StateId state);

// What ScanInfoPlane does with plane 1 `code` at (x, y) when it is an actor: standing and
// patrolling guards, officers, SS, dogs and mutants of the world's difficulty band (others are
// skipped, still returning true), the dead guard, the bosses, ghosts and Spear's actors. Kill
// totals, ambush flags, hit points and speeds are set as the engine sets them. False for codes
// that are not actors.
bool spawn_actor_for_code(World& world, int code, int tile_x, int tile_y);

// SpawnBJVictory: BJ runs north from the tile south of the player to the end of the game.
void spawn_bj_victory(World& world);

}  // namespace wolfsuite::sim
