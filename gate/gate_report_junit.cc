// gate_report_junit (gate_report.h): the JUnit XML dialect CI services read (Ant's schema as
// Jenkins, GitLab and GitHub Actions' test reporters take it).
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "gate/gate_report.h"

namespace wolfsuite::gate {
namespace {

struct SuiteCounts {
  std::size_t tests = 0;
  std::size_t failures = 0;
  std::size_t errors = 0;
  std::size_t skipped = 0;
  // Wall time: from the first vector's start to the last one's end (they overlap with --jobs).
  std::chrono::milliseconds first_start = std::chrono::milliseconds::max();
  std::chrono::milliseconds last_end{0};

  std::chrono::milliseconds time() const {
    return tests == 0 ? std::chrono::milliseconds(0) : last_end - first_start;
  }
  void add(const VectorResult& result) {
    ++tests;
    first_start = std::min(first_start, result.started);
    last_end = std::max(last_end, result.finished);
    switch (result.outcome) {
      case Outcome::kFail:
      case Outcome::kBadResponse:
        ++failures;
        break;
      case Outcome::kCrash:
      case Outcome::kTimeout:
      case Outcome::kError:
        ++errors;
        break;
      case Outcome::kUnsupported:
      case Outcome::kImplementationDefined:
        ++skipped;
        break;
      case Outcome::kPass:
        break;
    }
  }
  std::string attributes(std::chrono::milliseconds wall) const {
    return " tests=\"" + std::to_string(tests) + "\" failures=\"" + std::to_string(failures) +
           "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) +
           "\" time=\"" + seconds(wall) + "\"";
  }
  static std::string seconds(std::chrono::milliseconds time) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", static_cast<double>(time.count()) / 1000.0);
    return text;
  }
};

// The body of a <failure> or <error>: the first difference's lines, then the adapter's stderr.
std::string failure_text(const VectorResult& result) {
  std::string text;
  if (result.difference) {
    text += result.difference->summary + "\n";
    for (const std::string& line : result.difference->detail) text += line + "\n";
  }
  if (!result.adapter_message.empty())
    text += "adapter's message: " + result.adapter_message + "\n";
  if (!result.adapter_stderr.empty()) text += "adapter's stderr:\n" + result.adapter_stderr;
  return escape_markup(text);
}

std::string testcase(const VectorResult& result) {
  std::string xml = "    <testcase classname=\"" + escape_markup(result.capability) + "\" name=\"" +
                    escape_markup(result.id) + "\" time=\"" + SuiteCounts::seconds(result.elapsed) +
                    "\"";
  const std::string message = escape_markup(result.reason);
  const std::string type(outcome_name(result.outcome));
  switch (result.outcome) {
    case Outcome::kPass:
      return xml + "/>\n";
    case Outcome::kUnsupported:
    case Outcome::kImplementationDefined:
      return xml + ">\n      <skipped message=\"" + message + "\"/>\n    </testcase>\n";
    case Outcome::kFail:
    case Outcome::kBadResponse:
      return xml + ">\n      <failure message=\"" + message + "\" type=\"" + type + "\">" +
             failure_text(result) + "</failure>\n    </testcase>\n";
    case Outcome::kCrash:
    case Outcome::kTimeout:
    case Outcome::kError:
      break;
  }
  return xml + ">\n      <error message=\"" + message + "\" type=\"" + type + "\">" +
         failure_text(result) + "</error>\n    </testcase>\n";
}

}  // namespace

std::string gate_report_junit(const GateRun& run) {
  std::map<std::string, std::vector<const VectorResult*>> by_capability;
  SuiteCounts all;
  for (const VectorResult& result : run.results) {
    by_capability[result.capability].push_back(&result);
    all.add(result);
  }
  std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"wolfsuite gate\"" +
      all.attributes(run.elapsed) + ">\n";
  for (const auto& [capability, results] : by_capability) {
    SuiteCounts suite;
    for (const VectorResult* result : results) suite.add(*result);
    xml += "  <testsuite name=\"" + escape_markup(capability) + "\"" +
           suite.attributes(suite.time()) + ">\n";
    for (const VectorResult* result : results) xml += testcase(*result);
    xml += "  </testsuite>\n";
  }
  return xml + "</testsuites>\n";
}

}  // namespace wolfsuite::gate
