#pragma once
// An expectation file (gate/expectations.h) applied to a finished run, and a run's failures made
// into one (`wolfsuite gate --expectations`, `--write-expectations`; docs/ADAPTERS.md
// "Expectation files"). Pure functions over GateRun: the run itself knows nothing of them.
#include <cstddef>
#include <string_view>

#include "gate/expectations.h"
#include "gate/gate_run.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {

// `run` with each result's expectation set by the matching rule (ExpectationLookup), `strict`
// recorded (an unexpected pass then fails the run), and the stale entries listed: those that
// match no vector of `manifest`. The whole manifest, not the vectors the run chose: a run of
// --only one capability would otherwise call every entry of the others stale.
GateRun apply_expectations(GateRun run, const Expectations& expectations, const Manifest& manifest,
                           bool strict);

// "none", "expected", "unexpected-pass", "other-outcome": the reports' names.
std::string_view judgement_name(Judgement judgement);

// The results judged so (judgement, gate_run.h); and of those, the ones of `outcome`.
std::size_t count_judged(const GateRun& run, Judgement judgement);
std::size_t count_judged(const GateRun& run, Outcome outcome, Judgement judgement);

// Today's failures as an expectation file, a start for a port's own: one entry per result that
// is fail, crash, timeout or bad-response (not unsupported, which fails nothing unless required,
// nor error, which no entry may expect), by its exact id, in the run's order. An entry keeps the
// reason and link of the expectation that matched it when that expected this outcome; otherwise
// its reason is the result's reason line, cut to kWrittenReasonBytes.
inline constexpr std::size_t kWrittenReasonBytes = kMaxExpectationTextBytes / 4;
Expectations expectations_of_failures(const GateRun& run);

}  // namespace wolfsuite::gate
