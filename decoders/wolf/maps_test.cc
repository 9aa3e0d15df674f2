#include "decoders/wolf/maps.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kSignatureBytes = kTed5Signature.size();
constexpr std::size_t kTiles = std::size_t{kMapSide} * kMapSide;
constexpr std::size_t kOffsetBytes = 4;
// Map header fields (maps.h layout table).
constexpr std::size_t kPlane1OffsetAt = 4;
constexpr std::size_t kPlane1LengthAt = 14;
constexpr std::size_t kWidthAt = 18;
constexpr std::size_t kHeightAt = 20;

std::vector<std::uint16_t> random_plane(testing::Rng& rng, std::size_t words,
                                        testing::WordPattern pattern) {
  const Bytes bytes = testing::random_words(rng, words, pattern);
  std::vector<std::uint16_t> plane(words);
  for (std::size_t i = 0; i < words; ++i) plane[i] = load_u16le(bytes, 2 * i);
  return plane;
}

// A 64x64 map with walls and objects like a real one and an empty third plane.
GameMap patterned_map(std::string_view name, std::uint64_t seed) {
  testing::Rng rng(seed);
  GameMap map = new_game_map(name);
  map.planes[0] = random_plane(rng, kTiles, testing::WordPattern::kMapLike);
  map.planes[1] = random_plane(rng, kTiles, testing::WordPattern::kRepeats);
  return map;
}

Result<MapSet> decode(const EncodedMapFiles& files, Findings& findings, const Limits& limits = {}) {
  return decode_map_set(MapFiles{files.maphead, files.gamemaps}, findings, limits);
}

EncodedMapFiles encode_ok(const MapSet& set) {
  Result<EncodedMapFiles> encoded = encode_map_set(set);
  EXPECT_TRUE(encoded.ok()) << encoded.error().to_string();
  return encoded.ok() ? *encoded : EncodedMapFiles{};
}

std::size_t count_of(const Findings& findings, std::string_view id) {
  return static_cast<std::size_t>(std::ranges::count_if(
      findings.items(), [&](const Finding& finding) { return finding.id == id; }));
}

// The IDs found, without the per-slot W-MAPHEAD-OFFSET-ZERO of every unused slot.
std::vector<std::string> ids_besides_missing_slots(const Findings& findings) {
  std::vector<std::string> ids;
  for (const Finding& finding : findings.items()) {
    if (finding.id != "W-MAPHEAD-OFFSET-ZERO") ids.push_back(finding.id);
  }
  return ids;
}

const Finding* first(const Findings& findings, std::string_view id) {
  const auto it = std::ranges::find_if(findings.items(),
                                       [&](const Finding& finding) { return finding.id == id; });
  return it == findings.items().end() ? nullptr : &*it;
}

std::string outcome(const Result<MapSet>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

std::string outcome(const Result<EncodedMapFiles>& result) {
  return result.ok() ? "ok" : result.error().id;
}

void put_u16(Bytes& bytes, std::size_t at, std::uint16_t value) {
  bytes[at] = static_cast<std::uint8_t>(value);
  bytes[at + 1] = static_cast<std::uint8_t>(value >> 8);
}

void put_u32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  put_u16(bytes, at, static_cast<std::uint16_t>(value));
  put_u16(bytes, at + 2, static_cast<std::uint16_t>(value >> 16));
}

// Where slot `slot`'s map header is, read back from MAPHEAD.
std::uint32_t header_offset(const EncodedMapFiles& files, std::size_t slot) {
  return load_u32le(files.maphead, kMapheadTagBytes + kOffsetBytes * slot);
}

MapHeader header_of(const EncodedMapFiles& files, std::size_t slot) {
  return decode_map_header(files.gamemaps, header_offset(files, slot)).value();
}

// A file written piece by piece, for layouts and streams the encoder never produces.
struct HandMadeFiles {
  ByteWriter maphead;
  ByteWriter gamemaps;

