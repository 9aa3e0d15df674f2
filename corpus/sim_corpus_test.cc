// The tic simulator's seed corpus (corpus/sim_demo_fuzzer/) keeps its promises: every file's
// metadata agrees with its name, every seed fits the target's max_len, and craft_sim_corpus still
// makes the committed files byte for byte. Also the input layout's writer against its parser
// (fuzz/sim_demo_input.h). The target plays every input (the replay test runs each seed through
// it), so every seed is a y_ file.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/family_corpus_checks.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/sim_demo_input.h"

namespace wolfsuite::corpus {
namespace {

constexpr std::string_view kCraftingTool = "corpus/tools/craft_sim_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 64u << 10;
const std::vector<std::string> kTargets = {"sim_demo_fuzzer"};

std::filesystem::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

TEST(SimCorpus, EveryFileIsAPlayableSeedWhoseMetadataAgreesWithItsName) {
  for_each_corpus_file(
      corpus_path(), kTargets, [](const std::string& target, const fs::path& file) {
        const nlohmann::json metadata = metadata_of(file);
        ASSERT_TRUE(metadata.is_object()) << "missing or unreadable metadata JSON";
        EXPECT_TRUE(file.filename().string().starts_with("y_"));
        EXPECT_EQ(metadata.value("expected_verdict", ""), "y");
        EXPECT_TRUE(metadata.contains("expected_id") && metadata["expected_id"].is_null());
        EXPECT_EQ(metadata.value("target", ""), target);
        EXPECT_FALSE(metadata.value("description", "").empty());
        EXPECT_FALSE(metadata.value("document_section", "").empty());
        ASSERT_TRUE(metadata.contains("made_by") && metadata["made_by"].is_object());
        EXPECT_FALSE(metadata["made_by"].value("tool", "").empty());
      });
}

// sim_demo_input.h's map bits pick among the default synthetic set's maps: slots 0 .. kSimDemoMaps-1.
TEST(SimCorpus, MapBitsNameTheDefaultSyntheticSetsMaps) {
  const std::vector<int> slots = synthetic_map_slots(kDefaultSyntheticGame);
  ASSERT_EQ(slots.size(), fuzz::kSimDemoMaps);
  for (std::size_t k = 0; k < slots.size(); ++k) EXPECT_EQ(slots[k], static_cast<int>(k));
}

TEST(SimCorpus, HasSeeds) { EXPECT_FALSE(inputs_in(corpus_path() / kTargets[0]).empty()); }

TEST(SimCorpus, StaysSmall) { EXPECT_LE(corpus_bytes(corpus_path(), kTargets), kMaxCorpusBytes); }

TEST(SimCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), kTargets);
}

TEST(SimCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  expect_tool_regenerates_corpus(WOLFSUITE_CRAFT_TOOL, kCraftingTool, corpus_path(), kTargets);
}

TEST(SimDemoInput, WrittenBytesParseBackToTheSameInput) {
  fuzz::SimDemoInput input;
  input.map = 1;
  input.view_size = 4;
  input.fixed_rules = true;
  input.frames = {{0xFF, -128, 127}, {0, 127, -128}, {kDemoOpen, 0, 1}};
  const Bytes bytes = fuzz::sim_demo_input_bytes(input);
  ASSERT_EQ(bytes.size(), 1 + 3 * kDemoFrameBytes);
  EXPECT_EQ(bytes[0], 0x91);  // map 1, view size index 1, the fixed rules
  EXPECT_EQ(fuzz::parse_sim_demo_input(bytes), input);
}

TEST(SimDemoInput, TheMapIsTakenModuloTheSyntheticMapsAndAPartialFrameIsDropped) {
  const fuzz::SimDemoInput parsed = fuzz::parse_sim_demo_input(Bytes{0x7F, 1, 2, 3, 4, 5});
  EXPECT_EQ(parsed.map, 1);         // 15 % 2
  EXPECT_EQ(parsed.view_size, 16);  // index 7
  EXPECT_FALSE(parsed.fixed_rules);
  ASSERT_EQ(parsed.frames.size(), 1u);
  EXPECT_EQ(parsed.frames[0], (DemoFrame{1, 2, 3}));
}

TEST(SimDemoInput, AnEmptyInputIsAnEmptyDemoOnMap0) {
  EXPECT_EQ(fuzz::parse_sim_demo_input(Bytes{}), fuzz::SimDemoInput{});
}

}  // namespace
}  // namespace wolfsuite::corpus
