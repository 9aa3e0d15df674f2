#pragma once
// How actors notice the player (the engine's CheckLine, CheckSight, SightPlayer, FirstSighting).
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// CheckLine: is the straight line from the actor's centre to the player's position free of walls
// and closed doors? Traced in 1/256 tile over the tiles between them, first crossing the x tile
// lines, then the y ones. A door stops the line when its position is below the crossing's
// coordinate along the door — the engine compares the absolute map coordinate (in 1/256 tile)
// with the door's opening (0..0xFFFF), so any door more than a quarter open lets sight through.
// The player's gun uses the same test.
bool check_line(const World& world, int slot);

// CheckSight: the player is seen when his area connects to the actor's and he stands within
// 1.5 tiles on both axes, or he is not behind the actor's back and the line is free. Demo rule:
// an actor facing a diagonal sees all round; the later fix gives it a half plane too.
bool check_sight(const World& world, int slot);

// SightPlayer, for actors not yet attacking: after noticing the player (by sight, or by his gun
// when not in ambush) the actor waits a reaction time drawn from the random table (guards
// 1..64 tics, SS and mutants 1..43, dogs 1..32, officers 2, bosses 1), then FirstSighting.
// True when the actor turned to attack.
bool sight_player(World& world, int slot);

// FirstSighting: into the chase states, faster, attack mode, and a pending door wait dropped.
void first_sighting(World& world, int slot);

}  // namespace wolfsuite::sim
