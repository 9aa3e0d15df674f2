#pragma once
// What a corpus file gets from its target's code: the verdict of the literal and of the fast
// path, for every target of fuzz/CMakeLists.txt. The crafting tool classifies the files it cannot
// know the verdict of with the literal result; the corpus test requires both results to match
// each file's metadata.
//   expander and differential targets  the expanders on the input (layouts: fuzz/fuzz_inputs.h)
//   round trip targets                 compress the plain, then expand: accepted when the result
//                                      is the plain again; rejected with the compressor's error,
//                                      or E-ROUNDTRIP-MISMATCH when the expander disagrees
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

struct Outcome {
  bool accepted = false;
  std::string error_id;  // empty when accepted
  std::size_t error_offset = 0;
  std::size_t output_size = 0;  // when accepted
  friend bool operator==(const Outcome&, const Outcome&) = default;
};
std::string to_string(const Outcome& outcome);

struct Verdicts {
  Outcome literal;
  Outcome fast;
};

// Every fuzz target, in build order.
const std::vector<std::string>& fuzz_targets();

enum class Path { kLiteral, kFast };

// What one path gives a file. nullopt for an unknown target, or an input its target ignores
// (shorter than the layout's header).
std::optional<Outcome> corpus_outcome(std::string_view target, ByteSpan file, Path path);
// Both paths.
std::optional<Verdicts> corpus_verdicts(std::string_view target, ByteSpan file);

}  // namespace wolfsuite::corpus
