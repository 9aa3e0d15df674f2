#include "reference/opl2/fast_chip.h"

#include <algorithm>
#include <cstring>

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

// linear_level() of every log level an operator can reach without the clamp at 0x3FF: the
// waveform's at most 2137, plus 4 times envelope (0x3FF) + TL (504) + KSL (448) + tremolo (52).
// Every level from 13 factors of 2 (3328) on is 0, so the clamp of the total attenuation at 0x3FF
// (4092 and up) changes nothing and is left out. The table holds the positive levels, then the
// same negated: a negative waveform entry points into the second half, so the output is one read
// with no sign fix-up (the attenuation added never crosses into the other half).
constexpr std::size_t kLinearLevels = 2137 + 4 * (0x3ff + 504 + 448 + 52) + 1;
struct LinearTable {
  std::array<std::int16_t, 2 * kLinearLevels> entries{};
  LinearTable() {
    for (std::uint32_t level = 0; level < kLinearLevels; ++level) {
      entries[level] = static_cast<std::int16_t>(linear_level(level));
      entries[kLinearLevels + level] = static_cast<std::int16_t>(-linear_level(level));
    }
  }
};
const LinearTable kLinear;

// waveform.h's levels of the whole period, 1024 entries per waveform: the log attenuation, plus
// kLinearLevels where the waveform is negative (an index into kLinear).
struct WaveformTables {
  std::array<std::array<std::uint16_t, 1024>, 4> entries{};
  WaveformTables() {
    for (int waveform = 0; waveform < 4; ++waveform) {
      for (std::uint32_t phase = 0; phase < 1024; ++phase) {
        const LogLevel level = waveform_level(waveform, phase);
        entries[waveform][phase] =
            static_cast<std::uint16_t>(level.attenuation + (level.negative ? kLinearLevels : 0));
      }
    }
  }
};
const WaveformTables kWaveforms;

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

using Operator = FastChip::Operator;
using Channel = FastChip::Channel;
using ChunkLfo = FastChip::ChunkLfo;

// The current stage's update timing from its rate (envelope.h): rates 0 and 1, and an attack at
// 62 or more, never move.
void set_timing(Operator& op) {
  const int rate = op.rate[op.stage];
  if (rate < 2 || (op.stage == kAttack && rate >= 62)) {
    op.update_mask = ~0u;
    op.position_shift = 0;
    op.steps = kEnvelopeIncrement[0].data();
    return;
  }
  const int shift = rate >> 2;
  op.update_mask = shift <= 11 ? 0x7ffu >> shift : 0;
  op.position_shift = shift <= 11 ? 11 - shift : 0;
  op.steps = kEnvelopeIncrement[rate].data();
}

// The literal chip checks these before every step; the attenuation and the stage only change at
// a key change, a register write or a step, so checking after each of those is the same.
void settle(Operator& op) {
  const std::uint8_t stage = op.stage;
  if (op.stage == kAttack && op.attenuation == 0) op.stage = kDecay;
  if (op.stage == kDecay && op.attenuation >= op.sustain_attenuation) op.stage = kSustain;
  if (op.stage != stage) set_timing(op);
}

// One envelope step, at a counter value where the operator's stage is due (envelope.h).
inline void step_envelope(Operator& op, std::uint32_t counter) {
  const int step = op.steps[counter >> op.position_shift & 7];
  if (step == 0) return;
  if (op.stage == kAttack) {
    op.attenuation =
        static_cast<std::uint16_t>(op.attenuation - (((op.attenuation + 1) * step + 15) >> 4));
  } else {
    op.attenuation =
        static_cast<std::uint16_t>(std::min(op.attenuation + step, int{kSilentAttenuation}));
  }
  settle(op);
}

// FastChip::kLanes lanes of 32 bits, in GCC's and clang's generic vector extension (SSE2 on
// x86-64, NEON on arm64): g++ 12 at -O2 leaves the fills and sums below scalar.
constexpr std::size_t kLanes = FastChip::kLanes;
using Lanes = std::uint32_t __attribute__((vector_size(kLanes * sizeof(std::uint32_t))));

