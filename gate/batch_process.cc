#include "gate/batch_process.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <span>

#include "gate/adapter_messages.h"

namespace wolfsuite::gate {
namespace {

using Clock = std::chrono::steady_clock;

// At the end of the run, how long a process whose stdin was closed may take to exit on its own
// (an adapter that writes coverage or a profile at exit gets the chance) before it is killed.
constexpr std::chrono::milliseconds kExitAfterEndOfInput{200};
// What stdout is read beyond stdout_cap: the announcement before the first response.
constexpr std::size_t kAnnouncementRoom = 4096;

std::chrono::milliseconds since(Clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
}

}  // namespace

std::string batch_offer() {
  return std::string(kBatchVariable) + "=" + std::string(kBatchProtocol);
}

Result<std::unique_ptr<BatchProcess>> BatchProcess::start(const std::string& command,
                                                          const std::filesystem::path& folder) {
  const std::string offer = batch_offer();
  WS_ASSIGN_OR_RETURN(auto spawned, spawn_shell(command, folder, std::span(&offer, 1)));
  return std::unique_ptr<BatchProcess>(new BatchProcess(std::move(spawned.first), spawned.second));
}

BatchProcess::~BatchProcess() {
  streams_.stdin_write.reset();
  const Clock::time_point deadline = Clock::now() + kExitAfterEndOfInput;
  while (!process_.check_exited() && Clock::now() < deadline) {
    pollfd exit{process_.exit_fd(), POLLIN, 0};
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    const auto wait = exit.fd >= 0 ? left : std::min(left, kExitPollInterval);
    ::poll(&exit, exit.fd >= 0 ? 1 : 0, static_cast<int>(wait.count()));
  }
  // ChildProcess's destructor kills the group and reaps it.
}

bool BatchProcess::ready() {
  if (process_.check_exited()) return false;
  FileDescriptor& out = streams_.stdout_read;
  bool ignored = false;
  if (out.open() && !read_available(out.get(), stdout_buffer_, kAnnouncementRoom, ignored)) {
    out.reset();
  }
  return out.open() && stdout_buffer_.empty();
}

ProcessRun BatchProcess::exchange(std::string_view request, const ProcessLimits& limits) {
  const Clock::time_point start = Clock::now();
  Clock::time_point deadline = start + limits.timeout;
  FileDescriptor& in = streams_.stdin_write;
  FileDescriptor& out = streams_.stdout_read;
  FileDescriptor& err = streams_.stderr_read;
  ProcessRun run;
  const auto unframed = [&](std::string problem) {
    process_.kill_group_and_reap();
    run.end = ProcessEnd::kUnframed;
    run.framing_problem = std::move(problem);
    run.elapsed = since(start);
    return run;
  };
  std::size_t written = 0;
  bool flooded = false;
  bool timed_out = false;
  bool ignored = false;
  for (;;) {
    const std::size_t line_end = stdout_buffer_.find('\n');
    if (!announced_ && line_end != std::string::npos) {
      if (!is_batch_announcement(std::string_view(stdout_buffer_).substr(0, line_end))) {
        run.stdout_text = stdout_buffer_.substr(0, std::min(line_end + 1, limits.stdout_cap));
        std::string announcement = write_batch_announcement();
        announcement.pop_back();  // its newline
        return unframed("the first line is not the announcement " + announcement);
      }
      stdout_buffer_.erase(0, line_end + 1);
      announced_ = true;
      continue;
    }
    if (announced_ && line_end != std::string::npos) {
      run.stdout_text = stdout_buffer_.substr(0, line_end + 1);
      if (line_end + 1 < stdout_buffer_.size()) {
        return unframed("more than the response line came for one request");
      }
      if (written < request.size()) return unframed("it answered before its request was whole");
      stdout_buffer_.clear();
      // What it wrote to stderr before its response is this request's too.
      if (err.open() &&
          !read_available(err.get(), run.stderr_text, limits.stderr_cap, run.stderr_truncated)) {
        err.reset();
      }
      ++answered_;
      run.end = ProcessEnd::kAnswered;
      run.elapsed = since(start);
      return run;
    }
    if (stdout_buffer_.size() > limits.stdout_cap + (announced_ ? 0 : kAnnouncementRoom)) {
      flooded = true;
      break;
    }
    if (!out.open() && !err.open() && process_.exited()) break;
    const Clock::time_point now = Clock::now();
    if (now >= deadline) {
      timed_out = !process_.exited();
      break;
    }

    const ChildWait wait = wait_for_child(process_, streams_, written < request.size(), deadline);
    if (wait.ready < 0 && errno != EINTR) break;

    for (nfds_t i = 0; i < wait.count && wait.ready > 0; ++i) {
      if (wait.fds[i].revents == 0) continue;
      const int fd = wait.fds[i].fd;
      if (in.open() && fd == in.get()) {
        const ssize_t wrote =
            ::send(fd, request.data() + written, request.size() - written, MSG_NOSIGNAL);
        if (wrote > 0) {
          written += static_cast<std::size_t>(wrote);
        } else if (wrote < 0 && errno != EAGAIN && errno != EINTR) {
          in.reset();  // EPIPE: it closed its stdin, and will end without the rest
        }
      } else if (out.open() && fd == out.get()) {
        if (!read_available(fd, stdout_buffer_, limits.stdout_cap + kAnnouncementRoom + 1,
                            ignored)) {
          out.reset();
        }
      } else if (err.open() && fd == err.get()) {
        if (!read_available(fd, run.stderr_text, limits.stderr_cap, run.stderr_truncated)) {
          err.reset();
        }
      }
    }
    if (!process_.exited() && process_.check_exited()) {
      // As a one-shot run: the rest of the group goes with the shell, the pipes then end soon.
      process_.kill_group();
      deadline = std::min(deadline, Clock::now() + kDrainAfterExit);
    }
  }

  const int status = process_.kill_group_and_reap();
  run.stdout_text = stdout_buffer_.substr(0, limits.stdout_cap);
  stdout_buffer_.clear();
  run.elapsed = since(start);
  record_end(run, status, flooded, timed_out);
  return run;
}

}  // namespace wolfsuite::gate
