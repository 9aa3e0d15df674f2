#pragma once
// The fixed views of every map whose frames are golden (golden/frames/, golden_frames_test.cc):
//   name        where                                          looking
//   start       the player start's tile centre                 its facing
//   east/north/ the player start's tile centre                 exactly along that axis
//   west/south
//   oblique     the player start's tile centre                 37 degrees
//   door        the first door's tile centre, door fully open  along its passage (east for a
//                                                              door with walls north and south)
//   pushwall    centre of the tile before the first pushwall   at the pushwall
//   pushing     the same, the pushwall half-way (32/64) into   at it
//               the tile behind it
//   edge        tile (32, 0) centre, on the map's north edge   north, out of the map
// A map without a player start uses its middle tile (32, 32) facing east; views whose object
// (door, pushwall with an open tile before it) the map lacks are left out. Positions are in the
// engine's 16.16 tiles, angles in whole degrees (the player's angle in the engine).
#include <string>
#include <vector>

#include "decoders/wolf/maps.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

struct NamedView {
  std::string name;
  View view;
  Motion motion;
};

std::vector<NamedView> golden_views(const GameMap& map, const Level& level, bool spear);

// "29.5" for 29.5 tiles, "90" for degrees: exact decimal forms for manifests.
std::string format_position(std::int32_t fixed);
std::string format_angle(int degrees);

}  // namespace wolfsuite::raycaster
