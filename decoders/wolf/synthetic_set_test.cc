#include "decoders/wolf/synthetic_set.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {
namespace {

const WolfSet& set() {
  static const WolfSet kSet = [] {
    Result<WolfSet> built = synthetic_set();
    EXPECT_TRUE(built.ok()) << built.error().to_string();
    return built.ok() ? std::move(*built) : WolfSet{};
  }();
  return kSet;
}

const WolfSetFiles& files() {
  static const WolfSetFiles kFiles = [] {
    Result<WolfSetFiles> built = synthetic_set_files();
    EXPECT_TRUE(built.ok()) << built.error().to_string();
    return built.ok() ? std::move(*built) : WolfSetFiles{};
  }();
  return kFiles;
}

std::vector<const GameMap*> maps() {
  std::vector<const GameMap*> out;
  if (!set().maps) return out;
  for (const MapSlot& slot : set().maps->slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) out.push_back(map);
  }
  return out;
}

MapContents classify(const GameMap& map, Findings& findings) {
  return classify_map({map.width, map.height, map.planes[0], map.planes[1]}, false, findings);
}

MapContents classify(const GameMap& map) {
  Findings findings;
  return classify(map, findings);
}

std::size_t tile_index(int x, int y) {
  return static_cast<std::size_t>(y) * kMapSide + static_cast<std::size_t>(x);
}

std::set<std::string> finding_ids(const Findings& findings) {
  std::set<std::string> ids;
  for (const Finding& finding : findings.items()) ids.insert(finding.id);
  return ids;
}

std::size_t count_of(const Findings& findings, const std::string& id) {
  return static_cast<std::size_t>(
      std::count_if(findings.items().begin(), findings.items().end(),
                    [&](const Finding& finding) { return finding.id == id; }));
}

// ---- The set as a whole -------------------------------------------------------------------

TEST(SyntheticSet, TwoBuildsGiveByteIdenticalFiles) {
  const Result<WolfSetFiles> again = synthetic_set_files();
  ASSERT_TRUE(again.ok()) << again.error().to_string();
  EXPECT_EQ(again->extension, "wl1");
  for (const std::string_view stem : kWolfSetStems) {
    ASSERT_NE(files().file(stem), nullptr) << stem;
    ASSERT_NE(again->file(stem), nullptr) << stem;
    EXPECT_EQ(*again->file(stem), *files().file(stem)) << stem;
  }
  EXPECT_EQ(*again, files());
}

TEST(SyntheticSet, FilesDecodeAsWl1WithoutErrors) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  for (const FamilyError& error : report.errors) ADD_FAILURE() << error.error.to_string();
  EXPECT_TRUE(report.missing_files.empty());
  ASSERT_TRUE(decoded.version.version.has_value());
  EXPECT_EQ(*decoded.version.version, kSyntheticSetVersion);
  // Two maps where wl1 has ten: the extension and the audio counts decide.
  EXPECT_FALSE(decoded.version.matches_counts);
  EXPECT_TRUE(decoded.maps && decoded.graphics && decoded.vswap && decoded.audio);
}

// Deliberate: 98 missing map slots hold offset 0 as TED5 writes them, and 35 digitised sounds are
// left out of VSWAP the way wl1 leaves out 26 (synthetic_set.h).
TEST(SyntheticSet, DecodeAndCheckGiveOnlyTheDeliberateFindings) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  check_wolf_set(decoded, report);
  for (const FamilyError& error : report.errors) ADD_FAILURE() << error.error.to_string();
  EXPECT_EQ(finding_ids(report.findings),
            (std::set<std::string>{"W-MAPHEAD-OFFSET-ZERO", "W-VSWAP-SOUND-SPARSE"}));
  EXPECT_EQ(count_of(report.findings, "W-MAPHEAD-OFFSET-ZERO"), kMapheadSlots - kSyntheticMaps);
  EXPECT_EQ(count_of(report.findings, "W-VSWAP-SOUND-SPARSE"), 35u);
}

