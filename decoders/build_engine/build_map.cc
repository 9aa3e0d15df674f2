#include "decoders/build_engine/build_map.h"

#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "decoders/build_engine/build_map_fields.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

using build_fields::FieldReader;
using build_fields::FieldWriter;
using build_fields::for_each_field;
using build_fields::for_each_header_field;
using build_fields::stored_bytes;

constexpr std::string_view kTruncated = "E-BUILD-MAP-TRUNCATED";
constexpr std::string_view kEncode = "E-BUILD-MAP-ENCODE";
constexpr std::size_t kCountBytes = 2;  // each record array is preceded by a uint16 count

struct VersionLayout {
  std::int32_t version;
  BuildMapLimits limits;
  BuildRecordSizes sizes;
};

// seed 003 "Version 7", "Version 8"; version 9 only adds room-over-room, not room. Version 6 has
// no limits of its own in the document: it takes the maxima "the original documents suggest"
// (seed 003, below each record table), which are version 7's.
constexpr std::array<VersionLayout, 4> kVersions = {{
    {6, {1024, 8192, 4096}, {kBuildV6SectorBytes, kBuildWallBytes, kBuildV6SpriteBytes}},
    {7, {1024, 8192, 4096}, {kBuildSectorBytes, kBuildWallBytes, kBuildSpriteBytes}},
    {8, {4096, 16384, 16384}, {kBuildSectorBytes, kBuildWallBytes, kBuildSpriteBytes}},
    {9, {4096, 16384, 16384}, {kBuildSectorBytes, kBuildWallBytes, kBuildSpriteBytes}},
}};

// Every count the limits allow fits the uint16 count field, so the encoder needs one check; the
// record sizes of the layout tables are those of the field lists.
constexpr bool versions_agree_with_field_lists() {
  for (const VersionLayout& entry : kVersions) {
    const BuildMapLimits& l = entry.limits;
    if (l.max_sectors > 0xffff || l.max_walls > 0xffff || l.max_sprites > 0xffff) return false;
    if (stored_bytes<BuildSector>(entry.version) != entry.sizes.sector ||
        stored_bytes<BuildWall>(entry.version) != entry.sizes.wall ||
        stored_bytes<BuildSprite>(entry.version) != entry.sizes.sprite) {
      return false;
    }
  }
  return true;
}
static_assert(versions_agree_with_field_lists());

const VersionLayout* find_version(std::int32_t version) {
  for (const VersionLayout& entry : kVersions) {
    if (entry.version == version) return &entry;
  }
  return nullptr;
}

// What the decoder and encoder say about one record array.
struct RecordArray {
  std::string_view name;      // "sectors"
  std::size_t record_bytes;   // 40
  std::size_t limit;          // the version's MAXSECTORS
  std::string_view limit_id;  // E-BUILD-MAP-SECTOR-LIMIT
};

std::array<RecordArray, 3> record_arrays(const VersionLayout& layout) {
  return {{
      {"sectors", layout.sizes.sector, layout.limits.max_sectors, "E-BUILD-MAP-SECTOR-LIMIT"},
      {"walls", layout.sizes.wall, layout.limits.max_walls, "E-BUILD-MAP-WALL-LIMIT"},
      {"sprites", layout.sizes.sprite, layout.limits.max_sprites, "E-BUILD-MAP-SPRITE-LIMIT"},
  }};
}

// The count of one array, checked against the version's limit and the bytes at hand, so the
// vector it sizes is backed by the file.
Result<std::uint16_t> read_count(ByteReader& reader, const RecordArray& array) {
  const std::size_t count_at = reader.file_offset();
  WS_ASSIGN_OR_RETURN(const std::uint16_t count, reader.u16());
  if (count > array.limit) {
    return over_limit(array.limit_id, count_at,
                      std::to_string(count) + " " + std::string(array.name) +
                          "; the version allows " + std::to_string(array.limit));
  }
  const std::size_t needed = count * array.record_bytes;
  if (needed > reader.remaining()) {
    return malformed(kTruncated, reader.file_offset(),
                     std::to_string(count) + " " + std::string(array.name) + " need " +
                         std::to_string(needed) + " bytes, " + std::to_string(reader.remaining()) +
                         " left");
  }
  return count;
}

template <typename Record>
Status read_records(ByteReader& reader, std::int32_t version, const RecordArray& array,
                    std::vector<Record>& records) {
  WS_ASSIGN_OR_RETURN(const std::uint16_t count, read_count(reader, array));
  records.resize(count);
  FieldReader field_reader(reader);
  for (Record& record : records) for_each_field(version, record, field_reader);
  return field_reader.status();
}

template <typename Record>
void write_records(ByteWriter& writer, std::int32_t version, const std::vector<Record>& records) {
  writer.u16(static_cast<std::uint16_t>(records.size()));
  FieldWriter field_writer(writer);
  for (const Record& record : records) for_each_field(version, record, field_writer);
}

std::string unknown_version_message(std::int32_t version) {
  return "version " + std::to_string(version) + "; only 6, 7, 8 and 9 are decoded";
}

// File offsets of the three counts once `map` is encoded (layout table, build_map.h).
std::array<std::size_t, 3> count_offsets(const BuildMap& map, const BuildRecordSizes& sizes) {
  const std::size_t walls_at =
      kBuildMapHeaderBytes + kCountBytes + map.sectors.size() * sizes.sector;
  const std::size_t sprites_at = walls_at + kCountBytes + map.walls.size() * sizes.wall;
  return {kBuildMapHeaderBytes, walls_at, sprites_at};
}

