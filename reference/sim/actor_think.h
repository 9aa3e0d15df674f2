#pragma once
// One object's tic (the engine's DoActor): count down its state, run the actions of the states
// it leaves and the think of the state it is in, and mark it in the actor grid.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// DoActor. An inactive object in an area the player cannot reach does nothing. The object
// leaves its actor grid cell while it thinks (unless it never marks one). A state without tics
// only thinks; otherwise World::tics are taken off its tic count, and each state that runs out
// does its action and passes to the next, the surplus tics carried over (a next state without
// tics stops the count at 0). Then the state's think, and the object marks its cell again
// (non-marking objects only an empty one). An object whose state ends without a successor, or
// whose think or action clears it, is removed from the list.
void do_actor(World& world, int slot);

}  // namespace wolfsuite::sim
