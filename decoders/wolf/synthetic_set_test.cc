// The synthetic sets as a whole, their VSWAP, VGAGRAPH and AUDIOT, for every game of
// kEngineBuilds (synthetic_set.h); the maps are in synthetic_maps_test.cc.
#include "decoders/wolf/synthetic_set.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {

// What GoogleTest prints as GetParam() in failures (else the enum's raw bytes); it looks the
// function up by this name in GameVersion's namespace.
void PrintTo(GameVersion game, std::ostream* out) {  // NOLINT(readability-identifier-naming)
  *out << version_facts(game).tag;
}

namespace {

// Each game's set is built once for the whole executable.
const WolfSet& set_of(GameVersion game) {
  static std::map<GameVersion, WolfSet> sets;
  if (!sets.contains(game)) {
    Result<WolfSet> built = synthetic_set(game);
    EXPECT_TRUE(built.ok()) << built.error().to_string();
    sets[game] = built.ok() ? std::move(*built) : WolfSet{};
  }
  return sets[game];
}

const WolfSetFiles& files_of(GameVersion game) {
  static std::map<GameVersion, WolfSetFiles> files;
  if (!files.contains(game)) {
    Result<WolfSetFiles> built = synthetic_set_files(game);
    EXPECT_TRUE(built.ok()) << built.error().to_string();
    files[game] = built.ok() ? std::move(*built) : WolfSetFiles{};
  }
  return files[game];
}

// Test names end in the game's extension: ".../wl1".
std::string game_name(const ::testing::TestParamInfo<GameVersion>& info) {
  return std::string(version_facts(info.param).tag);
}

class SyntheticGame : public ::testing::TestWithParam<GameVersion> {
 protected:
  GameVersion game() const { return GetParam(); }
  const VersionFacts& facts() const { return version_facts(GetParam()); }
  const EngineBuild& build() const { return engine_build(GetParam()); }
  const WolfSet& set() const { return set_of(GetParam()); }
  const WolfSetFiles& files() const { return files_of(GetParam()); }

  VswapContents vswap_contents() const {
    Findings findings;
    const Result<VswapContents> contents = decode_vswap_contents(*set().vswap, findings);
    EXPECT_TRUE(contents.ok()) << contents.error().to_string();
    return contents.ok() ? *contents : VswapContents{};
  }
};

std::size_t count_of(const Findings& findings, const std::string& id) {
  return static_cast<std::size_t>(
      std::ranges::count_if(findings.items(), [&](const Finding& item) { return item.id == id; }));
}

std::set<std::string> finding_ids(const Findings& findings) {
  std::set<std::string> ids;
  for (const Finding& finding : findings.items()) ids.insert(finding.id);
  return ids;
}

std::size_t sparse_sounds(const std::vector<DigitisedSound>& sounds) {
  return static_cast<std::size_t>(std::ranges::count_if(sounds, &DigitisedSound::sparse));
}

// ---- The set as a whole -------------------------------------------------------------------

class SyntheticSet : public SyntheticGame {};

TEST_P(SyntheticSet, TwoBuildsGiveByteIdenticalFiles) {
  const Result<WolfSetFiles> again = synthetic_set_files(game());
  ASSERT_TRUE(again.ok()) << again.error().to_string();
  EXPECT_EQ(again->extension, facts().tag);
  for (const std::string_view stem : kWolfSetStems) {
    ASSERT_NE(files().file(stem), nullptr) << stem;
    ASSERT_NE(again->file(stem), nullptr) << stem;
    EXPECT_EQ(*again->file(stem), *files().file(stem)) << stem;
  }
  EXPECT_EQ(*again, files());
}

TEST_P(SyntheticSet, FilesDecodeAsTheGameWithoutErrors) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  for (const FamilyError& error : report.errors) ADD_FAILURE() << error.error.to_string();
  EXPECT_TRUE(report.missing_files.empty());
  ASSERT_TRUE(decoded.version.version.has_value());
  EXPECT_EQ(*decoded.version.version, game());
  // Fewer maps than the game has (but sdm's two): the extension and the audio counts decide.
  const bool all_maps =
      synthetic_map_slots(game()).size() == static_cast<std::size_t>(facts().maps);
  EXPECT_EQ(decoded.version.matches_counts, all_maps);
  EXPECT_TRUE(decoded.maps && decoded.graphics && decoded.vswap && decoded.audio);
}