TEST(SyntheticSet, DecodingTheFilesGivesTheModelBack) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  EXPECT_EQ(decoded.extension, set().extension);
  EXPECT_EQ(decoded.version.version, set().version.version);
  EXPECT_EQ(decoded.version.matches_counts, set().version.matches_counts);
  EXPECT_EQ(decoded.version.reasons, set().version.reasons);
  EXPECT_TRUE(decoded.maps == set().maps);
  EXPECT_TRUE(decoded.graphics == set().graphics);
  EXPECT_TRUE(decoded.vswap == set().vswap);
  EXPECT_TRUE(decoded.audio == set().audio);
}

TEST(SyntheticSet, DecodedFilesEncodeToTheSameBytes) {
  WolfSetReport report;
  const Result<WolfSetFiles> again = encode_wolf_set(decode_wolf_set(files(), report));
  ASSERT_TRUE(again.ok()) << again.error().to_string();
  EXPECT_EQ(*again, files());
}

TEST(SyntheticSet, GoldenManifestHasEveryLumpFamily) {
  const Result<GoldenManifest> manifest = golden_manifest(set(), "synthetic");
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  std::map<std::string, int> families;
  int empty = 0;
  for (const auto& [name, digest] : manifest->lumps) {
    empty += digest.size == 0;
    for (const std::string prefix :
         {"map/", "vgagraph/chunk/", "vgagraph/pic/", "vswap/chunk/", "vswap/sprite/",
          "vswap/sound/", "audiot/chunk/", "audiot/music/"}) {
      if (name.starts_with(prefix)) ++families[prefix];
    }
  }
  // 2 maps x (name + 3 planes); 18 chunks; 7 pictures; VSWAP: 28 walls, 327 sprites, 7 sound
  // chunks (sound 0 takes two) and the pcm table; 6 sounds and the 5 empty ones (the only
  // empty lumps); AUDIOT: 79 PC and 80 AdLib effects (8 and 7 empty), the last digital
  // placeholder holding the group's "!ID!" tag, 2 songs.
  EXPECT_EQ(families["map/"], 8);
  EXPECT_EQ(families["vgagraph/chunk/"], 18);
  EXPECT_EQ(families["vgagraph/pic/"], static_cast<int>(kSyntheticPictures));
  EXPECT_EQ(families["vswap/chunk/"], 28 + 327 + 7 + 1);
  EXPECT_EQ(families["vswap/sprite/"], 327);
  EXPECT_EQ(families["vswap/sound/"], 6 + 5);
  EXPECT_EQ(empty, 5);
  EXPECT_EQ(families["audiot/chunk/"], 79 + 80 + 1 + 2);
  EXPECT_EQ(families["audiot/music/"], 2);
}

// Measured: 374 500 bytes, 334 336 of them VSWAP's (28 walls of 4 KiB, 327 sprites aligned to
// 512 bytes).
TEST(SyntheticSet, FilesStayWellUnderOneMegabyte) {
  std::size_t total = 0;
  for (const auto& [stem, bytes] : files().files) {
    total += bytes.size();
    RecordProperty(stem, static_cast<int>(bytes.size()));
  }
  RecordProperty("total", static_cast<int>(total));
  EXPECT_LT(total, std::size_t{512} << 10);
}

// ---- Maps -----------------------------------------------------------------------------------

TEST(SyntheticMaps, TwoNamedMapsInSlotsZeroAndOneOthersMissing) {
  ASSERT_TRUE(set().maps.has_value());
  const MapSet& map_set = *set().maps;
  ASSERT_EQ(map_set.slots.size(), kMapheadSlots);
  ASSERT_EQ(maps().size(), kSyntheticMaps);
  EXPECT_EQ(map_name(std::get<GameMap>(map_set.slots[0])), "Synthetic 1");
  EXPECT_EQ(map_name(std::get<GameMap>(map_set.slots[1])), "Synthetic 2");
  for (std::size_t slot = kSyntheticMaps; slot < kMapheadSlots; ++slot) {
    EXPECT_TRUE(std::holds_alternative<MissingMap>(map_set.slots[slot])) << slot;
  }
}

