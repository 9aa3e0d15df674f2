#include "reference/adlib/driver.h"

#include <gtest/gtest.h>

namespace wolfsuite::adlib {
namespace {

AdlibSound three_step_sound() {
  AdlibSound sound;
  sound.instrument = {0x20, 0x23, 0x40, 0x43, 0x60, 0x63, 0x80, 0x83, 0xe0, 0xe3};
  sound.octave = 4;
  sound.pitches = {0x33, 0x00, 0x35};
  return sound;
}

TEST(AdlibDriver, StartupIs259BootWritesEndingWithTheZeroInstrument) {
  const std::vector<DriverWrite> writes = startup_writes();
  ASSERT_EQ(writes.size(), 259u);
  for (const DriverWrite& write : writes) EXPECT_TRUE(write.boot);
  EXPECT_EQ(writes[245].address, 0x01);
  EXPECT_EQ(writes[245].value, 0x20);
  EXPECT_EQ(writes.back().address, 0xc0);
}

TEST(AdlibDriver, SoundEffectWritesTheInstrumentInTheEnginesOrderThenAStepEvery5Ticks) {
  const std::vector<DriverWrite> writes = sound_effect_writes(three_step_sound());
  ASSERT_EQ(writes.size(), 259u + 1 + 11 + 11 + 2 + 1 + 2 + 1);
  const std::vector<std::uint8_t> instrument_order = {0x20, 0x40, 0x60, 0x80, 0xe0, 0x23,
                                                      0x43, 0x63, 0x83, 0xe3, 0xc0};
  for (std::size_t i = 0; i < instrument_order.size(); ++i) {
    EXPECT_EQ(writes[271 + i].address, instrument_order[i]);
    // The instrument bytes were made equal to their registers.
    if (i < 10) {
      EXPECT_EQ(writes[271 + i].value, instrument_order[i]);
    }
  }
  EXPECT_EQ(writes[282].tick, 0u);
  EXPECT_EQ(writes[283].value, 0x30);  // key on, block 4
  EXPECT_EQ(writes[284].tick, 5u);     // pitch 0: key off
  EXPECT_EQ(writes[284].value, 0x00);
  EXPECT_EQ(writes[286].tick, 10u);
  EXPECT_EQ(writes.back().tick, 10u);  // key off after the last step
  EXPECT_EQ(writes.back().value, 0x00);
}

TEST(AdlibDriver, SoundEffectRendersToTheTickAfterItsLastStepPlusOneSecond) {
  EXPECT_EQ(sound_effect_stream(three_step_sound(), WriteTiming::kInstant).length,
            tick_sample(15) + 49716);
}

TEST(AdlibDriver, TicksFallOnTheSampleBelowKTimes49716Over700) {
  EXPECT_EQ(tick_sample(1), 71u);
  EXPECT_EQ(tick_sample(5), 355u);
  EXPECT_EQ(tick_sample(700), 49716u);
}

TEST(AdlibDriver, Spaced2KeepsBootWritesAndTheFirstLaterOneAndSpacesTheRest) {
  const std::vector<DriverWrite> writes = {
      {true, 0, 1, 0}, {true, 0, 2, 0}, {false, 0, 3, 0}, {false, 0, 4, 0}, {false, 1, 5, 0}};
  const opl2::RegisterStream spaced = place_writes(writes, WriteTiming::kSpaced2, 1000);
  const std::vector<std::uint32_t> samples = {0, 0, 0, 2, 71};
  ASSERT_EQ(spaced.writes.size(), samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i) EXPECT_EQ(spaced.writes[i].sample, samples[i]);
  EXPECT_EQ(place_writes(writes, WriteTiming::kSpaced2, 71).writes.size(), 4u);
}

TEST(AdlibDriver, MusicLoopsOnTheTickAfterTheLastCommandIgnoringItsDelay) {
  Music music;
  music.commands = {{0xa0, 1, 3}, {0xa1, 2, 100}};
  const std::vector<DriverWrite> writes = music_writes(music, 10);
  // Startup, 0xBD and 0xB1..0xBA at tick 0, then ticks 0, 3, 4, 7, 8.
  ASSERT_EQ(writes.size(), 259u + 11 + 5);
  const std::vector<std::uint32_t> ticks = {0, 3, 4, 7, 8};
  for (std::size_t i = 0; i < ticks.size(); ++i) EXPECT_EQ(writes[270 + i].tick, ticks[i]);
  EXPECT_EQ(writes[269].address, 0xba);
}

TEST(AdlibDriver, AnEmptySongOnlyTurnsTheMusicOff) {
  EXPECT_EQ(music_writes(Music{}, 7000).size(), 259u + 11);
  EXPECT_EQ(music_stream(Music{}, WriteTiming::kInstant).length, 30u * 49716);
}

}  // namespace
}  // namespace wolfsuite::adlib
