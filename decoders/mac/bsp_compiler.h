#pragma once
// Builds a level's BSP tree from its map and objects the way seed 000 2.5 describes it: the
// segments are the faces between empty cells and walls (runs of faces along one line, facing
// one room, merged), the four segments of each door (2.6) and the two of each secret block
// (2.8); split nodes cut the map until every terminal node holds segments none of which can
// obscure part of another from any viewing position.
//
// A node whose segments include a pair where one obscures the other is split on the line of one
// of its segments, strictly inside the node's region, that leaves segments on both sides (a
// terminal node needs at least one entry), the one that cuts fewest segments and balances the
// sides best. The line of a segment that obscures another always qualifies: that segment lies
// inside the region (a segment on the region's edge faces into it and obscures nothing there),
// goes to the side it faces, and part of the other lies behind it. Every split makes the region
// smaller, so the tree is at most 2 * 128 splits deep. A segment lying on a split line goes to
// the child it faces; one crossing it is cut in two.
//
// Tool errors (encoder side; catalogue tool_errors):
//   E-MAC-BSP-COMPILE   a map with no wall faces, a door not between two rooms (on its passage
//                       axis) and two walls, more than 127 doors, a secret block without an empty
//                       cell on each side of its line of motion and a block of its wall code two
//                       cells on, or a tree of more than 65535 entries
#include <cstdint>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/mac/level.h"

namespace wolfsuite {

// A segment before it takes its place in the tree; fields as in a terminal MacBspEntry.
struct MacSegment {
  int position = 0;  // x of a north-south segment, y of an east-west one
  int start = 0;
  int end = 0;
  MacFacing facing = MacFacing::kEast;
  std::uint8_t map_ref = 0;
  std::uint8_t room = 0;

  bool runs_north_south() const { return facing == MacFacing::kEast || facing == MacFacing::kWest; }
  friend bool operator==(const MacSegment&, const MacSegment&) = default;
};

// The segments of a level, from its map and objects.
Result<std::vector<MacSegment>> level_segments(const MacLevel& level);

// seed 000 2.5.1: whether some viewer in front of both sees part of `b` through part of `a`.
// That holds exactly when part of `a` lies strictly in front of `b`'s line and part of `b`
// strictly behind `a`'s line (the ray from such a point of b through such a point of a, extended,
// runs into the front of both).
bool segment_obscures(const MacSegment& a, const MacSegment& b);

// The tree over the segments, entries in pre-order (a split node, its first child's subtree,
// then its second's), so the root is entry 0.
Result<std::vector<MacBspEntry>> compile_mac_bsp(const std::vector<MacSegment>& segments);

// level_segments then compile_mac_bsp, into level.bsp.
Status build_mac_bsp(MacLevel& level);

}  // namespace wolfsuite
