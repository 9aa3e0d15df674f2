// MAPHEAD + GAMEMAPS map set (maps.h), the two files taken from one input (fuzz_inputs.h
// "files"). Every map of a set that decodes then goes through the engine's view of it
// (map_semantics.h, Wolfenstein codes): classify_map lists at most one object per tile and plane,
// and map_limit_violations reports a limit exactly when its count is over the engine's cap
// (corpus/wolf_corpus_verdicts.h takes the first violation as the file's error). The set must
// encode in TED5's layout, decode back to the same model with no layout finding, and encode again
// to the same bytes.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <variant>

#include "decoders/core/findings.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

namespace {

std::size_t objects_in_plane1(const MapContents& contents) {
  return contents.player_starts.size() + contents.statics.size() + contents.patrol_turns.size() +
         contents.pushwalls.size() + contents.exit_markers.size() + contents.enemies.size() +
         contents.corpses.size() + contents.bosses.size() + contents.ghosts.size();
}

// The limits the counts are over (map_semantics.h kMax*).
std::set<std::string> limits_over(const MapContents& contents) {
  std::set<std::string> ids;
  if (contents.doors.size() > kMaxDoors) ids.insert("E-MAP-TOO-MANY-DOORS");
  if (contents.statics.size() > kMaxStatics) ids.insert("E-MAP-TOO-MANY-STATICS");
  if (actor_count(contents) > kMaxActors) ids.insert("E-MAP-TOO-MANY-ACTORS");
  return ids;
}

void check_semantics(const GameMap& map) {
  Findings findings;
  const MapContents contents = classify_map({map.width, map.height, map.planes[0], map.planes[1]},
                                            /*spear=*/false, findings);
  fuzz::require(contents.tiles <= map.planes[0].size() && contents.tiles <= map.planes[1].size(),
                "classify_map classified more tiles than a plane holds");
  fuzz::require(contents.doors.size() + contents.ambush_tiles.size() <= contents.tiles &&
                    objects_in_plane1(contents) <= contents.tiles,
                "classify_map listed more objects than there are tiles");
  std::set<std::string> reported;
  for (const Error& violation : map_limit_violations(contents)) {
    fuzz::require(violation.kind == ErrorKind::kLimit, "a map limit that is not kLimit");
    fuzz::require(reported.insert(violation.id).second, "a map limit reported twice");
  }
  fuzz::require(reported == limits_over(contents),
                "map_limit_violations disagrees with the counts and the caps");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 2);
  if (!files) return 0;

  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  fuzz::abort_on_internal(set, "decode_map_set");
  if (!set.ok()) return 0;
  for (const MapSlot& slot : set->slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) check_semantics(*map);
  }

  const Result<EncodedMapFiles> encoded = encode_map_set(*set);
  fuzz::abort_on_internal(encoded, "encode_map_set");
  if (!encoded.ok()) {
    fuzz::require(is_refusal_of_decoded_map_set(encoded.error()),
                  "encode_map_set rejected a decoded set: " + encoded.error().to_string());
    return 0;
  }

  Findings again_findings;
  const Result<MapSet> again =
      decode_map_set({encoded->maphead, encoded->gamemaps}, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_map_set(encode_map_set(set))") == *set,
                "decode(encode(set)) is not the set");
  fuzz::require(!again_findings.contains("W-GAMEMAPS-LAYOUT"),
                "encode_map_set wrote a layout other than TED5's");

  const Result<EncodedMapFiles> twice = encode_map_set(*again);
  const EncodedMapFiles& twice_files = fuzz::require_ok(twice, "encode_map_set(again)");
  fuzz::require_same_bytes(encoded->maphead, twice_files.maphead, "MAPHEAD encoded twice");
  fuzz::require_same_bytes(encoded->gamemaps, twice_files.gamemaps, "GAMEMAPS encoded twice");
  return 0;
}