  HandMadeFiles() {
    maphead.u16(kDefaultRlewTag);
    for (const char c : kTed5Signature) gamemaps.u8(static_cast<std::uint8_t>(c));
  }
  std::uint32_t plane(ByteSpan stored) {
    const auto at = static_cast<std::uint32_t>(gamemaps.size());
    gamemaps.bytes(stored);
    return at;
  }
  std::uint32_t header(const MapHeader& header) {
    const auto at = static_cast<std::uint32_t>(gamemaps.size());
    for (const std::uint32_t offset : header.plane_offset) gamemaps.u32(offset);
    for (const std::uint16_t length : header.plane_length) gamemaps.u16(length);
    gamemaps.u16(header.width);
    gamemaps.u16(header.height);
    gamemaps.bytes(header.name);
    return at;
  }
  EncodedMapFiles files() const {
    Bytes head = maphead.view();
    head.resize(kMapheadBytes, 0);  // the other slots missing
    return {head, gamemaps.view()};
  }
};

Bytes stored_plane(std::size_t words, std::uint16_t value = 0) {
  ByteWriter writer;
  for (std::size_t i = 0; i < words; ++i) writer.u16(value);
  return compress_map_plane(writer.view(), kDefaultRlewTag).value();
}

// One 64x64 map whose planes are `stored`, header right after them, no "!ID!".
EncodedMapFiles one_hand_made_map(const std::array<Bytes, kPlanesPerMap>& stored) {
  HandMadeFiles files;
  MapHeader header;
  header.width = kMapSide;
  header.height = kMapSide;
  for (std::size_t plane = 0; plane < kPlanesPerMap; ++plane) {
    header.plane_offset[plane] = files.plane(stored[plane]);
    header.plane_length[plane] = static_cast<std::uint16_t>(stored[plane].size());
  }
  files.maphead.u32(files.header(header));
  return files.files();
}

// A set with one of each kind of slot and the layout facts set away from their defaults.
MapSet varied_set() {
  GameMap small = new_game_map("Small", 16, 8);
  small.planes[0][3] = 0xABCD;  // the RLEW tag itself, as a tile
  small.planes[1][5] = 0xA7FF;  // a Carmack near tag
  small.id_tag = false;
  MapSet set = new_map_set({patterned_map("Wolf Test 1", 1)});
  set.slots[1] = SparseMap{};
  set.slots[5] = patterned_map("", 2);
  set.slots[99] = small;
  set.signature = "TED5v9.9 test";
  set.signature_tail = {0x00, 'x', 0xFF};
  set.tileinfo = {1, 2, 3, 4, 5};
  return set;
}

// ---- Round trip -----------------------------------------------------------------------------

TEST(MapSetRoundTrip, ConstructedSetDecodesToTheSameModel) {
  const MapSet set = varied_set();
  const EncodedMapFiles files = encode_ok(set);
  Findings findings;
  const Result<MapSet> decoded = decode(files, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, set);
  EXPECT_FALSE(findings.contains("W-GAMEMAPS-LAYOUT"));
}

TEST(MapSetRoundTrip, RandomSetsDecodeToTheSameModelAndEncodeToTheSameBytes) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    testing::Rng rng(seed);
    MapSet set;
    set.rlew_tag = rng.chance(50) ? kDefaultRlewTag : static_cast<std::uint16_t>(rng.next());
    set.signature = rng.chance(80) ? std::string(kTed5Signature) : "";
    if (rng.chance(30)) set.signature_tail = {0x80, static_cast<std::uint8_t>(rng.next())};
    const std::size_t slots = rng.chance(70) ? kMapheadSlots : rng.below(8);
    for (std::size_t slot = 0; slot < slots; ++slot) {
      if (rng.chance(90)) {
        set.slots.emplace_back(MissingMap{});
      } else if (rng.chance(15)) {
        set.slots.emplace_back(SparseMap{});
      } else {
        const auto side = static_cast<std::uint16_t>(1 + rng.below(64));
        GameMap map = new_game_map("map " + std::to_string(slot), side, side);
        for (auto& plane : map.planes) {
          const auto pattern = testing::kAllWordPatterns[rng.below(6)];
          plane = random_plane(rng, rng.chance(90) ? plane.size() : rng.below(300), pattern);
        }
        map.id_tag = rng.chance(80);
        set.slots.emplace_back(std::move(map));
      }
    }
    if (slots == kMapheadSlots && rng.chance(30)) set.tileinfo.assign(rng.below(40), 0x5A);
    const EncodedMapFiles files = encode_ok(set);
    Findings findings;
    const Result<MapSet> decoded = decode(files, findings);
    ASSERT_TRUE(decoded.ok()) << "seed " << seed << ": " << decoded.error().to_string();
    EXPECT_EQ(*decoded, set) << "seed " << seed;
    EXPECT_FALSE(findings.contains("W-GAMEMAPS-LAYOUT")) << "seed " << seed;
    EXPECT_EQ(encode_ok(*decoded), files) << "seed " << seed;
  }
}

