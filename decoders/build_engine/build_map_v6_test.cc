// Version 6 MAP files (build_map.h "Version 6"), their probe, and the conversion to version 7
// (build_map_convert.h).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/build_map_convert.h"
#include "decoders/core/byte_reader.h"

namespace wolfsuite {
namespace {

// Little-endian bytes appended by hand in the order of the seed's version 6 tables, independent
// of the encoder's field lists.
class HandBytes {
 public:
  HandBytes& put(std::int64_t value, int width) {
    const auto raw = static_cast<std::uint64_t>(value);
    for (int i = 0; i < width; ++i) bytes.push_back(static_cast<std::uint8_t>(raw >> (8 * i)));
    return *this;
  }
  Bytes bytes;
};

// One triangle sector; every field of the first wall, the sector and the sprite distinct.
BuildMap v6_triangle_map() {
  BuildMap map;
  map.version = 6;
  map.posx = 0x11223344;
  map.posy = -5;
  map.posz = 0x1000;
  map.ang = 1024;
  map.cursectnum = 0;
  BuildSector s;
  s.wallptr = 0;
  s.wallnum = 3;
  s.ceilingpicnum = 0x0102;
  s.floorpicnum = 0x0304;
  s.ceilingheinum = 0x0506;
  s.floorheinum = -2;
  s.ceilingz = 0x0708090a;
  s.floorz = 0x0b0c0d0e;
  s.ceilingshade = -3;
  s.floorshade = 4;
  s.ceilingxpanning = 5;
  s.floorxpanning = 6;
  s.ceilingypanning = 7;
  s.floorypanning = 8;
  s.ceilingstat = 0x83;
  s.floorstat = 0x02;
  s.ceilingpal = 9;
  s.floorpal = 10;
  s.visibility = 11;
  s.lotag = 12;
  s.hitag = 13;
  s.extra = 14;
  map.sectors.push_back(s);
  const std::int32_t corners[3][2] = {{0, 0}, {2048, 0}, {0, 2048}};
  for (int i = 0; i < 3; ++i) {
    BuildWall w;
    w.x = corners[i][0];
    w.y = corners[i][1];
    w.point2 = static_cast<std::int16_t>((i + 1) % 3);
    w.picnum = static_cast<std::int16_t>(0x2021 + i);
    w.overpicnum = 0x2223;
    w.shade = -24;
    w.pal = 25;
    w.cstat = 0x2627;
    w.xrepeat = 28;
    w.yrepeat = 29;
    w.xpanning = 30;
    w.ypanning = 31;
    w.lotag = 0x3233;
    w.hitag = 0x3435;
    w.extra = -1;
    map.walls.push_back(w);
  }
  BuildSprite p;
  p.x = 500;
  p.y = 600;
  p.z = -700;
  p.cstat = 0x4142;
  p.shade = -67;
  p.pal = 68;
  p.clipdist = 69;
  p.xrepeat = 0xf0;  // int8 in version 6: the bits are kept
  p.yrepeat = 71;
  p.xoffset = -72;
  p.yoffset = 73;
  p.picnum = 0x4a4b;
  p.ang = 1500;
  p.xvel = 0x4c4d;
  p.yvel = 0x4e4f;
  p.zvel = 0x5051;
  p.owner = -1;
  p.sectnum = 0;
  p.statnum = 0x5253;
  p.lotag = 0x5455;
  p.hitag = 0x5657;
  p.extra = 0x5859;
  map.sprites.push_back(p);
  return map;
}

// seed 003 "Version 6" tables, field by field.
Bytes v6_triangle_by_hand() {
  const BuildMap map = v6_triangle_map();
  HandBytes h;
  h.put(6, 4).put(map.posx, 4).put(map.posy, 4).put(map.posz, 4).put(map.ang, 2);
  h.put(map.cursectnum, 2).put(1, 2);
  const BuildSector& s = map.sectors[0];
  h.put(s.wallptr, 2).put(s.wallnum, 2).put(s.ceilingpicnum, 2).put(s.floorpicnum, 2);
  h.put(s.ceilingheinum, 2).put(s.floorheinum, 2).put(s.ceilingz, 4).put(s.floorz, 4);
  h.put(s.ceilingshade, 1).put(s.floorshade, 1).put(s.ceilingxpanning, 1);
  h.put(s.floorxpanning, 1).put(s.ceilingypanning, 1).put(s.floorypanning, 1);
  h.put(s.ceilingstat, 1).put(s.floorstat, 1).put(s.ceilingpal, 1).put(s.floorpal, 1);
  h.put(s.visibility, 1).put(s.lotag, 2).put(s.hitag, 2).put(s.extra, 2);
  h.put(3, 2);
  for (const BuildWall& w : map.walls) {
    h.put(w.x, 4).put(w.y, 4).put(w.point2, 2).put(w.nextsector, 2).put(w.nextwall, 2);
    h.put(w.picnum, 2).put(w.overpicnum, 2).put(w.shade, 1).put(w.pal, 1).put(w.cstat, 2);
    h.put(w.xrepeat, 1).put(w.yrepeat, 1).put(w.xpanning, 1).put(w.ypanning, 1);
    h.put(w.lotag, 2).put(w.hitag, 2).put(w.extra, 2);
  }
  h.put(1, 2);
  const BuildSprite& p = map.sprites[0];
  h.put(p.x, 4).put(p.y, 4).put(p.z, 4).put(p.cstat, 2).put(p.shade, 1).put(p.pal, 1);
  h.put(p.clipdist, 1).put(p.xrepeat, 1).put(p.yrepeat, 1).put(p.xoffset, 1);
  h.put(p.yoffset, 1).put(p.picnum, 2).put(p.ang, 2).put(p.xvel, 2).put(p.yvel, 2);
  h.put(p.zvel, 2).put(p.owner, 2).put(p.sectnum, 2).put(p.statnum, 2).put(p.lotag, 2);
  h.put(p.hitag, 2).put(p.extra, 2);
  return h.bytes;
}

std::string outcome(const Result<BuildMap>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

std::string encode_outcome(const BuildMap& map) {
  const Result<Bytes> bytes = encode_build_map(map);
  if (bytes.ok()) return "ok";
  return bytes.error().id + " at " + std::to_string(bytes.error().offset);
}

Result<BuildMap> decode(ByteSpan bytes) {
  Findings findings;
  return decode_build_map(bytes, findings);
}

constexpr std::size_t kSectorAt = 22;
constexpr std::size_t kNumWallsAt = kSectorAt + 37;
constexpr std::size_t kNumSpritesAt = kNumWallsAt + 2 + 3 * 32;

TEST(BuildMapV6, EncoderPlacesEveryFieldWhereTheSeedTablesSay) {
  const Result<Bytes> encoded = encode_build_map(v6_triangle_map());
  ASSERT_TRUE(encoded.ok()) << encoded.error().to_string();
  const Bytes expected = v6_triangle_by_hand();
  EXPECT_EQ(expected.size(), 22u + 37 + 2 + 3 * 32 + 2 + 43);
  EXPECT_EQ(*encoded, expected);
  // A few fields by absolute offset, straight from the table in build_map.h.
  EXPECT_EQ(expected[kSectorAt + 26], 0x83);                        // ceilingstat, one byte
  EXPECT_EQ(load_u16le(expected, kSectorAt + 8), 0x0506);           // ceilingheinum
  EXPECT_EQ(load_u32le(expected, kSectorAt + 12), 0x0708090au);     // ceilingz
  EXPECT_EQ(load_u16le(expected, kNumWallsAt + 2 + 10), 0xffff);    // nextsector before nextwall
  EXPECT_EQ(load_u16le(expected, kNumWallsAt + 2 + 20), 0x2627);    // wall cstat after pal
  EXPECT_EQ(load_u16le(expected, kNumSpritesAt + 2 + 21), 0x4a4b);  // sprite picnum
  EXPECT_EQ(load_u16le(expected, kNumSpritesAt + 2 + 33), 0);       // sectnum
}

TEST(BuildMapV6, HandWrittenFileDecodesToTheModelAndReencodesIdentically) {
  const Bytes bytes = v6_triangle_by_hand();
  Findings findings;
  const Result<BuildMap> decoded = decode_build_map(bytes, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, v6_triangle_map());
  EXPECT_TRUE(findings.empty());
  const Result<Bytes> again = encode_build_map(*decoded);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, bytes);
}

TEST(BuildMapV6, EveryCutShortFileIsTruncated) {
  const Bytes bytes = v6_triangle_by_hand();
  for (std::size_t size = 0; size < bytes.size(); ++size) {
    EXPECT_EQ(decode(ByteSpan(bytes).first(size)).error().id, "E-BUILD-MAP-TRUNCATED") << size;
  }
}

TEST(BuildMapV6, CountsAboveVersion7LimitsAreLimitErrors) {
  const struct {
    std::size_t at;
    std::uint16_t limit;
    const char* id;
  } cases[] = {{20, 1024, "E-BUILD-MAP-SECTOR-LIMIT"},
               {kNumWallsAt, 8192, "E-BUILD-MAP-WALL-LIMIT"},
               {kNumSpritesAt, 4096, "E-BUILD-MAP-SPRITE-LIMIT"}};
  for (const auto& c : cases) {
    Bytes bytes = v6_triangle_by_hand();
    bytes[c.at] = static_cast<std::uint8_t>(c.limit + 1);
    bytes[c.at + 1] = static_cast<std::uint8_t>((c.limit + 1) >> 8);
    EXPECT_EQ(outcome(decode(bytes)), std::string(c.id) + " at " + std::to_string(c.at));
    bytes[c.at] = static_cast<std::uint8_t>(c.limit);
    EXPECT_EQ(outcome(decode(bytes)), "E-BUILD-MAP-TRUNCATED at " + std::to_string(c.at + 2));
  }
}

TEST(BuildMapV6, EncoderRejectsFieldsTheLayoutCannotHold) {
  BuildMap map = v6_triangle_map();
  map.sectors[0].filler = 1;
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at 22");
  map = v6_triangle_map();
  map.sectors[0].floorstat = 0x100;
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at 22");
  map.sectors[0].floorstat = -1;
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at 22");
  map = v6_triangle_map();
  map.sprites[0].filler = 7;
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at " + std::to_string(kNumSpritesAt + 2));
  map.version = 7;  // version 7 has room for the filler
  EXPECT_EQ(encode_outcome(map), "ok");
}

TEST(BuildMapV6, ValidationOffsetsFollowTheVersion6Layout) {
  BuildMap map = v6_triangle_map();
  map.sprites[0].sectnum = 4;
  Findings findings;
  validate_build_map(map, findings);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-BUILD-MAP-SPRITE-SECTOR");
  EXPECT_EQ(findings.items()[0].offset, kNumSpritesAt + 2);
  map.walls[2].nextwall = 9;
  map.walls[2].nextsector = 0;
  Findings more;
  validate_build_map(map, more);
  ASSERT_EQ(more.items().size(), 2u);
  EXPECT_EQ(more.items()[0].id, "W-BUILD-MAP-NEXTWALL");
  EXPECT_EQ(more.items()[0].offset, kNumWallsAt + 2 + 2 * 32);
}

// ---- Probe ----------------------------------------------------------------------------------

TEST(BuildMapProbe, WholeMapsOfEveryVersionAreLikely) {
  const Bytes v6 = v6_triangle_by_hand();
  EXPECT_EQ(probe_build_map(v6), ProbeVerdict::kLikely);
  for (const std::int32_t version : {7, 8, 9}) {
    BuildMap map = v6_triangle_map();
    map.version = version;
    const Result<Bytes> bytes = encode_build_map(map);
    ASSERT_TRUE(bytes.ok());
    EXPECT_EQ(probe_build_map(*bytes), ProbeVerdict::kLikely) << version;
  }
}

TEST(BuildMapProbe, TrailingBytesAreUnsureAndEverythingElseIsNo) {
  Bytes bytes = v6_triangle_by_hand();
  Bytes longer = bytes;
  longer.push_back(0);
  EXPECT_EQ(probe_build_map(longer), ProbeVerdict::kUnsure);
  EXPECT_EQ(probe_build_map(ByteSpan(bytes).first(bytes.size() - 1)), ProbeVerdict::kNo);
  EXPECT_EQ(probe_build_map(Bytes{}), ProbeVerdict::kNo);
  bytes[0] = 5;
  EXPECT_EQ(probe_build_map(bytes), ProbeVerdict::kNo);
  bytes[0] = 6;
  bytes[kNumWallsAt + 1] = 0x20;  // 8195 walls: above the limit
  EXPECT_EQ(probe_build_map(bytes), ProbeVerdict::kNo);
  EXPECT_EQ(probe_build_map(Bytes{'K', 'e', 'n', 'S', 'i', 'l', 'v', 'e', 'r', 'm', 'a', 'n'}),
            ProbeVerdict::kNo);
}

// ---- Conversion to version 7 ----------------------------------------------------------------

TEST(BuildMapConvert, HeinumIsZeroUnlessBit1OfItsOwnStatIsSet) {
  EXPECT_EQ(v7_heinum_from_v6(0x00, 500), 0);
  EXPECT_EQ(v7_heinum_from_v6(0x01, -300), 0);  // parallaxing only
  EXPECT_EQ(v7_heinum_from_v6(0xfd, 1234), 0);  // every bit but bit 1
  EXPECT_EQ(v7_heinum_from_v6(0x02, 500), 500);
  EXPECT_EQ(v7_heinum_from_v6(0x03, -300), -300);
  EXPECT_EQ(v7_heinum_from_v6(0xff, 32767), 32767);
}

TEST(BuildMapConvert, CeilingAndFloorEachFollowTheirOwnStat) {
  BuildMap map = v6_triangle_map();
  map.sectors[0].ceilingstat = 0x02;  // sloped ceiling
  map.sectors[0].ceilingheinum = 640;
  map.sectors[0].floorstat = 0x01;  // flat, parallaxing floor
  map.sectors[0].floorheinum = -900;
  const Result<BuildMap> v7 = convert_build_map_v6_to_v7(map);
  ASSERT_TRUE(v7.ok());
  EXPECT_EQ(v7->sectors[0].ceilingheinum, 640);
  EXPECT_EQ(v7->sectors[0].floorheinum, 0);
  map.sectors[0].ceilingstat = 0x81;
  map.sectors[0].floorstat = 0x82;
  const Result<BuildMap> swapped = convert_build_map_v6_to_v7(map);
  ASSERT_TRUE(swapped.ok());
  EXPECT_EQ(swapped->sectors[0].ceilingheinum, 0);
  EXPECT_EQ(swapped->sectors[0].floorheinum, -900);
  EXPECT_EQ(swapped->sectors[0].ceilingstat, 0x81);  // the stats themselves are kept
}

TEST(BuildMapConvert, ConvertedMapIsAVersion7FileWithTheSameRecords) {
  BuildMap map = v6_triangle_map();
  map.trailing = {1, 2, 3};
  const Result<BuildMap> v7 = convert_build_map_v6_to_v7(map);
  ASSERT_TRUE(v7.ok());
  EXPECT_EQ(v7->version, 7);
  EXPECT_TRUE(v7->trailing.empty());
  EXPECT_EQ(v7->walls, map.walls);
  EXPECT_EQ(v7->sprites, map.sprites);
  const Result<Bytes> bytes = encode_build_map(*v7);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes->size(), 22u + 40 + 2 + 3 * 32 + 2 + 44);
  EXPECT_EQ(load_u16le(*bytes, kSectorAt + 12), 0x83);  // ceilingstat now 16 bits at 12
  const Result<BuildMap> decoded = decode(*bytes);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, *v7);
}

TEST(BuildMapConvert, OnlyVersion6MapsConvert) {
  BuildMap map = v6_triangle_map();
  map.version = 7;
  const Result<BuildMap> converted = convert_build_map_v6_to_v7(map);
  ASSERT_FALSE(converted.ok());
  EXPECT_EQ(converted.error().id, "E-BUILD-MAP-CONVERT");
}

}  // namespace
}  // namespace wolfsuite
