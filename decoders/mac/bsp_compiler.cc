#include "decoders/mac/bsp_compiler.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace wolfsuite {
namespace {

constexpr std::string_view kCompile = "E-MAC-BSP-COMPILE";

struct Step {
  int dx;
  int dy;
};
constexpr Step kSteps[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

bool on_map(int x, int y) { return x >= 0 && y >= 0 && x < kMacMapSide && y < kMacMapSide; }
bool is_empty(std::uint8_t code) { return (code & kMacWallBit) == 0; }

std::string at(int x, int y) { return "(" + std::to_string(x) + ", " + std::to_string(y) + ")"; }

// The face of the cell at (x, y) towards `step`, seen from that cell: its line, extent and the
// facing back into the cell.
MacSegment face_towards(int x, int y, Step step) {
  MacSegment face;
  if (step.dx != 0) {
    face.position = 2 * x + (step.dx > 0 ? 2 : 0);
    face.start = 2 * y;
    face.facing = step.dx > 0 ? MacFacing::kWest : MacFacing::kEast;
  } else {
    face.position = 2 * y + (step.dy > 0 ? 2 : 0);
    face.start = 2 * x;
    face.facing = step.dy > 0 ? MacFacing::kNorth : MacFacing::kSouth;
  }
  face.end = face.start + 2;
  return face;
}

// Wall faces of every empty cell, runs along one line facing one room merged into one segment.
std::vector<MacSegment> wall_segments(const MacLevel& level) {
  using Key = std::tuple<bool, int, int, int, int>;  // north-south, position, facing, ref, room
  std::map<Key, std::vector<int>> unit_faces;
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      const std::uint8_t room = level.cell(x, y);
      if (!is_empty(room)) continue;
      for (const Step step : kSteps) {
        const int nx = x + step.dx;
        const int ny = y + step.dy;
        if (!on_map(nx, ny) || is_empty(level.cell(nx, ny)) || is_door_cell(level, nx, ny)) {
          continue;
        }
        const MacSegment face = face_towards(x, y, step);
        // seed 000 2.5.2 byte 4: the row of the block behind, or its column + 64.
        const int ref = step.dx != 0 ? 64 + nx : ny;
        unit_faces[{face.runs_north_south(), face.position, static_cast<int>(face.facing), ref,
                    room}]
            .push_back(face.start);
      }
    }
  }
  std::vector<MacSegment> out;
  for (auto& [key, starts] : unit_faces) {
    std::sort(starts.begin(), starts.end());
    const auto& [north_south, position, facing, ref, room] = key;
    for (const int start : starts) {
      if (!out.empty() && out.back().position == position &&
          static_cast<int>(out.back().facing) == facing && out.back().map_ref == ref &&
          out.back().room == room && out.back().end == start) {
        out.back().end = start + 2;
        continue;
      }
      out.push_back({position, start, start + 2, static_cast<MacFacing>(facing),
                     static_cast<std::uint8_t>(ref), static_cast<std::uint8_t>(room)});
    }
  }
  return out;
}

// seed 000 2.6: two sliding faces through the middle of the door cell and a side segment on each
// side wall, facing into the doorway.
Status add_door_segments(const MacLevel& level, std::vector<MacSegment>& out) {
  int door_number = 0;
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      if (!is_door_cell(level, x, y)) continue;
      const bool passed_east_west = (level.cell(x, y) & 1) == 0;
      const Step pass = passed_east_west ? Step{1, 0} : Step{0, 1};
      const Step side = passed_east_west ? Step{0, 1} : Step{1, 0};
      const auto cell_or_wall = [&](int cx, int cy) {
        return on_map(cx, cy) ? level.cell(cx, cy) : kMacWallBit;
      };
      const std::uint8_t low_room = cell_or_wall(x - pass.dx, y - pass.dy);
      const std::uint8_t high_room = cell_or_wall(x + pass.dx, y + pass.dy);
      const std::uint8_t low_side = cell_or_wall(x - side.dx, y - side.dy);
      const std::uint8_t high_side = cell_or_wall(x + side.dx, y + side.dy);
      if (!is_empty(low_room) || !is_empty(high_room) || is_empty(low_side) ||
          is_empty(high_side) || is_door_cell(level, x - side.dx, y - side.dy) ||
          is_door_cell(level, x + side.dx, y + side.dy)) {
        return malformed(kCompile, 0,
                         "the door at " + at(x, y) + " is not between two rooms and two walls");
      }
      if (++door_number > 0x7F) return malformed(kCompile, 0, "more than 127 doors");
      const auto ref = static_cast<std::uint8_t>(kMacDoorSideRef + door_number);
      const int slab = 2 * (passed_east_west ? x : y) + 1;
      const int along = 2 * (passed_east_west ? y : x);
      const int side_along = 2 * (passed_east_west ? x : y);
      const MacFacing low_facing = passed_east_west ? MacFacing::kWest : MacFacing::kNorth;
      const MacFacing high_facing = passed_east_west ? MacFacing::kEast : MacFacing::kSouth;
      const MacFacing into_from_low = passed_east_west ? MacFacing::kSouth : MacFacing::kEast;
      const MacFacing into_from_high = passed_east_west ? MacFacing::kNorth : MacFacing::kWest;
      out.push_back({slab, along, along + 2, low_facing, ref, low_room});
      out.push_back({slab, along, along + 2, high_facing, ref, high_room});
      out.push_back({along, side_along, side_along + 2, into_from_low, kMacDoorSideRef, low_room});
      out.push_back(
          {along + 2, side_along, side_along + 2, into_from_high, kMacDoorSideRef, low_room});
    }
  }
  return {};
}

