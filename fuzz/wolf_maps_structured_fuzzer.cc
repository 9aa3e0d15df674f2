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
#include <variant>

#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/map_set_checks.h"
#include "fuzz/map_set_mutations.h"
#include "fuzz/model_mutator.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = 2;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), kFiles);
  if (!files) return 0;

  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  fuzz::abort_on_internal(set, "decode_map_set");
  if (!set.ok()) return 0;

  fuzz::check_map_set_round_trip(*set);
  // wolf_maps_fuzzer classifies with Wolfenstein's codes; Spear's differ (bosses, statics 71..74).
  for (const MapSlot& slot : set->slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) {
      for (const bool spear : {false, true}) fuzz::check_map_semantics(*map, spear);
    }
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(data, size, max_size, seed, kFiles, fuzz::mutate_map_files);
}
