#include "cli/extract_level_file.h"

#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

std::string unique_folder_name(const std::string& name, std::set<std::string>& taken) {
  std::string candidate = name;
  for (int k = 2; taken.count(candidate) != 0; ++k) candidate = name + "-" + std::to_string(k);
  taken.insert(candidate);
  return candidate;
}

bool write_one(const fs::path& path, ByteSpan bytes, std::vector<Error>& errors) {
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  const Status written = write_file_atomic(path, bytes);
  if (!written.ok()) errors.push_back(written.error());
  return written.ok();
}

}  // namespace

LevelExtraction extract_level_file(const LevelFile& file, const fs::path& out,
                                   std::set<std::string>& taken) {
  LevelExtraction extraction;
  extraction.name = unique_folder_name(file.path.filename().string(), taken);
  extraction.out = out / extraction.name;
  const LevelFileReport report = file.format->inspect(file.bytes);
  if (report.error) extraction.errors.push_back(*report.error);
  Json written = Json::array();
  if (!report.error) {
    Result<std::vector<NamedFile>> extracted = file.format->extract(file.bytes);
    if (!extracted.ok()) {
      extraction.errors.push_back(extracted.error());
    } else {
      for (const NamedFile& item : *extracted) {
        if (write_one(extraction.out / item.name, item.bytes, extraction.errors)) {
          written.push_back(item.name);
        }
      }
    }
  }
  Json info = level_file_json(file, report);
  info["written"] = written;
  const std::string text = info.dump(2) + "\n";
  extraction.files_written = written.size();
  if (write_one(extraction.out / "info.json", ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                extraction.errors)) {
    ++extraction.files_written;
  }
  return extraction;
}

}  // namespace wolfsuite::cli