TEST(MapSetRoundTrip, EmptyPlaneIsStoredWithLengthZeroAndReadsBackEmpty) {
  GameMap map = patterned_map("Two planes", 3);
  map.planes[2].clear();
  const MapSet set = new_map_set({map});
  const EncodedMapFiles files = encode_ok(set);
  const MapHeader header = header_of(files, 0);
  EXPECT_EQ(header.plane_length[2], 0);
  EXPECT_EQ(header.plane_offset[2], header_offset(files, 0));
  Findings findings;
  EXPECT_EQ(decode(files, findings).value(), set);
  EXPECT_TRUE(findings.contains("W-GAMEMAPS-PLANE-EMPTY"));
}

// ---- Canonical layout -----------------------------------------------------------------------

TEST(NewMapSet, FillsTed5Defaults) {
  const MapSet set = new_map_set({new_game_map("A"), new_game_map("B")});
  EXPECT_EQ(set.rlew_tag, 0xABCD);
  EXPECT_EQ(set.slots.size(), kMapheadSlots);
  EXPECT_EQ(set.signature, "TED5v1.0");
  EXPECT_TRUE(set.signature_tail.empty());
  EXPECT_TRUE(set.tileinfo.empty());
  EXPECT_EQ(map_name(std::get<GameMap>(set.slots[1])), "B");
  EXPECT_TRUE(std::holds_alternative<MissingMap>(set.slots[2]));
  EXPECT_TRUE(std::get<GameMap>(set.slots[0]).id_tag);
}

TEST(MapInSlot, IsTheSlotsMapAndNullForAMissingSparseOrOutOfRangeSlot) {
  MapSet set = new_map_set({new_game_map("A"), new_game_map("B")});
  set.slots[2] = SparseMap{};
  ASSERT_NE(map_in_slot(set, 1), nullptr);
  EXPECT_EQ(map_name(*map_in_slot(set, 1)), "B");
  EXPECT_EQ(map_in_slot(set, 2), nullptr);
  EXPECT_EQ(map_in_slot(set, 3), nullptr);
  EXPECT_EQ(map_in_slot(set, -1), nullptr);
  EXPECT_EQ(map_in_slot(set, static_cast<int>(kMapheadSlots)), nullptr);
}

TEST(NewMapSet, EncodesPlanesThenHeaderThenIdTagAfterTheSignature) {
  const GameMap first = patterned_map("First", 4);
  const MapSet set = new_map_set({first, patterned_map("Second", 5)});
  const EncodedMapFiles files = encode_ok(set);
  ASSERT_EQ(files.maphead.size(), kMapheadBytes);
  EXPECT_EQ(std::string(files.gamemaps.begin(), files.gamemaps.begin() + kSignatureBytes),
            "TED5v1.0");

  const MapHeader header = header_of(files, 0);
  std::size_t cursor = kSignatureBytes;
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    const auto index = static_cast<std::size_t>(plane);
    EXPECT_EQ(header.plane_offset[index], cursor) << "plane " << plane;
    const Bytes stored = compress_map_plane(plane_bytes_le(first, plane), 0xABCD).value();
    EXPECT_EQ(header.plane_length[index], stored.size()) << "plane " << plane;
    cursor += stored.size();
  }
  EXPECT_EQ(header_offset(files, 0), cursor);
  EXPECT_EQ(header.width, 64);
  EXPECT_EQ(header.name, first.name);
  const std::size_t tag_at = cursor + kMapHeaderBytes;
  EXPECT_TRUE(std::equal(kMapIdTag.begin(), kMapIdTag.end(), files.gamemaps.begin() + tag_at));
  EXPECT_EQ(header_of(files, 1).plane_offset[0], tag_at + kMapIdTag.size());
  EXPECT_EQ(header_offset(files, 2), 0u);
  EXPECT_TRUE(std::equal(kMapIdTag.begin(), kMapIdTag.end(),
                         files.gamemaps.end() - static_cast<std::ptrdiff_t>(kMapIdTag.size())));
}