TEST(SyntheticMaps, ClassifyWithoutFindingsUnknownTilesOrLimitViolations) {
  for (const GameMap* map : maps()) {
    Findings findings;
    const MapContents contents = classify(*map, findings);
    EXPECT_TRUE(findings.empty()) << map_name(*map) << ": " << findings.items().front().id;
    EXPECT_TRUE(contents.unknown_tiles.empty()) << map_name(*map);
    EXPECT_TRUE(map_limit_violations(contents).empty()) << map_name(*map);
    EXPECT_LE(contents.doors.size(), kMaxDoors);
    EXPECT_LE(contents.statics.size(), kMaxStatics);
    EXPECT_LE(actor_count(contents), kMaxActors);
  }
}

TEST(SyntheticMaps, OuterWallIsClosed) {
  for (const GameMap* map : maps()) {
    for (int i = 0; i < kMapSide; ++i) {
      for (const auto& [x, y] : {std::pair{i, 0}, std::pair{i, kMapSide - 1}, std::pair{0, i},
                                 std::pair{kMapSide - 1, i}}) {
        const std::uint16_t code = map->planes[0][tile_index(x, y)];
        EXPECT_TRUE(code >= 1 && code <= 63) << map_name(*map) << " (" << x << ", " << y << ")";
      }
    }
  }
}

TEST(SyntheticMaps, EachMapHasEveryDoorLockInBothOrientations) {
  for (const GameMap* map : maps()) {
    std::set<std::pair<DoorLock, DoorOrientation>> kinds;
    for (const Door& door : classify(*map).doors) kinds.insert({door.lock, door.orientation});
    for (const DoorLock lock :
         {DoorLock::kNormal, DoorLock::kGoldKey, DoorLock::kSilverKey, DoorLock::kElevator}) {
      for (const DoorOrientation orientation :
           {DoorOrientation::kVertical, DoorOrientation::kHorizontal}) {
        EXPECT_TRUE(kinds.contains({lock, orientation}))
            << map_name(*map) << ": " << to_string(lock) << " " << to_string(orientation);
      }
    }
  }
}

TEST(SyntheticMaps, EachMapHasOneStartAPushwallAPressableSwitchAndAreas) {
  for (const GameMap* map : maps()) {
    const MapContents contents = classify(*map);
    EXPECT_EQ(contents.player_starts.size(), 1u) << map_name(*map);
    EXPECT_EQ(contents.pushwalls.size(), 1u) << map_name(*map);
    EXPECT_TRUE(std::ranges::any_of(contents.elevator_switches, [](const ElevatorSwitch& wall) {
      return wall.pressable;
    })) << map_name(*map);
    EXPECT_TRUE(std::ranges::none_of(contents.elevator_switches, [](const ElevatorSwitch& wall) {
      return wall.to_secret_level;
    }));
    // 16 rooms, the two elevator cabins, the closet (and on map 2 the end-of-game room).
    EXPECT_GE(contents.area_tile_counts.size(), 19u) << map_name(*map);
    EXPECT_FALSE(contents.ambush_tiles.empty()) << map_name(*map);
    EXPECT_FALSE(contents.patrol_turns.empty()) << map_name(*map);
  }
}

TEST(SyntheticMaps, EveryEnemyKindStandsAndPatrolsAtEveryDifficultyOnEachMap) {
  for (const GameMap* map : maps()) {
    std::set<std::tuple<EnemyKind, Difficulty, bool>> seen;
    for (const Enemy& enemy : classify(*map).enemies) {
      seen.insert({enemy.kind, enemy.min_difficulty, enemy.patrol});
    }
    EXPECT_EQ(seen.size(), 5u * 3u * 2u) << map_name(*map);
  }
}

