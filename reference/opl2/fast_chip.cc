#include "reference/opl2/fast_chip.h"

#include <algorithm>

#include "reference/opl2/dac.h"
#include "reference/opl2/envelope.h"
#include "reference/opl2/phase.h"
#include "reference/opl2/rhythm.h"
#include "reference/opl2/tables.h"
#include "reference/opl2/waveform.h"

namespace wolfsuite::opl2 {
namespace {

constexpr std::uint8_t kAttack = static_cast<std::uint8_t>(EnvelopeStage::kAttack);
constexpr std::uint8_t kDecay = static_cast<std::uint8_t>(EnvelopeStage::kDecay);
constexpr std::uint8_t kSustain = static_cast<std::uint8_t>(EnvelopeStage::kSustain);

// waveform.h's levels of the whole period, 1024 entries per waveform: the log attenuation in bits
// 0-14, the sign in bit 15.
struct WaveformTables {
  std::array<std::array<std::uint16_t, 1024>, 4> entries{};
  WaveformTables() {
    for (int waveform = 0; waveform < 4; ++waveform) {
      for (std::uint32_t phase = 0; phase < 1024; ++phase) {
        const LogLevel level = waveform_level(waveform, phase);
        entries[waveform][phase] =
            static_cast<std::uint16_t>(level.attenuation | (level.negative ? 0x8000u : 0u));
      }
    }
  }
};
const WaveformTables kWaveforms;

// linear_level() as mantissa >> whole: kMantissa[fraction] = (1024 + kExponent[255 - fraction])
// * 4. The whole part reaches 24 at most (2137 + 0x3FF * 4), and 8188 >> 13 is already 0.
struct MantissaTable {
  std::array<std::int32_t, 256> entries{};
  MantissaTable() {
    for (int fraction = 0; fraction < 256; ++fraction) {
      entries[fraction] = (1024 + kExponent[255 - fraction]) << 2;
    }
  }
};
const MantissaTable kMantissa;

// The channel of each operator register offset 0x00..0x1F, -1 where no operator is.
struct OffsetChannels {
  std::array<std::int8_t, 32> entries{};
  OffsetChannels() {
    entries.fill(-1);
    for (int channel = 0; channel < kChannels; ++channel) {
      entries[kOperatorOffset[modulator_slot(channel)]] = static_cast<std::int8_t>(channel);
      entries[kOperatorOffset[carrier_slot(channel)]] = static_cast<std::int8_t>(channel);
    }
  }
};
const OffsetChannels kOffsetChannel;

std::int32_t clamp16(std::int32_t value) { return std::clamp(value, -32768, 32767); }

}  // namespace

FastChip::FastChip() {
  for (int channel = 0; channel < kChannels; ++channel) refresh_channel(channel);
}

void FastChip::refresh_channel(int channel) {
  Channel& state = channels_[channel];
  const int feedback = registers_.feedback(channel);
  state.feedback_shift = feedback != 0 ? 10 - feedback : 0;
  state.additive = registers_.additive(channel);
  const int block_fnumber = registers_.block_fnumber(channel);
  const int vibrato_depth_shift = registers_.vibrato_deep() ? 0 : 1;
  for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
    Operator& op = operators_[slot];
    const EnvelopeRates rates = envelope_rates(registers_, channel, slot);
    op.rate = rates.by_stage;
    op.sustain_attenuation = rates.sustain_attenuation;
    op.base_attenuation = static_cast<std::uint32_t>(registers_.total_level(slot)) << 3;
    if (const int shift = registers_.key_scale_level_shift(slot); shift != 0) {
      op.base_attenuation += key_scale_attenuation(block_fnumber) << shift;
    }
    op.tremolo_mask = registers_.tremolo(slot) ? ~0u : 0u;
    op.waveform = kWaveforms.entries[registers_.waveform(slot)].data();
    for (int eighth = 0; eighth < 8; ++eighth) {
      const int vibrato =
          registers_.vibrato(slot) ? kVibratoEighths[eighth] >> vibrato_depth_shift : 0;
      op.increment[eighth] = phase_increment(block_fnumber, registers_.multiple(slot), vibrato);
    }
  }
}

