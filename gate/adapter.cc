#include "gate/adapter.h"

#include <istream>
#include <vector>

#include "decoders/core/file_io.h"

namespace wolfsuite::gate {
namespace {

Response rejected(const Error& error) {
  return {ResponseStatus::kRejected, error.id, error.to_string()};
}

}  // namespace

AdapterFiles files_on_disk() {
  return {[](const std::string& path) { return read_file(path); },
          [](const std::string& path, ByteSpan bytes) { return write_output_file(path, bytes); }};
}

Response answer_request(std::string_view request_text, const AdapterFiles& files,
                        const ComputeCapability& compute) {
  const Result<Request> request = parse_request(request_text);
  if (!request) return rejected(request.error());
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
  CapabilityResult result = compute(request->capability, input);
  if (result.status != ResponseStatus::kOk) return {result.status, result.error, result.message};
  if (request->capability != "verdict") {
    const Status written = files.write(request->output, result.output);
    if (!written) {
      return rejected(malformed("E-GATE-OUTPUT", 0, written.error().to_string()));
    }
  }
  return {ResponseStatus::kOk, "", result.message};
}

std::string read_request_text(std::istream& in) {
  std::string text(kMaxMessageBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

}  // namespace wolfsuite::gate
