#include "decoders/build_engine/grp.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite {
namespace {

// Two small maps of our own encoder: what a GRP of a level pack holds.
Bytes encoded_map(std::int32_t version, std::int32_t posx) {
  BuildMap map;
  map.version = version;
  map.posx = posx;
  BuildSector sector;
  sector.wallnum = 3;
  map.sectors.push_back(sector);
  const std::int32_t corners[3][2] = {{0, 0}, {1024, 0}, {0, 1024}};
  for (int i = 0; i < 3; ++i) {
    BuildWall wall;
    wall.x = corners[i][0];
    wall.y = corners[i][1];
    wall.point2 = static_cast<std::int16_t>((i + 1) % 3);
    map.walls.push_back(wall);
  }
  const Result<Bytes> bytes = encode_build_map(map);
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : Bytes{};
}

GrpFile file(std::string_view name, Bytes data) {
  const Result<GrpFile> made = make_grp_file(name, std::move(data));
  EXPECT_TRUE(made.ok()) << name;
  return made.ok() ? *made : GrpFile{};
}

Grp map_pack() {
  Grp grp;
  grp.files.push_back(file("E1L1.MAP", encoded_map(7, 100)));
  grp.files.push_back(file("WITCH6.MAP", encoded_map(6, -7)));
  grp.files.push_back(file("LONGNAME.TXT", {'h', 'i'}));  // 12 characters: no NUL
  grp.files.push_back(file("EMPTY.DAT", {}));
  return grp;
}

Bytes encode(const Grp& grp) {
  const Result<Bytes> bytes = encode_grp(grp);
  EXPECT_TRUE(bytes.ok()) << bytes.error().to_string();
  return bytes.ok() ? *bytes : Bytes{};
}

std::string outcome(ByteSpan bytes) {
  Findings findings;
  const Result<Grp> grp = decode_grp(bytes, findings);
  if (grp.ok()) return "ok";
  return grp.error().id + " at " + std::to_string(grp.error().offset);
}

void put_u32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  for (int i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (8 * i));
}

TEST(Grp, MapPackEncodesToTheDocumentedLayout) {
  const Grp grp = map_pack();
  const Bytes bytes = encode(grp);
  const std::size_t map7 = grp.files[0].data.size();
  const std::size_t map6 = grp.files[1].data.size();
  ASSERT_EQ(bytes.size(), 16u + 4 * 16 + map7 + map6 + 2);
  EXPECT_EQ(std::string(bytes.begin(), bytes.begin() + 12), "KenSilverman");
  EXPECT_EQ(load_u32le(bytes, 12), 4u);
  EXPECT_EQ(std::string(bytes.begin() + 16, bytes.begin() + 24), "E1L1.MAP");
  EXPECT_EQ(bytes[24], 0);  // NUL padding
  EXPECT_EQ(load_u32le(bytes, 28), map7);
  EXPECT_EQ(std::string(bytes.begin() + 48, bytes.begin() + 60), "LONGNAME.TXT");
  EXPECT_EQ(load_u32le(bytes, 60), 2u);
  EXPECT_EQ(load_u32le(bytes, 76), 0u);
  const std::size_t data_at = 16 + 4 * 16;
  EXPECT_EQ(load_u32le(bytes, data_at), 7u);         // the first map's version
  EXPECT_EQ(load_u32le(bytes, data_at + map7), 6u);  // the second's, right after it
  EXPECT_EQ(bytes[data_at + map7 + map6], 'h');
}

TEST(Grp, MapPackRoundTripsAndTheMapsInsideDecode) {
  const Grp grp = map_pack();
  const Bytes bytes = encode(grp);
  Findings findings;
  const Result<Grp> decoded = decode_grp(bytes, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, grp);
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(encode(*decoded), bytes);
  EXPECT_EQ(grp_file_name(decoded->files[2]), "LONGNAME.TXT");
  for (std::size_t i = 0; i < 2; ++i) {
    Findings map_findings;
    const Result<BuildMap> map = decode_build_map(decoded->files[i].data, map_findings);
    ASSERT_TRUE(map.ok()) << i;
    EXPECT_EQ(map->version, i == 0 ? 7 : 6);
  }
}

TEST(Grp, EmptyGrpIsSixteenBytes) {
  const Bytes bytes = encode(Grp{});
  EXPECT_EQ(bytes.size(), 16u);
  EXPECT_EQ(outcome(bytes), "ok");
}

TEST(Grp, EveryCutShortFileIsTruncated) {
  const Bytes bytes = encode(map_pack());
  for (std::size_t size = 12; size < bytes.size(); ++size) {
    EXPECT_EQ(outcome(ByteSpan(bytes).first(size)).rfind("E-GRP-TRUNCATED", 0), 0u) << size;
  }
  EXPECT_EQ(outcome(ByteSpan(bytes).first(5)), "E-GRP-TRUNCATED at 0");
}

TEST(Grp, WrongMagicIsRejected) {
  Bytes bytes = encode(map_pack());
  bytes[3] = 's';  // "KenSilverman" -> "Kensilverman"
  EXPECT_EQ(outcome(bytes), "E-GRP-MAGIC at 0");
}

