#include "cli/trace_diff_command.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "reference/sim/trace_diff.h"

namespace wolfsuite::cli {
namespace {

std::string where(int line, const std::optional<int>& frame) {
  std::string text = "line " + std::to_string(line);
  if (frame) text += " (frame " + std::to_string(*frame) + ")";
  return text;
}

nlohmann::ordered_json divergence_json(const sim::TraceComparison& comparison) {
  nlohmann::ordered_json report = {{"agree", !comparison.divergence.has_value()},
                                   {"lines_compared", comparison.lines_compared}};
  if (!comparison.divergence) return report;
  const sim::TraceDivergence& at = *comparison.divergence;
  nlohmann::ordered_json fields = nlohmann::ordered_json::array();
  for (const sim::FieldDifference& field : at.fields) {
    fields.push_back({{"field", field.field}, {"expected", field.expected}, {"actual", field.actual}});
  }
  nlohmann::ordered_json context = nlohmann::ordered_json::array();
  for (const sim::TraceContextLine& near : at.context) {
    nlohmann::ordered_json values = nlohmann::ordered_json::array();
    for (const sim::FieldDifference& value : near.values) {
      values.push_back({{"field", value.field}, {"expected", value.expected}, {"actual", value.actual}});
    }
    context.push_back({{"line", near.line},
                       {"frame", near.frame ? nlohmann::ordered_json(*near.frame) : nlohmann::ordered_json()},
                       {"values", values}});
  }
  report["line"] = at.line;
  report["frame"] = at.frame ? nlohmann::ordered_json(*at.frame) : nlohmann::ordered_json();
  report["fields"] = fields;
  report["context"] = context;
  return report;
}

void print_divergence(const sim::TraceDivergence& at, std::ostream& out) {
  out << "the traces diverge at " << where(at.line, at.frame) << ":\n";
  for (const sim::FieldDifference& field : at.fields) {
    out << "  " << field.field << ": expected " << field.expected << ", actual " << field.actual << '\n';
  }
  out << "around it (expected / actual):\n";
  for (const sim::TraceContextLine& near : at.context) {
    out << (near.line == at.line ? "> " : "  ") << where(near.line, near.frame) << ":";
    for (const sim::FieldDifference& value : near.values) {
      out << ' ' << value.field << ' ' << value.expected;
      if (value.actual != value.expected) out << " / " << value.actual;
    }
    out << '\n';
  }
}

}  // namespace

CLI::App* add_trace_diff_command(CLI::App& parent, TraceDiffOptions& options) {
  CLI::App* diff = parent.add_subcommand(
      "trace-diff", "Where two demo traces part: the first differing frame and fields");
  diff->add_option("EXPECTED", options.expected, "the reference trace (- for stdin)")->required();
  diff->add_option("ACTUAL", options.actual, "the trace to check (- for stdin)")->required();
  diff->add_option("--context", options.context, "lines shown either side (default 2)")
      ->check(CLI::Range(0, 1000));
  diff->add_flag("--json", options.json, "print the comparison as JSON");
  diff->footer("Exit status: 0 the traces agree, 1 they diverge (or cannot be read), 2 usage.");
  return diff;
}

int run_trace_diff(const TraceDiffOptions& options, Streams& streams) {
  const auto expected = read_input(options.expected, streams.in);
  if (!expected.ok()) return report_error(expected.error(), streams.err);
  const auto actual = read_input(options.actual, streams.in);
  if (!actual.ok()) return report_error(actual.error(), streams.err);
  const auto text = [](const Bytes& bytes) {
    return std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size());
  };
  const auto comparison = sim::compare_traces(text(*expected), text(*actual), options.context);
  if (!comparison.ok()) return report_error(comparison.error(), streams.err);
  if (options.json) {
    streams.out << divergence_json(*comparison).dump() << '\n';
  } else if (comparison->divergence) {
    print_divergence(*comparison->divergence, streams.out);
  } else {
    streams.out << "the traces agree (" << comparison->lines_compared << " lines)\n";
  }
  return comparison->divergence ? kExitDataError : kExitOk;
}

}  // namespace wolfsuite::cli
