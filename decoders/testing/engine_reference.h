#pragma once
// Where tests find the engine's own recordings (frames, demo traces, AdLib output of the real
// game code on a real set): $WOLFSUITE_REFERENCE or ../shared/reference beside the repository.
// Everything there is gzip. Tests GTEST_SKIP with engine_reference_missing_message() when absent.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"

namespace wolfsuite::testing {

// The folder `relative` ("engine-frames/wl1") under the reference root, when it exists.
std::optional<std::filesystem::path> engine_reference_dir(std::string_view relative);

// The whole decompressed content of a gzip file; nullopt when it cannot be read or inflated.
std::optional<Bytes> read_gzip_file(const std::filesystem::path& path);

std::string engine_reference_missing_message(std::string_view relative);

}  // namespace wolfsuite::testing
