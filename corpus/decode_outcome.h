#pragma once
// What a fuzz target's decoders make of one corpus file: accepted (with the findings of every
// decoder run) or rejected by one decoder with one error. The corpus verdict functions of every
// family (corpus/<family>_corpus_verdicts.h) give it; the crafting tools check their recipes
// against it and the corpus tests check the committed metadata against it.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite::corpus {

struct DecodeOutcome {
  bool accepted = false;
  std::string decoder;   // the last decoder run: for a rejected file, the one that rejected it
  std::string error_id;  // empty when accepted
  std::size_t error_offset = 0;
  std::vector<Finding> findings;  // of every decoder run, in order
};

// Records one decoder's result (a Result<T> or a Status) and the findings gathered so far;
// true when it accepted, so the next decoder may run.
template <typename R>
bool record(const R& result, std::string_view decoder, const Findings& findings,
            DecodeOutcome& outcome) {
  outcome.decoder = decoder;
  outcome.findings = findings.items();
  outcome.accepted = result.ok();
  if (!result.ok()) {
    outcome.error_id = result.error().id;
    outcome.error_offset = result.error().offset;
  }
  return outcome.accepted;
}

// "accepted by decode_map_set with W-..., W-..." or "rejected by decode_vswap with E-... at byte
// n".
std::string to_string(const DecodeOutcome& outcome);
// The IDs of the outcome's findings, sorted, each once.
std::vector<std::string> finding_ids(const DecodeOutcome& outcome);
// The offset of the first finding with this ID.
std::optional<std::size_t> first_finding_offset(const DecodeOutcome& outcome, std::string_view id);

}  // namespace wolfsuite::corpus