void FastChip::write(std::uint8_t address, std::uint8_t value) {
  registers_.bytes[address] = value;
  if (address == 0x01 || address == 0x08 || address == 0xbd) {
    // WSE, NTS, the LFO depths: every channel.
    for (int channel = 0; channel < kChannels; ++channel) refresh_channel(channel);
    if (address == 0xbd) {
      const int keys = registers_.rhythm_mode() ? registers_.rhythm_keys() : 0;
      for (const DrumKey& drum : kDrumKeys) operators_[drum.slot].key_drum = (keys >> drum.bit & 1);
    }
    return;
  }
  if ((address >= 0x20 && address < 0xa0) || address >= 0xe0) {
    if (const int channel = kOffsetChannel.entries[address & 0x1f]; channel >= 0) {
      refresh_channel(channel);
    }
    return;
  }
  const int channel = address & 0x0f;
  const int group = address & 0xf0;
  if (channel >= kChannels || (group != 0xa0 && group != 0xb0 && group != 0xc0)) return;
  refresh_channel(channel);
  if (group == 0xb0) {
    const bool on = registers_.key_on(channel);
    operators_[modulator_slot(channel)].key_melodic = on;
    operators_[carrier_slot(channel)].key_melodic = on;
  }
}

void FastChip::update_key_states() {
  for (Operator& op : operators_) {
    const bool key = op.key_melodic || op.key_drum;
    if (key == op.key_seen) continue;
    op.key_seen = key;
    if (!key) {
      op.stage = static_cast<std::uint8_t>(EnvelopeStage::kRelease);
      continue;
    }
    if (op.stage == kAttack) continue;
    op.phase = 0;
    op.stage = kAttack;
    if (op.rate[kAttack] >= 62) op.attenuation = 0;
  }
}

bool FastChip::silent(int channel) const {
  const Channel& state = channels_[channel];
  if (state.modulator_now != 0 || state.modulator_before[0] != 0 ||
      state.modulator_before[1] != 0) {
    return false;
  }
  for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
    const Operator& op = operators_[slot];
    if (op.stage == kAttack || op.attenuation != kSilentAttenuation) return false;
  }
  return true;
}

void FastChip::advance_silent(int channel, std::uint16_t vibrato_count, std::size_t samples) {
  for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
    Operator& op = operators_[slot];
    if (std::all_of(op.increment.begin(), op.increment.end(),
                    [&](std::uint32_t increment) { return increment == op.increment[0]; })) {
      op.phase += op.increment[0] * static_cast<std::uint32_t>(samples);
      continue;
    }
    // The vibrato eighth is bits 10-12 of the LFO count before each sample's step.
    std::uint16_t count = vibrato_count;
    for (std::size_t left = samples; left > 0;) {
      const std::size_t run = std::min<std::size_t>(left, 1024 - (count & 1023));
      op.phase += op.increment[count >> 10 & 7] * static_cast<std::uint32_t>(run);
      count = static_cast<std::uint16_t>(count + run);
      left -= run;
    }
  }
}

namespace {

// envelope.h's step_envelope on the cached rates.
inline void step_envelope(std::uint16_t& attenuation, std::uint8_t& stage,
                          const std::array<std::uint8_t, 4>& rates, std::uint16_t sustain,
                          std::uint32_t counter) {
  if (stage == kAttack && attenuation == 0) stage = kDecay;
  if (stage == kDecay && attenuation >= sustain) stage = kSustain;
  const int rate = rates[stage];
  const int shift = rate >> 2;
  std::uint32_t position;
  if (shift <= 11) {
    if ((counter & (0x7ffu >> shift)) != 0) return;
    position = counter >> (11 - shift) & 7;
  } else {
    position = counter & 7;
  }
  const int step = kEnvelopeIncrement[rate][position];
  if (stage == kAttack) {
    if (rate >= 62) return;
    attenuation = static_cast<std::uint16_t>(attenuation - (((attenuation + 1) * step + 15) >> 4));
    return;
  }
  attenuation = static_cast<std::uint16_t>(std::min(attenuation + step, int{kSilentAttenuation}));
}

}  // namespace

void FastChip::clock_channel(int channel, int vibrato_eighth) {
  Channel& state = channels_[channel];
  state.modulator_before = {state.modulator_before[1], state.modulator_now};
  for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
    Operator& op = operators_[slot];
    step_envelope(op.attenuation, op.stage, op.rate, op.sustain_attenuation, envelope_counter_);
    op.phase += op.increment[vibrato_eighth];
  }
}