// Deliberate (synthetic_set.h): the missing map slots hold offset 0 as TED5 writes them, and the
// digitised sounds past the ones the engine prepares are partly left out of VSWAP as in wl1.
TEST_P(SyntheticSet, DecodeAndCheckGiveOnlyTheDeliberateFindings) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  check_wolf_set(decoded, report);
  for (const FamilyError& error : report.errors) ADD_FAILURE() << error.error.to_string();
  const std::size_t missing_maps = kMapheadSlots - synthetic_map_slots(game()).size();
  const std::size_t sparse = sparse_sounds(vswap_contents().sounds);
  std::set<std::string> expected = {"W-MAPHEAD-OFFSET-ZERO"};
  if (sparse > 0) expected.insert("W-VSWAP-SOUND-SPARSE");
  EXPECT_EQ(finding_ids(report.findings), expected);
  EXPECT_EQ(count_of(report.findings, "W-MAPHEAD-OFFSET-ZERO"), missing_maps);
  EXPECT_EQ(count_of(report.findings, "W-VSWAP-SOUND-SPARSE"), sparse);
  RecordProperty("maphead_offset_zero", static_cast<int>(missing_maps));
  RecordProperty("vswap_sound_sparse", static_cast<int>(sparse));
}

TEST_P(SyntheticSet, DecodingTheFilesGivesTheModelBack) {
  WolfSetReport report;
  const WolfSet decoded = decode_wolf_set(files(), report);
  EXPECT_EQ(decoded.extension, set().extension);
  EXPECT_EQ(decoded.version, set().version);
  EXPECT_TRUE(decoded.maps == set().maps);
  EXPECT_TRUE(decoded.graphics == set().graphics);
  EXPECT_TRUE(decoded.vswap == set().vswap);
  EXPECT_TRUE(decoded.audio == set().audio);
}

TEST_P(SyntheticSet, DecodedFilesEncodeToTheSameBytes) {
  WolfSetReport report;
  const Result<WolfSetFiles> again = encode_wolf_set(decode_wolf_set(files(), report));
  ASSERT_TRUE(again.ok()) << again.error().to_string();
  EXPECT_EQ(*again, files());
}

std::map<std::string, int> manifest_families(const GoldenManifest& manifest, int& empty) {
  std::map<std::string, int> families;
  for (const auto& [name, digest] : manifest.lumps) {
    empty += digest.size == 0;
    for (const std::string prefix :
         {"map/", "vgagraph/chunk/", "vgagraph/pic/", "vswap/chunk/", "vswap/sprite/",
          "vswap/sound/", "audiot/chunk/", "audiot/music/"}) {
      if (name.starts_with(prefix)) ++families[prefix];
    }
  }
  return families;
}

