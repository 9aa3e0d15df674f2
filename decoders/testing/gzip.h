#pragma once
// Reads a gzip file whole (the engine recordings under ../shared/reference are gzip'd). zlib, a
// project dependency (README "Dependencies"); test-only.
#include <filesystem>
#include <optional>

#include "decoders/core/bytes.h"

namespace wolfsuite::testing {

// The decompressed bytes, or nullopt when the file cannot be opened or is not valid gzip.
std::optional<Bytes> read_gzip_file(const std::filesystem::path& path);

}  // namespace wolfsuite::testing
