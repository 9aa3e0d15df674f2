#pragma once
// What a port's author reads first when the gate fails (docs/ADAPTERS.md "Reports"): failures
// that share a cause as one group with a count (a port that pads every VSWAP page fails hundreds
// of vectors the same way), unsupported vectors summed per capability, the vectors per set, and
// the command that reruns one vector alone. The text and HTML reports are made from these.
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gate/gate_run.h"

namespace wolfsuite::gate {

// The kind of a failure: its first difference's kind (first_difference.h), else the outcome's
// name ("crash", "timeout", "bad-response", "error", or "fail" for a required capability that is
// unsupported).
std::string failure_kind(const VectorResult& result);

struct FailureGroup {
  std::string capability;
  std::string kind;
  std::vector<const VectorResult*> results;  // in run order: the first is the one shown
};

// Every failing result (is_failure) in a group of its capability and kind; the largest groups
// first, then by capability and kind.
std::vector<FailureGroup> failure_groups(const GateRun& run);

// The number of unsupported results of each capability that has one.
std::map<std::string, std::size_t> unsupported_counts(const GateRun& run);

// `wolfsuite gate --vectors DIR --adapter CMD --id ID`: the run's vectors and adapter, each word
// quoted for the shell when it needs it.
std::string rerun_command(const GateRun& run, const std::string& id);

}  // namespace wolfsuite::gate
