#include "decoders/quake/bsp.h"

#include <gtest/gtest.h>

#include <map>
#include <ostream>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/fixtures/test_name.h"
#include "decoders/quake/bsp_entities.h"
#include "decoders/quake/bsp_validate.h"
#include "decoders/quake/quake_real_data.h"
#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite {
namespace {

Bytes encoded(const Bsp& bsp) { return encode_bsp(bsp).value(); }

void patch_u32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  for (std::size_t i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (8 * i));
}

Bsp without_layouts(Bsp bsp) {
  bsp.layout.reset();
  bsp.miptex.layout.reset();
  return bsp;
}

TEST(Bsp, DecodeOfEncodeGivesTheBoxBack) {
  const Bsp box = synthetic_box_bsp(true);
  Findings findings;
  auto decoded = decode_bsp(encoded(box), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(without_layouts(*decoded), box);
  EXPECT_EQ(encoded(*decoded), encoded(box));
}

TEST(Bsp, CanonicalLayoutPutsLumpsInQbspOrderOnFourByteBoundaries) {
  const Bytes bytes = encoded(synthetic_box_bsp());
  EXPECT_EQ(load_u32le(bytes, 0), 29u);
  EXPECT_EQ(load_u32le(bytes, 4 + 8 * 1), kBspHeaderBytes);  // planes first
  for (std::size_t i = 0; i < kBspLumpCount; ++i) {
    if (static_cast<BspLump>(i) != BspLump::kMiptex) {
      EXPECT_EQ(load_u32le(bytes, 4 + 8 * i) % 4, 0u);
    }
  }
}

TEST(Bsp, RejectsAnotherVersion) {
  Bytes bytes = encoded(synthetic_box_bsp());
  patch_u32(bytes, 0, 0x17);
  Findings findings;
  const auto result = decode_bsp(bytes, findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-BSP-VERSION");
  EXPECT_EQ(result.error().offset, 0u);
}

TEST(Bsp, RejectsAFileShorterThanTheHeader) {
  Bytes bytes = encoded(synthetic_box_bsp());
  bytes.resize(100);
  Findings findings;
  EXPECT_EQ(decode_bsp(bytes, findings).error().id, "E-QUAKE-BSP-TRUNCATED");
}

TEST(Bsp, RejectsALumpOutsideTheFile) {
  Bytes bytes = encoded(synthetic_box_bsp());
  patch_u32(bytes, 4 + 8 * 5 + 4, 1u << 20);
  Findings findings;
  const auto result = decode_bsp(bytes, findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-BSP-LUMP-RANGE");
  EXPECT_EQ(result.error().offset, 4u + 8 * 5);
}

TEST(Bsp, RejectsALumpThatIsNotAWholeNumberOfRecords) {
  Bytes bytes = encoded(synthetic_box_bsp());
  patch_u32(bytes, 4 + 8 * 7 + 4, 21);  // faces: 20-byte records
  Findings findings;
  const auto result = decode_bsp(bytes, findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-BSP-LUMP-SIZE");
  EXPECT_EQ(result.error().offset, 4u + 8 * 7 + 4);
}

TEST(Bsp, OverlappingLumpsAreAFindingAndStillReencodeIdentically) {
  Bytes bytes = encoded(synthetic_box_bsp());
  // The lighting lump (empty) grows over the bytes of the visibility-free box's leaves.
  patch_u32(bytes, 4 + 8 * 8, load_u32le(bytes, 4 + 8 * 10));
  patch_u32(bytes, 4 + 8 * 8 + 4, 28);
  Findings findings;
  auto decoded = decode_bsp(bytes, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-LUMP-OVERLAP"));
  EXPECT_EQ(decoded->lighting.size(), 28u);
  EXPECT_EQ(encoded(*decoded), bytes);
}

TEST(Bsp, ProbeIsCertainOnABspAndNoOnOtherBytes) {
  const Bytes bytes = encoded(synthetic_box_bsp());
  EXPECT_EQ(probe_bsp(bytes), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_bsp(ByteSpan(bytes).first(64)), ProbeVerdict::kLikely);
  EXPECT_EQ(probe_bsp(Bytes{'P', 'A', 'C', 'K'}), ProbeVerdict::kNo);
}

TEST(Bsp, CountsNameEveryLump) {
  std::map<std::string, std::size_t> counts;
  for (const auto& [name, count] : bsp_counts(synthetic_box_bsp(true)))
    counts[std::string(name)] = count;
  EXPECT_EQ(counts.size(), 15u);
  EXPECT_EQ(counts["faces"], 6u);
  EXPECT_EQ(counts["edges"], 25u);
  EXPECT_EQ(counts["leaves"], 8u);
  EXPECT_EQ(counts["miptex"], 2u);
  EXPECT_EQ(counts["entities"], 2u);
  EXPECT_EQ(counts["visibility"], 1u);
  EXPECT_EQ(counts["lighting"], 0u);
}

struct RealBsp {
  const char* file;
  std::size_t faces;
  std::vector<std::string> miptex;
  std::vector<std::string> validation_findings = {};
};

// What GoogleTest prints as GetParam() in listings and failures (else the struct's raw bytes);
// GoogleTest looks the function up by this name.
void PrintTo(const RealBsp& real, std::ostream* out) {  // NOLINT(readability-identifier-naming)
  *out << real.file;
}

class BspRealData : public ::testing::TestWithParam<RealBsp> {};

TEST_P(BspRealData, DecodesValidatesAndReencodesIdentically) {
  const RealBsp& real = GetParam();
  const auto bytes = testing::read_quake_file(testing::kQuakeBspSet, real.file);
  if (!bytes) GTEST_SKIP() << testing::quake_data_missing(testing::kQuakeBspSet);
  Findings findings;
  auto bsp = decode_bsp(*bytes, findings);
  ASSERT_TRUE(bsp.ok()) << bsp.error().to_string();
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(probe_bsp(*bytes), ProbeVerdict::kCertain);
  // SOURCE.md of the set: faces, one model, the miptex names.
  EXPECT_EQ(bsp->faces.size(), real.faces);
  EXPECT_EQ(bsp->models.size(), 1u);
  std::vector<std::string> names;
  for (const auto& texture : bsp->miptex.textures) {
    ASSERT_TRUE(texture.has_value());
    names.push_back(miptex_name(*texture));
  }
  EXPECT_EQ(names, real.miptex);
  const auto entities = parse_entities(bsp->entities);
  ASSERT_TRUE(entities.ok()) << entities.error().to_string();
  ASSERT_FALSE(entities->empty());
  EXPECT_EQ(entity_value(entities->front(), "classname"), "worldspawn");
  const Status valid = validate_bsp(*bsp, findings);
  EXPECT_TRUE(valid.ok()) << valid.error().to_string();
  std::vector<std::string> finding_ids;
  for (const Finding& finding : findings.items()) finding_ids.push_back(finding.id);
  EXPECT_EQ(finding_ids, real.validation_findings);
  EXPECT_EQ(encoded(*bsp), *bytes);
}

INSTANTIATE_TEST_SUITE_P(
    EricwToolsTests, BspRealData,
    ::testing::Values(
        RealBsp{"q1_cube.bsp", 6, {"skip", "orangestuff8"}, {"W-QUAKE-BSP-NO-CLIPNODES"}},
        RealBsp{"q1_decompiler_test.bsp",
                68,
                {"skip", "brown_brick", "orangestuff8", "tsl_wall1", "brownstuff8"}},
        RealBsp{"q1_detail_fence2.bsp", 26, {"orangestuff8", "{trigger", "skip"}}),
    [](const ::testing::TestParamInfo<RealBsp>& real) {
      return testing::test_name(real.param.file);
    });

}  // namespace
}  // namespace wolfsuite
