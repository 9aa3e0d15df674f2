#include "decoders/build_engine/build_map.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "decoders/core/ascii_case.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite {
namespace {

// File offsets written from the layout table in build_map.h, independently of the encoder.
constexpr std::size_t kAngAt = 16;
constexpr std::size_t kNumSectorsAt = 20;
constexpr std::size_t kFirstSectorAt = 22;

std::size_t num_walls_at(std::size_t sectors) { return kFirstSectorAt + 40 * sectors; }
std::size_t num_sprites_at(std::size_t sectors, std::size_t walls) {
  return num_walls_at(sectors) + 2 + 32 * walls;
}

std::string outcome(const Result<BuildMap>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

// A 1024-unit square sector whose left edge is at `left`, its four walls in one clockwise loop.
void add_square_sector(BuildMap& map, std::int32_t left) {
  const auto first = static_cast<std::int16_t>(map.walls.size());
  BuildSector sector;
  sector.wallptr = first;
  sector.wallnum = 4;
  sector.ceilingz = -16384;
  sector.floorz = 8192;
  map.sectors.push_back(sector);
  const std::int32_t corners[4][2] = {
      {left, 0}, {left + 1024, 0}, {left + 1024, 1024}, {left, 1024}};
  for (int i = 0; i < 4; ++i) {
    BuildWall wall;
    wall.x = corners[i][0];
    wall.y = corners[i][1];
    wall.point2 = static_cast<std::int16_t>(first + (i + 1) % 4);
    wall.picnum = 3;
    wall.xrepeat = 8;
    wall.yrepeat = 8;
    map.walls.push_back(wall);
  }
}

BuildMap square_map() {
  BuildMap map;
  map.posx = 512;
  map.posy = 512;
  map.posz = 8192;
  map.ang = 1536;
  add_square_sector(map, 0);
  BuildSprite sprite;
  sprite.x = 300;
  sprite.y = 700;
  sprite.z = 8192;
  sprite.picnum = 1405;
  sprite.xrepeat = 64;
  sprite.yrepeat = 64;
  sprite.ang = 512;
  map.sprites.push_back(sprite);
  return map;
}

// Two squares side by side; wall 1 (x = 1024, going down) and wall 7 (x = 1024, going up) are
// the two sides of the shared edge.
BuildMap two_sector_map() {
  BuildMap map = square_map();
  add_square_sector(map, 1024);
  map.walls[1].nextwall = 7;
  map.walls[1].nextsector = 1;
  map.walls[7].nextwall = 1;
  map.walls[7].nextsector = 0;
  return map;
}

Bytes encode(const BuildMap& map) {
  Result<Bytes> bytes = encode_build_map(map);
  EXPECT_TRUE(bytes.ok()) << bytes.error().to_string();
  return bytes.ok() ? *bytes : Bytes{};
}

void patch_u16(Bytes& bytes, std::size_t at, std::uint16_t value) {
  bytes[at] = static_cast<std::uint8_t>(value);
  bytes[at + 1] = static_cast<std::uint8_t>(value >> 8);
}

void patch_version(Bytes& bytes, std::int32_t version) {
  const auto raw = static_cast<std::uint32_t>(version);
  patch_u16(bytes, 0, static_cast<std::uint16_t>(raw));
  patch_u16(bytes, 2, static_cast<std::uint16_t>(raw >> 16));
}

BuildMap with_version(BuildMap map, std::int32_t version) {
  map.version = version;
  return map;
}

Result<BuildMap> decode(ByteSpan bytes) {
  Findings findings;
  return decode_build_map(bytes, findings);
}

std::vector<Finding> validate(const BuildMap& map) {
  Findings findings;
  validate_build_map(map, findings);
  return findings.items();
}

TEST(BuildMap, SquareMapEncodesToTheDocumentedLayout) {
  const Bytes bytes = encode(square_map());
  ASSERT_EQ(bytes.size(), 22u + 40 + 2 + 4 * 32 + 2 + 44);
  EXPECT_EQ(load_u32le(bytes, 0), 7u);
  EXPECT_EQ(load_u32le(bytes, 12), 8192u);  // posz
  EXPECT_EQ(load_u16le(bytes, kAngAt), 1536);
  EXPECT_EQ(load_u16le(bytes, kNumSectorsAt), 1);
  EXPECT_EQ(load_u16le(bytes, kFirstSectorAt + 2), 4);            // wallnum
  EXPECT_EQ(load_u32le(bytes, kFirstSectorAt + 4), 0xffffc000u);  // ceilingz -16384
  EXPECT_EQ(load_u16le(bytes, num_walls_at(1)), 4);
  const std::size_t wall1 = num_walls_at(1) + 2 + 32;
  EXPECT_EQ(load_u32le(bytes, wall1), 1024u);        // x
  EXPECT_EQ(load_u16le(bytes, wall1 + 8), 2);        // point2
  EXPECT_EQ(load_u16le(bytes, wall1 + 10), 0xffff);  // nextwall -1
  EXPECT_EQ(bytes[wall1 + 22], 8);                   // xrepeat
  const std::size_t sprite0 = num_sprites_at(1, 4) + 2;
  EXPECT_EQ(load_u16le(bytes, num_sprites_at(1, 4)), 1);
  EXPECT_EQ(load_u16le(bytes, sprite0 + 14), 1405);  // picnum
  EXPECT_EQ(bytes[sprite0 + 20], 64);                // xrepeat
  EXPECT_EQ(load_u16le(bytes, sprite0 + 28), 512);   // ang
}

TEST(BuildMap, SquareMapRoundTripsWithoutFindings) {
  const BuildMap map = square_map();
  Findings findings;
  const Result<BuildMap> decoded = decode_build_map(encode(map), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, map);
  EXPECT_TRUE(findings.empty());
  EXPECT_TRUE(validate(*decoded).empty());
  EXPECT_TRUE(validate(two_sector_map()).empty());
}

TEST(BuildMap, SignedAndUnsignedFieldsKeepTheirExtremes) {
  BuildMap map = two_sector_map();
  map.version = 9;
  map.posx = INT32_MIN;
  map.cursectnum = -1;
  BuildSector& sector = map.sectors[1];
  sector.ceilingshade = -128;
  sector.floorshade = 127;
  sector.ceilingpal = 255;
  sector.filler = 0xa5;
  sector.extra = INT16_MIN;
  map.walls[5].shade = -1;
  map.walls[5].ypanning = 255;
  BuildSprite& sprite = map.sprites[0];
  sprite.xoffset = -128;
  sprite.yoffset = 127;
  sprite.filler = 0xff;
  sprite.cstat = static_cast<std::int16_t>(0x8001);  // invisible + blocking
  sprite.owner = -1;
  const Bytes bytes = encode(map);
  const Result<BuildMap> decoded = decode(bytes);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, map);
  EXPECT_EQ(bytes[kFirstSectorAt + 40 + 20], 0x80);       // ceilingshade -128
  EXPECT_EQ(bytes[num_sprites_at(2, 8) + 2 + 22], 0x80);  // xoffset -128
}

TEST(BuildMap, EveryCutShortFileIsTruncated) {
  const Bytes bytes = encode(two_sector_map());
  for (std::size_t size = 0; size < bytes.size(); ++size) {
    const Result<BuildMap> decoded = decode(ByteSpan(bytes).first(size));
    ASSERT_FALSE(decoded.ok()) << size;
    EXPECT_EQ(decoded.error().id, "E-BUILD-MAP-TRUNCATED") << size;
    EXPECT_LE(decoded.error().offset, size);
  }
}

TEST(BuildMap, CountLargerThanTheRestOfTheFileIsTruncatedAtTheRecords) {
  Bytes bytes = encode(square_map());
  patch_u16(bytes, num_sprites_at(1, 4), 4000);  // within v7's limit, far beyond the 44 bytes
  EXPECT_EQ(outcome(decode(bytes)),
            "E-BUILD-MAP-TRUNCATED at " + std::to_string(num_sprites_at(1, 4) + 2));
  patch_u16(bytes, kNumSectorsAt, 1024);
  EXPECT_EQ(outcome(decode(bytes)), "E-BUILD-MAP-TRUNCATED at 22");
}

TEST(BuildMap, VersionsOtherThan6To9AreRejected) {
  for (const std::int32_t version : {0, 1, 5, 10, 0x07000000, -1}) {
    Bytes bytes = encode(square_map());
    patch_version(bytes, version);
    const Result<BuildMap> decoded = decode(bytes);
    EXPECT_EQ(outcome(decoded), "E-BUILD-MAP-VERSION at 0") << version;
  }
}

TEST(BuildMap, Versions8And9DecodeWithTheSameRecords) {
  for (const std::int32_t version : {8, 9}) {
    const BuildMap map = with_version(two_sector_map(), version);
    const Result<BuildMap> decoded = decode(encode(map));
    ASSERT_TRUE(decoded.ok()) << version;
    EXPECT_EQ(*decoded, map);
  }
}

struct CountLimitCase {
  std::int32_t version;
  const char* id;
  std::size_t count_at;  // in the encoded two_sector_map
  std::uint16_t limit;
};

// Each count one above its version's limit is a limit error at the count; the limit itself is
// allowed (and then truncated: the file does not hold that many records).
TEST(BuildMap, CountsAboveTheVersionLimitsAreLimitErrors) {
  const CountLimitCase cases[] = {
      {7, "E-BUILD-MAP-SECTOR-LIMIT", kNumSectorsAt, 1024},
      {8, "E-BUILD-MAP-SECTOR-LIMIT", kNumSectorsAt, 4096},
      {9, "E-BUILD-MAP-SECTOR-LIMIT", kNumSectorsAt, 4096},
      {7, "E-BUILD-MAP-WALL-LIMIT", num_walls_at(2), 8192},
      {8, "E-BUILD-MAP-WALL-LIMIT", num_walls_at(2), 16384},
      {9, "E-BUILD-MAP-WALL-LIMIT", num_walls_at(2), 16384},
      {7, "E-BUILD-MAP-SPRITE-LIMIT", num_sprites_at(2, 8), 4096},
      {8, "E-BUILD-MAP-SPRITE-LIMIT", num_sprites_at(2, 8), 16384},
      {9, "E-BUILD-MAP-SPRITE-LIMIT", num_sprites_at(2, 8), 16384},
  };
  for (const CountLimitCase& c : cases) {
    Bytes bytes = encode(with_version(two_sector_map(), c.version));
    patch_u16(bytes, c.count_at, static_cast<std::uint16_t>(c.limit + 1));
    const Result<BuildMap> over = decode(bytes);
    EXPECT_EQ(outcome(over), std::string(c.id) + " at " + std::to_string(c.count_at))
        << "version " << c.version;
    if (!over.ok()) {
      EXPECT_EQ(over.error().kind, ErrorKind::kLimit);
    }
    patch_u16(bytes, c.count_at, c.limit);
    EXPECT_EQ(outcome(decode(bytes)), "E-BUILD-MAP-TRUNCATED at " + std::to_string(c.count_at + 2))
        << c.id << " version " << c.version;
  }
}

TEST(BuildMap, BytesAfterTheSpritesAreAFindingAndAreWrittenBack) {
  Bytes bytes = encode(square_map());
  const std::size_t end = bytes.size();
  bytes.insert(bytes.end(), {0x00, 0x42, 0xff});
  Findings findings;
  const Result<BuildMap> decoded = decode_build_map(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(decoded->trailing, (Bytes{0x00, 0x42, 0xff}));
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-BUILD-MAP-TRAILING");
  EXPECT_EQ(findings.items()[0].offset, end);
  EXPECT_EQ(encode(*decoded), bytes);
}

std::string encode_outcome(const BuildMap& map) {
  const Result<Bytes> bytes = encode_build_map(map);
  if (bytes.ok()) return "ok";
  return bytes.error().id + " at " + std::to_string(bytes.error().offset);
}

TEST(BuildMap, EncoderRejectsUnknownVersions) {
  EXPECT_EQ(encode_outcome(with_version(square_map(), 5)), "E-BUILD-MAP-ENCODE at 0");
  EXPECT_EQ(encode_outcome(with_version(square_map(), 10)), "E-BUILD-MAP-ENCODE at 0");
}

TEST(BuildMap, EncoderRejectsCountsAboveTheVersionLimit) {
  BuildMap map = square_map();
  map.sectors.resize(1024);
  EXPECT_EQ(encode_outcome(map), "ok");
  map.sectors.resize(1025);
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at 20");
  EXPECT_EQ(encode_outcome(with_version(map, 8)), "ok");

  map = with_version(square_map(), 8);
  map.walls.resize(16385);
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at " + std::to_string(num_walls_at(1)));

  map = with_version(square_map(), 9);
  map.sprites.resize(16384);
  EXPECT_EQ(encode_outcome(map), "ok");
  map.sprites.resize(65536);  // would wrap the uint16 count to 0
  EXPECT_EQ(encode_outcome(map), "E-BUILD-MAP-ENCODE at " + std::to_string(num_sprites_at(1, 4)));
}

// ---- Validation -----------------------------------------------------------------------------

// Exactly one finding, with `id`, naming `what` (e.g. "sector 1"), at `offset`.
void expect_one_finding(const BuildMap& map, const std::string& id, const std::string& what,
                        std::size_t offset) {
  const std::vector<Finding> findings = validate(map);
  ASSERT_EQ(findings.size(), 1u) << id << " " << what;
  EXPECT_EQ(findings[0].id, id);
  EXPECT_EQ(findings[0].message.rfind(what + ":", 0), 0u) << findings[0].message;
  EXPECT_EQ(findings[0].offset, offset) << findings[0].message;
}

const std::size_t kSector1At = kFirstSectorAt + 40;

TEST(BuildMapValidation, SectorWallRangeOutsideTheWallsIsAFinding) {
  for (const auto& [wallptr, wallnum] :
       std::vector<std::pair<std::int16_t, std::int16_t>>{{-1, 4}, {4, 0}, {4, -2}, {5, 4}}) {
    BuildMap map = two_sector_map();
    map.sectors[1].wallptr = wallptr;
    map.sectors[1].wallnum = wallnum;
    // Wall 1 faces sector 1, which now owns none of the walls: one more finding for it.
    const std::vector<Finding> findings = validate(map);
    ASSERT_FALSE(findings.empty());
    EXPECT_EQ(findings[0].id, "W-BUILD-MAP-WALLPTR") << wallptr << " " << wallnum;
    EXPECT_EQ(findings[0].offset, kSector1At);
    EXPECT_EQ(findings[0].message.rfind("sector 1:", 0), 0u);
  }
}

TEST(BuildMapValidation, SectorsSharingWallsIsAFinding) {
  BuildMap map = square_map();
  map.sectors.push_back(map.sectors[0]);
  expect_one_finding(map, "W-BUILD-MAP-WALLPTR", "sector 1", kSector1At);
}

TEST(BuildMapValidation, Point2LeavingTheSectorIsALoopFinding) {
  BuildMap map = two_sector_map();
  map.walls[6].point2 = 2;  // a wall of sector 0
  expect_one_finding(map, "W-BUILD-MAP-LOOP", "sector 1", kSector1At);
}

TEST(BuildMapValidation, TwoWallsWithTheSamePoint2IsALoopFinding) {
  BuildMap map = square_map();
  map.walls[2].point2 = 0;  // wall 3 is then reached by nothing and its point2 0 is taken
  expect_one_finding(map, "W-BUILD-MAP-LOOP", "sector 0", kFirstSectorAt);
}

TEST(BuildMapValidation, TwoLoopsInOneSectorCloseWithoutFindings) {
  BuildMap map = two_sector_map();
  // Sector 0 takes sector 1's walls as an inner loop; sector 1 and the portal are dropped.
  map.sectors.pop_back();
  map.sectors[0].wallnum = 8;
  map.walls[1].nextwall = map.walls[1].nextsector = -1;
  map.walls[7].nextwall = map.walls[7].nextsector = -1;
  EXPECT_TRUE(validate(map).empty());
}

struct NextwallCase {
  const char* what;
  void (*set)(BuildMap&);
};

TEST(BuildMapValidation, PortalsThatDoNotAgreeAreNextwallFindings) {
  const NextwallCase cases[] = {
      {"only nextsector -1", [](BuildMap& m) { m.walls[1].nextsector = -1; }},
      {"nextwall out of range", [](BuildMap& m) { m.walls[1].nextwall = 8; }},
      {"nextsector out of range", [](BuildMap& m) { m.walls[1].nextsector = 2; }},
      {"nextwall to itself", [](BuildMap& m) { m.walls[1].nextwall = 1; }},
      {"nextsector wrong", [](BuildMap& m) { m.walls[1].nextsector = 0; }},
  };
  const std::size_t wall1_at = num_walls_at(2) + 2 + 32;
  for (const NextwallCase& c : cases) {
    BuildMap map = two_sector_map();
    c.set(map);
    const std::vector<Finding> findings = validate(map);
    ASSERT_FALSE(findings.empty()) << c.what;
    EXPECT_EQ(findings[0].id, "W-BUILD-MAP-NEXTWALL") << c.what;
    EXPECT_EQ(findings[0].message.rfind("wall 1:", 0), 0u) << c.what << ": " << findings[0].message;
    EXPECT_EQ(findings[0].offset, wall1_at) << c.what;
  }
}

TEST(BuildMapValidation, OneSidedPortalIsAFindingOnTheWallThatPoints) {
  BuildMap map = two_sector_map();
  map.walls[7].nextwall = map.walls[7].nextsector = -1;
  expect_one_finding(map, "W-BUILD-MAP-NEXTWALL", "wall 1", num_walls_at(2) + 2 + 32);
}

TEST(BuildMapValidation, SpriteOutsideTheSectorsIsAFinding) {
  for (const std::int16_t sectnum : {std::int16_t{-1}, std::int16_t{1}, std::int16_t{1000}}) {
    BuildMap map = square_map();
    map.sprites[0].sectnum = sectnum;
    expect_one_finding(map, "W-BUILD-MAP-SPRITE-SECTOR", "sprite 0", num_sprites_at(1, 4) + 2);
  }
}

TEST(BuildMapValidation, AnglesOutside0To2047AreFindings) {
  BuildMap map = square_map();
  map.sprites[0].ang = 2048;
  expect_one_finding(map, "W-BUILD-MAP-ANGLE", "sprite 0", num_sprites_at(1, 4) + 2);
  map.sprites[0].ang = -1;
  expect_one_finding(map, "W-BUILD-MAP-ANGLE", "sprite 0", num_sprites_at(1, 4) + 2);
  map.sprites[0].ang = 2047;
  map.ang = 4000;
  expect_one_finding(map, "W-BUILD-MAP-ANGLE", "start angle", kAngAt);
}

TEST(BuildMapValidation, WallOverlapStopsAtTheFirstSharedWall) {
  // 300 sectors all claiming the same 4 walls: each after the first is one finding, no more.
  BuildMap map = square_map();
  map.sectors.resize(300, map.sectors[0]);
  const std::vector<Finding> findings = validate(map);
  EXPECT_EQ(findings.size(), 299u);
  EXPECT_TRUE(std::all_of(findings.begin(), findings.end(),
                          [](const Finding& f) { return f.id == "W-BUILD-MAP-WALLPTR"; }));
}

// ---- Real data ------------------------------------------------------------------------------

struct ExpectedCounts {
  std::size_t bytes;
  std::int32_t version;
  std::size_t sectors, walls, sprites;
};

// build-eduke32-sdk-maps/SOURCE.md
const std::map<std::string, ExpectedCounts> kSdkMaps = {
    {"_clipshape0.map", {23858, 7, 104, 590, 18}},
    {"aspect.map", {1314, 7, 4, 27, 6}},
    {"m32script_ex.map", {50006, 7, 59, 340, 835}},
    {"mask_drawing_order.map", {7086, 7, 15, 85, 85}},
    {"r_usenewshading.map", {8038, 9, 10, 165, 53}},
    {"ror.map", {3306, 7, 6, 73, 16}},
    {"test_tileoffsets.map", {12710, 7, 4, 16, 273}},
    {"trueror1.map", {48750, 9, 96, 997, 295}},
};

// The *.map files of the build-eduke32-sdk-maps set ($WOLFSUITE_DATA or ../shared/data).
std::vector<std::filesystem::path> real_map_files() {
  std::vector<std::filesystem::path> maps;
  for (const auto& path : testing::real_set_files("build-eduke32-sdk-maps")) {
    if (ascii_lower(path.extension().string()) == ".map") maps.push_back(path);
  }
  return maps;
}

TEST(BuildMapRealData, EveryRealMapDecodesAndReencodesByteIdentical) {
  const std::vector<std::filesystem::path> files = real_map_files();
  if (files.empty()) {
    GTEST_SKIP() << "no BUILD maps found: set $WOLFSUITE_DATA or place build-eduke32-sdk-maps in "
                    "../shared/data beside the repository";
  }
  std::size_t identical = 0;
  std::size_t named = 0;
  for (const auto& path : files) {
    const Result<Bytes> bytes = read_file(path);
    ASSERT_TRUE(bytes.ok()) << path.string();
    Findings findings;
    const Result<BuildMap> decoded = decode_build_map(*bytes, findings);
    ASSERT_TRUE(decoded.ok()) << path.string() << ": " << decoded.error().to_string();
    EXPECT_TRUE(findings.empty()) << path.string() << ": " << findings.items()[0].message;
    const Result<Bytes> again = encode_build_map(*decoded);
    ASSERT_TRUE(again.ok()) << path.string();
    EXPECT_EQ(*again, *bytes) << path.string();
    if (*again == *bytes) ++identical;
    const auto expected = kSdkMaps.find(path.filename().string());
    if (expected == kSdkMaps.end()) continue;
    ++named;
    const ExpectedCounts& counts = expected->second;
    EXPECT_EQ(bytes->size(), counts.bytes) << path.string();
    EXPECT_EQ(decoded->version, counts.version) << path.string();
    EXPECT_EQ(decoded->sectors.size(), counts.sectors) << path.string();
    EXPECT_EQ(decoded->walls.size(), counts.walls) << path.string();
    EXPECT_EQ(decoded->sprites.size(), counts.sprites) << path.string();
  }
  std::cout << identical << " of " << files.size() << " maps re-encode byte-identical; " << named
            << " checked against the staged counts\n";
}

// The SDK maps are editor test maps, so validation may well find things; it must only report
// catalogued IDs. The per-file tally is printed for the record.
TEST(BuildMapRealData, ValidationOfRealMapsReportsOnlyCataloguedFindings) {
  const std::vector<std::filesystem::path> files = real_map_files();
  if (files.empty()) GTEST_SKIP() << "no BUILD maps found (see the test above)";
  const std::set<std::string> catalogue = {"W-BUILD-MAP-WALLPTR", "W-BUILD-MAP-LOOP",
                                           "W-BUILD-MAP-NEXTWALL", "W-BUILD-MAP-SPRITE-SECTOR",
                                           "W-BUILD-MAP-ANGLE"};
  for (const auto& path : files) {
    const Result<Bytes> bytes = read_file(path);
    ASSERT_TRUE(bytes.ok()) << path.string();
    Findings ignored;
    const Result<BuildMap> decoded = decode_build_map(*bytes, ignored);
    ASSERT_TRUE(decoded.ok()) << path.string();
    const std::vector<Finding> findings = validate(*decoded);
    std::map<std::string, std::size_t> tally;
    for (const Finding& finding : findings) {
      EXPECT_TRUE(catalogue.contains(finding.id)) << finding.id;
      ++tally[finding.id];
    }
    std::cout << path.filename().string() << ":";
    for (const auto& [id, count] : tally) std::cout << " " << id << " x" << count;
    if (!findings.empty()) std::cout << " (first: " << findings[0].message << ")";
    std::cout << "\n";
  }
}

}  // namespace
}  // namespace wolfsuite
