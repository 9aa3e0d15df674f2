// validate_mac_level (level.h): the BSP walk, the ranges the engine indexes with, and the door,
// lift and secret block arrangements of seed 000 2.6-2.8.
#include <array>
#include <map>
#include <string>
#include <vector>

#include "decoders/mac/level.h"

namespace wolfsuite {
namespace {

// Offsets in the layout encode_mac_level writes: findings point at bytes a reader can find.
std::size_t object_offset(const MacLevel& level, std::size_t index) {
  std::size_t at = kMacLevelFixedBytes;
  for (std::size_t i = 0; i < index; ++i) at += level.objects[i].type == kMacSecretObject ? 4 : 3;
  return at;
}
std::size_t bsp_offset(const MacLevel& level, std::size_t index) {
  return object_offset(level, level.objects.size()) + index * kMacBspEntryBytes;
}
std::size_t cell_offset(int x, int y) {
  return static_cast<std::size_t>(y) * kMacMapSide + static_cast<std::size_t>(x);
}

Status check_ranges(const MacLevel& level) {
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      const std::uint8_t code = level.cell(x, y);
      if ((code & kMacWallBit) == 0 && code >= kMacRooms) {
        return malformed("E-MAC-ROOM-RANGE", cell_offset(x, y),
                         "room " + std::to_string(code) + " at cell (" + std::to_string(x) + ", " +
                             std::to_string(y) + "); the zone table has 64 rooms");
      }
    }
  }
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const MacObject& object = level.objects[i];
    if (object.x >= kMacMapSide || object.y >= kMacMapSide) {
      return malformed("E-MAC-OBJECT-CELL", object_offset(level, i),
                       "object " + std::to_string(i) + " at (" + std::to_string(object.x) + ", " +
                           std::to_string(object.y) + ") is off the 64 x 64 map");
    }
  }
  for (std::size_t i = 0; i < level.bsp.size(); ++i) {
    const MacBspEntry& entry = level.bsp[i];
    const bool coordinates_in_range =
        entry.position <= kMacSegmentMax &&
        (!entry.terminal() || (entry.start <= kMacSegmentMax && entry.end <= kMacSegmentMax));
    if (!coordinates_in_range) {
      return malformed("E-MAC-BSP-COORDINATE", bsp_offset(level, i),
                       "entry " + std::to_string(i) + " has a coordinate above 128");
    }
    if (entry.terminal() && entry.room >= kMacRooms) {
      return malformed(
          "E-MAC-ROOM-RANGE", bsp_offset(level, i) + 5,
          "segment " + std::to_string(i) + " faces room " + std::to_string(entry.room));
    }
  }
  return {};
}

// Walks the tree from entry 0 with an explicit stack; every entry is marked once, so the walk
// ends after at most bsp.size() steps whatever the child indices say.
Status walk_bsp(const MacLevel& level, std::vector<bool>& reached) {
  if (level.bsp.empty()) {
    return malformed("E-MAC-BSP-EMPTY", bsp_offset(level, 0), "no BSP entries; the root is 0");
  }
  reached.assign(level.bsp.size(), false);
  std::vector<std::size_t> stack = {0};
  while (!stack.empty()) {
    std::size_t index = stack.back();
    stack.pop_back();
    if (reached[index]) {
      return malformed("E-MAC-BSP-CYCLE", bsp_offset(level, index),
                       "entry " + std::to_string(index) + " is reached twice from the root");
    }
    if (!level.bsp[index].terminal()) {
      reached[index] = true;
      for (const std::uint16_t child :
           {level.bsp[index].first_child, level.bsp[index].second_child}) {
        if (child >= level.bsp.size()) {
          return malformed("E-MAC-BSP-CHILD", bsp_offset(level, index) + 2,
                           "entry " + std::to_string(index) + " names child " +
                               std::to_string(child) + " of " + std::to_string(level.bsp.size()));
        }
        stack.push_back(child);
      }
      continue;
    }
    for (;; ++index) {
      if (index >= level.bsp.size() || reached[index]) {
        return malformed(index >= level.bsp.size() ? "E-MAC-BSP-LEAF-END" : "E-MAC-BSP-CYCLE",
                         bsp_offset(level, index),
                         "a terminal node's segments run on without a last flag");
      }
      reached[index] = true;
      if (!level.bsp[index].terminal()) {
        return malformed("E-MAC-BSP-LEAF-END", bsp_offset(level, index),
                         "a terminal node's segments run into a split entry");
      }
      if (level.bsp[index].last()) break;
    }
  }
  return {};
}

