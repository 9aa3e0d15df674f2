#include "decoders/testing/real_data.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::testing {
namespace {

void add_sets_below(const std::filesystem::path& root, std::vector<DataSetFiles>& out) {
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) return;
  for (auto& set : group_data_sets(root, files_in_folder(root))) out.push_back(std::move(set));
  for (const auto& entry : std::filesystem::directory_iterator(root, ec)) {
    if (!entry.is_directory(ec)) continue;
    for (auto& set : group_data_sets(entry.path(), files_in_folder(entry.path())))
      out.push_back(std::move(set));
  }
}

std::filesystem::path source_dir() {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR")) return env;
#ifdef WOLFSUITE_SOURCE_DIR
  return WOLFSUITE_SOURCE_DIR;
#else
  return ".";
#endif
}

}  // namespace

std::vector<DataSetFiles> real_wolf_sets() {
  std::vector<DataSetFiles> sets;
  if (const char* env = std::getenv("WOLFSUITE_DATA")) add_sets_below(env, sets);
  add_sets_below(source_dir() / ".." / "shared" / "data", sets);
  return sets;
}

std::optional<WolfSet> decode_real_set(const DataSetFiles& real) {
  WolfSetFiles files{real.extension, {}};
  for (const auto& [stem, path] : real.files) {
    Result<Bytes> bytes = read_file(path);
    if (!bytes.ok()) return std::nullopt;
    files.files[stem] = std::move(*bytes);
  }
  WolfSetReport report;
  return decode_wolf_set(files, report);
}

std::optional<Audio> real_set_audio(std::string_view extension) {
  for (const DataSetFiles& set : real_wolf_sets()) {
    if (set.extension != extension) continue;
    if (auto decoded = decode_real_set(set); decoded && decoded->audio) return decoded->audio;
  }
  return std::nullopt;
}

std::vector<std::filesystem::path> real_set_files(std::string_view set_name) {
  namespace fs = std::filesystem;
  std::vector<fs::path> folders;
  if (const char* env = std::getenv("WOLFSUITE_DATA")) {
    const fs::path root(env);
    folders.push_back(root.filename() == set_name ? root : root / set_name);
  }
  folders.push_back(source_dir() / ".." / "shared" / "data" / set_name);
  std::map<std::string, fs::path> by_name;
  std::error_code ec;
  for (const fs::path& folder : folders) {
    if (!fs::is_directory(folder, ec)) continue;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
      const std::string name = entry.path().filename().string();
      if (entry.is_regular_file(ec) && name != "SOURCE.md") by_name.emplace(name, entry.path());
    }
  }
  std::vector<fs::path> files;
  for (auto& [name, path] : by_name) files.push_back(std::move(path));
  return files;
}

std::optional<std::filesystem::path> engine_reference_folder(std::string_view subfolder) {
  std::vector<std::filesystem::path> roots;
  if (const char* env = std::getenv("WOLFSUITE_REFERENCE")) roots.emplace_back(env);
  roots.push_back(source_dir() / ".." / "shared" / "reference");
  std::error_code ec;
  for (const std::filesystem::path& root : roots) {
    const std::filesystem::path folder = root / subfolder;
    if (std::filesystem::is_directory(folder, ec)) return folder;
  }
  return std::nullopt;
}

std::string engine_reference_missing_message(std::string_view subfolder) {
  return "no engine recordings " + std::string(subfolder) +
         ": set $WOLFSUITE_REFERENCE or place ../shared/reference beside the repository";
}

std::string real_data_missing_message() {
  return "no real game data found: set $WOLFSUITE_DATA or place sets in ../shared/data "
         "beside the repository";
}

}  // namespace wolfsuite::testing
