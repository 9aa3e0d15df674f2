#include "cli/bench_gate_run.h"

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "decoders/core/json_text.h"

namespace wolfsuite::cli {
namespace {

using nlohmann::json;

constexpr std::string_view kReportError = "E-BENCH-GATE-REPORT";

// Seconds per `time_unit`, the units Google Benchmark writes.
std::optional<double> seconds_per(const std::string& time_unit) {
  static const std::map<std::string, double> kSeconds = {
      {"ns", 1e-9}, {"us", 1e-6}, {"ms", 1e-3}, {"s", 1.0}};
  const auto found = kSeconds.find(time_unit);
  if (found == kSeconds.end()) return std::nullopt;
  return found->second;
}

// The throughput of one report entry, or what is wrong with it.
Result<std::pair<double, std::string>> entry_throughput(const json& entry,
                                                        const std::string& name) {
  for (const auto& [field, unit] :
       {std::pair{"bytes_per_second", "bytes/s"}, std::pair{"items_per_second", "items/s"}}) {
    const auto rate = entry.find(field);
    if (rate == entry.end()) continue;
    if (!rate->is_number() || rate->get<double>() <= 0) {
      return malformed(kReportError, 0, name + ": " + field + " is not a positive number");
    }
    return std::pair{rate->get<double>(), std::string(unit)};
  }
  const auto time = entry.find("real_time");
  const auto unit = entry.find("time_unit");
  if (time == entry.end() || !time->is_number() || time->get<double>() <= 0) {
    return malformed(kReportError, 0,
                     name + ": no bytes_per_second, items_per_second or positive real_time");
  }
  const std::optional<double> seconds = unit != entry.end() && unit->is_string()
                                            ? seconds_per(unit->get<std::string>())
                                            : std::nullopt;
  if (!seconds) return malformed(kReportError, 0, name + ": time_unit is not ns, us, ms or s");
  return std::pair{1.0 / (time->get<double>() * *seconds), std::string("runs/s")};
}

// What the report says of one benchmark, gathered over its entries.
struct Entries {
  std::optional<std::pair<double, std::string>> median;
  std::optional<std::pair<double, std::string>> mean;
  std::vector<std::pair<double, std::string>> iterations;
  std::string error;
};

Result<std::string> entry_name(const json& entry) {
  for (const char* field : {"run_name", "name"}) {
    const auto name = entry.find(field);
    if (name != entry.end() && name->is_string()) return name->get<std::string>();
  }
  return malformed(kReportError, 0, "a benchmark entry has no name");
}

Status add_entry(const json& entry, const std::string& name, Entries& entries) {
  if (entry.value("error_occurred", false)) {
    entries.error = entry.value("error_message", std::string("error_occurred"));
    return {};
  }
  const bool aggregate = entry.value("run_type", std::string()) == "aggregate";
  const std::string aggregate_name = entry.value("aggregate_name", std::string());
  // stddev, cv and user statistics describe the spread, not the speed.
  if (aggregate && aggregate_name != "median" && aggregate_name != "mean") return {};
  WS_ASSIGN_OR_RETURN(auto throughput, entry_throughput(entry, name));
  if (!aggregate) {
    entries.iterations.push_back(std::move(throughput));
  } else if (aggregate_name == "median") {
    entries.median = std::move(throughput);
  } else {
    entries.mean = std::move(throughput);
  }
  return {};
}

Result<BenchmarkThroughput> throughput_of(const std::string& name, const Entries& entries) {
  BenchmarkThroughput result{name, 0, "", entries.error};
  if (!entries.error.empty()) return result;
  if (const auto& chosen = entries.median ? entries.median : entries.mean) {
    result.per_second = chosen->first;
    result.unit = chosen->second;
    return result;
  }
  if (entries.iterations.empty()) {
    return malformed(kReportError, 0, name + ": only spread statistics, no time or rate");
  }
  double sum = 0;
  for (const auto& [per_second, unit] : entries.iterations) sum += per_second;
  result.per_second = sum / static_cast<double>(entries.iterations.size());
  result.unit = entries.iterations.front().second;
  return result;
}

// A count the context states ("num_cpus", "mhz_per_cpu"), absent or a whole number up to 1e9:
// read through get<double>(), since get<long long>() of 1e300 is undefined (it printed
// -9223372036854775808 CPUs).
Result<std::optional<long long>> context_count(const json& context, const char* field) {
  const auto count = context.find(field);
  if (count == context.end()) return std::optional<long long>();
  const double value = count->is_number() ? count->get<double>() : -1;
  if (!(value >= 0 && value <= 1e9) ||
      value != static_cast<double>(static_cast<long long>(value))) {
    return malformed(kReportError, 0,
                     std::string("context.") + field + " is not a whole number up to 1e9");
  }
  return std::optional<long long>(static_cast<long long>(value));
}

// "codec_bench on 2 CPUs at 2096 MHz, load average 0.72 0.72 1.31, 2026-11-28T00:30:00+00:00":
// the program by its file name only, so no folder of the measuring machine is written down.
Result<std::string> measured_on(const json& report) {
  const json context = report.value("context", json::object());
  std::string text = context.value("executable", std::string("a benchmark"));
  text = text.substr(text.find_last_of("/\\") + 1);
  WS_ASSIGN_OR_RETURN(const std::optional<long long> cpus, context_count(context, "num_cpus"));
  WS_ASSIGN_OR_RETURN(const std::optional<long long> mhz, context_count(context, "mhz_per_cpu"));
  if (cpus) {
    text += " on " + std::to_string(*cpus) + " CPUs";
    if (mhz) text += " at " + std::to_string(*mhz) + " MHz";
  }
  if (context.contains("load_avg") && context["load_avg"].is_array()) {
    text += ", load average";
    for (const json& load : context["load_avg"]) {
      if (!load.is_number()) continue;
      char number[32];
      std::snprintf(number, sizeof number, " %.2f", load.get<double>());
      text += number;
    }
  }
  if (context.contains("date") && context["date"].is_string()) {
    text += ", " + context["date"].get<std::string>();
  }
  return text;
}

Result<BenchmarkRun> read_benchmark_run(const json& report) {
  if (!report.is_object() || !report.contains("benchmarks") || !report["benchmarks"].is_array()) {
    return malformed(kReportError, 0, "no \"benchmarks\" array: not a Google Benchmark report");
  }
  std::vector<std::string> order;
  std::map<std::string, Entries> by_name;
  for (const json& entry : report["benchmarks"]) {
    if (!entry.is_object()) return malformed(kReportError, 0, "a benchmark entry is not an object");
    WS_ASSIGN_OR_RETURN(const std::string name, entry_name(entry));
    if (!by_name.contains(name)) order.push_back(name);
    WS_RETURN_IF_ERROR(add_entry(entry, name, by_name[name]));
  }
  BenchmarkRun run;
  for (const std::string& name : order) {
    WS_ASSIGN_OR_RETURN(BenchmarkThroughput throughput, throughput_of(name, by_name[name]));
    run.benchmarks.push_back(std::move(throughput));
  }
  WS_ASSIGN_OR_RETURN(run.measured_on, measured_on(report));
  return run;
}

}  // namespace

Result<BenchmarkRun> parse_benchmark_run(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(json report, parse_json_text(json_text, "E-BENCH-GATE-JSON"));
  // value() of a field of another type ("run_type": 5) throws nlohmann's type_error: caught once
  // here, it is the report's error, not an abort.
  try {
    return read_benchmark_run(report);
  } catch (const json::exception& error) {
    return malformed(kReportError, 0, std::string("a field has the wrong type: ") + error.what());
  }
}

}  // namespace wolfsuite::cli
