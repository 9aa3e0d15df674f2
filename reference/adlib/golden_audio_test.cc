// The committed golden audio (golden/audio/) is what the driver and the chip make today.
#include "reference/adlib/golden_audio.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/synthetic_set.h"
#include "reference/opl2/register_stream.h"

namespace wolfsuite::adlib {
namespace {

std::filesystem::path golden_path(const std::string& set) {
  return std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" / "audio" / (set + ".json");
}

void expect_committed(const GoldenAudio& golden) {
  const Result<Bytes> committed = read_file(golden_path(golden.set));
  ASSERT_TRUE(committed.ok()) << committed.error().to_string();
  EXPECT_EQ(std::string(committed->begin(), committed->end()), golden_audio_json(golden))
      << "golden/audio/" << golden.set << ".json is not what the driver and chip make: "
      << "regenerate it with `wolfsuite play DIR --golden --name " << golden.set
      << " -o golden/audio/" << golden.set << ".json` and explain the change";
}

class GoldenSyntheticAudio : public ::testing::TestWithParam<GameVersion> {};

TEST_P(GoldenSyntheticAudio, SoundsAreTheCommittedOnes) {
  const GameVersion game = GetParam();
  const Result<WolfSet> set = synthetic_set(game);
  ASSERT_TRUE(set.ok() && set->audio);
  const GoldenAudio golden = golden_audio(*set->audio, synthetic_set_name(game));
  const auto effects = static_cast<std::size_t>(version_facts(game).sound_effects);
  EXPECT_GE(golden.sounds.size(), 2u * effects) << "every AdLib effect, both timings";
  expect_committed(golden);
}

INSTANTIATE_TEST_SUITE_P(Games, GoldenSyntheticAudio, ::testing::ValuesIn(kEngineBuilds),
                         [](const auto& info) { return std::string(version_facts(info.param).tag); });

TEST(GoldenAudio, RealSetSoundsAreTheCommittedOnes) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (!std::filesystem::exists(golden_path(real.extension))) continue;
    const std::optional<Audio> audio = testing::real_set_audio(real.extension);
    ASSERT_TRUE(audio.has_value()) << real.extension;
    const GoldenAudio golden = golden_audio(*audio, real.extension);
    if (real.extension == "wl1") {
      EXPECT_EQ(golden.sounds.size(), 2u * (87u + 11u)) << "87 effects and 11 songs, two timings";
    }
    expect_committed(golden);
    compared = true;
  }
  if (!compared) GTEST_SKIP() << testing::real_data_missing_message();
}

TEST(GoldenAudio, ManifestHasOneSoundAndTimingPerLine) {
  GoldenAudio golden{"test", 30, {}};
  golden.sounds = {{"sfx 0", "instant", 3, 100, "ab", "cd"},
                   {"music 2", "spaced2", 4, 5, "ef", "01"}};
  EXPECT_EQ(golden_audio_json(golden),
            "{\"schema\": \"wolfsuite-audio/1\", \"set\": \"test\", \"rate\": 49716, "
            "\"song_seconds\": 30, \"sounds\": [\n"
            " {\"sound\": \"sfx 0\", \"timing\": \"instant\", \"writes\": 3, \"samples\": 100, "
            "\"stream_sha256\": \"ab\", \"pcm_sha256\": \"cd\"},\n"
            " {\"sound\": \"music 2\", \"timing\": \"spaced2\", \"writes\": 4, \"samples\": 5, "
            "\"stream_sha256\": \"ef\", \"pcm_sha256\": \"01\"}]}\n");
}

TEST(GoldenAudio, Wl1EffectStreamsHashAsTheEngineRecordingsState) {
  // The recordings' songs are 10 s long, their effects as long as ours: every effect's stream
  // SHA-256 is the one its recording's header states.
  constexpr std::string_view kRecordings = "opl/wl1";
  const auto folder = testing::engine_reference_folder(kRecordings);
  if (!folder) GTEST_SKIP() << testing::engine_reference_missing_message(kRecordings);
  const std::optional<Audio> audio = testing::real_set_audio("wl1");
  if (!audio) GTEST_SKIP() << testing::real_data_missing_message();
  int compared = 0;
  for (const GoldenSound& sound : golden_audio(*audio, "wl1").sounds) {
    if (!sound.sound.starts_with("sfx ")) continue;
    const std::string name = "sfx-" + sound.sound.substr(4) + "." + sound.timing;
    const auto text = testing::read_gzip_file(*folder / (name + ".writes.txt.gz"));
    ASSERT_TRUE(text.has_value()) << name;
    const std::string_view view(reinterpret_cast<const char*>(text->data()), text->size());
    const auto recorded = opl2::parse_register_stream(view);
    ASSERT_TRUE(recorded.ok()) << name << ": " << recorded.error().to_string();
    EXPECT_EQ(sound.stream_sha256, recorded->sha256) << name;
    ++compared;
  }
  EXPECT_EQ(compared, 2 * 87);
}

}  // namespace
}  // namespace wolfsuite::adlib
