#include "decoders/wolf/maps.h"

#include <algorithm>
#include <span>
#include <string>
#include <utility>

#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kOffsetBytes = 4;
// Map header fields (maps.h): where the lengths and the width sit.
constexpr std::size_t kPlaneLengthsAt = 12;
constexpr std::size_t kWidthAt = 18;
// The largest stored plane a uint16 plane_length can name.
constexpr std::size_t kMaxStoredPlaneBytes = 0xFFFF;

bool is_printable(std::uint8_t byte) { return byte >= 0x20 && byte <= 0x7E; }

std::string map_and_plane(std::size_t slot, int plane) {
  return "map " + std::to_string(slot) + " plane " + std::to_string(plane) + ": ";
}

// ---- MAPHEAD --------------------------------------------------------------------------------

void report_offset_kind(std::uint32_t offset, std::size_t slot, std::size_t at,
                        Findings& findings) {
  if (offset == kMapOffsetMissing) {
    findings.add("W-MAPHEAD-OFFSET-ZERO", at,
                 "slot " + std::to_string(slot) +
                     ": offset 0, the engine reads this map's header at the start of GAMEMAPS; "
                     "kept as a missing map");
  } else if (offset == kMapOffsetSparse) {
    findings.add(
        "W-MAPHEAD-OFFSET-SPARSE", at,
        "slot " + std::to_string(slot) + ": sparse map, the engine crashes if this map is played");
  }
}

// ---- GAMEMAPS decoding ----------------------------------------------------------------------

// Where a present map was found, for the layout check.
struct PlacedMap {
  std::size_t slot = 0;
  std::uint32_t header_offset = 0;
  MapHeader header;
  bool id_tag = false;
};

std::vector<std::uint16_t> words_from_le(ByteSpan bytes) {
  std::vector<std::uint16_t> words(bytes.size() / 2);
  for (std::size_t i = 0; i < words.size(); ++i) words[i] = load_u16le(bytes, 2 * i);
  return words;
}

// map_plane.h: Carmack errors count from the stored plane's start, RLEW errors from the start of
// the Carmack output, which has no place in the file.
Error plane_codec_error(Error error, std::uint32_t plane_offset, std::size_t slot, int plane) {
  std::string where = map_and_plane(slot, plane);
  if (error.id.starts_with("E-RLEW-")) {
    where += "at byte " + std::to_string(error.offset) + " of the Carmack output: ";
    error.offset = plane_offset;
  } else {
    error.offset += plane_offset;
  }
  error.message = where + error.message;
  return error;
}

Result<std::vector<std::uint16_t>> decode_plane(ByteSpan gamemaps, const PlacedMap& placed,
                                                int plane, std::uint16_t rlew_tag,
                                                Findings& findings, const Limits& limits) {
  const auto index = static_cast<std::size_t>(plane);
  const MapHeader& header = placed.header;
  const std::uint32_t plane_offset = header.plane_offset[index];
  if (header.plane_length[index] == 0) {
    findings.add("W-GAMEMAPS-PLANE-EMPTY", placed.header_offset + kPlaneLengthsAt + 2 * index,
                 map_and_plane(placed.slot, plane) + "stored length 0, no plane data");
    return std::vector<std::uint16_t>{};
  }
  Result<ByteSpan> stored = map_plane_stored(gamemaps, header, plane);
  if (!stored.ok()) {
    Error error = stored.error();
    error.message = map_and_plane(placed.slot, plane) + error.message;
    return error;
  }
  const Result<Bytes> expanded = expand_map_plane(*stored, rlew_tag, limits);
  if (!expanded.ok()) return plane_codec_error(expanded.error(), plane_offset, placed.slot, plane);
  const std::size_t map_bytes = std::size_t{2} * header.width * header.height;
  if (expanded->size() != map_bytes) {
    findings.add("W-GAMEMAPS-PLANE-SIZE", plane_offset,
                 map_and_plane(placed.slot, plane) + "expands to " +
                     std::to_string(expanded->size()) + " bytes, the map's size is " +
                     std::to_string(map_bytes));
  }
  return words_from_le(*expanded);
}