// The offsets of samples [from, to) at envelope attenuation `attenuation`, a lane at a time; the
// last lane may run up to kLanes - 1 entries past `to` (the arrays have that slack), which
// level_offsets writes over afterwards.
inline void fill_offsets(const Operator& op, const ChunkLfo& lfo, std::size_t from, std::size_t to,
                         std::uint32_t* offsets) {
  const Lanes level = Lanes{} + (op.attenuation + op.base_attenuation);
  if (op.tremolo_mask == 0) {
    const Lanes offset = level << 2;
    for (std::size_t i = from; i < to; i += kLanes) {
      std::memcpy(offsets + i, &offset, sizeof offset);
    }
    return;
  }
  for (std::size_t i = from; i < to; i += kLanes) {
    Lanes tremolo;
    std::memcpy(&tremolo, lfo.tremolo.data() + i, sizeof tremolo);
    const Lanes offset = (level + tremolo) << 2;
    std::memcpy(offsets + i, &offset, sizeof offset);
  }
}

// One operator's kLinear offset for each sample of a chunk: 4 times its total attenuation, i.e.
// the envelope after that sample's step, TL + KSL, and the tremolo with AM. The envelope runs
// here, apart from the waveforms: a stage is due only where the counter (counter + i + 1 at
// sample i) is a multiple of update_mask + 1, so the samples between two due ones are filled as
// a run. `offsets` holds kChunk + kLanes entries.
void level_offsets(Operator& op, std::uint32_t counter, const ChunkLfo& lfo, std::size_t samples,
                   std::uint32_t* offsets) {
  std::size_t i = 0;
  while (i < samples) {
    if (op.update_mask == ~0u) {
      fill_offsets(op, lfo, i, samples, offsets);
      return;
    }
    std::size_t due = i;
    if (op.update_mask != 0) {
      const std::uint32_t next = counter + static_cast<std::uint32_t>(i) + 1;
      const std::uint32_t due_counter = (next + op.update_mask) & ~op.update_mask;
      due = due_counter - counter - 1;  // wraps with the counter
      if (due >= samples) {
        fill_offsets(op, lfo, i, samples, offsets);
        return;
      }
      fill_offsets(op, lfo, i, due, offsets);
    }
    step_envelope(op, counter + static_cast<std::uint32_t>(due) + 1);
    offsets[due] = (op.attenuation + op.base_attenuation + (lfo.tremolo[due] & op.tremolo_mask))
                   << 2;
    i = due + 1;
  }
}

// operator_output() of an operator with waveform table `waveform` at `phase` (low 10 bits read)
// and the sample's kLinear offset (kLinear makes the clamp at 0x3FF and the sign fix-up needless).
inline std::int32_t output(const std::uint16_t* waveform, std::uint32_t offset,
                           std::uint32_t phase) {
  return kLinear.entries[waveform[phase & 0x3ff] + offset];
}

