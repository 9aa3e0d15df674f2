#include "gate/adapter_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <utility>

extern char** environ;

namespace wolfsuite::gate {
namespace {

using Clock = std::chrono::steady_clock;

// The characters with which a word means more to the shell than its letters (POSIX "Quoting",
// "Pathname Expansion", "Tilde Expansion", comments).
constexpr std::string_view kShellSpecial = "|&;<>()$`\\\"'*?[#~";
// What ends the first word of a command.
constexpr std::string_view kShellBlanks = " \t\n";

// Once the adapter's shell has exited, how long the pipes may stay open (held by a process that
// left the group) before the gate stops reading them.
constexpr std::chrono::milliseconds kDrainAfterExit{1000};
// Without a pidfd (kernels before 5.3) the exit is noticed by asking this often.
constexpr std::chrono::milliseconds kExitPollInterval{10};

class FileDescriptor {
 public:
  FileDescriptor() = default;
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() { reset(); }
  FileDescriptor(FileDescriptor&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  FileDescriptor& operator=(FileDescriptor&& other) noexcept {
    if (this != &other) {
      reset();
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  int get() const { return fd_; }
  bool open() const { return fd_ >= 0; }
  void reset() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

struct Pipe {
  FileDescriptor read_end;
  FileDescriptor write_end;
};

Error spawn_error(const std::string& what, int error_number) {
  return malformed("E-GATE-SPAWN", 0, what + ": " + std::strerror(error_number));
}

// Close-on-exec, so that a pipe of one vector never leaks into the adapter of another running
// in parallel (a leaked stdin write end would keep that adapter waiting for end of input).
Result<Pipe> make_pipe() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return spawn_error("cannot make a pipe", errno);
  return Pipe{FileDescriptor(fds[0]), FileDescriptor(fds[1])};
}

// The request goes through a socket pair rather than a pipe: send() with MSG_NOSIGNAL reports an
// adapter that closed its stdin unread as EPIPE instead of raising SIGPIPE in the gate.
Result<Pipe> make_stdin_channel() {
  int fds[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
    return spawn_error("cannot make a socket pair", errno);
  }
  ::shutdown(fds[0], SHUT_WR);
  ::shutdown(fds[1], SHUT_RD);
  return Pipe{FileDescriptor(fds[0]), FileDescriptor(fds[1])};
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// The spawned shell leads a new process group (its pgid is its pid), with every signal at its
// default action and none blocked, whatever the gate itself ignores or blocks.
Result<pid_t> spawn_shell(const std::string& command, const std::filesystem::path& folder,
                          const Pipe& in, const Pipe& out, const Pipe& err) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.read_end.get(), STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out.write_end.get(), STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err.write_end.get(), STDERR_FILENO);
  posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attributes, 0);
  sigset_t all_signals;
  sigfillset(&all_signals);
  posix_spawnattr_setsigdefault(&attributes, &all_signals);
  sigset_t no_signals;
  sigemptyset(&no_signals);
  posix_spawnattr_setsigmask(&attributes, &no_signals);
  std::string shell = "/bin/sh";
  std::string dash_c = "-c";
  std::string command_copy = command;
  std::array<char*, 4> argv = {shell.data(), dash_c.data(), command_copy.data(), nullptr};
  pid_t pid = 0;
  const int status =
      ::posix_spawn(&pid, shell.c_str(), &actions, &attributes, argv.data(), environ);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (status != 0) return spawn_error("cannot run /bin/sh in " + folder.string(), status);
  return pid;
}

// Reads what `fd` has now into `text`, keeping at most `cap` bytes; false at end of file.
// `over_cap` is set when bytes were dropped.
bool read_available(int fd, std::string& text, std::size_t cap, bool& over_cap) {
  std::array<char, 65536> buffer;
  for (;;) {
    const ssize_t got = ::read(fd, buffer.data(), buffer.size());
    if (got > 0) {
      const std::size_t room = cap - std::min(cap, text.size());
      const std::size_t keep = std::min(room, static_cast<std::size_t>(got));
      text.append(buffer.data(), keep);
      if (keep < static_cast<std::size_t>(got)) over_cap = true;
      continue;
    }
    if (got == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

// The adapter's process: running until reaped; the group is killed before the reap, while the
// zombie still holds the pid, so the signal cannot reach a stranger that reused it.
class AdapterProcess {
 public:
  explicit AdapterProcess(pid_t pid)
      : pid_(pid), pidfd_(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0))) {}
  ~AdapterProcess() {
    if (!reaped_) kill_group_and_reap();
  }
  AdapterProcess(const AdapterProcess&) = delete;
  AdapterProcess& operator=(const AdapterProcess&) = delete;

  int exit_fd() const { return pidfd_.get(); }
  bool exited() const { return exited_; }

  // Whether the shell has exited, without reaping it.
  bool check_exited() {
    if (exited_) return true;
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == pid_) {
      exited_ = true;
    }
    return exited_;
  }

  void kill_group() { ::kill(-pid_, SIGKILL); }

  // Kills whatever is left of the group, then reaps the shell and returns its wait status.
  int kill_group_and_reap() {
    kill_group();
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    reaped_ = true;
    exited_ = true;
    return status;
  }

 private:
  pid_t pid_;
  FileDescriptor pidfd_;
  bool exited_ = false;
  bool reaped_ = false;
};

// "signal 11 (SIGSEGV)"
std::string signal_text(int signal) {
  const char* name = sigabbrev_np(signal);
  return "signal " + std::to_string(signal) +
         (name != nullptr ? std::string(" (SIG") + name + ")" : std::string());
}

}  // namespace

Result<ProcessRun> run_adapter_process(const std::string& command, std::string_view stdin_text,
                                       const std::filesystem::path& working_folder,
                                       const ProcessLimits& limits) {
  WS_ASSIGN_OR_RETURN(Pipe in, make_stdin_channel());
  WS_ASSIGN_OR_RETURN(Pipe out, make_pipe());
  WS_ASSIGN_OR_RETURN(Pipe err, make_pipe());
  const Clock::time_point start = Clock::now();
  WS_ASSIGN_OR_RETURN(const pid_t pid, spawn_shell(command, working_folder, in, out, err));
  AdapterProcess process(pid);
  in.read_end.reset();
  out.write_end.reset();
  err.write_end.reset();
  for (const FileDescriptor* ours : {&in.write_end, &out.read_end, &err.read_end}) {
    set_nonblocking(ours->get());
  }

  ProcessRun run;
  std::size_t stdin_written = 0;
  bool stdout_over_cap = false;
  Clock::time_point deadline = start + limits.timeout;
  bool timed_out = false;
  if (stdin_text.empty()) in.write_end.reset();
  while (out.read_end.open() || err.read_end.open() || !process.exited()) {
    std::array<pollfd, 4> polled{};
    nfds_t count = 0;
    const auto watch = [&](const FileDescriptor& fd, short events) {
      if (fd.open()) polled[count++] = pollfd{fd.get(), events, 0};
    };
    watch(in.write_end, POLLOUT);
    watch(out.read_end, POLLIN);
    watch(err.read_end, POLLIN);
    const bool watch_exit = !process.exited() && process.exit_fd() >= 0;
    if (watch_exit) polled[count++] = pollfd{process.exit_fd(), POLLIN, 0};

    const Clock::time_point now = Clock::now();
    if (now >= deadline) {
      timed_out = !process.exited();
      break;
    }
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
    if (!process.exited() && !watch_exit) wait = std::min(wait, kExitPollInterval);
    const int ready = ::poll(polled.data(), count, static_cast<int>(wait.count()));
    if (ready < 0 && errno != EINTR) break;

    for (nfds_t i = 0; i < count && ready > 0; ++i) {
      if (polled[i].revents == 0) continue;
      const int fd = polled[i].fd;
      if (in.write_end.open() && fd == in.write_end.get()) {
        const ssize_t wrote = ::send(fd, stdin_text.data() + stdin_written,
                                     stdin_text.size() - stdin_written, MSG_NOSIGNAL);
        if (wrote > 0) stdin_written += static_cast<std::size_t>(wrote);
        // EPIPE (the adapter closed its stdin) ends the request as well as a full write.
        if ((wrote < 0 && errno != EAGAIN && errno != EINTR) ||
            stdin_written == stdin_text.size()) {
          in.write_end.reset();
        }
      } else if (out.read_end.open() && fd == out.read_end.get()) {
        if (!read_available(fd, run.stdout_text, limits.stdout_cap, stdout_over_cap)) {
          out.read_end.reset();
        }
      } else if (err.read_end.open() && fd == err.read_end.get()) {
        if (!read_available(fd, run.stderr_text, limits.stderr_cap, run.stderr_truncated)) {
          err.read_end.reset();
        }
      }
    }
    if (stdout_over_cap) break;
    if (!process.exited() && process.check_exited()) {
      // What is left of the group (background children holding the pipes) goes with the shell;
      // the pipes then reach end of file, or are given up on after a short wait.
      process.kill_group();
      deadline = std::min(deadline, Clock::now() + kDrainAfterExit);
      in.write_end.reset();
    }
  }

  const int status = process.kill_group_and_reap();
  run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  if (stdout_over_cap) {
    run.end = ProcessEnd::kStdoutFlood;
  } else if (timed_out) {
    run.end = ProcessEnd::kTimedOut;
  } else if (WIFSIGNALED(status)) {
    run.end = ProcessEnd::kSignalled;
    run.signal = WTERMSIG(status);
  } else {
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
  }
  return run;
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
  }
  return "";
}

}  // namespace wolfsuite::gate