TEST(NewMapSet, EncodedSetHasOnlyMissingSlotFindings) {
  const EncodedMapFiles files = encode_ok(new_map_set({patterned_map("Only", 6)}));
  Findings findings;
  ASSERT_TRUE(decode(files, findings).ok());
  EXPECT_EQ(count_of(findings, "W-MAPHEAD-OFFSET-ZERO"), kMapheadSlots - 1);
  EXPECT_TRUE(ids_besides_missing_slots(findings).empty());
}

// ---- Errors ---------------------------------------------------------------------------------

TEST(MapSetErrors, MapheadShorterThanItsTagIsTruncated) {
  const Bytes maphead = {0xCD};
  Findings findings;
  EXPECT_EQ(outcome(decode_map_set({maphead, {}}, findings)), "E-MAPHEAD-TRUNCATED at 0");
}

TEST(MapSetErrors, HeaderPastTheEndOfGamemapsIsAnError) {
  EncodedMapFiles files = encode_ok(new_map_set({patterned_map("A", 7)}));
  const auto at = static_cast<std::uint32_t>(files.gamemaps.size() - kMapHeaderBytes + 1);
  put_u32(files.maphead, kMapheadTagBytes, at);
  Findings findings;
  EXPECT_EQ(outcome(decode(files, findings)), "E-GAMEMAPS-HEADER-RANGE at " + std::to_string(at));
}

TEST(MapSetErrors, PlaneRangePastTheEndOfGamemapsIsAnError) {
  EncodedMapFiles files = encode_ok(new_map_set({patterned_map("A", 8)}));
  const std::uint32_t header = header_offset(files, 0);
  put_u32(files.gamemaps, header + kPlane1OffsetAt,
          static_cast<std::uint32_t>(files.gamemaps.size() - 3));
  Findings findings;
  EXPECT_EQ(outcome(decode(files, findings)),
            "E-GAMEMAPS-PLANE-RANGE at " + std::to_string(files.gamemaps.size() - 3));
}

TEST(MapSetErrors, CutCarmackStreamIsReportedAtTheFileOffsetWhereItEnds) {
  EncodedMapFiles files = encode_ok(new_map_set({patterned_map("A", 9)}));
  const MapHeader header = header_of(files, 0);
  put_u16(files.gamemaps, header_offset(files, 0) + kPlane1LengthAt, 5);  // plane 1 keeps 5 bytes
  Findings findings;
  const Result<MapSet> decoded = decode(files, findings);
  EXPECT_EQ(outcome(decoded),
            "E-CARMACK-TRUNCATED at " + std::to_string(header.plane_offset[1] + 5));
  EXPECT_NE(decoded.error().message.find("map 0 plane 1"), std::string::npos);
}

TEST(MapSetErrors, RlewErrorNamesThePlaneStartAndItsOwnOffsetInTheMessage) {
  ByteWriter rlew_framed;  // declares a whole plane, then stops after one literal word
  rlew_framed.u16(static_cast<std::uint16_t>(2 * kTiles));
  rlew_framed.u16(0x0001);
  const Bytes cut_plane = carmack_compress_framed(rlew_framed.view()).value();
  const EncodedMapFiles files =
      one_hand_made_map({stored_plane(kTiles), cut_plane, stored_plane(kTiles)});
  const std::uint32_t plane_1_at = header_of(files, 0).plane_offset[1];
  Findings findings;
  const Result<MapSet> decoded = decode(files, findings);
  EXPECT_EQ(outcome(decoded), "E-RLEW-TRUNCATED at " + std::to_string(plane_1_at));
  EXPECT_NE(decoded.error().message.find("at byte 4 of the Carmack output"), std::string::npos)
      << decoded.error().message;
}

