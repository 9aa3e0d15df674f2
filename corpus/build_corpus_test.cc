// The BUILD engine seed corpora (corpus/build_*_fuzzer/) keep their promises: every file's
// metadata agrees with its name, its target's decoders give it exactly the verdict, ID, offset and
// finding IDs its metadata names, every seed fits its target's max_len, and craft_build_corpus
// still makes the committed files byte for byte.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "corpus/build_corpus_verdicts.h"
#include "corpus/corpus_files.h"
#include "corpus/family_corpus_checks.h"
#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/synthetic_maps.h"

namespace wolfsuite::corpus {
namespace {

constexpr std::string_view kCraftingTool = "corpus/tools/craft_build_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 256u << 10;

std::filesystem::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

TEST(BuildCorpus, EveryTargetHasValidRejectedAndToleratedSeeds) {
  expect_every_verdict_seeded(corpus_path(), build_fuzz_targets());
}

TEST(BuildCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  expect_metadata_agrees_with_names(corpus_path(), build_fuzz_targets());
}

TEST(BuildCorpus, StaysSmall) {
  EXPECT_LE(corpus_bytes(corpus_path(), build_fuzz_targets()), kMaxCorpusBytes);
}

TEST(BuildCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), build_fuzz_targets());
}

class BuildCorpusVerdicts : public ::testing::TestWithParam<std::string> {};

TEST_P(BuildCorpusVerdicts, EveryFileGetsItsVerdictIdAndFindingsFromTheDecoders) {
  expect_verdicts(corpus_path(), GetParam(), build_corpus_outcome);
}

INSTANTIATE_TEST_SUITE_P(AllBuildTargets, BuildCorpusVerdicts,
                         ::testing::ValuesIn(build_fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

TEST(BuildCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  expect_tool_regenerates_corpus(WOLFSUITE_CRAFT_TOOL, kCraftingTool, corpus_path(),
                                 build_fuzz_targets());
}

TEST(BuildCorpusOutcome, UnknownTargetHasNoOutcome) {
  EXPECT_FALSE(build_corpus_outcome("wolf_maps_fuzzer", Bytes(16, 0)).has_value());
}

TEST(BuildCorpusOutcome, MapOutcomeJoinsTheValidationFindingsAfterTheDecoders) {
  BuildMap map = synthetic_build_map(7);
  map.sprites[0].ang = 4000;
  Bytes bytes = *encode_build_map(map);
  bytes.push_back(0);
  const std::optional<DecodeOutcome> outcome = build_corpus_outcome("build_map_fuzzer", bytes);
  ASSERT_TRUE(outcome.has_value());
  EXPECT_TRUE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "validate_build_map");
  ASSERT_EQ(outcome->findings.size(), 2u);
  EXPECT_EQ(outcome->findings[0].id, "W-BUILD-MAP-TRAILING");
  EXPECT_EQ(outcome->findings[1].id, "W-BUILD-MAP-ANGLE");
}

TEST(BuildCorpusOutcome, RejectedMapNamesTheDecoderAndTheError) {
  const std::optional<DecodeOutcome> outcome =
      build_corpus_outcome("build_map_fuzzer", Bytes{5, 0, 0, 0});
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "decode_build_map");
  EXPECT_EQ(outcome->error_id, "E-BUILD-MAP-VERSION");
  const std::optional<DecodeOutcome> grp = build_corpus_outcome("build_grp_fuzzer", Bytes(20, 0));
  ASSERT_TRUE(grp.has_value());
  EXPECT_EQ(grp->decoder, "decode_grp");
  EXPECT_EQ(grp->error_id, "E-GRP-MAGIC");
}

}  // namespace
}  // namespace wolfsuite::corpus
