#pragma once
// The phase generator: each operator's phase is a 32-bit accumulator whose bits 10-19 index the
// 1024 steps of a waveform period, and it advances once a sample by
//
//   ((F << BLOCK) >> 2) * MULT / 2        with F = (F-number * 4 + vibrato) mod 4096
//
// (MULT in halves, kMultipleHalves). Vibrato adds kVibratoEighths[...] * (F-number >> 7) / 2
// quarter-steps of F-number, rounded down, halved again at the shallow depth; the sum wraps in
// 12 bits, as ymfm computes it. Block 7, F-number 1023, MULT 1 advance 130 944 units a sample: a
// sine of 49716 * 130944 / 2^20 = 6208 Hz (higher multiples alias past 24858 Hz).
#include <cstdint>

namespace wolfsuite::opl2 {

// `vibrato` is the LFO's current kVibratoEighths value already scaled for depth (0 without VIB).
std::uint32_t phase_increment(int block_fnumber, int multiple, int vibrato);

}  // namespace wolfsuite::opl2
