#include "cli/bench_gate_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli/bench_gate_baseline.h"
#include "cli/bench_gate_ratios.h"
#include "cli/bench_gate_run.h"
#include "cli/bench_gate_verdict.h"
#include "cli/command_line.h"

namespace wolfsuite::cli {
namespace {

using Json = nlohmann::ordered_json;

// A file that cannot be judged: its error with the file named, and the usage exit code, since
// the gate was pointed at the wrong thing (a judged failure is exit 1).
int report_unusable(const std::string& path, Error error, std::ostream& err) {
  if (!error.message.starts_with(path)) error.message = path + ": " + error.message;
  report_error(error, err);
  return kExitUsage;
}

Result<std::string> read_text(const std::string& path, std::istream& in) {
  WS_ASSIGN_OR_RETURN(const Bytes bytes, read_input(path, in));
  return std::string(bytes.begin(), bytes.end());
}

std::string format(const char* pattern, double value) {
  char text[32];
  std::snprintf(text, sizeof text, pattern, value);
  return text;
}

std::optional<double> change_of(const GateRow& row) {
  if (!row.baseline || !row.ratio) return std::nullopt;
  return *row.ratio / *row.baseline - 1;
}

// (largest - smallest) / median of a benchmark's ratios over the runs.
std::optional<double> spread_of(const GateRow& row) {
  if (row.per_run.size() < 2 || !row.ratio) return std::nullopt;
  const auto [smallest, largest] = std::minmax_element(row.per_run.begin(), row.per_run.end());
  return (*largest - *smallest) / *row.ratio;
}

std::string summary(const GateReport& report, const BenchGateOptions& options) {
  std::string text = report.passed ? "passed" : "FAILED";
  const char* separator = ": ";
  for (const GateVerdict verdict : kGateVerdicts) {
    text += separator + std::to_string(report.count(verdict)) + " " +
            std::string(gate_verdict_name(verdict));
    separator = ", ";
  }
  return text + " (tolerance " + format("%.0f", options.tolerance * 100) + " %" +
         (options.allow_missing ? ", missing allowed" : "") + ")";
}

void print_table(const GateReport& report, const BenchGateOptions& options, std::ostream& out) {
  const bool several_runs = options.runs.size() > 1;
  const auto cell = [](const std::optional<double>& value, const char* pattern) {
    return value ? format(pattern, *value) : std::string("-");
  };
  char line[128];
  std::snprintf(line, sizeof line, "%-17s %9s %9s %8s%s  %s\n", "verdict", "baseline", "run",
                "change", several_runs ? "   spread" : "", "benchmark");
  out << line;
  for (const GateRow& row : report.rows) {
    const std::optional<double> change = change_of(row);
    const std::optional<double> spread = spread_of(row);
    std::snprintf(line, sizeof line, "%-17s %9s %9s %8s", gate_verdict_name(row.verdict).data(),
                  cell(row.baseline, "%.4g").c_str(), cell(row.ratio, "%.4g").c_str(),
                  change ? format("%+.1f %%", *change * 100).c_str() : "-");
    out << line;
    if (several_runs) out << (spread ? format(" %6.1f %%", *spread * 100) : "        -");
    out << "  " << row.name << '\n';
    if (!row.detail.empty()) out << "    " << row.detail << '\n';
  }
  out << "bench-gate: " << summary(report, options) << '\n';
}

Json optional_json(const std::optional<double>& value) {
  return value ? Json(*value) : Json(nullptr);
}

void print_json(const GateReport& report, const BenchGateOptions& options, std::ostream& out) {
  Json counts = Json::object();
  for (const GateVerdict verdict : kGateVerdicts) {
    counts[std::string(gate_verdict_name(verdict))] = report.count(verdict);
  }
  Json rows = Json::array();
  for (const GateRow& row : report.rows) {
    rows.push_back({{"name", row.name},
                    {"verdict", gate_verdict_name(row.verdict)},
                    {"fails", row.fails},
                    {"baseline", optional_json(row.baseline)},
                    {"ratio", optional_json(row.ratio)},
                    {"change", optional_json(change_of(row))},
                    {"per_run", row.per_run},
                    {"spread", optional_json(spread_of(row))},
                    {"detail", row.detail}});
  }
  const Json document = {{"schema", "wolfsuite-bench-gate/1"},
                         {"passed", report.passed},
                         {"tolerance", options.tolerance},
                         {"allow_missing", options.allow_missing},
                         {"runs", options.runs.size()},
                         {"counts", counts},
                         {"benchmarks", rows}};
  out << document.dump(2) << '\n';
}

}  // namespace

CLI::App* add_bench_gate_command(CLI::App& parent, BenchGateOptions& options) {
  CLI::App* gate = parent.add_subcommand(
      "bench-gate",
      "Hold Google Benchmark runs to a baseline of ratios to memcpy/memset of the same run");
  gate->add_option("RUN", options.runs, "Google Benchmark JSON reports (--benchmark_out)")
      ->required();
  gate->add_option("--baseline", options.baseline, "the baseline to hold the runs to");
  gate->add_option("--tolerance", options.tolerance,
                   "fail below baseline x (1 - T); report improvements above x (1 + T) "
                   "(default 0.30)")
      ->check(CLI::Range(0.0, 0.99));
  gate->add_flag("--allow-missing", options.allow_missing,
                 "pass when a baseline benchmark is not in the runs");
  gate->add_flag("--json", options.json, "print the judgement as JSON");
  gate->add_option("--write-baseline", options.write_baseline,
                   "write the runs' ratios as a baseline to this file");
  gate->footer(
      examples_footer({"wolfsuite bench-gate --baseline bench/baseline.json run.json",
                       "wolfsuite bench-gate --write-baseline bench/baseline.json run1.json "
                       "run2.json run3.json"}) +
      "\n\nExit status: 0 passed, 1 a benchmark regressed, failed or is missing, 2 usage or a file "
      "that is not a report or baseline.");
  return gate;
}

int run_bench_gate(const BenchGateOptions& options, Streams& streams) {
  if (options.baseline.empty() && options.write_baseline.empty()) {
    streams.err << "wolfsuite: usage: bench-gate needs --baseline FILE, --write-baseline FILE or "
                   "both\nRun 'wolfsuite bench-gate --help' for more information.\n";
    return kExitUsage;
  }
  std::vector<std::vector<BenchmarkRatio>> runs;
  std::string measured_on;
  for (const std::string& path : options.runs) {
    auto text = read_text(path, streams.in);
    if (!text.ok()) return report_unusable(path, text.error(), streams.err);
    auto run = parse_benchmark_run(*text);
    if (!run.ok()) return report_unusable(path, run.error(), streams.err);
    auto ratios = ratios_of(*run);
    if (!ratios.ok()) return report_unusable(path, ratios.error(), streams.err);
    if (measured_on.empty()) measured_on = run->measured_on;
    runs.push_back(std::move(*ratios));
  }
  const std::vector<BenchmarkRatio> combined = combine_runs(runs);

  BenchBaseline baseline;
  if (!options.baseline.empty()) {
    auto text = read_text(options.baseline, streams.in);
    if (!text.ok()) return report_unusable(options.baseline, text.error(), streams.err);
    auto parsed = parse_bench_baseline(*text);
    if (!parsed.ok()) return report_unusable(options.baseline, parsed.error(), streams.err);
    baseline = std::move(*parsed);
  }
  const GateReport report =
      judge_benchmarks(baseline, combined, {options.tolerance, options.allow_missing});

  if (!options.write_baseline.empty()) {
    if (runs.size() > 1) measured_on += "; median of " + std::to_string(runs.size()) + " runs";
    const std::string text = bench_baseline_json(baseline_from(combined, measured_on));
    const Status written = write_output(
        options.write_baseline,
        ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), streams.out);
    if (!written.ok()) return report_error(written.error(), streams.err);
  }
  if (options.json) {
    print_json(report, options, streams.out);
  } else {
    print_table(report, options, streams.out);
  }
  return options.baseline.empty() || report.passed ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
