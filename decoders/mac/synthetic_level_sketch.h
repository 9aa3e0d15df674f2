#pragma once
// Levels drawn as text, for tests, the corpus recipes and the synthetic data set: one character
// per map cell, rows from north (y = 0) to south, the rest of the 64 x 64 map solid grey stone.
// Rooms are numbered by flooding the empty cells (doors and walls bound them, seed 000 2.1) in
// the order their first cell is met, zones are the room numbers, and the BSP tree is compiled by
// build_mac_bsp.
//
//   char  cell                                   object (seed 000 2.10)
//   .     empty
//   #     $81 grey stone
//   B     $89 blue stone
//   W     $85 wood panelling
//   R     $8B red brick
//   L     $8F lift wall                          $64 lift control on it
//   |     $DA plain door, passed east-west       $5A
//   =     $DB plain door, passed north-south     $5B
//   S     empty (a secret block of grey stone)   $62 with wall $81
//   P     empty                                  $13 player start facing north
//   o     empty                                  $18 oil drum
//   G     empty                                  $6C guard, brown uniform
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/mac/level.h"

namespace wolfsuite {

// E-MAC-SKETCH (tool error): a character not in the table, a sketch larger than the map, more
// than 64 rooms, or any E-MAC-BSP-COMPILE of the tree.
Result<MacLevel> mac_level_from_sketch(const std::vector<std::string>& rows);

}  // namespace wolfsuite
