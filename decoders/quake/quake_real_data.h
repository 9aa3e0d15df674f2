#pragma once
// Where the Quake tests find real files: $WOLFSUITE_DATA/<set>/<file>, else
// <source>/../shared/data/<set>/<file>. Header-only, for the tests.
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "decoders/core/bytes.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::testing {

inline constexpr const char* kQuakeBspSet = "quake-bsp-ericw-tools-tests";
inline constexpr const char* kQuakePakSet = "quake-pak-quakespasm";

inline std::optional<Bytes> read_quake_file(const std::string& set, const std::string& file) {
  std::vector<std::filesystem::path> places;
  if (const char* env = std::getenv("WOLFSUITE_DATA")) places.emplace_back(env);
  places.push_back(std::filesystem::path(WOLFSUITE_SOURCE_DIR) / ".." / "shared" / "data");
  for (const auto& place : places) {
    const auto path = place / set / file;
    if (!std::filesystem::exists(path)) continue;
    auto bytes = read_file(path);
    if (bytes.ok()) return std::move(bytes).value();
  }
  return std::nullopt;
}

inline std::string quake_data_missing(const std::string& set) {
  return "no real data: put the set " + set + " under $WOLFSUITE_DATA or ../shared/data";
}

}  // namespace wolfsuite::testing
