#include "cli/extract_command.h"

#include <gtest/gtest.h>
#include <png.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <variant>

#include "cli/cli_test_support.h"
#include "cli/set_loader.h"
#include "cli/wav_audio.h"
#include "decoders/core/ascii_case.h"
#include "decoders/core/byte_reader.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/top_down/wolf_map_overview.h"

namespace wolfsuite::cli {
namespace {

// The default synthetic set's counts: the engine build's pictures, its maps, a song in every slot.
const std::size_t kSyntheticPictures = engine_build(kDefaultSyntheticGame).pictures.size();
const std::size_t kSyntheticMaps = synthetic_map_slots(kDefaultSyntheticGame).size();
const auto kSyntheticSongs = static_cast<std::size_t>(version_facts(kDefaultSyntheticGame).music);
constexpr std::size_t kFirstSong = 0;

namespace fs = std::filesystem;
using testing::read_bytes;
using testing::ScratchFolder;
using testing::write_bytes;
using Json = nlohmann::json;

struct ExtractRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

ExtractRun extract(const fs::path& folder, const fs::path& out, bool json = false,
                   bool terminal = false) {
  std::istringstream in;
  std::ostringstream out_text;
  std::ostringstream err_text;
  Streams streams{in, out_text, err_text, terminal};
  ExtractRun run;
  run.exit_code = run_extract(ExtractOptions{json, folder.string(), out.string(), {}}, streams);
  run.out = out_text.str();
  run.err = err_text.str();
  return run;
}

// The files of a set as a game ships them: MAPHEAD.WL1, ...
void write_set(const WolfSetFiles& files, const fs::path& folder) {
  fs::create_directories(folder);
  for (const auto& [stem, bytes] : files.files) {
    write_bytes(folder / (ascii_upper(stem) + "." + ascii_upper(files.extension)), bytes);
  }
}

WolfSetFiles synthetic_files() {
  auto files = synthetic_set_files();
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return files.ok() ? *files : WolfSetFiles{};
}

Json read_json(const fs::path& path) {
  const Bytes bytes = read_bytes(path);
  return Json::parse(std::string(bytes.begin(), bytes.end()));
}

std::size_t count_files(const fs::path& folder, std::string_view extension) {
  std::size_t count = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    count += entry.path().extension() == extension;
  }
  return count;
}

// Decodes a PNG the way a viewer sees it.
Bytes png_rgba(const fs::path& path, int& width, int& height) {
  const Bytes png = read_bytes(path);
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  EXPECT_NE(png_image_begin_read_from_memory(&image, png.data(), png.size()), 0) << path;
  image.format = PNG_FORMAT_RGBA;
  Bytes rgba(PNG_IMAGE_SIZE(image));
  EXPECT_NE(png_image_finish_read(&image, nullptr, rgba.data(), 0, nullptr), 0) << path;
  width = static_cast<int>(image.width);
  height = static_cast<int>(image.height);
  return rgba;
}

std::array<std::uint8_t, 3> rgb8_of(const VgaPalette& palette, std::uint8_t index) {
  const auto rgb = palette_to_rgb8(palette);
  return {rgb[3 * index], rgb[3 * index + 1], rgb[3 * index + 2]};
}

std::array<std::uint8_t, 3> rgb_at(const Bytes& rgba, std::size_t pixel) {
  return {rgba[4 * pixel], rgba[4 * pixel + 1], rgba[4 * pixel + 2]};
}

// The synthetic set extracted once for the tests that only read the output.
class ExtractSynthetic : public ::testing::Test {
 protected:
  void SetUp() override {
    files_ = synthetic_files();
    write_set(files_, scratch_ / "data");
    run_ = extract(scratch_ / "data", scratch_ / "out");
    WolfSetReport report;
    set_ = decode_wolf_set(files_, report);
  }
  fs::path set_out() const { return scratch_ / "out" / "wl1"; }

