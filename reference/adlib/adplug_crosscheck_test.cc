// Our driver's streams through AdPlug's OPL emulators (Debian's libadplug-dev,
// decoders/fixtures/adplug_peers.h) beside our chip, and AdPlug's IMF player beside our sequencer,
// on every wl1 AdLib effect and non-empty song. reference/opl2/README.md ("Against AdPlug's
// emulators") records the numbers and why they differ; the tests hold them where they were
// measured. Skipped without libadplug-dev or without the wl1 set.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "decoders/fixtures/real_data.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/render.h"
#ifdef WOLFSUITE_HAVE_ADPLUG
#include <adplug/fprovide.h>
#include <adplug/imf.h>
#include <adplug/opl.h>

#include "decoders/fixtures/adplug_peers.h"
#endif

namespace wolfsuite::adlib {
namespace {

#ifdef WOLFSUITE_HAVE_ADPLUG

constexpr std::uint32_t kSongSeconds = 10;  // as the engine recordings

// Every wl1 AdLib effect and non-empty song as our driver plays it, instant timing.
std::vector<opl2::RegisterStream> wl1_streams(const Audio& audio) {
  std::vector<opl2::RegisterStream> streams;
  for (const auto& sound : audio.adlib_sounds) {
    if (sound) streams.push_back(sound_effect_stream(*sound, WriteTiming::kInstant));
  }
  for (const auto& music : audio.music) {
    if (music && !music->commands.empty()) {
      streams.push_back(music_stream(*music, WriteTiming::kInstant, kSongSeconds));
    }
  }
  return streams;
}

// How far a peer's samples are from ours, over many streams.
struct Agreement {
  std::uint64_t samples = 0;
  std::uint64_t identical = 0;
  int largest_difference = 0;
  // Sums for the correlation and the gain (least-squares slope of theirs on ours), at lags
  // -kLags..kLags (theirs taken `lag` samples later).
  static constexpr int kLags = 3;
  struct Sums {
    double n = 0, x = 0, y = 0, xx = 0, yy = 0, xy = 0;
  };
  std::array<Sums, 2 * kLags + 1> by_lag{};

  void add(const std::vector<std::int16_t>& ours, const std::vector<std::int16_t>& theirs) {
    const std::size_t count = std::min(ours.size(), theirs.size());
    for (std::size_t i = 0; i < count; ++i) {
      ++samples;
      identical += ours[i] == theirs[i] ? 1 : 0;
      if (ours[i] != 0 || theirs[i] != 0) {
        ++sounding;
        sounding_identical += ours[i] == theirs[i] ? 1 : 0;
      }
      largest_difference = std::max(largest_difference, std::abs(ours[i] - theirs[i]));
    }
    for (int lag = -kLags; lag <= kLags; ++lag) {
      for (std::size_t i = kLags; i + kLags < count; ++i) {
        accumulate(by_lag[lag + kLags], ours[i], theirs[i + lag]);
        if (i < kEarly) accumulate(early_by_lag[lag + kLags], ours[i], theirs[i + lag]);
      }
    }
    for (std::size_t start = 0; start + kLevelBlock <= count; start += kLevelBlock) {
      double x = 0;
      double y = 0;
      for (std::size_t i = start; i < start + kLevelBlock; ++i) {
        x += static_cast<double>(ours[i]) * ours[i];
        y += static_cast<double>(theirs[i]) * theirs[i];
      }
      accumulate(levels, std::sqrt(x / kLevelBlock), std::sqrt(y / kLevelBlock));
    }
  }
  static void accumulate(Sums& sums, double x, double y) {
    sums.n += 1;
    sums.x += x;
    sums.y += y;
    sums.xx += x * x;
    sums.yy += y * y;
    sums.xy += x * y;
  }
  static double correlation(const Sums& s) {
    const double cov = s.xy - s.x * s.y / s.n;
    const double vx = s.xx - s.x * s.x / s.n;
    const double vy = s.yy - s.y * s.y / s.n;
    return cov / std::sqrt(vx * vy);
  }
  static double gain(const Sums& s) { return (s.xy - s.x * s.y / s.n) / (s.xx - s.x * s.x / s.n); }
  // The same over the first kEarly samples of each stream only, and for 10 ms RMS levels.
  static constexpr std::size_t kEarly = 2048;
  static constexpr std::size_t kLevelBlock = 497;
  std::array<Sums, 2 * kLags + 1> early_by_lag{};
  Sums levels;
  std::uint64_t sounding = 0;  // samples where either is not 0
  std::uint64_t sounding_identical = 0;

