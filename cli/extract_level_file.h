#pragma once
// What `wolfsuite extract` writes for one level file (cli/level_formats.h): the format's own
// extraction (top-down views, textures, renders, entries: its LevelFormat::extract) under
// OUT/<file name>/, and beside it info.json, the file's info object
// (level_file_json: format, version, counts, findings, errors) with the list of files written.
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cli/level_formats.h"

namespace wolfsuite::cli {

struct LevelExtraction {
  std::string name;  // the output folder's name: the file's name, made unique
  std::filesystem::path out;
  std::size_t files_written = 0;
  std::vector<Error> errors;  // decoding, extraction and writing
};

// `taken` holds the output folder names used so far (a second "e1m1.map" becomes "e1m1.map-2").
LevelExtraction extract_level_file(const LevelFile& file, const std::filesystem::path& out,
                                   std::set<std::string>& taken);

}  // namespace wolfsuite::cli
