#include "cli/set_loader.h"

#include <algorithm>
#include <system_error>

#include "decoders/core/ascii_case.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

// "wl1, sdm"
std::string listed(const std::vector<std::string>& extensions) {
  std::string text;
  for (const std::string& extension : extensions) text += (text.empty() ? "" : ", ") + extension;
  return text.empty() ? "none" : text;
}

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
  if (!fs::exists(folder, ec)) {
    errors.push_back(unplaced("E-IO-READ", folder.string() + ": no such file or folder"));
    return {};
  }
  if (!fs::is_directory(folder, ec)) {
    errors.push_back(unplaced("E-IO-READ", folder.string() + ": not a folder"));
    return {};
  }
  std::vector<DataSetFiles> sets = find_data_sets(names_in(folder));
  if (sets.empty()) {
    errors.push_back(unplaced(
        no_set_id, folder.string() + ": no Wolfenstein 3-D data set here or one folder down"));
  }
  return sets;
}

Result<std::size_t> pick_set(const std::vector<std::string>& extensions, const std::string& wanted,
                             const std::string& where) {
  const std::string extension = ascii_lower(wanted);
  std::vector<std::size_t> matching;
  for (std::size_t index = 0; index < extensions.size(); ++index) {
    if (extension.empty() || extensions[index] == extension) matching.push_back(index);
  }
  if (matching.size() == 1) return matching.front();
  if (matching.empty()) {
    return unplaced("E-SET-NOT-FOUND", where + " holds no set with extension " + wanted +
                                           " (it holds: " + listed(extensions) + ")");
  }
  const std::string advice = extension.empty()
                                 ? "pick one with --set EXT"
                                 : "name one of their folders instead of " + where;
  return unplaced("E-SET-AMBIGUOUS", where + " holds " + std::to_string(matching.size()) +
                                         " sets (" + listed(extensions) + "): " + advice);
}

Result<DataSetFiles> find_one_set(const fs::path& folder, const std::string& wanted) {
  std::vector<Error> errors;
  std::vector<DataSetFiles> sets = find_sets(folder, errors);
  if (!errors.empty()) return errors.front();
  std::vector<std::string> extensions;
  for (const DataSetFiles& set : sets) extensions.push_back(set.extension);
  WS_ASSIGN_OR_RETURN(const std::size_t index, pick_set(extensions, wanted, folder.string()));
  return std::move(sets[index]);
}

Result<std::vector<DataSetFiles>> sets_with_extension(std::vector<DataSetFiles> sets,
                                                      const std::string& wanted,
                                                      const std::string& where) {
  if (wanted.empty()) return sets;
  const std::string extension = ascii_lower(wanted);
  std::vector<DataSetFiles> kept;
  std::vector<std::string> extensions;
  for (DataSetFiles& set : sets) {
    extensions.push_back(set.extension);
    if (set.extension == extension) kept.push_back(std::move(set));
  }
  if (kept.empty()) {
    return unplaced("E-SET-NOT-FOUND", where + " holds no set with extension " + wanted +
                                           " (it holds: " + listed(extensions) + ")");
  }
  return kept;
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
