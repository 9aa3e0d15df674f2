#include "decoders/mac/map_list.h"

#include <string>

#include "decoders/core/big_endian.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-MAC-MAP-LIST-TRUNCATED";

}  // namespace

Result<MapList> decode_map_list(ByteSpan resource, Findings& findings) {
  ByteReader reader(resource, kTruncated);
  MapList list;
  WS_ASSIGN_OR_RETURN(const std::uint16_t count, read_be16(reader));
  WS_ASSIGN_OR_RETURN(list.first_level, read_be16(reader));
  if (std::size_t{count} * kMapListEntryBytes > reader.remaining()) {
    return malformed(kTruncated, 0,
                     std::to_string(count) + " levels need " +
                         std::to_string(count * kMapListEntryBytes) + " bytes, " +
                         std::to_string(reader.remaining()) + " left");
  }
  list.levels.resize(count);
  for (MapListEntry& entry : list.levels) {
    for (std::uint16_t* field :
         {&entry.next, &entry.alternate, &entry.par_time, &entry.major_floor, &entry.minor_floor}) {
      WS_ASSIGN_OR_RETURN(*field, read_be16(reader));
    }
  }
  if (!reader.at_end()) {
    findings.add("W-MAC-MAP-LIST-TRAILING", reader.file_offset(),
                 std::to_string(reader.remaining()) + " bytes after the last level");
    const ByteSpan rest = reader.rest();
    list.trailing.assign(rest.begin(), rest.end());
  }
  return list;
}

Result<Bytes> encode_map_list(const MapList& list) {
  if (list.levels.size() > 0xFFFF) {
    return malformed("E-MAC-MAP-LIST-ENCODE", 0, "more than 65535 levels");
  }
  ByteWriter out;
  write_be16(out, static_cast<std::uint16_t>(list.levels.size()));
  write_be16(out, list.first_level);
  for (const MapListEntry& entry : list.levels) {
    for (const std::uint16_t field :
         {entry.next, entry.alternate, entry.par_time, entry.major_floor, entry.minor_floor}) {
      write_be16(out, field);
    }
  }
  out.bytes(list.trailing);
  return out.take();
}

ProbeVerdict probe_map_list(ByteSpan resource) {
  if (resource.size() < kMapListHeaderBytes) return ProbeVerdict::kNo;
  const Result<std::uint16_t> levels = be16_at(ByteReader(resource, kTruncated), 0);
  if (!levels.ok()) return ProbeVerdict::kNo;
  const std::size_t end = kMapListHeaderBytes + std::size_t{*levels} * kMapListEntryBytes;
  if (end > resource.size()) return ProbeVerdict::kNo;
  return end == resource.size() ? ProbeVerdict::kLikely : ProbeVerdict::kUnsure;
}

void validate_map_list(const MapList& list, Findings& findings) {
  for (std::size_t i = 0; i < list.levels.size(); ++i) {
    const MapListEntry& entry = list.levels[i];
    const std::size_t at = kMapListHeaderBytes + i * kMapListEntryBytes;
    if (entry.next >= list.levels.size() || entry.alternate >= list.levels.size()) {
      findings.add("W-MAC-MAP-LIST-NEXT", at,
                   "level " + std::to_string(i) + ": next " + std::to_string(entry.next) +
                       " or alternate " + std::to_string(entry.alternate) + " is not one of the " +
                       std::to_string(list.levels.size()) + " levels");
    }
  }
}

}  // namespace wolfsuite