bool has_id_tag(ByteSpan gamemaps, std::size_t at) {
  const Result<ByteReader> tag =
      ByteReader(gamemaps, "E-GAMEMAPS-HEADER-RANGE").sub(at, kMapIdTag.size());
  return tag.ok() && std::ranges::equal(tag->rest(), kMapIdTag);
}

Result<GameMap> decode_game_map(ByteSpan gamemaps, const PlacedMap& placed, std::uint16_t rlew_tag,
                                Findings& findings, const Limits& limits) {
  const MapHeader& header = placed.header;
  const std::size_t width_at = placed.header_offset + kWidthAt;
  GameMap map;
  map.width = header.width;
  map.height = header.height;
  map.name = header.name;
  map.id_tag = placed.id_tag;
  if (map.width != kMapSide || map.height != kMapSide) {
    findings.add("W-GAMEMAPS-MAP-SIZE", width_at,
                 "map " + std::to_string(placed.slot) + " is " + std::to_string(map.width) + "x" +
                     std::to_string(map.height) + ", the engine loads only 64x64");
  }
  // Caps what width and height may claim before any plane is looked at (maps.h).
  if (std::size_t{2} * map.width * map.height > limits.max_word_codec_output) {
    return over_limit("E-GAMEMAPS-MAP-AREA", width_at,
                      "map " + std::to_string(placed.slot) + " is " + std::to_string(map.width) +
                          "x" + std::to_string(map.height) + ", above the plane size limit " +
                          std::to_string(limits.max_word_codec_output));
  }
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    WS_ASSIGN_OR_RETURN(map.planes[static_cast<std::size_t>(plane)],
                        decode_plane(gamemaps, placed, plane, rlew_tag, findings, limits));
  }
  if (std::ranges::any_of(map.planes[2], [](std::uint16_t tile) { return tile != 0; })) {
    findings.add("W-GAMEMAPS-THIRD-PLANE", header.plane_offset[2],
                 "map " + std::to_string(placed.slot) +
                     ": plane 2 is not empty; only planes 0 and 1 are used");
  }
  return map;
}

// Where the first map's data starts: everything before it is the signature and its tail.
std::size_t first_data_offset(std::span<const PlacedMap> placed, std::size_t gamemaps_size) {
  std::size_t first = gamemaps_size;
  for (const PlacedMap& map : placed) {
    first = std::min<std::size_t>(first, map.header_offset);
    for (std::size_t plane = 0; plane < kPlanesPerMap; ++plane) {
      if (map.header.plane_length[plane] != 0) {
        first = std::min<std::size_t>(first, map.header.plane_offset[plane]);
      }
    }
  }
  return first;
}

void report_layout(std::size_t at, const std::string& what, Findings& findings) {
  findings.add("W-GAMEMAPS-LAYOUT", at,
               what + "; the engine reads by offset, encode_map_set writes the TED5 layout");
}

// TED5 writes each present map, in slot order, as planes 0..2, header and "!ID!", each piece
// right after the one before (maps.h). Reports the first piece found elsewhere, or trailing data.
void check_ted5_layout(std::span<const PlacedMap> placed, std::size_t data_start,
                       std::size_t gamemaps_size, Findings& findings) {
  std::size_t cursor = data_start;
  for (const PlacedMap& map : placed) {
    for (int plane = 0; plane < kPlanesPerMap; ++plane) {
      const auto index = static_cast<std::size_t>(plane);
      if (map.header.plane_offset[index] != cursor) {
        report_layout(cursor,
                      map_and_plane(map.slot, plane) + "stored at byte " +
                          std::to_string(map.header.plane_offset[index]) + ", TED5 puts it here",
                      findings);
        return;
      }
      cursor += map.header.plane_length[index];
    }
    if (map.header_offset != cursor) {
      report_layout(cursor,
                    "map " + std::to_string(map.slot) + ": header at byte " +
                        std::to_string(map.header_offset) + ", TED5 puts it here",
                    findings);
      return;
    }
    cursor += kMapHeaderBytes + (map.id_tag ? kMapIdTag.size() : 0);
  }
  if (cursor != gamemaps_size) {
    report_layout(cursor, std::to_string(gamemaps_size - cursor) + " bytes after the last map",
                  findings);
  }
}

