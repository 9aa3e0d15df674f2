#include "decoders/core/ascii_case.h"
#include "decoders/wolf/data_set.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <system_error>

namespace wolfsuite {
namespace {

// The eight files of a set (seed 002 "The main resources of the game").
constexpr std::array<std::string_view, 8> kSetStems = {
    "audiohed", "audiot", "gamemaps", "maphead", "vgadict", "vgagraph", "vgahead", "vswap"};

}  // namespace

std::optional<std::filesystem::path> DataSetFiles::file(const std::string& stem) const {
  const auto it = files.find(stem);
  if (it == files.end()) return std::nullopt;
  return it->second;
}

std::vector<DataSetFiles> find_data_sets(const std::filesystem::path& folder) {
  std::map<std::string, DataSetFiles> by_extension;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (!entry.is_regular_file(ec)) continue;
    const std::string stem = ascii_lower(entry.path().stem().string());
    std::string extension = ascii_lower(entry.path().extension().string());
    if (extension.size() < 2) continue;
    extension.erase(0, 1);
    if (std::find(kSetStems.begin(), kSetStems.end(), stem) == kSetStems.end()) continue;
    DataSetFiles& set = by_extension[extension];
    set.folder = folder;
    set.extension = extension;
    set.files[stem] = entry.path();
  }
  std::vector<DataSetFiles> sets;
  for (auto& [extension, set] : by_extension) sets.push_back(std::move(set));
  return sets;
}

}  // namespace wolfsuite
