#include "reference/opl2/envelope.h"

#include <gtest/gtest.h>

namespace wolfsuite::opl2 {
namespace {

constexpr int kAttack = static_cast<int>(EnvelopeStage::kAttack);
constexpr int kDecay = static_cast<int>(EnvelopeStage::kDecay);
constexpr int kSustain = static_cast<int>(EnvelopeStage::kSustain);
constexpr int kRelease = static_cast<int>(EnvelopeStage::kRelease);

// Channel 0's modulator (slot 0, register offset 0) with the given operator bytes and B0.
Registers channel0(std::uint8_t r20, std::uint8_t r60, std::uint8_t r80, std::uint8_t b0 = 0) {
  Registers registers;
  registers.bytes[0x20] = r20;
  registers.bytes[0x60] = r60;
  registers.bytes[0x80] = r80;
  registers.bytes[0xb0] = b0;
  return registers;
}

TEST(Opl2Envelope, KeyScaleRateAddsTheWholeKeyCodeOnlyWithKsr) {
  // Block 7, F-number bit 9 set: key code 15.
  const EnvelopeRates without = envelope_rates(channel0(0x00, 0x88, 0x08, 0x1e), 0, 0);
  const EnvelopeRates with = envelope_rates(channel0(0x10, 0x88, 0x08, 0x1e), 0, 0);
  EXPECT_EQ(without.by_stage[kAttack], 4 * 8 + 3);
  EXPECT_EQ(with.by_stage[kAttack], 4 * 8 + 15);
  EXPECT_EQ(with.by_stage[kRelease], 4 * 8 + 15);
}

TEST(Opl2Envelope, RateZeroStaysZeroWhateverTheKeyScale) {
  const EnvelopeRates rates = envelope_rates(channel0(0x10, 0x00, 0x00, 0x1f), 0, 0);
  EXPECT_EQ(rates.by_stage[kAttack], 0);
  EXPECT_EQ(rates.by_stage[kDecay], 0);
  EXPECT_EQ(rates.by_stage[kRelease], 0);
}

TEST(Opl2Envelope, SustainHoldsOnlyWithEgtAndLevel15Means93Decibels) {
  EXPECT_EQ(envelope_rates(channel0(0x20, 0xff, 0xf5), 0, 0).by_stage[kSustain], 0);
  const EnvelopeRates released = envelope_rates(channel0(0x00, 0xff, 0xf5), 0, 0);
  EXPECT_EQ(released.by_stage[kSustain], released.by_stage[kRelease]);
  EXPECT_EQ(released.sustain_attenuation, 31 * 32);
}

TEST(Opl2Envelope, AttackRate15JumpsToFullLevelAtKeyOn) {
  Envelope envelope;
  start_attack(envelope, envelope_rates(channel0(0x00, 0xf0, 0x00, 0x1c), 0, 0));
  EXPECT_EQ(envelope.stage, EnvelopeStage::kAttack);
  EXPECT_EQ(envelope.attenuation, 0);
}

TEST(Opl2Envelope, AttackStepMovesTowardZeroByASixteenthRoundedUp) {
  const EnvelopeRates rates = envelope_rates(channel0(0x00, 0xc0, 0x00), 0, 0);  // rate 48
  Envelope envelope;
  start_attack(envelope, rates);
  step_envelope(envelope, rates, 1);
  EXPECT_EQ(envelope.attenuation, 1023 - 64);
  step_envelope(envelope, rates, 2);
  EXPECT_EQ(envelope.attenuation, 959 - 60);
}

TEST(Opl2Envelope, FastRatesTakeTheCycleStepFromTheCounterItself) {
  // RR 13 with KSR and key code 1: release rate 53.
  const EnvelopeRates rates = envelope_rates(channel0(0x10, 0x00, 0x0d, 0x02), 0, 0);
  ASSERT_EQ(rates.by_stage[kRelease], 53);
  Envelope envelope{EnvelopeStage::kRelease, 0};
  // Rate 53 steps 2, 2, 2, 4 over counters 0..3 mod 8 (kEnvelopeIncrement[53]).
  std::uint16_t expected = 0;
  for (std::uint32_t counter = 8; counter < 16; ++counter) {
    step_envelope(envelope, rates, counter);
    expected = static_cast<std::uint16_t>(expected + (counter % 4 == 3 ? 4 : 2));
    EXPECT_EQ(envelope.attenuation, expected) << counter;
  }
}

TEST(Opl2Envelope, SlowRatesUpdateEvery2PowerElevenMinusRateOverFourSamples) {
  const EnvelopeRates rates = envelope_rates(channel0(0x00, 0x00, 0x01), 0, 0);  // release 4
  Envelope envelope{EnvelopeStage::kRelease, 100};
  int updates = 0;
  for (std::uint32_t counter = 1; counter <= 4096; ++counter) {
    const std::uint16_t before = envelope.attenuation;
    step_envelope(envelope, rates, counter);
    updates += envelope.attenuation != before;
  }
  EXPECT_EQ(updates, 2);  // every 1024 samples, half of the cycle's steps are 1
}

TEST(Opl2Envelope, DecayBecomesSustainAtTheSustainLevelAndReleaseStopsAtSilence) {
  const EnvelopeRates rates = envelope_rates(channel0(0x20, 0x0f, 0x1f), 0, 0);  // SL 3 dB
  Envelope envelope{EnvelopeStage::kDecay, 32};
  step_envelope(envelope, rates, 1);
  EXPECT_EQ(envelope.stage, EnvelopeStage::kSustain);
  EXPECT_EQ(envelope.attenuation, 32);  // EGT: the sustain rate is 0
  start_release(envelope);
  for (std::uint32_t counter = 1; counter < 1000; ++counter)
    step_envelope(envelope, rates, counter);
  EXPECT_EQ(envelope.attenuation, kSilentAttenuation);
}

}  // namespace
}  // namespace wolfsuite::opl2
