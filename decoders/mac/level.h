#pragma once
// First Encounter level resources (seed 000 2): BRGR resources from the map list's first level
// ID on. A fixed part (map and zone table) and a variable part (header, object table, BSP tree).
// Words are big-endian except the two BSP child indices, which the seed marks * as little-endian
// (catalogue Q-MAC-MIXED-BYTE-ORDER); they are decoded exactly so.
//
// Level resource
//   offset  size   field          note
//   0       4096   map            64 x 64 bytes, row by row (index y * 64 + x; the seed gives
//                                 no order, this is the PC games' plane order); bit 7 set: a
//                                 wall or door code, clear: a room number 0..63
//   4096    64     zones          zone of each room
//   4160    2      objects        number of objects
//   4162    2      object_table   offset from the resource's start
//   4164    2      bsp_entries    number of BSP entries
//   4166    2      bsp_table      offset from the resource's start
// Object (3 bytes, 4 for a secret door)
//   0       1      x              map cell, 0..63
//   1       1      y              map cell, 0..63
//   2       1      type           $62 secret door, $64 lift control, door objects = door code
//                                 with bit 7 clear
//   3       1      secret_wall    type $62 only: the wall code the block shows
// BSP entry (6 bytes), split node (flags bit 7 clear)
//   0       1      position       split coordinate, 0..128 (segment coordinates)
//   1       1      flags          bit 0: 0 the split line runs east-west (a y), 1 north-south
//   2       2*     first_child    little-endian; the side with coordinates greater than the line
//   4       2*     second_child   little-endian
// BSP entry, one segment of a terminal node (flags bit 7 set)
//   0       1      position       y of an east-west segment, x of a north-south one
//   1       1      flags          bit 6: last segment of the node; bits 1..0: 00 north-south
//                                 facing east, 01 east-west facing south, 10 north-south facing
//                                 west, 11 east-west facing north
//   2       1      start          x (or y) of one end, 0..128
//   3       1      end            the other end
//   4       1      map_ref        row of the block behind (east-west), column + 64
//                                 (north-south); $80 door side; $80 + n door n's sliding face
//   5       1      room           room the segment faces
// The encoder writes the header, then the object table at 4168 and the BSP table right after
// it; a resource laid out otherwise decodes with W-MAC-LEVEL-LAYOUT.
//
// Segment coordinates have twice the resolution of cells and name the lines between cells: even
// coordinates run between cells, odd ones through their middles (door faces).
//
// Catalogue of the IDs this file reports (offsets are resource offsets; validation offsets are
// those of the entry or object in the layout the encoder writes, or of the map cell)
//   id                           kind     meaning
//   E-MAC-LEVEL-TRUNCATED        error    the resource ends inside the fixed part, the header, the
//                                         object table or the BSP table
//   E-MAC-LEVEL-TABLE-OFFSET     error    a table starts inside the fixed part or the two tables
//                                         overlap
//   W-MAC-LEVEL-LAYOUT           finding  the tables are not where the encoder puts them (gaps,
//                                         other order, trailing bytes); re-encoding moves them
//   E-MAC-LEVEL-ENCODE           error    encode: more than 65535 objects or entries, tables past
//                                         the 16-bit offsets, or a model field the layout cannot
//                                         hold (secret_wall on another object, segment fields on
//                                         a split entry or child indices on a segment)
//   validate_mac_level, errors (the engine would index outside its tables):
//   E-MAC-BSP-EMPTY              error    no BSP entries (the root is entry 0)
//   E-MAC-BSP-CHILD              error    a child index past the last entry
//   E-MAC-BSP-CYCLE              error    an entry reached twice from the root (a cycle or a
//                                         shared subtree)
//   E-MAC-BSP-LEAF-END           error    a terminal node's segments run to the end of the table
//                                         without a last flag
//   E-MAC-BSP-COORDINATE         error    a split or segment coordinate above 128
//   E-MAC-OBJECT-CELL            error    an object's x or y above 63
//   E-MAC-ROOM-RANGE             error    a room number above 63 in the map or a segment (the
//                                         zone table has 64 entries)
//   validate_mac_level, findings (the level loads; these draw or play wrongly):
//   W-MAC-BSP-UNREACHED          finding  entries the walk from the root never reaches
//   W-MAC-SEGMENT-EMPTY          finding  a segment whose start is not below its end
//   W-MAC-SEGMENT-FACING         finding  a segment that does not face empty cells of its room
//   W-MAC-DOOR-OBJECT            finding  a door code of seed 000 2.9.2 without its door object
//   W-MAC-DOOR-SEGMENTS          finding  a door without sliding segments on both faces, without
//                                         side segments, or sharing its door number
//   W-MAC-LIFT-PANEL             finding  a $64 lift object not on a $8F block (seed 000 2.7:
//                                         any wall then acts as a lift)
//   W-MAC-SECRET-BLOCK           finding  a $62 object not on an empty cell, with a wall byte
//                                         without bit 7, without its two segments, or without a
//                                         block of its wall code two cells on (seed 000 2.8)
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"