TEST(MapSetErrors, MapAreaAboveTheLimitIsALimitError) {
  EncodedMapFiles files = encode_ok(new_map_set({patterned_map("A", 10)}));
  const std::uint32_t header = header_offset(files, 0);
  put_u16(files.gamemaps, header + kWidthAt, 256);
  put_u16(files.gamemaps, header + kHeightAt, 256);
  Findings findings;
  const Result<MapSet> decoded = decode(files, findings);
  EXPECT_EQ(outcome(decoded), "E-GAMEMAPS-MAP-AREA at " + std::to_string(header + kWidthAt));
  EXPECT_EQ(decoded.error().kind, ErrorKind::kLimit);

  Findings small_limit_findings;
  Limits small;
  small.max_word_codec_output = 4096;
  EXPECT_EQ(outcome(decode(encode_ok(new_map_set({patterned_map("A", 10)})), small_limit_findings,
                           small)),
            "E-GAMEMAPS-MAP-AREA at " + std::to_string(header + kWidthAt));
}

// ---- Findings -------------------------------------------------------------------------------

TEST(MapSetFindings, RlewTagOtherThanAbcdIsUsedAsGiven) {
  MapSet set = new_map_set({patterned_map("A", 11)});
  set.rlew_tag = 0x1234;
  Findings findings;
  EXPECT_EQ(decode(encode_ok(set), findings).value(), set);
  ASSERT_NE(first(findings, "W-MAPHEAD-RLEW-TAG"), nullptr);
  EXPECT_EQ(first(findings, "W-MAPHEAD-RLEW-TAG")->offset, 0u);
}

TEST(MapSetFindings, ZeroAndSparseOffsetsKeepTheirKindAndNameTheirSlot) {
  MapSet set = new_map_set({patterned_map("A", 12)});
  set.slots[4] = SparseMap{};
  Findings findings;
  const MapSet decoded = decode(encode_ok(set), findings).value();
  EXPECT_TRUE(std::holds_alternative<SparseMap>(decoded.slots[4]));
  EXPECT_TRUE(std::holds_alternative<MissingMap>(decoded.slots[3]));
  EXPECT_EQ(count_of(findings, "W-MAPHEAD-OFFSET-ZERO"), kMapheadSlots - 2);
  EXPECT_EQ(first(findings, "W-MAPHEAD-OFFSET-ZERO")->offset, kMapheadTagBytes + kOffsetBytes * 1);
  ASSERT_EQ(count_of(findings, "W-MAPHEAD-OFFSET-SPARSE"), 1u);
  EXPECT_EQ(first(findings, "W-MAPHEAD-OFFSET-SPARSE")->offset,
            kMapheadTagBytes + kOffsetBytes * 4);
}

TEST(MapSetFindings, ShortMapheadKeepsItsSlotsAndItsCutOffset) {
  MapSet set = new_map_set({patterned_map("A", 13)});
  set.slots.resize(3);
  set.tileinfo = {0xEE, 0xFF};
  const EncodedMapFiles files = encode_ok(set);
  EXPECT_EQ(files.maphead.size(), kMapheadTagBytes + kOffsetBytes * 3 + 2);
  Findings findings;
  EXPECT_EQ(decode(files, findings).value(), set);
  ASSERT_NE(first(findings, "W-MAPHEAD-SHORT"), nullptr);
  EXPECT_EQ(first(findings, "W-MAPHEAD-SHORT")->offset, files.maphead.size());
}

TEST(MapSetFindings, BytesAfterTheHundredOffsetsAreTileinfoNotOffsets) {
  Bytes maphead(kMapheadBytes + kOffsetBytes * 50, 0);
  put_u16(maphead, 0, kDefaultRlewTag);
  Findings findings;
  const Maphead head = decode_maphead(maphead, findings).value();
  EXPECT_EQ(head.offsets.size(), kMapheadSlots);
  ASSERT_NE(first(findings, "W-MAPHEAD-TILEINFO"), nullptr);
  EXPECT_EQ(first(findings, "W-MAPHEAD-TILEINFO")->offset, kMapheadBytes);

  Findings set_findings;
  const MapSet set = decode_map_set({maphead, Bytes{}}, set_findings).value();
  EXPECT_EQ(set.slots.size(), kMapheadSlots);
  EXPECT_EQ(set.tileinfo.size(), 200u);
}

