#pragma once
// `wolfsuite trace-diff EXPECTED ACTUAL`: where two demo traces (reference/sim/trace.h) part:
// the first line that differs, every field that differs there with both values, and those
// fields on the lines around it. What a port runs when its demo playback loses sync. When every
// line both traces have agrees but one is shorter, it says once where that one ends:
//   ACTUAL ends after line 227 (frame 225); EXPECTED goes on to line 300
// and a trace whose last line is cut mid-line is said to be truncated (its whole lines are still
// compared):
//   line 228 of ACTUAL is cut short: the trace is truncated
//
//   wolfsuite trace-diff EXPECTED.jsonl ACTUAL.jsonl [--context N] [--json]
//
// --json prints {"schema": "wolfsuite-trace-diff/1", "agree", "lines_compared",
// "truncated": [{"trace": "expected"|"actual", "line"}]} and, when they part, "line", "frame",
// "fields": [{"field", "expected", "actual"}], "context": [{"line", "frame", "values": [...]}] and
// "ends": null or {"trace", "after_line", "frame", "other_lines"} (fields and context are empty
// when a trace ends). On failure it prints {"schema", "ok": false, "errors": [error]}
// (cli/set_report.h report_failure) and the error on stderr.
//
// Either file may be "-" (stdin). Exit 0 when the traces agree, 1 when they diverge, one ends
// early or is truncated (or a file cannot be read or is not JSON lines: E-TRACE-JSON), 2 for a
// usage error.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct TraceDiffOptions {
  std::string expected;
  std::string actual;
  int context = 2;
  bool json = false;
};

CLI::App* add_trace_diff_command(CLI::App& parent, TraceDiffOptions& options);
int run_trace_diff(const TraceDiffOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
