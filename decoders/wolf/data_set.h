#pragma once
// Which files of a folder make up Wolfenstein 3-D data sets, by name, in any case: MAPHEAD.WL1,
// maphead.sdm, ... Files are grouped by extension (the version tag of seed 001 / seed 002). Only
// names are looked at: listing the folder is the caller's (files_in_folder,
// decoders/core/file_io.h).
#include <array>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wolfsuite {

// The eight files of a set, by lower-case stem (seed 002 "The main resources of the game").
inline constexpr std::array<std::string_view, 8> kDataSetStems = {
    "audiohed", "audiot", "gamemaps", "maphead", "vgadict", "vgagraph", "vgahead", "vswap"};

struct DataSetFiles {
  std::filesystem::path folder;
  std::string extension;  // lower case, without the dot: "wl1", "sdm", ...
  std::map<std::string, std::filesystem::path> files;  // lower-case stem -> path ("maphead")

  std::optional<std::filesystem::path> file(const std::string& stem) const;
};

// Every set among `files`, the files of `folder`. Sets are sorted by extension.
std::vector<DataSetFiles> group_data_sets(const std::filesystem::path& folder,
                                          const std::vector<std::filesystem::path>& files);

// A folder's regular files, in the order the folder lists them, and its immediate subfolders,
// sorted, each with its own files (their subfolders unlisted): names only, listed by the caller.
struct FolderNames {
  std::filesystem::path folder;
  std::vector<std::filesystem::path> files;
  std::vector<FolderNames> subfolders;
};

// The sets of `tree.folder`, or, when it holds none, those of each subfolder in order: a DIR holds
// sets or folders of sets, no deeper (README.md "DIR").
std::vector<DataSetFiles> find_data_sets(const FolderNames& tree);

}  // namespace wolfsuite
