#pragma once
// What the test adapters of this folder share (README.md): the adapter protocol's side of a
// program (docs/ADAPTERS.md), request on stdin, output file, response on stdout, around a table
// of the capabilities the program computes its own way. A capability the table leaves out is
// answered by the suite's own adapter (gate/adapter.h) or reported unsupported.
#include <functional>
#include <string_view>

#include "gate/capabilities.h"

namespace wolfsuite::gate {

// The capabilities the program computes its own way, and how.
struct OwnCapabilities {
  std::function<bool(std::string_view capability)> handles;
  std::function<CapabilityResult(std::string_view capability, const CapabilityInput& input)>
      compute;
};

enum class OtherCapabilities { kSuiteAnswers, kUnsupported };

// Reads one request from stdin, answers it with gate/adapter.h's answer_request and prints the
// response: exit 0 whatever the request holds.
int run_adapter_program(const OwnCapabilities& own, OtherCapabilities others);

}  // namespace wolfsuite::gate
