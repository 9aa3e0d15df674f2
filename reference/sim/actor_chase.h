#pragma once
// The thinks that move actors (the engine's T_Stand, T_Path, T_Chase, T_DogChase, T_Ghosts and
// the bosses' T_Schabb, T_Gift, T_Fat, T_Will, T_Fake), called every tic by do_actor.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// T_Stand: watch for the player.
void think_stand(World& world, int slot);

// T_Path: watch for the player, and walk the patrol path.
void think_path(World& world, int slot);

// T_Chase: with the player in line, maybe fire (chance (tics * 16) / distance in tiles; always
// next to him: the demo rule when less than a quarter tile of the step is left, the later fix
// when within 1.25 tiles on both axes), else dodge; out of line, chase.
void think_chase(World& world, int slot);

// T_DogChase: dodge towards the player and jump at him once within reach.
void think_dog_chase(World& world, int slot);

// T_Ghosts: Wolfenstein 3-D's ghosts and Spear's spectres chase without looking.
void think_ghosts(World& world, int slot);

// T_Schabb, T_Gift, T_Fat, T_Will: the bosses that throw, keeping four tiles away.
void think_thrower(World& world, int slot);

// T_Fake: the fake Hitler dodges about and breathes fire.
void think_fake(World& world, int slot);

}  // namespace wolfsuite::sim
