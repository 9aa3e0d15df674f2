#pragma once
// Static objects (the engine's WL_ACT1 statinfo): lamps, furniture, and the bonus items the
// player picks up, spawned from plane 1 codes 23..70 (74 in Spear) and dropped by dying actors.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// SpawnStatic: plane 1 object `index` (code - 23) at tile (x, y). Blocking objects mark the actor
// grid; bonus items count toward the treasure total. Ignored past kMaxStatics.
void spawn_static(World& world, int tile_x, int tile_y, int index);

// PlaceItemType: a dropped bonus item of `type` (a clip, a key, a machine gun) at tile (x, y),
// reusing a removed static's slot first, as the engine does.
void place_item_type(World& world, StaticType type, int tile_x, int tile_y);

// GetBonus: the player touches static `index`; it is removed when taken.
void get_bonus(World& world, int index);

}  // namespace wolfsuite::sim
