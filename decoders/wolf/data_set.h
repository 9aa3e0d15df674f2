#pragma once
// Finds the files of Wolfenstein 3-D data sets in a folder by name, in any case: MAPHEAD.WL1,
// maphead.sdm, ... Files are grouped by extension (the version tag of seed 001 / seed 002).
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wolfsuite {

struct DataSetFiles {
  std::filesystem::path folder;
  std::string extension;  // lower case, without the dot: "wl1", "sdm", ...
  std::map<std::string, std::filesystem::path> files;  // lower-case stem -> path ("maphead")

  std::optional<std::filesystem::path> file(const std::string& stem) const;
};

// Every set in `folder` (not recursive). Sets are sorted by extension.
std::vector<DataSetFiles> find_data_sets(const std::filesystem::path& folder);

}  // namespace wolfsuite
