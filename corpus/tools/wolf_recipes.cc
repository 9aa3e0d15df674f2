// The multi-file input layout (fuzz/fuzz_inputs.h) shared by the Wolfenstein 3-D crafting tool's
// recipes: where each of a target's files sits in the joined input.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;

// The target's files at their places in a multi-file input (fuzz/fuzz_inputs.h), `start` bytes in.
json file_entries(const std::vector<std::string_view>& names, const std::vector<ByteSpan>& files,
                  std::size_t start) {
  json entries = json::array();
  std::size_t at = start + 4 * (files.size() - 1);
  for (std::size_t i = 0; i < files.size(); ++i) {
    entries.push_back({{"file", names[i]}, {"offset", at}, {"size", files[i].size()}});
    at += files[i].size();
  }
  return entries;
}

Input files_input(const std::vector<std::string_view>& names, const std::vector<ByteSpan>& files) {
  return Input{fuzz::join_files(files),
               {{"layout", kFilesLayout}, {"files", file_entries(names, files, 0)}}};
}

}  // namespace wolfsuite::corpus
