#pragma once
// The state actions around deaths and the end of a game (the engine's A_DeathScream,
// A_HitlerMorph, A_StartDeathCam, the Angel's and the spectres' actions, BJ's victory run).
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// A_DeathScream: only sound, but it draws random numbers: one for a guard (which scream), and
// first one more for anyone on the secret level of a registered game (map 10, Spear's 19 and 20),
// where a zero plays the rare scream for soldiers and dogs and skips the guard's draw.
void death_scream(World& world, int slot);

// A_HitlerMorph: the mech suit falls and Hitler walks on in its place, a new object.
void hitler_morph(World& world, int slot);

// A_StartDeathCam: the first time, the player's view turns to watch the boss die again from
// the spot the player killed it (gamestate killx, killy) moved back until clear of walls; the
// second time, the game is won.
void start_death_cam(World& world, int slot);

// The Angel of Death: A_StartAttack counts its sparks from zero, A_Relaunch fires again or tires
// after three, A_Victory ends the game.
void angel_start_attack(World& world, int slot);
void angel_relaunch(World& world, int slot);
void win_game(World& world);

// A_Dormant: a dead spectre rises again once nothing stands in its way.
void spectre_dormant(World& world, int slot);

// T_BJRun: BJ runs along the path arrows, and jumps after six tiles; T_BJJump: he moves on while
// jumping.
void bj_run(World& world, int slot);
void bj_jump(World& world, int slot);

}  // namespace wolfsuite::sim