// N melodic channels over a chunk, side by side so that their feedback chains overlap, added into
// `mix` (chip.h): with CON 0 the carrier is modulated by m[-1] / 2 and gives its output / 2; with
// CON 1 the output is m[-1] / 2 plus the carrier / 2, clamped (clamping never changes a CON 0
// output). Masks rather than branches select between them. With kBassDrum (N = 1), rhythm mode's
// channel 6: the carrier takes this sample's modulator (none with CON 1), the output is doubled.
template <int N, bool kBassDrum>
void run_melodic(std::array<Operator*, N> modulators, std::array<Operator*, N> carriers,
                 std::array<Channel*, N> states, const ChunkLfo& lfo, std::uint32_t counter,
                 std::size_t samples, std::int32_t* mix) {
  std::array<std::array<std::uint32_t, FastChip::kChunk + kLanes>, N> modulator_offsets;
  std::array<std::array<std::uint32_t, FastChip::kChunk + kLanes>, N> carrier_offsets;
  // Local copies of what the loop reads and writes: nothing stored through `mix` can then alias
  // them, so they stay in registers.
  std::array<std::uint32_t, N> modulator_phase;
  std::array<std::uint32_t, N> carrier_phase;
  std::array<std::array<std::uint32_t, 8>, N> modulator_increment;
  std::array<std::array<std::uint32_t, 8>, N> carrier_increment;
  std::array<const std::uint16_t*, N> modulator_waveform;
  std::array<const std::uint16_t*, N> carrier_waveform;
  std::array<Channel, N> state_copies;
  std::array<std::int32_t, N> before0;
  std::array<std::int32_t, N> before1;
  std::array<std::int32_t, N> now;
  for (int k = 0; k < N; ++k) {
    level_offsets(*modulators[k], counter, lfo, samples, modulator_offsets[k].data());
    level_offsets(*carriers[k], counter, lfo, samples, carrier_offsets[k].data());
    modulator_phase[k] = modulators[k]->phase;
    carrier_phase[k] = carriers[k]->phase;
    modulator_increment[k] = modulators[k]->increment;
    carrier_increment[k] = carriers[k]->increment;
    modulator_waveform[k] = modulators[k]->waveform;
    carrier_waveform[k] = carriers[k]->waveform;
    state_copies[k] = *states[k];
    before0[k] = states[k]->modulator_before[0];
    before1[k] = states[k]->modulator_before[1];
    now[k] = states[k]->modulator_now;
  }
  for (std::size_t i = 0; i < samples; ++i) {
    const int vibrato_eighth = lfo.vibrato_eighth[i];
    std::int32_t sum = 0;
    // Unrolled, so that each channel's history stays in registers instead of a stack array whose
    // store-to-load delay would join the feedback chain.
#pragma GCC unroll 2
    for (int k = 0; k < N; ++k) {
      const Channel& state = state_copies[k];
      before0[k] = before1[k];
      before1[k] = now[k];
      modulator_phase[k] += modulator_increment[k][vibrato_eighth];
      carrier_phase[k] += carrier_increment[k][vibrato_eighth];
      const std::int32_t self_modulation =
          ((before0[k] + before1[k]) >> state.feedback_shift) & state.feedback_mask;
      now[k] = output(modulator_waveform[k], modulator_offsets[k][i],
                      (modulator_phase[k] >> 10) + static_cast<std::uint32_t>(self_modulation));
      if constexpr (kBassDrum) {
        const std::int32_t modulation = (now[k] >> 1) & state.modulation_mask;
        sum += (output(carrier_waveform[k], carrier_offsets[k][i],
                       (carrier_phase[k] >> 10) + static_cast<std::uint32_t>(modulation)) >>
                1) *
               2;
      } else {
        const std::int32_t delayed = before1[k] >> 1;
        const std::int32_t carrier_out =
            output(carrier_waveform[k], carrier_offsets[k][i],
                   (carrier_phase[k] >> 10) +
                       static_cast<std::uint32_t>(delayed & state.modulation_mask));
        sum += clamp16((carrier_out >> 1) + (delayed & state.additive_mask));
      }
    }
    mix[i] += sum;
  }
  for (int k = 0; k < N; ++k) {
    modulators[k]->phase = modulator_phase[k];
    carriers[k]->phase = carrier_phase[k];
    states[k]->modulator_before = {static_cast<std::int16_t>(before0[k]),
                                   static_cast<std::int16_t>(before1[k])};
    states[k]->modulator_now = static_cast<std::int16_t>(now[k]);
  }
}

