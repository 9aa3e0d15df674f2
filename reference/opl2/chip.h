#pragma once
// The YM3812 (OPL2) at its native rate, 49716 Hz (3.579545 MHz / 72): register writes in,
// one mono signed 16-bit sample out per call, through the YM3014 DAC. The literal model: every
// sample does the chip's work in its order, reading the registers afresh.
//
// One sample, in order:
//   1. key states: each operator compares its key input (B0 KON, or its drum's bit of 0xBD in
//      rhythm mode) with what it last saw; on a rise it starts the attack and resets its phase
//      (envelope.h), on a fall the release. A key on and off written before the same sample is
//      never seen.
//   2. the envelope counter, the LFOs and the noise step (lfo.h);
//   3. every channel shifts its modulator history, then each of its operators steps its
//      envelope and advances its phase (phase.h);
//   4. every channel's output is summed (below) and the sum goes through the DAC (dac.h).
//
// A channel's output, from its operators' levels (waveform.h) at their current phase and total
// attenuation (envelope + TL * 8 + key-scale level + tremolo when AM, at most 0x3FF):
//   the modulator is read at its phase plus, with feedback FB, (m[-1] + m[-2]) >> (10 - FB), where
//   m[-1], m[-2] are its outputs of the two samples before; with CON 0 the carrier is read at its
//   phase plus m[-1] / 2 (the OPL2's one-sample modulator delay) and gives the output / 2; with
//   CON 1 the output is (m[-1] + carrier) / 2, each halved first, clamped to 16 bits.
// Rhythm mode (0xBD bit 5), channels 6..8 as drums, each output doubled:
//   bass drum (ch 6): the melodic channel with the current sample's modulator and no CON 1 sum;
//   hi-hat (slot 13) and snare (slot 16) share ch 7; tom-tom (slot 14) and top cymbal (slot 17)
//   share ch 8; hi-hat, snare and cymbal read phases made of noise and bits of slots 13 and 17
//   (rhythm_phases in chip.cc). Rhythm mode is kept as ymfm has it and is not in the reference
//   streams.
#include <array>
#include <cstdint>
#include <span>

#include "reference/opl2/envelope.h"
#include "reference/opl2/lfo.h"
#include "reference/opl2/registers.h"

namespace wolfsuite::opl2 {

inline constexpr int kSampleRate = 49716;

class Chip {
 public:
  void write(std::uint8_t address, std::uint8_t value);
  std::int16_t generate();
  // out.size() samples, one generate() each.
  void generate(std::span<std::int16_t> out);

  const Registers& registers() const { return registers_; }

 private:
  struct Operator {
    std::uint32_t phase = 0;  // bits 10-19: position in the waveform period
    Envelope envelope;
    bool key_seen = false;
    bool key_melodic = false;  // B0 KON of its channel
    bool key_drum = false;     // its drum's bit of 0xBD, while rhythm mode is on
  };
  struct Channel {
    std::array<std::int16_t, 2> modulator_before{};  // m[-2], m[-1]
    std::int16_t modulator_now = 0;
  };

  void update_key_states();
  void clock_operators();
  std::int32_t mix();
  std::int32_t modulator_output(int channel);  // with feedback; kept as the channel's m[0]
  std::int32_t melodic_channel(int channel);
  std::uint32_t total_attenuation(int channel, int slot) const;
  std::int32_t operator_at(int channel, int slot, std::uint32_t phase) const;

  Registers registers_;
  std::array<Operator, kOperators> operators_{};
  std::array<Channel, kChannels> channels_{};
  Lfo lfo_;
  std::uint32_t envelope_counter_ = 0;
};

}  // namespace wolfsuite::opl2
