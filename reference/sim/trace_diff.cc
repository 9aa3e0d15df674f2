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

Result<std::vector<Json>> parse_lines(std::string_view text, std::string_view side) {
  std::vector<Json> parsed;
  int number = 0;
  for (const std::string_view line : lines_of(text)) {
    ++number;
    Json value = Json::parse(line, nullptr, false);
    if (value.is_discarded() || !value.is_object()) {
      return malformed("E-TRACE-JSON", 0,
                       std::string(side) + " line " + std::to_string(number) + " is not a JSON object");
    }
    parsed.push_back(std::move(value));
  }
  return parsed;
}

std::string value_text(const Json& line, const std::string& key) {
  return line.contains(key) ? line[key].dump() : std::string(kMissing);
}

std::optional<int> frame_of(const Json& expected, const Json& actual) {
  const Json& framed = expected.contains("frame") ? expected : actual;
  if (framed.contains("frame") && framed["frame"].is_number_integer()) return framed["frame"].get<int>();
  return std::nullopt;
}

std::vector<FieldDifference> differences(const Json& expected, const Json& actual) {
  std::vector<FieldDifference> found;
  const auto text = value_text;
  for (const auto& [key, value] : expected.items()) {
    if (key == kNotCompared) continue;
    if (!actual.contains(key) || actual[key] != value) found.push_back({key, value.dump(), text(actual, key)});
  }
  for (const auto& [key, value] : actual.items()) {
    if (key != kNotCompared && !expected.contains(key)) found.push_back({key, std::string(kMissing), value.dump()});
  }
  return found;
}

}  // namespace

Result<TraceComparison> compare_traces(std::string_view expected, std::string_view actual,
                                       int context_lines) {
  WS_ASSIGN_OR_RETURN(const std::vector<Json> want, parse_lines(expected, "expected"));
  WS_ASSIGN_OR_RETURN(const std::vector<Json> got, parse_lines(actual, "actual"));
  TraceComparison comparison;
  const std::size_t longest = std::max(want.size(), got.size());
  static const Json kNoLine = Json::object();
  for (std::size_t i = 0; i < longest; ++i) {
    const Json& a = i < want.size() ? want[i] : kNoLine;
    const Json& b = i < got.size() ? got[i] : kNoLine;
    ++comparison.lines_compared;
    std::vector<FieldDifference> fields = differences(a, b);
    if (fields.empty()) continue;
    TraceDivergence divergence;
    divergence.line = static_cast<int>(i) + 1;
    divergence.frame = frame_of(a, b);
    divergence.fields = std::move(fields);
    const std::size_t first = i >= static_cast<std::size_t>(context_lines) ? i - context_lines : 0;
    const std::size_t last = std::min(longest - 1, i + static_cast<std::size_t>(context_lines));
    for (std::size_t line = first; line <= last; ++line) {
      const Json& near_want = line < want.size() ? want[line] : kNoLine;
      const Json& near_got = line < got.size() ? got[line] : kNoLine;
      TraceContextLine near{static_cast<int>(line) + 1, frame_of(near_want, near_got), {}};
      for (const FieldDifference& field : divergence.fields) {
        near.values.push_back({field.field, value_text(near_want, field.field),
                               value_text(near_got, field.field)});
      }
      divergence.context.push_back(std::move(near));
    }
    comparison.divergence = std::move(divergence);
    return comparison;
  }
  return comparison;
}

}  // namespace wolfsuite::sim
