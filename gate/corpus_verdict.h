#pragma once
// The verdict capability's decoders: a corpus file (corpus/<target>/) goes through the decoders
// its fuzz target runs, with the input split the way that target splits it (fuzz/fuzz_inputs.h),
// and gets the verdict the corpus tests require of it (corpus/*_corpus_verdicts.h: the literal
// path for the codec targets). A decoder is named for its target: "_fuzzer" dropped, a
// structure-aware target named as the plain one it reads the inputs of, '_' written '-'
// ("wolf_maps_structured_fuzzer" -> "wolf-maps", "carmack_expand_fuzzer" -> "carmack-expand").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::gate {

struct CorpusVerdict {
  bool accepted = false;
  std::string error_id;  // empty when accepted
};

// The decoder name of a fuzz target with a verdict function, else nullopt.
std::optional<std::string> verdict_decoder_of_target(std::string_view target);

// nullopt for an unknown decoder, or an input its target ignores (too short for its layout).
std::optional<CorpusVerdict> corpus_verdict(std::string_view decoder, ByteSpan file);

}  // namespace wolfsuite::gate
