#pragma once
// One adapter process answering many requests: batch mode (docs/ADAPTERS.md "Batch mode"). The
// process is started with the batch offer in its environment (adapter_messages.h kBatchVariable)
// and must write the announcement line first; each exchange then sends one request line and waits
// for one response line. Every request is held to the one-shot rules (adapter_process.h) on its
// own, and an exchange that does not end with a response line ends the process:
//  - no response line by the request's deadline: the group is killed (kTimedOut);
//  - a line longer than stdout_cap: the group is killed (kStdoutFlood);
//  - the process exits or dies before the line is complete: reaped, as a one-shot run would be
//    (kExited, kSignalled), with the part of a response it wrote;
//  - a first line that is not the announcement, or bytes after the response line: killed
//    (kUnframed), since the next response could not be told from this one's rest.
// Stderr is read while a request is answered and is that request's (at most stderr_cap bytes);
// what the process writes between requests waits in the pipe for the next one.
#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/adapter_process.h"
#include "gate/child_process.h"

namespace wolfsuite::gate {

class BatchProcess {
 public:
  // `command` by /bin/sh -c in `folder`, offered batch mode. E-GATE-SPAWN.
  static Result<std::unique_ptr<BatchProcess>> start(const std::string& command,
                                                     const std::filesystem::path& folder);
  // Its stdin closed, a short while given to exit on its own, then its group killed and reaped.
  ~BatchProcess();
  BatchProcess(const BatchProcess&) = delete;
  BatchProcess& operator=(const BatchProcess&) = delete;

  // `request` (one line, ending with a newline) sent, and the response line (with its newline)
  // back in stdout_text when `end` is kAnswered. Any other end leaves the process reaped.
  ProcessRun exchange(std::string_view request, const ProcessLimits& limits);
  // Whether it can take a request: not exited, and nothing written since its last response (such
  // bytes are dropped: the process is then not in step with its requests).
  bool ready();
  std::size_t answered() const { return answered_; }

 private:
  BatchProcess(ChildStreams streams, pid_t pid) : streams_(std::move(streams)), process_(pid) {}

  ChildStreams streams_;
  ChildProcess process_;
  std::string stdout_buffer_;  // read but not yet part of a response
  bool announced_ = false;
  std::size_t answered_ = 0;
};

// The environment entry that offers batch mode: "WOLFSUITE_ADAPTER_BATCH=wolfsuite-batch/1".
std::string batch_offer();

}  // namespace wolfsuite::gate
