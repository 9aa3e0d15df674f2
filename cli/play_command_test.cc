// wolfsuite play on the synthetic set, and on the real wl1 set against the engine recordings.
#include <gtest/gtest.h>

#include <string>

#include "cli/cli_test_support.h"
#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite::cli {
namespace {

using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_synthetic_set;

std::uint32_t u32_at(const std::string& bytes, std::size_t offset) {
  std::uint32_t value = 0;
  for (int i = 3; i >= 0; --i) value = value << 8 | static_cast<std::uint8_t>(bytes[offset + i]);
  return value;
}

TEST(PlayCommand, WritesA49716HzWavOfTheSongToStdoutWithoutOutputs) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"play", scratch.path().string(), "--music", "0", "--seconds", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ASSERT_EQ(run.out.size(), 44u + 2 * 2 * 49716);
  EXPECT_EQ(run.out.substr(0, 4), "RIFF");
  EXPECT_EQ(u32_at(run.out, 24), 49716u);
  bool sounds = false;
  for (std::size_t i = 44; i < run.out.size(); ++i) sounds = sounds || run.out[i] != 0;
  EXPECT_TRUE(sounds);
}

// An empty song (the shareware set's song 1) is refused like an absent one, not 30 s of silence.
TEST(PlayCommand, AnEmptySongIsNoSoundNamingTheSongsThereAre) {
  ScratchFolder scratch;
  // The synthetic set has every song; songs 5 and 6 are emptied here.
  Result<WolfSet> set = synthetic_set();
  ASSERT_TRUE(set.ok());
  set->audio->music[5].reset();
  set->audio->music[6].reset();
  const Result<WolfSetFiles> files = encode_wolf_set(*set);
  ASSERT_TRUE(files.ok()) << files.error().to_string();
  for (const auto& [stem, bytes] : files->files) {
    write_bytes(scratch.path() / (stem + "." + files->extension), bytes);
  }
  const auto run = run_command(
      {"play", scratch.path().string(), "--music", "5", "--seconds", "1", "--raw", "-"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.err, "wolfsuite: E-PLAY-NO-SOUND: no song 5 (the set has songs 0-4, 7-26)\n");
  EXPECT_TRUE(run.out.empty());
}

TEST(PlayCommand, NamesAnEffectPastTheCountWithItsCatalogueId) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"play", scratch.path().string(), "--sfx", "999", "--raw", "-"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-PLAY-NO-SOUND"), std::string::npos) << run.err;
}

