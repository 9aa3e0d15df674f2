#include "gate/triage.h"

#include <algorithm>
#include <cctype>

#include "gate/adapter_process.h"

namespace wolfsuite::gate {
namespace {

// A word the shell takes as it is: no quotes needed, so the command reads as typed.
bool is_plain_word(std::string_view word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           std::string_view("_./=:,+-").find(c) != std::string_view::npos;
  });
}

std::string shell_word(std::string_view word) {
  return is_plain_word(word) ? std::string(word) : shell_quoted(word);
}

}  // namespace

std::string failure_kind(const VectorResult& result) {
  if (result.difference && !result.difference->kind.empty()) return result.difference->kind;
  return std::string(outcome_name(result.outcome));
}

std::vector<FailureGroup> failure_groups(const GateRun& run) {
  std::map<std::pair<std::string, std::string>, FailureGroup> by_cause;
  for (const VectorResult& result : run.results) {
    if (!is_failure(result, run.strict)) continue;  // an expected failure is not news
    const std::string kind = failure_kind(result);
    FailureGroup& group = by_cause[{result.capability, kind}];
    group.capability = result.capability;
    group.kind = kind;
    group.results.push_back(&result);
  }
  std::vector<FailureGroup> groups;
  for (auto& [cause, group] : by_cause) groups.push_back(std::move(group));
  std::stable_sort(groups.begin(), groups.end(), [](const FailureGroup& a, const FailureGroup& b) {
    return a.results.size() > b.results.size();
  });
  return groups;
}

std::map<std::string, std::size_t> unsupported_counts(const GateRun& run) {
  std::map<std::string, std::size_t> counts;
  for (const VectorResult& result : run.results) {
    if (result.outcome == Outcome::kUnsupported) ++counts[result.capability];
  }
  return counts;
}

std::string rerun_command(const GateRun& run, const std::string& id) {
  return "wolfsuite gate --vectors " + shell_word(run.vectors_folder.string()) + " --adapter " +
         shell_word(run.adapter) + " --id " + shell_word(id);
}

}  // namespace wolfsuite::gate
