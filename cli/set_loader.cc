#include "cli/set_loader.h"

#include <algorithm>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

FolderNames names_in(const fs::path& folder) {
  FolderNames names{folder, files_in_folder(folder), {}};
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    if (entry.is_directory(ec)) names.subfolders.push_back({entry.path(), {}, {}});
  }
  std::sort(names.subfolders.begin(), names.subfolders.end(),
            [](const FolderNames& a, const FolderNames& b) { return a.folder < b.folder; });
  for (FolderNames& subfolder : names.subfolders) subfolder.files = files_in_folder(subfolder.folder);
  return names;
}

}  // namespace

std::vector<DataSetFiles> find_sets(const fs::path& folder, std::vector<Error>& errors,
                                    std::string_view no_set_id) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    errors.push_back(malformed("E-IO-READ", 0, folder.string() + ": not a folder"));
    return {};
  }
  std::vector<DataSetFiles> sets = find_data_sets(names_in(folder));
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

}  // namespace wolfsuite::cli