// Maps: name + 3 planes each. VSWAP: the 28 present walls, every sprite, each present sound in
// 4096-byte chunks, the pcm table; the empty sounds are the only empty lumps. AUDIOT: the
// present PC effects, every AdLib effect, the last digital placeholder holding the group's
// "!ID!" tag, every song.
TEST_P(SyntheticSet, GoldenManifestHasEveryLumpFamily) {
  const Result<GoldenManifest> manifest = golden_manifest(set(), "synthetic");
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  int empty = 0;
  std::map<std::string, int> families = manifest_families(*manifest, empty);
  const std::vector<DigitisedSound> sounds = vswap_contents().sounds;
  int sound_chunks = 0;
  int empty_sounds = 0;
  for (const DigitisedSound& sound : sounds) {
    sound_chunks += static_cast<int>((sound.samples.size() + kPcmChunkBytes - 1) / kPcmChunkBytes);
    empty_sounds += !sound.sparse() && sound.samples.empty();
  }
  const auto present_pc = static_cast<int>(
      std::ranges::count_if(set().audio->pc_sounds, [](const auto& pc) { return pc.has_value(); }));
  EXPECT_EQ(families["map/"], 4 * static_cast<int>(synthetic_map_slots(game()).size()));
  EXPECT_EQ(families["vgagraph/chunk/"], static_cast<int>(build().chunk_count()));
  EXPECT_EQ(families["vgagraph/pic/"], static_cast<int>(build().pictures.size()));
  EXPECT_EQ(families["vswap/chunk/"], 28 + build().sprites + sound_chunks + 1);
  EXPECT_EQ(families["vswap/sprite/"], build().sprites);
  EXPECT_EQ(families["vswap/sound/"], static_cast<int>(sounds.size() - sparse_sounds(sounds)));
  EXPECT_EQ(empty, empty_sounds);
  EXPECT_EQ(families["audiot/chunk/"], present_pc + facts().sound_effects + 1 + facts().music);
  EXPECT_EQ(families["audiot/music/"], facts().music);
}

// Measured (bytes): wl1 753 409, wl6 785 013, sdm 729 829, sod 1 354 330. VSWAP is 428 to 452 KB
// of each, VGAGRAPH 283 to 305 KB but sod's 901 KB (the 22 pictures only the full Spear has, ten
// of them full-screen endings).
TEST_P(SyntheticSet, FilesStayUnderTwoMebibytes) {
  std::size_t total = 0;
  for (const auto& [stem, bytes] : files().files) {
    total += bytes.size();
    RecordProperty(stem, static_cast<int>(bytes.size()));
  }
  RecordProperty("total", static_cast<int>(total));
  EXPECT_LT(total, std::size_t{2} << 20);
}

INSTANTIATE_TEST_SUITE_P(Games, SyntheticSet, ::testing::ValuesIn(kEngineBuilds), game_name);

// ---- VSWAP ----------------------------------------------------------------------------------

class SyntheticVswap : public SyntheticGame {};

TEST_P(SyntheticVswap, SectionsHoldTheWallsEverySpriteAndTheSounds) {
  ASSERT_TRUE(set().vswap.has_value());
  const Vswap& vswap = *set().vswap;
  EXPECT_EQ(vswap.sprite_start, kSyntheticWallChunks);
  EXPECT_EQ(vswap.sound_start, kSyntheticWallChunks + static_cast<std::size_t>(build().sprites));
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

TEST_P(SyntheticVswap, EverySpriteOfTheGamesListIsPresent) {
  const VswapContents contents = vswap_contents();
  ASSERT_EQ(contents.sprites.size(), static_cast<std::size_t>(build().sprites));
  for (std::size_t n = 0; n < contents.sprites.size(); ++n) {
    EXPECT_TRUE(contents.sprites[n].has_value()) << "sprite " << n;
  }
}

TEST_P(SyntheticVswap, SpritesIncludeNarrowLeftHalfAndGappedShapes) {
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

// The engine stops on a prepared sound whose pages lie outside the file (engine_build.h), so
// each of those is present; the first spans two chunks.
TEST_P(SyntheticVswap, EverySoundTheEnginePreparesIsPresent) {
  const std::vector<DigitisedSound> sounds = vswap_contents().sounds;
  ASSERT_EQ(sounds.size(), static_cast<std::size_t>(facts().pcm_sounds));
  ASSERT_LE(build().digitised_sounds, facts().pcm_sounds);
  for (std::size_t k = 0; k < sounds.size(); ++k) {
    if (k < static_cast<std::size_t>(build().digitised_sounds)) {
      EXPECT_FALSE(sounds[k].samples.empty()) << "sound " << k;
    }
    for (const std::uint8_t sample : sounds[k].samples) {
      ASSERT_TRUE(sample >= 28 && sample <= 228) << "sound " << k << ": " << int{sample};
    }
  }
  EXPECT_GT(sounds[0].samples.size(), kPcmChunkBytes);
}

// The engine's section sizes: a real set of the game has as many sprite slots and pcm table
// entries, and every sprite it has is one this set draws.
TEST_P(SyntheticVswap, MatchesTheSectionsOfTheRealSet) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (real.extension != facts().tag || !real.file("vswap")) continue;
    const Result<Bytes> bytes = read_file(*real.file("vswap"));
    ASSERT_TRUE(bytes.ok()) << bytes.error().to_string();
    Findings findings;
    const Result<Vswap> vswap = decode_vswap(*bytes, findings);
    ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
    const Vswap& ours = *set().vswap;
    EXPECT_EQ(vswap->sound_start - vswap->sprite_start, ours.sound_start - ours.sprite_start);
    for (std::size_t k = 0; k < static_cast<std::size_t>(vswap->sound_start - vswap->sprite_start);
         ++k) {
      EXPECT_TRUE(vswap->sparse(vswap->sprite_start + k) || !ours.sparse(ours.sprite_start + k))
          << "sprite " << k;
    }
    EXPECT_EQ(vswap->chunks.back().size(), ours.chunks.back().size());
    compared = true;
  }
  if (!compared) {
    GTEST_SKIP() << "no real " << facts().tag << " set: " << testing::real_data_missing_message();
  }
}

