// gate_report_json (gate_report.h).
#include <nlohmann/json.hpp>

#include "gate/apply_expectations.h"
#include "gate/gate_report.h"

namespace wolfsuite::gate {
namespace {

using ordered_json = nlohmann::ordered_json;

ordered_json outcome_counts(const std::vector<const VectorResult*>& results) {
  ordered_json counts = {{"vectors", results.size()}};
  for (std::size_t outcome = 0; outcome < kOutcomeCount; ++outcome) {
    counts[std::string(outcome_name(static_cast<Outcome>(outcome)))] = 0;
  }
  for (const VectorResult* result : results) {
    counts[std::string(outcome_name(result->outcome))] =
        counts[std::string(outcome_name(result->outcome))].get<std::size_t>() + 1;
  }
  return counts;
}

// An expectation file's entry (gate/expectations.h), as the file writes it.
ordered_json expectation_json(const Expectation& expectation) {
  ordered_json entry = {
      {"id", expectation.id}, {"outcome", expectation.outcome}, {"reason", expectation.reason}};
  if (!expectation.link.empty()) entry["link"] = expectation.link;
  return entry;
}

ordered_json result_json(const VectorResult& result) {
  ordered_json entry = {{"id", result.id},
                        {"capability", result.capability},
                        {"outcome", outcome_name(result.outcome)},
                        {"reason", result.reason},
                        {"elapsed_ms", result.elapsed.count()}};
  if (!result.adapter_message.empty()) entry["message"] = result.adapter_message;
  if (!result.adapter_stderr.empty()) entry["stderr"] = result.adapter_stderr;
  if (result.difference) {
    entry["difference"] = {{"kind", result.difference->kind},
                           {"summary", result.difference->summary},
                           {"detail", result.difference->detail},
                           {"facts", result.difference->facts}};
  }
  if (result.expectation) {
    entry["expectation"] = expectation_json(*result.expectation);
    entry["expectation"]["judgement"] = judgement_name(judgement(result));
  }
  return entry;
}

}  // namespace

std::string gate_report_json(const GateRun& run) {
  std::vector<const VectorResult*> all;
  std::map<std::string, std::vector<const VectorResult*>> by_capability;
  ordered_json results = ordered_json::array();
  for (const VectorResult& result : run.results) {
    all.push_back(&result);
    by_capability[result.capability].push_back(&result);
    results.push_back(result_json(result));
  }
  ordered_json summary = outcome_counts(all);
  summary["passed"] = run.passed();
  summary["expected"] = count_judged(run, Judgement::kExpected);
  summary["unexpected_passes"] = count_judged(run, Judgement::kUnexpectedPass);
  summary["stale_expectations"] = run.stale_expectations.size();
  ordered_json capabilities = ordered_json::object();
  for (const auto& [capability, results_of] : by_capability) {
    capabilities[capability] = outcome_counts(results_of);
  }
  ordered_json report = {{"schema", kGateReportSchema}, {"adapter", run.adapter},
                         {"generator", run.generator},  {"elapsed_ms", run.elapsed.count()},
                         {"summary", summary},          {"capabilities", capabilities},
                         {"results", results}};
  report["stale_expectations"] = ordered_json::array();
  for (const Expectation& stale : run.stale_expectations) {
    report["stale_expectations"].push_back(expectation_json(stale));
  }
  // An adapter's stderr is any bytes: invalid UTF-8 becomes U+FFFD rather than an exception.
  return report.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace wolfsuite::gate
