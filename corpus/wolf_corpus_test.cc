// The Wolfenstein 3-D seed corpora (corpus/wolf_<family>_fuzzer/) keep their promises: every
// file's metadata agrees with its name, its target's decoders give it exactly the verdict, ID,
// offset and finding IDs its metadata names, every seed fits its target's max_len, and
// craft_wolf_corpus still makes the committed files byte for byte.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/corpus_test_support.h"
#include "corpus/family_corpus_checks.h"
#include "corpus/wolf_corpus_verdicts.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr std::string_view kCraftingTool = "corpus/tools/craft_wolf_corpus.cc";
// Measured: the whole sets of wolf_set_fuzzer take 2.06 MiB (the synthetic set is complete enough
// for the engine to load: every picture at its size, every sprite), the other targets 1.76 MiB.
constexpr std::size_t kMaxCorpusBytes = 5u << 20;

fs::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

// A structure-aware target starts from models that decode: its seeds are y_ and i_ only.
TEST(WolfCorpus, EveryTargetHasValidRejectedAndToleratedSeeds) {
  std::vector<std::string> structured;
  for (const std::string& target : wolf_fuzz_targets()) {
    if (plain_target_of(target)) structured.push_back(target);
  }
  expect_every_verdict_seeded(corpus_path(), wolf_fuzz_targets(), structured);
}

TEST(WolfCorpus, StructuredTargetsSeedTheDecodableFilesOfTheirPlainTargets) {
  for (const std::string& target : wolf_fuzz_targets()) {
    const auto plain = plain_target_of(target);
    if (!plain) continue;
    SCOPED_TRACE(target);
    std::vector<std::string> decodable;
    for (const fs::path& input : inputs_in(corpus_path() / *plain)) {
      const std::string name = input.filename().string();
      if (name[0] == 'n') continue;
      decodable.push_back(name);
      const Result<Bytes> seed = read_file(corpus_path() / target / name);
      const Result<Bytes> original = read_file(input);
      ASSERT_TRUE(seed.ok()) << name << " is not a seed of " << target;
      ASSERT_TRUE(original.ok());
      EXPECT_TRUE(*seed == *original) << name;
    }
    std::vector<std::string> seeds;
    for (const fs::path& input : inputs_in(corpus_path() / target)) {
      seeds.push_back(input.filename().string());
    }
    EXPECT_EQ(seeds, decodable);
  }
}

TEST(WolfCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  expect_metadata_agrees_with_names(corpus_path(), wolf_fuzz_targets());
}

// Seeds plus metadata, every target: the committed corpus stays a small part of the repository.
TEST(WolfCorpus, StaysSmall) {
  EXPECT_LE(corpus_bytes(corpus_path(), wolf_fuzz_targets()), kMaxCorpusBytes);
}

// libFuzzer cuts a seed longer than max_len, so it would never reach its verdict when fuzzing.
TEST(WolfCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), wolf_fuzz_targets());
}

class WolfCorpusVerdicts : public ::testing::TestWithParam<std::string> {};

TEST_P(WolfCorpusVerdicts, EveryFileGetsItsVerdictIdAndFindingsFromTheDecoders) {
  expect_verdicts(corpus_path(), GetParam(), wolf_corpus_outcome);
}

INSTANTIATE_TEST_SUITE_P(AllWolfTargets, WolfCorpusVerdicts,
                         ::testing::ValuesIn(wolf_fuzz_targets()),
                         [](const ::testing::TestParamInfo<std::string>& target) {
                           return target.param;
                         });

TEST(WolfCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  const Regeneration regenerated = regenerate_and_compare(
      WOLFSUITE_CRAFT_WOLF_CORPUS, kCraftingTool, corpus_path(), wolf_fuzz_targets());
  ASSERT_EQ(regenerated.exit_status, 0) << WOLFSUITE_CRAFT_WOLF_CORPUS;
  EXPECT_EQ(regenerated.folders,
            std::set<std::string>(wolf_fuzz_targets().begin(), wolf_fuzz_targets().end()));
  expect_committed_corpus(regenerated, "craft_wolf_corpus");
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
  // No kind byte, a picture without its whole size, a tile8 lump without its dict_choice byte.
  EXPECT_FALSE(wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{}).has_value());
  EXPECT_FALSE(
      wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{fuzz::kPictureInput, 8, 0, 4})
          .has_value());
  EXPECT_FALSE(
      wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{fuzz::kTile8Input}).has_value());
}

