#include "corpus/mac_corpus_verdicts.h"

#include "decoders/mac/fork_levels.h"
#include "decoders/mac/level.h"
#include "decoders/mac/map_list.h"
#include "fuzz/mac_fork_input.h"

namespace wolfsuite::corpus {
namespace {

DecodeOutcome level_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  const Result<MacLevel> level = decode_mac_level(input, findings);
  if (!record(level, "decode_mac_level", findings, outcome)) return outcome;
  record(validate_mac_level(*level, findings), "validate_mac_level", findings, outcome);
  return outcome;
}

DecodeOutcome map_list_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  const Result<MapList> list = decode_map_list(input, findings);
  if (!record(list, "decode_map_list", findings, outcome)) return outcome;
  validate_map_list(*list, findings);
  record(Status{}, "validate_map_list", findings, outcome);
  return outcome;
}

std::optional<DecodeOutcome> resource_fork_outcome(ByteSpan input) {
  if (input.empty()) return std::nullopt;
  const ByteSpan file = input.subspan(1);
  Findings findings;
  DecodeOutcome outcome;
  const Result<ResourceFork> fork =
      decode_mac_resource_file_as(file, fuzz::mac_fork_container(input[0], file), findings);
  if (!record(fork, "decode_mac_resource_file_as", findings, outcome)) return outcome;
  record(decode_fork_levels(*fork, findings), "decode_fork_levels", findings, outcome);
  return outcome;
}

}  // namespace

const std::vector<std::string>& mac_fuzz_targets() {
  static const std::vector<std::string> targets = {"mac_level_fuzzer", "mac_map_list_fuzzer",
                                                   "mac_resource_fork_fuzzer"};
  return targets;
}

std::optional<DecodeOutcome> mac_corpus_outcome(std::string_view target, ByteSpan input) {
  if (target == "mac_level_fuzzer") return level_outcome(input);
  if (target == "mac_map_list_fuzzer") return map_list_outcome(input);
  if (target == "mac_resource_fork_fuzzer") return resource_fork_outcome(input);
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
