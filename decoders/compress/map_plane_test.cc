#include "decoders/compress/map_plane.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/rlew.h"
#include "decoders/compress/word_codec_test_support.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/core/findings.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite {
namespace {

using word_codec_testing::outcome;
using word_codec_testing::same_outcome;
using word_codec_testing::words;

constexpr std::uint16_t kTag = kDefaultRlewTag;
constexpr std::size_t kPlaneWords = std::size_t{64} * 64;

// expand_map_plane_into with a guarded scratch and plane buffer (word_codec_test_support.h) of
// `scratch_bytes` and `plane_bytes`; the plane's bytes as a Result<Bytes> that same_outcome can
// compare.
Result<Bytes> expand_into(ByteSpan stored, const Limits& limits = {},
                          std::size_t scratch_bytes = kMaxMapPlaneBufferBytes,
                          std::size_t plane_bytes = kMaxMapPlaneBufferBytes) {
  word_codec_testing::GuardedBuffer scratch(scratch_bytes);
  word_codec_testing::GuardedBuffer plane(plane_bytes);
  const Result<std::size_t> plane_size =
      expand_map_plane_into(stored, kTag, scratch.span(), plane.span(), limits);
  EXPECT_TRUE(scratch.guards_intact() && plane.guards_intact())
      << "expand_map_plane_into wrote past a buffer";
  if (!plane_size.ok()) return plane_size.error();
  return plane.first(*plane_size);
}

// Runs the three expanders; they must agree, and the test then checks what they agreed on.
Result<Bytes> expand(ByteSpan stored, const Limits& limits = {}) {
  Result<Bytes> fast = expand_map_plane(stored, kTag, limits);
  EXPECT_TRUE(same_outcome(fast, expand_map_plane_literal(stored, kTag, limits)));
  EXPECT_TRUE(same_outcome(expand_into(stored, limits), fast));
  return fast;
}

TEST(MapPlane, StoredPlaneIsCarmackOverRlewBothFramed) {
  testing::Rng rng(3);
  const Bytes plane = testing::random_words(rng, kPlaneWords, testing::WordPattern::kMapLike);
  const Bytes stored = *compress_map_plane(plane, kTag);
  EXPECT_EQ(stored, *carmack_compress_framed(*rlew_compress_framed(plane, kTag)));
  EXPECT_EQ(*expand(stored), plane);
}

TEST(MapPlane, RlewErrorOffsetsCountFromTheCarmackOutput) {
  // The RLEW stream (framed) has a run of 9 words where 3 are left, its tag at byte 4.
  const Bytes stored = *carmack_compress_framed(words({8, 1, kTag, 9, 1}));
  EXPECT_EQ(outcome(expand(stored)), "E-RLEW-RUN-OVERRUN at 4");
}

TEST(MapPlane, CarmackErrorsStopBeforeRlew) {
  const Bytes stored = *compress_map_plane(words({1, 2, 3, 4}), kTag);
  const Bytes cut(stored.begin(), stored.end() - 1);
  EXPECT_EQ(outcome(expand(cut)), "E-CARMACK-TRUNCATED at " + std::to_string(cut.size()));
}

TEST(MapPlane, LimitsApplyToBothStages) {
  const Bytes stored = *compress_map_plane(Bytes(64, 0), kTag);
  // 32 words of 0: one RLEW run, 8 bytes with its frame, so Carmack expands to 8 bytes.
  EXPECT_EQ(outcome(expand(stored, Limits{.max_word_codec_output = 8})), "E-RLEW-SIZE-LIMIT at 0");
  EXPECT_EQ(outcome(expand(stored, Limits{.max_word_codec_output = 6})),
            "E-CARMACK-SIZE-LIMIT at 0");
}

TEST(MapPlane, IntoABufferSmallerThanItsFrameIsALimitError) {
  const Bytes stored = *compress_map_plane(Bytes(64, 0), kTag);
  // As in LimitsApplyToBothStages: 8 bytes of Carmack output, then a 64-byte plane.
  EXPECT_EQ(outcome(expand_into(stored, {}, 8, 64)), "ok, 64 bytes");
  EXPECT_EQ(outcome(expand_into(stored, {}, 8, 62)), "E-RLEW-SIZE-LIMIT at 0");
  EXPECT_EQ(outcome(expand_into(stored, {}, 6, 64)), "E-CARMACK-SIZE-LIMIT at 0");
}

TEST(MapPlane, PlaneWhoseRlewStreamOutgrowsTheCarmackFrameIsRejected) {
  // Every other word the tag: each costs a three-word run, so RLEW doubles the plane.
  ByteWriter plane;
  for (std::size_t i = 0; i < 32767; ++i) plane.u16(i % 2 == 0 ? kTag : 1);
  EXPECT_EQ(outcome(compress_map_plane(plane.view(), kTag)), "E-CARMACK-SIZE-LIMIT at 0");
  EXPECT_EQ(outcome(compress_map_plane(Bytes(65536, 0), kTag)), "E-RLEW-SIZE-LIMIT at 0");
}

TEST(MapPlaneDifferential, FastAndLiteralAgreeOnDamagedPlanes) {
  testing::Rng rng(37);
  for (int i = 0; i < 1000; ++i) {
    const Bytes plane = testing::random_words(
        rng, rng.below(kPlaneWords + 1),
        rng.chance(50) ? testing::WordPattern::kMapLike : testing::WordPattern::kTagDense);
    const Bytes stored = word_codec_testing::mutate(rng, *compress_map_plane(plane, kTag));
    const Result<Bytes> literal = expand_map_plane_literal(stored, kTag);
    ASSERT_TRUE(same_outcome(expand_map_plane(stored, kTag), literal)) << "case " << i;
    ASSERT_TRUE(same_outcome(expand_into(stored), literal)) << "case " << i;
  }
}

// One data set's map planes, as GAMEMAPS stores them.
struct RealPlanes {
  std::string extension;
  std::size_t gamemaps_bytes = 0;
  std::uint16_t rlew_tag = 0;
  Bytes gamemaps;
  struct Plane {
    std::string name;  // "map3 plane1"
    ByteSpan stored;   // into `gamemaps`
    std::size_t expanded_size = 0;
  };
  std::vector<Plane> planes;
};

// Every plane of every map of every set found (offsets 0 and 0xFFFFFFFF are missing and sparse
// maps, seed 001 "Maphead"). A set without MAPHEAD and GAMEMAPS is left out.
std::vector<RealPlanes> load_real_planes() {
  std::vector<RealPlanes> sets;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    const auto maphead_path = files.file("maphead");
    const auto gamemaps_path = files.file("gamemaps");
    if (!maphead_path || !gamemaps_path) continue;
    const Result<Bytes> maphead_bytes = read_file(*maphead_path);
    Result<Bytes> gamemaps_bytes = read_file(*gamemaps_path);
    EXPECT_TRUE(maphead_bytes.ok() && gamemaps_bytes.ok()) << files.folder;
    if (!maphead_bytes.ok() || !gamemaps_bytes.ok()) continue;
    Findings findings;
    const Result<Maphead> maphead = decode_maphead(*maphead_bytes, findings);
    EXPECT_TRUE(maphead.ok()) << files.folder;
    if (!maphead.ok()) continue;
    RealPlanes& set = sets.emplace_back();
    set.extension = files.extension;
    set.rlew_tag = maphead->rlew_tag;
    set.gamemaps = std::move(gamemaps_bytes).value();
    set.gamemaps_bytes = set.gamemaps.size();
    for (std::size_t map = 0; map < maphead->offsets.size(); ++map) {
      const std::uint32_t offset = maphead->offsets[map];
      if (offset == 0 || offset == kMapOffsetSparse) continue;
      const Result<MapHeader> header = decode_map_header(set.gamemaps, offset);
      EXPECT_TRUE(header.ok()) << set.extension << " map" << map;
      if (!header.ok()) continue;
      for (int plane = 0; plane < kPlanesPerMap; ++plane) {
        const Result<ByteSpan> stored = map_plane_stored(set.gamemaps, *header, plane);
        EXPECT_TRUE(stored.ok()) << set.extension << " map" << map << " plane" << plane;
        if (!stored.ok()) continue;
        set.planes.push_back({"map" + std::to_string(map) + " plane" + std::to_string(plane),
                              *stored, std::size_t{2} * header->width * header->height});
      }
    }
  }
  return sets;
}

