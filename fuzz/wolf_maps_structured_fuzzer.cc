// MAPHEAD + GAMEMAPS, structure-aware: the input is wolf_maps_fuzzer's (fuzz_inputs.h "files"
// [MAPHEAD, GAMEMAPS]), so both targets share their seeds.
//
// Checks: wolf_maps_fuzzer's (encode in TED5's layout, decode to the same set, encode again to
// the same bytes; every present map classified, at most one object per tile and plane, and
// map_limit_violations reporting a limit exactly when its count is over the engine's cap), with
// the classification run in both games' code tables and every violation pointing inside the
// classified tiles.
//
// Mutation (LLVMFuzzerCustomMutator): map_set_mutations.h, through model_mutator.h's driver.
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
#include "fuzz/map_set_mutations.h"
#include "fuzz/model_mutator.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = 2;

// wolf_maps_fuzzer's checks.
void check_round_trip(const MapSet& set) {
  const Result<EncodedMapFiles> encoded = encode_map_set(set);
  fuzz::abort_on_internal(encoded, "encode_map_set");
  if (!encoded.ok()) {
    fuzz::require(is_refusal_of_decoded_map_set(encoded.error()),
                  "encode_map_set rejected a decoded set: " + encoded.error().to_string());
    return;
  }
  Findings again_findings;
  const Result<MapSet> again =
      decode_map_set({encoded->maphead, encoded->gamemaps}, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_map_set(encode_map_set(set))") == set,
                "decode(encode(set)) is not the set");
  fuzz::require(!again_findings.contains("W-GAMEMAPS-LAYOUT"),
                "encode_map_set wrote a layout other than TED5's");
  const Result<EncodedMapFiles> twice = encode_map_set(*again);
  const EncodedMapFiles& twice_files = fuzz::require_ok(twice, "encode_map_set(again)");
  fuzz::require_same_bytes(encoded->maphead, twice_files.maphead, "MAPHEAD encoded twice");
  fuzz::require_same_bytes(encoded->gamemaps, twice_files.gamemaps, "GAMEMAPS encoded twice");
}

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

// Each E-MAP-TOO-MANY-* verdict once, as a limit, exactly when its count is over the engine's
// cap, at a byte of the classified tiles.
void check_limits(const MapContents& contents) {
  std::set<std::string> reported;
  for (const Error& violation : map_limit_violations(contents)) {
    fuzz::require(violation.kind == ErrorKind::kLimit, "a map limit that is not kLimit");
    fuzz::require(reported.insert(violation.id).second, "a map limit reported twice");
    fuzz::require(violation.offset < 2 * contents.tiles,
                  "a limit violation points past the classified tiles: " + violation.to_string());
  }
  fuzz::require(reported == limits_over(contents),
                "map_limit_violations disagrees with the counts and the caps");
}

// wolf_maps_fuzzer classifies with Wolfenstein's codes; Spear's differ (bosses, statics 71..74).
void check_map(const GameMap& map) {
  const MapPlanes planes{map.width, map.height, map.planes[0], map.planes[1]};
  for (const bool spear : {false, true}) {
    Findings findings;
    const MapContents contents = classify_map(planes, spear, findings);
    fuzz::require(contents.tiles <= std::size_t{map.width} * map.height &&
                      contents.tiles <= map.planes[0].size() &&
                      contents.tiles <= map.planes[1].size(),
                  "classify_map classified more tiles than the map or a plane holds");
    fuzz::require(contents.doors.size() + contents.ambush_tiles.size() <= contents.tiles &&
                      objects_in_plane1(contents) <= contents.tiles,
                  "classify_map listed more objects than there are tiles");
    check_limits(contents);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), kFiles);
  if (!files) return 0;

  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  fuzz::abort_on_internal(set, "decode_map_set");
  if (!set.ok()) return 0;

  check_round_trip(*set);
  for (const MapSlot& slot : set->slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) check_map(*map);
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(data, size, max_size, seed, kFiles, fuzz::mutate_map_files);
}
