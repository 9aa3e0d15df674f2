#include "decoders/core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>
#include <system_error>
#include <utility>

namespace wolfsuite {
namespace {

namespace fs = std::filesystem;

// The kernel's own bound on links followed in one lookup (Linux MAXSYMLINKS).
constexpr int kMaxLinksFollowed = 40;
// Names tried for a temporary sibling before giving up (each is unique to the process already).
constexpr int kMaxSiblingAttempts = 100;

Error write_error(const fs::path& shown, int error_number) {
  return unplaced("E-IO-WRITE", shown.string() + ": " + std::strerror(error_number));
}

// Where an output's bytes go, and how (file_io.h, the output rule).
struct Target {
  fs::path path;                      // the caller's path with every link followed
  bool replace = false;               // regular or absent: a temporary sibling renamed onto it
  std::optional<mode_t> permissions;  // those of the regular file it replaces
};

Result<Target> absent_target(const fs::path& shown, const fs::path& path) {
  const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
  struct stat info {};
  if (::stat(folder.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {
    return unplaced("E-IO-NO-FOLDER",
                    folder.string() + ": no such folder (for " + shown.string() + ")");
  }
  return Target{path, true, std::nullopt};
}

Result<Target> resolve_target(const fs::path& shown) {
  fs::path path = shown;
  for (int links = 0;; ++links) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) {
      if (errno == ENOENT) return absent_target(shown, path);
      return write_error(shown, errno);
    }
    if (S_ISDIR(info.st_mode)) return unplaced("E-IO-WRITE", shown.string() + ": is a folder");
    if (S_ISREG(info.st_mode)) return Target{path, true, info.st_mode & 07777};
    if (!S_ISLNK(info.st_mode)) return Target{path, false, std::nullopt};
    if (links == kMaxLinksFollowed) return write_error(shown, ELOOP);
    std::error_code ec;
    const fs::path link = fs::read_symlink(path, ec);
    if (ec) return write_error(shown, ec.value());
    path = link.is_absolute() ? link : path.parent_path() / link;
  }
}

// A new file beside the target, created exclusively so nothing already there is touched.
Result<int> create_sibling(const Target& target, const fs::path& shown, fs::path& sibling) {
  static std::atomic<unsigned> next_number{0};
  for (int attempt = 0; attempt < kMaxSiblingAttempts; ++attempt) {
    sibling = target.path;
    sibling += ".partial-" + std::to_string(::getpid()) + "-" + std::to_string(next_number++);
    const int fd = ::open(sibling.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      if (target.permissions) ::fchmod(fd, *target.permissions);
      return fd;
    }
    if (errno != EEXIST) return write_error(shown, errno);
  }
  return write_error(shown, EEXIST);
}

// 0, or the errno of the write that failed.
int write_all(int fd, ByteSpan data) {
  const std::uint8_t* next = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t written = ::write(fd, next, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    next += written;
    left -= static_cast<std::size_t>(written);
  }
  return 0;
}

}  // namespace

Result<Bytes> read_file(const fs::path& path, std::size_t max_bytes) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) return unplaced("E-IO-READ", path.string() + ": " + ec.message());
  if (size > max_bytes) {
    return over_limit("E-IO-TOO-LARGE", kNoOffset,
                      path.string() + " is " + std::to_string(size) + " bytes, over the cap of " +
                          std::to_string(max_bytes));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return unplaced("E-IO-READ", path.string() + ": cannot open");
  Bytes data(static_cast<std::size_t>(size));
  in.read(reinterpret_cast<char*>(data.data()), static_cast<std::streamsize>(data.size()));
  if (in.gcount() != static_cast<std::streamsize>(data.size())) {
    return unplaced("E-IO-READ", path.string() + ": short read");
  }
  return data;
}

Status write_output_file(const fs::path& path, ByteSpan data) {
  WS_ASSIGN_OR_RETURN(OutputFileWriter writer, OutputFileWriter::open(path));
  writer.append(data);
  return writer.commit();
}

Status check_output_file(const fs::path& path) {
  const Result<Target> target = resolve_target(path);
  if (!target.ok()) return target.error();
  return {};
}

Result<OutputFileWriter> OutputFileWriter::open(const fs::path& path) {
  WS_ASSIGN_OR_RETURN(const Target target, resolve_target(path));
  if (!target.replace) {
    const int fd = ::open(target.path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return write_error(path, errno);
    return OutputFileWriter(path, target.path, std::nullopt, fd);
  }
  fs::path sibling;
  WS_ASSIGN_OR_RETURN(const int fd, create_sibling(target, path, sibling));
  return OutputFileWriter(path, target.path, sibling, fd);
}

OutputFileWriter::OutputFileWriter(fs::path shown, fs::path target,
                                   std::optional<fs::path> temporary, int fd)
    : shown_(std::move(shown)), target_(std::move(target)), temporary_(std::move(temporary)),
      fd_(fd) {}

OutputFileWriter::OutputFileWriter(OutputFileWriter&& other) noexcept
    : shown_(std::move(other.shown_)), target_(std::move(other.target_)),
      temporary_(std::move(other.temporary_)), fd_(std::exchange(other.fd_, -1)),
      status_(std::move(other.status_)), committed_(std::exchange(other.committed_, true)) {
  other.temporary_.reset();
}

OutputFileWriter::~OutputFileWriter() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && temporary_) ::unlink(temporary_->c_str());
}

void OutputFileWriter::append(ByteSpan data) {
  if (!status_.ok()) return;
  if (const int failed = write_all(fd_, data); failed != 0) status_ = write_error(shown_, failed);
}

Status OutputFileWriter::commit() {
  if (!status_.ok()) return status_;
  const int fd = std::exchange(fd_, -1);
  if (::close(fd) != 0) return status_ = write_error(shown_, errno);
  if (temporary_ && ::rename(temporary_->c_str(), target_.c_str()) != 0) {
    return status_ = write_error(shown_, errno);
  }
  committed_ = true;
  return {};
}

std::vector<fs::path> files_in_folder(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    if (entry.is_regular_file(ec)) files.push_back(entry.path());
  }
  return files;
}

}  // namespace wolfsuite
