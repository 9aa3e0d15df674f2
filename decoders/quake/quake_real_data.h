#pragma once
// The real Quake files the tests read, found through real_set_files (decoders/fixtures/
// real_data.h): $WOLFSUITE_DATA/<set>/<file>, else <source>/../shared/data/<set>/<file>.
#include <filesystem>
#include <optional>
#include <string>

#include "decoders/core/bytes.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite::testing {

inline constexpr const char* kQuakeBspSet = "quake-bsp-ericw-tools-tests";
inline constexpr const char* kQuakePakSet = "quake-pak-quakespasm";

inline std::optional<Bytes> read_quake_file(const std::string& set, const std::string& file) {
  for (const std::filesystem::path& path : real_set_files(set)) {
    if (path.filename() != file) continue;
    auto bytes = read_file(path);
    if (bytes.ok()) return std::move(bytes).value();
  }
  return std::nullopt;
}

inline std::string quake_data_missing(const std::string& set) {
  return "no real data: put the set " + set + " under $WOLFSUITE_DATA or ../shared/data";
}

}  // namespace wolfsuite::testing
