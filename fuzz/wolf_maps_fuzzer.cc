// MAPHEAD + GAMEMAPS map set (maps.h), the two files taken from one input (fuzz_inputs.h
// "files"). Every map of a set that decodes then goes through the engine's view of it
// (map_semantics.h, Wolfenstein codes): classify_map lists at most one object per tile and plane,
// and map_limit_violations reports a limit exactly when its count is over the engine's cap
// (corpus/wolf_corpus_verdicts.h takes the first violation as the file's error). The set must
// encode in TED5's layout, decode back to the same model with no layout finding, and encode again
// to the same bytes.
#include <cstddef>
#include <cstdint>
#include <variant>

#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/map_set_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 2);
  if (!files) return 0;

  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  fuzz::abort_on_internal(set, "decode_map_set");
  if (!set.ok()) return 0;
  for (const MapSlot& slot : set->slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) {
      fuzz::check_map_semantics(*map, /*spear=*/false);
    }
  }
  fuzz::check_map_set_round_trip(*set);
  return 0;
}
