#pragma once
// The engine's AdLib driver (ID_SD: SD_Startup, SD_PlaySound, the sound service, SD_StartMusic and
// the IMF player), as the register writes it makes:
//
//   startup       every register 0x01..0xF5 set to 0, then WSE on (0x01 = 0x20), CSM/NTS off
//                 (0x08), 0xBD off, then the zero instrument on channel 0: 259 boot writes.
//   sound effect  key off (0xB0 = 0), the zero instrument, the effect's instrument (modulator 0x20
//                 0x40 0x60 0x80 0xE0, carrier 0x23 0x43 0x63 0x83 0xE3, each followed by 0xC0 = 0:
//                 connection and feedback never come from the lump); then on every 5th tick from
//                 tick 0 one pitch byte: 0 keys off (0xB0 = 0), any other goes to 0xA0 and the
//                 octave to 0xB0 with the key on (0x20 | octave << 2); after the last one 0xB0 = 0.
//                 Rendered to the tick after the last step plus one second.
//   music         0xBD = 0 and 0xB1..0xBA = 0 (the engine's music-off: ten "tracks" from channel 1,
//                 so channel 0 is never keyed off and 0xB9, 0xBA are past the channels), then the
//                 IMF commands: a command's delay is the ticks until the next one; the command
//                 after the last is the first again, at the tick after the last (its delay is not
//                 waited). An empty song makes no commands.
//
// Ticks start with the sound or song; the boot and start writes come before tick 0.
#include <cstdint>
#include <vector>

#include "decoders/wolf/audio.h"
#include "reference/adlib/timing.h"

namespace wolfsuite::adlib {

inline constexpr int kTicksPerSoundStep = 5;  // 140 Hz
inline constexpr std::uint32_t kDefaultSongSeconds = 30;

std::vector<DriverWrite> startup_writes();
// Startup, then the effect from its start to its last key off.
std::vector<DriverWrite> sound_effect_writes(const AdlibSound& sound);
// Startup, music off, then the commands of every tick below `ticks`, looping (at most
// opl2::kMaxStreamWrites writes).
std::vector<DriverWrite> music_writes(const Music& music, std::uint32_t ticks);

// The streams as the engine recordings hold them: an effect to its last step plus one second, a
// song for `seconds`.
opl2::RegisterStream sound_effect_stream(const AdlibSound& sound, WriteTiming timing);
// `ticks_per_second` other than 700 plays a standalone IMF file of another game (560 Hz).
opl2::RegisterStream music_stream(const Music& music, WriteTiming timing,
                                  std::uint32_t seconds = kDefaultSongSeconds,
                                  std::uint32_t ticks_per_second = kDriverTicksPerSecond);

}  // namespace wolfsuite::adlib
