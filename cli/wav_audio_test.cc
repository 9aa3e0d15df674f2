#include "cli/wav_audio.h"

#include <gtest/gtest.h>

#include "decoders/core/byte_reader.h"

namespace wolfsuite::cli {
namespace {

TEST(WavAudio, HeaderDescribesEightBitMonoAtTheGivenRate) {
  const Bytes wav = encode_wav_u8_mono(Bytes{128, 129, 130}, kDigitisedSoundRate);
  ASSERT_EQ(wav.size(), 44u + 4u);  // odd data gets a pad byte
  EXPECT_EQ(load_u32le(wav, 4), 36u + 4u);
  EXPECT_EQ(load_u16le(wav, 20), 1u);  // PCM
  EXPECT_EQ(load_u16le(wav, 22), 1u);  // mono
  EXPECT_EQ(load_u32le(wav, 24), 7000u);
  EXPECT_EQ(load_u16le(wav, 34), 8u);
  EXPECT_EQ(load_u32le(wav, 40), 3u);  // data size without the pad
  EXPECT_EQ(wav[44], 128);
  EXPECT_EQ(wav[47], 0);
}

TEST(WavAudio, SixteenBitMonoHoldsLittleEndianSamplesTwoBytesABlock) {
  const Bytes wav = encode_wav_s16_mono({-2, 258}, 49716);
  ASSERT_EQ(wav.size(), 44u + 4u);
  EXPECT_EQ(load_u32le(wav, 28), 2u * 49716);  // byte rate
  EXPECT_EQ(load_u16le(wav, 32), 2u);          // block align
  EXPECT_EQ(load_u16le(wav, 34), 16u);
  EXPECT_EQ(load_u32le(wav, 40), 4u);
  EXPECT_EQ(load_u16le(wav, 44), 0xfffeu);
  EXPECT_EQ(load_u16le(wav, 46), 258u);
}

}  // namespace
}  // namespace wolfsuite::cli
