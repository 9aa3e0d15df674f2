#pragma once
// The fast YM3812: the same chip as chip.h (same samples for every register stream, proven by
// fast_chip_test and fuzz/opl2_differential_fuzzer), the same host interface, built for speed:
//
//  - what the registers imply is worked out when they are written, not every sample: each
//    operator's phase increment for the 8 vibrato positions, its envelope rates and sustain level,
//    TL + KSL as one attenuation, its waveform as a 1024-entry table of log level and sign;
//  - the envelope runs ahead of the waveforms, once per operator and chunk: between two steps it
//    is a constant, filled four samples at a time together with TL + KSL and the tremolo into the
//    sample's offset in one log-to-linear table that holds both signs, so an operator's output is
//    two table reads;
//  - generate(span) renders a run of samples between writes: key changes can only come from
//    writes, so they are taken once, and a channel whose operators are both silent (envelope at
//    0x3FF outside the attack, no modulator history) is skipped for the whole run, its phases
//    advanced in closed form. Skipping leaves only an unobservable difference: a silent decay is
//    not moved to sustain, which never changes a sample.
#include <array>
#include <cstddef>
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

  // The chip-wide values of each sample of a chunk, worked out before the channels run.
  static constexpr std::size_t kChunk = 256;
  // The per-operator offsets of a chunk are summed and filled this many samples at a time.
  static constexpr std::size_t kLanes = 4;
  static_assert(kChunk % kLanes == 0);
  struct ChunkLfo {
    // Envelope steps; read a lane at a time, so the kLanes - 1 entries past the chunk's last
    // sample are set too.
    std::array<std::uint32_t, kChunk + kLanes - 1> tremolo;
    std::array<std::uint8_t, kChunk> vibrato_eighth;  // index into Operator::increment
    std::array<std::uint8_t, kChunk> noise;           // the rhythm noise bit
  };

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
    // The current stage's timing (envelope.h): an update when (counter & update_mask) == 0, at
    // position (counter >> position_shift) & 7 of the row `steps`; a stage that never moves has
    // the mask ~0 and a row of zeros.
    std::uint32_t update_mask = ~0u;
    int position_shift = 0;
    const std::uint8_t* steps = nullptr;
    bool key_melodic = false;
    bool key_drum = false;
    bool key_seen = false;
  };
  struct Channel {
    std::array<std::int16_t, 2> modulator_before{};  // m[-2], m[-1]
    std::int16_t modulator_now = 0;
    int feedback_shift = 0;            // 10 - FB, 0 without feedback
    std::int32_t feedback_mask = 0;    // ~0 with feedback
    std::int32_t modulation_mask = 0;  // ~0 with CON 0: m[-1] / 2 modulates the carrier
    std::int32_t additive_mask = 0;    // ~0 with CON 1: m[-1] / 2 joins the output
    bool additive = false;
  };

 private:
  void refresh_channel(int channel);
  void update_key_states();
  bool silent(int channel) const;
  void advance_silent(int channel, std::uint16_t vibrato_count, std::size_t samples);
  void run_chunk(std::span<std::int16_t> out);

  Registers registers_;
  std::array<Operator, kOperators> operators_{};
  std::array<Channel, kChannels> channels_{};
  Lfo lfo_;
  std::uint32_t envelope_counter_ = 0;
};

}  // namespace wolfsuite::opl2
