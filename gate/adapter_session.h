#pragma once
// How one worker of the gate (one per --jobs) exchanges requests with the adapter: one process
// per vector (adapter_process.h), or, once the adapter has announced batch mode, one process
// kept for many vectors (batch_process.h). docs/ADAPTERS.md "Batch mode":
//  - The offer is in the environment of every process the gate starts (kBatchVariable). Until an
//    adapter has announced batch mode, each vector is a one-shot run (its stdin closed after the
//    request), so an adapter that ignores the offer works as it always did; one that takes it
//    writes the announcement before its response, which the gate takes off the response and
//    remembers for the whole run (every worker), and the next vectors go to a kept process.
//  - A kept process that ends an exchange without a response line (timeout, crash, flood,
//    broken framing) is gone: the vector has that outcome, and the next one starts a new process.
//    One that exits with status 0 between two requests, having written nothing of the second
//    response, has ended its batch on its own: the request goes to a new process, once.
//  - A kept process works in a folder of its own, made for the worker; every request names its
//    output by an absolute path, as a one-shot request does (gate_run.cc puts it in that folder,
//    or with --keep in the vector's own scratch folder).
#include <atomic>
#include <filesystem>
#include <memory>
#include <string>

#include "decoders/core/error.h"
#include "gate/adapter_process.h"
#include "gate/batch_process.h"

namespace wolfsuite::gate {

class AdapterSession {
 public:
  // `batch_announced` is shared by the run's workers; `offer_batch` false runs every vector as a
  // process of its own without the offer.
  AdapterSession(std::string command, ProcessLimits limits, bool offer_batch,
                 std::atomic<bool>& batch_announced, std::filesystem::path batch_folder);

  // `request` (one line) answered for the vector whose scratch folder is `scratch` (a one-shot
  // run's working folder). E-GATE-SPAWN when no process can be started.
  Result<ProcessRun> exchange(const std::string& request, const std::filesystem::path& scratch);
  // Whether the next exchange goes to a kept process, whose working folder is batch_folder().
  bool keeps_a_process() const { return offer_batch_ && batch_announced_; }
  const std::filesystem::path& batch_folder() const { return batch_folder_; }

 private:
  Result<ProcessRun> one_shot(const std::string& request, const std::filesystem::path& scratch);
  Result<ProcessRun> batched(const std::string& request);

  std::string command_;
  ProcessLimits limits_;
  bool offer_batch_;
  std::atomic<bool>& batch_announced_;
  std::filesystem::path batch_folder_;
  std::unique_ptr<BatchProcess> kept_;
};

}  // namespace wolfsuite::gate
