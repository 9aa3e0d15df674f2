#pragma once
// What the gate's two ways of running an adapter share (adapter_process.h: one process per
// vector; batch_process.h: one process answering many): `/bin/sh -c COMMAND` spawned as the
// leader of a process group of its own, its three standard streams on descriptors the gate
// holds, and the process kept until it is reaped, its group killed first.
#include <poll.h>
#include <sys/types.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <span>
#include <string>
#include <utility>

#include "decoders/core/error.h"

namespace wolfsuite::gate {

class FileDescriptor {
 public:
  FileDescriptor() = default;
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() { reset(); }
  FileDescriptor(FileDescriptor&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  FileDescriptor& operator=(FileDescriptor&& other) noexcept;
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  bool open() const { return fd_ >= 0; }
  void reset();

 private:
  int fd_ = -1;
};

// The gate's ends of a spawned shell's standard streams, non-blocking; stdin is a socket, so that
// a write to an adapter that closed it fails with EPIPE (send with MSG_NOSIGNAL) instead of
// raising SIGPIPE in the gate.
struct ChildStreams {
  FileDescriptor stdin_write;
  FileDescriptor stdout_read;
  FileDescriptor stderr_read;
};

// A spawned shell: running until reaped. The group is killed before the reap, while the zombie
// still holds the pid, so the signal cannot reach a stranger that reused it.
class ChildProcess {
 public:
  explicit ChildProcess(pid_t pid);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Readable once the shell has exited (a pidfd); -1 on kernels before 5.3, where check_exited
  // must be asked every kExitPollInterval.
  int exit_fd() const { return pidfd_.get(); }
  bool exited() const { return exited_; }
  // Whether the shell has exited, without reaping it.
  bool check_exited();
  void kill_group();
  // Kills whatever is left of the group, then reaps the shell and returns its wait status.
  int kill_group_and_reap();

 private:
  pid_t pid_;
  FileDescriptor pidfd_;
  bool exited_ = false;
  bool reaped_ = false;
};

// Without a pidfd the exit is noticed by asking this often.
inline constexpr std::chrono::milliseconds kExitPollInterval{10};
// Once the adapter's shell has exited, how long the pipes may stay open (held by a process that
// left the group) before the gate stops reading them.
inline constexpr std::chrono::milliseconds kDrainAfterExit{1000};

// `/bin/sh -c command` in `folder`, its own process group's leader, with every signal at its
// default action and none blocked whatever the gate ignores or blocks, and the gate's environment
// plus `environment` ("NAME=value", replacing a variable of that name). Every descriptor is
// close-on-exec, so that the pipes of one adapter never leak into another running in parallel (a
// leaked stdin would keep that one waiting for end of input). E-GATE-SPAWN when it cannot start.
Result<std::pair<ChildStreams, pid_t>> spawn_shell(const std::string& command,
                                                   const std::filesystem::path& folder,
                                                   std::span<const std::string> environment);

// The descriptors one wait on a child watches: its stdin while `write` (for writing), its stdout
// and stderr while open, and its exit (a pidfd) until it has exited.
struct ChildWait {
  std::array<pollfd, 4> fds{};
  nfds_t count = 0;
  int ready = 0;  // poll's result: < 0 on an error (EINTR included)
};
// Waits until one of them is ready or `deadline` (at most kExitPollInterval without a pidfd).
ChildWait wait_for_child(const ChildProcess& process, const ChildStreams& streams, bool write,
                         std::chrono::steady_clock::time_point deadline);

// Reads what `fd` has now into `text`, keeping at most `cap` bytes of it; false at end of file
// (or on an error other than EAGAIN). `over_cap` is set when bytes were dropped.
bool read_available(int fd, std::string& text, std::size_t cap, bool& over_cap);

}  // namespace wolfsuite::gate
