// The driver against the engine recordings (../shared/reference/opl/wl1/, see its README): the
// register streams of every wl1 AdLib effect and non-empty song, both timings, made from the real
// AUDIOHED/AUDIOT and compared write for write, with the SHA-256 the header states.
#include <gtest/gtest.h>

#include <string>

#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "reference/adlib/driver.h"

namespace wolfsuite::adlib {
namespace {

constexpr std::string_view kRecordings = "opl/wl1";
constexpr std::uint32_t kRecordedSongSeconds = 10;

struct Timing {
  WriteTiming timing;
  const char* name;
};
constexpr Timing kTimings[] = {{WriteTiming::kInstant, "instant"},
                               {WriteTiming::kSpaced2, "spaced2"}};

// Compares one stream with its recording; false when the recording is missing.
bool matches_recording(const std::filesystem::path& folder, const std::string& name,
                       const opl2::RegisterStream& made) {
  const auto text = testing::read_gzip_file(folder / (name + ".writes.txt.gz"));
  if (!text) return false;
  const auto recorded = opl2::parse_register_stream(
      std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
  EXPECT_TRUE(recorded.ok()) << name;
  if (!recorded.ok()) return true;
  EXPECT_EQ(made.length, recorded->stream.length) << name;
  EXPECT_EQ(made.writes.size(), recorded->stream.writes.size()) << name;
  for (std::size_t i = 0; i < std::min(made.writes.size(), recorded->stream.writes.size()); ++i) {
    const opl2::RegisterWrite& a = made.writes[i];
    const opl2::RegisterWrite& b = recorded->stream.writes[i];
    if (a == b) continue;
    ADD_FAILURE() << name << ": write " << i << " is " << a.sample << " " << int{a.address} << " "
                  << int{a.value} << ", the engine's " << b.sample << " " << int{b.address} << " "
                  << int{b.value};
    break;
  }
  EXPECT_EQ(opl2::register_stream_sha256(made), recorded->sha256) << name;
  return true;
}

TEST(AdlibDriverRecordings, EveryWl1EffectAndSongMakesTheEnginesWrites) {
  const auto folder = testing::engine_reference_folder(kRecordings);
  if (!folder) GTEST_SKIP() << testing::engine_reference_missing_message(kRecordings);
  const std::optional<Audio> audio = testing::real_set_audio("wl1");
  if (!audio) GTEST_SKIP() << testing::real_data_missing_message();
  int compared = 0;
  for (std::size_t i = 0; i < audio->adlib_sounds.size(); ++i) {
    if (!audio->adlib_sounds[i]) continue;
    for (const Timing& timing : kTimings) {
      const std::string name = "sfx-" + std::to_string(i) + "." + timing.name;
      compared += matches_recording(*folder, name,
                                    sound_effect_stream(*audio->adlib_sounds[i], timing.timing));
    }
  }
  for (std::size_t i = 0; i < audio->music.size(); ++i) {
    if (!audio->music[i] || audio->music[i]->commands.empty()) continue;
    for (const Timing& timing : kTimings) {
      const std::string name = "music-" + std::to_string(i) + "." + timing.name;
      compared += matches_recording(
          *folder, name, music_stream(*audio->music[i], timing.timing, kRecordedSongSeconds));
    }
  }
  EXPECT_EQ(compared, 196);
}

}  // namespace
}  // namespace wolfsuite::adlib
