#include "gate/test_adapters/adapter_program.h"

#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "decoders/core/file_io.h"
#include "gate/adapter.h"

namespace wolfsuite::gate {
namespace {

Response rejected(const Error& error) {
  return {ResponseStatus::kRejected, error.id, error.to_string()};
}

const AdapterFiles kFileSystem{
    [](const std::string& path) { return read_file(path); },
    [](const std::string& path, ByteSpan bytes) { return write_file_atomic(path, bytes); }};

// The request's inputs read into `contents` (kept alive while the capability reads them).
Result<CapabilityInput> read_inputs(const Request& request, std::vector<Bytes>& contents) {
  contents.reserve(request.inputs.size());
  CapabilityInput input;
  input.params = request.params;
  for (const auto& [role, path] : request.inputs) {
    Result<Bytes> bytes = read_file(path);
    if (!bytes) {
      return malformed("E-GATE-INPUT", 0, "input \"" + role + "\": " + bytes.error().to_string());
    }
    contents.push_back(std::move(bytes).value());
    input.inputs.emplace(role, contents.back());
  }
  return input;
}

Response answer(std::string_view request_text, const OwnCapabilities& own,
                OtherCapabilities others) {
  const Result<Request> request = parse_request(request_text);
  if (!request) return rejected(request.error());
  if (!own.handles(request->capability)) {
    if (others == OtherCapabilities::kSuiteAnswers)
      return answer_request(request_text, kFileSystem);
    return {ResponseStatus::kUnsupported, "", "not computed by this adapter"};
  }
  std::vector<Bytes> contents;
  const Result<CapabilityInput> input = read_inputs(*request, contents);
  if (!input) return rejected(input.error());
  const CapabilityResult result = own.compute(request->capability, *input);
  if (result.status != ResponseStatus::kOk) return {result.status, result.error, result.message};
  if (request->capability != "verdict") {
    const Status written = write_file_atomic(request->output, result.output);
    if (!written) return rejected(malformed("E-GATE-OUTPUT", 0, written.error().to_string()));
  }
  return {ResponseStatus::kOk, "", result.message};
}

}  // namespace

CapabilityResult as_capability_result(Result<Bytes> output) {
  if (!output) {
    return {ResponseStatus::kRejected, {}, output.error().id, output.error().to_string()};
  }
  return {ResponseStatus::kOk, std::move(output).value(), {}, {}};
}

int run_adapter_program(const OwnCapabilities& own, OtherCapabilities others) {
  std::string request_text;
  request_text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  const Response response = request_text.size() > kMaxMessageBytes
                                ? rejected(malformed("E-GATE-REQUEST-TOO-LARGE", 0,
                                                     "the request is over the message cap"))
                                : answer(request_text, own, others);
  if (!response.message.empty()) std::cerr << response.message << '\n';
  std::cout << write_response(response);
  return 0;
}

}  // namespace wolfsuite::gate
