#pragma once
// Doors and the area connections they make (the engine's WL_ACT1): a door opens over 64 tics
// (position 0..0xFFFF), waits 300 tics open, closes unless something stands in its tile, and while
// open joins the two floor areas on its sides, so noise and sight reach through it.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// SpawnDoor: door `world.doors.size()` at (x, y); the tile and actor grids get kBitDoor | number.
void spawn_door(World& world, int tile_x, int tile_y, bool vertical, DoorLock lock);

// OpenDoor: start opening (or reset the open wait of an open door).
void open_door(World& world, int door);

// OperateDoor: the player uses a door (keys checked for a locked one).
void operate_door(World& world, int door);

// MoveDoors: every door one frame on (World::tics).
void move_doors(World& world);

// InitAreas + ConnectAreas: which areas the player can reach through open doors.
void init_areas(World& world);

}  // namespace wolfsuite::sim
