#pragma once
// The envelope generator of one operator: attack, decay, sustain and release over a 10-bit
// attenuation (0 loudest, 0x3FF silent, 0.09375 dB a step; TL steps are 8 of these).
//
// Rates. Each stage's 4-bit register rate R becomes an effective rate 4 R + K (0..63, and 0 when
// R is 0), where K is the key code (block * 2 + one F-number bit chosen by NTS) when KSR is set and
// the key code / 4 otherwise. Sustain uses the release rate unless EGT holds the level (rate 0).
//
// Timing. A global counter advances once a sample. An operator at effective rate r updates when
// counter * 2^(r / 4) is a multiple of 2048 (every 2^(11 - r / 4) samples, every sample from rate
// 44 on), taking the step kEnvelopeIncrement[r][i] with i = bits 11-13 of that product, or, from
// rate 48 on, i = counter mod 8.
//
// Stages. Key on starts the attack (unless already attacking) and resets the phase; an attack rate
// of 62 or more jumps to 0 at once, and such a rate makes no attack steps. An attack step of n
// moves the attenuation a toward 0 by (a + 1) n / 16, rounded up. When an update finds the attack
// at 0 it becomes decay, and a decay at or past the sustain level becomes sustain (both checks in
// that order before the step, so sustain level 0 skips decay). Decay, sustain and release add the
// step and stop at 0x3FF. Key off starts the release from wherever the envelope is.
#include <array>
#include <cstdint>

#include "reference/opl2/registers.h"

namespace wolfsuite::opl2 {

enum class EnvelopeStage : std::uint8_t { kAttack, kDecay, kSustain, kRelease };

inline constexpr std::uint16_t kSilentAttenuation = 0x3ff;

struct EnvelopeRates {
  std::array<std::uint8_t, 4> by_stage{};  // effective rate 0..63, indexed by EnvelopeStage
  std::uint16_t sustain_attenuation = 0;   // SL in envelope steps (SL 15 is 31 * 32)
};

struct Envelope {
  EnvelopeStage stage = EnvelopeStage::kRelease;
  std::uint16_t attenuation = kSilentAttenuation;
  friend bool operator==(const Envelope&, const Envelope&) = default;
};

// Block * 2 plus F-number bit 9 (NTS 0) or bit 8 (NTS 1) of a block_fnumber().
int key_code(int block_fnumber, int note_select);

EnvelopeRates envelope_rates(const Registers& registers, int channel, int slot);

void start_attack(Envelope& envelope, const EnvelopeRates& rates);
void start_release(Envelope& envelope);
// One envelope update at global counter value `counter`.
void step_envelope(Envelope& envelope, const EnvelopeRates& rates, std::uint32_t counter);

}  // namespace wolfsuite::opl2
