#include "decoders/wolf/data_set.h"

#include <algorithm>

#include "decoders/core/ascii_case.h"

namespace wolfsuite {

std::optional<std::filesystem::path> DataSetFiles::file(const std::string& stem) const {
  const auto it = files.find(stem);
  if (it == files.end()) return std::nullopt;
  return it->second;
}

std::vector<DataSetFiles> group_data_sets(const std::filesystem::path& folder,
                                          const std::vector<std::filesystem::path>& files) {
  std::map<std::string, DataSetFiles> by_extension;
  for (const std::filesystem::path& path : files) {
    const std::string stem = ascii_lower(path.stem().string());
    std::string extension = ascii_lower(path.extension().string());
    if (extension.size() < 2) continue;
    extension.erase(0, 1);
    if (std::find(kDataSetStems.begin(), kDataSetStems.end(), stem) == kDataSetStems.end())
      continue;
    DataSetFiles& set = by_extension[extension];
    set.folder = folder;
    set.extension = extension;
    set.files[stem] = path;
  }
  std::vector<DataSetFiles> sets;
  for (auto& [extension, set] : by_extension) sets.push_back(std::move(set));
  return sets;
}

std::vector<DataSetFiles> find_data_sets(const FolderNames& tree) {
  std::vector<DataSetFiles> sets = group_data_sets(tree.folder, tree.files);
  if (!sets.empty()) return sets;
  for (const FolderNames& subfolder : tree.subfolders) {
    for (DataSetFiles& set : group_data_sets(subfolder.folder, subfolder.files)) {
      sets.push_back(std::move(set));
    }
  }
  return sets;
}

}  // namespace wolfsuite
