#include "decoders/testing/engine_reference.h"

#include <zlib.h>

#include <cstdlib>
#include <memory>
#include <system_error>

namespace wolfsuite::testing {
namespace {

std::filesystem::path source_dir() {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR")) return env;
#ifdef WOLFSUITE_SOURCE_DIR
  return WOLFSUITE_SOURCE_DIR;
#else
  return ".";
#endif
}

std::filesystem::path reference_root() {
  if (const char* env = std::getenv("WOLFSUITE_REFERENCE")) return env;
  return source_dir() / ".." / "shared" / "reference";
}

}  // namespace

std::optional<std::filesystem::path> engine_reference_dir(std::string_view relative) {
  const std::filesystem::path dir = reference_root() / relative;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return std::nullopt;
  return dir;
}

std::optional<Bytes> read_gzip_file(const std::filesystem::path& path) {
  const std::unique_ptr<gzFile_s, int (*)(gzFile)> file(gzopen(path.c_str(), "rb"), gzclose);
  if (!file) return std::nullopt;
  Bytes out;
  constexpr std::size_t kChunk = 1 << 16;
  for (;;) {
    const std::size_t size = out.size();
    out.resize(size + kChunk);
    const int got = gzread(file.get(), out.data() + size, static_cast<unsigned>(kChunk));
    if (got < 0) return std::nullopt;
    out.resize(size + static_cast<std::size_t>(got));
    if (got == 0) return out;
  }
}

std::string engine_reference_missing_message(std::string_view relative) {
  return "no engine reference recordings: set $WOLFSUITE_REFERENCE or place them in "
         "../shared/reference (looked for " + std::string(relative) + ")";
}

}  // namespace wolfsuite::testing
