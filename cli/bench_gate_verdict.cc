#include "cli/bench_gate_verdict.h"

#include <algorithm>
#include <map>

namespace wolfsuite::cli {
namespace {

GateRow row_of(const std::string& name, std::optional<double> baseline,
               const BenchmarkRatio* measured) {
  GateRow row;
  row.name = name;
  row.baseline = baseline;
  if (measured) {
    row.ratio = measured->ratio;
    row.per_run = measured->per_run;
  }
  return row;
}

GateRow judge_one(const BaselineEntry& expected, const BenchmarkRatio& measured,
                  const GateOptions& options) {
  GateRow row = row_of(expected.name, expected.ratio, &measured);
  if (!measured.error.empty()) {
    row.ratio.reset();
    row.verdict = GateVerdict::kError;
    row.detail = measured.error;
  } else if (measured.yardstick != expected.yardstick) {
    row.verdict = GateVerdict::kYardstickChanged;
    row.detail = "baseline divided by " + expected.yardstick + ", the run by " + measured.yardstick;
  } else if (measured.ratio < expected.ratio * (1 - options.tolerance)) {
    row.verdict = GateVerdict::kRegressed;
  } else if (measured.ratio > expected.ratio * (1 + options.tolerance)) {
    row.verdict = GateVerdict::kImproved;
  }
  return row;
}

}  // namespace

std::string_view gate_verdict_name(GateVerdict verdict) {
  switch (verdict) {
    case GateVerdict::kOk:
      return "ok";
    case GateVerdict::kImproved:
      return "improved";
    case GateVerdict::kRegressed:
      return "regressed";
    case GateVerdict::kMissing:
      return "missing";
    case GateVerdict::kNew:
      return "new";
    case GateVerdict::kError:
      return "error";
    case GateVerdict::kYardstickChanged:
      return "yardstick-changed";
  }
  return "?";
}

bool verdict_fails(GateVerdict verdict, const GateOptions& options) {
  switch (verdict) {
    case GateVerdict::kRegressed:
    case GateVerdict::kError:
    case GateVerdict::kYardstickChanged:
      return true;
    case GateVerdict::kMissing:
      return !options.allow_missing;
    case GateVerdict::kOk:
    case GateVerdict::kImproved:
    case GateVerdict::kNew:
      return false;
  }
  return true;
}

int GateReport::count(GateVerdict verdict) const {
  return static_cast<int>(std::count_if(
      rows.begin(), rows.end(), [verdict](const GateRow& row) { return row.verdict == verdict; }));
}

GateReport judge_benchmarks(const BenchBaseline& baseline, const std::vector<BenchmarkRatio>& run,
                            const GateOptions& options) {
  std::map<std::string, const BenchmarkRatio*> measured;
  for (const BenchmarkRatio& ratio : run) measured[ratio.name] = &ratio;
  GateReport report;
  for (const BaselineEntry& expected : baseline.benchmarks) {
    const auto found = measured.find(expected.name);
    if (found == measured.end()) {
      GateRow row = row_of(expected.name, expected.ratio, nullptr);
      row.verdict = GateVerdict::kMissing;
      report.rows.push_back(std::move(row));
      continue;
    }
    report.rows.push_back(judge_one(expected, *found->second, options));
    measured.erase(found);
  }
  for (const BenchmarkRatio& ratio : run) {
    if (!measured.contains(ratio.name)) continue;
    GateRow row = row_of(ratio.name, std::nullopt, &ratio);
    row.verdict = GateVerdict::kNew;
    // A new benchmark that reports an error is still an error: the code it times is broken.
    if (!ratio.error.empty()) {
      row.ratio.reset();
      row.verdict = GateVerdict::kError;
      row.detail = ratio.error;
    }
    report.rows.push_back(std::move(row));
  }
  for (GateRow& row : report.rows) row.fails = verdict_fails(row.verdict, options);
  report.passed = std::none_of(report.rows.begin(), report.rows.end(),
                               [](const GateRow& row) { return row.fails; });
  return report;
}

}  // namespace wolfsuite::cli