  double share_identical() const {
    return static_cast<double>(identical) / static_cast<double>(samples);
  }
  double share_identical_sounding() const {
    return static_cast<double>(sounding_identical) / static_cast<double>(sounding);
  }
  double correlation_at(int lag) const { return correlation(by_lag[lag + kLags]); }
  int best_lag() const {
    int best = 0;
    for (int lag = -kLags; lag <= kLags; ++lag) {
      if (correlation_at(lag) > correlation_at(best)) best = lag;
    }
    return best;
  }
  double gain_at(int lag) const { return gain(by_lag[lag + kLags]); }
};

// What each emulator gave on the 98 streams (libadplug 2.3.3, Debian 12); reference/opl2/README.md.
struct Measured {
  std::string_view peer;
  double identical_percent;
  int best_lag;
  double correlation;  // at the best lag
  double gain;         // at the best lag
  double level_correlation;
  int largest_difference;
};
constexpr Measured kMeasured[] = {
    {"CNemuopl", 14.3151, 3, 0.60600, 0.6028, 0.92797, 8114},
    {"CWemuopl", 20.2693, 0, 0.90170, 0.9086, 0.97894, 6548},
    {"CKemuopl", 17.1594, 0, 0.51368, 0.9305, 0.74489, 12246},
    {"CEmuopl", 17.7600, -1, 0.58822, 0.5781, 0.88098, 8276},
    {"CTemuopl", 17.5088, -1, 0.58822, 1.1561, 0.88098, 12495},
};

TEST(AdplugCrossCheck, EmulatorsAgreeWithOurChipAsMeasured) {
  const std::optional<Audio> audio = testing::real_set_audio("wl1");
  if (!audio) GTEST_SKIP() << testing::real_data_missing_message();
  const std::vector<opl2::RegisterStream> streams = wl1_streams(*audio);
  ASSERT_EQ(streams.size(), 98u) << "87 effects and 11 songs";
  std::vector<std::vector<std::int16_t>> ours;
  for (const opl2::RegisterStream& stream : streams) ours.push_back(opl2::render(stream));
  for (const std::string_view peer : testing::kAdplugPeers) {
    Agreement agreement;
    for (std::size_t i = 0; i < streams.size(); ++i) {
      agreement.add(ours[i], testing::render_adplug(peer, streams[i]));
    }
    const int lag = agreement.best_lag();
    std::printf(
        "%-9s samples %llu identical %.4f%% (of sounding samples %.4f%%) correlation %.5f, "
        "best at lag %d: %.5f (first %zu samples of each stream %.5f), gain %.4f; 10 ms "
        "levels correlation %.5f; largest difference %d\n",
        std::string(peer).c_str(), static_cast<unsigned long long>(agreement.samples),
        100 * agreement.share_identical(), 100 * agreement.share_identical_sounding(),
        agreement.correlation_at(0), lag, agreement.correlation_at(lag), Agreement::kEarly,
        Agreement::correlation(agreement.early_by_lag[lag + Agreement::kLags]),
        agreement.gain_at(lag), Agreement::correlation(agreement.levels),
        agreement.largest_difference);
    const auto measured = std::find_if(std::begin(kMeasured), std::end(kMeasured),
                                       [&](const Measured& m) { return m.peer == peer; });
    ASSERT_NE(measured, std::end(kMeasured)) << peer;
    EXPECT_NEAR(100 * agreement.share_identical(), measured->identical_percent, 0.5) << peer;
    EXPECT_EQ(lag, measured->best_lag) << peer;
    EXPECT_NEAR(agreement.correlation_at(lag), measured->correlation, 0.01) << peer;
    EXPECT_NEAR(agreement.gain_at(lag), measured->gain, 0.02) << peer;
    EXPECT_NEAR(Agreement::correlation(agreement.levels), measured->level_correlation, 0.01)
        << peer;
    EXPECT_NEAR(agreement.largest_difference, measured->largest_difference,
                0.05 * measured->largest_difference)
        << peer;
  }
}

// A Copl that plays nothing and keeps every write with the player tick it came in.
class RecordingOpl : public Copl {
 public:
  struct Write {
    int tick;  // -1: while loading and rewinding
    int address;
    int value;
    friend bool operator==(const Write&, const Write&) = default;
  };
  void write(int reg, int val) override { writes.push_back({tick, reg, val}); }
  void init() override {}
  int tick = -1;
  std::vector<Write> writes;
};

// A song as a standalone IMF file: the lump as AUDIOT holds it (the size field, the commands,
// the tag); AdPlug takes the ".wlf" extension for Wolfenstein's 700 Hz.
std::filesystem::path write_wlf(const Music& music, const std::string& name) {
  const Bytes commands = imf_command_bytes(music);
  Bytes lump = {static_cast<std::uint8_t>(commands.size() & 0xff),
                static_cast<std::uint8_t>(commands.size() >> 8)};
  lump.insert(lump.end(), commands.begin(), commands.end());
  lump.insert(lump.end(), music.tag.begin(), music.tag.end());
  const auto path = std::filesystem::temp_directory_path() / (name + ".wlf");
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(lump.data()), static_cast<std::streamsize>(lump.size()));
  return path;
}

TEST(AdplugCrossCheck, ImfPlayerWritesWhatOurSequencerWrites) {
  const std::optional<Audio> audio = testing::real_set_audio("wl1");
  if (!audio) GTEST_SKIP() << testing::real_data_missing_message();
  int songs = 0;
  for (std::size_t index = 0; index < audio->music.size(); ++index) {
    const auto& music = audio->music[index];
    if (!music || music->commands.empty()) continue;
    ++songs;
    const auto path = write_wlf(*music, "wolfsuite_wl1_song" + std::to_string(index));
    RecordingOpl opl;
    CimfPlayer player(&opl);
    ASSERT_TRUE(player.load(path.string(), CProvider_Filesystem())) << path;
    std::filesystem::remove(path);
    player.rewind(0);
    std::uint32_t total = 0;
    for (const ImfCommand& command : music->commands) total += command.delay;
    // The player's update() runs whenever its timer says: getrefresh() is 700 Hz over the delay
    // it has just reached, so the ticks between updates are 700 / getrefresh().
    int end_tick = -1;
    double tick = 0;
    while (tick < total + 300) {
      opl.tick = static_cast<int>(std::lround(tick));
      if (!player.update() && end_tick < 0) end_tick = opl.tick;
      tick += 700.0 / player.getrefresh();
    }
    std::vector<RecordingOpl::Write> ours;
    for (const DriverWrite& write : music_writes(*music, total + 300)) {
      if (!write.boot) ours.push_back({static_cast<int>(write.tick), write.address, write.value});
    }
    ours.erase(ours.begin(), ours.begin() + 11);  // the engine's music off, not the song's
    std::vector<RecordingOpl::Write> theirs;
    for (const auto& write : opl.writes) {
      if (write.tick >= 0) theirs.push_back(write);  // not its own reset while loading
    }
    std::size_t same = 0;
    while (same < std::min(ours.size(), theirs.size()) && ours[same] == theirs[same]) ++same;
    // The first pass is the same write for write and tick for tick. At the loop the engine
    // starts again on the tick after the last command; AdPlug's player waits the song's last
    // non-zero delay once more (its timer keeps the last rate when the final delays are 0).
    const std::size_t pass = music->commands.size();
    ASSERT_GT(ours.size(), pass) << index;
    ASSERT_GT(theirs.size(), pass) << index;
    EXPECT_GE(same, pass) << "song " << index << ": first difference at write " << same;
    std::uint16_t last_nonzero_delay = 0;
    for (const ImfCommand& command : music->commands) {
      if (command.delay != 0) last_nonzero_delay = command.delay;
    }
    const int last_tick = ours[pass - 1].tick;
    EXPECT_EQ(ours[pass].tick - last_tick, 1) << index;
    EXPECT_EQ(theirs[pass].tick - last_tick, last_nonzero_delay) << index;
    EXPECT_EQ(end_tick, last_tick) << "AdPlug reports the song's end at its last command";
  }
  EXPECT_EQ(songs, 11);
}

#else

TEST(AdplugCrossCheck, EmulatorsAgreeWithOurChipAsMeasured) {
  GTEST_SKIP()
      << "built without AdPlug (libadplug-dev not found by pkg-config; ci/setup installs it)";
}

TEST(AdplugCrossCheck, ImfPlayerWritesWhatOurSequencerWrites) {
  GTEST_SKIP()
      << "built without AdPlug (libadplug-dev not found by pkg-config; ci/setup installs it)";
}

#endif

}  // namespace
}  // namespace wolfsuite::adlib
