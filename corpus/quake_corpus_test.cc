// The Quake seed corpora (corpus/quake_*_fuzzer/) keep their promises: every file's metadata
// agrees with its name, its target's decoders give it exactly the verdict, ID, offset and finding
// IDs its metadata names, every seed fits its target's max_len, and craft_quake_corpus still makes
// the committed files byte for byte.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/family_corpus_checks.h"
#include "corpus/quake_corpus_verdicts.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite::corpus {
namespace {

constexpr std::string_view kCraftingTool = "corpus/tools/craft_quake_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 512u << 10;

std::filesystem::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

TEST(QuakeCorpus, EveryTargetHasValidRejectedAndToleratedSeeds) {
  expect_every_verdict_seeded(corpus_path(), quake_fuzz_targets());
}

TEST(QuakeCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  expect_metadata_agrees_with_names(corpus_path(), quake_fuzz_targets());
}

TEST(QuakeCorpus, StaysSmall) {
  EXPECT_LE(corpus_bytes(corpus_path(), quake_fuzz_targets()), kMaxCorpusBytes);
}

TEST(QuakeCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), quake_fuzz_targets());
}

class QuakeCorpusVerdicts : public ::testing::TestWithParam<std::string> {};

TEST_P(QuakeCorpusVerdicts, EveryFileGetsItsVerdictIdAndFindingsFromTheDecoders) {
  expect_verdicts(corpus_path(), GetParam(), quake_corpus_outcome);
}

INSTANTIATE_TEST_SUITE_P(AllQuakeTargets, QuakeCorpusVerdicts,
                         ::testing::ValuesIn(quake_fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

TEST(QuakeCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  expect_tool_regenerates_corpus(WOLFSUITE_CRAFT_TOOL, kCraftingTool, corpus_path(),
                                 quake_fuzz_targets());
}

TEST(QuakeCorpusOutcome, UnknownTargetAndShortVisInputHaveNoOutcome) {
  EXPECT_FALSE(quake_corpus_outcome("build_map_fuzzer", Bytes(16, 0)).has_value());
  EXPECT_FALSE(quake_corpus_outcome("quake_vis_fuzzer", Bytes(1, 0)).has_value());
}

TEST(QuakeCorpusOutcome, BspOutcomeJoinsTheValidationFindingsAfterTheDecoder) {
  Bsp bsp = synthetic_box_bsp();
  bsp.leaves[0].type = kContentsEmpty;
  const std::optional<DecodeOutcome> outcome =
      quake_corpus_outcome("quake_bsp_fuzzer", encode_bsp(bsp).value());
  ASSERT_TRUE(outcome.has_value());
  EXPECT_TRUE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "validate_bsp");
  ASSERT_EQ(outcome->findings.size(), 1u);
  EXPECT_EQ(outcome->findings[0].id, "W-QUAKE-BSP-LEAF0-CONTENTS");
}

TEST(QuakeCorpusOutcome, RejectionsNameTheDecoderAndTheError) {
  const auto bsp = quake_corpus_outcome("quake_bsp_fuzzer", Bytes{28, 0, 0, 0});
  ASSERT_TRUE(bsp.has_value());
  EXPECT_EQ(bsp->decoder, "decode_bsp");
  EXPECT_EQ(bsp->error_id, "E-QUAKE-BSP-VERSION");
  const auto pak = quake_corpus_outcome("quake_pak_fuzzer", Bytes(12, 0));
  ASSERT_TRUE(pak.has_value());
  EXPECT_EQ(pak->decoder, "decode_pak");
  EXPECT_EQ(pak->error_id, "E-QUAKE-PAK-MAGIC");
  const auto vis = quake_corpus_outcome("quake_vis_fuzzer", Bytes{1, 0, 0});
  ASSERT_TRUE(vis.has_value());
  EXPECT_EQ(vis->decoder, "decompress_vis_row");
  EXPECT_EQ(vis->error_id, "E-QUAKE-BSP-VIS-TRUNCATED");
  EXPECT_EQ(vis->error_offset, 2u);
}

}  // namespace
}  // namespace wolfsuite::corpus