// Rhythm mode's channels 7 and 8 over a chunk (their drums read each other's phases): hi-hat
// (slot 13) and snare (16), tom-tom (14) and top cymbal (17), each pair's sum doubled. Their
// modulator histories keep shifting in the last melodic output, as in the literal chip.
void run_drums(std::array<Operator, kOperators>& ops, Channel& channel7, Channel& channel8,
               const ChunkLfo& lfo, std::uint32_t counter, std::size_t samples, std::int32_t* mix) {
  constexpr std::array<int, 4> kSlots = {13, 14, 16, 17};  // hi-hat, tom-tom, snare, cymbal
  std::array<std::array<std::uint32_t, FastChip::kChunk + kLanes>, 4> offsets;
  std::array<std::uint32_t, 4> phase;
  std::array<std::array<std::uint32_t, 8>, 4> increment;
  std::array<const std::uint16_t*, 4> waveform;
  for (int d = 0; d < 4; ++d) {
    Operator& op = ops[kSlots[d]];
    level_offsets(op, counter, lfo, samples, offsets[d].data());
    phase[d] = op.phase;
    increment[d] = op.increment;
    waveform[d] = op.waveform;
  }
  for (std::size_t i = 0; i < samples; ++i) {
    const int vibrato_eighth = lfo.vibrato_eighth[i];
    for (int d = 0; d < 4; ++d) phase[d] += increment[d][vibrato_eighth];
    const RhythmPhases phases = rhythm_phases(phase[0] >> 10, phase[3] >> 10, lfo.noise[i]);
    const std::int32_t hi_hat_snare = (output(waveform[0], offsets[0][i], phases.hi_hat) >> 1) +
                                      (output(waveform[2], offsets[2][i], phases.snare) >> 1);
    const std::int32_t tom_cymbal = (output(waveform[1], offsets[1][i], phase[1] >> 10) >> 1) +
                                    (output(waveform[3], offsets[3][i], phases.cymbal) >> 1);
    mix[i] += clamp16(hi_hat_snare) * 2 + clamp16(tom_cymbal) * 2;
  }
  for (int d = 0; d < 4; ++d) ops[kSlots[d]].phase = phase[d];
  for (Channel* state : {&channel7, &channel8}) {
    if (samples >= 2) {
      state->modulator_before = {state->modulator_now, state->modulator_now};
    } else {
      state->modulator_before = {state->modulator_before[1], state->modulator_now};
    }
  }
}

}  // namespace

FastChip::FastChip() {
  for (int channel = 0; channel < kChannels; ++channel) refresh_channel(channel);
}

void FastChip::refresh_channel(int channel) {
  Channel& state = channels_[channel];
  const int feedback = registers_.feedback(channel);
  state.feedback_shift = feedback != 0 ? 10 - feedback : 0;
  state.feedback_mask = feedback != 0 ? -1 : 0;
  state.additive = registers_.additive(channel);
  state.modulation_mask = state.additive ? 0 : -1;
  state.additive_mask = state.additive ? -1 : 0;
  const int block_fnumber = registers_.block_fnumber(channel);
  const int vibrato_depth_shift = registers_.vibrato_deep() ? 0 : 1;
  for (int slot : {modulator_slot(channel), carrier_slot(channel)}) {
    Operator& op = operators_[slot];
    const EnvelopeRates rates = envelope_rates(registers_, channel, slot);
    op.rate = rates.by_stage;
    op.sustain_attenuation = rates.sustain_attenuation;
    set_timing(op);
    settle(op);
    op.base_attenuation = static_cast<std::uint32_t>(registers_.total_level(slot)) << 3;
    if (const int shift = registers_.key_scale_level_shift(slot); shift != 0) {
      op.base_attenuation += key_scale_attenuation(block_fnumber) << shift;
    }
    op.tremolo_mask = registers_.tremolo(slot) ? ~0u : 0u;
    op.waveform = kWaveforms.entries[registers_.waveform(slot)].data();
    if (!registers_.vibrato(slot)) {
      op.increment.fill(phase_increment(block_fnumber, registers_.multiple(slot), 0));
      continue;
    }
    for (int eighth = 0; eighth < 8; ++eighth) {
      op.increment[eighth] = phase_increment(block_fnumber, registers_.multiple(slot),
                                             kVibratoEighths[eighth] >> vibrato_depth_shift);
    }
  }
}