INSTANTIATE_TEST_SUITE_P(Games, SyntheticVswap, ::testing::ValuesIn(kEngineBuilds), game_name);

// wl_def.h's sprite lists (engine_build.h): 436 in Wolfenstein 3-D, 421 in Spear.
TEST(SyntheticVswapSprites, SpriteSectionHasTheEnginesCount) {
  const std::map<GameVersion, std::size_t> expected = {{GameVersion::kWl1, 436},
                                                       {GameVersion::kWl6, 436},
                                                       {GameVersion::kSdm, 421},
                                                       {GameVersion::kSod, 421}};
  for (const auto& [game, sprites] : expected) {
    const Vswap& vswap = *set_of(game).vswap;
    EXPECT_EQ(vswap.sound_start - vswap.sprite_start, sprites) << version_facts(game).tag;
  }
}

// ---- VGAGRAPH -------------------------------------------------------------------------------

class SyntheticGraphics : public SyntheticGame {};

GraphicsChunkKind chunk_kind_of(ExternKind kind) {
  switch (kind) {
    case ExternKind::kScreen:
      return GraphicsChunkKind::kScreen;
    case ExternKind::kText:
      return GraphicsChunkKind::kText;
    case ExternKind::kPalette:
      return GraphicsChunkKind::kPalette;
    case ExternKind::kDemo:
      return GraphicsChunkKind::kDemo;
  }
  return GraphicsChunkKind::kRaw;
}

// The engine checks VGAHEAD's chunk count (engine_build.h): one 3-byte offset per chunk and the
// end.
TEST_P(SyntheticGraphics, ChunkCountIsTheEngineBuilds) {
  ASSERT_TRUE(set().graphics.has_value());
  EXPECT_EQ(set().graphics->chunks.size(), build().chunk_count());
  ASSERT_NE(files().file("vgahead"), nullptr);
  EXPECT_EQ(files().file("vgahead")->size(), 3 * (build().chunk_count() + 1));
}

TEST_P(SyntheticGraphics, ChunksComeInTheEngineOrder) {
  ASSERT_TRUE(set().graphics.has_value());
  using enum GraphicsChunkKind;
  std::vector<GraphicsChunkKind> expected = {kPictureTable, kFont, kFont};
  expected.insert(expected.end(), build().pictures.size(), kPicture);
  expected.push_back(kTile8);
  for (const EngineExtern& lump : build().externs) expected.push_back(chunk_kind_of(lump.kind));
  std::vector<GraphicsChunkKind> kinds;
  for (const GraphicsChunk& chunk : set().graphics->chunks) kinds.push_back(chunk.kind);
  EXPECT_EQ(kinds, expected);
  EXPECT_EQ(tile8_chunk_index(*set().graphics), build().tile8_chunk());
  EXPECT_EQ(demo_chunk_indices(*set().graphics).size(), static_cast<std::size_t>(facts().demos));
}