TEST(SyntheticMaps, OnlyTheSecondMapHasTheBossAndTheEndOfGameTiles) {
  ASSERT_EQ(maps().size(), 2u);
  const MapContents first = classify(*maps()[0]);
  const MapContents second = classify(*maps()[1]);
  EXPECT_TRUE(first.bosses.empty());
  EXPECT_TRUE(first.exit_markers.empty());
  ASSERT_EQ(second.bosses.size(), 1u);
  EXPECT_EQ(second.bosses[0].kind, BossKind::kHansGrosse);
  EXPECT_EQ(second.exit_markers.size(), 3u);
}

TEST(SyntheticMaps, StaticsCoverBlockingBonusAndDecoration) {
  // Keys, dog food and food, ammo, both weapons, treasure, an extra life.
  const std::set<std::uint16_t> wanted_bonus = {43, 44, 29, 47, 49, 50, 51, 52, 53, 54, 55, 56};
  for (const GameMap* map : maps()) {
    std::set<StaticKind> kinds;
    std::set<std::uint16_t> codes;
    for (const StaticObject& object : classify(*map).statics) {
      kinds.insert(object.kind);
      codes.insert(object.code);
    }
    EXPECT_EQ(kinds.size(), 3u) << map_name(*map);
    for (const std::uint16_t code : wanted_bonus) {
      EXPECT_TRUE(codes.contains(code)) << map_name(*map) << ": " << code;
    }
  }
}

// Tiles reachable from the player start over floor without a blocking static, through doors
// whose lock is open and through the pushwall.
std::vector<bool> reachable(const GameMap& map, const MapContents& contents,
                            const std::set<DoorLock>& open) {
  std::vector<bool> passable(map.planes[0].size(), false);
  for (std::size_t i = 0; i < passable.size(); ++i) passable[i] = map.planes[0][i] >= 106;
  for (const StaticObject& object : contents.statics) {
    if (object.blocking()) passable[tile_index(object.x, object.y)] = false;
  }
  for (const Door& door : contents.doors) {
    passable[tile_index(door.x, door.y)] = open.contains(door.lock);
  }
  for (const Pushwall& wall : contents.pushwalls) passable[tile_index(wall.x, wall.y)] = true;
  std::vector<bool> seen(passable.size(), false);
  const PlayerStart start = contents.player_starts.at(0);
  std::deque<std::pair<int, int>> queue = {{start.x, start.y}};
  seen[tile_index(start.x, start.y)] = true;
  while (!queue.empty()) {
    const auto [x, y] = queue.front();
    queue.pop_front();
    for (const auto& [dx, dy] :
         {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
      const int nx = x + dx;
      const int ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= kMapSide || ny >= kMapSide) continue;
      if (!passable[tile_index(nx, ny)] || seen[tile_index(nx, ny)]) continue;
      seen[tile_index(nx, ny)] = true;
      queue.emplace_back(nx, ny);
    }
  }
  return seen;
}

bool reaches_static(const std::vector<bool>& seen, const MapContents& contents,
                    std::uint16_t code) {
  return std::ranges::any_of(contents.statics, [&](const StaticObject& object) {
    return object.code == code && seen[tile_index(object.x, object.y)];
  });
}

