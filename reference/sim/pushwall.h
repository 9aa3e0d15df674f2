#pragma once
// Secret pushwalls (the engine's PushWall and MovePWalls): a used wall on a plane 1 code 98 tile
// slides away from the player, a tile every 128 tics, and stops after two tiles or earlier when
// the tile beyond is taken. While it moves, the tile it leaves and the one it enters hold
// kBitWall; its position within the tile is pwallpos = (state / 2) & 63.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// PushWall: start pushing the wall at (x, y) in `dir` (0 north, 1 east, 2 south, 3 west); nothing
// when a push is under way, the tile is empty or the tile beyond is occupied.
void push_wall(World& world, int tile_x, int tile_y, int dir);

// MovePWalls: the moving wall one frame (World::tics) on.
void move_pushwall(World& world);

}  // namespace wolfsuite::sim
