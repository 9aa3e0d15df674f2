#include "corpus/build_corpus_verdicts.h"

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/grp.h"

namespace wolfsuite::corpus {
namespace {

DecodeOutcome map_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  const Result<BuildMap> map = decode_build_map(input, findings);
  if (!record(map, "decode_build_map", findings, outcome)) return outcome;
  validate_build_map(*map, findings);
  record(Status{}, "validate_build_map", findings, outcome);
  return outcome;
}

DecodeOutcome grp_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  record(decode_grp(input, findings), "decode_grp", findings, outcome);
  return outcome;
}

}  // namespace

const std::vector<std::string>& build_fuzz_targets() {
  static const std::vector<std::string> targets = {"build_grp_fuzzer", "build_map_fuzzer"};
  return targets;
}

std::optional<DecodeOutcome> build_corpus_outcome(std::string_view target, ByteSpan input) {
  if (target == "build_map_fuzzer") return map_outcome(input);
  if (target == "build_grp_fuzzer") return grp_outcome(input);
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