// The signature is the printable start of the bytes before the first map; the rest is its tail.
void split_signature(ByteSpan preamble, MapSet& set) {
  const auto tail = std::ranges::find_if_not(preamble, is_printable);
  set.signature.assign(preamble.begin(), tail);
  set.signature_tail.assign(tail, preamble.end());
}

// ---- Encoding -------------------------------------------------------------------------------

Error model_error(std::string_view id, std::string message) {
  return malformed(id, 0, std::move(message));
}

Status check_maphead_shape(const MapSet& set) {
  if (set.slots.size() > kMapheadSlots) {
    return model_error("E-MAPSET-SLOTS", std::to_string(set.slots.size()) +
                                             " slots, MAPHEAD holds at most " +
                                             std::to_string(kMapheadSlots));
  }
  if (set.slots.size() < kMapheadSlots && set.tileinfo.size() >= kOffsetBytes) {
    return model_error("E-MAPSET-TILEINFO",
                       std::to_string(set.tileinfo.size()) + " tileinfo bytes after only " +
                           std::to_string(set.slots.size()) + " slots would read back as offsets");
  }
  return {};
}

Status check_signature(const MapSet& set) {
  if (!std::ranges::all_of(set.signature,
                           [](char c) { return is_printable(static_cast<std::uint8_t>(c)); })) {
    return model_error("E-MAPSET-SIGNATURE", "the signature is not printable ASCII");
  }
  if (!set.signature_tail.empty() && is_printable(set.signature_tail.front())) {
    return model_error("E-MAPSET-SIGNATURE",
                       "the signature tail starts with a printable byte, which would read back "
                       "as signature");
  }
  return {};
}

// A GAMEMAPS position as a uint32 offset; 0xFFFFFFFF is left out, MAPHEAD reads it as sparse.
Result<std::uint32_t> gamemaps_offset(std::size_t position, std::size_t slot) {
  if (position >= kMapOffsetSparse) {
    return model_error("E-MAPSET-FILE-SIZE",
                       "map " + std::to_string(slot) + " would start at byte " +
                           std::to_string(position) + ", past the uint32 offsets");
  }
  return static_cast<std::uint32_t>(position);
}

Result<Bytes> compress_plane(const GameMap& map, int plane, std::uint16_t rlew_tag,
                             std::size_t slot) {
  Result<Bytes> stored = compress_map_plane(plane_bytes_le(map, plane), rlew_tag);
  if (!stored.ok()) {
    Error error = stored.error();
    error.message = map_and_plane(slot, plane) + error.message;
    return error;
  }
  if (stored->size() > kMaxStoredPlaneBytes) {
    return model_error("E-MAPSET-PLANE-LENGTH", map_and_plane(slot, plane) + "stores in " +
                                                    std::to_string(stored->size()) +
                                                    " bytes, more than a uint16 length");
  }
  return stored;
}

void write_map_header(const MapHeader& header, ByteWriter& out) {
  for (const std::uint32_t offset : header.plane_offset) out.u32(offset);
  for (const std::uint16_t length : header.plane_length) out.u16(length);
  out.u16(header.width);
  out.u16(header.height);
  out.bytes(header.name);
}

// Appends the map's planes, header and "!ID!" in TED5's order; returns the header's offset.
Result<std::uint32_t> write_game_map(const GameMap& map, std::uint16_t rlew_tag, std::size_t slot,
                                     ByteWriter& gamemaps) {
  const std::size_t max_plane_bytes = Limits{}.max_word_codec_output;
  if (std::size_t{2} * map.width * map.height > max_plane_bytes) {
    return model_error("E-MAPSET-MAP-AREA",
                       "map " + std::to_string(slot) + " is " + std::to_string(map.width) + "x" +
                           std::to_string(map.height) + ", above the plane size limit " +
                           std::to_string(max_plane_bytes));
  }
  MapHeader header;
  header.width = map.width;
  header.height = map.height;
  header.name = map.name;
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    const auto index = static_cast<std::size_t>(plane);
    WS_ASSIGN_OR_RETURN(header.plane_offset[index], gamemaps_offset(gamemaps.size(), slot));
    if (map.planes[index].empty()) continue;  // stored with length 0 (maps.h GameMap)
    WS_ASSIGN_OR_RETURN(const Bytes stored, compress_plane(map, plane, rlew_tag, slot));
    header.plane_length[index] = static_cast<std::uint16_t>(stored.size());
    gamemaps.bytes(stored);
  }
  WS_ASSIGN_OR_RETURN(const std::uint32_t header_offset, gamemaps_offset(gamemaps.size(), slot));
  if (header_offset == kMapOffsetMissing) {
    return model_error("E-MAPSET-HEADER-AT-ZERO",
                       "map " + std::to_string(slot) +
                           ": its header would be at offset 0, which MAPHEAD reads as missing");
  }
  write_map_header(header, gamemaps);
  if (map.id_tag) gamemaps.bytes(kMapIdTag);
  return header_offset;
}

}  // namespace