// The map cells in front of a segment along its extent, all empty and of its room.
bool faces_its_room(const MacLevel& level, const MacBspEntry& segment) {
  const std::optional<int> line = front_line_cell(segment.position, segment.facing());
  if (!line || segment.start >= segment.end) return false;
  for (int along = segment.start / 2; along <= (segment.end - 1) / 2; ++along) {
    if (along >= kMacMapSide) return false;
    const std::uint8_t code =
        segment.runs_north_south() ? level.cell(*line, along) : level.cell(along, *line);
    if ((code & kMacWallBit) != 0 || code != segment.room) return false;
  }
  return true;
}

void check_segments(const MacLevel& level, const std::vector<bool>& reached, Findings& findings) {
  std::size_t unreached = 0;
  for (std::size_t i = 0; i < level.bsp.size(); ++i) {
    if (!reached[i]) {
      ++unreached;
      continue;
    }
    const MacBspEntry& entry = level.bsp[i];
    if (!entry.terminal()) continue;
    if (entry.start >= entry.end) {
      findings.add("W-MAC-SEGMENT-EMPTY", bsp_offset(level, i),
                   "segment " + std::to_string(i) + " runs from " + std::to_string(entry.start) +
                       " to " + std::to_string(entry.end));
    } else if (entry.map_ref != kMacDoorSideRef && !faces_its_room(level, entry)) {
      findings.add("W-MAC-SEGMENT-FACING", bsp_offset(level, i),
                   "segment " + std::to_string(i) + " does not face empty cells of room " +
                       std::to_string(entry.room));
    }
  }
  if (unreached > 0) {
    findings.add("W-MAC-BSP-UNREACHED", bsp_offset(level, 0),
                 std::to_string(unreached) + " entries are not reached from the root");
  }
}

// seed 000 2.9.2
bool is_listed_door_code(std::uint8_t code) {
  return code == 0xDA || code == 0xDB || (code >= 0xDD && code <= 0xE1);
}

void check_doors(const MacLevel& level, Findings& findings) {
  std::map<std::uint8_t, int> doors_per_number;
  for (const MacBspEntry& entry : level.bsp) {
    if (entry.terminal() && entry.map_ref > kMacDoorSideRef) {
      (void)doors_per_number[entry.map_ref];
    }
  }
  const std::array<bool, kMacMapBytes> doors = door_cells(level);
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      const std::uint8_t code = level.cell(x, y);
      if (!doors[cell_offset(x, y)]) {
        if (is_listed_door_code(code)) {
          findings.add("W-MAC-DOOR-OBJECT", cell_offset(x, y),
                       "door code at (" + std::to_string(x) + ", " + std::to_string(y) +
                           ") without its door object");
        }
        continue;
      }
      // Passed east-west (bit 0 clear): the sliding faces run north-south at x = 2x + 1, the
      // sides east-west at y = 2y and 2y + 2. Passed north-south: the same, turned.
      const bool passed_east_west = (code & 1) == 0;
      const int slab = 2 * (passed_east_west ? x : y) + 1;
      const int across = 2 * (passed_east_west ? y : x);
      const int side_along = 2 * (passed_east_west ? x : y);
      bool low_face = false;
      bool high_face = false;
      bool side = false;
      std::uint8_t number = 0;
      for (const MacBspEntry& entry : level.bsp) {
        if (!entry.terminal()) continue;
        const bool slab_axis = entry.runs_north_south() == passed_east_west;
        if (slab_axis && entry.position == slab && entry.map_ref > kMacDoorSideRef &&
            entry.start >= across && entry.end <= across + 2) {
          const bool faces_low =
              entry.facing() == MacFacing::kWest || entry.facing() == MacFacing::kNorth;
          (faces_low ? low_face : high_face) = true;
          number = entry.map_ref;
        }
        if (!slab_axis && entry.map_ref == kMacDoorSideRef &&
            (entry.position == across || entry.position == across + 2) &&
            entry.start >= side_along && entry.end <= side_along + 2) {
          side = true;
        }
      }
      const bool shared = number != 0 && ++doors_per_number[number] > 1;
      if (!low_face || !high_face || !side || shared) {
        findings.add("W-MAC-DOOR-SEGMENTS", cell_offset(x, y),
                     "door at (" + std::to_string(x) + ", " + std::to_string(y) +
                         ") lacks a sliding face, its side segments, or has another door's "
                         "number");
      }
    }
  }
}

