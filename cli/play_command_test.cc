// wolfsuite play on the synthetic set, and on the real wl1 set against the engine recordings.
#include <gtest/gtest.h>

#include <string>

#include "cli/cli_test_support.h"
#include "decoders/testing/gzip.h"
#include "decoders/testing/real_data.h"

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

TEST(PlayCommand, AnEmptySongPlaysSilence) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command(
      {"play", scratch.path().string(), "--music", "5", "--seconds", "1", "--raw", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::string(2 * 49716, '\0'));
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

TEST(PlayCommand, NeedsExactlyOneOfSfxAndMusic) {
  EXPECT_EQ(run_command({"play", "."}).exit_code, 2);
  EXPECT_EQ(run_command({"play", ".", "--sfx", "1", "--music", "1"}).exit_code, 2);
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
