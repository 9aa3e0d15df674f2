#pragma once
// The player's movement (the engine's ControlMovement, Thrust, ClipMove, TryMove): turning and
// moving from the frame's control values, clipped against walls, the back of a moving pushwall
// and shootable actors.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// ControlMovement: turn (or strafe) by controls.x, move by controls.y, strafe buttons.
void control_movement(World& world, int slot);

// Thrust: move the player `speed` (1/65536 tile) along whole-degree `angle`, clipped; updates
// its tile and area, and reaching the exit tile (plane 1 code 99) starts the victory.
void thrust(World& world, int angle, std::int32_t speed);

}  // namespace wolfsuite::sim