struct Step {
  int dx;
  int dy;
};
constexpr Step kSteps[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

bool on_map(int x, int y) { return x >= 0 && y >= 0 && x < kMacMapSide && y < kMacMapSide; }

// A segment at the face between the block's cell and its neighbour towards `-step`, facing that
// neighbour (the push face), and one on the opposite face facing the same way (seed 000 2.8).
bool has_secret_segments(const MacLevel& level, int x, int y, Step step) {
  const bool runs_north_south = step.dx != 0;
  const MacFacing facing = step.dx > 0   ? MacFacing::kWest
                           : step.dx < 0 ? MacFacing::kEast
                           : step.dy > 0 ? MacFacing::kNorth
                                         : MacFacing::kSouth;
  const int near_line = 2 * (runs_north_south ? x : y) + (step.dx + step.dy < 0 ? 2 : 0);
  const int far_line = near_line + 2 * (step.dx + step.dy);
  const int along = 2 * (runs_north_south ? y : x);
  // Each face's two halves, [along, along + 1] and [along + 1, along + 2]: a split through the
  // middle of the cell (a door's line) may cut a segment there.
  bool covered[2][2] = {};  // [near, far][half]
  for (const MacBspEntry& entry : level.bsp) {
    if (!entry.terminal() || entry.runs_north_south() != runs_north_south ||
        entry.facing() != facing || (entry.position != near_line && entry.position != far_line)) {
      continue;
    }
    for (int half = 0; half < 2; ++half) {
      if (entry.start <= along + half && entry.end >= along + half + 1) {
        covered[entry.position == near_line ? 0 : 1][half] = true;
      }
    }
  }
  return covered[0][0] && covered[0][1] && covered[1][0] && covered[1][1];
}

void check_objects(const MacLevel& level, Findings& findings) {
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const MacObject& object = level.objects[i];
    const std::uint8_t code = level.cell(object.x, object.y);
    if (object.type == kMacLiftObject && code != kMacLiftWall) {
      findings.add("W-MAC-LIFT-PANEL", object_offset(level, i),
                   "lift object " + std::to_string(i) + " is not on a $8F block");
    }
    if (object.type != kMacSecretObject) continue;
    bool arranged = (code & kMacWallBit) == 0 && (object.secret_wall & kMacWallBit) != 0;
    if (arranged) {
      arranged = false;
      for (const Step step : kSteps) {
        const int x2 = object.x + 2 * step.dx;
        const int y2 = object.y + 2 * step.dy;
        if (on_map(x2, y2) && level.cell(x2, y2) == object.secret_wall &&
            has_secret_segments(level, object.x, object.y, step)) {
          arranged = true;
        }
      }
    }
    if (!arranged) {
      findings.add("W-MAC-SECRET-BLOCK", object_offset(level, i),
                   "secret block " + std::to_string(i) +
                       " lacks an empty cell, a wall code, its two segments or the block two "
                       "cells on");
    }
  }
}

}  // namespace

Status validate_mac_level(const MacLevel& level, Findings& findings) {
  WS_RETURN_IF_ERROR(check_ranges(level));
  std::vector<bool> reached;
  WS_RETURN_IF_ERROR(walk_bsp(level, reached));
  check_segments(level, reached, findings);
  check_doors(level, findings);
  check_objects(level, findings);
  return {};
}

}  // namespace wolfsuite
