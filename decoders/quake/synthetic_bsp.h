#pragma once
// A small BSP model built in code, for the tests and the corpus (no bytes of real maps): a
// 128-unit cube room centred on the origin, faces looking in.
//
//   planes    6: +x, -x, +y, -y, +z, -z, each at distance 64 (the walls)
//   nodes     6: node i splits by plane i; front: solid leaf 2 + i, back: node i + 1 (node 5's
//              back is leaf 1, the room)
//   leaves    8: 0 the solid leaf, 1 the room (empty, faces 0..5), 2..7 solid
//   clipnodes 6: as the nodes, front solid (-2), node 5's back empty (-1)
//   faces     6: one quad per wall, 4 surfedges each (edges 1..24; edge 0 unused)
//   texinfo   3: one per axis; textures 0 "wall" and 1 "floor", 16x16
//   entities  worldspawn and an info_player_start at the origin
// With `with_vis`, the visibility lump holds leaf 1's row (it sees itself): 1 byte, 0x01.
#include "decoders/quake/bsp.h"

namespace wolfsuite {

Bsp synthetic_box_bsp(bool with_vis = false);

}  // namespace wolfsuite
