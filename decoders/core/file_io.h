#pragma once
// The tiny file-system helper (STYLE.md: only cli/, the gate's runner and this touch files).
// Reads are capped. Every output goes through the one output rule below, here and nowhere else
// (file_io_test.cc's source scan holds the rest of the tree to it):
//   - a regular file, or a name that does not exist yet: written whole or not at all, through a
//     temporary sibling renamed into place; a file replaced keeps its permission bits;
//   - a symlink: followed; its final target gets the bytes by the same rule, the link stays;
//   - anything else that exists (a device such as /dev/null, a FIFO): written through, never
//     renamed over, never removed;
//   - a folder: E-IO-WRITE; a missing parent folder: E-IO-NO-FOLDER naming that folder.
// Errors name the caller's path, never the temporary one, with the system's reason, and carry no
// byte offset (kNoOffset).
#include <cstddef>
#include <filesystem>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

// Largest file we read whole: bigger than any file of the supported games (VSWAP.WL6 is ~1.5 MB).
inline constexpr std::size_t kMaxInputFileBytes = 256u << 20;

Result<Bytes> read_file(const std::filesystem::path& path,
                        std::size_t max_bytes = kMaxInputFileBytes);

// `data` to `path` by the output rule.
Status write_output_file(const std::filesystem::path& path, ByteSpan data);
// Whether `path` can take an output by the rule, with nothing created or opened: the same
// E-IO-WRITE (a folder) and E-IO-NO-FOLDER (a missing parent) a write would meet first. For a
// command that writes only after long work (the gate's reports).
Status check_output_file(const std::filesystem::path& path);

// The same for output too large to hold in memory (a video): appended piece by piece, then
// finished by commit(). For a replaced file, dropped (temporary file and all) when the writer is
// destroyed without a successful commit.
class OutputFileWriter {
 public:
  // Opens the output (the temporary sibling, or the device or FIFO itself) at once, so a path
  // that cannot be written fails before any work is done.
  static Result<OutputFileWriter> open(const std::filesystem::path& path);
  OutputFileWriter(OutputFileWriter&& other) noexcept;
  OutputFileWriter& operator=(OutputFileWriter&&) = delete;
  OutputFileWriter(const OutputFileWriter&) = delete;
  OutputFileWriter& operator=(const OutputFileWriter&) = delete;
  ~OutputFileWriter();

  // The first failed write is kept and reported by commit(); later pieces are dropped.
  void append(ByteSpan data);
  Status commit();

 private:
  OutputFileWriter(std::filesystem::path shown, std::filesystem::path target,
                   std::optional<std::filesystem::path> temporary, int fd);

  std::filesystem::path shown_;                     // the caller's path, for messages
  std::filesystem::path target_;                    // where the bytes end up (links followed)
  std::optional<std::filesystem::path> temporary_;  // the sibling renamed onto target_, if any
  int fd_ = -1;
  Status status_;
  bool committed_ = false;
};

// The regular files directly inside `folder`, in no particular order; none when it cannot be
// listed.
std::vector<std::filesystem::path> files_in_folder(const std::filesystem::path& folder);

}  // namespace wolfsuite
