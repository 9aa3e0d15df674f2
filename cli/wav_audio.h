#pragma once
// RIFF WAVE output for digitised sounds (seed 001 "Raw pcm": 8-bit unsigned mono, 7 kHz) and for
// rendered audio later. Layout (little-endian):
//   0  "RIFF", u32 36 + data size, "WAVE"
//   12 "fmt " u32 16, u16 format 1 (PCM), u16 channels, u32 rate, u32 byte rate, u16 block align,
//      u16 bits per sample
//   36 "data" u32 data size, the samples (a pad byte when the size is odd)
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::cli {

inline constexpr std::uint32_t kDigitisedSoundRate = 7000;  // seed 001 "Raw pcm"

Bytes encode_wav_u8_mono(ByteSpan samples, std::uint32_t sample_rate);
// 16-bit signed little-endian mono (the OPL2's rendered sound).
Bytes encode_wav_s16_mono(const std::vector<std::int16_t>& samples, std::uint32_t sample_rate);

}  // namespace wolfsuite::cli