TEST(MapSetFindings, MapOtherThan64By64IsKept) {
  const MapSet set = new_map_set({new_game_map("Wide", 128, 32)});
  Findings findings;
  EXPECT_EQ(decode(encode_ok(set), findings).value(), set);
  ASSERT_NE(first(findings, "W-GAMEMAPS-MAP-SIZE"), nullptr);
  EXPECT_EQ(first(findings, "W-GAMEMAPS-MAP-SIZE")->offset,
            header_offset(encode_ok(set), 0) + kWidthAt);
}

TEST(MapSetFindings, PlaneOfOtherThanTheMapSizeKeepsWhatItsFrameDeclares) {
  GameMap map = patterned_map("A", 14);
  map.planes[1].resize(100);
  const MapSet set = new_map_set({map});
  const EncodedMapFiles files = encode_ok(set);
  Findings findings;
  EXPECT_EQ(decode(files, findings).value(), set);
  EXPECT_EQ(ids_besides_missing_slots(findings), std::vector<std::string>{"W-GAMEMAPS-PLANE-SIZE"});
  EXPECT_EQ(first(findings, "W-GAMEMAPS-PLANE-SIZE")->offset, header_of(files, 0).plane_offset[1]);
}

TEST(MapSetFindings, NonZeroThirdPlaneIsReported) {
  GameMap map = patterned_map("A", 15);
  map.planes[2][100] = 7;
  Findings findings;
  EXPECT_EQ(decode(encode_ok(new_map_set({map})), findings).value(), new_map_set({map}));
  EXPECT_EQ(ids_besides_missing_slots(findings),
            std::vector<std::string>{"W-GAMEMAPS-THIRD-PLANE"});
}

TEST(MapSetFindings, TrailingBytesAreALayoutFindingAndAreDroppedOnEncoding) {
  const MapSet set = new_map_set({patterned_map("A", 16)});
  const EncodedMapFiles canonical = encode_ok(set);
  EncodedMapFiles files = canonical;
  files.gamemaps.push_back(0);
  Findings findings;
  EXPECT_EQ(decode(files, findings).value(), set);
  ASSERT_NE(first(findings, "W-GAMEMAPS-LAYOUT"), nullptr);
  EXPECT_EQ(first(findings, "W-GAMEMAPS-LAYOUT")->offset, canonical.gamemaps.size());
}

TEST(MapSetFindings, HeaderBeforeItsPlanesIsALayoutFindingAndReencodesInTed5Order) {
  HandMadeFiles hand;
  MapHeader header;
  header.width = kMapSide;
  header.height = kMapSide;
  const Bytes plane = stored_plane(kTiles, 1);
  const std::uint32_t header_at = static_cast<std::uint32_t>(hand.gamemaps.size());
  hand.maphead.u32(header_at);
  const std::size_t planes_at = header_at + kMapHeaderBytes;
  for (std::size_t p = 0; p < kPlanesPerMap; ++p) {
    header.plane_offset[p] = static_cast<std::uint32_t>(planes_at + p * plane.size());
    header.plane_length[p] = static_cast<std::uint16_t>(plane.size());
  }
  hand.header(header);
  for (std::size_t p = 0; p < kPlanesPerMap; ++p) hand.plane(plane);
  Findings findings;
  const MapSet set = decode(hand.files(), findings).value();
  ASSERT_NE(first(findings, "W-GAMEMAPS-LAYOUT"), nullptr);
  EXPECT_EQ(first(findings, "W-GAMEMAPS-LAYOUT")->offset, header_at);
  EXPECT_EQ(set.signature, "TED5v1.0");
  EXPECT_FALSE(std::get<GameMap>(set.slots[0]).id_tag);
  EXPECT_EQ(std::get<GameMap>(set.slots[0]).planes[2], std::vector<std::uint16_t>(kTiles, 1));

  Findings again;
  EXPECT_EQ(decode(encode_ok(set), again).value(), set);
  EXPECT_FALSE(again.contains("W-GAMEMAPS-LAYOUT"));
}

TEST(MapSetFindings, TwoSlotsSharingOneMapAreALayoutFindingAndEncodeAsTwoCopies) {
  EncodedMapFiles files = encode_ok(new_map_set({patterned_map("Shared", 17)}));
  put_u32(files.maphead, kMapheadTagBytes + kOffsetBytes, header_offset(files, 0));
  Findings findings;
  const MapSet set = decode(files, findings).value();
  EXPECT_TRUE(findings.contains("W-GAMEMAPS-LAYOUT"));
  EXPECT_EQ(std::get<GameMap>(set.slots[1]), std::get<GameMap>(set.slots[0]));
  const EncodedMapFiles twice = encode_ok(set);
  EXPECT_NE(header_offset(twice, 1), header_offset(twice, 0));
}

