#pragma once
// The benchmark gate's judgement: each benchmark's ratio in the run against the baseline's.
//   regressed  ratio < baseline x (1 - tolerance)                        fails the gate
//   improved   ratio > baseline x (1 + tolerance)                        reported, passes
//   ok         in between                                                passes
//   missing    in the baseline, not in the run          fails unless missing is allowed
//   new        in the run, not in the baseline                           reported, passes
//   error      the benchmark reported an error in the run                fails the gate
//   yardstick  divided by other yardsticks than the baseline's           fails the gate
//              (a run filtered differently: the two ratios do not compare)
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/bench_gate_baseline.h"
#include "cli/bench_gate_ratios.h"

namespace wolfsuite::cli {

enum class GateVerdict { kOk, kImproved, kRegressed, kMissing, kNew, kError, kYardstickChanged };
inline constexpr GateVerdict kGateVerdicts[] = {
    GateVerdict::kOk,  GateVerdict::kImproved, GateVerdict::kRegressed,       GateVerdict::kMissing,
    GateVerdict::kNew, GateVerdict::kError,    GateVerdict::kYardstickChanged};

// "ok", "improved", "regressed", "missing", "new", "error", "yardstick-changed"
std::string_view gate_verdict_name(GateVerdict verdict);

struct GateOptions {
  double tolerance = 0.30;
  bool allow_missing = false;
};

// Whether a benchmark with `verdict` fails the gate (the table above); the one place that says.
bool verdict_fails(GateVerdict verdict, const GateOptions& options);

struct GateRow {
  std::string name;
  std::optional<double> baseline;  // absent for kNew
  std::optional<double> ratio;     // absent for kMissing and kError
  std::vector<double> per_run;
  GateVerdict verdict = GateVerdict::kOk;
  std::string detail;  // the error, or both yardsticks; empty otherwise
  bool fails = false;  // verdict_fails(verdict, the options judged with)
};

struct GateReport {
  std::vector<GateRow> rows;  // the baseline's order, then the run's new benchmarks
  bool passed = true;
  int count(GateVerdict verdict) const;
};

GateReport judge_benchmarks(const BenchBaseline& baseline, const std::vector<BenchmarkRatio>& run,
                            const GateOptions& options);

}  // namespace wolfsuite::cli
