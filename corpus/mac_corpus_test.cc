// The Mac First Encounter seed corpora (corpus/mac_*_fuzzer/) keep their promises: every file's
// metadata agrees with its name, its target's decoders give it exactly the verdict, ID, offset and
// finding IDs its metadata names, every seed fits its target's max_len, and craft_mac_corpus still
// makes the committed files byte for byte.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/family_corpus_checks.h"
#include "corpus/mac_corpus_verdicts.h"
#include "decoders/mac/level.h"
#include "decoders/mac/map_list.h"
#include "fuzz/mac_fork_input.h"

namespace wolfsuite::corpus {
namespace {

constexpr std::string_view kCraftingTool = "corpus/tools/craft_mac_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 256u << 10;

std::filesystem::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

TEST(MacCorpus, EveryTargetHasValidRejectedAndToleratedSeeds) {
  expect_every_verdict_seeded(corpus_path(), mac_fuzz_targets());
}

TEST(MacCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  expect_metadata_agrees_with_names(corpus_path(), mac_fuzz_targets());
}

TEST(MacCorpus, StaysSmall) {
  EXPECT_LE(corpus_bytes(corpus_path(), mac_fuzz_targets()), kMaxCorpusBytes);
}

TEST(MacCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), mac_fuzz_targets());
}

class MacCorpusVerdicts : public ::testing::TestWithParam<std::string> {};

TEST_P(MacCorpusVerdicts, EveryFileGetsItsVerdictIdAndFindingsFromTheDecoders) {
  expect_verdicts(corpus_path(), GetParam(), mac_corpus_outcome);
}

INSTANTIATE_TEST_SUITE_P(AllMacTargets, MacCorpusVerdicts, ::testing::ValuesIn(mac_fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

TEST(MacCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  expect_tool_regenerates_corpus(WOLFSUITE_CRAFT_TOOL, kCraftingTool, corpus_path(),
                                 mac_fuzz_targets());
}

TEST(MacCorpusOutcome, UnknownTargetAndEmptyForkInputHaveNoOutcome) {
  EXPECT_FALSE(mac_corpus_outcome("wolf_maps_fuzzer", Bytes(16, 0)).has_value());
  EXPECT_FALSE(mac_corpus_outcome("mac_resource_fork_fuzzer", Bytes{}).has_value());
}

TEST(MacCorpusOutcome, ByteZeroPicksTheContainer) {
  const Bytes raw_header(20, 0);
  EXPECT_EQ(fuzz::mac_fork_container(0, raw_header), MacContainer::kRawFork);
  EXPECT_EQ(fuzz::mac_fork_container(2, raw_header), MacContainer::kMacBinary);
  EXPECT_EQ(fuzz::mac_fork_container(7, raw_header), MacContainer::kAppleDouble);
  Bytes input = {2};
  input.resize(200, 0);
  const std::optional<DecodeOutcome> outcome =
      mac_corpus_outcome("mac_resource_fork_fuzzer", input);
  ASSERT_TRUE(outcome.has_value());
  EXPECT_EQ(outcome->decoder, "decode_mac_resource_file_as");
  EXPECT_EQ(outcome->error_id, "E-MAC-MACBINARY-HEADER");  // name length 0
}

TEST(MacCorpusOutcome, MapListOutcomeJoinsTheValidationFindingsAfterTheDecoder) {
  MapList list;
  list.levels = {{5, 0, 60, 1, 1}};
  Bytes bytes = *encode_map_list(list);
  bytes.push_back(0);
  const std::optional<DecodeOutcome> outcome = mac_corpus_outcome("mac_map_list_fuzzer", bytes);
  ASSERT_TRUE(outcome.has_value());
  EXPECT_TRUE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "validate_map_list");
  ASSERT_EQ(outcome->findings.size(), 2u);
  EXPECT_EQ(outcome->findings[0].id, "W-MAC-MAP-LIST-TRAILING");
  EXPECT_EQ(outcome->findings[1].id, "W-MAC-MAP-LIST-NEXT");
}

TEST(MacCorpusOutcome, LevelRejectedByValidationNamesTheValidator) {
  Bytes level(kMacLevelFixedBytes, 0);
  level[kMacLevelHeaderAt + 3] = 0x48;  // object table at 4168
  level[kMacLevelHeaderAt + 7] = 0x48;  // BSP table at 4168, no entries
  level[kMacLevelHeaderAt + 2] = 0x10;
  level[kMacLevelHeaderAt + 6] = 0x10;
  const std::optional<DecodeOutcome> outcome = mac_corpus_outcome("mac_level_fuzzer", level);
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "validate_mac_level");
  EXPECT_EQ(outcome->error_id, "E-MAC-BSP-EMPTY");
}

}  // namespace
}  // namespace wolfsuite::corpus
