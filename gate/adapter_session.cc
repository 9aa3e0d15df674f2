#include "gate/adapter_session.h"

#include <span>
#include <system_error>

#include "gate/adapter_messages.h"

namespace wolfsuite::gate {

AdapterSession::AdapterSession(std::string command, ProcessLimits limits, bool offer_batch,
                               std::atomic<bool>& batch_announced,
                               std::filesystem::path batch_folder)
    : command_(std::move(command)),
      limits_(limits),
      offer_batch_(offer_batch),
      batch_announced_(batch_announced),
      batch_folder_(std::move(batch_folder)) {}

Result<ProcessRun> AdapterSession::exchange(const std::string& request,
                                            const std::filesystem::path& scratch) {
  if (offer_batch_ && batch_announced_) return batched(request);
  return one_shot(request, scratch);
}

Result<ProcessRun> AdapterSession::one_shot(const std::string& request,
                                            const std::filesystem::path& scratch) {
  if (!offer_batch_) return run_adapter_process(command_, request, scratch, limits_);
  const std::string offer = batch_offer();
  WS_ASSIGN_OR_RETURN(ProcessRun run, run_adapter_process(command_, request, scratch, limits_,
                                                          std::span(&offer, 1)));
  const std::size_t line_end = run.stdout_text.find('\n');
  if (line_end != std::string::npos &&
      is_batch_announcement(std::string_view(run.stdout_text).substr(0, line_end))) {
    run.stdout_text.erase(0, line_end + 1);
    batch_announced_ = true;
  }
  return run;
}

Result<ProcessRun> AdapterSession::batched(const std::string& request) {
  for (bool first_try = true;; first_try = false) {
    if (kept_ && !kept_->ready()) kept_.reset();
    if (!kept_) {
      std::error_code error;
      std::filesystem::create_directories(batch_folder_, error);
      WS_ASSIGN_OR_RETURN(kept_, BatchProcess::start(command_, batch_folder_));
    }
    const bool answered_before = kept_->answered() > 0;
    ProcessRun run = kept_->exchange(request, limits_);
    if (run.end == ProcessEnd::kAnswered) return run;
    kept_.reset();
    const bool ended_its_batch = run.end == ProcessEnd::kExited && run.exit_code == 0 &&
                                 run.stdout_text.empty() && answered_before;
    if (!(first_try && ended_its_batch)) return run;
  }
}

}  // namespace wolfsuite::gate
