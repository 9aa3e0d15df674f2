#include "decoders/build/build_map.h"

#include <array>
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-BUILD-MAP-TRUNCATED";
constexpr std::string_view kEncode = "E-BUILD-MAP-ENCODE";
constexpr std::size_t kCountBytes = 2;  // each record array is preceded by a uint16 count

struct VersionLimits {
  std::int32_t version;
  BuildMapLimits limits;
};

// seed 003 "Version 7", "Version 8"; version 9 only adds room-over-room, not room.
constexpr std::array<VersionLimits, 3> kVersionLimits = {{
    {7, {1024, 8192, 4096}},
    {8, {4096, 16384, 16384}},
    {9, {4096, 16384, 16384}},
}};

// Every count the limits allow fits the uint16 count field, so the encoder needs one check.
constexpr bool limits_fit_uint16() {
  for (const VersionLimits& entry : kVersionLimits) {
    const BuildMapLimits& l = entry.limits;
    if (l.max_sectors > 0xffff || l.max_walls > 0xffff || l.max_sprites > 0xffff) return false;
  }
  return true;
}
static_assert(limits_fit_uint16());

// One list of each record's fields in file order (the layout table in build_map.h), walked by
// the reader and by the writer, so decoding and encoding cannot disagree on the order. Each
// field's C++ type is its stored width and signedness.
template <typename T, typename Record>
concept RecordOf = std::same_as<std::remove_const_t<Record>, T>;

template <typename Map, typename Field>
requires RecordOf<BuildMap, Map>
void for_each_header_field(Map& map, Field&& field) {
  field(map.posx);
  field(map.posy);
  field(map.posz);
  field(map.ang);
  field(map.cursectnum);
}