TEST_P(SyntheticGraphics, PictureTableListsTheBuildsPicturesInOrder) {
  const Graphics& graphics = *set().graphics;
  Findings findings;
  const Result<PictureTable> table = decode_picture_table(graphics.chunks[0].expanded, findings);
  ASSERT_TRUE(table.ok()) << table.error().to_string();
  ASSERT_EQ(table->sizes.size(), build().pictures.size());
  for (std::size_t k = 0; k < table->sizes.size(); ++k) {
    const EnginePicture& picture = build().pictures[k];
    EXPECT_EQ(table->sizes[k], (PictureSize{picture.width, picture.height})) << picture.name;
    const GraphicsChunk& chunk = graphics.chunks[EngineBuild::kFirstPicture + k];
    EXPECT_TRUE(decode_picture(chunk.expanded, table->sizes[k], findings).ok()) << picture.name;
  }
  EXPECT_TRUE(findings.empty());
}

TEST_P(SyntheticGraphics, FontsCoverPrintableAscii) {
  for (const std::size_t chunk : {1u, 2u}) {
    Findings findings;
    const Result<Font> font = decode_font(set().graphics->chunks[chunk].expanded, findings);
    ASSERT_TRUE(font.ok()) << font.error().to_string();
    for (int c = 32; c <= 126; ++c) EXPECT_GT(font->widths[static_cast<std::size_t>(c)], 0) << c;
    EXPECT_EQ(font->widths[0], 0);
  }
}

TEST_P(SyntheticGraphics, Tile8HoldsWhatTheEngineReadsAndEveryPaletteIsTheGames) {
  const Graphics& graphics = *set().graphics;
  EXPECT_EQ(graphics.chunks[build().tile8_chunk()].expanded.size(),
            kTile8EngineCount * kTile8Bytes);
  for (const GraphicsChunk& chunk : graphics.chunks) {
    if (chunk.kind != GraphicsChunkKind::kPalette) continue;
    Findings findings;
    const Result<Palette> palette = decode_palette(chunk.expanded, findings);
    ASSERT_TRUE(palette.ok()) << palette.error().to_string();
    EXPECT_TRUE(std::ranges::equal(palette->rgb, wolfenstein_palette()));
  }
}

// Each demo plays one of the game's maps, the demos in map order spread over as many maps as
// they can, and every delta inside seed 001's -100..100.
TEST_P(SyntheticGraphics, DemosPlayTheGamesMapsWithDeltasInRange) {
  const std::vector<int> slots = synthetic_map_slots(game());
  std::vector<int> demo_maps;
  for (const std::size_t chunk : demo_chunk_indices(*set().graphics)) {
    Findings findings;
    const Result<Demo> demo = decode_demo(set().graphics->chunks[chunk].expanded, findings);
    ASSERT_TRUE(demo.ok()) << demo.error().to_string();
    EXPECT_TRUE(findings.empty());
    EXPECT_GT(demo->frames.size(), 100u);
    EXPECT_TRUE(std::ranges::find(slots, demo->map) != slots.end()) << int{demo->map};
    demo_maps.push_back(demo->map);
    for (const DemoFrame& frame : demo->frames) {
      EXPECT_LE(std::abs(frame.turn), kDemoDeltaLimit);
      EXPECT_LE(std::abs(frame.move), kDemoDeltaLimit);
    }
  }
  ASSERT_EQ(demo_maps.size(), static_cast<std::size_t>(facts().demos));
  const std::vector<int> demo_slots = synthetic_demo_slots(GetParam());
  EXPECT_EQ(demo_maps, std::vector<int>(demo_slots.begin(), demo_slots.end()));
}

INSTANTIATE_TEST_SUITE_P(Games, SyntheticGraphics, ::testing::ValuesIn(kEngineBuilds), game_name);

