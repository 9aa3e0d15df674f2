#pragma once
// The YM3812's ROMs and rate tables, as data. Every table says what it holds and where the fact
// comes from; tables_test.cc pins the two ROMs to the formulas that describe them.
#include <array>
#include <cstdint>

namespace wolfsuite::opl2 {

// Log-sine ROM: a quarter period of |sin| as attenuation in 1/256 of a factor of 2 (4.8 fixed
// point, "-log2"), 256 entries over phase 0..pi/2 taken at the middle of each step:
// kLogSine[i] = round(-log2(sin((i + 0.5) * pi / 512)) * 256). The chip's ROM as read from the
// die (the OPL2 decapsulation by Matthew Gambrell and Olli Niemitalo); the same values ymfm holds.
extern const std::array<std::uint16_t, 256> kLogSine;

// Exponent ROM: the fractional part of 2^x as a 10-bit mantissa,
// kExponent[i] = round((2^(i / 256) - 1) * 1024). A level is (1024 + mantissa) shifted right by
// the attenuation's whole part (exponential.h).
extern const std::array<std::uint16_t, 256> kExponent;

// Frequency multiplier (register 0x20 bits 0-3, MULT) in halves: MULT 0 is x0.5, 11 and 13 read
// as 10 and 12, 14 as 15 (the data sheet's table).
inline constexpr std::array<std::uint8_t, 16> kMultipleHalves = {1,  2,  4,  6,  8,  10, 12, 14,
                                                                 16, 18, 20, 20, 24, 24, 30, 30};

// Key-scale level ROM: attenuation in 0.75 dB steps (6 TL units) for block 7, indexed by the top 4
// bits of the F-number; each lower block takes 8 off (6 dB an octave), floored at 0.
inline constexpr std::array<std::uint8_t, 16> kKeyScaleLevel = {0,  24, 32, 37, 40, 43, 45, 47,
                                                                48, 50, 51, 52, 53, 54, 55, 56};

// Key-scale level of a block and F-number (registers.h block_fnumber()), in envelope steps before
// the KSL shift (kKeyScaleLevel is in 0.75 dB, a shift of 3 is 6 dB an octave).
inline std::uint32_t key_scale_attenuation(int block_fnumber) {
  const int block = block_fnumber >> 10 & 7;
  const int level = kKeyScaleLevel[block_fnumber >> 6 & 0x0f] - 8 * (7 - block);
  return static_cast<std::uint32_t>(level > 0 ? level : 0);
}

// Envelope increments: for each of the 64 effective rates, the attenuation step applied on the 8
// successive envelope updates of a cycle (in attack the step scales the move toward 0 instead).
// Rates below 48 add 0 or 1 with a density set by rate % 4; from 48 on every update moves, by 1,
// 2, 4 or 8 with every 4th, 2nd or 3 of 4 updates doubled. Rates 4..7 keep the low patterns
// (0 and 2); rate 0 never moves. The Yamaha FM family's shared table (Nemesis' YM2612 analysis,
// used by ymfm for every family).
extern const std::array<std::array<std::uint8_t, 8>, 64> kEnvelopeIncrement;

// Vibrato (the PM LFO): the F-number adjustment, in 1/8 of the F-number's top 3 bits (bits 7-9),
// for each eighth of the 8192-sample LFO period at the deep setting (0xBD bit 6); the shallow
// setting halves it. 8192 samples at 49716 Hz is 6.07 Hz.
inline constexpr std::array<std::int8_t, 8> kVibratoEighths = {8, 4, 0, -4, -8, -4, 0, 4};

// Tremolo (the AM LFO): a triangle over 210 * 64 = 13440 samples (3.7 Hz), rising for the first
// 105 * 64; its value, in 1/128 of an attenuation step, is shifted down to 0..52 steps (4.8 dB,
// deep: 0xBD bit 7) or 0..13 steps (1.2 dB).
inline constexpr std::uint32_t kTremoloPeriod = 210 * 64;
inline constexpr std::uint32_t kTremoloRise = 105 * 64;

}  // namespace wolfsuite::opl2
