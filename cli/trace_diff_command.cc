#include "cli/trace_diff_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/set_report.h"
#include "reference/sim/trace_diff.h"

namespace wolfsuite::cli {
namespace {

constexpr std::string_view kTraceDiffSchema = "wolfsuite-trace-diff/1";

std::string where(int line, const std::optional<int>& frame) {
  std::string text = "line " + std::to_string(line);
  if (frame) text += " (frame " + std::to_string(*frame) + ")";
  return text;
}

// The operand's name in the usage line, EXPECTED or ACTUAL, so the text says which file it means.
std::string operand(sim::TraceSide side) {
  return side == sim::TraceSide::kExpected ? "EXPECTED" : "ACTUAL";
}

sim::TraceSide other_side(sim::TraceSide side) {
  return side == sim::TraceSide::kExpected ? sim::TraceSide::kActual : sim::TraceSide::kExpected;
}

Json frame_json(const std::optional<int>& frame) { return frame ? Json(*frame) : Json(); }

Json field_json(const sim::FieldDifference& field) {
  return {{"field", field.field}, {"expected", field.expected}, {"actual", field.actual}};
}

Json end_json(const std::optional<sim::TraceEnd>& end) {
  if (!end) return Json();
  return {{"trace", sim::side_name(end->trace)},
          {"after_line", end->after_line},
          {"frame", frame_json(end->frame)},
          {"other_lines", end->other_lines}};
}

Json divergence_json(const sim::TraceComparison& comparison) {
  Json cuts = Json::array();
  for (const sim::TraceCut& cut : comparison.cuts) {
    cuts.push_back({{"trace", sim::side_name(cut.trace)}, {"line", cut.line}});
  }
  Json report = {{"schema", kTraceDiffSchema},
                 {"agree", !comparison.divergence.has_value()},
                 {"lines_compared", comparison.lines_compared},
                 {"truncated", cuts}};
  if (!comparison.divergence) return report;
  const sim::TraceDivergence& at = *comparison.divergence;
  Json fields = Json::array();
  for (const sim::FieldDifference& field : at.fields) fields.push_back(field_json(field));
  Json context = Json::array();
  for (const sim::TraceContextLine& near : at.context) {
    Json values = Json::array();
    for (const sim::FieldDifference& value : near.values) values.push_back(field_json(value));
    context.push_back({{"line", near.line}, {"frame", frame_json(near.frame)}, {"values", values}});
  }
  report["line"] = at.line;
  report["frame"] = frame_json(at.frame);
  report["fields"] = fields;
  report["context"] = context;
  report["ends"] = end_json(at.end);
  return report;
}

// "ACTUAL ends after line 227 (frame 225); EXPECTED goes on to line 300": once, not as every
// field of every line the shorter trace lacks.
void print_end(const sim::TraceEnd& end, std::ostream& out) {
  out << operand(end.trace) << " ends "
      << (end.after_line == 0 ? std::string("before line 1")
                              : "after " + where(end.after_line, end.frame));
  if (end.other_lines > end.after_line) {
    out << "; " << operand(other_side(end.trace)) << " goes on to line " << end.other_lines << '\n';
  } else {
    out << ", as " << operand(other_side(end.trace)) << " does\n";
  }
}

void print_fields(const sim::TraceDivergence& at, std::ostream& out) {
  out << "the traces diverge at " << where(at.line, at.frame) << ":\n";
  for (const sim::FieldDifference& field : at.fields) {
    out << "  " << field.field << ": expected " << field.expected << ", actual " << field.actual
        << '\n';
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

void print_comparison(const sim::TraceComparison& comparison, std::ostream& out) {
  if (!comparison.divergence) {
    out << "the traces agree (" << comparison.lines_compared << " lines)\n";
  } else if (comparison.divergence->end) {
    print_end(*comparison.divergence->end, out);
  } else {
    print_fields(*comparison.divergence, out);
  }
  for (const sim::TraceCut& cut : comparison.cuts) {
    out << "line " << cut.line << " of " << operand(cut.trace)
        << " is cut short: the trace is truncated\n";
  }
}

std::string_view text_of(const Bytes& bytes) {
  return std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

}  // namespace

CLI::App* add_trace_diff_command(CLI::App& parent, TraceDiffOptions& options) {
  CLI::App* diff = parent.add_subcommand(
      "trace-diff", "Where two demo traces part: the first differing frame and fields");
  diff->add_option("EXPECTED", options.expected, "the reference trace (- for stdin)")
      ->type_name("FILE")
      ->required();
  diff->add_option("ACTUAL", options.actual, "the trace to check (- for stdin)")
      ->type_name("FILE")
      ->required();
  // The bounds are in the description: CLI11 would print the Range as "INT:INT in [0 - 1000]".
  diff->add_option(
          "--context", options.context,
          "lines shown either side, 0..1000 (default " + std::to_string(options.context) + ")")
      ->type_name("N")
      ->check(CLI::Range(0, 1000).description(""));
  diff->add_flag("--json", options.json,
                 "print the comparison as JSON (schema wolfsuite-trace-diff/1)");
  diff->footer(examples_footer({"wolfsuite trace-diff expected.jsonl demo0.jsonl",
                                "wolfsuite demo ../shared/data/wl1 --demo 0 --trace - | "
                                "wolfsuite trace-diff --json expected.jsonl -"}) +
               "\n\nExit status: 0 the traces agree, 1 they diverge, one ends early or is "
               "truncated (or a trace cannot be read), 2 usage.");
  return diff;
}

int run_trace_diff(const TraceDiffOptions& options, Streams& streams) {
  const auto fail = [&](const Error& error) {
    return report_failure(error, kTraceDiffSchema, options.json, streams);
  };
  const auto expected = read_input(options.expected, streams.in);
  if (!expected.ok()) return fail(expected.error());
  const auto actual = read_input(options.actual, streams.in);
  if (!actual.ok()) return fail(actual.error());
  const auto comparison =
      sim::compare_traces(text_of(*expected), text_of(*actual), options.context);
  if (!comparison.ok()) return fail(comparison.error());
  if (options.json) {
    streams.out << json_text(divergence_json(*comparison));
  } else {
    print_comparison(*comparison, streams.out);
  }
  return comparison->divergence ? kExitDataError : kExitOk;
}

}  // namespace wolfsuite::cli
