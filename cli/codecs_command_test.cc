#include "cli/codecs_command.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "cli/cli_test_support.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite::cli {
namespace {

using nlohmann::json;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;

constexpr std::uint16_t kTag = 0xABCD;

// A tiny data set "tst" built with our own encoders: one map (at MAPHEAD index 1, between a
// missing and a sparse one) and a VGAGRAPH with a picture table for one picture, two fonts, the
// picture, a tile8 chunk stored raw, a sparse chunk and one more chunk.
struct TinySet {
  static constexpr std::size_t kPlaneWords = 64 * 64;
  std::size_t plane1_length_at = 0;  // GAMEMAPS offset of the header's plane 1 length field

  void write(const std::filesystem::path& folder) {
    std::filesystem::create_directories(folder);
    write_maps(folder);
    write_graphics(folder);
  }

 private:
  void write_maps(const std::filesystem::path& folder) {
    std::array<Bytes, 3> planes;
    for (std::size_t i = 0; i < kPlaneWords; ++i) {
      const auto wall = static_cast<std::uint16_t>((i % 64 == 0 || i < 64) ? 1 : 0x6C);
      const auto object = static_cast<std::uint16_t>(i % 97 == 0 ? 0x13 : 0);
      for (auto [plane, word] : {std::pair{0, wall}, {1, object}, {2, std::uint16_t{0}}}) {
        planes[plane].push_back(static_cast<std::uint8_t>(word & 0xFF));
        planes[plane].push_back(static_cast<std::uint8_t>(word >> 8));
      }
    }
    ByteWriter gamemaps;
    for (char c : std::string("TED5v1.0")) gamemaps.u8(static_cast<std::uint8_t>(c));
    std::array<std::uint32_t, 3> offsets{};
    std::array<std::uint16_t, 3> lengths{};
    for (int plane = 0; plane < 3; ++plane) {
      Result<Bytes> stored = compress_map_plane(planes[plane], kTag);
      ASSERT_TRUE(stored.ok()) << stored.error().to_string();
      offsets[plane] = static_cast<std::uint32_t>(gamemaps.size());
      lengths[plane] = static_cast<std::uint16_t>(stored->size());
      gamemaps.bytes(*stored);
    }
    const auto header_at = static_cast<std::uint32_t>(gamemaps.size());
    for (const std::uint32_t offset : offsets) gamemaps.u32(offset);
    plane1_length_at = gamemaps.size() + 2;
    for (const std::uint16_t length : lengths) gamemaps.u16(length);
    gamemaps.u16(64);
    gamemaps.u16(64);
    for (char c : std::string("Tiny map\0\0\0\0\0\0\0\0", 16)) {
      gamemaps.u8(static_cast<std::uint8_t>(c));
    }
    write_bytes(folder / "GAMEMAPS.TST", gamemaps.view());

    ByteWriter maphead;
    maphead.u16(kTag);
    maphead.u32(0);  // missing map
    maphead.u32(header_at);
    maphead.u32(0xFFFFFFFF);  // sparse map
    write_bytes(folder / "MAPHEAD.TST", maphead.view());
  }