TEST(MapPlaneRealData, EveryPlaneExpandsToItsMapSizeWithEveryExpander) {
  const std::vector<RealPlanes> sets = load_real_planes();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  // One scratch and one plane buffer for every plane, as a port loading level after level has.
  Bytes scratch(kMaxMapPlaneBufferBytes);
  Bytes plane_buffer(kMaxMapPlaneBufferBytes);
  for (const RealPlanes& set : sets) {
    EXPECT_FALSE(set.planes.empty()) << set.extension;
    for (const RealPlanes::Plane& plane : set.planes) {
      const Result<Bytes> fast = expand_map_plane(plane.stored, set.rlew_tag);
      const Result<Bytes> literal = expand_map_plane_literal(plane.stored, set.rlew_tag);
      EXPECT_TRUE(same_outcome(fast, literal)) << set.extension << " " << plane.name;
      const Result<std::size_t> into_size =
          expand_map_plane_into(plane.stored, set.rlew_tag, scratch, plane_buffer);
      ASSERT_TRUE(into_size.ok()) << set.extension << " " << plane.name;
      EXPECT_TRUE(
          same_outcome(Bytes(plane_buffer.begin(),
                             plane_buffer.begin() + static_cast<std::ptrdiff_t>(*into_size)),
                       literal))
          << set.extension << " " << plane.name;
      EXPECT_EQ(outcome(fast), outcome(Bytes(plane.expanded_size)))
          << set.extension << " " << plane.name;
    }
  }
}

