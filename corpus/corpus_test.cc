// The seed corpora keep their promises: every file's metadata agrees with its name, both the
// literal and the fast path give every file exactly the verdict, error ID and offset its metadata
// names, and craft_corpus still makes the committed files byte for byte.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "corpus/corpus_verdicts.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::corpus {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr std::string_view kCraftingTool = "corpus/craft_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 2u << 20;
constexpr std::size_t kMaxFileBytes = 16u << 10;

fs::path source_dir() {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  return WOLFSUITE_SOURCE_DIR;
}

fs::path corpus_dir() { return source_dir() / "corpus"; }

bool is_metadata(const fs::path& path) { return path.extension() == ".json"; }

// The files of one folder, by name, metadata included.
std::vector<fs::path> files_in(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<fs::path> inputs_in(const fs::path& folder) {
  std::vector<fs::path> inputs;
  for (const fs::path& file : files_in(folder)) {
    if (!is_metadata(file)) inputs.push_back(file);
  }
  return inputs;
}

Bytes contents(const fs::path& path) {
  Result<Bytes> data = read_file(path);
  EXPECT_TRUE(data.ok()) << data.error().to_string();
  return data.ok() ? std::move(data).value() : Bytes{};
}

json metadata_of(const fs::path& input) {
  const Bytes text = contents(fs::path(input.string() + ".json"));
  return json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
}

TEST(Corpus, EveryFuzzTargetHasSeeds) {
  for (const std::string& target : fuzz_targets()) {
    EXPECT_FALSE(inputs_in(corpus_dir() / target).empty()) << "no seeds in corpus/" << target;
  }
}

TEST(Corpus, EveryFileHasMetadataThatAgreesWithItsName) {
  for (const std::string& target : fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) {
      SCOPED_TRACE(target + "/" + file.filename().string());
      if (is_metadata(file)) {
        fs::path input = file;
        input.replace_extension();
        EXPECT_TRUE(fs::exists(input)) << "metadata without its input";
        continue;
      }
      const json metadata = metadata_of(file);
      ASSERT_TRUE(metadata.is_object()) << "missing or unreadable metadata JSON";
      const std::string name = file.filename().string();
      ASSERT_GE(name.size(), 2u);
      EXPECT_EQ(name[1], '_');
      EXPECT_TRUE(name[0] == 'y' || name[0] == 'n' || name[0] == 'i');
      EXPECT_EQ(metadata.value("expected_verdict", ""), std::string(1, name[0]));
      EXPECT_EQ(metadata.value("target", ""), target);
      EXPECT_FALSE(metadata.value("description", "").empty());
      EXPECT_FALSE(metadata.value("document_section", "").empty());
      ASSERT_TRUE(metadata.contains("made_by") && metadata["made_by"].is_object());
      EXPECT_FALSE(metadata["made_by"].value("tool", "").empty());
      ASSERT_TRUE(metadata.contains("expected_id"));
      if (name[0] == 'n') {
        ASSERT_TRUE(metadata["expected_id"].is_string());
        EXPECT_TRUE(metadata["expected_id"].get<std::string>().starts_with("E-"));
      } else {
        EXPECT_TRUE(metadata["expected_id"].is_null());
      }
    }
  }
}

TEST(Corpus, StaysSmall) {
  std::size_t total = 0;
  for (const std::string& target : fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) {
      const std::size_t size = fs::file_size(file);
      EXPECT_LE(size, kMaxFileBytes) << target << "/" << file.filename().string();
      total += size;
    }
  }
  EXPECT_LE(total, kMaxCorpusBytes);
}

class CorpusVerdicts : public ::testing::TestWithParam<std::string> {};

void expect_outcome(const json& metadata, const Outcome& outcome, std::string_view path) {
  SCOPED_TRACE(std::string(path) + " path");
  const std::string verdict = metadata.value("expected_verdict", "");
  if (verdict == "y" || verdict == "i") {
    EXPECT_TRUE(outcome.accepted) << to_string(outcome);
    return;
  }
  ASSERT_EQ(verdict, "n");
  ASSERT_FALSE(outcome.accepted) << "accepted where " << metadata["expected_id"] << " is expected";
  EXPECT_EQ(outcome.error_id, metadata.value("expected_id", "")) << to_string(outcome);
  if (metadata.contains("expected_offset") && metadata["expected_offset"].is_number()) {
    EXPECT_EQ(outcome.error_offset, metadata["expected_offset"].get<std::size_t>())
        << to_string(outcome) << ", expected offset " << metadata["expected_offset"];
  }
}

TEST_P(CorpusVerdicts, EveryFileGetsItsVerdictFromBothLiteralAndFast) {
  const std::string target = GetParam();
  for (const fs::path& input : inputs_in(corpus_dir() / target)) {
    SCOPED_TRACE(target + "/" + input.filename().string());
    const json metadata = metadata_of(input);
    ASSERT_TRUE(metadata.is_object());
    const auto verdicts = corpus_verdicts(target, contents(input));
    ASSERT_TRUE(verdicts.has_value()) << "the target ignores this input";
    expect_outcome(metadata, verdicts->literal, "literal");
    expect_outcome(metadata, verdicts->fast, "fast");
  }
}

INSTANTIATE_TEST_SUITE_P(AllTargets, CorpusVerdicts, ::testing::ValuesIn(fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

bool made_by_crafting_tool(const fs::path& metadata_path) {
  const Bytes text = contents(metadata_path);
  const json metadata = json::parse(text.begin(), text.end(), nullptr, false);
  return metadata.is_object() && metadata.contains("made_by") &&
         metadata["made_by"].value("tool", "") == kCraftingTool;
}

TEST(Corpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  const fs::path scratch =
      fs::temp_directory_path() /
      ("wolfsuite_corpus_test_" + std::to_string(getpid()) + "_" +
       std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  fs::create_directories(scratch);
  const std::string command =
      std::string("'") + WOLFSUITE_CRAFT_CORPUS + "' '" + scratch.string() + "'";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;

  std::set<std::string> made;
  for (const fs::directory_entry& folder : fs::directory_iterator(scratch)) {
    for (const fs::path& file : files_in(folder.path())) {
      const std::string relative =
          folder.path().filename().string() + "/" + file.filename().string();
      made.insert(relative);
      const fs::path committed = corpus_dir() / relative;
      if (!fs::exists(committed)) {
        ADD_FAILURE() << relative << " is made by craft_corpus but not committed";
        continue;
      }
      EXPECT_TRUE(contents(file) == contents(committed))
          << relative << " differs from what craft_corpus makes now";
    }
  }
  for (const std::string& target : fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) {
      if (!is_metadata(file) || !made_by_crafting_tool(file)) continue;
      fs::path input = file;
      input.replace_extension();
      const std::string relative = target + "/" + input.filename().string();
      EXPECT_TRUE(made.contains(relative)) << relative << " says craft_corpus made it, but it "
                                           << "no longer does";
    }
  }
  fs::remove_all(scratch);
}

}  // namespace
}  // namespace wolfsuite::corpus
