#pragma once
// Comparing two demo traces (trace.h) the way a port needs when it loses sync: line by line from
// the top, the first line where any field differs, every field that differs there with both
// values, and a few lines either side to show how it came about. The header's "oracle" (who made
// the trace) is not compared.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::sim {

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

struct TraceDivergence {
  int line = 0;                  // 1-based
  std::optional<int> frame;      // the line's "frame", if it has one (-1 for the set-up line)
  std::vector<FieldDifference> fields;
  std::vector<TraceContextLine> context;  // up to `context_lines` either side, the line included
};

struct TraceComparison {
  int lines_compared = 0;
  std::optional<TraceDivergence> divergence;  // none: the traces agree
};

// E-TRACE-JSON when a line of either text is not a JSON object (the message names the side and
// line). A trace shorter than the other diverges at its first missing line.
Result<TraceComparison> compare_traces(std::string_view expected, std::string_view actual,
                                       int context_lines = 2);

}  // namespace wolfsuite::sim
