#include "cli/set_loader.h"

#include <algorithm>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {

std::vector<DataSetFiles> find_sets(const std::filesystem::path& folder, std::vector<Error>& errors,
                                    std::string_view no_set_id) {
  std::error_code ec;
  if (!std::filesystem::is_directory(folder, ec)) {
    errors.push_back(malformed("E-IO-READ", 0, folder.string() + ": not a folder"));
    return {};
  }
  std::vector<DataSetFiles> sets = group_data_sets(folder, files_in_folder(folder));
  if (sets.empty()) {
    std::vector<std::filesystem::path> subfolders;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
      if (entry.is_directory(ec)) subfolders.push_back(entry.path());
    }
    std::sort(subfolders.begin(), subfolders.end());
    for (const auto& subfolder : subfolders) {
      for (auto& set : group_data_sets(subfolder, files_in_folder(subfolder)))
        sets.push_back(std::move(set));
    }
  }
  if (sets.empty()) {
    errors.push_back(malformed(
        no_set_id, 0, folder.string() + ": no Wolfenstein 3-D data set here or one folder down"));
  }
  return sets;
}

Result<WolfSetFiles> read_set_files(const DataSetFiles& set) {
  WolfSetFiles files;
  files.extension = set.extension;
  for (const auto& [stem, path] : set.files) {
    WS_ASSIGN_OR_RETURN(files.files[stem], read_file(path));
  }
  return files;
}

std::string describe_set(const DataSetFiles& set) {
  return set.extension + " (" + set.folder.string() + ")";
}

std::string set_name(const WolfSet& set) {
  if (set.version.version) return std::string(version_facts(*set.version.version).tag);
  return set.extension;
}

}  // namespace wolfsuite::cli
