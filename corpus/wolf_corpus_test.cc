// The Wolfenstein 3-D seed corpora (corpus/wolf_<family>_fuzzer/) keep their promises: every
// file's metadata agrees with its name, its target's decoders give it exactly the verdict, ID,
// offset and finding IDs its metadata names, every seed fits its target's max_len, and
// craft_wolf_corpus still makes the committed files byte for byte.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "corpus/wolf_corpus_verdicts.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::corpus {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr std::string_view kCraftingTool = "corpus/craft_wolf_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 1u << 20;

fs::path source_dir() {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  return WOLFSUITE_SOURCE_DIR;
}

fs::path corpus_dir() { return source_dir() / "corpus"; }

bool is_metadata(const fs::path& path) { return path.extension() == ".json"; }

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

json parse_json(const fs::path& path) {
  const Bytes text = contents(path);
  return json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
}

json metadata_of(const fs::path& input) { return parse_json(fs::path(input.string() + ".json")); }

// max_len from fuzz/<target>.options ("max_len = N"); 0 when absent.
std::size_t max_len_of(const std::string& target) {
  std::ifstream options(source_dir() / "fuzz" / (target + ".options"));
  std::string line;
  while (std::getline(options, line)) {
    const std::string key = "max_len = ";
    if (line.starts_with(key)) return std::stoul(line.substr(key.size()));
  }
  return 0;
}

TEST(WolfCorpus, EveryTargetHasValidRejectedAndToleratedSeeds) {
  for (const std::string& target : wolf_fuzz_targets()) {
    std::set<char> verdicts;
    for (const fs::path& input : inputs_in(corpus_dir() / target)) {
      verdicts.insert(input.filename().string()[0]);
    }
    EXPECT_EQ(verdicts, (std::set<char>{'i', 'n', 'y'})) << "corpus/" << target;
  }
}

void expect_metadata_agrees_with_name(const std::string& target, const fs::path& input) {
  const json metadata = metadata_of(input);
  ASSERT_TRUE(metadata.is_object()) << "missing or unreadable metadata JSON";
  const std::string name = input.filename().string();
  ASSERT_GE(name.size(), 2u);
  EXPECT_EQ(name[1], '_');
  EXPECT_EQ(metadata.value("expected_verdict", ""), std::string(1, name[0]));
  EXPECT_EQ(metadata.value("target", ""), target);
  EXPECT_FALSE(metadata.value("description", "").empty());
  EXPECT_FALSE(metadata.value("document_section", "").empty());
  ASSERT_TRUE(metadata.contains("made_by") && metadata["made_by"].is_object());
  EXPECT_FALSE(metadata["made_by"].value("tool", "").empty());
  ASSERT_TRUE(metadata.contains("expected_id"));
  const json& id = metadata["expected_id"];
  switch (name[0]) {
    case 'y':
      EXPECT_TRUE(id.is_null());
      EXPECT_TRUE(metadata.contains("expected_findings"));
      break;
    case 'n':
      ASSERT_TRUE(id.is_string());
      EXPECT_TRUE(id.get<std::string>().starts_with("E-"));
      EXPECT_TRUE(metadata.contains("expected_offset"));
      break;
    case 'i': {
      ASSERT_TRUE(id.is_string());
      EXPECT_TRUE(id.get<std::string>().starts_with("W-"));
      const json findings = metadata.value("expected_findings", json::array());
      EXPECT_NE(std::find(findings.begin(), findings.end(), id), findings.end())
          << "the finding is not among the expected findings";
      EXPECT_TRUE(metadata.contains("expected_offset"));
      break;
    }
    default:
      ADD_FAILURE() << "the name does not start with y_, n_ or i_";
  }
}

TEST(WolfCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  for (const std::string& target : wolf_fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) {
      SCOPED_TRACE(target + "/" + file.filename().string());
      if (is_metadata(file)) {
        fs::path input = file;
        input.replace_extension();
        EXPECT_TRUE(fs::exists(input)) << "metadata without its input";
        continue;
      }
      expect_metadata_agrees_with_name(target, file);
    }
  }
}

