#include "cli/level_formats.h"

#include <algorithm>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

void add_level_file(const fs::path& path, bool named, std::vector<LevelFile>& files,
                    std::vector<Error>& errors) {
  Result<Bytes> bytes = read_file(path);
  if (!bytes.ok()) {
    errors.push_back(bytes.error());
    return;
  }
  const LevelFormat* format =
      detect_level_format(*bytes, named ? ProbeVerdict::kUnsure : ProbeVerdict::kLikely);
  if (format != nullptr) {
    files.push_back(LevelFile{path, format, std::move(bytes).value()});
  } else if (named) {
    errors.push_back(malformed("E-FORMAT-UNKNOWN", 0,
                               path.string() + " is none of the formats wolfsuite reads"));
  }
}

std::vector<fs::path> regular_files_in(const fs::path& folder) {
  std::vector<fs::path> paths;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    if (entry.is_regular_file(error)) paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace

const std::vector<LevelFormat>& level_formats() {
  static const std::vector<LevelFormat> formats = [] {
    std::vector<LevelFormat> all;
    for (const auto* family : {&build_formats(), &quake_formats(), &mac_formats()}) {
      all.insert(all.end(), family->begin(), family->end());
    }
    return all;
  }();
  return formats;
}

Result<std::vector<NamedFile>> synthetic_level_files() {
  std::vector<NamedFile> all;
  for (const auto maker : {synthetic_build_files, synthetic_quake_files, synthetic_mac_files}) {
    WS_ASSIGN_OR_RETURN(std::vector<NamedFile> files, maker());
    for (NamedFile& file : files) all.push_back(std::move(file));
  }
  return all;
}

const LevelFormat* detect_level_format(ByteSpan file, ProbeVerdict at_least) {
  const LevelFormat* best = nullptr;
  ProbeVerdict best_verdict = ProbeVerdict::kNo;
  for (const LevelFormat& format : level_formats()) {
    const ProbeVerdict verdict = format.probe(file);
    if (verdict >= at_least && verdict > best_verdict) {
      best = &format;
      best_verdict = verdict;
    }
  }
  return best;
}

std::vector<LevelFile> find_level_files(const fs::path& path, std::vector<Error>& errors) {
  std::vector<LevelFile> files;
  std::error_code error;
  if (fs::is_regular_file(path, error)) {
    add_level_file(path, true, files, errors);
    return files;
  }
  if (!fs::is_directory(path, error)) return files;  // find_sets names the unreadable folder
  std::vector<fs::path> paths = regular_files_in(path);
  for (const fs::directory_entry& entry : fs::directory_iterator(path, error)) {
    if (!entry.is_directory(error)) continue;
    const std::vector<fs::path> inner = regular_files_in(entry.path());
    paths.insert(paths.end(), inner.begin(), inner.end());
  }
  std::sort(paths.begin(), paths.end());
  for (const fs::path& file : paths) add_level_file(file, false, files, errors);
  return files;
}

FoundData find_data(const fs::path& operand, std::vector<Error>& errors,
                    std::string_view no_data_id) {
  FoundData found;
  found.level_files = find_level_files(operand, errors);
  std::error_code error;
  if (fs::is_regular_file(operand, error)) return found;
  std::vector<Error> set_errors;
  found.sets = find_sets(operand, set_errors, no_data_id);
  for (Error& set_error : set_errors) {
    if (set_error.id != no_data_id || found.level_files.empty()) {
      errors.push_back(std::move(set_error));
    }
  }
  return found;
}

Json level_file_json(const LevelFile& file, const LevelFileReport& report) {
  Json errors = Json::array();
  if (report.error) {
    errors.push_back(error_json(*report.error));
  }
  return {{"file", file.path.string()},
          {"format", file.format->name},
          {"version", report.version},
          {"counts", report.counts},
          {"findings", findings_json(report.findings)},
          {"errors", errors}};
}

}  // namespace wolfsuite::cli