TEST(PlayCommand, GoldenWritesTheCommittedSyntheticAudioManifest) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run =
      run_command({"play", scratch.path().string(), "--golden", "--name", "synthetic"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto committed =
      read_bytes(std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden/audio/synthetic.json");
  EXPECT_EQ(run.out, std::string(committed.begin(), committed.end()));
  EXPECT_EQ(run_command({"play", ".", "--golden", "--sfx", "1"}).exit_code, 2);
}

// The synthetic set with its audio changed by `change`, as files in `folder`.
template <typename Change>
void write_synthetic_set_with_audio(const std::filesystem::path& folder, Change change) {
  Result<WolfSet> set = synthetic_set();
  ASSERT_TRUE(set.ok() && set->audio);
  change(*set->audio);
  const auto audio = encode_audio(*set->audio);
  ASSERT_TRUE(audio.ok()) << audio.error().to_string();
  write_synthetic_set(folder);
  const std::string extension = synthetic_set_files()->extension;
  testing::write_bytes(folder / ("audiohed." + extension), audio->audiohed);
  testing::write_bytes(folder / ("audiot." + extension), audio->audiot);
}

TEST(PlayCommand, AnAbsurdlyLongEffectIsAnErrorNotAnHourLongRender) {
  ScratchFolder scratch;
  write_synthetic_set_with_audio(scratch.path(), [](Audio& audio) {
    audio.adlib_sounds[0]->pitches.assign(3600 * 140 + 1, 0x40);  // an hour and a step
  });
  const auto run = run_command({"play", scratch.path().string(), "--sfx", "0", "--raw", "-"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-PLAY-TOO-LONG"), std::string::npos) << run.err;
  const auto cut =
      run_command({"play", scratch.path().string(), "--sfx", "0", "--seconds", "1", "--raw", "-"});
  EXPECT_EQ(cut.exit_code, 0) << cut.err;
  EXPECT_EQ(cut.out.size(), 2u * 49716);
}

TEST(PlayCommand, ASongThatNeverWaitsIsAnError) {
  ScratchFolder scratch;
  write_synthetic_set_with_audio(scratch.path(), [](Audio& audio) {
    audio.music[0] = Music{{{0xb0, 0x20, 0}, {0xa0, 0x44, 0}}, {}, {}};
  });
  const auto run = run_command({"play", scratch.path().string(), "--music", "0", "--raw", "-"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-PLAY-SONG-NEVER-WAITS"), std::string::npos) << run.err;
}

// Two commands: 0xA0 = 0x44 and wait 3 ticks, 0xB0 = 0x31 and wait 5.
const Bytes kImfCommands = {0xa0, 0x44, 0x03, 0x00, 0xb0, 0x31, 0x05, 0x00};

// The write lines of a --writes text (without its header, which names the file).
std::string write_lines(const std::string& text) {
  return text.substr(text.find("# pos reg val\n"));
}

TEST(PlayCommand, ImfFilesOfBothTypesPlayTheSameWritesAt700Or560Hz) {
  ScratchFolder scratch;
  Bytes type1 = {0x08, 0x00};
  type1.insert(type1.end(), kImfCommands.begin(), kImfCommands.end());
  testing::write_bytes(scratch / "song1.imf", type1);
  testing::write_bytes(scratch / "song0.imf", kImfCommands);
  const auto one = run_command(
      {"play", "--imf", (scratch / "song1.imf").string(), "--seconds", "1", "--writes", "-"});
  const auto zero = run_command(
      {"play", "--imf", (scratch / "song0.imf").string(), "--seconds", "1", "--writes", "-"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(zero.exit_code, 0) << zero.err;
  EXPECT_NE(one.out.find("song1.imf imf type 1 at 700 Hz"), std::string::npos) << one.out;
  EXPECT_NE(zero.out.find("song0.imf imf type 0 at 700 Hz"), std::string::npos) << zero.out;
  EXPECT_EQ(write_lines(one.out), write_lines(zero.out));
  // The second command comes 3 ticks in: sample floor(3 * 49716 / 700) = 213, or / 560 = 266.
  EXPECT_NE(one.out.find("\n213 b0 31\n"), std::string::npos);
  const auto slow = run_command({"play", "--imf", (scratch / "song1.imf").string(), "--hz", "560",
                                 "--seconds", "1", "--writes", "-"});
  ASSERT_EQ(slow.exit_code, 0) << slow.err;
  EXPECT_NE(slow.out.find("\n266 b0 31\n"), std::string::npos) << slow.out;
  testing::write_bytes(scratch / "empty.imf", {});
  const auto empty = run_command({"play", "--imf", (scratch / "empty.imf").string()});
  EXPECT_EQ(empty.exit_code, 1);
  EXPECT_NE(empty.err.find("E-IMF-EMPTY"), std::string::npos) << empty.err;
}

TEST(PlayCommand, RateResamplesTheWavOnly) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"play", scratch.path().string(), "--music", "0", "--seconds", "1",
                                "--rate", "44100", "-o", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(u32_at(run.out, 24), 44100u);
  EXPECT_EQ(run.out.size(), 44u + 2 * 44100);
  EXPECT_EQ(
      run_command({"play", scratch.path().string(), "--music", "0", "--rate", "100"}).exit_code, 2);
}

TEST(PlayCommand, NeedsExactlyOneOfSfxAndMusic) {
  EXPECT_EQ(run_command({"play", "."}).exit_code, 2);
  EXPECT_EQ(run_command({"play", ".", "--sfx", "1", "--music", "1"}).exit_code, 2);
  EXPECT_EQ(run_command({"play", ".", "--imf", "x.imf"}).exit_code, 2);
  EXPECT_EQ(run_command({"play", ".", "--sfx", "1", "--hz", "560"}).exit_code, 2);
}

// The recordings' files for `name`, or empty when the recordings or the wl1 set are absent.
struct Recording {
  Bytes writes;
  Bytes pcm;
};
std::optional<Recording> recording(const std::string& name) {
  const auto folder = wolfsuite::testing::engine_reference_folder("opl/wl1");
  if (!folder) return std::nullopt;
  auto writes = wolfsuite::testing::read_gzip_file(*folder / (name + ".writes.txt.gz"));
  auto pcm = wolfsuite::testing::read_gzip_file(*folder / (name + ".ymfm.s16.gz"));
  if (!writes || !pcm) return std::nullopt;
  return Recording{std::move(*writes), std::move(*pcm)};
}

TEST(PlayCommand, ReproducesTheEngineRecordingsOfWl1TextAndSamples) {
  std::optional<std::filesystem::path> wl1;
  for (const auto& set : wolfsuite::testing::real_wolf_sets()) {
    if (set.extension == "wl1") wl1 = set.folder;
  }
  const auto sfx = recording("sfx-12.spaced2");
  const auto song = recording("music-3.instant");
  if (!wl1 || !sfx || !song) GTEST_SKIP() << "needs the wl1 set and ../shared/reference/opl/wl1";
  ScratchFolder scratch;
  ASSERT_EQ(run_command({"play", wl1->string(), "--set", "wl1", "--sfx", "12", "--timing",
                         "spaced2", "--writes", (scratch / "sfx.txt").string(), "--raw",
                         (scratch / "sfx.s16").string()})
                .exit_code,
            0);
  EXPECT_EQ(read_bytes(scratch / "sfx.txt"), sfx->writes);
  EXPECT_EQ(read_bytes(scratch / "sfx.s16"), sfx->pcm);
  ASSERT_EQ(run_command({"play", wl1->string(), "--set", "wl1", "--music", "3", "--seconds", "10",
                         "--writes", (scratch / "song.txt").string(), "--raw",
                         (scratch / "song.s16").string()})
                .exit_code,
            0);
  EXPECT_EQ(read_bytes(scratch / "song.txt"), song->writes);
  EXPECT_EQ(read_bytes(scratch / "song.s16"), song->pcm);
}

}  // namespace
}  // namespace wolfsuite::cli
