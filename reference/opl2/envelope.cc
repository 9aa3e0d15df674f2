#include "reference/opl2/envelope.h"

#include <algorithm>

#include "reference/opl2/tables.h"

namespace wolfsuite::opl2 {
namespace {

int effective_rate(int register_rate, int key_scale) {
  if (register_rate == 0) return 0;
  return std::min(4 * register_rate + key_scale, 63);
}

}  // namespace

int key_code(int block_fnumber, int note_select) {
  const int block = block_fnumber >> 10 & 7;
  return block << 1 | (block_fnumber >> (9 - note_select) & 1);
}

EnvelopeRates envelope_rates(const Registers& registers, int channel, int slot) {
  const int code = key_code(registers.block_fnumber(channel), registers.note_select());
  const int key_scale = registers.key_scale_rate(slot) ? code : code >> 2;
  const int release = effective_rate(registers.release_rate(slot), key_scale);
  EnvelopeRates rates;
  rates.by_stage[static_cast<int>(EnvelopeStage::kAttack)] =
      static_cast<std::uint8_t>(effective_rate(registers.attack_rate(slot), key_scale));
  rates.by_stage[static_cast<int>(EnvelopeStage::kDecay)] =
      static_cast<std::uint8_t>(effective_rate(registers.decay_rate(slot), key_scale));
  rates.by_stage[static_cast<int>(EnvelopeStage::kSustain)] =
      static_cast<std::uint8_t>(registers.sustain_hold(slot) ? 0 : release);
  rates.by_stage[static_cast<int>(EnvelopeStage::kRelease)] = static_cast<std::uint8_t>(release);
  const int level = registers.sustain_level(slot);
  rates.sustain_attenuation = static_cast<std::uint16_t>((level == 15 ? 31 : level) << 5);
  return rates;
}

void start_attack(Envelope& envelope, const EnvelopeRates& rates) {
  if (envelope.stage == EnvelopeStage::kAttack) return;
  envelope.stage = EnvelopeStage::kAttack;
  if (rates.by_stage[static_cast<int>(EnvelopeStage::kAttack)] >= 62) envelope.attenuation = 0;
}

void start_release(Envelope& envelope) { envelope.stage = EnvelopeStage::kRelease; }

void step_envelope(Envelope& envelope, const EnvelopeRates& rates, std::uint32_t counter) {
  if (envelope.stage == EnvelopeStage::kAttack && envelope.attenuation == 0) {
    envelope.stage = EnvelopeStage::kDecay;
  }
  if (envelope.stage == EnvelopeStage::kDecay &&
      envelope.attenuation >= rates.sustain_attenuation) {
    envelope.stage = EnvelopeStage::kSustain;
  }
  const int rate = rates.by_stage[static_cast<int>(envelope.stage)];
  const int rate_shift = rate >> 2;
  const std::uint32_t scaled = counter << rate_shift;
  if ((scaled & 0x7ff) != 0) return;
  // Updating every 2^k samples, the cycle's position is the counter / 2^k mod 8; from rate 48 on
  // (every sample) it is the counter mod 8.
  const std::uint32_t position = rate_shift <= 11 ? scaled >> 11 & 7 : counter & 7;
  const int step = kEnvelopeIncrement[rate][position];
  if (envelope.stage == EnvelopeStage::kAttack) {
    if (rate >= 62) return;
    const int toward_zero = ((envelope.attenuation + 1) * step + 15) >> 4;
    envelope.attenuation = static_cast<std::uint16_t>(envelope.attenuation - toward_zero);
    return;
  }
  envelope.attenuation =
      static_cast<std::uint16_t>(std::min(envelope.attenuation + step, int{kSilentAttenuation}));
}

}  // namespace wolfsuite::opl2