TEST(SyntheticMaps, KeysOpenTheWayInOrderAndEveryFloorTileIsReachable) {
  constexpr std::uint16_t kGoldKey = 43;
  constexpr std::uint16_t kSilverKey = 44;
  for (const GameMap* map : maps()) {
    const MapContents contents = classify(*map);
    const std::vector<bool> plain =
        reachable(*map, contents, {DoorLock::kNormal, DoorLock::kElevator});
    EXPECT_TRUE(reaches_static(plain, contents, kSilverKey)) << map_name(*map);
    EXPECT_FALSE(reaches_static(plain, contents, kGoldKey)) << map_name(*map);
    const std::vector<bool> silver =
        reachable(*map, contents, {DoorLock::kNormal, DoorLock::kElevator, DoorLock::kSilverKey});
    EXPECT_TRUE(reaches_static(silver, contents, kGoldKey)) << map_name(*map);
    const std::vector<bool> all = reachable(
        *map, contents,
        {DoorLock::kNormal, DoorLock::kElevator, DoorLock::kSilverKey, DoorLock::kGoldKey});
    std::size_t unreached = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      const bool floor = map->planes[0][i] >= 106;
      const auto x = static_cast<int>(i % kMapSide);
      const auto y = static_cast<int>(i / kMapSide);
      const bool blocked = std::ranges::any_of(contents.statics, [&](const StaticObject& object) {
        return object.blocking() && object.x == x && object.y == y;
      });
      unreached += floor && !blocked && !all[i];
    }
    EXPECT_EQ(unreached, 0u) << map_name(*map);
  }
}

// ---- VSWAP ----------------------------------------------------------------------------------

VswapContents vswap_contents() {
  Findings findings;
  const Result<VswapContents> contents = decode_vswap_contents(*set().vswap, findings);
  EXPECT_TRUE(contents.ok()) << contents.error().to_string();
  return contents.ok() ? *contents : VswapContents{};
}

TEST(SyntheticVswap, SectionsHaveWl1SizesAndWallPairsAndDoorsArePresent) {
  ASSERT_TRUE(set().vswap.has_value());
  const Vswap& vswap = *set().vswap;
  EXPECT_EQ(vswap.sprite_start, kSyntheticWallChunks);
  EXPECT_EQ(vswap.sound_start, kSyntheticWallChunks + kSyntheticSpriteChunks);
  std::set<std::size_t> present;
  for (std::size_t n = 0; n < vswap.sprite_start; ++n) {
    if (!vswap.sparse(n)) present.insert(n);
  }
  std::set<std::size_t> expected;
  for (std::size_t n = 0; n < 16; ++n) expected.insert(n);   // wall codes 1..8, light and dark
  for (std::size_t n = 40; n < 44; ++n) expected.insert(n);  // the switch, up and down
  for (std::size_t n = kSyntheticWallChunks - 8; n < kSyntheticWallChunks; ++n) expected.insert(n);
  EXPECT_EQ(present, expected);
  const VswapContents contents = vswap_contents();
  EXPECT_NE(contents.walls[0], contents.walls[1]);  // light and dark differ
}

TEST(SyntheticVswap, SpritesAreSparseOnlyWhereNoPlacedThingNeedsThem) {
  const VswapContents contents = vswap_contents();
  ASSERT_EQ(contents.sprites.size(), kSyntheticSpriteChunks);
  for (std::size_t n = 0; n < contents.sprites.size(); ++n) {
    const bool sparse = (n >= 288 && n < 296) || (n >= 307 && n < 408);
    EXPECT_EQ(!contents.sprites[n].has_value(), sparse) << n;
  }
}

TEST(SyntheticVswap, SpritesIncludeNarrowLeftHalfAndGappedShapes) {
  bool narrow = false;
  bool left_half = false;
  bool gapped = false;
  for (const std::optional<SpriteLump>& sprite : vswap_contents().sprites) {
    if (!sprite) continue;
    narrow = narrow || sprite->right - sprite->left + 1 < kSpriteSide;
    left_half = left_half || sprite->left < 32;
    for (const SpriteColumn& column : sprite->columns) {
      for (std::size_t p = 1; p < column.posts.size(); ++p) {
        gapped = gapped || column.posts[p].start_row() > column.posts[p - 1].end_row();
      }
    }
  }
  EXPECT_TRUE(narrow);
  EXPECT_TRUE(left_half);
  EXPECT_TRUE(gapped);
}