// seed 000 2.8: the face the player pushes, and the same face one cell on; byte 4 of both names
// the block's first cell.
Status add_secret_segments(const MacLevel& level, std::vector<MacSegment>& out) {
  for (const MacObject& object : level.objects) {
    if (object.type != kMacSecretObject) continue;
    const int x = object.x;
    const int y = object.y;
    if (!on_map(x, y) || !is_empty(level.cell(x, y))) {
      return malformed(kCompile, 0, "the secret block at " + at(x, y) + " is not on an empty cell");
    }
    bool placed = false;
    for (const Step step : kSteps) {
      const int bx = x - step.dx;
      const int by = y - step.dy;
      const int nx = x + step.dx;
      const int ny = y + step.dy;
      if (!on_map(bx, by) || !on_map(x + 2 * step.dx, y + 2 * step.dy) ||
          !is_empty(level.cell(bx, by)) || !is_empty(level.cell(nx, ny)) ||
          level.cell(x + 2 * step.dx, y + 2 * step.dy) != object.secret_wall) {
        continue;
      }
      MacSegment near_face = face_towards(x, y, {-step.dx, -step.dy});
      near_face.facing = face_towards(bx, by, step).facing;
      near_face.map_ref = static_cast<std::uint8_t>(step.dx != 0 ? 64 + x : y);
      near_face.room = level.cell(bx, by);
      MacSegment far_face = near_face;
      far_face.position += 2 * (step.dx + step.dy);
      far_face.room = level.cell(x, y);
      out.push_back(near_face);
      out.push_back(far_face);
      placed = true;
      break;
    }
    if (!placed) {
      return malformed(kCompile, 0,
                       "the secret block at " + at(x, y) +
                           " has no line of motion with its wall code two cells on");
    }
  }
  return {};
}

// Signed distance of (x, y) in front of the segment's line: positive on the side it faces.
int in_front(const MacSegment& segment, int x, int y) {
  switch (segment.facing) {
    case MacFacing::kEast:
      return x - segment.position;
    case MacFacing::kWest:
      return segment.position - x;
    case MacFacing::kSouth:
      return y - segment.position;
    case MacFacing::kNorth:
      return segment.position - y;
  }
  return 0;
}

// The largest in_front of `of`'s two ends relative to `line`: part of `of` is strictly in front
// of `line` exactly when this is positive (the distance is linear along `of`).
int most_in_front(const MacSegment& of, const MacSegment& line) {
  if (of.runs_north_south()) {
    return std::max(in_front(line, of.position, of.start), in_front(line, of.position, of.end));
  }
  return std::max(in_front(line, of.start, of.position), in_front(line, of.end, of.position));
}
// The smallest: part of `of` is strictly behind `line` exactly when this is negative.
int least_in_front(const MacSegment& of, const MacSegment& line) {
  if (of.runs_north_south()) {
    return std::min(in_front(line, of.position, of.start), in_front(line, of.position, of.end));
  }
  return std::min(in_front(line, of.start, of.position), in_front(line, of.end, of.position));
}

struct Region {
  int x0 = 0;
  int x1 = kMacSegmentMax;
  int y0 = 0;
  int y1 = kMacSegmentMax;
};

bool has_obscuring_pair(const std::vector<MacSegment>& segments) {
  for (const MacSegment& a : segments) {
    for (const MacSegment& b : segments) {
      if (segment_obscures(a, b)) return true;
    }
  }
  return false;
}

struct Split {
  bool north_south = false;  // the line x = position; else y = position
  int position = 0;
};

// Which child a segment goes to: first (greater coordinates), second, or cut into both.
enum class Side { kFirst, kSecond, kBoth };

Side side_of(const MacSegment& segment, const Split& split) {
  if (segment.runs_north_south() == split.north_south) {
    if (segment.position == split.position) {
      const bool faces_greater =
          segment.facing == MacFacing::kEast || segment.facing == MacFacing::kSouth;
      return faces_greater ? Side::kFirst : Side::kSecond;
    }
    return segment.position > split.position ? Side::kFirst : Side::kSecond;
  }
  if (segment.end <= split.position) return Side::kSecond;
  if (segment.start >= split.position) return Side::kFirst;
  return Side::kBoth;
}

