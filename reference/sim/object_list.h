#pragma once
// The engine's object list (GetNewActor, RemoveObj): kMaxActors fixed slots, a free list, and the
// live objects chained in spawn order, the player first. The order matters: objects think in it
// every tic and the traces hash them in it. A removed object keeps its `next`, so a walk of the
// list that removes the object it stands on goes on with the right one, as the engine's does.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// InitActorList: every slot free, the list empty.
void init_object_list(World& world);

// GetNewActor: a zeroed slot (direction 0, east) appended to the list (active = no); -1 when all kMaxActors slots are
// taken (the engine stops with "No free spots in objlist"; the caller refuses the spawn).
int get_new_actor(World& world);

// RemoveObj: unlinks `slot` and frees it. The player is never removed.
void remove_object(World& world, int slot);

// The slots in list order, the player first.
template <typename Visit>
void for_each_object(const World& world, Visit visit) {
  for (int slot = world.player; slot != -1; slot = world.obj(slot).next) visit(slot);
}

}  // namespace wolfsuite::sim
