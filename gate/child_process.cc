#include "gate/child_process.h"

#include <fcntl.h>
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
#include <string_view>
#include <vector>

extern char** environ;

namespace wolfsuite::gate {
namespace {

struct Pipe {
  FileDescriptor read_end;
  FileDescriptor write_end;
};

Error spawn_error(const std::string& what, int error_number) {
  return malformed("E-GATE-SPAWN", 0, what + ": " + std::strerror(error_number));
}

Result<Pipe> make_pipe() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return spawn_error("cannot make a pipe", errno);
  return Pipe{FileDescriptor(fds[0]), FileDescriptor(fds[1])};
}

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

// The gate's environment with `added` in place of any variable of the same names.
std::vector<std::string> environment_with(std::span<const std::string> added) {
  std::vector<std::string> variables(added.begin(), added.end());
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string_view variable(*entry);
    const std::string_view name = variable.substr(0, variable.find('='));
    const bool replaced = std::any_of(added.begin(), added.end(), [name](const std::string& own) {
      return std::string_view(own).substr(0, own.find('=')) == name;
    });
    if (!replaced) variables.emplace_back(variable);
  }
  return variables;
}

}  // namespace

FileDescriptor& FileDescriptor::operator=(FileDescriptor&& other) noexcept {
  if (this != &other) {
    reset();
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

void FileDescriptor::reset() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

ChildProcess::ChildProcess(pid_t pid)
    : pid_(pid), pidfd_(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0))) {}

ChildProcess::~ChildProcess() {
  if (!reaped_) kill_group_and_reap();
}

bool ChildProcess::check_exited() {
  if (exited_) return true;
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
      info.si_pid == pid_) {
    exited_ = true;
  }
  return exited_;
}

void ChildProcess::kill_group() { ::kill(-pid_, SIGKILL); }

int ChildProcess::kill_group_and_reap() {
  kill_group();
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  reaped_ = true;
  exited_ = true;
  return status;
}

Result<std::pair<ChildStreams, pid_t>> spawn_shell(const std::string& command,
                                                   const std::filesystem::path& folder,
                                                   std::span<const std::string> environment) {
  WS_ASSIGN_OR_RETURN(Pipe in, make_stdin_channel());
  WS_ASSIGN_OR_RETURN(Pipe out, make_pipe());
  WS_ASSIGN_OR_RETURN(Pipe err, make_pipe());
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
  std::vector<std::string> variables;
  std::vector<char*> envp;
  if (!environment.empty()) {
    variables = environment_with(environment);
    for (std::string& variable : variables) envp.push_back(variable.data());
    envp.push_back(nullptr);
  }
  pid_t pid = 0;
  const int status = ::posix_spawn(&pid, shell.c_str(), &actions, &attributes, argv.data(),
                                   envp.empty() ? environ : envp.data());
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (status != 0) return spawn_error("cannot run /bin/sh in " + folder.string(), status);
  ChildStreams streams{std::move(in.write_end), std::move(out.read_end), std::move(err.read_end)};
  for (const FileDescriptor* ours :
       {&streams.stdin_write, &streams.stdout_read, &streams.stderr_read}) {
    set_nonblocking(ours->get());
  }
  return std::pair{std::move(streams), pid};
}

ChildWait wait_for_child(const ChildProcess& process, const ChildStreams& streams, bool write,
                         std::chrono::steady_clock::time_point deadline) {
  ChildWait wait;
  const auto watch = [&wait](const FileDescriptor& fd, short events) {
    if (fd.open()) wait.fds[wait.count++] = pollfd{fd.get(), events, 0};
  };
  if (write) watch(streams.stdin_write, POLLOUT);
  watch(streams.stdout_read, POLLIN);
  watch(streams.stderr_read, POLLIN);
  const bool watch_exit = !process.exited() && process.exit_fd() >= 0;
  if (watch_exit) wait.fds[wait.count++] = pollfd{process.exit_fd(), POLLIN, 0};
  auto timeout = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
  timeout = std::max(timeout, std::chrono::milliseconds{0});
  if (!process.exited() && !watch_exit) timeout = std::min(timeout, kExitPollInterval);
  wait.ready = ::poll(wait.fds.data(), wait.count, static_cast<int>(timeout.count()));
  return wait;
}

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

}  // namespace wolfsuite::gate