// Seeds plus metadata, all six targets: the committed corpus stays a small part of the repository.
TEST(WolfCorpus, StaysSmall) {
  std::size_t total = 0;
  for (const std::string& target : wolf_fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) total += fs::file_size(file);
  }
  EXPECT_LE(total, kMaxCorpusBytes);
}

// libFuzzer cuts a seed longer than max_len, so it would never reach its verdict when fuzzing.
TEST(WolfCorpus, EverySeedFitsItsTargetsMaxLen) {
  for (const std::string& target : wolf_fuzz_targets()) {
    const std::size_t max_len = max_len_of(target);
    ASSERT_GT(max_len, 0u) << "no max_len in fuzz/" << target << ".options";
    for (const fs::path& input : inputs_in(corpus_dir() / target)) {
      EXPECT_LE(fs::file_size(input), max_len) << target << "/" << input.filename().string();
    }
  }
}

class WolfCorpusVerdicts : public ::testing::TestWithParam<std::string> {};

void expect_outcome(const json& metadata, const WolfOutcome& outcome) {
  const std::string verdict = metadata.value("expected_verdict", "");
  EXPECT_EQ(outcome.decoder, metadata.value("decoder", ""));
  if (verdict == "n") {
    ASSERT_FALSE(outcome.accepted)
        << "accepted where " << metadata["expected_id"] << " is expected";
    EXPECT_EQ(outcome.error_id, metadata.value("expected_id", "")) << to_string(outcome);
    EXPECT_EQ(outcome.error_offset, metadata.value("expected_offset", std::size_t{0}))
        << to_string(outcome);
    return;
  }
  ASSERT_TRUE(outcome.accepted) << to_string(outcome);
  EXPECT_EQ(finding_ids(outcome),
            metadata.value("expected_findings", std::vector<std::string>{"(missing)"}));
  if (verdict == "i") {
    const std::string id = metadata.value("expected_id", "");
    EXPECT_EQ(first_finding_offset(outcome, id),
              std::optional(metadata.value("expected_offset", std::size_t{0})))
        << id;
  }
}

TEST_P(WolfCorpusVerdicts, EveryFileGetsItsVerdictIdAndFindingsFromTheDecoders) {
  const std::string target = GetParam();
  for (const fs::path& input : inputs_in(corpus_dir() / target)) {
    SCOPED_TRACE(target + "/" + input.filename().string());
    const json metadata = metadata_of(input);
    ASSERT_TRUE(metadata.is_object());
    const auto outcome = wolf_corpus_outcome(target, contents(input));
    ASSERT_TRUE(outcome.has_value()) << "the target ignores this input";
    expect_outcome(metadata, *outcome);
  }
}

