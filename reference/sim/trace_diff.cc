#include "reference/sim/trace_diff.h"

#include <nlohmann/json.hpp>

namespace wolfsuite::sim {
namespace {

using Json = nlohmann::ordered_json;
constexpr std::string_view kMissing = "(missing)";
constexpr std::string_view kNotCompared = "oracle";

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty()) lines.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

struct ParsedTrace {
  std::vector<Json> lines;
  std::optional<int> cut_line;
};

Result<ParsedTrace> parse_trace(std::string_view text, TraceSide side) {
  const std::vector<std::string_view> lines = lines_of(text);
  const bool last_line_closed = text.ends_with('\n');
  ParsedTrace trace;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    Json value = Json::parse(lines[i], nullptr, false);
    // A writer that stopped mid-line (killed, crashed, out of disk) leaves an unclosed last line
    // that is no JSON at all; a line that is JSON but no object was written wrong, not cut.
    if (value.is_discarded() && i + 1 == lines.size() && !last_line_closed) {
      trace.cut_line = number;
      break;
    }
    if (value.is_discarded() || !value.is_object()) {
      return malformed("E-TRACE-JSON", static_cast<std::size_t>(lines[i].data() - text.data()),
                       std::string(side_name(side)) + " line " + std::to_string(number) +
                           " is not a JSON object");
    }
    trace.lines.push_back(std::move(value));
  }
  return trace;
}

std::string value_text(const Json& line, const std::string& key) {
  return line.contains(key) ? line[key].dump() : std::string(kMissing);
}

std::optional<int> frame_in(const Json& line) {
  if (line.contains("frame") && line["frame"].is_number_integer()) return line["frame"].get<int>();
  return std::nullopt;
}

std::optional<int> frame_of(const Json& expected, const Json& actual) {
  return frame_in(expected.contains("frame") ? expected : actual);
}

std::vector<FieldDifference> differences(const Json& expected, const Json& actual) {
  std::vector<FieldDifference> found;
  const auto text = value_text;
  for (const auto& [key, value] : expected.items()) {
    if (key == kNotCompared) continue;
    if (!actual.contains(key) || actual[key] != value)
      found.push_back({key, value.dump(), text(actual, key)});
  }
  for (const auto& [key, value] : actual.items()) {
    if (key != kNotCompared && !expected.contains(key))
      found.push_back({key, std::string(kMissing), value.dump()});
  }
  return found;
}

// The divergence at line index `at`, with the lines around it; past a trace's end its values are
// "(missing)".
TraceDivergence divergence_at(const std::vector<Json>& want, const std::vector<Json>& got,
                              std::size_t at, std::vector<FieldDifference> fields,
                              int context_lines) {
  static const Json kNoLine = Json::object();
  const std::size_t longest = std::max(want.size(), got.size());
  TraceDivergence divergence;
  divergence.line = static_cast<int>(at) + 1;
  divergence.frame = frame_of(want[at], got[at]);
  divergence.fields = std::move(fields);
  const std::size_t around = static_cast<std::size_t>(context_lines);
  const std::size_t first = at >= around ? at - around : 0;
  const std::size_t last = std::min(longest - 1, at + around);
  for (std::size_t line = first; line <= last; ++line) {
    const Json& near_want = line < want.size() ? want[line] : kNoLine;
    const Json& near_got = line < got.size() ? got[line] : kNoLine;
    TraceContextLine near{static_cast<int>(line) + 1, frame_of(near_want, near_got), {}};
    for (const FieldDifference& field : divergence.fields) {
      near.values.push_back(
          {field.field, value_text(near_want, field.field), value_text(near_got, field.field)});
    }
    divergence.context.push_back(std::move(near));
  }
  return divergence;
}

// Where the traces part when every line both have agrees but they do not end alike: one is
// shorter, or it has as many whole lines and was cut.
TraceDivergence divergence_at_end(const ParsedTrace& want, const ParsedTrace& got) {
  const bool actual_ends = got.lines.size() < want.lines.size() ||
                           (got.lines.size() == want.lines.size() && got.cut_line);
  const std::vector<Json>& shorter = actual_ends ? got.lines : want.lines;
  const std::vector<Json>& other = actual_ends ? want.lines : got.lines;
  TraceEnd end;
  end.trace = actual_ends ? TraceSide::kActual : TraceSide::kExpected;
  end.after_line = static_cast<int>(shorter.size());
  end.other_lines = static_cast<int>(other.size());
  if (!shorter.empty()) end.frame = frame_in(shorter.back());
  TraceDivergence divergence;
  divergence.line = end.after_line + 1;
  if (other.size() > shorter.size()) divergence.frame = frame_in(other[shorter.size()]);
  divergence.end = end;
  return divergence;
}

}  // namespace

std::string_view side_name(TraceSide side) {
  return side == TraceSide::kExpected ? "expected" : "actual";
}

Result<TraceComparison> compare_traces(std::string_view expected, std::string_view actual,
                                       int context_lines) {
  WS_ASSIGN_OR_RETURN(const ParsedTrace want, parse_trace(expected, TraceSide::kExpected));
  WS_ASSIGN_OR_RETURN(const ParsedTrace got, parse_trace(actual, TraceSide::kActual));
  TraceComparison comparison;
  if (want.cut_line) comparison.cuts.push_back({TraceSide::kExpected, *want.cut_line});
  if (got.cut_line) comparison.cuts.push_back({TraceSide::kActual, *got.cut_line});
  const std::size_t common = std::min(want.lines.size(), got.lines.size());
  for (std::size_t i = 0; i < common; ++i) {
    ++comparison.lines_compared;
    std::vector<FieldDifference> fields = differences(want.lines[i], got.lines[i]);
    if (fields.empty()) continue;
    comparison.divergence =
        divergence_at(want.lines, got.lines, i, std::move(fields), context_lines);
    return comparison;
  }
  if (want.lines.size() != got.lines.size() || !comparison.cuts.empty()) {
    comparison.divergence = divergence_at_end(want, got);
  }
  return comparison;
}

}  // namespace wolfsuite::sim
