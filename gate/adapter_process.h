#pragma once
// One run of an adapter command (docs/ADAPTERS.md): `/bin/sh -c COMMAND` in its own process
// group and working folder, the request written to its stdin, stdout and stderr read back, all
// under a deadline. The gate runs untrusted programs, so every way one can misbehave ends here in
// a bounded time and bounded memory:
//  - it never exits: at the deadline the whole process group is killed (children too);
//  - it floods stdout past the cap: the group is killed at once (no response can be that long);
//  - it floods stderr past the cap: the rest is read and dropped, the run goes on;
//  - it leaves children behind holding the pipes: they are killed when the shell exits;
//  - it does not read its stdin: the unread rest is dropped when it exits.
// batch_process.h keeps one adapter process for many requests under the same rules, per request.
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/adapter_messages.h"

namespace wolfsuite::gate {

struct ProcessLimits {
  std::chrono::milliseconds timeout{10'000};
  // A response is a line of JSON of at most kMaxMessageBytes; one byte more is still read, so
  // that a response just over the cap is refused by parse_response (E-GATE-RESPONSE-TOO-LARGE)
  // and only a longer flood kills the adapter.
  std::size_t stdout_cap = kMaxMessageBytes + 1;
  std::size_t stderr_cap = std::size_t{1} << 20;  // kept for the report, the rest dropped
};

enum class ProcessEnd {
  kExited,       // exit_code says how
  kSignalled,    // killed by `signal` (a crash)
  kTimedOut,     // still running at the deadline: the group was killed
  kStdoutFlood,  // wrote more than stdout_cap: the group was killed
  // Batch mode (batch_process.h) only:
  kAnswered,  // the response line came, and the process runs on for the next request
  kUnframed,  // the first line was not the announcement, or more than one line came: killed
};

struct ProcessRun {
  ProcessEnd end = ProcessEnd::kExited;
  int exit_code = 0;
  int signal = 0;
  std::string stdout_text;  // at most stdout_cap bytes
  std::string stderr_text;  // at most stderr_cap bytes
  bool stderr_truncated = false;
  std::chrono::milliseconds elapsed{0};
  std::string framing_problem;  // kUnframed: what the adapter wrote instead of one response line
};

// How a process that was not answering in batch mode ended, from its wait status and why the
// gate stopped it (an output flood, the deadline), into run.end, exit_code and signal.
void record_end(ProcessRun& run, int wait_status, bool flooded, bool timed_out);

// `environment` ("NAME=value") is added to the gate's own for the command. E-GATE-SPAWN when the
// process cannot be started (no /bin/sh, no pipes, bad folder).
Result<ProcessRun> run_adapter_process(const std::string& command, std::string_view stdin_text,
                                       const std::filesystem::path& working_folder,
                                       const ProcessLimits& limits,
                                       std::span<const std::string> environment = {});

// `word` quoted for /bin/sh: in single quotes, each single quote in it written '\''.
std::string shell_quoted(std::string_view word);

// `command` with its first word made an absolute path, quoted (shell_quoted), when that word is
// a relative path to an existing file of `folder` ("./my-port", "bin/port"): every adapter runs
// in a scratch folder of its own, where such a path names nothing. A word without a '/' (found on
// PATH), an absolute one, one the shell would not take literally (quotes, '$', a glob, ...) or one
// that names no file is left as it is; so is the rest of the command. `folder` is absolute.
std::string with_absolute_program(std::string_view command, const std::filesystem::path& folder);

// "exit status 3", "exit status 134 (128 + signal 6 (SIGABRT))" (how the shell reports a command
// it ran dying by a signal), "killed by signal 11 (SIGSEGV)", "timed out after 10 s", "wrote more
// than 1048577 bytes to stdout": how a run ended, for reports.
std::string describe_end(const ProcessRun& run, const ProcessLimits& limits);

}  // namespace wolfsuite::gate