TEST(Grp, CountIsCheckedAgainstTheFileSizeBeforeAllocating) {
  Bytes bytes = encode(map_pack());
  put_u32(bytes, 12, kMaxGrpFiles);  // allowed, but 1 MiB of directory is not there
  EXPECT_EQ(outcome(bytes), "E-GRP-TRUNCATED at 16");
  put_u32(bytes, 12, kMaxGrpFiles + 1);
  EXPECT_EQ(outcome(bytes), "E-GRP-FILE-LIMIT at 12");
  put_u32(bytes, 12, 0xffffffff);
  Findings findings;
  const Result<Grp> decoded = decode_grp(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().kind, ErrorKind::kLimit);
}

TEST(Grp, SizesAddingUpPastTheEndAreTruncatedAtTheFileThatOverruns) {
  Bytes bytes = encode(map_pack());
  const std::size_t map7 = map_pack().files[0].data.size();
  put_u32(bytes, 16 + 16 + 12, 0xfffffff0);  // the second map's size
  EXPECT_EQ(outcome(bytes), "E-GRP-TRUNCATED at " + std::to_string(16 + 4 * 16 + map7));
}

TEST(Grp, TrailingBytesAreAFindingAndAreWrittenBack) {
  Bytes bytes = encode(map_pack());
  const std::size_t end = bytes.size();
  bytes.insert(bytes.end(), {0x1a, 0x00});
  Findings findings;
  const Result<Grp> decoded = decode_grp(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-GRP-TRAILING");
  EXPECT_EQ(findings.items()[0].offset, end);
  EXPECT_EQ(encode(*decoded), bytes);
}

TEST(Grp, NameOdditiesAreFindingsAndTheRawFieldIsKept) {
  Grp grp = map_pack();
  grp.files[1].name_field = grp.files[0].name_field;
  grp.files[1].name_field[0] = 'e';  // "E1L1.MAP" again, in another case
  grp.files[2].name_field = {'A', 0, 'x'};
  grp.files[3].name_field = {};
  const Bytes bytes = encode(grp);
  Findings findings;
  const Result<Grp> decoded = decode_grp(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, grp);
  EXPECT_EQ(encode(*decoded), bytes);
  EXPECT_EQ(grp_file_name(decoded->files[2]), "A");
  std::vector<std::pair<std::string, std::size_t>> seen;
  for (const Finding& f : findings.items()) seen.emplace_back(f.id, f.offset);
  const std::vector<std::pair<std::string, std::size_t>> expected = {
      {"W-GRP-DUPLICATE-NAME", 32}, {"W-GRP-NAME-PADDING", 48}, {"W-GRP-EMPTY-NAME", 64}};
  EXPECT_EQ(seen, expected);
}

TEST(Grp, NamesLongerThanTwelveBytesCannotBeMade) {
  EXPECT_FALSE(make_grp_file("THIRTEENCHARS", {}).ok());
  EXPECT_FALSE(make_grp_file(std::string_view("A\0B", 3), {}).ok());
  EXPECT_TRUE(make_grp_file("TWELVE_CHARS", {}).ok());
}

TEST(Grp, EncoderRejectsMoreFilesThanTheCap) {
  Grp grp;
  grp.files.resize(kMaxGrpFiles + 1);
  const Result<Bytes> bytes = encode_grp(grp);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-GRP-ENCODE");
}

TEST(GrpProbe, MagicAndFittingDirectoryIsCertain) {
  const Bytes bytes = encode(map_pack());
  EXPECT_EQ(probe_grp(bytes), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_grp(ByteSpan(bytes).first(16 + 4 * 16)), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_grp(ByteSpan(bytes).first(16 + 4 * 16 - 1)), ProbeVerdict::kLikely);
  EXPECT_EQ(probe_grp(ByteSpan(bytes).first(12)), ProbeVerdict::kLikely);
  EXPECT_EQ(probe_grp(ByteSpan(bytes).first(11)), ProbeVerdict::kNo);
  EXPECT_EQ(probe_grp(encoded_map(7, 0)), ProbeVerdict::kNo);
  EXPECT_EQ(probe_build_map(bytes), ProbeVerdict::kNo);
}

// No real GRP is in our data: the real maps packed in memory stand in for one.
TEST(GrpRealData, RealMapsPackedInAGrpComeBackByteIdentical) {
  Grp grp;
  for (const auto& path : testing::real_set_files("build-eduke32-sdk-maps")) {
    if (path.extension() != ".map") continue;
    const std::string name = "MAP" + std::to_string(grp.files.size()) + ".MAP";  // 8.3 names
    const Result<Bytes> bytes = read_file(path);
    ASSERT_TRUE(bytes.ok()) << path.string();
    grp.files.push_back(file(name, *bytes));
  }
  if (grp.files.empty()) {
    GTEST_SKIP() << "no BUILD maps: " << testing::real_data_missing_message();
  }
  const Bytes packed = encode(grp);
  EXPECT_EQ(probe_grp(packed), ProbeVerdict::kCertain);
  Findings findings;
  const Result<Grp> decoded = decode_grp(packed, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, grp);
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(grp.files.size(), 8u);
  for (const GrpFile& packed_map : decoded->files) {
    Findings map_findings;
    const Result<BuildMap> map = decode_build_map(packed_map.data, map_findings);
    ASSERT_TRUE(map.ok()) << grp_file_name(packed_map);
    EXPECT_EQ(*encode_build_map(*map), packed_map.data) << grp_file_name(packed_map);
  }
}

}  // namespace
}  // namespace wolfsuite