TEST(SyntheticVswap, SixSoundsArePresentOneSpanningTwoChunks) {
  const std::vector<DigitisedSound> sounds = vswap_contents().sounds;
  ASSERT_EQ(sounds.size(),
            static_cast<std::size_t>(version_facts(kSyntheticSetVersion).pcm_sounds));
  std::size_t present = 0;
  std::size_t sparse = 0;
  std::size_t longest = 0;
  for (const DigitisedSound& sound : sounds) {
    present += !sound.samples.empty();
    sparse += sound.sparse();
    longest = std::max(longest, sound.samples.size());
    for (const std::uint8_t sample : sound.samples) {
      EXPECT_TRUE(sample >= 28 && sample <= 228) << int{sample};  // centred on 128
    }
  }
  EXPECT_EQ(present, 6u);
  EXPECT_EQ(sparse, 35u);
  EXPECT_GT(longest, kPcmChunkBytes);
}

// The engine's sprite numbers and section sizes are wl1's: a real wl1 VSWAP has the same starts,
// the same pcm table length, and every sprite it has is one this set draws.
TEST(SyntheticVswap, MatchesTheSectionsOfRealWl1) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (real.extension != "wl1" || !real.file("vswap")) continue;
    const Result<Bytes> bytes = read_file(*real.file("vswap"));
    ASSERT_TRUE(bytes.ok()) << bytes.error().to_string();
    Findings findings;
    const Result<Vswap> vswap = decode_vswap(*bytes, findings);
    ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
    EXPECT_EQ(vswap->sprite_start, set().vswap->sprite_start);
    EXPECT_EQ(vswap->sound_start, set().vswap->sound_start);
    for (std::size_t n = vswap->sprite_start; n < vswap->sound_start; ++n) {
      EXPECT_TRUE(vswap->sparse(n) || !set().vswap->sparse(n))
          << "sprite " << n - vswap->sprite_start;
    }
    EXPECT_EQ(vswap->chunks.back().size(), set().vswap->chunks.back().size());
    compared = true;
  }
  if (!compared) GTEST_SKIP() << testing::real_data_missing_message();
}

// ---- VGAGRAPH -------------------------------------------------------------------------------

TEST(SyntheticGraphics, ChunksComeInTheEngineOrder) {
  ASSERT_TRUE(set().graphics.has_value());
  using enum GraphicsChunkKind;
  std::vector<GraphicsChunkKind> expected = {kPictureTable, kFont, kFont};
  expected.insert(expected.end(), kSyntheticPictures, kPicture);
  expected.insert(expected.end(), {kTile8, kScreen, kPalette, kText, kDemo, kDemo, kDemo, kDemo});
  std::vector<GraphicsChunkKind> kinds;
  for (const GraphicsChunk& chunk : set().graphics->chunks) kinds.push_back(chunk.kind);
  EXPECT_EQ(kinds, expected);
}

TEST(SyntheticGraphics, FontsCoverPrintableAsciiAndPicturesVarySize) {
  const Graphics& graphics = *set().graphics;
  for (const std::size_t chunk : {1u, 2u}) {
    Findings findings;
    const Result<Font> font = decode_font(graphics.chunks[chunk].expanded, findings);
    ASSERT_TRUE(font.ok()) << font.error().to_string();
    for (int c = 32; c <= 126; ++c) EXPECT_GT(font->widths[static_cast<std::size_t>(c)], 0) << c;
    EXPECT_EQ(font->widths[0], 0);
  }
  Findings findings;
  const Result<PictureTable> table = decode_picture_table(graphics.chunks[0].expanded, findings);
  ASSERT_TRUE(table.ok());
  std::set<std::pair<int, int>> sizes;
  for (const PictureSize& size : table->sizes) {
    EXPECT_EQ(size.width % 4, 0);
    sizes.insert({size.width, size.height});
  }
  EXPECT_EQ(sizes.size(), kSyntheticPictures);
}

