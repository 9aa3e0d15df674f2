#pragma once
// A level as the engine sets it up for play (SetupGameLevel after NewGame): the grids from plane
// 0, the doors, then every object of plane 1 in map order (the player start, statics, secret
// walls counted, actors for the difficulty), then the ambush floor codes replaced by a
// neighbouring area.
#include <cstdint>

#include "decoders/wolf/maps.h"
#include "reference/sim/world.h"

namespace wolfsuite::sim {

struct LevelOptions {
  int map_number = 0;  // MAPHEAD slot (gamestate.mapon)
  Difficulty difficulty = Difficulty::kHard;
  bool spear = false;
  bool shareware = false;  // the shareware build (wl1) skips a death-scream draw on secret levels
  bool demo_rules = true;  // the original 1.4 rules demos play by
  int random_index = 0;    // demos reset the random table's index to 0
  int view_size = 19;      // the view's size setting (the gun's centre window depends on it)
  int view_width = 304;
  int view_height = 152;
};

// A fresh game's level: NewGame's player state (3 lives, 100 health, 8 rounds, the pistol).
// Maps other than 64 x 64 are read as their 64 x 64 corner (missing tiles 0).
World set_up_level(const GameMap& map, const LevelOptions& options);

}  // namespace wolfsuite::sim