// What recompressing the shipped planes gives, measured once and kept so a change shows. Sets are
// told apart by extension and GAMEMAPS size (seed 002 names the versions; the sizes are those of
// the staged shareware v1.4 and Spear demo files).
struct Recompression {
  std::string_view extension;
  std::size_t gamemaps_bytes;
  int planes;
  int rlew_identical;     // rlew_compress_framed(plane) == the Carmack-expanded bytes
  int carmack_identical;  // carmack_compress_framed(Carmack-expanded bytes) == the stored bytes
  std::size_t stored_bytes;
  std::size_t recompressed_bytes;  // compress_map_plane over every plane
};
constexpr Recompression kMeasured[] = {
    {"wl1", 27425, 30, 30, 30, 26994, 26994},
    {"sdm", 5534, 6, 6, 6, 5439, 5439},
};

TEST(MapPlaneRealData, RecompressionReproducesTheShippedPlanes) {
  const std::vector<RealPlanes> sets = load_real_planes();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealPlanes& set : sets) {
    Recompression got{set.extension, set.gamemaps_bytes, 0, 0, 0, 0, 0};
    for (const RealPlanes::Plane& plane : set.planes) {
      const Result<Bytes> rlew_framed = carmack_expand_framed(plane.stored);
      ASSERT_TRUE(rlew_framed.ok()) << set.extension << " " << plane.name;
      const Result<Bytes> tiles = rlew_expand_framed(*rlew_framed, set.rlew_tag);
      ASSERT_TRUE(tiles.ok()) << set.extension << " " << plane.name;
      const Result<Bytes> stored = compress_map_plane(*tiles, set.rlew_tag);
      ASSERT_TRUE(stored.ok()) << set.extension << " " << plane.name;
      ASSERT_EQ(*expand_map_plane(*stored, set.rlew_tag), *tiles)
          << set.extension << " " << plane.name;
      ++got.planes;
      got.rlew_identical += *rlew_compress_framed(*tiles, set.rlew_tag) == *rlew_framed;
      got.carmack_identical +=
          *carmack_compress_framed(*rlew_framed) == Bytes(plane.stored.begin(), plane.stored.end());
      got.stored_bytes += plane.stored.size();
      got.recompressed_bytes += stored->size();
    }
    ::testing::Test::RecordProperty(set.extension + "_recompression",
                                    std::to_string(got.carmack_identical) + "/" +
                                        std::to_string(got.planes) + " planes identical, " +
                                        std::to_string(got.recompressed_bytes) + "/" +
                                        std::to_string(got.stored_bytes) + " bytes");
    for (const Recompression& want : kMeasured) {
      if (want.extension != set.extension || want.gamemaps_bytes != set.gamemaps_bytes) continue;
      EXPECT_EQ(got.planes, want.planes) << set.extension;
      EXPECT_EQ(got.rlew_identical, want.rlew_identical) << set.extension;
      EXPECT_EQ(got.carmack_identical, want.carmack_identical) << set.extension;
      EXPECT_EQ(got.stored_bytes, want.stored_bytes) << set.extension;
      EXPECT_EQ(got.recompressed_bytes, want.recompressed_bytes) << set.extension;
    }
  }
}

}  // namespace
}  // namespace wolfsuite
