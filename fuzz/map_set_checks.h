#pragma once
// The checks wolf_maps_fuzzer and wolf_maps_structured_fuzzer make of a decoded map set: its
// TED5-layout round trip and the engine's view of each map (map_semantics.h). Failures abort
// (fuzz_checks.h).
#include <cstddef>
#include <set>
#include <string>

#include "decoders/core/findings.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_checks.h"

namespace wolfsuite::fuzz {

// The set encodes in TED5's layout (or is one encode_map_set refuses, maps.h
// is_refusal_of_decoded_map_set), decodes back to the same set with no layout finding, and
// encodes again to the same bytes.
inline void check_map_set_round_trip(const MapSet& set) {
  const Result<EncodedMapFiles> encoded = encode_map_set(set);
  abort_on_internal(encoded, "encode_map_set");
  if (!encoded.ok()) {
    require(is_refusal_of_decoded_map_set(encoded.error()),
            "encode_map_set rejected a decoded set: " + encoded.error().to_string());
    return;
  }
  Findings again_findings;
  const Result<MapSet> again =
      decode_map_set({encoded->maphead, encoded->gamemaps}, again_findings);
  require(require_ok(again, "decode_map_set(encode_map_set(set))") == set,
          "decode(encode(set)) is not the set");
  require(!again_findings.contains("W-GAMEMAPS-LAYOUT"),
          "encode_map_set wrote a layout other than TED5's");
  const Result<EncodedMapFiles> twice = encode_map_set(*again);
  const EncodedMapFiles& twice_files = require_ok(twice, "encode_map_set(again)");
  require_same_bytes(encoded->maphead, twice_files.maphead, "MAPHEAD encoded twice");
  require_same_bytes(encoded->gamemaps, twice_files.gamemaps, "GAMEMAPS encoded twice");
}

inline std::size_t objects_in_plane1(const MapContents& contents) {
  return contents.player_starts.size() + contents.statics.size() + contents.patrol_turns.size() +
         contents.pushwalls.size() + contents.exit_markers.size() + contents.enemies.size() +
         contents.corpses.size() + contents.bosses.size() + contents.ghosts.size();
}

// The limits the counts are over (map_semantics.h kMax*).
inline std::set<std::string> limits_over(const MapContents& contents) {
  std::set<std::string> ids;
  if (contents.doors.size() > kMaxDoors) ids.insert("E-MAP-TOO-MANY-DOORS");
  if (contents.statics.size() > kMaxStatics) ids.insert("E-MAP-TOO-MANY-STATICS");
  if (actor_count(contents) > kMaxActors) ids.insert("E-MAP-TOO-MANY-ACTORS");
  return ids;
}

// classify_map in one game's code table: at most one object per tile and plane, and each
// E-MAP-TOO-MANY-* verdict once, as a limit, exactly when its count is over the engine's cap, at
// a byte of the classified tiles.
inline void check_map_semantics(const GameMap& map, bool spear) {
  Findings findings;
  const MapContents contents =
      classify_map({map.width, map.height, map.planes[0], map.planes[1]}, spear, findings);
  require(contents.tiles <= std::size_t{map.width} * map.height &&
              contents.tiles <= map.planes[0].size() && contents.tiles <= map.planes[1].size(),
          "classify_map classified more tiles than the map or a plane holds");
  require(contents.doors.size() + contents.ambush_tiles.size() <= contents.tiles &&
              objects_in_plane1(contents) <= contents.tiles,
          "classify_map listed more objects than there are tiles");
  std::set<std::string> reported;
  for (const Error& violation : map_limit_violations(contents)) {
    require(violation.kind == ErrorKind::kLimit, "a map limit that is not kLimit");
    require(reported.insert(violation.id).second, "a map limit reported twice");
    require(violation.offset < 2 * contents.tiles,
            "a limit violation points past the classified tiles: " + violation.to_string());
  }
  require(reported == limits_over(contents),
          "map_limit_violations disagrees with the counts and the caps");
}

}  // namespace wolfsuite::fuzz