void FastChip::write(std::uint8_t address, std::uint8_t value) {
  const std::uint8_t before = registers_.bytes[address];
  registers_.bytes[address] = value;
  if (address == 0x01 || address == 0x08 || address == 0xbd) {
    // WSE, NTS, the vibrato depth: every channel (the rest of 0xBD is read where it is used).
    if (address != 0xbd || ((before ^ value) & 0x40) != 0) {
      for (int channel = 0; channel < kChannels; ++channel) refresh_channel(channel);
    }
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
      set_timing(op);
      continue;
    }
    if (op.stage == kAttack) continue;
    op.phase = 0;
    op.stage = kAttack;
    if (op.rate[kAttack] >= 62) op.attenuation = 0;
    set_timing(op);
    settle(op);
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

std::int16_t FastChip::generate() {
  std::int16_t sample = 0;
  generate(std::span<std::int16_t>(&sample, 1));
  return sample;
}

void FastChip::generate(std::span<std::int16_t> out) {
  if (out.empty()) return;
  update_key_states();
  for (std::size_t start = 0; start < out.size(); start += kChunk) {
    run_chunk(out.subspan(start, std::min(kChunk, out.size() - start)));
  }
}

void FastChip::run_chunk(std::span<std::int16_t> out) {
  const std::size_t samples = out.size();
  const std::uint16_t vibrato_count = lfo_.vibrato_count;
  ChunkLfo lfo;
  const bool tremolo_deep = registers_.tremolo_deep();
  const bool vibrato_deep = registers_.vibrato_deep();
  for (std::size_t i = 0; i < samples; ++i) {
    lfo.vibrato_eighth[i] = static_cast<std::uint8_t>(lfo_.vibrato_count >> 10 & 7);
    lfo_.step(tremolo_deep, vibrato_deep);
    lfo.tremolo[i] = lfo_.tremolo;
    lfo.noise[i] = static_cast<std::uint8_t>(lfo_.noise_bit());
  }
  std::fill_n(lfo.tremolo.begin() + samples, kLanes - 1, 0);

  // The channels that sound; the others only advance their phases. In rhythm mode channels 7 and
  // 8 read each other's phases, so both run or neither.
  const bool rhythm = registers_.rhythm_mode();
  std::array<int, kChannels> melodic{};
  int melodic_count = 0;
  bool bass_drum = false;
  bool drums = false;
  for (int channel = 0; channel < kChannels; ++channel) {
    if (rhythm && channel == 8) continue;
    const bool quiet = rhythm && channel == 7 ? silent(7) && silent(8) : silent(channel);
    if (quiet) {
      advance_silent(channel, vibrato_count, samples);
      if (rhythm && channel == 7) advance_silent(8, vibrato_count, samples);
    } else if (rhythm && channel == 6) {
      bass_drum = true;
    } else if (rhythm && channel == 7) {
      drums = true;
    } else {
      melodic[melodic_count++] = channel;
    }
  }

  const std::uint32_t counter = envelope_counter_;
  envelope_counter_ += static_cast<std::uint32_t>(samples);
  std::array<std::int32_t, kChunk> mix;
  std::fill_n(mix.begin(), samples, 0);
  // Melodic channels two at a time, the odd one alone.
  int k = 0;
  for (; k + 2 <= melodic_count; k += 2) {
    const int a = melodic[k];
    const int b = melodic[k + 1];
    run_melodic<2, false>({&operators_[modulator_slot(a)], &operators_[modulator_slot(b)]},
                          {&operators_[carrier_slot(a)], &operators_[carrier_slot(b)]},
                          {&channels_[a], &channels_[b]}, lfo, counter, samples, mix.data());
  }
  if (k < melodic_count) {
    const int a = melodic[k];
    run_melodic<1, false>({&operators_[modulator_slot(a)]}, {&operators_[carrier_slot(a)]},
                          {&channels_[a]}, lfo, counter, samples, mix.data());
  }
  if (bass_drum) {
    run_melodic<1, true>({&operators_[12]}, {&operators_[15]}, {&channels_[6]}, lfo, counter,
                         samples, mix.data());
  }
  if (drums) run_drums(operators_, channels_[7], channels_[8], lfo, counter, samples, mix.data());
  for (std::size_t i = 0; i < samples; ++i) out[i] = ym3014(mix[i]);
}

}  // namespace wolfsuite::opl2