TEST(MapSetFindings, ZeroLengthPlaneNamesItsLengthField) {
  const EncodedMapFiles files =
      one_hand_made_map({stored_plane(kTiles), Bytes{}, stored_plane(kTiles)});
  Findings findings;
  const MapSet set = decode(files, findings).value();
  EXPECT_TRUE(std::get<GameMap>(set.slots[0]).planes[1].empty());
  ASSERT_NE(first(findings, "W-GAMEMAPS-PLANE-EMPTY"), nullptr);
  EXPECT_EQ(first(findings, "W-GAMEMAPS-PLANE-EMPTY")->offset,
            header_offset(files, 0) + kPlane1LengthAt);
}

// ---- Unencodable models ---------------------------------------------------------------------

TEST(MapSetEncodeErrors, MoreThanAHundredSlots) {
  MapSet set = new_map_set({});
  set.slots.emplace_back(MissingMap{});
  EXPECT_EQ(outcome(encode_map_set(set)), "E-MAPSET-SLOTS");
}

TEST(MapSetEncodeErrors, TileinfoThatWouldReadBackAsOffsets) {
  MapSet set = new_map_set({});
  set.slots.resize(10);
  set.tileinfo = {1, 2, 3, 4};
  EXPECT_EQ(outcome(encode_map_set(set)), "E-MAPSET-TILEINFO");
  set.tileinfo.pop_back();
  EXPECT_EQ(outcome(encode_map_set(set)), "ok");
}

TEST(MapSetEncodeErrors, SignatureThatWouldNotReadBackTheSame) {
  MapSet set = new_map_set({});
  set.signature = "TED5\x01";
  EXPECT_EQ(outcome(encode_map_set(set)), "E-MAPSET-SIGNATURE");
  set.signature = "TED5";
  set.signature_tail = {'v'};
  EXPECT_EQ(outcome(encode_map_set(set)), "E-MAPSET-SIGNATURE");
}

TEST(MapSetEncodeErrors, MapAreaAboveTheDefaultLimit) {
  GameMap map = new_game_map("Huge", 1, 1);
  map.width = 200;
  map.height = 200;
  EXPECT_EQ(outcome(encode_map_set(new_map_set({map}))), "E-MAPSET-MAP-AREA");
}

TEST(MapSetEncodeErrors, StoredPlaneLongerThanItsLengthField) {
  // Every word needs a Carmack escape (3 bytes for 2), and 32000 random ones repeat too little to
  // make up for it: the stored plane passes 65535 bytes.
  testing::Rng rng(18);
  GameMap map = new_game_map("Escapes", 200, 160);
  map.planes[0] = random_plane(rng, 32000, testing::WordPattern::kCarmackTags);
  EXPECT_EQ(outcome(encode_map_set(new_map_set({map}))), "E-MAPSET-PLANE-LENGTH");
}

TEST(MapSetEncodeErrors, PlaneLongerThanAFrameIsTheCodecsError) {
  GameMap map = new_game_map("Long");
  map.planes[0].assign(32768, 1);
  EXPECT_EQ(outcome(encode_map_set(new_map_set({map}))), "E-RLEW-SIZE-LIMIT");
}

TEST(MapSetEncodeErrors, HeaderThatWouldLandAtOffsetZero) {
  MapSet set = new_map_set({new_game_map("", 0, 0)});
  set.signature.clear();
  EXPECT_EQ(outcome(encode_map_set(set)), "E-MAPSET-HEADER-AT-ZERO");
  set.signature = "T";
  EXPECT_EQ(outcome(encode_map_set(set)), "ok");
}

// ---- Helpers --------------------------------------------------------------------------------

TEST(MapHelpers, NameStopsAtTheFirstNul) {
  GameMap map = new_game_map("Wolf1 Map1");
  map.name[12] = 'x';  // after the NUL at 10
  EXPECT_EQ(map_name(map), "Wolf1 Map1");
  EXPECT_EQ(map_name(new_game_map("Sixteen chars!!!and more")), "Sixteen chars!!!");
}

