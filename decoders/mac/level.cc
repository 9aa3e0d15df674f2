#include "decoders/mac/level.h"

#include <algorithm>
#include <set>
#include <string>

#include "decoders/core/big_endian.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-MAC-LEVEL-TRUNCATED";
constexpr std::string_view kEncode = "E-MAC-LEVEL-ENCODE";

// The level header after the map and zones: four big-endian words in this order (seed 000 2.5).
struct LevelHeader {
  std::uint16_t objects = 0;
  std::uint16_t object_table = 0;
  std::uint16_t bsp_entries = 0;
  std::uint16_t bsp_table = 0;
};
constexpr std::size_t kObjectTableAt = kMacLevelHeaderAt + 2;
constexpr std::size_t kBspTableAt = kMacLevelHeaderAt + 6;

Result<LevelHeader> read_header(ByteSpan resource) {
  ByteReader reader(resource, kTruncated);
  WS_RETURN_IF_ERROR(reader.seek(kMacLevelHeaderAt));
  LevelHeader header;
  WS_ASSIGN_OR_RETURN(header.objects, read_be16(reader));
  WS_ASSIGN_OR_RETURN(header.object_table, read_be16(reader));
  WS_ASSIGN_OR_RETURN(header.bsp_entries, read_be16(reader));
  WS_ASSIGN_OR_RETURN(header.bsp_table, read_be16(reader));
  return header;
}

std::size_t object_bytes(const MacObject& object) {
  return object.type == kMacSecretObject ? 4 : 3;
}

// Reads the object table at its offset, proven past the fixed part; returns its end.
Result<std::size_t> read_objects(ByteSpan resource, const LevelHeader& header, MacLevel& level) {
  ByteReader reader(resource, kTruncated);
  WS_RETURN_IF_ERROR(reader.seek(header.object_table));
  // Every object takes at least 3 bytes: the count is backed by the bytes at hand.
  if (std::size_t{header.objects} * 3 > reader.remaining()) {
    return malformed(kTruncated, header.object_table,
                     std::to_string(header.objects) + " objects need at least " +
                         std::to_string(header.objects * 3) + " bytes, " +
                         std::to_string(reader.remaining()) + " left");
  }
  level.objects.resize(header.objects);
  for (MacObject& object : level.objects) {
    WS_ASSIGN_OR_RETURN(object.x, reader.u8());
    WS_ASSIGN_OR_RETURN(object.y, reader.u8());
    WS_ASSIGN_OR_RETURN(object.type, reader.u8());
    if (object.type == kMacSecretObject) {
      WS_ASSIGN_OR_RETURN(object.secret_wall, reader.u8());
    }
  }
  return reader.position();
}

Status read_bsp(ByteSpan resource, const LevelHeader& header, MacLevel& level) {
  const std::size_t end = header.bsp_table + std::size_t{header.bsp_entries} * kMacBspEntryBytes;
  if (end > resource.size()) {
    return malformed(kTruncated, header.bsp_table,
                     std::to_string(header.bsp_entries) + " BSP entries reach past the " +
                         std::to_string(resource.size()) + "-byte resource");
  }
  level.bsp.resize(header.bsp_entries);
  ByteReader reader(resource, kTruncated);
  WS_RETURN_IF_ERROR(reader.seek(header.bsp_table));
  for (MacBspEntry& entry : level.bsp) {
    WS_ASSIGN_OR_RETURN(entry.position, reader.u8());
    WS_ASSIGN_OR_RETURN(entry.flags, reader.u8());
    if (entry.terminal()) {
      WS_ASSIGN_OR_RETURN(entry.start, reader.u8());
      WS_ASSIGN_OR_RETURN(entry.end, reader.u8());
      WS_ASSIGN_OR_RETURN(entry.map_ref, reader.u8());
      WS_ASSIGN_OR_RETURN(entry.room, reader.u8());
    } else {
      // seed 000 2.5.2: the child words are marked * (little-endian), unlike the header.
      WS_ASSIGN_OR_RETURN(entry.first_child, reader.u16());
      WS_ASSIGN_OR_RETURN(entry.second_child, reader.u16());
    }
  }
  return {};
}

bool tables_overlap(std::size_t a_begin, std::size_t a_end, std::size_t b_begin,
                    std::size_t b_end) {
  return a_begin < b_end && b_begin < a_end;
}

}  // namespace

Result<MacLevel> decode_mac_level(ByteSpan resource, Findings& findings) {
  if (resource.size() < kMacLevelFixedBytes) {
    return malformed(kTruncated, resource.size(),
                     "a " + std::to_string(resource.size()) + "-byte resource ends before the " +
                         std::to_string(kMacLevelFixedBytes) + "-byte fixed part and header");
  }
  MacLevel level;
  std::copy_n(resource.begin(), kMacMapBytes, level.map.begin());
  std::copy_n(resource.begin() + kMacMapBytes, kMacZoneBytes, level.zones.begin());
  WS_ASSIGN_OR_RETURN(const LevelHeader header, read_header(resource));
  if (header.object_table < kMacLevelFixedBytes || header.bsp_table < kMacLevelFixedBytes) {
    return malformed("E-MAC-LEVEL-TABLE-OFFSET", kObjectTableAt,
                     "a table starts inside the fixed part");
  }
  WS_ASSIGN_OR_RETURN(const std::size_t objects_end, read_objects(resource, header, level));
  WS_RETURN_IF_ERROR(read_bsp(resource, header, level));
  const std::size_t bsp_end =
      header.bsp_table + std::size_t{header.bsp_entries} * kMacBspEntryBytes;
  if (tables_overlap(header.object_table, objects_end, header.bsp_table, bsp_end)) {
    return malformed("E-MAC-LEVEL-TABLE-OFFSET", kBspTableAt,
                     "the object table and the BSP table overlap");
  }
  if (header.object_table != kMacLevelFixedBytes || header.bsp_table != objects_end ||
      bsp_end != resource.size()) {
    findings.add("W-MAC-LEVEL-LAYOUT", kMacLevelHeaderAt,
                 "the tables are not packed after the header in the order objects, BSP");
  }
  return level;
}

