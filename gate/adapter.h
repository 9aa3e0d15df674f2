#pragma once
// The suite's own adapter (`wolfsuite adapter`, docs/ADAPTERS.md): one request in, the output file
// written, one response out, every capability computed by compute_capability (the test adapters of
// test_adapters/ pass their own). Whatever the request holds, the answer is a response: a request
// that cannot be read is rejected with its E-GATE-REQUEST-* ID, an input that cannot be read with
// E-GATE-INPUT, an output that cannot be written with E-GATE-OUTPUT.
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "gate/adapter_messages.h"
#include "gate/capabilities.h"

namespace wolfsuite::gate {

// How the adapter reaches files: the command passes the file system, tests a tree in memory.
struct AdapterFiles {
  std::function<Result<Bytes>(const std::string& path)> read;
  std::function<Status(const std::string& path, ByteSpan bytes)> write;
};

// The files of the file system, through decoders/core/file_io.h.
AdapterFiles files_on_disk();

// How a request's capability is computed from its inputs (which are read first).
using ComputeCapability =
    std::function<CapabilityResult(std::string_view capability, const CapabilityInput& input)>;

// The response to `request_text`, after writing the output when the status is ok (the verdict
// capability writes none).
Response answer_request(std::string_view request_text, const AdapterFiles& files,
                        const ComputeCapability& compute = compute_capability);

// The request on `in`, read no further than kMaxMessageBytes + 1 bytes: enough for parse_request
// to refuse an oversized one (E-GATE-REQUEST-TOO-LARGE) without taking in the rest. A stream that
// fails gives what it gave before, which the parser refuses.
std::string read_request_text(std::istream& in);

}  // namespace wolfsuite::gate