// A version 6 record has no filler byte and one byte per sector stat (seed 003 "Version 6"); a
// model that needs more cannot be written in that layout. The error names the record's offset.
Status check_v6_fits(const BuildMap& map, const std::array<std::size_t, 3>& count_at) {
  const auto fits_byte = [](std::int16_t stat) { return stat >= 0 && stat <= 0xff; };
  for (std::size_t i = 0; i < map.sectors.size(); ++i) {
    const BuildSector& s = map.sectors[i];
    const std::size_t at = count_at[0] + kCountBytes + i * kBuildV6SectorBytes;
    if (s.filler != 0) {
      return malformed(kEncode, at, "sector " + std::to_string(i) + ": version 6 has no filler");
    }
    if (!fits_byte(s.ceilingstat) || !fits_byte(s.floorstat)) {
      return malformed(kEncode, at,
                       "sector " + std::to_string(i) + ": version 6 stats are one byte each");
    }
  }
  for (std::size_t i = 0; i < map.sprites.size(); ++i) {
    if (map.sprites[i].filler != 0) {
      return malformed(kEncode, count_at[2] + kCountBytes + i * kBuildV6SpriteBytes,
                       "sprite " + std::to_string(i) + ": version 6 has no filler");
    }
  }
  return {};
}

}  // namespace

std::optional<BuildMapLimits> build_map_limits(std::int32_t version) {
  const VersionLayout* layout = find_version(version);
  if (layout == nullptr) return std::nullopt;
  return layout->limits;
}

std::optional<BuildRecordSizes> build_record_sizes(std::int32_t version) {
  const VersionLayout* layout = find_version(version);
  if (layout == nullptr) return std::nullopt;
  return layout->sizes;
}

Result<BuildMap> decode_build_map(ByteSpan in, Findings& findings) {
  ByteReader reader(in, kTruncated);
  BuildMap map;
  WS_ASSIGN_OR_RETURN(map.version, reader.i32());
  const VersionLayout* layout = find_version(map.version);
  if (layout == nullptr) {
    return malformed("E-BUILD-MAP-VERSION", 0, unknown_version_message(map.version));
  }
  FieldReader header_reader(reader);
  for_each_header_field(map, header_reader);
  WS_RETURN_IF_ERROR(header_reader.status());
  const std::array<RecordArray, 3> arrays = record_arrays(*layout);
  WS_RETURN_IF_ERROR(read_records(reader, map.version, arrays[0], map.sectors));
  WS_RETURN_IF_ERROR(read_records(reader, map.version, arrays[1], map.walls));
  WS_RETURN_IF_ERROR(read_records(reader, map.version, arrays[2], map.sprites));
  if (!reader.at_end()) {
    findings.add("W-BUILD-MAP-TRAILING", reader.file_offset(),
                 std::to_string(reader.remaining()) + " bytes after the last sprite");
    map.trailing.assign(reader.rest().begin(), reader.rest().end());
  }
  return map;
}

Result<Bytes> encode_build_map(const BuildMap& map) {
  const VersionLayout* layout = find_version(map.version);
  if (layout == nullptr) return malformed(kEncode, 0, unknown_version_message(map.version));
  const std::array<RecordArray, 3> arrays = record_arrays(*layout);
  const std::array<std::size_t, 3> counts = {map.sectors.size(), map.walls.size(),
                                             map.sprites.size()};
  const std::array<std::size_t, 3> count_at = count_offsets(map, layout->sizes);
  for (std::size_t i = 0; i < arrays.size(); ++i) {
    if (counts[i] > arrays[i].limit) {
      return over_limit(kEncode, count_at[i],
                        std::to_string(counts[i]) + " " + std::string(arrays[i].name) +
                            "; version " + std::to_string(map.version) + " allows " +
                            std::to_string(arrays[i].limit));
    }
  }
  if (map.version == 6) WS_RETURN_IF_ERROR(check_v6_fits(map, count_at));
  ByteWriter writer;
  writer.reserve(count_at[2] + kCountBytes + map.sprites.size() * layout->sizes.sprite +
                 map.trailing.size());
  writer.i32(map.version);
  FieldWriter header_writer(writer);
  for_each_header_field(map, header_writer);
  write_records(writer, map.version, map.sectors);
  write_records(writer, map.version, map.walls);
  write_records(writer, map.version, map.sprites);
  writer.bytes(map.trailing);
  return writer.take();
}

ProbeVerdict probe_build_map(ByteSpan file) {
  ByteReader reader(file, kTruncated);
  const Result<std::int32_t> version = reader.i32();
  if (!version.ok()) return ProbeVerdict::kNo;
  const VersionLayout* layout = find_version(*version);
  if (layout == nullptr || !reader.skip(kBuildMapHeaderBytes - 4).ok()) return ProbeVerdict::kNo;
  for (const RecordArray& array : record_arrays(*layout)) {
    const Result<std::uint16_t> count = read_count(reader, array);
    if (!count.ok() || !reader.skip(*count * array.record_bytes).ok()) return ProbeVerdict::kNo;
  }
  return reader.at_end() ? ProbeVerdict::kLikely : ProbeVerdict::kUnsure;
}

}  // namespace wolfsuite
