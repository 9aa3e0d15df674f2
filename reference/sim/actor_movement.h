#pragma once
// How actors walk the tile grid (the engine's WL_STATE movement): an actor commits to the next
// tile (TryWalk), then slides towards its centre over several tics (MoveObj) while `distance`
// counts down what is left of the step; a negative distance, -1 - door, means it waits for that
// door to open.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// TryWalk: start a step in the actor's direction. False when a wall, a blocking static or a
// shootable actor is in the way (dogs and the fake Hitler treat doors as walls, and diagonal
// steps need all three tiles free). A door opens and the actor waits for it. Demo rule: the
// door number is the tile's low 6 bits and the actor already holds the door's tile; the later
// fix keeps the actor in its tile until the door is open (ghosts and spectres excepted).
bool try_walk(World& world, int slot);

// SelectChaseDir: towards the player, the larger axis first, then the old direction, then a
// random sweep (north, north-west, west or the reverse: the engine counts through the diagonal),
// and turning around last. Dir::kNone when boxed in.
void select_chase_dir(World& world, int slot);

// SelectDodgeDir: towards the player but zig-zagging (a random swap of the axes), the diagonal
// first; turning around only right after first sighting, or as the last resort.
void select_dodge_dir(World& world, int slot);

// SelectRunDir: away from the player (the bosses that throw keep their distance).
void select_run_dir(World& world, int slot);

// SelectPathDir: a patroller turns where plane 1 holds a path arrow (codes 90..97, the eight
// directions) and walks on.
void select_path_dir(World& world, int slot);

// MoveObj: `move` (1/65536 tile) along the actor's direction. In an area the player can reach,
// a move that would bring its centre within a tile of the player's on both axes is taken back
// (ghosts and spectres hurt the player instead of walking into him), unless the actor has lost
// sight of the player while the player's own tile was seen; otherwise distance shrinks by move.
void move_obj(World& world, int slot, std::int32_t move);

// Does `area` hear and see the player? Area numbers past the areas (an actor on a tile without
// an area code) count as connected, as the engine's bounds checks make them.
bool area_reaches_player(const World& world, std::uint8_t area);

// The centre of the actor's tile: where a finished step puts it, dropping the rounding of the
// moves.
void snap_to_tile_centre(Actor& actor);

// Waiting at a door: keep it opening; true once it is open (the step goes on), false while the
// actor must still wait.
bool door_open_for(World& world, int slot);

}  // namespace wolfsuite::sim