template <typename Sector, typename Field>
requires RecordOf<BuildSector, Sector>
void for_each_field(Sector& s, Field&& field) {
  field(s.wallptr);
  field(s.wallnum);
  field(s.ceilingz);
  field(s.floorz);
  field(s.ceilingstat);
  field(s.floorstat);
  field(s.ceilingpicnum);
  field(s.ceilingheinum);
  field(s.ceilingshade);
  field(s.ceilingpal);
  field(s.ceilingxpanning);
  field(s.ceilingypanning);
  field(s.floorpicnum);
  field(s.floorheinum);
  field(s.floorshade);
  field(s.floorpal);
  field(s.floorxpanning);
  field(s.floorypanning);
  field(s.visibility);
  field(s.filler);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

template <typename Wall, typename Field>
requires RecordOf<BuildWall, Wall>
void for_each_field(Wall& w, Field&& field) {
  field(w.x);
  field(w.y);
  field(w.point2);
  field(w.nextwall);
  field(w.nextsector);
  field(w.cstat);
  field(w.picnum);
  field(w.overpicnum);
  field(w.shade);
  field(w.pal);
  field(w.xrepeat);
  field(w.yrepeat);
  field(w.xpanning);
  field(w.ypanning);
  field(w.lotag);
  field(w.hitag);
  field(w.extra);
}

template <typename Sprite, typename Field>
requires RecordOf<BuildSprite, Sprite>
void for_each_field(Sprite& s, Field&& field) {
  field(s.x);
  field(s.y);
  field(s.z);
  field(s.cstat);
  field(s.picnum);
  field(s.shade);
  field(s.pal);
  field(s.clipdist);
  field(s.filler);
  field(s.xrepeat);
  field(s.yrepeat);
  field(s.xoffset);
  field(s.yoffset);
  field(s.sectnum);
  field(s.statnum);
  field(s.ang);
  field(s.owner);
  field(s.xvel);
  field(s.yvel);
  field(s.zvel);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

// Reads each field at its stored width; after the first failed read it reads nothing more and
// keeps that error.
class FieldReader {
 public:
  explicit FieldReader(ByteReader& reader) : reader_(reader) {}

  template <std::integral T>
  void operator()(T& value) {
    if (!status_.ok()) return;
    if constexpr (sizeof(T) == 1) {
      store(value, reader_.u8());
    } else if constexpr (sizeof(T) == 2) {
      store(value, reader_.u16());
    } else {
      static_assert(sizeof(T) == 4);
      store(value, reader_.u32());
    }
  }
  const Status& status() const { return status_; }

 private:
  template <typename T, typename Raw>
  void store(T& value, const Result<Raw>& raw) {
    if (!raw.ok()) {
      status_ = raw.error();
      return;
    }
    value = static_cast<T>(*raw);  // two's complement reinterpretation for the signed fields
  }

  ByteReader& reader_;
  Status status_;
};

class FieldWriter {
 public:
  explicit FieldWriter(ByteWriter& writer) : writer_(writer) {}

  template <std::integral T>
  void operator()(const T& value) {
    if constexpr (sizeof(T) == 1) {
      writer_.u8(static_cast<std::uint8_t>(value));
    } else if constexpr (sizeof(T) == 2) {
      writer_.u16(static_cast<std::uint16_t>(value));
    } else {
      static_assert(sizeof(T) == 4);
      writer_.u32(static_cast<std::uint32_t>(value));
    }
  }

 private:
  ByteWriter& writer_;
};

// What the decoder and encoder say about one record array.
struct RecordArray {
  std::string_view name;      // "sectors"
  std::size_t record_bytes;   // 40
  std::size_t limit;          // the version's MAXSECTORS
  std::string_view limit_id;  // E-BUILD-MAP-SECTOR-LIMIT
};

template <typename Record>
Status read_records(ByteReader& reader, const RecordArray& array, std::vector<Record>& records) {
  const std::size_t count_at = reader.file_offset();
  WS_ASSIGN_OR_RETURN(const std::uint16_t count, reader.u16());
  if (count > array.limit) {
    return over_limit(array.limit_id, count_at,
                      std::to_string(count) + " " + std::string(array.name) +
                          "; the version allows " + std::to_string(array.limit));
  }
  // The count is checked against the bytes at hand before the vector is sized.
  const std::size_t needed = count * array.record_bytes;
  if (needed > reader.remaining()) {
    return malformed(kTruncated, reader.file_offset(),
                     std::to_string(count) + " " + std::string(array.name) + " need " +
                         std::to_string(needed) + " bytes, " + std::to_string(reader.remaining()) +
                         " left");
  }
  records.resize(count);
  FieldReader field_reader(reader);
  for (Record& record : records) for_each_field(record, field_reader);
  return field_reader.status();
}

template <typename Record>
void write_records(ByteWriter& writer, const std::vector<Record>& records) {
  writer.u16(static_cast<std::uint16_t>(records.size()));
  FieldWriter field_writer(writer);
  for (const Record& record : records) for_each_field(record, field_writer);
}

RecordArray sector_array(const BuildMapLimits& limits) {
  return {"sectors", kBuildSectorBytes, limits.max_sectors, "E-BUILD-MAP-SECTOR-LIMIT"};
}
RecordArray wall_array(const BuildMapLimits& limits) {
  return {"walls", kBuildWallBytes, limits.max_walls, "E-BUILD-MAP-WALL-LIMIT"};
}
RecordArray sprite_array(const BuildMapLimits& limits) {
  return {"sprites", kBuildSpriteBytes, limits.max_sprites, "E-BUILD-MAP-SPRITE-LIMIT"};
}

std::string unknown_version_message(std::int32_t version) {
  if (version == 6) {
    return "version 6 (other field order, no filler bytes) is not supported yet";
  }
  return "version " + std::to_string(version) + "; only 7, 8 and 9 are decoded";
}

// File offsets of the records of `map` once encoded (layout table, build_map.h).
struct RecordOffsets {
  std::size_t sectors = 0;
  std::size_t walls = 0;
  std::size_t sprites = 0;
};

RecordOffsets record_offsets(const BuildMap& map) {
  RecordOffsets at;
  at.sectors = kBuildMapHeaderBytes + kCountBytes;
  at.walls = at.sectors + map.sectors.size() * kBuildSectorBytes + kCountBytes;
  at.sprites = at.walls + map.walls.size() * kBuildWallBytes + kCountBytes;
  return at;
}

constexpr std::size_t kStartAngleOffset = 16;

bool valid_angle(std::int16_t ang) { return ang >= 0 && ang < kBuildAngleUnits; }

// Assigns each wall the sector whose range first claims it (-1: no sector). A sector whose range
// is out of bounds or runs into walls an earlier sector claimed is reported and left out of the
// loop check. Claiming stops at the first such wall, so each wall is claimed at most once and
// the pass stays linear however the ranges overlap.
std::vector<std::int32_t> claim_walls(const BuildMap& map, const RecordOffsets& at,
                                      std::vector<bool>& sector_ok, Findings& findings) {
  const auto wall_count = static_cast<std::int64_t>(map.walls.size());
  std::vector<std::int32_t> sector_of_wall(map.walls.size(), -1);
  sector_ok.assign(map.sectors.size(), false);
  for (std::size_t i = 0; i < map.sectors.size(); ++i) {
    const BuildSector& sector = map.sectors[i];
    const std::size_t offset = at.sectors + i * kBuildSectorBytes;
    const std::int64_t first = sector.wallptr;
    const std::int64_t end = first + sector.wallnum;
    if (sector.wallnum < 1 || first < 0 || end > wall_count) {
      findings.add("W-BUILD-MAP-WALLPTR", offset,
                   "sector " + std::to_string(i) + ": walls " + std::to_string(first) + " + " +
                       std::to_string(sector.wallnum) + " are not within the " +
                       std::to_string(wall_count) + " walls");
      continue;
    }
    bool overlaps = false;
    for (std::int64_t w = first; w < end && !overlaps; ++w) {
      std::int32_t& owner = sector_of_wall[static_cast<std::size_t>(w)];
      if (owner != -1) {
        findings.add("W-BUILD-MAP-WALLPTR", offset,
                     "sector " + std::to_string(i) + ": wall " + std::to_string(w) +
                         " already belongs to sector " + std::to_string(owner));
        overlaps = true;
      } else {
        owner = static_cast<std::int32_t>(i);
      }
    }
    sector_ok[i] = !overlaps;
  }
  return sector_of_wall;
}

// A sector's loops close when point2 maps its walls onto themselves one to one: a permutation of
// a finite set is made of cycles only. `pointed_at` is shared by all sectors (their walls are
// disjoint), so the pass is linear in the walls.
void check_loops(const BuildMap& map, const RecordOffsets& at, const std::vector<bool>& sector_ok,
                 Findings& findings) {
  std::vector<bool> pointed_at(map.walls.size(), false);
  for (std::size_t i = 0; i < map.sectors.size(); ++i) {
    if (!sector_ok[i]) continue;
    const std::int32_t first = map.sectors[i].wallptr;
    const std::int32_t end = first + map.sectors[i].wallnum;
    for (std::int32_t w = first; w < end; ++w) {
      const std::int32_t point2 = map.walls[static_cast<std::size_t>(w)].point2;
      std::string problem;
      if (point2 < first || point2 >= end) {
        problem = "leaves walls " + std::to_string(first) + ".." + std::to_string(end - 1);
      } else if (pointed_at[static_cast<std::size_t>(point2)]) {
        problem = "is another wall's point2 too";
      }
      if (!problem.empty()) {
        findings.add("W-BUILD-MAP-LOOP", at.sectors + i * kBuildSectorBytes,
                     "sector " + std::to_string(i) + ": wall " + std::to_string(w) + "'s point2 " +
                         std::to_string(point2) + " " + problem);
        break;
      }
      pointed_at[static_cast<std::size_t>(point2)] = true;
    }
  }
}

// Empty when wall `index` and the wall across it agree.
std::string nextwall_problem(const BuildMap& map, const std::vector<std::int32_t>& sector_of_wall,
                             std::size_t index) {
  const BuildWall& wall = map.walls[index];
  const std::int32_t nextwall = wall.nextwall;
  const std::int32_t nextsector = wall.nextsector;
  if (nextwall == -1 && nextsector == -1) return {};
  if (nextwall == -1 || nextsector == -1) return "only one of nextwall and nextsector is -1";
  if (nextwall < 0 || static_cast<std::size_t>(nextwall) >= map.walls.size() || nextsector < 0 ||
      static_cast<std::size_t>(nextsector) >= map.sectors.size()) {
    return "nextwall or nextsector is out of range";
  }
  if (static_cast<std::size_t>(nextwall) == index) return "nextwall is the wall itself";
  const BuildWall& other = map.walls[static_cast<std::size_t>(nextwall)];
  if (other.nextwall != static_cast<std::int32_t>(index)) {
    return "wall " + std::to_string(nextwall) + "'s nextwall is " + std::to_string(other.nextwall);
  }
  const std::int32_t own_sector = sector_of_wall[index];
  if (own_sector != -1 && other.nextsector != own_sector) {
    return "wall " + std::to_string(nextwall) + "'s nextsector is " +
           std::to_string(other.nextsector) + ", not sector " + std::to_string(own_sector);
  }
  const std::int32_t other_sector = sector_of_wall[static_cast<std::size_t>(nextwall)];
  if (other_sector != nextsector) {
    return "wall " + std::to_string(nextwall) + " is in sector " + std::to_string(other_sector) +
           ", not nextsector " + std::to_string(nextsector);
  }
  return {};
}

void check_nextwalls(const BuildMap& map, const RecordOffsets& at,
                     const std::vector<std::int32_t>& sector_of_wall, Findings& findings) {
  for (std::size_t i = 0; i < map.walls.size(); ++i) {
    const std::string problem = nextwall_problem(map, sector_of_wall, i);
    if (problem.empty()) continue;
    findings.add("W-BUILD-MAP-NEXTWALL", at.walls + i * kBuildWallBytes,
                 "wall " + std::to_string(i) + ": " + problem);
  }
}

void check_sprites(const BuildMap& map, const RecordOffsets& at, Findings& findings) {
  for (std::size_t i = 0; i < map.sprites.size(); ++i) {
    const BuildSprite& sprite = map.sprites[i];
    const std::size_t offset = at.sprites + i * kBuildSpriteBytes;
    if (sprite.sectnum < 0 || static_cast<std::size_t>(sprite.sectnum) >= map.sectors.size()) {
      findings.add("W-BUILD-MAP-SPRITE-SECTOR", offset,
                   "sprite " + std::to_string(i) + ": sectnum " + std::to_string(sprite.sectnum) +
                       " is not one of the " + std::to_string(map.sectors.size()) + " sectors");
    }
    if (!valid_angle(sprite.ang)) {
      findings.add("W-BUILD-MAP-ANGLE", offset,
                   "sprite " + std::to_string(i) + ": ang " + std::to_string(sprite.ang) +
                       " is outside 0..2047");
    }
  }
}

}  // namespace

std::optional<BuildMapLimits> build_map_limits(std::int32_t version) {
  for (const VersionLimits& entry : kVersionLimits) {
    if (entry.version == version) return entry.limits;
  }
  return std::nullopt;
}

Result<BuildMap> decode_build_map(ByteSpan in, Findings& findings, const Limits& /*limits*/) {
  ByteReader reader(in, kTruncated);
  BuildMap map;
  WS_ASSIGN_OR_RETURN(map.version, reader.i32());
  const std::optional<BuildMapLimits> limits = build_map_limits(map.version);
  if (!limits) return malformed("E-BUILD-MAP-VERSION", 0, unknown_version_message(map.version));
  FieldReader header_reader(reader);
  for_each_header_field(map, header_reader);
  WS_RETURN_IF_ERROR(header_reader.status());
  WS_RETURN_IF_ERROR(read_records(reader, sector_array(*limits), map.sectors));
  WS_RETURN_IF_ERROR(read_records(reader, wall_array(*limits), map.walls));
  WS_RETURN_IF_ERROR(read_records(reader, sprite_array(*limits), map.sprites));
  if (!reader.at_end()) {
    findings.add("W-BUILD-MAP-TRAILING", reader.file_offset(),
                 std::to_string(reader.remaining()) + " bytes after the last sprite");
    map.trailing.assign(reader.rest().begin(), reader.rest().end());
  }
  return map;
}

Result<Bytes> encode_build_map(const BuildMap& map) {
  const std::optional<BuildMapLimits> limits = build_map_limits(map.version);
  if (!limits) return malformed(kEncode, 0, unknown_version_message(map.version));
  const RecordOffsets at = record_offsets(map);
  const std::array<std::pair<RecordArray, std::size_t>, 3> arrays = {{
      {sector_array(*limits), map.sectors.size()},
      {wall_array(*limits), map.walls.size()},
      {sprite_array(*limits), map.sprites.size()},
  }};
  const std::array<std::size_t, 3> count_offsets = {kBuildMapHeaderBytes, at.walls - kCountBytes,
                                                    at.sprites - kCountBytes};
  for (std::size_t i = 0; i < arrays.size(); ++i) {
    const auto& [array, count] = arrays[i];
    if (count > array.limit) {
      return over_limit(kEncode, count_offsets[i],
                        std::to_string(count) + " " + std::string(array.name) + "; version " +
                            std::to_string(map.version) + " allows " + std::to_string(array.limit));
    }
  }
  ByteWriter writer;
  writer.reserve(at.sprites + map.sprites.size() * kBuildSpriteBytes + map.trailing.size());
  writer.i32(map.version);
  FieldWriter header_writer(writer);
  for_each_header_field(map, header_writer);
  write_records(writer, map.sectors);
  write_records(writer, map.walls);
  write_records(writer, map.sprites);
  writer.bytes(map.trailing);
  return writer.take();
}

void validate_build_map(const BuildMap& map, Findings& findings) {
  const RecordOffsets at = record_offsets(map);
  if (!valid_angle(map.ang)) {
    findings.add("W-BUILD-MAP-ANGLE", kStartAngleOffset,
                 "start angle: " + std::to_string(map.ang) + " is outside 0..2047");
  }
  std::vector<bool> sector_ok;
  const std::vector<std::int32_t> sector_of_wall = claim_walls(map, at, sector_ok, findings);
  check_loops(map, at, sector_ok, findings);
  check_nextwalls(map, at, sector_of_wall, findings);
  check_sprites(map, at, findings);
}

}  // namespace wolfsuite
