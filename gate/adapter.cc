#include "gate/adapter.h"

#include <vector>

#include "gate/capabilities.h"

namespace wolfsuite::gate {
namespace {

Response rejected(const Error& error) {
  return {ResponseStatus::kRejected, error.id, error.to_string()};
}

}  // namespace

Response answer_request(std::string_view request_text, const AdapterFiles& files) {
  const Result<Request> request = parse_request(request_text);
  if (!request) return rejected(request.error());
  if (!is_capability(request->capability)) {
    return {ResponseStatus::kUnsupported, "",
            "wolfsuite has no capability \"" + request->capability + "\""};
  }
  std::vector<Bytes> contents;  // the inputs' bytes, alive while the capability reads them
  contents.reserve(request->inputs.size());
  CapabilityInput input;
  input.params = request->params;
  for (const auto& [role, path] : request->inputs) {
    Result<Bytes> bytes = files.read(path);
    if (!bytes) {
      return rejected(
          malformed("E-GATE-INPUT", 0, "input \"" + role + "\": " + bytes.error().to_string()));
    }
    contents.push_back(std::move(bytes).value());
    input.inputs.emplace(role, contents.back());
  }
  CapabilityResult result = compute_capability(request->capability, input);
  if (result.status != ResponseStatus::kOk) return {result.status, result.error, result.message};
  if (request->capability != "verdict") {
    const Status written = files.write(request->output, result.output);
    if (!written) {
      return rejected(malformed("E-GATE-OUTPUT", 0, written.error().to_string()));
    }
  }
  return {ResponseStatus::kOk, "", ""};
}

}  // namespace wolfsuite::gate
