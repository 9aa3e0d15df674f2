#include "gate/corpus_verdict.h"

#include <algorithm>

#include "corpus/build_corpus_verdicts.h"
#include "corpus/corpus_verdicts.h"
#include "corpus/mac_corpus_verdicts.h"
#include "corpus/quake_corpus_verdicts.h"
#include "corpus/wolf_corpus_verdicts.h"

namespace wolfsuite::gate {
namespace {

constexpr std::string_view kFuzzerSuffix = "_fuzzer";

using FamilyOutcome = std::optional<corpus::DecodeOutcome> (*)(std::string_view, ByteSpan);

struct VerdictFamily {
  const std::vector<std::string>& (*targets)();
  FamilyOutcome outcome;
};

// The families whose verdicts are DecodeOutcomes; the codec targets' (corpus_verdicts.h) differ.
constexpr VerdictFamily kFamilies[] = {
    {corpus::wolf_fuzz_targets, corpus::wolf_corpus_outcome},
    {corpus::build_fuzz_targets, corpus::build_corpus_outcome},
    {corpus::quake_fuzz_targets, corpus::quake_corpus_outcome},
    {corpus::mac_fuzz_targets, corpus::mac_corpus_outcome},
};

bool has_verdicts(std::string_view target) {
  const auto listed = [target](const std::vector<std::string>& targets) {
    return std::find(targets.begin(), targets.end(), target) != targets.end();
  };
  if (listed(corpus::fuzz_targets())) return true;
  return std::any_of(std::begin(kFamilies), std::end(kFamilies),
                     [&](const VerdictFamily& family) { return listed(family.targets()); });
}

std::string target_of_decoder(std::string_view decoder) {
  std::string target(decoder);
  std::replace(target.begin(), target.end(), '-', '_');
  return target + std::string(kFuzzerSuffix);
}

}  // namespace

std::optional<std::string> verdict_decoder_of_target(std::string_view target) {
  if (!has_verdicts(target)) return std::nullopt;
  std::string plain = corpus::plain_target_of(target).value_or(std::string(target));
  plain.resize(plain.size() - kFuzzerSuffix.size());
  std::replace(plain.begin(), plain.end(), '_', '-');
  return plain;
}

std::optional<CorpusVerdict> corpus_verdict(std::string_view decoder, ByteSpan file) {
  const std::string target = target_of_decoder(decoder);
  if (verdict_decoder_of_target(target) != decoder) return std::nullopt;
  const std::vector<std::string>& codec_targets = corpus::fuzz_targets();
  if (std::find(codec_targets.begin(), codec_targets.end(), target) != codec_targets.end()) {
    const std::optional<corpus::Outcome> outcome =
        corpus::corpus_outcome(target, file, corpus::Path::kLiteral);
    if (!outcome) return std::nullopt;
    return CorpusVerdict{outcome->accepted, outcome->error_id};
  }
  for (const VerdictFamily& family : kFamilies) {
    if (std::optional<corpus::DecodeOutcome> outcome = family.outcome(target, file)) {
      return CorpusVerdict{outcome->accepted, outcome->error_id};
    }
  }
  return std::nullopt;
}

}  // namespace wolfsuite::gate
