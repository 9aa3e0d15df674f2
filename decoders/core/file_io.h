#pragma once
// The tiny file-system helper (STYLE.md: only cli/ and this touch files). Reads are capped;
// writes go to a temporary sibling and are renamed into place, so no partial output file is ever
// left behind.
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

// Largest file we read whole: bigger than any file of the supported games (VSWAP.WL6 is ~1.5 MB).
inline constexpr std::size_t kMaxInputFileBytes = 256u << 20;

Result<Bytes> read_file(const std::filesystem::path& path,
                        std::size_t max_bytes = kMaxInputFileBytes);
Status write_file_atomic(const std::filesystem::path& path, ByteSpan data);

// The same for output too large to hold in memory (a video): appended piece by piece to the
// temporary sibling, renamed into place by commit(); dropped, temporary file and all, when the
// writer is destroyed without a successful commit.
class AtomicFileWriter {
 public:
  explicit AtomicFileWriter(std::filesystem::path path);
  ~AtomicFileWriter();
  AtomicFileWriter(const AtomicFileWriter&) = delete;
  AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

  void append(ByteSpan data);
  Status commit();

 private:
  std::filesystem::path path_;
  std::filesystem::path temp_;
  std::ofstream out_;
  bool committed_ = false;
};

// The regular files directly inside `folder`, in no particular order; none when it cannot be
// listed.
std::vector<std::filesystem::path> files_in_folder(const std::filesystem::path& folder);

}  // namespace wolfsuite