Result<Bytes> encode_mac_level(const MacLevel& level) {
  if (level.objects.size() > 0xFFFF || level.bsp.size() > 0xFFFF) {
    return malformed(kEncode, kMacLevelHeaderAt, "more than 65535 objects or BSP entries");
  }
  std::size_t objects_bytes = 0;
  for (const MacObject& object : level.objects) {
    if (object.type != kMacSecretObject && object.secret_wall != 0) {
      return malformed(kEncode, kMacLevelFixedBytes, "secret_wall set on a non-$62 object");
    }
    objects_bytes += object_bytes(object);
  }
  const std::size_t bsp_table = kMacLevelFixedBytes + objects_bytes;
  if (bsp_table > 0xFFFF) {
    return malformed(kEncode, kMacLevelHeaderAt + 6, "the BSP table starts past 65535");
  }
  ByteWriter out;
  out.bytes(level.map);
  out.bytes(level.zones);
  write_be16(out, static_cast<std::uint16_t>(level.objects.size()));
  write_be16(out, static_cast<std::uint16_t>(kMacLevelFixedBytes));
  write_be16(out, static_cast<std::uint16_t>(level.bsp.size()));
  write_be16(out, static_cast<std::uint16_t>(bsp_table));
  for (const MacObject& object : level.objects) {
    out.u8(object.x);
    out.u8(object.y);
    out.u8(object.type);
    if (object.type == kMacSecretObject) out.u8(object.secret_wall);
  }
  for (const MacBspEntry& entry : level.bsp) {
    out.u8(entry.position);
    out.u8(entry.flags);
    if (entry.terminal()) {
      if (entry.first_child != 0 || entry.second_child != 0) {
        return malformed(kEncode, out.size(), "child indices on a segment entry");
      }
      for (const std::uint8_t byte : {entry.start, entry.end, entry.map_ref, entry.room}) {
        out.u8(byte);
      }
    } else {
      if (entry.start != 0 || entry.end != 0 || entry.map_ref != 0 || entry.room != 0) {
        return malformed(kEncode, out.size(), "segment fields on a split entry");
      }
      out.u16(entry.first_child);  // little-endian, seed 000 2.5.2
      out.u16(entry.second_child);
    }
  }
  return out.take();
}

ProbeVerdict probe_mac_level(ByteSpan resource) {
  if (resource.size() < kMacLevelFixedBytes) return ProbeVerdict::kNo;
  const Result<LevelHeader> read = read_header(resource);
  if (!read.ok()) return ProbeVerdict::kNo;
  const LevelHeader& header = *read;
  if (header.object_table < kMacLevelFixedBytes || header.bsp_table < kMacLevelFixedBytes ||
      header.object_table + std::size_t{header.objects} * 3 > resource.size() ||
      header.bsp_table + std::size_t{header.bsp_entries} * kMacBspEntryBytes > resource.size()) {
    return ProbeVerdict::kNo;
  }
  return ProbeVerdict::kLikely;
}

MacLevelCounts count_mac_level(const MacLevel& level) {
  MacLevelCounts counts;
  counts.objects = level.objects.size();
  counts.bsp_entries = level.bsp.size();
  for (const MacBspEntry& entry : level.bsp) {
    if (!entry.terminal()) {
      ++counts.nodes;
    } else {
      ++counts.segments;
      if (entry.last()) ++counts.leaves;
    }
  }
  std::set<std::uint8_t> rooms;
  for (const std::uint8_t code : level.map) {
    if ((code & kMacWallBit) == 0) rooms.insert(code);
  }
  counts.rooms = rooms.size();
  for (const bool door : door_cells(level)) counts.doors += door ? 1 : 0;
  return counts;
}

bool is_door_cell(const MacLevel& level, int x, int y) {
  const std::uint8_t code = level.cell(x, y);
  if ((code & kMacWallBit) == 0) return false;
  return std::any_of(level.objects.begin(), level.objects.end(), [&](const MacObject& object) {
    return object.x == x && object.y == y && (object.type | kMacWallBit) == code;
  });
}

std::array<bool, kMacMapBytes> door_cells(const MacLevel& level) {
  std::array<bool, kMacMapBytes> doors{};
  for (const MacObject& object : level.objects) {
    if (object.x >= kMacMapSide || object.y >= kMacMapSide) continue;
    const std::uint8_t code = level.cell(object.x, object.y);
    if ((code & kMacWallBit) != 0 && (object.type | kMacWallBit) == code) {
      doors[static_cast<std::size_t>(object.y) * kMacMapSide + object.x] = true;
    }
  }
  return doors;
}

std::optional<std::uint8_t> secret_wall_at(const MacLevel& level, int x, int y) {
  for (const MacObject& object : level.objects) {
    if (object.x == x && object.y == y && object.type == kMacSecretObject) {
      return object.secret_wall;
    }
  }
  return std::nullopt;
}

std::optional<int> front_line_cell(int position, MacFacing facing) {
  int cell = 0;
  if (facing == MacFacing::kEast || facing == MacFacing::kSouth) {
    cell = (position + 1) / 2;
  } else {
    cell = position / 2 - 1;
  }
  if (cell < 0 || cell >= kMacMapSide) return std::nullopt;
  return cell;
}

}  // namespace wolfsuite
