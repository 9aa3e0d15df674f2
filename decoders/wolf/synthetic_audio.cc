// The AUDIOHED/AUDIOT of a synthetic set (synthetic_set.h): PC speaker sound effects (a few
// empty, as shipped), every AdLib effect, and an IMF song in every music slot, so any level's
// song plays.
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/wolf/audio.h"
#include "decoders/wolf/synthetic_parts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

using namespace synthetic_parts;

// PC speaker: one byte per tick, every fifth one 0 (silent), the others a rising sweep (seed 001
// "PC sound effect" leaves the meaning of the values undocumented).
std::optional<PcSpeakerSound> pc_sound(int k) {
  if (k % 11 == 5) return std::nullopt;  // empty, as some shipped effects are
  PcSpeakerSound sound;
  sound.priority = to_u16(10 + (k * 7) % 60);
  const int length = 8 + k % 24;
  for (int i = 0; i < length; ++i) {
    sound.samples.push_back(to_u8(i % 5 == 4 ? 0 : 30 + (k * 5 + i * 3) % 90));
  }
  return sound;
}

// AdLib: one instrument for channel 0 and one pitch byte per 1/140 s, ending in key off (0);
// the tag is Muse's: a 0 and a 9-byte NUL padded name (audio.h).
// Every AdLib effect is present: the engine reads each one's 23-byte header at start-up and copies
// its length minus that, so an empty AdLib chunk corrupts its heap (engine fact, found running the
// engine tool on an earlier synthetic set).
AdlibSound adlib_sound(int k) {
  AdlibSound sound;
  sound.priority = to_u16(10 + (k * 7) % 60);
  sound.instrument = {0x21, 0x01, to_u8(0x16 + k % 8), 0x00, 0xF3, 0xF5, 0x24, 0x44, 0x00, 0x00};
  sound.octave = to_u8(3 + k % 3);
  const int length = 12 + k % 20;
  for (int i = 0; i + 1 < length; ++i) sound.pitches.push_back(to_u8(100 + (k * 11 + i * 9) % 140));
  sound.pitches.push_back(0);
  constexpr std::string_view kName = "Synth";
  sound.tag = {0};
  sound.tag.insert(sound.tag.end(), kName.begin(), kName.end());
  sound.tag.resize(1 + 9, 0);
  return sound;
}

// OPL2 F-numbers of C4, D4, E4, F4, G4, A4 (440 Hz), B4 at block 4: round(hz * 2^(20 - block) /
// 49716), the chip's sample rate being its 3.579545 MHz clock / 72 (Yamaha YM3812 manual).
constexpr std::array<int, 7> kFNumbers = {345, 387, 435, 460, 517, 580, 651};

struct Voice {
  int channel;  // OPL2 melodic channel 0..8: operators at +0 and +3 of its register block
  int block;    // octave
};

void add_instrument(std::vector<ImfCommand>& commands, const Voice& voice, std::uint8_t level) {
  const auto ch = to_u8(voice.channel);
  const std::pair<int, int> kWrites[] = {
      {0x20, 0x01}, {0x23, 0x01}, {0x40, level}, {0x43, 0x00}, {0x60, 0xF2},
      {0x63, 0xF4}, {0x80, 0x55}, {0x83, 0x65},  {0xE0, 0x00}, {0xE3, 0x00},
  };
  for (const auto& [opl_register, value] : kWrites) {
    commands.push_back({to_u8(opl_register + ch), to_u8(value), 0});
  }
  commands.push_back({to_u8(0xC0 + ch), 0x00, 0});  // feedback 0, FM
}

// Key on: F-number low bits to 0xA0 + channel, then key bit, block and the high bits to 0xB0.
void add_note(std::vector<ImfCommand>& commands, const Voice& voice, int note,
              std::uint16_t delay) {
  const int f_number = kFNumbers[static_cast<std::size_t>(note % 7)];
  commands.push_back({to_u8(0xA0 + voice.channel), to_u8(f_number & 0xFF), 0});
  commands.push_back(
      {to_u8(0xB0 + voice.channel), to_u8(0x20 | (voice.block << 2) | (f_number >> 8)), delay});
}
void add_key_off(std::vector<ImfCommand>& commands, const Voice& voice, std::uint16_t delay) {
  commands.push_back({to_u8(0xB0 + voice.channel), 0x00, delay});
}

constexpr std::uint16_t kBeat = 140;  // 1/700 s ticks: 5 beats a second

// A tune on one channel: 16 notes, each held most of a beat.
Music melody_song() {
  constexpr int kNotes[] = {0, 2, 4, 0, 0, 2, 4, 0, 4, 5, 6, 6, 4, 5, 6, 6};
  const Voice lead{0, 4};
  Music music;
  music.commands.push_back({0x01, 0x20, 0});  // waveform select on
  add_instrument(music.commands, lead, 0x10);
  for (const int note : kNotes) {
    add_note(music.commands, lead, note, kBeat - 20);
    add_key_off(music.commands, lead, 20);
  }
  return music;
}

// A bass line on channel 1 under a tune on channel 0.
Music two_voice_song() {
  constexpr int kTune[] = {4, 4, 5, 6, 6, 5, 4, 2, 0, 0, 2, 4, 4, 2, 2, 2};
  constexpr int kBass[] = {0, 0, 4, 4, 3, 3, 0, 0};
  const Voice lead{0, 4};
  const Voice bass{1, 2};
  Music music;
  music.commands.push_back({0x01, 0x20, 0});
  add_instrument(music.commands, lead, 0x12);
  add_instrument(music.commands, bass, 0x08);
  for (std::size_t beat = 0; beat < std::size(kTune); ++beat) {
    if (beat % 2 == 0) add_note(music.commands, bass, kBass[beat / 2], 0);
    add_note(music.commands, lead, kTune[beat], kBeat - 20);
    add_key_off(music.commands, lead, beat % 2 == 1 ? 0 : 20);
    if (beat % 2 == 1) add_key_off(music.commands, bass, 20);
  }
  return music;
}

}  // namespace

Audio synthetic_audio(GameVersion game) {
  const VersionFacts& facts = version_facts(game);
  std::vector<SoundEffect> effects;
  effects.reserve(static_cast<std::size_t>(facts.sound_effects));
  for (int k = 0; k < facts.sound_effects; ++k) effects.push_back({pc_sound(k), adlib_sound(k)});
  std::vector<std::optional<Music>> music;
  for (int song = 0; song < facts.music; ++song) {
    music.emplace_back(song % 2 == 0 ? melody_song() : two_voice_song());
  }
  return new_audio(effects, std::move(music));
}

}  // namespace wolfsuite