  ScratchFolder scratch_;
  WolfSetFiles files_;
  WolfSet set_;
  ExtractRun run_;
};

TEST_F(ExtractSynthetic, WritesEveryKindOfFileAndExitsZero) {
  ASSERT_EQ(run_.exit_code, kExitOk) << run_.err;
  EXPECT_EQ(run_.err, "");  // not a terminal: no progress line
  const fs::path out = set_out();
  // wl1's layout with codes 1..8, 21, 22 present: 20 wall textures plus 8 door textures.
  std::size_t walls = 0;
  for (std::size_t n = 0; n < set_.vswap->sprite_start; ++n) walls += !set_.vswap->sparse(n);
  EXPECT_EQ(count_files(out / "walls", ".png"), walls);
  std::size_t sprites = 0;
  for (std::size_t n = set_.vswap->sprite_start; n < set_.vswap->sound_start; ++n) {
    sprites += !set_.vswap->sparse(n);
  }
  EXPECT_GT(sprites, 0u);
  EXPECT_EQ(count_files(out / "sprites", ".png"), sprites);
  EXPECT_EQ(count_files(out / "pics", ".png"), kSyntheticPictures);
  EXPECT_EQ(count_files(out / "fonts", ".png"), 2u);
  EXPECT_EQ(count_files(out / "fonts", ".json"), 2u);
  EXPECT_EQ(count_files(out / "palettes", ".png"), 0u);  // wl1's VGAGRAPH has none
  EXPECT_EQ(count_files(out / "demos", ".json"), 4u);
  EXPECT_EQ(count_files(out / "maps", ".png"), kSyntheticMaps);
  EXPECT_EQ(count_files(out / "maps", ".json"), kSyntheticMaps + 1);  // and legend.json
  Findings findings;
  const auto decoded_sounds = decode_sounds(*set_.vswap, findings);
  ASSERT_TRUE(decoded_sounds.ok());
  std::size_t sounds = 0;
  for (const DigitisedSound& sound : *decoded_sounds) sounds += !sound.samples.empty();
  EXPECT_EQ(count_files(out / "sounds", ".wav"), sounds);
  EXPECT_EQ(count_files(out / "music", ".imf"), kSyntheticSongs);
  // synthetic_set.h: every AdLib effect and every song, through the driver and chip.
  EXPECT_EQ(count_files(out / "adlib", ".wav"), 87u);
  EXPECT_EQ(count_files(out / "music", ".wav"), kSyntheticSongs);
  EXPECT_TRUE(fs::is_regular_file(out / "audio.json"));
  EXPECT_TRUE(fs::is_regular_file(out / "set.json"));
  EXPECT_TRUE(fs::is_regular_file(out / "walls" / "wall_000.png"));
  EXPECT_TRUE(fs::is_regular_file(out / "maps" / "map_01.png"));
  EXPECT_TRUE(fs::is_regular_file(out / "sounds" / "sound_00.wav"));
  EXPECT_NE(run_.out.find("wl1: "), std::string::npos) << run_.out;
  EXPECT_NE(run_.out.find("walls " + std::to_string(walls)), std::string::npos) << run_.out;
  EXPECT_NE(run_.out.find("result: every file written"), std::string::npos);
}

TEST_F(ExtractSynthetic, WallPngShowsTheTextureInEnginePaletteColours) {
  int width = 0, height = 0;
  const Bytes rgba = png_rgba(set_out() / "walls" / "wall_000.png", width, height);
  ASSERT_EQ(width, 64);
  ASSERT_EQ(height, 64);
  Findings findings;
  const auto wall = decode_wall(set_.vswap->chunks[0], findings);
  ASSERT_TRUE(wall.ok());
  const auto pixels = wall_pixels_row_major(*wall);
  for (const std::size_t at : {std::size_t{0}, std::size_t{64 * 10 + 3}, std::size_t{4095}}) {
    EXPECT_EQ(rgb_at(rgba, at), rgb8_of(wolfenstein_palette(), pixels[at])) << at;
  }
}

TEST_F(ExtractSynthetic, SpritePngKeepsTheSpriteAlpha) {
  const std::size_t first = set_.vswap->sprite_start;
  std::size_t n = first;
  while (set_.vswap->sparse(n)) ++n;
  Findings findings;
  const auto sprite = decode_sprite(set_.vswap->chunks[n], findings);
  ASSERT_TRUE(sprite.ok());
  char name[32];
  std::snprintf(name, sizeof name, "sprite_%03zu.png", n - first);
  int width = 0, height = 0;
  const Bytes rgba = png_rgba(set_out() / "sprites" / name, width, height);
  ASSERT_EQ(rgba.size(), 4u * kSpritePixels);
  for (std::size_t i = 0; i < kSpritePixels; ++i) {
    ASSERT_EQ(rgba[4 * i + 3], sprite->alpha[i]) << i;
  }
}

TEST_F(ExtractSynthetic, SoundWavHoldsTheSamplesAt7kHz) {
  Findings findings;
  const auto sounds = decode_sounds(*set_.vswap, findings);
  ASSERT_TRUE(sounds.ok());
  EXPECT_EQ(read_bytes(set_out() / "sounds" / "sound_00.wav"),
            encode_wav_u8_mono((*sounds)[0].samples, kDigitisedSoundRate));
}

TEST_F(ExtractSynthetic, MusicImfIsTheSizeFieldAndTheCommands) {
  const Music& music = *set_.audio->music[kFirstSong];
  const Bytes imf = read_bytes(set_out() / "music" / "music_00.imf");
  ASSERT_GE(imf.size(), 2u);
  EXPECT_EQ(load_u16le(imf, 0), music.commands.size() * kImfCommandBytes);
  EXPECT_EQ(imf.size(), 2 + music.commands.size() * kImfCommandBytes);
  EXPECT_EQ(Bytes(imf.begin() + 2, imf.end()), imf_command_bytes(music));
}

TEST_F(ExtractSynthetic, AudioJsonDescribesEffectsAndMusic) {
  const Json audio = read_json(set_out() / "audio.json");
  ASSERT_EQ(audio["sound_effects"].size(), 87u);
  ASSERT_EQ(audio["music"].size(), 27u);
  const auto& adlib = set_.audio->adlib_sounds;
  const auto present = std::find_if(adlib.begin(), adlib.end(), [](const auto& s) { return s; });
  ASSERT_NE(present, adlib.end());
  const Json& entry = audio["sound_effects"][present - adlib.begin()]["adlib"];
  EXPECT_EQ(entry["priority"], (*present)->priority);
  EXPECT_EQ(entry["length"], (*present)->pitches.size());
  EXPECT_EQ(entry["octave"], (*present)->octave);
  EXPECT_EQ(entry["instrument"].get<std::vector<int>>(),
            std::vector<int>((*present)->instrument.begin(), (*present)->instrument.end()));
  const Music& music = *set_.audio->music[kFirstSong];
  std::uint64_t ticks = 0;
  for (const ImfCommand& command : music.commands) ticks += command.delay;
  const Json& song = audio["music"][kFirstSong];
  EXPECT_EQ(song["commands"], music.commands.size());
  EXPECT_DOUBLE_EQ(song["duration_seconds"].get<double>(), static_cast<double>(ticks) / 700.0);
  EXPECT_EQ(song["file"], "music/music_00.imf");
  EXPECT_EQ(audio["music"][26]["file"], "music/music_26.imf");
}

TEST_F(ExtractSynthetic, MapJsonHoldsTheClassification) {
  const Json map = read_json(set_out() / "maps" / "map_00.json");
  const GameMap& game_map = std::get<GameMap>(set_.maps->slots[0]);
  Findings findings;
  const MapContents contents = classify_map(
      {game_map.width, game_map.height, game_map.planes[0], game_map.planes[1]}, false, findings);
  EXPECT_EQ(map["name"], "Synthetic 1");
  EXPECT_EQ(map["width"], 64);
  EXPECT_EQ(map["counts"]["doors"], contents.doors.size());
  EXPECT_EQ(map["counts"]["enemies"], contents.enemies.size());
  EXPECT_EQ(map["counts"]["statics"], contents.statics.size());
  EXPECT_EQ(map["counts"]["actors"], actor_count(contents));
  ASSERT_EQ(map["doors"].size(), contents.doors.size());
  ASSERT_FALSE(contents.doors.empty());
  EXPECT_EQ(map["doors"][0]["x"], contents.doors[0].x);
  EXPECT_EQ(map["doors"][0]["lock"], std::string(to_string(contents.doors[0].lock)));
  ASSERT_FALSE(contents.enemies.empty());
  EXPECT_EQ(map["enemies"][0]["kind"], std::string(to_string(contents.enemies[0].kind)));
  EXPECT_EQ(map["limit_violations"].size(), 0u);
  const Json legend = read_json(set_out() / "maps" / "legend.json");
  EXPECT_EQ(legend["tile_pixels"], 8);
  EXPECT_EQ(legend["key"].size(), top_down::map_key().size());
}

TEST_F(ExtractSynthetic, MapPngPutsThePlayerStartAtItsTile) {
  const GameMap& game_map = std::get<GameMap>(set_.maps->slots[0]);
  Findings findings;
  const MapContents contents = classify_map(
      {game_map.width, game_map.height, game_map.planes[0], game_map.planes[1]}, false, findings);
  ASSERT_EQ(contents.player_starts.size(), 1u);
  int width = 0, height = 0;
  const Bytes rgba = png_rgba(set_out() / "maps" / "map_00.png", width, height);
  ASSERT_EQ(width, 64 * 8);
  const PlayerStart& start = contents.player_starts[0];
  const std::size_t centre = static_cast<std::size_t>(start.y * 8 + 4) * width + start.x * 8 + 4;
  EXPECT_EQ(rgb_at(rgba, centre), top_down::key_colour("player_start"));
}

TEST_F(ExtractSynthetic, DemoFontAndSetJsonDescribeTheirLumps) {
  const Json demo = read_json(set_out() / "demos" / "demo_1.json");
  EXPECT_EQ(demo["map"], 1);  // synthetic_set.h: demos on maps 0, 1, 0, 1
  ASSERT_FALSE(demo["frames"].empty());
  EXPECT_TRUE(demo["frames"][0].contains("bt"));
  EXPECT_TRUE(demo["frames"][0].contains("dx"));
  EXPECT_TRUE(demo["frames"][0].contains("dy"));
  EXPECT_EQ(demo["tics"], 4 * demo["frames"].size());

  const Json font = read_json(set_out() / "fonts" / "font_0.json");
  EXPECT_EQ(font["height"], 8);
  ASSERT_EQ(font["widths"].size(), 256u);
  EXPECT_GT(font["widths"]['A'].get<int>(), 0);

  const Json set = read_json(set_out() / "set.json");
  EXPECT_EQ(set["version"], "wl1");
  EXPECT_FALSE(set["detection"]["reasons"].empty());
  EXPECT_EQ(set["palette"]["source"], "engine");
  EXPECT_EQ(set["counts"]["vswap_chunks"], set_.vswap->chunk_count());
  EXPECT_EQ(set["errors"].size(), 0u);
  EXPECT_EQ(set["files"]["set"], 1);
  EXPECT_EQ(set["files"]["pics"], kSyntheticPictures);
}

TEST(ExtractCommand, JsonSummaryCountsTheFilesPerKind) {
  ScratchFolder scratch;
  write_set(synthetic_files(), scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out", /*json=*/true);
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  const Json summary = Json::parse(run.out);
  EXPECT_EQ(summary["schema"], "wolfsuite-extract/1");
  ASSERT_EQ(summary["sets"].size(), 1u);
  const Json& set = summary["sets"][0];
  EXPECT_EQ(set["name"], "wl1");
  EXPECT_EQ(fs::path(set["out"].get<std::string>()), scratch / "out" / "wl1");
  EXPECT_EQ(set["files"]["pics"], kSyntheticPictures);
  EXPECT_EQ(set["files"]["maps"], 2 * kSyntheticMaps + 1);
  EXPECT_EQ(set["files"]["set"], 1);
  EXPECT_EQ(set["files"]["walls"], count_files(scratch / "out" / "wl1" / "walls", ".png"));
  EXPECT_TRUE(summary["errors"].empty());
}

TEST(ExtractCommand, ProgressLineIsRewrittenInPlaceOnATerminalOnly) {
  ScratchFolder scratch;
  write_set(synthetic_files(), scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out", false, /*terminal=*/true);
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  EXPECT_NE(run.err.find("\rextract wl1: walls 106/106"), std::string::npos);
  EXPECT_NE(run.err.find("\rextract wl1: maps "), std::string::npos);
  ASSERT_FALSE(run.err.empty());
  EXPECT_EQ(run.err.back(), '\n');
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1);
}

TEST(ExtractCommand, BrokenFamilyIsAnErrorButTheOthersAreWritten) {
  ScratchFolder scratch;
  WolfSetFiles files = synthetic_files();
  files.files["vswap"].resize(4);  // shorter than the 6-byte header
  write_set(files, scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out");
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("wolfsuite: E-VSWAP-TRUNCATED at byte "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("wl1: "), std::string::npos) << run.err;
  const fs::path out = scratch / "out" / "wl1";
  EXPECT_FALSE(fs::exists(out / "walls"));
  EXPECT_EQ(count_files(out / "maps", ".png"), kSyntheticMaps);
  EXPECT_EQ(count_files(out / "pics", ".png"), kSyntheticPictures);
  const Json set = read_json(out / "set.json");
  ASSERT_EQ(set["errors"].size(), 1u);
  EXPECT_EQ(set["errors"][0]["id"], "E-VSWAP-TRUNCATED");
  EXPECT_EQ(set["errors"][0]["family"], "vswap");
}

TEST(ExtractCommand, BrokenLumpIsAnErrorAndTheRestOfItsFamilyIsWritten) {
  ScratchFolder scratch;
  auto set = synthetic_set();
  ASSERT_TRUE(set.ok());
  Vswap& vswap = *set->vswap;
  std::size_t broken = vswap.sprite_start;
  while (vswap.sparse(broken)) ++broken;
  vswap.chunks[broken] = Bytes{0, 0, 70, 0};  // right column 70: no 64-column sprite
  auto files = encode_wolf_set(*set);
  ASSERT_TRUE(files.ok());
  write_set(*files, scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out", /*json=*/true);
  EXPECT_EQ(run.exit_code, kExitDataError);
  const Json summary = Json::parse(run.out);
  ASSERT_EQ(summary["errors"].size(), 1u);
  EXPECT_EQ(summary["errors"][0]["id"], "E-VSWAP-SPRITE-BOUNDS");
  EXPECT_EQ(summary["errors"][0]["set"], "wl1");
  std::size_t sprites = 0;
  for (std::size_t n = vswap.sprite_start; n < vswap.sound_start; ++n) sprites += !vswap.sparse(n);
  EXPECT_EQ(summary["sets"][0]["files"]["sprites"], sprites - 1);
}

TEST(ExtractCommand, FolderWithoutASetIsAnError) {
  ScratchFolder scratch;
  fs::create_directories(scratch / "empty");
  const ExtractRun run = extract(scratch / "empty", scratch / "out");
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("wolfsuite: E-EXTRACT-NO-DATA-SET: "), std::string::npos);
  EXPECT_FALSE(fs::exists(scratch / "out"));
}

TEST(ExtractCommand, OutThatIsAFileIsAWriteError) {
  ScratchFolder scratch;
  write_set(synthetic_files(), scratch / "data");
  write_bytes(scratch / "out", Bytes{1});
  const ExtractRun run = extract(scratch / "data", scratch / "out", /*json=*/true);
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("wolfsuite: E-IO-WRITE"), std::string::npos) << run.err;
  const Json summary = Json::parse(run.out);
  EXPECT_EQ(summary["errors"][0]["id"], "E-IO-WRITE");
}

TEST(ExtractCommand, UnwritableSetFolderIsReportedOncePerFolder) {
  ScratchFolder scratch;
  write_set(synthetic_files(), scratch / "data");
  fs::create_directories(scratch / "out" / "wl1");
  write_bytes(scratch / "out" / "wl1" / "walls", Bytes{1});  // a file where a folder goes
  const ExtractRun run = extract(scratch / "data", scratch / "out", /*json=*/true);
  EXPECT_EQ(run.exit_code, kExitDataError);
  const Json summary = Json::parse(run.out);
  ASSERT_EQ(summary["errors"].size(), 1u);
  EXPECT_EQ(summary["errors"][0]["id"], "E-IO-WRITE");
  EXPECT_EQ(summary["sets"][0]["files"]["walls"], 0);
  EXPECT_EQ(summary["sets"][0]["files"]["pics"], kSyntheticPictures);
}

TEST(ExtractCommand, SetsSharingANameGetTheirOwnFolders) {
  ScratchFolder scratch;
  const WolfSetFiles files = synthetic_files();
  write_set(files, scratch / "data" / "a");
  write_set(files, scratch / "data" / "b");
  const ExtractRun run = extract(scratch / "data", scratch / "out", /*json=*/true);
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  const Json summary = Json::parse(run.out);
  ASSERT_EQ(summary["sets"].size(), 2u);
  EXPECT_EQ(summary["sets"][0]["name"], "wl1");
  EXPECT_EQ(summary["sets"][1]["name"], "wl1-2");
  EXPECT_TRUE(fs::is_regular_file(scratch / "out" / "wl1" / "set.json"));
  EXPECT_TRUE(fs::is_regular_file(scratch / "out" / "wl1-2" / "set.json"));
}

// The synthetic sdm set with the colours of its palette chunk (the title palette) from `first_colour` on rotated by one, so that images drawn with it differ from the
// engine palette. The same bytes in another order keep every Huffman code and the chunk's bit
// count, so the set encodes with its dictionary.
struct SpearSet {
  WolfSet set;
  std::size_t palette_chunk = 0;
  VgaPalette palette{};
};

SpearSet spear_set(std::size_t first_colour) {
  SpearSet spear;
  auto set = synthetic_set(GameVersion::kSdm);
  EXPECT_TRUE(set.ok());
  spear.set = std::move(*set);
  auto& chunks = spear.set.graphics->chunks;
  for (std::size_t n = 0; n < chunks.size(); ++n) {
    if (chunks[n].kind != GraphicsChunkKind::kPalette) continue;
    Bytes& rgb = chunks[n].expanded;
    std::rotate(rgb.begin() + 3 * first_colour, rgb.begin() + 3 * first_colour + 3, rgb.end());
    std::copy(rgb.begin(), rgb.end(), spear.palette.begin());
    spear.palette_chunk = n;
    break;
  }
  return spear;
}

// The first pixel of wall 0 whose colour differs between `palette` and the engine palette.
std::optional<std::size_t> telling_pixel(const Vswap& vswap, const VgaPalette& palette) {
  Findings findings;
  const auto wall = decode_wall(vswap.chunks[0], findings);
  if (!wall.ok()) return std::nullopt;
  const auto pixels = wall_pixels_row_major(*wall);
  for (std::size_t i = 0; i < pixels.size(); ++i) {
    if (rgb8_of(palette, pixels[i]) != rgb8_of(wolfenstein_palette(), pixels[i])) return i;
  }
  return std::nullopt;
}

std::uint8_t wall0_index(const Vswap& vswap, std::size_t pixel) {
  Findings findings;
  return wall_pixels_row_major(*decode_wall(vswap.chunks[0], findings))[pixel];
}

TEST(ExtractCommand, SpearSetDrawsWithItsGamePaletteChunk) {
  ScratchFolder scratch;
  const SpearSet spear = spear_set(kEgaColours);
  ASSERT_NE(spear.palette_chunk, 0u);
  auto files = encode_wolf_set(spear.set);
  ASSERT_TRUE(files.ok()) << files.error().to_string();
  write_set(*files, scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out");
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  const fs::path out = scratch / "out" / "sdm";
  const Json set = read_json(out / "set.json");
  EXPECT_EQ(set["version"], "sdm");
  EXPECT_EQ(set["palette"]["source"], "vgagraph");
  EXPECT_EQ(set["palette"]["chunk"], spear.palette_chunk);

  const auto pixel = telling_pixel(*spear.set.vswap, spear.palette);
  ASSERT_TRUE(pixel.has_value());
  int width = 0, height = 0;
  const Bytes rgba = png_rgba(out / "walls" / "wall_000.png", width, height);
  EXPECT_EQ(rgb_at(rgba, *pixel), rgb8_of(spear.palette, wall0_index(*spear.set.vswap, *pixel)));
}

// The palette an indexed PNG carries (its PLTE chunk), or nothing.
std::optional<Bytes> png_palette_chunk(const Bytes& png) {
  const std::string text(png.begin(), png.end());
  const std::size_t type = text.find("PLTE");
  if (type == std::string::npos || type < 4) return std::nullopt;
  const std::size_t length = std::size_t{png[type - 4]} << 24 | std::size_t{png[type - 3]} << 16 |
                             std::size_t{png[type - 2]} << 8 | png[type - 1];
  if (type + 4 + length > png.size()) return std::nullopt;
  return Bytes(png.begin() + static_cast<std::ptrdiff_t>(type + 4),
               png.begin() + static_cast<std::ptrdiff_t>(type + 4 + length));
}

TEST(ExtractCommand, RenderDrawsASpearSetInThePaletteExtractChose) {
  ScratchFolder scratch;
  const SpearSet spear = spear_set(kEgaColours);
  auto files = encode_wolf_set(spear.set);
  ASSERT_TRUE(files.ok()) << files.error().to_string();
  write_set(*files, scratch / "data");
  const ExtractRun extracted = extract(scratch / "data", scratch / "out");
  ASSERT_EQ(extracted.exit_code, kExitOk) << extracted.err;
  ASSERT_EQ(read_json(scratch / "out" / "sdm" / "set.json")["palette"]["source"], "vgagraph");
  const auto rendered = testing::run_command({"render", (scratch / "data").string(), "--set", "sdm",
                                              "--map", "0", "-o", (scratch / "view.png").string()});
  ASSERT_EQ(rendered.exit_code, kExitOk) << rendered.err;
  const auto palette = png_palette_chunk(read_bytes(scratch / "view.png"));
  ASSERT_TRUE(palette.has_value());
  const auto expected = palette_to_rgb8(spear.palette);
  EXPECT_EQ(*palette, Bytes(expected.begin(), expected.end()));
}

TEST(ExtractCommand, SpearPaletteChunkUnlikeTheGamePaletteIsPassedOver) {
  ScratchFolder scratch;
  const SpearSet spear = spear_set(0);
  auto files = encode_wolf_set(spear.set);
  ASSERT_TRUE(files.ok()) << files.error().to_string();
  write_set(*files, scratch / "data");
  const ExtractRun run = extract(scratch / "data", scratch / "out");
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  const fs::path out = scratch / "out" / "sdm";
  const Json set = read_json(out / "set.json");
  EXPECT_EQ(set["palette"]["source"], "engine");
  EXPECT_TRUE(set["palette"]["chunk"].is_null());
  EXPECT_EQ(set["palette"]["passed_over_chunks"], Json::array({spear.palette_chunk}));
  EXPECT_TRUE(fs::is_regular_file(out / "palettes" / "palette_0.png"));  // still extracted

  const auto pixel = telling_pixel(*spear.set.vswap, spear.palette);
  ASSERT_TRUE(pixel.has_value());
  int width = 0, height = 0;
  const Bytes rgba = png_rgba(out / "walls" / "wall_000.png", width, height);
  EXPECT_EQ(rgb_at(rgba, *pixel),
            rgb8_of(wolfenstein_palette(), wall0_index(*spear.set.vswap, *pixel)));
}

TEST(ExtractCommand, DirAndOutAreRequiredOnTheCommandLine) {
  CLI::App app("test");
  ExtractOptions options;
  add_extract_command(app, options);
  EXPECT_THROW(app.parse(std::vector<std::string>{"only_dir", "extract"}), CLI::ParseError);
  CLI::App parsed("test");
  ExtractOptions given;
  add_extract_command(parsed, given);
  parsed.parse(std::vector<std::string>{"out", "dir", "--json", "extract"});  // last first
  EXPECT_TRUE(given.json);
  EXPECT_EQ(given.folder, "dir");
  EXPECT_EQ(given.out, "out");
}

// Real sets: every VSWAP chunk that is not sparse becomes a PNG or a WAV, every picture a PNG.
TEST(ExtractCommand, RealSetsExtractCompletely) {
  const auto sets = wolfsuite::testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << wolfsuite::testing::real_data_missing_message();
  for (const DataSetFiles& source : sets) {
    SCOPED_TRACE(describe_set(source));
    ScratchFolder scratch;
    const ExtractRun run = extract(source.folder, scratch / "out", /*json=*/true);
    ASSERT_EQ(run.exit_code, kExitOk) << run.err;
    const auto files = read_set_files(source);
    ASSERT_TRUE(files.ok());
    WolfSetReport report;
    const WolfSet set = decode_wolf_set(*files, report);
    const Vswap& vswap = *set.vswap;
    std::size_t walls = 0, sprites = 0;
    for (std::size_t n = 0; n < vswap.sound_start; ++n) {
      (n < vswap.sprite_start ? walls : sprites) += !vswap.sparse(n);
    }
    Findings findings;
    const auto sounds = decode_sounds(vswap, findings);
    ASSERT_TRUE(sounds.ok());
    const auto present = static_cast<std::size_t>(std::count_if(
        sounds->begin(), sounds->end(), [](const DigitisedSound& s) { return !s.sparse(); }));
    const auto table = decode_picture_table(set.graphics->chunks[0].expanded, findings);
    ASSERT_TRUE(table.ok());

    const fs::path out = scratch / "out" / set_name(set);
    EXPECT_EQ(count_files(out / "walls", ".png"), walls);
    EXPECT_EQ(count_files(out / "sprites", ".png"), sprites);
    EXPECT_EQ(count_files(out / "sounds", ".wav"), present);
    EXPECT_EQ(count_files(out / "pics", ".png"), table->sizes.size());
    EXPECT_EQ(count_files(out / "fonts", ".png"), 2u);
    const Json summary = Json::parse(run.out);
    EXPECT_EQ(summary["sets"][0]["files"]["walls"], walls);
    if (set.extension == "wl1") {
      // wl1: 663 VSWAP chunks, sprites from 106, sounds from 542 (measured).
      EXPECT_EQ(vswap.chunk_count(), 663u);
      EXPECT_EQ(vswap.sprite_start, 106u);
      EXPECT_EQ(vswap.sound_start, 542u);
      EXPECT_EQ(count_files(out / "maps", ".png"), 10u);
      EXPECT_EQ(read_json(out / "set.json")["palette"]["source"], "engine");
    }
    if (set.extension == "sdm") {
      EXPECT_EQ(count_files(out / "maps", ".png"), 2u);
      // Its one palette chunk (131) is a picture's palette: the walls are drawn with the
      // engine palette, as they look in the game.
      const Json palette = read_json(out / "set.json")["palette"];
      EXPECT_EQ(palette["source"], "engine");
      EXPECT_EQ(palette["passed_over_chunks"], Json::array({131}));
      EXPECT_EQ(count_files(out / "palettes", ".png"), 1u);
    }
  }
}

}  // namespace
}  // namespace wolfsuite::cli
