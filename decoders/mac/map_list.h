#pragma once
// The First Encounter map list, BRGR resource 146 (seed 000 1). Big-endian words.
//
//   offset   size  field          note
//   0        2     levels         number of levels
//   2        2     first_level    resource ID of the first level (the game's are 200 and up)
//   4+10*i   2     next           next level, as an offset from first_level
//   6+10*i   2     alternate      alternate next level (the secret exit), same encoding
//   8+10*i   2     par_time       seconds
//   10+10*i  2     major_floor    floor number shown to the player
//   12+10*i  2     minor_floor
//   then     ...   trailing       not in the document; kept (W-MAC-MAP-LIST-TRAILING)
//
// The count is checked against the resource's size before anything is allocated, so it needs
// no cap of its own.
//
// Catalogue of the IDs this file reports (offsets are resource offsets)
//   id                         kind     meaning
//   E-MAC-MAP-LIST-TRUNCATED   error    the resource ends inside the header or the level entries
//   W-MAC-MAP-LIST-TRAILING    finding  bytes after the last entry; kept and written back
//   W-MAC-MAP-LIST-NEXT        finding  validate_map_list: a next or alternate level offset
//                                       that is not a level of the list
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"

namespace wolfsuite {

inline constexpr char kMapListType[] = "BRGR";
inline constexpr std::int16_t kMapListId = 146;
inline constexpr std::size_t kMapListHeaderBytes = 4;
inline constexpr std::size_t kMapListEntryBytes = 10;

struct MapListEntry {
  std::uint16_t next = 0;       // offset from MapList::first_level
  std::uint16_t alternate = 0;  // offset from MapList::first_level
  std::uint16_t par_time = 0;   // seconds
  std::uint16_t major_floor = 0;
  std::uint16_t minor_floor = 0;
  friend bool operator==(const MapListEntry&, const MapListEntry&) = default;
};

struct MapList {
  std::uint16_t first_level = 200;
  std::vector<MapListEntry> levels;
  Bytes trailing;  // W-MAC-MAP-LIST-TRAILING
  friend bool operator==(const MapList&, const MapList&) = default;
};

Result<MapList> decode_map_list(ByteSpan resource, Findings& findings);
// E-MAC-MAP-LIST-ENCODE (tool error) for more than 65535 levels.
Result<Bytes> encode_map_list(const MapList& list);

// kLikely when the entries end exactly at the end of the bytes, kUnsure when bytes follow them,
// kNo when they do not fit. No magic number.
ProbeVerdict probe_map_list(ByteSpan resource);

// W-MAC-MAP-LIST-NEXT for each next / alternate offset at or past the number of levels.
void validate_map_list(const MapList& list, Findings& findings);

// The resource ID of level `index`'s next level.
inline int next_level_id(const MapList& list, std::size_t index) {
  return list.first_level + list.levels[index].next;
}

}  // namespace wolfsuite