// ---- Containers -----------------------------------------------------------------------------

Result<Maphead> decode_maphead(ByteSpan maphead, Findings& findings) {
  ByteReader reader(maphead, "E-MAPHEAD-TRUNCATED");
  Maphead out;
  WS_ASSIGN_OR_RETURN(out.rlew_tag, reader.u16());
  if (out.rlew_tag != kDefaultRlewTag) {
    findings.add("W-MAPHEAD-RLEW-TAG", 0,
                 "RLEW tag " + std::to_string(out.rlew_tag) + " instead of 0xABCD (43981)");
  }
  // kMapheadSlots caps the table; a shorter file bounds it further.
  const std::size_t count = std::min(kMapheadSlots, reader.remaining() / kOffsetBytes);
  if (count < kMapheadSlots) {
    findings.add("W-MAPHEAD-SHORT", maphead.size(),
                 std::to_string(count) + " offsets, the engine's table holds " +
                     std::to_string(kMapheadSlots));
  }
  out.offsets.reserve(count);
  for (std::size_t slot = 0; slot < count; ++slot) {
    const std::size_t at = reader.file_offset();
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, reader.u32());
    report_offset_kind(offset, slot, at, findings);
    out.offsets.push_back(offset);
  }
  if (count == kMapheadSlots && !reader.at_end()) {
    findings.add("W-MAPHEAD-TILEINFO", reader.file_offset(),
                 std::to_string(reader.remaining()) +
                     " bytes after the offsets (TED5 tile info), not read by the engine");
  }
  return out;
}