// The engine tool's documented VGAGRAPH chunk counts (engine_build.h table).
TEST(SyntheticGraphicsCounts, ChunkCountsAreTheEngineToolsDocumentedCounts) {
  const std::map<GameVersion, std::size_t> documented = {{GameVersion::kWl1, 156},
                                                         {GameVersion::kWl6, 161},
                                                         {GameVersion::kSdm, 133},
                                                         {GameVersion::kSod, 169}};
  for (const auto& [game, chunks] : documented) {
    EXPECT_EQ(engine_build(game).chunk_count(), chunks) << version_facts(game).tag;
    ASSERT_TRUE(set_of(game).graphics.has_value());
    EXPECT_EQ(set_of(game).graphics->chunks.size(), chunks) << version_facts(game).tag;
  }
}

// ---- AUDIOT ---------------------------------------------------------------------------------

class SyntheticAudio : public SyntheticGame {};

TEST_P(SyntheticAudio, GameCountsAndASongInEveryMusicSlot) {
  ASSERT_TRUE(set().audio.has_value());
  const Audio& audio = *set().audio;
  EXPECT_EQ(audio_counts_of(audio), (AudioCounts{facts().sound_effects, facts().music}));
  ASSERT_NE(files().file("audiohed"), nullptr);
  EXPECT_EQ(files().file("audiohed")->size(),
            4u * static_cast<std::size_t>(3 * facts().sound_effects + facts().music + 1));
  for (const Bytes& digital : audio.digital_sounds) EXPECT_TRUE(digital.empty());
  for (std::size_t m = 0; m < audio.music.size(); ++m) {
    EXPECT_TRUE(audio.music[m].has_value()) << "music " << m;
  }
}

// The engine copies each AdLib effect's length minus its 23-byte header at start-up, so an empty
// one corrupts its heap (synthetic_audio.cc).
TEST_P(SyntheticAudio, EveryAdlibEffectIsPresent) {
  const Audio& audio = *set().audio;
  ASSERT_EQ(audio.adlib_sounds.size(), static_cast<std::size_t>(facts().sound_effects));
  for (std::size_t k = 0; k < audio.adlib_sounds.size(); ++k) {
    ASSERT_TRUE(audio.adlib_sounds[k].has_value()) << "effect " << k;
    EXPECT_FALSE(audio.adlib_sounds[k]->pitches.empty()) << "effect " << k;
  }
}

// A few PC speaker effects are empty, as some shipped ones are (measured: 8 of Wolfenstein's 87,
// 7 of Spear's 81).
TEST_P(SyntheticAudio, AFewPcSpeakerEffectsAreEmptyAsShipped) {
  const auto empty =
      std::ranges::count_if(set().audio->pc_sounds, [](const auto& pc) { return !pc.has_value(); });
  EXPECT_GT(empty, 0);
  EXPECT_LE(empty, facts().sound_effects / 10);
}

TEST_P(SyntheticAudio, SongsSetUpAChannelAndPlayNotes) {
  const Audio& audio = *set().audio;
  for (std::size_t slot = 0; slot < audio.music.size(); ++slot) {
    ASSERT_TRUE(audio.music[slot].has_value()) << slot;
    const Music& music = *audio.music[slot];
    EXPECT_GE(music.commands.size(), 24u) << slot;
    const auto key_ons = std::ranges::count_if(music.commands, [](const ImfCommand& command) {
      return command.opl_register >= 0xB0 && command.opl_register <= 0xB8 &&
             (command.value & 0x20) != 0;
    });
    const auto instrument_writes = std::ranges::count_if(
        music.commands, [](const ImfCommand& command) { return command.opl_register == 0x20; });
    EXPECT_GE(key_ons, 16) << slot;
    EXPECT_EQ(instrument_writes, 1) << slot;
    EXPECT_TRUE(std::ranges::any_of(music.commands, [](const ImfCommand& command) {
      return command.delay > 0;
    })) << slot;
  }
}

INSTANTIATE_TEST_SUITE_P(Games, SyntheticAudio, ::testing::ValuesIn(kEngineBuilds), game_name);

}  // namespace
}  // namespace wolfsuite
