#pragma once
// The suite's own adapter (`wolfsuite adapter`, docs/ADAPTERS.md): one request in, the output file
// written, one response out, every capability computed by compute_capability. Whatever the request
// holds, the answer is a response: a request that cannot be read is rejected with its
// E-GATE-REQUEST-* ID, an input that cannot be read with E-GATE-INPUT, an output that cannot be
// written with E-GATE-OUTPUT.
#include <functional>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "gate/adapter_messages.h"

namespace wolfsuite::gate {

// How the adapter reaches files: the command passes the file system, tests a tree in memory.
struct AdapterFiles {
  std::function<Result<Bytes>(const std::string& path)> read;
  std::function<Status(const std::string& path, ByteSpan bytes)> write;
};

// The response to `request_text`, after writing the output when the status is ok (the verdict
// capability writes none).
Response answer_request(std::string_view request_text, const AdapterFiles& files);

}  // namespace wolfsuite::gate