INSTANTIATE_TEST_SUITE_P(AllWolfTargets, WolfCorpusVerdicts,
                         ::testing::ValuesIn(wolf_fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

bool made_by_crafting_tool(const fs::path& metadata_path) {
  const json metadata = parse_json(metadata_path);
  return metadata.is_object() && metadata.contains("made_by") &&
         metadata["made_by"].value("tool", "") == kCraftingTool;
}

fs::path scratch_dir() {
  return fs::temp_directory_path() /
         ("wolfsuite_wolf_corpus_test_" + std::to_string(getpid()) + "_" +
          std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
}

TEST(WolfCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  const fs::path scratch = scratch_dir();
  fs::create_directories(scratch);
  const std::string command =
      std::string("'") + WOLFSUITE_CRAFT_WOLF_CORPUS + "' '" + scratch.string() + "'";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;

  std::set<std::string> folders;
  std::set<std::string> made;
  for (const fs::directory_entry& folder : fs::directory_iterator(scratch)) {
    folders.insert(folder.path().filename().string());
    for (const fs::path& file : files_in(folder.path())) {
      const std::string relative =
          folder.path().filename().string() + "/" + file.filename().string();
      made.insert(relative);
      const fs::path committed = corpus_dir() / relative;
      if (!fs::exists(committed)) {
        ADD_FAILURE() << relative << " is made by craft_wolf_corpus but not committed";
        continue;
      }
      EXPECT_TRUE(contents(file) == contents(committed))
          << relative << " differs from what craft_wolf_corpus makes now";
    }
  }
  EXPECT_EQ(folders, std::set<std::string>(wolf_fuzz_targets().begin(), wolf_fuzz_targets().end()));
  for (const std::string& target : wolf_fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_dir() / target)) {
      if (!is_metadata(file) || !made_by_crafting_tool(file)) continue;
      fs::path input = file;
      input.replace_extension();
      const std::string relative = target + "/" + input.filename().string();
      EXPECT_TRUE(made.contains(relative))
          << relative << " says craft_wolf_corpus made it, but it no longer does";
    }
  }
  fs::remove_all(scratch);
}

TEST(WolfCorpusOutcome, UnknownTargetHasNoOutcome) {
  EXPECT_FALSE(wolf_corpus_outcome("rlew_expand_fuzzer", Bytes(16, 0)).has_value());
}

TEST(WolfCorpusOutcome, InputsTheTargetsIgnoreHaveNoOutcome) {
  // A size table cut short, one count byte of two, an empty params file.
  EXPECT_FALSE(wolf_corpus_outcome("wolf_maps_fuzzer", Bytes{1, 0}).has_value());
  EXPECT_FALSE(wolf_corpus_outcome("wolf_graphics_fuzzer", Bytes(7, 0)).has_value());
  EXPECT_FALSE(wolf_corpus_outcome("wolf_audio_fuzzer", Bytes{87}).has_value());
  EXPECT_FALSE(wolf_corpus_outcome("wolf_save_game_fuzzer", Bytes(8, 0)).has_value());
}

TEST(WolfCorpusOutcome, RejectionNamesTheDecoderIdAndOffset) {
  const auto outcome = wolf_corpus_outcome("wolf_config_fuzzer", Bytes(521, 0));
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "decode_config");
  EXPECT_EQ(outcome->error_id, "E-CONFIG-SIZE");
  EXPECT_EQ(outcome->error_offset, 521u);
  EXPECT_EQ(to_string(*outcome), "rejected by decode_config with E-CONFIG-SIZE at byte 521");
}

TEST(WolfCorpusOutcome, VswapContentsAreDecodedOnlyAfterTheContainer) {
  // A header of 0 chunks decodes as a container; its contents lack the pcm table.
  const auto outcome = wolf_corpus_outcome("wolf_vswap_fuzzer", Bytes(6, 0));
  ASSERT_TRUE(outcome.has_value());
  EXPECT_EQ(outcome->decoder, "decode_vswap_contents");
  EXPECT_EQ(outcome->error_id, "E-VSWAP-SOUND-TABLE-MISSING");
  const auto cut = wolf_corpus_outcome("wolf_vswap_fuzzer", Bytes(5, 0));
  ASSERT_TRUE(cut.has_value());
  EXPECT_EQ(cut->decoder, "decode_vswap");
  EXPECT_EQ(cut->error_id, "E-VSWAP-TRUNCATED");
}

TEST(WolfCorpusOutcome, FindingIdsAreSortedAndEachOnce) {
  WolfOutcome outcome;
  outcome.accepted = true;
  outcome.decoder = "decode_map_set";
  outcome.findings = {{"W-B", "", 9}, {"W-A", "", 4}, {"W-B", "", 2}};
  EXPECT_EQ(finding_ids(outcome), (std::vector<std::string>{"W-A", "W-B"}));
  EXPECT_EQ(first_finding_offset(outcome, "W-B"), std::optional<std::size_t>(9));
  EXPECT_FALSE(first_finding_offset(outcome, "W-C").has_value());
  EXPECT_EQ(to_string(outcome), "accepted by decode_map_set with W-A, W-B");
}

}  // namespace
}  // namespace wolfsuite::corpus
