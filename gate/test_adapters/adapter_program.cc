#include "gate/test_adapters/adapter_program.h"

#include <iostream>

#include "gate/adapter.h"

namespace wolfsuite::gate {

int run_adapter_program(const OwnCapabilities& own, OtherCapabilities others) {
  const auto compute = [&](std::string_view capability,
                           const CapabilityInput& input) -> CapabilityResult {
    if (own.handles(capability)) return own.compute(capability, input);
    if (others == OtherCapabilities::kSuiteAnswers) return compute_capability(capability, input);
    return {ResponseStatus::kUnsupported, {}, {}, "not computed by this adapter"};
  };
  const Response response = answer_request(read_request_text(std::cin), files_on_disk(), compute);
  if (!response.message.empty()) std::cerr << response.message << '\n';
  std::cout << write_response(response);
  return 0;
}

}  // namespace wolfsuite::gate
