// The seed corpora keep their promises: every file's metadata agrees with its name, both the
// literal and the fast path give every file exactly the verdict, error ID and offset its metadata
// names, and craft_corpus still makes the committed files byte for byte. Also the raycaster
// layout's writer, which craft_corpus makes those seeds with, against its parser.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/corpus_test_support.h"
#include "corpus/corpus_verdicts.h"
#include "decoders/core/file_io.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr std::string_view kCraftingTool = "corpus/tools/craft_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 2u << 20;
constexpr std::size_t kMaxFileBytes = 16u << 10;

fs::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

TEST(Corpus, EveryFuzzTargetHasSeeds) {
  for (const std::string& target : fuzz_targets()) {
    EXPECT_FALSE(inputs_in(corpus_path() / target).empty()) << "no seeds in corpus/" << target;
  }
}

TEST(Corpus, EveryFileHasMetadataThatAgreesWithItsName) {
  for_each_corpus_file(
      corpus_path(), fuzz_targets(), [](const std::string& target, const fs::path& file) {
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
        EXPECT_EQ(catalogue_ids_problem(metadata), std::nullopt);
        ASSERT_TRUE(metadata.contains("expected_id"));
        if (name[0] == 'n') {
          ASSERT_TRUE(metadata["expected_id"].is_string());
          EXPECT_TRUE(metadata["expected_id"].get<std::string>().starts_with("E-"));
        } else {
          EXPECT_TRUE(metadata["expected_id"].is_null());
        }
      });
}

TEST(Corpus, StaysSmall) {
  std::size_t total = 0;
  for (const std::string& target : fuzz_targets()) {
    for (const fs::path& file : files_in(corpus_path() / target)) {
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
  for_each_input(corpus_path(), target, [&](const json& metadata, const Bytes& data) {
    const auto verdicts = corpus_verdicts(target, data);
    ASSERT_TRUE(verdicts.has_value()) << "the target ignores this input";
    expect_outcome(metadata, verdicts->literal, "literal");
    expect_outcome(metadata, verdicts->fast, "fast");
  });
}

INSTANTIATE_TEST_SUITE_P(AllTargets, CorpusVerdicts, ::testing::ValuesIn(fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

TEST(CorpusFiles, CatalogueIdsAreSortedOnceAndLeftOutWhenEmpty) {
  json metadata = {{"expected_id", nullptr}};
  set_catalogue_ids(metadata, {});
  EXPECT_FALSE(metadata.contains("catalogue_ids"));
  set_catalogue_ids(metadata, {"Q-B", "Q-A", "Q-B"});
  EXPECT_EQ(metadata["catalogue_ids"], json({"Q-A", "Q-B"}));
  EXPECT_EQ(catalogue_ids_problem(metadata), std::nullopt);
}

TEST(CorpusFiles, CatalogueIdsThatAreNotSortedDistinctOtherIdsAreProblems) {
  EXPECT_EQ(catalogue_ids_problem(json::object()), std::nullopt);
  EXPECT_TRUE(catalogue_ids_problem({{"catalogue_ids", json::array()}}).has_value());
  EXPECT_TRUE(catalogue_ids_problem({{"catalogue_ids", {"Q-B", "Q-A"}}}).has_value());
  EXPECT_TRUE(catalogue_ids_problem({{"catalogue_ids", {"Q-A", "Q-A"}}}).has_value());
  EXPECT_TRUE(catalogue_ids_problem({{"catalogue_ids", {"X-A"}}}).has_value());
  EXPECT_TRUE(
      catalogue_ids_problem({{"expected_id", "W-A"}, {"catalogue_ids", {"W-A"}}}).has_value());
}

TEST(Corpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  const Regeneration regenerated =
      regenerate_and_compare(WOLFSUITE_CRAFT_CORPUS, kCraftingTool, corpus_path(), fuzz_targets());
  ASSERT_EQ(regenerated.exit_status, 0) << WOLFSUITE_CRAFT_CORPUS;
  expect_committed_corpus(regenerated, "craft_corpus");
}

// Every field away from its default and at an edge of its range, so a field written to the wrong
// offset or reduced the wrong way reads back different.
fuzz::RaycasterInput edge_raycaster_input() {
  fuzz::RaycasterInput input;
  input.view_x = -(std::int64_t{8} << 16);
  input.view_y = (std::int64_t{72} << 16) - 1;
  input.angle = -1;
  input.width = fuzz::kRaycasterMaxWidth;
  input.height = fuzz::kRaycasterMaxHeight;
  input.map_index = 127;
  input.spear = true;
  input.pushwall_moving = true;
  input.pushwall_direction = 3;
  input.pushwall_x = -8;
  input.pushwall_y = 71;
  input.progress = 255;
  input.pushwall_code = 0xFFFE;
  input.door_open.assign(fuzz::kRaycasterDoorOpenings, 0);
  input.door_open.front() = 0xFFFF;
  input.door_open.back() = 0x1234;
  input.plane0.assign(fuzz::kRaycasterPlaneWords, 0);
  input.plane0.front() = 1;
  input.plane0.back() = 90;
  input.plane1.assign(fuzz::kRaycasterPlaneWords, 0);
  input.plane1.back() = 0x0113;
  return input;
}

TEST(RaycasterInput, WrittenBytesParseBackToTheSameInput) {
  const fuzz::RaycasterInput input = edge_raycaster_input();
  const Bytes bytes = fuzz::raycaster_input_bytes(input);
  EXPECT_EQ(bytes.size(), fuzz::kRaycasterInputBytes);
  EXPECT_EQ(fuzz::parse_raycaster_input(bytes), input);
}

TEST(RaycasterInput, WrittenBytesEndAtTheLastNonZeroByteAndParseBackTheSame) {
  fuzz::RaycasterInput input = edge_raycaster_input();
  input.plane1.back() = 0;
  input.plane0.back() = 0;
  const Bytes bytes = fuzz::raycaster_input_bytes(input);
  ASSERT_FALSE(bytes.empty());
  EXPECT_NE(bytes.back(), 0);
  EXPECT_LT(bytes.size(), fuzz::kRaycasterInputBytes - 2 * fuzz::kRaycasterPlaneWords);
  EXPECT_EQ(fuzz::parse_raycaster_input(bytes), input);
}

}  // namespace
}  // namespace wolfsuite::corpus
