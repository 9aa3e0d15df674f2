#include "decoders/mac/synthetic_level_sketch.h"

#include <cstdint>
#include <optional>
#include <utility>

#include "decoders/mac/bsp_compiler.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kSketch = "E-MAC-SKETCH";
constexpr std::uint8_t kUnassignedRoom = 0x7F;

struct SketchCell {
  std::uint8_t code;  // kUnassignedRoom for an empty cell, numbered by the flood
  std::optional<MacObject> object;
};

std::optional<SketchCell> sketch_cell(char c) {
  switch (c) {
    case '.':
      return SketchCell{kUnassignedRoom, std::nullopt};
    case '#':
      return SketchCell{0x81, std::nullopt};
    case 'B':
      return SketchCell{0x89, std::nullopt};
    case 'W':
      return SketchCell{0x85, std::nullopt};
    case 'R':
      return SketchCell{0x8B, std::nullopt};
    case 'L':
      return SketchCell{kMacLiftWall, MacObject{0, 0, kMacLiftObject, 0}};
    case '|':
      return SketchCell{0xDA, MacObject{0, 0, 0x5A, 0}};
    case '=':
      return SketchCell{0xDB, MacObject{0, 0, 0x5B, 0}};
    case 'S':
      return SketchCell{kUnassignedRoom, MacObject{0, 0, kMacSecretObject, 0x81}};
    case 'P':
      return SketchCell{kUnassignedRoom, MacObject{0, 0, 0x13, 0}};
    case 'o':
      return SketchCell{kUnassignedRoom, MacObject{0, 0, 0x18, 0}};
    case 'G':
      return SketchCell{kUnassignedRoom, MacObject{0, 0, 0x6C, 0}};
    default:
      return std::nullopt;
  }
}

// Numbers the rooms by flooding 4-connected empty cells.
Status number_rooms(MacLevel& level) {
  std::uint8_t next_room = 0;
  std::vector<std::pair<int, int>> stack;
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      if (level.cell(x, y) != kUnassignedRoom) continue;
      if (next_room == kMacRooms) return malformed(kSketch, 0, "more than 64 rooms");
      level.cell(x, y) = next_room;
      stack.emplace_back(x, y);
      while (!stack.empty()) {
        const auto [cx, cy] = stack.back();
        stack.pop_back();
        for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          const int nx = cx + dx;
          const int ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= kMacMapSide || ny >= kMacMapSide ||
              level.cell(nx, ny) != kUnassignedRoom) {
            continue;
          }
          level.cell(nx, ny) = next_room;
          stack.emplace_back(nx, ny);
        }
      }
      level.zones[next_room] = next_room;
      ++next_room;
    }
  }
  return {};
}

}  // namespace

Result<MacLevel> mac_level_from_sketch(const std::vector<std::string>& rows) {
  if (rows.size() > static_cast<std::size_t>(kMacMapSide)) {
    return malformed(kSketch, 0, "more than 64 rows");
  }
  MacLevel level;
  level.map.fill(0x81);
  for (std::size_t y = 0; y < rows.size(); ++y) {
    if (rows[y].size() > static_cast<std::size_t>(kMacMapSide)) {
      return malformed(kSketch, 0, "row " + std::to_string(y) + " is wider than 64");
    }
    for (std::size_t x = 0; x < rows[y].size(); ++x) {
      const std::optional<SketchCell> cell = sketch_cell(rows[y][x]);
      if (!cell) {
        return malformed(kSketch, 0, std::string("unknown sketch character '") + rows[y][x] + "'");
      }
      level.cell(static_cast<int>(x), static_cast<int>(y)) = cell->code;
      if (cell->object) {
        MacObject object = *cell->object;
        object.x = static_cast<std::uint8_t>(x);
        object.y = static_cast<std::uint8_t>(y);
        level.objects.push_back(object);
      }
    }
  }
  WS_RETURN_IF_ERROR(number_rooms(level));
  WS_RETURN_IF_ERROR(build_mac_bsp(level));
  return level;
}

}  // namespace wolfsuite
