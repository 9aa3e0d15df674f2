#pragma once
// The fast YM3812: the same chip as chip.h (same samples for every register stream, proven by
// fast_chip_test and fuzz/opl2_differential_fuzzer), the same host interface, built for speed:
//
//  - what the registers imply is worked out when they are written, not every sample: each
//    operator's phase increment for the 8 vibrato positions, its envelope rates and sustain level,
//    TL + KSL as one attenuation, its waveform as a 1024-entry table of log level and sign;
//  - the log-to-linear step is one table read and a shift;
//  - generate(span) renders a run of samples between writes: key changes can only come from
//    writes, so they are taken once, and a channel whose operators are both silent (envelope at
//    0x3FF outside the attack, no modulator history) is skipped for the whole run, its phases
//    advanced in closed form. Skipping leaves only an unobservable difference: a silent decay is
//    not moved to sustain, which never changes a sample.
#include <array>
#include <cstdint>
#include <span>

#include "reference/opl2/lfo.h"
#include "reference/opl2/registers.h"

namespace wolfsuite::opl2 {

class FastChip {
 public:
  FastChip();
  void write(std::uint8_t address, std::uint8_t value);
  std::int16_t generate();
  // out.size() samples with no write between them.
  void generate(std::span<std::int16_t> out);

  const Registers& registers() const { return registers_; }

 private:
  struct Operator {
    std::uint32_t phase = 0;                   // bits 10-19: position in the waveform period
    std::array<std::uint32_t, 8> increment{};  // by vibrato eighth (all equal without VIB)
    std::uint32_t base_attenuation = 0;        // TL * 8 + key-scale level, envelope steps
    std::uint32_t tremolo_mask = 0;            // ~0 with AM
    const std::uint16_t* waveform = nullptr;   // 1024 entries: log level | sign << 15
    std::uint16_t attenuation = 0x3ff;         // the envelope
    std::uint16_t sustain_attenuation = 0;
    std::uint8_t stage = 3;              // EnvelopeStage
    std::array<std::uint8_t, 4> rate{};  // effective rate by stage
    bool key_melodic = false;
    bool key_drum = false;
    bool key_seen = false;
  };
  struct Channel {
    std::array<std::int16_t, 2> modulator_before{};  // m[-2], m[-1]
    std::int16_t modulator_now = 0;
    int feedback_shift = 0;  // 10 - FB, 0 without feedback
    bool additive = false;
  };

  void refresh_channel(int channel);
  void update_key_states();
  bool silent(int channel) const;
  void advance_silent(int channel, std::uint16_t vibrato_count, std::size_t samples);
  void clock_channel(int channel, int vibrato_eighth);
  std::int32_t modulator_output(int channel, std::uint32_t tremolo);
  std::int32_t melodic_channel(int channel, std::uint32_t tremolo);
  std::int32_t rhythm_channel(int channel, std::uint32_t tremolo);

  Registers registers_;
  std::array<Operator, kOperators> operators_{};
  std::array<Channel, kChannels> channels_{};
  Lfo lfo_;
  std::uint32_t envelope_counter_ = 0;
};

}  // namespace wolfsuite::opl2