  void write_graphics(const std::filesystem::path& folder) {
    Bytes pictable = {16, 0, 8, 0};  // one 16 x 8 picture
    Bytes font_a(100), font_b(100), picture(16 * 8), tile8(64), last(50);
    for (std::size_t i = 0; i < 100; ++i) {
      font_a[i] = static_cast<std::uint8_t>(i % 3 == 0 ? 0xFF : 0);
      font_b[i] = static_cast<std::uint8_t>(i);
    }
    for (std::size_t i = 0; i < picture.size(); ++i) picture[i] = static_cast<std::uint8_t>(i / 9);
    for (std::size_t i = 0; i < tile8.size(); ++i) tile8[i] = static_cast<std::uint8_t>(200 + i);
    for (std::size_t i = 0; i < last.size(); ++i) last[i] = static_cast<std::uint8_t>('a' + i % 26);

    Bytes all;
    for (const Bytes* chunk : {&pictable, &font_a, &font_b, &picture, &last}) {
      all.insert(all.end(), chunk->begin(), chunk->end());
    }
    const HuffmanDict dict = huffman_build_dict_for(all);
    write_bytes(folder / "VGADICT.TST", encode_huffman_dict(dict));

    ByteWriter vgagraph;
    ByteWriter vgahead;
    const auto add_chunk = [&](const Bytes& stored) {
      vgahead.u24(static_cast<std::uint32_t>(vgagraph.size()));
      vgagraph.bytes(stored);
    };
    for (const Bytes* chunk : {&pictable, &font_a, &font_b, &picture}) {
      Result<Bytes> stored = huffman_compress_framed(*chunk, dict);
      ASSERT_TRUE(stored.ok()) << stored.error().to_string();
      add_chunk(*stored);
    }
    add_chunk(tile8);       // chunk 4 = 3 + 1 picture: stored raw, no size
    vgahead.u24(0xFFFFFF);  // chunk 5: sparse
    Result<Bytes> stored_last = huffman_compress_framed(last, dict);
    ASSERT_TRUE(stored_last.ok()) << stored_last.error().to_string();
    add_chunk(*stored_last);                                   // chunk 6
    vgahead.u24(static_cast<std::uint32_t>(vgagraph.size()));  // the end
    write_bytes(folder / "VGAGRAPH.TST", vgagraph.view());
    write_bytes(folder / "VGAHEAD.TST", vgahead.view());
  }
};

TEST(CodecsCommand, GeneratedOnlyJsonParsesAndReportsEveryRoundTripOk) {
  const auto run = run_command({"codecs", "--generated-only", "--json"});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  const json report = json::parse(run.out);
  EXPECT_EQ(report["schema"], "wolfsuite-codecs/1");
  EXPECT_EQ(report["ok"], true);
  EXPECT_TRUE(report["sets"].empty());
  EXPECT_TRUE(report["errors"].empty()) << report["errors"].dump(2);
  EXPECT_EQ(report["generated"]["seed"].get<std::string>().rfind("0x", 0), 0u);
  for (const char* codec : {"rlew", "carmack", "map_plane", "huffman"}) {
    const json& tally = report["generated"][codec];
    EXPECT_GT(tally["count"].get<int>(), 10) << codec;
    EXPECT_EQ(tally["roundtrip_ok"], tally["count"]) << codec;
    EXPECT_GT(tally["plain_bytes"].get<int>(), 0) << codec;
    EXPECT_GT(tally["compressed_bytes"].get<int>(), 0) << codec;
  }
}

TEST(CodecsCommand, GeneratedSectionIsTheSameOnEveryRun) {
  const auto first = run_command({"codecs", "--generated-only", "--json"});
  const auto second = run_command({"codecs", "--generated-only", "--json"});
  EXPECT_EQ(first.out, second.out);
}

TEST(CodecsCommand, TableEndsWithTheVerdict) {
  const auto run = run_command({"codecs", "--generated-only"});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  EXPECT_NE(run.out.find("original bytes"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("generated  huffman"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("result: every round trip holds\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.err, "");  // string streams are not terminals: no progress lines
}

TEST(CodecsCommand, TinySetOneFolderDownRoundTripsAndIsIdentical) {
  ScratchFolder scratch;
  TinySet set;
  set.write(scratch / "tiny");
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const auto run = run_command({"codecs", "--json", scratch.path().string()});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  const json report = json::parse(run.out);
  ASSERT_EQ(report["sets"].size(), 1u);
  const json& tst = report["sets"][0];
  EXPECT_EQ(tst["name"], "tst");
  EXPECT_EQ(tst["folder"], (scratch / "tiny").string());

  const json& maps = tst["map_planes"];
  EXPECT_EQ(maps["count"], 3);
  EXPECT_EQ(maps["expanded"], 3);
  EXPECT_EQ(maps["roundtrip_ok"], 3);
  EXPECT_EQ(maps["identical"], 3);  // the stored planes were made by our own encoder
  EXPECT_EQ(maps["expanded_bytes"], 3 * TinySet::kPlaneWords * 2);
  EXPECT_EQ(maps["stored_bytes"], maps["recompressed_bytes"]);

  const json& chunks = tst["vgagraph_chunks"];
  EXPECT_EQ(chunks["count"], 5);  // 0, 1, 2, 3 and 6
  EXPECT_EQ(chunks["roundtrip_ok"], 5);
  EXPECT_EQ(chunks["identical"], 5);
  EXPECT_EQ(chunks["skipped_sparse"], 1);
  EXPECT_EQ(chunks["skipped_tile8"], 1);
  EXPECT_EQ(chunks["expanded_bytes"], 4 + 100 + 100 + 128 + 50);
}

TEST(CodecsCommand, CorruptPlaneFailsWithItsIdAndWhereItIs) {
  ScratchFolder scratch;
  TinySet set;
  set.write(scratch.path());
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  // Cut plane 1's stored length to 3 bytes: the Carmack stream ends early.
  Bytes gamemaps = testing::read_bytes(scratch / "GAMEMAPS.TST");
  gamemaps[set.plane1_length_at] = 3;
  gamemaps[set.plane1_length_at + 1] = 0;
  write_bytes(scratch / "GAMEMAPS.TST", gamemaps);

  const auto run = run_command({"codecs", "--json", scratch.path().string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-CARMACK-TRUNCATED at byte ", 0), 0u) << run.err;
  EXPECT_NE(run.err.find("map 1 plane 1"), std::string::npos) << run.err;
  const json report = json::parse(run.out);
  EXPECT_EQ(report["ok"], false);
  ASSERT_EQ(report["errors"].size(), 1u);
  EXPECT_EQ(report["errors"][0]["id"], "E-CARMACK-TRUNCATED");
  EXPECT_EQ(report["sets"][0]["map_planes"]["count"], 3);
  EXPECT_EQ(report["sets"][0]["map_planes"]["roundtrip_ok"], 2);
}

TEST(CodecsCommand, MissingFolderIsADataErrorWithItsId) {
  ScratchFolder scratch;
  const auto run = run_command({"codecs", (scratch / "absent").string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-IO-READ: ", 0), 0u) << run.err;
  EXPECT_NE(run.out.find("result: FAILED"), std::string::npos) << run.out;
}

TEST(CodecsCommand, FolderWithoutADataSetIsADataError) {
  ScratchFolder scratch;
  std::filesystem::create_directories(scratch / "empty" / "deeper");
  const auto run = run_command({"codecs", "--json", (scratch / "empty").string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-CODECS-NO-DATA-SET: ", 0), 0u) << run.err;
  EXPECT_EQ(json::parse(run.out)["ok"], false);
}

TEST(CodecsCommand, GeneratedOnlyIgnoresTheFolders) {
  ScratchFolder scratch;
  const auto run =
      run_command({"codecs", "--generated-only", "--json", (scratch / "absent").string()});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  EXPECT_TRUE(json::parse(run.out)["sets"].empty());
}

TEST(CodecsCommand, RealDataSetsRoundTrip) {
  const auto sets = wolfsuite::testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << wolfsuite::testing::real_data_missing_message();
  std::vector<std::string> args = {"codecs", "--json"};
  std::set<std::filesystem::path> folders;
  for (const auto& set : sets) {
    if (folders.insert(set.folder).second) args.push_back(set.folder.string());
  }
  const auto run = run_command(args);
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  const json report = json::parse(run.out);
  ASSERT_EQ(report["sets"].size(), sets.size());
  for (const json& set : report["sets"]) {
    SCOPED_TRACE(set["name"].get<std::string>());
    ASSERT_TRUE(set["map_planes"].is_object());
    EXPECT_GT(set["map_planes"]["count"].get<int>(), 0);
    EXPECT_EQ(set["map_planes"]["roundtrip_ok"], set["map_planes"]["count"]);
    ASSERT_TRUE(set["vgagraph_chunks"].is_object());
    EXPECT_GT(set["vgagraph_chunks"]["count"].get<int>(), 0);
    EXPECT_EQ(set["vgagraph_chunks"]["roundtrip_ok"], set["vgagraph_chunks"]["count"]);
    EXPECT_EQ(set["vgagraph_chunks"]["skipped_tile8"], 1);
  }
}

}  // namespace
}  // namespace wolfsuite::cli
