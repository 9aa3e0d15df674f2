#include "decoders/testing/gzip.h"

#include <zlib.h>

#include <array>

namespace wolfsuite::testing {

std::optional<Bytes> read_gzip_file(const std::filesystem::path& path) {
  gzFile file = gzopen(path.string().c_str(), "rb");
  if (file == nullptr) return std::nullopt;
  Bytes out;
  std::array<std::uint8_t, 1 << 16> chunk;
  int read = 0;
  while ((read = gzread(file, chunk.data(), static_cast<unsigned>(chunk.size()))) > 0) {
    out.insert(out.end(), chunk.begin(), chunk.begin() + read);
  }
  int error = Z_OK;
  gzerror(file, &error);
  gzclose(file);
  if (read < 0 || error != Z_OK) return std::nullopt;
  return out;
}

}  // namespace wolfsuite::testing
