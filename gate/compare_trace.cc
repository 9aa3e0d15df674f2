// compare_demo_traces (compare.h): the first differing trace line, through sim::compare_traces
// (what `wolfsuite trace-diff` prints).
#include <string>

#include "gate/compare.h"
#include "reference/sim/trace_diff.h"

namespace wolfsuite::gate {
namespace {

std::string where(int line, const std::optional<int>& frame) {
  return "line " + std::to_string(line) + (frame ? " (frame " + std::to_string(*frame) + ")" : "");
}

}  // namespace

std::optional<FirstDifference> compare_demo_traces(std::string_view expected,
                                                   std::string_view actual) {
  const auto comparison = sim::compare_traces(expected, actual);
  FirstDifference difference;
  if (!comparison.ok()) {
    difference.kind = "not-a-trace";
    difference.summary = "the traces cannot be compared: " + comparison.error().to_string();
    difference.facts = {{"error", comparison.error().id}};
    return difference;
  }
  if (!comparison->divergence) return std::nullopt;
  const sim::TraceDivergence& at = *comparison->divergence;
  difference.kind = "trace-differs";
  difference.summary = "the traces diverge at " + where(at.line, at.frame);
  nlohmann::ordered_json fields = nlohmann::ordered_json::array();
  for (const sim::FieldDifference& field : at.fields) {
    difference.detail.push_back(field.field + ": expected " + field.expected + ", actual " +
                                field.actual);
    fields.push_back(
        {{"field", field.field}, {"expected", field.expected}, {"actual", field.actual}});
  }
  if (!at.fields.empty()) {
    difference.summary += ": " + difference.detail.front();
  }
  difference.facts = {
      {"line", at.line},
      {"frame", at.frame ? nlohmann::ordered_json(*at.frame) : nlohmann::ordered_json()},
      {"fields", fields}};
  return difference;
}

}  // namespace wolfsuite::gate
