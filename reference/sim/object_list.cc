#include "reference/sim/object_list.h"

namespace wolfsuite::sim {

// The free slots are chained through `prev` from `free_head`, lowest slot first, as the engine
// chains its objfreelist.
void init_object_list(World& world) {
  for (int slot = 0; slot < kMaxActors; ++slot) {
    world.obj(slot) = Actor{};
    world.obj(slot).prev = slot + 1 < kMaxActors ? slot + 1 : -1;
    world.slot_used[static_cast<std::size_t>(slot)] = false;
  }
  world.free_head = 0;
  world.last_obj = -1;
  world.player = -1;
}

int get_new_actor(World& world) {
  const int slot = world.free_head;
  if (slot == -1) return -1;
  world.free_head = world.obj(slot).prev;
  Actor& actor = world.obj(slot);
  actor = Actor{};
  // GetNewActor zeroes the slot, and direction 0 is east: what a spawn that never sets a
  // direction keeps (rocket smoke, sod's Death Knight map 4 of the synthetic set).
  actor.dir = Dir::kEast;
  actor.prev = world.last_obj;
  if (world.last_obj != -1) world.obj(world.last_obj).next = slot;
  world.last_obj = slot;
  world.slot_used[static_cast<std::size_t>(slot)] = true;
  world.new_obj = slot;
  return slot;
}

void remove_object(World& world, int slot) {
  if (slot == world.player || slot < 0) return;
  Actor& gone = world.obj(slot);
  gone.state = kNoState;
  if (slot == world.last_obj) {
    world.last_obj = gone.prev;
  } else if (gone.next != -1) {
    world.obj(gone.next).prev = gone.prev;
  }
  if (gone.prev != -1) world.obj(gone.prev).next = gone.next;
  gone.prev = world.free_head;
  world.free_head = slot;
  world.slot_used[static_cast<std::size_t>(slot)] = false;
}

}  // namespace wolfsuite::sim