std::optional<Split> choose_split(const Region& region, const std::vector<MacSegment>& segments) {
  std::optional<Split> best;
  std::size_t best_cost = 0;
  std::vector<std::pair<bool, int>> lines;
  lines.reserve(segments.size());
  for (const MacSegment& s : segments) lines.emplace_back(s.runs_north_south(), s.position);
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  for (const auto& [north_south, position] : lines) {
    const int low = north_south ? region.x0 : region.y0;
    const int high = north_south ? region.x1 : region.y1;
    if (position <= low || position >= high) continue;
    const Split split{north_south, position};
    std::size_t first = 0;
    std::size_t second = 0;
    std::size_t cuts = 0;
    for (const MacSegment& s : segments) {
      const Side side = side_of(s, split);
      first += side != Side::kSecond ? 1 : 0;
      second += side != Side::kFirst ? 1 : 0;
      cuts += side == Side::kBoth ? 1 : 0;
    }
    if (first == 0 || second == 0) continue;
    const std::size_t balance = first > second ? first - second : second - first;
    const std::size_t cost = 4 * cuts + balance;
    if (!best || cost < best_cost) {
      best = split;
      best_cost = cost;
    }
  }
  return best;
}

MacBspEntry segment_entry(const MacSegment& s, bool last) {
  MacBspEntry entry;
  entry.position = static_cast<std::uint8_t>(s.position);
  entry.flags = static_cast<std::uint8_t>(0x80 | (last ? 0x40 : 0) | static_cast<int>(s.facing));
  entry.start = static_cast<std::uint8_t>(s.start);
  entry.end = static_cast<std::uint8_t>(s.end);
  entry.map_ref = s.map_ref;
  entry.room = s.room;
  return entry;
}

Status compile_node(const Region& region, const std::vector<MacSegment>& segments,
                    std::vector<MacBspEntry>& out) {
  if (out.size() + segments.size() > 0xFFFF) {
    return malformed(kCompile, 0, "the tree needs more than 65535 entries");
  }
  const std::optional<Split> split =
      has_obscuring_pair(segments) ? choose_split(region, segments) : std::nullopt;
  if (!split) {
    // No pair obscures (or, impossible by the header's argument, no line separates one).
    if (has_obscuring_pair(segments)) {
      return internal_error(kCompile, 0, "no split line separates an obscuring pair");
    }
    for (std::size_t i = 0; i < segments.size(); ++i) {
      out.push_back(segment_entry(segments[i], i + 1 == segments.size()));
    }
    return {};
  }
  std::vector<MacSegment> first;
  std::vector<MacSegment> second;
  for (const MacSegment& s : segments) {
    switch (side_of(s, *split)) {
      case Side::kFirst:
        first.push_back(s);
        break;
      case Side::kSecond:
        second.push_back(s);
        break;
      case Side::kBoth: {
        MacSegment low = s;
        MacSegment high = s;
        low.end = split->position;
        high.start = split->position;
        second.push_back(low);
        first.push_back(high);
        break;
      }
    }
  }
  Region first_region = region;
  Region second_region = region;
  (split->north_south ? first_region.x0 : first_region.y0) = split->position;
  (split->north_south ? second_region.x1 : second_region.y1) = split->position;
  const std::size_t node = out.size();
  MacBspEntry entry;
  entry.position = static_cast<std::uint8_t>(split->position);
  entry.flags = split->north_south ? 1 : 0;
  out.push_back(entry);
  out[node].first_child = static_cast<std::uint16_t>(out.size());
  WS_RETURN_IF_ERROR(compile_node(first_region, first, out));
  if (out.size() > 0xFFFF) return malformed(kCompile, 0, "the tree needs more than 65535 entries");
  out[node].second_child = static_cast<std::uint16_t>(out.size());
  return compile_node(second_region, second, out);
}

}  // namespace

Result<std::vector<MacSegment>> level_segments(const MacLevel& level) {
  std::vector<MacSegment> segments = wall_segments(level);
  WS_RETURN_IF_ERROR(add_door_segments(level, segments));
  WS_RETURN_IF_ERROR(add_secret_segments(level, segments));
  return segments;
}

bool segment_obscures(const MacSegment& a, const MacSegment& b) {
  return most_in_front(a, b) > 0 && least_in_front(b, a) < 0 && a.start < a.end && b.start < b.end;
}

Result<std::vector<MacBspEntry>> compile_mac_bsp(const std::vector<MacSegment>& segments) {
  if (segments.empty()) return malformed(kCompile, 0, "no wall faces to build a tree from");
  std::vector<MacBspEntry> out;
  WS_RETURN_IF_ERROR(compile_node(Region{}, segments, out));
  return out;
}

Status build_mac_bsp(MacLevel& level) {
  WS_ASSIGN_OR_RETURN(const std::vector<MacSegment> segments, level_segments(level));
  WS_ASSIGN_OR_RETURN(level.bsp, compile_mac_bsp(segments));
  return {};
}

}  // namespace wolfsuite