TEST(SyntheticGraphics, Tile8HoldsWhatTheEngineReadsAndThePaletteIsTheGames) {
  const Graphics& graphics = *set().graphics;
  const std::size_t tile8 = *tile8_chunk_index(graphics);
  EXPECT_EQ(graphics.chunks[tile8].expanded.size(), kTile8EngineCount * kTile8Bytes);
  Findings findings;
  const Result<Palette> palette = decode_palette(graphics.chunks[tile8 + 2].expanded, findings);
  ASSERT_TRUE(palette.ok());
  EXPECT_TRUE(std::ranges::equal(palette->rgb, wolfenstein_palette()));
}

TEST(SyntheticGraphics, FourDemosOnBothMapsWithDeltasInRange) {
  std::vector<int> demo_maps;
  for (const GraphicsChunk& chunk : set().graphics->chunks) {
    if (chunk.kind != GraphicsChunkKind::kDemo) continue;
    Findings findings;
    const Result<Demo> demo = decode_demo(chunk.expanded, findings);
    ASSERT_TRUE(demo.ok()) << demo.error().to_string();
    EXPECT_TRUE(findings.empty());
    EXPECT_GT(demo->frames.size(), 100u);
    demo_maps.push_back(demo->map);
    for (const DemoFrame& frame : demo->frames) {
      EXPECT_LE(std::abs(frame.turn), kDemoDeltaLimit);
      EXPECT_LE(std::abs(frame.move), kDemoDeltaLimit);
    }
  }
  EXPECT_EQ(demo_maps, (std::vector<int>{0, 1, 0, 1}));
}

// ---- AUDIOT ---------------------------------------------------------------------------------

TEST(SyntheticAudio, Wl1CountsSomeEmptyFormsAndTwoSongs) {
  ASSERT_TRUE(set().audio.has_value());
  const Audio& audio = *set().audio;
  const VersionFacts& wl1 = version_facts(kSyntheticSetVersion);
  EXPECT_EQ(audio_counts_of(audio), (AudioCounts{wl1.sound_effects, wl1.music}));
  const auto empty_pc = std::ranges::count_if(audio.pc_sounds, [](const auto& pc) { return !pc; });
  const auto empty_adlib =
      std::ranges::count_if(audio.adlib_sounds, [](const auto& adlib) { return !adlib; });
  EXPECT_EQ(empty_pc, 8);
  EXPECT_EQ(empty_adlib, 7);
  for (const Bytes& digital : audio.digital_sounds) EXPECT_TRUE(digital.empty());
  std::vector<std::size_t> songs;
  for (std::size_t m = 0; m < audio.music.size(); ++m) {
    if (audio.music[m]) songs.push_back(m);
  }
  EXPECT_EQ(songs,
            (std::vector<std::size_t>(kSyntheticSongSlots.begin(), kSyntheticSongSlots.end())));
}

TEST(SyntheticAudio, SongsSetUpAChannelAndPlayNotes) {
  for (const std::size_t slot : kSyntheticSongSlots) {
    const Music& music = *set().audio->music[slot];
    EXPECT_GE(music.commands.size(), 24u);
    const auto key_ons = std::ranges::count_if(music.commands, [](const ImfCommand& command) {
      return command.opl_register >= 0xB0 && command.opl_register <= 0xB8 &&
             (command.value & 0x20) != 0;
    });
    const auto instrument_writes = std::ranges::count_if(
        music.commands, [](const ImfCommand& command) { return command.opl_register == 0x20; });
    EXPECT_GE(key_ons, 16) << slot;
    EXPECT_EQ(instrument_writes, 1) << slot;
    EXPECT_TRUE(std::ranges::any_of(music.commands,
                                    [](const ImfCommand& command) { return command.delay > 0; }));
  }
}

}  // namespace
}  // namespace wolfsuite