TEST(WolfCorpusOutcome, GraphicsChunkInputsPickTheirDecoderByTheFirstByteModulo8) {
  Bytes palette(1 + 767, 0);
  palette[0] = fuzz::kPaletteInput + fuzz::kGraphicsChunkInputs;
  const auto short_palette = wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", palette);
  ASSERT_TRUE(short_palette.has_value());
  EXPECT_EQ(to_string(*short_palette), "rejected by decode_palette with E-PALETTE-SIZE at byte 0");

  // A 768-byte lump of values <= 63 is a palette to classify_misc_chunk.
  palette.push_back(0);
  palette[0] = fuzz::kMiscInput;
  const auto misc_palette = wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", palette);
  ASSERT_TRUE(misc_palette.has_value());
  EXPECT_EQ(to_string(*misc_palette), "accepted by decode_palette");
  const auto raw = wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{fuzz::kMiscInput, 'r'});
  ASSERT_TRUE(raw.has_value());
  EXPECT_EQ(to_string(*raw), "accepted by classify_misc_chunk");

  // dict_choice bit 0: a VGADICT follows; 3 bytes of it are too few.
  const auto dict =
      wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{fuzz::kTile8Input, 1, 0, 0, 0});
  ASSERT_TRUE(dict.has_value());
  EXPECT_EQ(to_string(*dict), "rejected by decode_huffman_dict with E-HUFFMAN-DICT-SIZE at byte 0");
  // A fixed dictionary and no bits: the engine's 72 tiles all come from past the lump.
  const auto tile8 = wolf_corpus_outcome("wolf_graphics_chunk_fuzzer", Bytes{fuzz::kTile8Input, 0});
  ASSERT_TRUE(tile8.has_value());
  EXPECT_EQ(to_string(*tile8), "accepted by decode_tile8 with W-VGAGRAPH-TILE8-BROKEN");

  // Picture offsets are in the lump, after the kind byte and the u16 width and height.
  const auto picture = wolf_corpus_outcome("wolf_graphics_chunk_fuzzer",
                                           Bytes{fuzz::kPictureInput, 2, 0, 2, 0, 7, 7, 7});
  ASSERT_TRUE(picture.has_value());
  EXPECT_EQ(to_string(*picture), "rejected by decode_picture with E-PIC-SIZE at byte 0");
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

TEST(WolfCorpusOutcome, AMapOverTheEngineLimitsRejectsTheFile) {
  GameMap map = new_game_map("Doors");
  for (std::size_t i = 0; i <= kMaxDoors; ++i) map.planes[0][2 * i] = 90;
  const Result<EncodedMapFiles> files = encode_map_set(new_map_set({map}));
  ASSERT_TRUE(files.ok());
  const auto outcome =
      wolf_corpus_outcome("wolf_maps_fuzzer", fuzz::join_files({files->maphead, files->gamemaps}));
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "map_limit_violations");
  EXPECT_EQ(outcome->error_id, "E-MAP-TOO-MANY-DOORS");
  EXPECT_EQ(outcome->error_offset, 2 * 2 * kMaxDoors);  // the 65th door, tile 128 of plane 0
  // classify_map's findings join the set's: 65 doors without walls, no player start.
  const std::vector<std::string> ids = finding_ids(*outcome);
  EXPECT_NE(std::find(ids.begin(), ids.end(), "W-MAP-DOOR-UNFRAMED"), ids.end());
  EXPECT_NE(std::find(ids.begin(), ids.end(), "W-MAP-NO-PLAYER-START"), ids.end());
}

// The regression file of the campaign's one wolf_maps_fuzzer crash (fuzz/README.md): the set
// decodes, encode_map_set refuses it with E-MAPSET-HEADER-AT-ZERO, and the map set targets take
// that refusal as the encoder's documented limit, not as a failed round trip.
TEST(WolfCorpus, CampaignMapSetDecodesAndItsReEncodingIsADocumentedRefusal) {
  const Result<Bytes> input =
      read_file(corpus_path() / "wolf_maps_fuzzer" / "i_first_header_would_land_at_zero.bin");
  ASSERT_TRUE(input.ok()) << input.error().message;
  const auto files = fuzz::split_files(*input, 2);
  ASSERT_TRUE(files.has_value());
  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  ASSERT_TRUE(set.ok()) << set.error().id;
  EXPECT_TRUE(set->signature.empty());
  const Result<EncodedMapFiles> encoded = encode_map_set(*set);
  ASSERT_FALSE(encoded.ok());
  EXPECT_EQ(encoded.error().id, "E-MAPSET-HEADER-AT-ZERO");
  EXPECT_TRUE(is_refusal_of_decoded_map_set(encoded.error()));
}

TEST(WolfCorpusOutcome, StructuredTargetsGiveTheirPlainTargetsOutcome) {
  EXPECT_EQ(plain_target_of("wolf_maps_structured_fuzzer"), "wolf_maps_fuzzer");
  EXPECT_EQ(structured_target_of("wolf_vswap_fuzzer"), "wolf_vswap_structured_fuzzer");
  EXPECT_FALSE(plain_target_of("wolf_maps_fuzzer").has_value());
  EXPECT_FALSE(structured_target_of("wolf_audio_fuzzer").has_value());
  const auto plain = wolf_corpus_outcome("wolf_vswap_fuzzer", Bytes(6, 0));
  const auto structured = wolf_corpus_outcome("wolf_vswap_structured_fuzzer", Bytes(6, 0));
  ASSERT_TRUE(plain.has_value() && structured.has_value());
  EXPECT_EQ(to_string(*structured), to_string(*plain));
}

TEST(WolfCorpusOutcome, ASetIsRejectedByItsDecoderBeforeItIsChecked) {
  // A MAPHEAD of one byte, shorter than its RLEW tag, a GAMEMAPS of one byte and six missing
  // (empty) files.
  const Bytes one_byte = {0};
  std::vector<ByteSpan> files(8);
  files[0] = one_byte;
  files[1] = one_byte;
  const auto outcome = wolf_corpus_outcome("wolf_set_fuzzer", fuzz::join_files(files));
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "decode_wolf_set");
  EXPECT_EQ(outcome->error_id, "E-MAPHEAD-TRUNCATED");
  EXPECT_FALSE(wolf_corpus_outcome("wolf_set_fuzzer", Bytes(27, 0)).has_value());
}

TEST(WolfCorpusOutcome, FindingIdsAreSortedAndEachOnce) {
  DecodeOutcome outcome;
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
