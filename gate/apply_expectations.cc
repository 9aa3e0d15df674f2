#include "gate/apply_expectations.h"

#include <algorithm>
#include <set>
#include <string_view>

namespace wolfsuite::gate {
namespace {

// The outcomes a written file expects: the expectable ones that fail a run by themselves.
bool is_written(Outcome outcome) {
  return outcome == Outcome::kFail || outcome == Outcome::kCrash || outcome == Outcome::kTimeout ||
         outcome == Outcome::kBadResponse;
}

// `text` cut to at most `cap` bytes, never inside a UTF-8 sequence. Even if every byte left is
// invalid UTF-8, each written as the 3 bytes of U+FFFD (write_expectations), the entry stays
// below kMaxExpectationTextBytes: kWrittenReasonBytes is a quarter of it.
std::string cut_to(std::string text, std::size_t cap) {
  if (text.size() <= cap) return text;
  std::size_t end = cap;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  text.resize(end);
  return text;
}

bool matches_a_vector(const Expectation& entry, const Manifest& manifest,
                      const std::set<std::string_view>& ids) {
  if (!is_glob(entry.id)) return ids.contains(entry.id);
  return std::any_of(manifest.vectors.begin(), manifest.vectors.end(),
                     [&](const Vector& vector) { return id_matches(entry.id, vector.id); });
}

}  // namespace

GateRun apply_expectations(GateRun run, const Expectations& expectations, const Manifest& manifest,
                           bool strict) {
  const ExpectationLookup lookup(expectations);
  for (VectorResult& result : run.results) {
    const Expectation* entry = lookup.find(result.id);
    result.expectation = entry != nullptr ? std::optional<Expectation>(*entry) : std::nullopt;
  }
  run.strict = strict;
  std::set<std::string_view> ids;
  for (const Vector& vector : manifest.vectors) ids.insert(vector.id);
  run.stale_expectations.clear();
  for (const Expectation& entry : expectations.entries) {
    if (!matches_a_vector(entry, manifest, ids)) run.stale_expectations.push_back(entry);
  }
  return run;
}

std::string_view judgement_name(Judgement judgement) {
  switch (judgement) {
    case Judgement::kNoExpectation:
      return "none";
    case Judgement::kExpected:
      return "expected";
    case Judgement::kUnexpectedPass:
      return "unexpected-pass";
    case Judgement::kOtherOutcome:
      return "other-outcome";
  }
  return "none";
}

std::size_t count_judged(const GateRun& run, Judgement judged) {
  return static_cast<std::size_t>(
      std::count_if(run.results.begin(), run.results.end(),
                    [judged](const VectorResult& result) { return judgement(result) == judged; }));
}

std::size_t count_judged(const GateRun& run, Outcome outcome, Judgement judged) {
  return static_cast<std::size_t>(std::count_if(
      run.results.begin(), run.results.end(), [outcome, judged](const VectorResult& result) {
        return result.outcome == outcome && judgement(result) == judged;
      }));
}

Expectations expectations_of_failures(const GateRun& run) {
  Expectations written;
  for (const VectorResult& result : run.results) {
    if (!is_written(result.outcome)) continue;
    Expectation entry;
    entry.id = result.id;
    entry.outcome = std::string(outcome_name(result.outcome));
    if (judgement(result) == Judgement::kExpected) {
      entry.reason = result.expectation->reason;
      entry.link = result.expectation->link;
    } else {
      entry.reason = cut_to(result.reason, kWrittenReasonBytes);
      if (entry.reason.empty()) entry.reason = entry.outcome;  // an entry's reason is never empty
    }
    written.entries.push_back(std::move(entry));
  }
  return written;
}

}  // namespace wolfsuite::gate
