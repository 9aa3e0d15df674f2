#include "reference/opl2/chip.h"

#include <algorithm>

#include "reference/opl2/dac.h"
#include "reference/opl2/phase.h"
#include "reference/opl2/rhythm.h"
#include "reference/opl2/tables.h"
#include "reference/opl2/waveform.h"

namespace wolfsuite::opl2 {
namespace {

std::int32_t clamp16(std::int32_t value) { return std::clamp(value, -32768, 32767); }

}  // namespace

void Chip::write(std::uint8_t address, std::uint8_t value) {
  registers_.bytes[address] = value;
  if (address >= 0xb0 && address < 0xb0 + kChannels) {
    const int channel = address - 0xb0;
    const bool on = registers_.key_on(channel);
    operators_[modulator_slot(channel)].key_melodic = on;
    operators_[carrier_slot(channel)].key_melodic = on;
  } else if (address == 0xbd) {
    const int keys = registers_.rhythm_mode() ? registers_.rhythm_keys() : 0;
    for (const DrumKey& drum : kDrumKeys) operators_[drum.slot].key_drum = (keys >> drum.bit & 1);
  }
}

std::int16_t Chip::generate() {
  update_key_states();
  ++envelope_counter_;
  lfo_.step(registers_.tremolo_deep(), registers_.vibrato_deep());
  clock_operators();
  return ym3014(mix());
}

void Chip::generate(std::span<std::int16_t> out) {
  for (std::int16_t& sample : out) sample = generate();
}

void Chip::update_key_states() {
  for (int channel = 0; channel < kChannels; ++channel) {
    for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
      Operator& op = operators_[slot];
      const bool key = op.key_melodic || op.key_drum;
      if (key == op.key_seen) continue;
      op.key_seen = key;
      if (!key) {
        start_release(op.envelope);
        continue;
      }
      if (op.envelope.stage != EnvelopeStage::kAttack) op.phase = 0;
      start_attack(op.envelope, envelope_rates(registers_, channel, slot));
    }
  }
}

void Chip::clock_operators() {
  for (int channel = 0; channel < kChannels; ++channel) {
    Channel& state = channels_[channel];
    state.modulator_before = {state.modulator_before[1], state.modulator_now};
    const int block_fnumber = registers_.block_fnumber(channel);
    for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
      Operator& op = operators_[slot];
      step_envelope(op.envelope, envelope_rates(registers_, channel, slot), envelope_counter_);
      const int vibrato = registers_.vibrato(slot) ? lfo_.vibrato : 0;
      op.phase += phase_increment(block_fnumber, registers_.multiple(slot), vibrato);
    }
  }
}

std::uint32_t Chip::total_attenuation(int channel, int slot) const {
  std::uint32_t total = operators_[slot].envelope.attenuation;
  if (registers_.tremolo(slot)) total += lfo_.tremolo;
  total += static_cast<std::uint32_t>(registers_.total_level(slot)) << 3;
  if (const int shift = registers_.key_scale_level_shift(slot); shift != 0) {
    total += key_scale_attenuation(registers_.block_fnumber(channel)) << shift;
  }
  return std::min<std::uint32_t>(total, kSilentAttenuation);
}

std::int32_t Chip::operator_at(int channel, int slot, std::uint32_t phase) const {
  return operator_output(registers_.waveform(slot), phase, total_attenuation(channel, slot));
}

std::int32_t Chip::modulator_output(int channel) {
  Channel& state = channels_[channel];
  const int modulator = modulator_slot(channel);
  std::int32_t self_modulation = 0;
  if (const int feedback = registers_.feedback(channel); feedback != 0) {
    self_modulation = (state.modulator_before[0] + state.modulator_before[1]) >> (10 - feedback);
  }
  const std::int32_t out = operator_at(
      channel, modulator,
      (operators_[modulator].phase >> 10) + static_cast<std::uint32_t>(self_modulation));
  state.modulator_now = static_cast<std::int16_t>(out);
  return out;
}

std::int32_t Chip::melodic_channel(int channel) {
  modulator_output(channel);
  const int carrier = carrier_slot(channel);
  const std::int32_t delayed = channels_[channel].modulator_before[1];
  const std::uint32_t carrier_phase = operators_[carrier].phase >> 10;
  if (!registers_.additive(channel)) {
    const auto modulation = static_cast<std::uint32_t>(delayed >> 1);
    return operator_at(channel, carrier, carrier_phase + modulation) >> 1;
  }
  return clamp16((delayed >> 1) + (operator_at(channel, carrier, carrier_phase) >> 1));
}

std::int32_t Chip::mix() {
  const bool rhythm = registers_.rhythm_mode();
  const int melodic = rhythm ? 6 : kChannels;
  std::int32_t sum = 0;
  for (int channel = 0; channel < melodic; ++channel) sum += melodic_channel(channel);
  if (!rhythm) return sum;

  // Bass drum: channel 6 with its modulator of this sample; CON 1 drops the modulator.
  const std::int32_t bass_modulator = modulator_output(6);
  const std::uint32_t bass_modulation =
      registers_.additive(6) ? 0 : static_cast<std::uint32_t>(bass_modulator >> 1);
  sum += (operator_at(6, 15, (operators_[15].phase >> 10) + bass_modulation) >> 1) * 2;

  const RhythmPhases phases =
      rhythm_phases(operators_[13].phase >> 10, operators_[17].phase >> 10, lfo_.noise_bit());
  const std::int32_t hi_hat_snare =
      (operator_at(7, 13, phases.hi_hat) >> 1) + (operator_at(7, 16, phases.snare) >> 1);
  sum += clamp16(hi_hat_snare) * 2;
  const std::int32_t tom_cymbal = (operator_at(8, 14, operators_[14].phase >> 10) >> 1) +
                                  (operator_at(8, 17, phases.cymbal) >> 1);
  sum += clamp16(tom_cymbal) * 2;
  return sum;
}

}  // namespace wolfsuite::opl2
