#include "reference/opl2/chip.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

namespace wolfsuite::opl2 {
namespace {

std::vector<std::int16_t> generate(Chip& chip, int count) {
  std::vector<std::int16_t> samples;
  for (int i = 0; i < count; ++i) samples.push_back(chip.generate());
  return samples;
}

int peak(const std::vector<std::int16_t>& samples) {
  int largest = 0;
  for (std::int16_t sample : samples) largest = std::max(largest, std::abs(int{sample}));
  return largest;
}

// Channel 0 as a plain sine: the modulator never attacks, the carrier attacks at once and holds.
void sine_instrument(Chip& chip) {
  chip.write(0x20, 0x00);
  chip.write(0x60, 0x00);
  chip.write(0x23, 0x21);  // EGT, MULT 1
  chip.write(0x43, 0x00);
  chip.write(0x63, 0xf0);
  chip.write(0x83, 0x0f);
  chip.write(0xa0, 0x44);
}

TEST(Opl2Chip, IsSilentAfterReset) {
  Chip chip;
  EXPECT_EQ(peak(generate(chip, 5000)), 0);
}

TEST(Opl2Chip, AcceptsAndKeepsEveryRegisterAddress) {
  Chip chip;
  for (int address = 0; address < 256; ++address) {
    chip.write(static_cast<std::uint8_t>(address), static_cast<std::uint8_t>(address ^ 0x5a));
  }
  for (int address = 0; address < 256; ++address) {
    EXPECT_EQ(chip.registers().bytes[address], address ^ 0x5a) << address;
  }
  generate(chip, 100);
}

TEST(Opl2Chip, KeyOnSoundsAFullScaleSineAndKeyOffReleasesToSilence) {
  Chip chip;
  sine_instrument(chip);
  chip.write(0xb0, 0x32);  // key on, block 4
  const std::vector<std::int16_t> held = generate(chip, 2000);
  // One channel gives at most 8168 / 2 = 4084; the DAC keeps 10 bits, so -4084 becomes -4088.
  EXPECT_EQ(peak(held), 4088);
  chip.write(0xb0, 0x12);
  generate(chip, 2000);
  EXPECT_EQ(peak(generate(chip, 1000)), 0);
}

TEST(Opl2Chip, KeyOnAndOffBeforeTheSameSampleAreNeverSeen) {
  Chip chip;
  sine_instrument(chip);
  chip.write(0xb0, 0x32);
  chip.write(0xb0, 0x12);
  EXPECT_EQ(peak(generate(chip, 2000)), 0);
}

TEST(Opl2Chip, WaveformSelectNeedsWse) {
  Chip sine;
  Chip without_wse;
  Chip with_wse;
  for (Chip* chip : {&sine, &without_wse, &with_wse}) sine_instrument(*chip);
  without_wse.write(0xe3, 0x02);
  with_wse.write(0x01, 0x20);
  with_wse.write(0xe3, 0x02);
  for (Chip* chip : {&sine, &without_wse, &with_wse}) chip->write(0xb0, 0x32);
  const std::vector<std::int16_t> expected = generate(sine, 2000);
  EXPECT_EQ(generate(without_wse, 2000), expected);
  EXPECT_NE(generate(with_wse, 2000), expected);
}

TEST(Opl2Chip, RhythmModeKeysTheHiHatFromRegisterBd) {
  Chip chip;
  chip.write(0x31, 0x01);  // hi-hat is slot 13 (offset 0x11)
  chip.write(0x51, 0x00);
  chip.write(0x71, 0xf0);
  chip.write(0x91, 0x0f);
  chip.write(0xa7, 0x44);
  chip.write(0xb7, 0x10);  // block 4, no melodic key on
  chip.write(0xbd, 0x01);  // hi-hat bit without rhythm mode: nothing
  EXPECT_EQ(peak(generate(chip, 1000)), 0);
  chip.write(0xbd, 0x21);
  EXPECT_GT(peak(generate(chip, 1000)), 0);
  chip.write(0xbd, 0x20);
  generate(chip, 1000);
  EXPECT_EQ(peak(generate(chip, 1000)), 0);
}

}  // namespace
}  // namespace wolfsuite::opl2