namespace wolfsuite {

inline constexpr int kMacMapSide = 64;
inline constexpr std::size_t kMacMapBytes = 64 * 64;
inline constexpr std::size_t kMacZoneBytes = 64;
inline constexpr std::size_t kMacLevelHeaderAt = kMacMapBytes + kMacZoneBytes;  // 4160
inline constexpr std::size_t kMacLevelFixedBytes = kMacLevelHeaderAt + 8;       // 4168
inline constexpr std::size_t kMacBspEntryBytes = 6;
inline constexpr int kMacSegmentMax = 128;  // segment coordinates 0..128 (seed 000 2.5.1)
inline constexpr int kMacRooms = 64;
inline constexpr std::uint8_t kMacWallBit = 0x80;
inline constexpr std::uint8_t kMacSecretObject = 0x62;  // seed 000 2.4, 2.8
inline constexpr std::uint8_t kMacLiftObject = 0x64;    // seed 000 2.7
inline constexpr std::uint8_t kMacLiftWall = 0x8F;
inline constexpr std::uint8_t kMacDoorSideRef = 0x80;  // seed 000 2.6

// Bits 1..0 of a segment's flags (seed 000 2.5.2): the direction the segment faces.
enum class MacFacing : std::uint8_t { kEast = 0, kSouth = 1, kWest = 2, kNorth = 3 };

struct MacObject {
  std::uint8_t x = 0;
  std::uint8_t y = 0;
  std::uint8_t type = 0;
  std::uint8_t secret_wall = 0;  // only for type $62
  friend bool operator==(const MacObject&, const MacObject&) = default;
};

struct MacBspEntry {
  std::uint8_t position = 0;
  std::uint8_t flags = 0;
  // Split nodes only.
  std::uint16_t first_child = 0;
  std::uint16_t second_child = 0;
  // Segments only.
  std::uint8_t start = 0;
  std::uint8_t end = 0;
  std::uint8_t map_ref = 0;
  std::uint8_t room = 0;

  bool terminal() const { return (flags & 0x80) != 0; }
  bool last() const { return (flags & 0x40) != 0; }
  bool splits_north_south() const { return (flags & 0x01) != 0; }  // a split line x = position
  MacFacing facing() const { return static_cast<MacFacing>(flags & 0x03); }
  bool runs_north_south() const {  // a segment at x = position
    return facing() == MacFacing::kEast || facing() == MacFacing::kWest;
  }
  friend bool operator==(const MacBspEntry&, const MacBspEntry&) = default;
};

struct MacLevel {
  std::array<std::uint8_t, kMacMapBytes> map{};
  std::array<std::uint8_t, kMacZoneBytes> zones{};
  std::vector<MacObject> objects;
  std::vector<MacBspEntry> bsp;

  std::uint8_t cell(int x, int y) const {
    return map[static_cast<std::size_t>(y) * kMacMapSide + static_cast<std::size_t>(x)];
  }
  std::uint8_t& cell(int x, int y) {
    return map[static_cast<std::size_t>(y) * kMacMapSide + static_cast<std::size_t>(x)];
  }
  friend bool operator==(const MacLevel&, const MacLevel&) = default;
};

Result<MacLevel> decode_mac_level(ByteSpan resource, Findings& findings);
Result<Bytes> encode_mac_level(const MacLevel& level);

// kLikely when the header's tables lie inside the bytes, past the fixed part; kNo otherwise.
ProbeVerdict probe_mac_level(ByteSpan resource);

// The checks of the catalogue above. The BSP walk is iterative and visits each entry at most
// once; the door and secret block checks look through the entries once per door and per secret
// block. Errors stop at the first one.
Status validate_mac_level(const MacLevel& level, Findings& findings);

// Counts for `wolfsuite info`, named as in seed 000.
struct MacLevelCounts {
  std::size_t objects = 0;
  std::size_t bsp_entries = 0;
  std::size_t nodes = 0;     // non-terminal entries
  std::size_t segments = 0;  // terminal entries
  std::size_t leaves = 0;    // terminal nodes (segments with the last flag)
  std::size_t rooms = 0;     // distinct room numbers in the map
  std::size_t doors = 0;     // map cells with their door object
};
MacLevelCounts count_mac_level(const MacLevel& level);

// A door: the map cell's code and an object of that code with bit 7 clear at the same cell
// (seed 000 2.6). Bit 0 of the code: 0 a doorway passed east-west, 1 north-south.
bool is_door_cell(const MacLevel& level, int x, int y);
// is_door_cell of every cell (index y * 64 + x), in one pass over the objects.
std::array<bool, kMacMapBytes> door_cells(const MacLevel& level);
// The wall code of the $62 object at (x, y), if there is one.
std::optional<std::uint8_t> secret_wall_at(const MacLevel& level, int x, int y);

// The cell a segment at `position` facing `facing` looks into first (seed 000 2.5: even
// positions between cells, odd ones through cell middles); nullopt off the map. Along the
// segment's other axis the caller walks the cells its extent covers.
std::optional<int> front_line_cell(int position, MacFacing facing);

}  // namespace wolfsuite