namespace {

// operator_output() of an operator at `phase` (low 10 bits read), its total attenuation being
// the envelope, TL + KSL and the tremolo when AM, at most 0x3FF.
template <typename Operator>
inline std::int32_t output(const Operator& op, std::uint32_t tremolo, std::uint32_t phase) {
  const std::uint32_t attenuation = std::min<std::uint32_t>(
      op.attenuation + op.base_attenuation + (tremolo & op.tremolo_mask), kSilentAttenuation);
  const std::uint32_t entry = op.waveform[phase & 0x3ff];
  const std::uint32_t log = (entry & 0x7fff) + (attenuation << 2);
  const std::int32_t magnitude = kMantissa.entries[log & 0xff] >> (log >> 8);
  const std::int32_t sign = -static_cast<std::int32_t>(entry >> 15);
  return (magnitude ^ sign) - sign;
}

}  // namespace

std::int32_t FastChip::modulator_output(int channel, std::uint32_t tremolo) {
  Channel& state = channels_[channel];
  const Operator& modulator = operators_[modulator_slot(channel)];
  std::int32_t self_modulation = 0;
  if (state.feedback_shift != 0) {
    self_modulation =
        (state.modulator_before[0] + state.modulator_before[1]) >> state.feedback_shift;
  }
  const std::int32_t out = output(
      modulator, tremolo, (modulator.phase >> 10) + static_cast<std::uint32_t>(self_modulation));
  state.modulator_now = static_cast<std::int16_t>(out);
  return out;
}

std::int32_t FastChip::melodic_channel(int channel, std::uint32_t tremolo) {
  modulator_output(channel, tremolo);
  const Channel& state = channels_[channel];
  const Operator& carrier = operators_[carrier_slot(channel)];
  const std::int32_t delayed = state.modulator_before[1];
  if (!state.additive) {
    return output(carrier, tremolo,
                  (carrier.phase >> 10) + static_cast<std::uint32_t>(delayed >> 1)) >>
           1;
  }
  return clamp16((delayed >> 1) + (output(carrier, tremolo, carrier.phase >> 10) >> 1));
}

std::int32_t FastChip::rhythm_channel(int channel, std::uint32_t tremolo) {
  if (channel == 6) {
    const std::int32_t bass_modulator = modulator_output(6, tremolo);
    const std::uint32_t modulation =
        channels_[6].additive ? 0 : static_cast<std::uint32_t>(bass_modulator >> 1);
    const Operator& carrier = operators_[15];
    return (output(carrier, tremolo, (carrier.phase >> 10) + modulation) >> 1) * 2;
  }
  const RhythmPhases phases =
      rhythm_phases(operators_[13].phase >> 10, operators_[17].phase >> 10, lfo_.noise_bit());
  if (channel == 7) {
    const std::int32_t hi_hat = output(operators_[13], tremolo, phases.hi_hat);
    const std::int32_t snare = output(operators_[16], tremolo, phases.snare);
    return clamp16((hi_hat >> 1) + (snare >> 1)) * 2;
  }
  const Operator& tom = operators_[14];
  const std::int32_t tom_tom = output(tom, tremolo, tom.phase >> 10);
  const std::int32_t cymbal = output(operators_[17], tremolo, phases.cymbal);
  return clamp16((tom_tom >> 1) + (cymbal >> 1)) * 2;
}

std::int16_t FastChip::generate() {
  std::int16_t sample = 0;
  generate(std::span<std::int16_t>(&sample, 1));
  return sample;
}

void FastChip::generate(std::span<std::int16_t> out) {
  if (out.empty()) return;
  update_key_states();
  const bool rhythm = registers_.rhythm_mode();
  std::array<int, kChannels> active{};
  int active_count = 0;
  for (int channel = 0; channel < kChannels; ++channel) {
    // In rhythm mode channels 7 and 8 read each other's phases: both run or neither.
    bool skip = silent(channel);
    if (rhythm && channel >= 7) skip = silent(7) && silent(8);
    if (skip) {
      advance_silent(channel, lfo_.vibrato_count, out.size());
    } else {
      active[active_count++] = channel;
    }
  }
  const bool tremolo_deep = registers_.tremolo_deep();
  const bool vibrato_deep = registers_.vibrato_deep();
  for (std::int16_t& sample : out) {
    ++envelope_counter_;
    const int vibrato_eighth = lfo_.vibrato_count >> 10 & 7;
    lfo_.step(tremolo_deep, vibrato_deep);
    for (int i = 0; i < active_count; ++i) clock_channel(active[i], vibrato_eighth);
    std::int32_t sum = 0;
    for (int i = 0; i < active_count; ++i) {
      const int channel = active[i];
      sum += rhythm && channel >= 6 ? rhythm_channel(channel, lfo_.tremolo)
                                    : melodic_channel(channel, lfo_.tremolo);
    }
    sample = ym3014(sum);
  }
}

}  // namespace wolfsuite::opl2
