// Replays inputs through a fuzz target without libFuzzer, the way zstd's regression driver does:
// linked with each target in the builds that are not the fuzz build, so ctest runs every corpus
// file (all folders of corpus/) through every target under the default and the ASan + UBSan builds.
//
//   <target> PATH...
//
// A file is run as given. A folder runs every regular file directly inside it, in name order,
// except the corpus metadata files (*.json). A target that finds a bug aborts, so the process
// dies with the failing file as the last one named on standard error. Exit status: 0 when every
// input ran, 1 when a path is missing or unreadable, or when no input was found at all.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <system_error>
#include <vector>

#include "decoders/core/file_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {

namespace fs = std::filesystem;

bool is_metadata(const fs::path& path) { return path.extension() == ".json"; }

// Runs one input from a buffer of exactly its size, so ASan sees a read one past the end.
bool replay(const fs::path& path) {
  std::fprintf(stderr, "replay: %s\n", path.string().c_str());
  const wolfsuite::Result<wolfsuite::Bytes> contents = wolfsuite::read_file(path);
  if (!contents.ok()) {
    std::fprintf(stderr, "replay: %s\n", contents.error().to_string().c_str());
    return false;
  }
  const std::size_t size = contents->size();
  const std::unique_ptr<std::uint8_t[]> copy(new std::uint8_t[size]);
  std::copy(contents->begin(), contents->end(), copy.get());
  LLVMFuzzerTestOneInput(copy.get(), size);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (LLVMFuzzerInitialize != nullptr) LLVMFuzzerInitialize(&argc, &argv);
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
    return 1;
  }
  std::size_t replayed = 0;
  bool ok = true;
  for (int i = 1; i < argc; ++i) {
    const fs::path path = argv[i];
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
      std::vector<fs::path> files;
      for (const fs::directory_entry& entry : fs::directory_iterator(path, ec)) {
        if (entry.is_regular_file() && !is_metadata(entry.path())) files.push_back(entry.path());
      }
      if (ec) {
        std::fprintf(stderr, "replay: %s: %s\n", path.string().c_str(), ec.message().c_str());
        ok = false;
        continue;
      }
      std::sort(files.begin(), files.end());
      for (const fs::path& file : files) {
        ok = replay(file) && ok;
        ++replayed;
      }
    } else if (fs::is_regular_file(path, ec)) {
      ok = replay(path) && ok;
      ++replayed;
    } else {
      std::fprintf(stderr, "replay: %s: no such file or folder\n", path.string().c_str());
      ok = false;
    }
  }
  std::fprintf(stderr, "replay: %zu inputs ran\n", replayed);
  if (replayed == 0) {
    std::fprintf(stderr, "replay: no inputs found\n");
    return 1;
  }
  return ok ? 0 : 1;
}
