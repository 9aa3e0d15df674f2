#pragma once
// What corpus_test and wolf_corpus_test check the same way for their crafting tools.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::corpus {

// Hands every input of `folder` with its metadata to `check`, inside a trace naming the file.
inline void for_each_input(
    const std::filesystem::path& folder, const std::string& target,
    const std::function<void(const nlohmann::json& metadata, const Bytes& data)>& check) {
  for (const std::filesystem::path& input : inputs_in(folder / target)) {
    SCOPED_TRACE(target + "/" + input.filename().string());
    const nlohmann::json metadata = metadata_of(input);
    ASSERT_TRUE(metadata.is_object());
    const Result<Bytes> data = read_file(input);
    ASSERT_TRUE(data.ok()) << data.error().to_string();
    check(metadata, *data);
  }
}

// Hands every input of the folders of `targets` to `check`, inside a trace naming the file; a
// metadata file without its input is a failure.
inline void for_each_corpus_file(
    const std::filesystem::path& corpus, const std::vector<std::string>& targets,
    const std::function<void(const std::string& target, const std::filesystem::path& input)>&
        check) {
  for (const std::string& target : targets) {
    for (const std::filesystem::path& file : files_in(corpus / target)) {
      SCOPED_TRACE(target + "/" + file.filename().string());
      if (is_metadata(file)) {
        std::filesystem::path input = file;
        input.replace_extension();
        EXPECT_TRUE(std::filesystem::exists(input)) << "metadata without its input";
        continue;
      }
      check(target, file);
    }
  }
}

// A failure for every file the crafting tool `tool` and the committed corpus disagree on.
inline void expect_committed_corpus(const Regeneration& regenerated, const std::string& tool) {
  for (const std::string& file : regenerated.not_committed) {
    ADD_FAILURE() << file << " is made by " << tool << " but not committed";
  }
  for (const std::string& file : regenerated.different) {
    ADD_FAILURE() << file << " differs from what " << tool << " makes now";
  }
  for (const std::string& file : regenerated.no_longer_made) {
    ADD_FAILURE() << file << " says " << tool << " made it, but it no longer does";
  }
}

}  // namespace wolfsuite::corpus
