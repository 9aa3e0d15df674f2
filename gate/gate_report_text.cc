// gate_report_text (gate_report.h): the lines the command prints after the per-failure lines, so
// that a run where one cause fails hundreds of vectors ends with one line saying so.
#include "gate/gate_report.h"
#include "gate/triage.h"

namespace wolfsuite::gate {

std::string gate_report_text(const GateRun& run) {
  std::string text;
  const std::map<std::string, std::size_t> unsupported = unsupported_counts(run);
  if (!unsupported.empty()) {
    text += "unsupported:";
    const char* separator = " ";
    for (const auto& [capability, count] : unsupported) {
      text += separator + capability + " " + std::to_string(count);
      separator = ", ";
    }
    text += "\n";
  }
  const std::vector<FailureGroup> groups = failure_groups(run);
  if (!groups.empty()) text += "failures by kind:\n";
  for (const FailureGroup& group : groups) {
    const VectorResult& first = *group.results.front();
    const std::size_t count = group.results.size();
    text += "  " + group.capability + " " + group.kind + ": " + std::to_string(count) +
            (count == 1 ? " vector, " : " vectors, first ") + first.id + ": " + first.reason + "\n";
  }
  return text;
}

}  // namespace wolfsuite::gate
