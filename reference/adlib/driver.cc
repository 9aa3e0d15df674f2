#include "reference/adlib/driver.h"

#include <array>

#include "reference/opl2/chip.h"

namespace wolfsuite::adlib {
namespace {

// The engine's channel-0 instrument write order (SDL_AlSetFXInst), as indices into
// AdlibSound::instrument (kAdlibInstrumentRegisters order: 20 23 40 43 60 63 80 83 E0 E3).
constexpr std::array<int, kAdlibInstrumentBytes> kInstrumentWriteOrder = {0, 2, 4, 6, 8,
                                                                          1, 3, 5, 7, 9};
constexpr std::uint8_t kKeyOnChannel0 = 0xb0;
constexpr std::uint8_t kFrequencyLowChannel0 = 0xa0;
constexpr std::uint8_t kFeedbackConnectionChannel0 = 0xc0;
constexpr std::uint8_t kRhythm = 0xbd;
constexpr int kMusicOffTracks = 10;  // sqMaxTracks

void add_instrument(std::vector<DriverWrite>& writes, bool boot,
                    const std::array<std::uint8_t, kAdlibInstrumentBytes>& instrument) {
  for (int index : kInstrumentWriteOrder) {
    writes.push_back({boot, 0, kAdlibInstrumentRegisters[index], instrument[index]});
  }
  writes.push_back({boot, 0, kFeedbackConnectionChannel0, 0});
}

}  // namespace

std::vector<DriverWrite> startup_writes() {
  std::vector<DriverWrite> writes;
  for (int address = 0x01; address <= 0xf5; ++address) {
    writes.push_back({true, 0, static_cast<std::uint8_t>(address), 0});
  }
  writes.push_back({true, 0, 0x01, 0x20});  // WSE
  writes.push_back({true, 0, 0x08, 0x00});
  writes.push_back({true, 0, kRhythm, 0x00});
  add_instrument(writes, true, {});
  return writes;
}

std::vector<DriverWrite> sound_effect_writes(const AdlibSound& sound) {
  std::vector<DriverWrite> writes = startup_writes();
  writes.push_back({false, 0, kKeyOnChannel0, 0});
  add_instrument(writes, false, {});
  add_instrument(writes, false, sound.instrument);
  const auto block = static_cast<std::uint8_t>(0x20 | (sound.octave & 7) << 2);
  for (std::size_t step = 0; step < sound.pitches.size(); ++step) {
    const auto tick = static_cast<std::uint32_t>(step * kTicksPerSoundStep);
    if (const std::uint8_t pitch = sound.pitches[step]; pitch != 0) {
      writes.push_back({false, tick, kFrequencyLowChannel0, pitch});
      writes.push_back({false, tick, kKeyOnChannel0, block});
    } else {
      writes.push_back({false, tick, kKeyOnChannel0, 0});
    }
    if (step + 1 == sound.pitches.size()) writes.push_back({false, tick, kKeyOnChannel0, 0});
  }
  return writes;
}

std::vector<DriverWrite> music_writes(const Music& music, std::uint32_t ticks) {
  std::vector<DriverWrite> writes = startup_writes();
  writes.push_back({false, 0, kRhythm, 0});
  for (int track = 1; track <= kMusicOffTracks; ++track) {
    writes.push_back({false, 0, static_cast<std::uint8_t>(kKeyOnChannel0 + track), 0});
  }
  if (music.commands.empty()) return writes;
  std::uint32_t tick = 0;
  std::size_t next = 0;
  // A song of zero delays writes every command on every tick; the stream limit bounds that.
  while (tick < ticks && writes.size() < opl2::kMaxStreamWrites) {
    const ImfCommand& command = music.commands[next];
    writes.push_back({false, tick, command.opl_register, command.value});
    if (++next == music.commands.size()) {
      next = 0;
      ++tick;  // the loop restarts on the next tick, whatever the last delay says
    } else {
      tick += command.delay;
    }
  }
  return writes;
}

opl2::RegisterStream sound_effect_stream(const AdlibSound& sound, WriteTiming timing) {
  const auto end_tick = static_cast<std::uint32_t>(sound.pitches.size() * kTicksPerSoundStep);
  return place_writes(sound_effect_writes(sound), timing,
                      tick_sample(end_tick) + opl2::kSampleRate);
}

opl2::RegisterStream music_stream(const Music& music, WriteTiming timing, std::uint32_t seconds,
                                  std::uint32_t ticks_per_second) {
  const std::uint32_t ticks = seconds * ticks_per_second;
  return place_writes(music_writes(music, ticks), timing, seconds * opl2::kSampleRate,
                      ticks_per_second);
}

}  // namespace wolfsuite::adlib
