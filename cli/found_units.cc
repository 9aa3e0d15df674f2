#include "cli/found_units.h"

#include <algorithm>
#include <string>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

InputFile read_input_file(const fs::path& path) {
  Result<Bytes> bytes = read_file(path);
  if (!bytes.ok()) return InputFile{path, {}, bytes.error()};
  return InputFile{path, std::move(bytes).value(), std::nullopt};
}

// The folder's files, read, in the order the folder lists them (a set keeps the last of two names
// that differ only in case, as the folder lists them: data_set.h).
std::vector<InputFile> read_files_of(const fs::path& folder) {
  std::vector<InputFile> files;
  for (const fs::path& path : files_in_folder(folder)) files.push_back(read_input_file(path));
  return files;
}

FolderListing list_folder(const fs::path& folder) {
  FolderListing listing{folder, read_files_of(folder), {}};
  std::vector<fs::path> subfolders;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    if (entry.is_directory(error)) subfolders.push_back(entry.path());
  }
  std::sort(subfolders.begin(), subfolders.end());
  for (const fs::path& subfolder : subfolders) {
    listing.subfolders.push_back(FolderListing{subfolder, read_files_of(subfolder), {}});
  }
  return listing;
}

// E-IO-READ for every file of the listing that could not be read, in path order.
void add_read_errors(const FolderListing& listing, std::vector<Error>& errors) {
  std::vector<const InputFile*> files;
  for (const InputFile& file : listing.files) files.push_back(&file);
  for (const FolderListing& subfolder : listing.subfolders) {
    for (const InputFile& file : subfolder.files) files.push_back(&file);
  }
  std::sort(files.begin(), files.end(),
            [](const InputFile* a, const InputFile* b) { return a->path < b->path; });
  for (const InputFile* file : files) {
    if (file->read_error) errors.push_back(*file->read_error);
  }
}

FoundUnits find_named_file(const fs::path& path) {
  FoundUnits found;
  InputFile file = read_input_file(path);
  if (file.read_error) {
    found.errors.push_back(*file.read_error);
  } else {
    FormatInput input{path, "", {std::move(file)}};
    if (const Format* format = detect_file_format(input, ProbeVerdict::kUnsure)) {
      found.units.push_back(FoundUnit{format, std::move(input)});
    } else {
      found.errors.push_back(unplaced("E-FORMAT-UNKNOWN",
                                       path.string() + " is none of the formats wolfsuite reads"));
    }
  }
  found.no_set = unplaced("E-IO-READ", path.string() + ": not a folder");
  return found;
}

}  // namespace

FoundUnits find_units(const fs::path& operand, std::string_view no_data_id) {
  std::error_code error;
  if (fs::is_regular_file(operand, error)) return find_named_file(operand);
  FoundUnits found;
  if (!fs::is_directory(operand, error)) {
    const bool exists = fs::exists(fs::symlink_status(operand, error));
    found.no_set = unplaced("E-IO-READ", operand.string() + (exists ? ": not a folder or a file"
                                                                    : ": no such file or folder"));
    found.errors.push_back(*found.no_set);
    return found;
  }
  const FolderListing listing = list_folder(operand);
  add_read_errors(listing, found.errors);
  found.units = wolfsuite::find_units(listing);
  const bool any_set = std::any_of(found.units.begin(), found.units.end(), [](const FoundUnit& u) {
    return u.format->shape() == UnitShape::kFileSet;
  });
  if (!any_set) {
    found.no_set = unplaced(
        no_data_id, operand.string() + ": no Wolfenstein 3-D data set here or one folder down");
    // A folder of level files holds no set, and that is no error.
    if (found.units.empty()) found.errors.push_back(*found.no_set);
  }
  return found;
}

std::string describe_unit(const FoundUnit& unit) {
  if (unit.format->shape() == UnitShape::kFileSet) {
    return unit.input.group + " (" + unit.input.location.string() + ")";
  }
  return unit.input.location.string();
}

}  // namespace wolfsuite::cli