TEST(MapHelpers, PlaneBytesAreLittleEndianWords) {
  GameMap map = new_game_map("", 2, 1);
  map.planes[1] = {0x1234, 0xABCD};
  EXPECT_EQ(plane_bytes_le(map, 1), (Bytes{0x34, 0x12, 0xCD, 0xAB}));
  EXPECT_EQ(plane_bytes_le(map, 0), (Bytes{0, 0, 0, 0}));
}

// ---- Real data ------------------------------------------------------------------------------

struct RealMapFiles {
  std::string extension;
  Bytes maphead;
  Bytes gamemaps;
};

std::vector<RealMapFiles> load_real_map_files() {
  std::vector<RealMapFiles> sets;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    const auto maphead = files.file("maphead");
    const auto gamemaps = files.file("gamemaps");
    if (!maphead || !gamemaps) continue;
    Result<Bytes> maphead_bytes = read_file(*maphead);
    Result<Bytes> gamemaps_bytes = read_file(*gamemaps);
    EXPECT_TRUE(maphead_bytes.ok() && gamemaps_bytes.ok()) << files.folder;
    if (!maphead_bytes.ok() || !gamemaps_bytes.ok()) continue;
    sets.push_back(
        {files.extension, std::move(maphead_bytes).value(), std::move(gamemaps_bytes).value()});
  }
  return sets;
}

TEST(MapSetRealData, EverySetDecodesWithOnlyItsUnusedSlotsReported) {
  const std::vector<RealMapFiles> sets = load_real_map_files();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealMapFiles& real : sets) {
    Findings findings;
    const Result<MapSet> set = decode_map_set({real.maphead, real.gamemaps}, findings);
    ASSERT_TRUE(set.ok()) << real.extension << ": " << set.error().to_string();
    const auto version = version_from_tag(real.extension);
    ASSERT_TRUE(version.has_value()) << real.extension;
    const auto maps = static_cast<std::size_t>(version_facts(*version).maps);

    EXPECT_EQ(set->rlew_tag, 0xABCD) << real.extension;
    EXPECT_EQ(set->slots.size(), kMapheadSlots) << real.extension;
    EXPECT_TRUE(set->tileinfo.empty()) << real.extension;
    EXPECT_EQ(set->signature, "TED5v1.0") << real.extension;
    EXPECT_EQ(set->signature_tail.size(), 3u) << real.extension;
    for (std::size_t slot = 0; slot < kMapheadSlots; ++slot) {
      const auto* map = std::get_if<GameMap>(&set->slots[slot]);
      EXPECT_EQ(map != nullptr, slot < maps) << real.extension << " slot " << slot;
      if (map == nullptr) continue;
      EXPECT_EQ(map->width, 64);
      EXPECT_EQ(map->height, 64);
      EXPECT_FALSE(map_name(*map).empty());
      EXPECT_TRUE(map->id_tag);
      for (const auto& plane : map->planes) EXPECT_EQ(plane.size(), kTiles);
    }
    EXPECT_EQ(count_of(findings, "W-MAPHEAD-OFFSET-ZERO"), kMapheadSlots - maps) << real.extension;
    EXPECT_TRUE(ids_besides_missing_slots(findings).empty()) << real.extension;
  }
}

TEST(MapSetRealData, BothFilesOfEverySetReencodeByteIdentical) {
  const std::vector<RealMapFiles> sets = load_real_map_files();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealMapFiles& real : sets) {
    Findings findings;
    const Result<MapSet> set = decode_map_set({real.maphead, real.gamemaps}, findings);
    ASSERT_TRUE(set.ok()) << real.extension << ": " << set.error().to_string();
    const Result<EncodedMapFiles> encoded = encode_map_set(*set);
    ASSERT_TRUE(encoded.ok()) << real.extension << ": " << encoded.error().to_string();
    EXPECT_TRUE(encoded->maphead == real.maphead) << real.extension << " MAPHEAD";
    EXPECT_TRUE(encoded->gamemaps == real.gamemaps) << real.extension << " GAMEMAPS";
  }
}

}  // namespace
}  // namespace wolfsuite
