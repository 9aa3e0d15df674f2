// compare_verdicts (compare.h): accepted or rejected, and the error ID.
#include <string>

#include "gate/compare.h"

namespace wolfsuite::gate {
namespace {

std::string verdict_text(bool rejected, const std::string& error) {
  if (!rejected) return "ok";
  return error.empty() ? "rejected" : "rejected with " + error;
}

}  // namespace

std::optional<FirstDifference> compare_verdicts(const Expected& expected, const Response& actual) {
  const bool want_rejected = expected.status == ExpectedStatus::kRejected;
  const bool got_rejected = actual.status == ResponseStatus::kRejected;
  const bool ids_differ = want_rejected && got_rejected && !expected.error.empty() &&
                          !actual.error.empty() && expected.error != actual.error;
  if (want_rejected == got_rejected && !ids_differ) return std::nullopt;
  FirstDifference difference;
  difference.kind = want_rejected == got_rejected ? "error-id" : "verdict";
  difference.summary = "verdict: expected " + verdict_text(want_rejected, expected.error) +
                       ", actual " + verdict_text(got_rejected, actual.error);
  if (!actual.message.empty()) difference.detail.push_back("adapter's message: " + actual.message);
  difference.facts = {{"expected_status", want_rejected ? "rejected" : "ok"},
                      {"expected_error", expected.error},
                      {"actual_status", got_rejected ? "rejected" : "ok"},
                      {"actual_error", actual.error}};
  return difference;
}

}  // namespace wolfsuite::gate
