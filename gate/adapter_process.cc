#include "gate/adapter_process.h"

#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cerrno>

#include "gate/child_process.h"

namespace wolfsuite::gate {
namespace {

using Clock = std::chrono::steady_clock;

// The characters with which a word means more to the shell than its letters (POSIX "Quoting",
// "Pathname Expansion", "Tilde Expansion", comments).
constexpr std::string_view kShellSpecial = "|&;<>()$`\\\"'*?[#~";
// What ends the first word of a command.
constexpr std::string_view kShellBlanks = " \t\n";

// "signal 11 (SIGSEGV)"
std::string signal_text(int signal) {
  const char* name = sigabbrev_np(signal);
  return "signal " + std::to_string(signal) +
         (name != nullptr ? std::string(" (SIG") + name + ")" : std::string());
}

}  // namespace

Result<ProcessRun> run_adapter_process(const std::string& command, std::string_view stdin_text,
                                       const std::filesystem::path& working_folder,
                                       const ProcessLimits& limits,
                                       std::span<const std::string> environment) {
  const Clock::time_point start = Clock::now();
  WS_ASSIGN_OR_RETURN(auto spawned, spawn_shell(command, working_folder, environment));
  auto& [streams, pid] = spawned;
  ChildProcess process(pid);
  FileDescriptor& in = streams.stdin_write;
  FileDescriptor& out = streams.stdout_read;
  FileDescriptor& err = streams.stderr_read;

  ProcessRun run;
  std::size_t stdin_written = 0;
  bool stdout_over_cap = false;
  Clock::time_point deadline = start + limits.timeout;
  bool timed_out = false;
  if (stdin_text.empty()) in.reset();
  while (out.open() || err.open() || !process.exited()) {
    if (Clock::now() >= deadline) {
      timed_out = !process.exited();
      break;
    }
    const ChildWait wait = wait_for_child(process, streams, true, deadline);
    if (wait.ready < 0 && errno != EINTR) break;

    for (nfds_t i = 0; i < wait.count && wait.ready > 0; ++i) {
      if (wait.fds[i].revents == 0) continue;
      const int fd = wait.fds[i].fd;
      if (in.open() && fd == in.get()) {
        const ssize_t wrote = ::send(fd, stdin_text.data() + stdin_written,
                                     stdin_text.size() - stdin_written, MSG_NOSIGNAL);
        if (wrote > 0) stdin_written += static_cast<std::size_t>(wrote);
        // EPIPE (the adapter closed its stdin) ends the request as well as a full write.
        if ((wrote < 0 && errno != EAGAIN && errno != EINTR) ||
            stdin_written == stdin_text.size()) {
          in.reset();
        }
      } else if (out.open() && fd == out.get()) {
        if (!read_available(fd, run.stdout_text, limits.stdout_cap, stdout_over_cap)) {
          out.reset();
        }
      } else if (err.open() && fd == err.get()) {
        if (!read_available(fd, run.stderr_text, limits.stderr_cap, run.stderr_truncated)) {
          err.reset();
        }
      }
    }
    if (stdout_over_cap) break;
    if (!process.exited() && process.check_exited()) {
      // What is left of the group (background children holding the pipes) goes with the shell;
      // the pipes then reach end of file, or are given up on after a short wait.
      process.kill_group();
      deadline = std::min(deadline, Clock::now() + kDrainAfterExit);
      in.reset();
    }
  }

  const int status = process.kill_group_and_reap();
  run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  record_end(run, status, stdout_over_cap, timed_out);
  return run;
}

void record_end(ProcessRun& run, int wait_status, bool flooded, bool timed_out) {
  if (flooded) {
    run.end = ProcessEnd::kStdoutFlood;
  } else if (timed_out) {
    run.end = ProcessEnd::kTimedOut;
  } else if (WIFSIGNALED(wait_status)) {
    run.end = ProcessEnd::kSignalled;
    run.signal = WTERMSIG(wait_status);
  } else {
    run.end = ProcessEnd::kExited;
    run.exit_code = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 0;
  }
}

std::string shell_quoted(std::string_view word) {
  std::string quoted = "'";
  for (const char c : word) {
    if (c == '\'') {
      quoted += "'\\''";  // close the quotes, an escaped quote, open them again
    } else {
      quoted += c;
    }
  }
  return quoted + "'";
}

std::string with_absolute_program(std::string_view command, const std::filesystem::path& folder) {
  const std::size_t start = std::min(command.find_first_not_of(kShellBlanks), command.size());
  const std::size_t end = std::min(command.find_first_of(kShellBlanks, start), command.size());
  const std::string_view word = command.substr(start, end - start);
  const bool relative_path = word.find('/') != std::string_view::npos && word.front() != '/';
  std::error_code ignored;
  if (!relative_path || word.find_first_of(kShellSpecial) != std::string_view::npos ||
      !std::filesystem::is_regular_file(folder / word, ignored)) {
    return std::string(command);
  }
  return std::string(command.substr(0, start)) + shell_quoted((folder / word).string()) +
         std::string(command.substr(end));
}

std::string describe_end(const ProcessRun& run, const ProcessLimits& limits) {
  switch (run.end) {
    case ProcessEnd::kExited: {
      std::string text = "exit status " + std::to_string(run.exit_code);
      // The shell reports a command killed by signal N as exit status 128 + N.
      if (run.exit_code > 128 && run.exit_code < 128 + 32) {
        text += " (128 + " + signal_text(run.exit_code - 128) + ")";
      }
      return text;
    }
    case ProcessEnd::kSignalled:
      return "killed by " + signal_text(run.signal);
    case ProcessEnd::kTimedOut: {
      const double seconds = static_cast<double>(limits.timeout.count()) / 1000.0;
      std::string text = std::to_string(seconds);
      text.erase(text.find_last_not_of('0') + 1);
      if (text.back() == '.') text.pop_back();
      return "still running after " + text + " s: killed";
    }
    case ProcessEnd::kStdoutFlood:
      return "wrote more than " + std::to_string(limits.stdout_cap) + " bytes to stdout";
    case ProcessEnd::kAnswered:
      return "answered";
    case ProcessEnd::kUnframed:
      return "batch mode: " + run.framing_problem;
  }
  return "";
}

}  // namespace wolfsuite::gate
