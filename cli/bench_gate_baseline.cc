#include "cli/bench_gate_baseline.h"

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "decoders/core/json_text.h"

namespace wolfsuite::cli {
namespace {

using nlohmann::ordered_json;

constexpr std::string_view kBaselineError = "E-BENCH-GATE-BASELINE";

double four_significant_digits(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return std::strtod(text, nullptr);
}

Result<BaselineEntry> parse_entry(const std::string& name, const ordered_json& entry) {
  if (!entry.is_object()) return malformed(kBaselineError, 0, name + ": not an object");
  const auto ratio = entry.find("ratio");
  if (ratio == entry.end() || !ratio->is_number() || ratio->get<double>() <= 0) {
    return malformed(kBaselineError, 0, name + ": \"ratio\" is not a positive number");
  }
  const auto yardstick = entry.find("yardstick");
  if (yardstick == entry.end() || !yardstick->is_string()) {
    return malformed(kBaselineError, 0, name + ": \"yardstick\" is not a string");
  }
  return BaselineEntry{name, ratio->get<double>(), yardstick->get<std::string>()};
}

Result<BenchBaseline> read_bench_baseline(const ordered_json& document) {
  if (!document.is_object() || document.value("format", std::string()) != kBenchBaselineFormat) {
    return malformed(kBaselineError, 0,
                     "\"format\" is not \"" + std::string(kBenchBaselineFormat) + "\"");
  }
  const auto benchmarks = document.find("benchmarks");
  if (benchmarks == document.end() || !benchmarks->is_object()) {
    return malformed(kBaselineError, 0, "\"benchmarks\" is not an object");
  }
  BenchBaseline baseline;
  baseline.measured_on = document.value("measured_on", std::string());
  for (const auto& [name, entry] : benchmarks->items()) {
    WS_ASSIGN_OR_RETURN(BaselineEntry parsed, parse_entry(name, entry));
    baseline.benchmarks.push_back(std::move(parsed));
  }
  return baseline;
}

}  // namespace

Result<BenchBaseline> parse_bench_baseline(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(ordered_json document,
                      parse_json_text<ordered_json>(json_text, "E-BENCH-GATE-JSON"));
  // value() of a field of another type ("format": 1) throws nlohmann's type_error: caught once
  // here, it is the baseline's error, not an abort.
  try {
    return read_bench_baseline(document);
  } catch (const ordered_json::exception& error) {
    return malformed(kBaselineError, 0, std::string("a field has the wrong type: ") + error.what());
  }
}

BenchBaseline baseline_from(const std::vector<BenchmarkRatio>& ratios, std::string measured_on) {
  BenchBaseline baseline{std::move(measured_on), {}};
  for (const BenchmarkRatio& ratio : ratios) {
    if (!ratio.error.empty()) continue;
    baseline.benchmarks.push_back(
        {ratio.name, four_significant_digits(ratio.ratio), ratio.yardstick});
  }
  return baseline;
}

std::string bench_baseline_json(const BenchBaseline& baseline) {
  ordered_json benchmarks = ordered_json::object();
  for (const BaselineEntry& entry : baseline.benchmarks) {
    benchmarks[entry.name] = {{"ratio", entry.ratio}, {"yardstick", entry.yardstick}};
  }
  const ordered_json document = {{"format", kBenchBaselineFormat},
                                 {"measured_on", baseline.measured_on},
                                 {"benchmarks", benchmarks}};
  return document.dump(2) + "\n";
}

}  // namespace wolfsuite::cli
