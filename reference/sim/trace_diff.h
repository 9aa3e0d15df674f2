#pragma once
// Comparing two demo traces (trace.h) the way a port needs when it loses sync: line by line from
// the top, the first line where the traces part. That is either a line where fields differ (every
// such field with both values, and those fields on a few lines either side to show how it came
// about), or the line one trace no longer has: the shorter trace's end, reported once instead of
// as every field of every later line missing. The header's "oracle" (who made the trace) is not
// compared.
//
// A trace whose last line is cut mid-line (no closing newline, and not JSON) was truncated: its
// writer stopped (killed, crashed, out of disk). That line is left out and reported as a TraceCut;
// the whole lines before it are compared as usual, so a truncated trace ends where it was cut.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::sim {

enum class TraceSide { kExpected, kActual };

// "expected" / "actual"
std::string_view side_name(TraceSide side);

struct FieldDifference {
  std::string field;
  std::string expected;  // the value as JSON text, "(missing)" when the line lacks the field
  std::string actual;
};

// A line near the divergence: the diverging fields' values there, in the order of `fields`.
struct TraceContextLine {
  int line = 0;  // 1-based line of the trace
  std::optional<int> frame;
  std::vector<FieldDifference> values;  // equal values included
};

// The shorter trace's end, every line up to it agreeing with the other trace.
struct TraceEnd {
  TraceSide trace = TraceSide::kActual;  // the shorter trace (on a tie, the truncated one)
  int after_line = 0;                    // its last whole line; 0 when it has none
  std::optional<int> frame;              // that line's "frame", if it has one
  int other_lines = 0;  // the other trace's whole lines; equal to after_line when both end there
};

struct TraceDivergence {
  int line = 0;              // 1-based
  std::optional<int> frame;  // the line's "frame", if it has one (-1 for the set-up line)
  std::vector<FieldDifference> fields;    // empty when the traces part because one ends
  std::vector<TraceContextLine> context;  // up to `context_lines` either side, the line included
  std::optional<TraceEnd> end;            // set when one trace has no line `line`
};

// A trace's last line, cut mid-line.
struct TraceCut {
  TraceSide trace = TraceSide::kActual;
  int line = 0;  // 1-based: one past the trace's last whole line
};

struct TraceComparison {
  int lines_compared = 0;
  std::optional<TraceDivergence> divergence;  // none: the traces agree
  std::vector<TraceCut> cuts;                 // expected's first; a cut trace never agrees
};

// E-TRACE-JSON when a line of either text is not a JSON object (the message names the side and
// line; the offset is the line's), except a last line cut short, which is a TraceCut.
Result<TraceComparison> compare_traces(std::string_view expected, std::string_view actual,
                                       int context_lines = 2);

}  // namespace wolfsuite::sim