Result<MapHeader> decode_map_header(ByteSpan gamemaps, std::uint32_t offset) {
  ByteReader file(gamemaps, "E-GAMEMAPS-HEADER-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader reader, file.sub(offset, kMapHeaderBytes));
  MapHeader header;
  for (auto& plane_offset : header.plane_offset) {
    WS_ASSIGN_OR_RETURN(plane_offset, reader.u32());
  }
  for (auto& plane_length : header.plane_length) {
    WS_ASSIGN_OR_RETURN(plane_length, reader.u16());
  }
  WS_ASSIGN_OR_RETURN(header.width, reader.u16());
  WS_ASSIGN_OR_RETURN(header.height, reader.u16());
  WS_ASSIGN_OR_RETURN(ByteSpan name, reader.bytes(header.name.size()));
  std::ranges::copy(name, header.name.begin());
  return header;
}

Result<ByteSpan> map_plane_stored(ByteSpan gamemaps, const MapHeader& header, int plane) {
  const auto index = static_cast<std::size_t>(plane);
  ByteReader file(gamemaps, "E-GAMEMAPS-PLANE-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader reader,
                      file.sub(header.plane_offset[index], header.plane_length[index]));
  return reader.rest();
}

// ---- The typed map set ----------------------------------------------------------------------

Result<MapSet> decode_map_set(const MapFiles& files, Findings& findings, const Limits& limits) {
  WS_ASSIGN_OR_RETURN(const Maphead head, decode_maphead(files.maphead, findings));
  MapSet set;
  set.rlew_tag = head.rlew_tag;
  ByteReader maphead(files.maphead, "E-MAPHEAD-TRUNCATED");
  WS_RETURN_IF_ERROR(maphead.seek(kMapheadTagBytes + kOffsetBytes * head.offsets.size()));
  set.tileinfo.assign(maphead.rest().begin(), maphead.rest().end());

  std::vector<PlacedMap> placed;
  set.slots.reserve(head.offsets.size());
  for (std::size_t slot = 0; slot < head.offsets.size(); ++slot) {
    const std::uint32_t offset = head.offsets[slot];
    if (offset == kMapOffsetMissing) {
      set.slots.emplace_back(MissingMap{});
      continue;
    }
    if (offset == kMapOffsetSparse) {
      set.slots.emplace_back(SparseMap{});
      continue;
    }
    PlacedMap& map = placed.emplace_back();
    map.slot = slot;
    map.header_offset = offset;
    WS_ASSIGN_OR_RETURN(map.header, decode_map_header(files.gamemaps, offset));
    map.id_tag = has_id_tag(files.gamemaps, std::size_t{offset} + kMapHeaderBytes);
    WS_ASSIGN_OR_RETURN(GameMap game_map,
                        decode_game_map(files.gamemaps, map, set.rlew_tag, findings, limits));
    set.slots.emplace_back(std::move(game_map));
  }

  // Every piece is in the file (checked above), so the preamble is too.
  const std::size_t data_start = first_data_offset(placed, files.gamemaps.size());
  split_signature(files.gamemaps.first(data_start), set);
  check_ted5_layout(placed, data_start, files.gamemaps.size(), findings);
  return set;
}

bool is_refusal_of_decoded_map_set(const Error& error) {
  return error.id == "E-MAPSET-PLANE-LENGTH" || error.id == "E-MAPSET-HEADER-AT-ZERO";
}

Result<EncodedMapFiles> encode_map_set(const MapSet& set) {
  WS_RETURN_IF_ERROR(check_maphead_shape(set));
  WS_RETURN_IF_ERROR(check_signature(set));
  ByteWriter gamemaps;
  for (const char c : set.signature) gamemaps.u8(static_cast<std::uint8_t>(c));
  gamemaps.bytes(set.signature_tail);

  ByteWriter maphead;
  maphead.u16(set.rlew_tag);
  for (std::size_t slot = 0; slot < set.slots.size(); ++slot) {
    std::uint32_t offset = kMapOffsetMissing;
    if (std::holds_alternative<SparseMap>(set.slots[slot])) offset = kMapOffsetSparse;
    if (const auto* map = std::get_if<GameMap>(&set.slots[slot])) {
      WS_ASSIGN_OR_RETURN(offset, write_game_map(*map, set.rlew_tag, slot, gamemaps));
    }
    maphead.u32(offset);
  }
  maphead.bytes(set.tileinfo);
  return EncodedMapFiles{maphead.take(), gamemaps.take()};
}

const GameMap* map_in_slot(const MapSet& maps, int slot) {
  if (slot < 0 || static_cast<std::size_t>(slot) >= maps.slots.size()) return nullptr;
  return std::get_if<GameMap>(&maps.slots[static_cast<std::size_t>(slot)]);
}

MapSet new_map_set(std::vector<GameMap> maps) {
  MapSet set;
  set.signature = kTed5Signature;
  for (GameMap& map : maps) set.slots.emplace_back(std::move(map));
  while (set.slots.size() < kMapheadSlots) set.slots.emplace_back(MissingMap{});
  return set;
}

GameMap new_game_map(std::string_view name, std::uint16_t width, std::uint16_t height) {
  GameMap map;
  map.width = width;
  map.height = height;
  const std::size_t name_bytes = std::min(name.size(), map.name.size());
  for (std::size_t i = 0; i < name_bytes; ++i) map.name[i] = static_cast<std::uint8_t>(name[i]);
  for (auto& plane : map.planes) plane.assign(std::size_t{width} * height, 0);
  return map;
}

std::string map_name(const GameMap& map) {
  const auto end = std::ranges::find(map.name, std::uint8_t{0});
  return std::string(map.name.begin(), end);
}

Bytes plane_bytes_le(const GameMap& map, int plane) {
  ByteWriter out;
  const std::vector<std::uint16_t>& words = map.planes.at(static_cast<std::size_t>(plane));
  out.reserve(2 * words.size());
  for (const std::uint16_t word : words) out.u16(word);
  return out.take();
}

}  // namespace wolfsuite
