// The fast chip against the literal one (STYLE.md: keep the literal version beside the fast one):
// the same samples on streams that exercise every register and mode. The engine recordings are
// compared in reference_pcm_test, the fuzzer fuzz/opl2_differential_fuzzer.cc tries the rest.
#include "reference/opl2/fast_chip.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"
#include "reference/opl2/synthetic_streams.h"

namespace wolfsuite::opl2 {
namespace {

// The first sample where the chips differ, or the length; and that the stream makes sound.
void expect_same_samples(const RegisterStream& stream, const std::string& name) {
  const std::vector<std::int16_t> literal = render_literal(stream);
  const std::vector<std::int16_t> fast = render(stream);
  ASSERT_EQ(fast.size(), literal.size()) << name;
  std::size_t n = 0;
  while (n < literal.size() && fast[n] == literal[n]) ++n;
  EXPECT_EQ(n, literal.size()) << name << ": sample " << n << " is " << fast[n]
                               << ", the literal chip has " << literal[n];
}

int peak(const std::vector<std::int16_t>& samples) {
  int largest = 0;
  for (const std::int16_t sample : samples) largest = std::max(largest, std::abs(int{sample}));
  return largest;
}

TEST(Opl2FastChip, EveryFeatureStreamMatchesTheLiteralChipAndIsHeard) {
  const std::vector<NamedStream> streams = feature_streams();
  ASSERT_GE(streams.size(), 9u);
  for (const NamedStream& named : streams) {
    expect_same_samples(named.stream, named.name);
    EXPECT_GT(peak(render(named.stream)), 1000) << named.name << " should be heard";
  }
}

TEST(Opl2FastChip, RandomRegisterStreamsMatchTheLiteralChip) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    expect_same_samples(random_stream(seed, 20000), "random seed " + std::to_string(seed));
  }
}

TEST(Opl2FastChip, BusyStreamKeepsAllNineChannelsAndTheDrumsSounding) {
  const RegisterStream stream = busy_stream(49716);
  expect_same_samples(stream, "busy");
  const std::vector<std::int16_t> samples = render(stream);
  // No quiet stretch of 10 ms after the first 20 ms.
  for (std::size_t start = 1000; start + 500 <= samples.size(); start += 500) {
    const std::vector<std::int16_t> window(samples.begin() + start, samples.begin() + start + 500);
    EXPECT_GT(peak(window), 500) << "at " << start;
  }
}

TEST(Opl2FastChip, OneSampleAtATimeEqualsRunsBetweenWrites) {
  const RegisterStream stream = random_stream(99, 30000);
  FastChip chip;
  std::vector<std::int16_t> samples;
  std::size_t next = 0;
  for (std::uint32_t n = 0; n < stream.length; ++n) {
    for (; next < stream.writes.size() && stream.writes[next].sample <= n; ++next) {
      chip.write(stream.writes[next].address, stream.writes[next].value);
    }
    samples.push_back(chip.generate());
  }
  EXPECT_EQ(samples, render(stream));
}

TEST(Opl2FastChip, KeepsEveryRegisterWrittenLikeTheLiteralChip) {
  Chip literal;
  FastChip fast;
  for (int address = 0; address < 256; ++address) {
    literal.write(static_cast<std::uint8_t>(address), static_cast<std::uint8_t>(address * 7));
    fast.write(static_cast<std::uint8_t>(address), static_cast<std::uint8_t>(address * 7));
  }
  EXPECT_EQ(fast.registers().bytes, literal.registers().bytes);
}

TEST(Opl2FastChip, BytesAsAStreamAreBoundedAndEndAfterTheLastWrite) {
  const Bytes bytes = {0x10, 0xb0, 0x20, 0xff, 0xbd, 0x3f};
  const RegisterStream stream = stream_from_bytes(bytes);
  ASSERT_EQ(stream.writes.size(), 2u);
  EXPECT_EQ(stream.writes[1].sample, 0x10u + 16 * 256);
  EXPECT_EQ(stream.length, 0x10u + 16 * 256 + 1024);
  const Bytes many(3000, 0xff);
  EXPECT_EQ(stream_from_bytes(many).length, kMaxFuzzSamples);
}

TEST(Opl2FastChip, StreamBytesReadBackAsTheSameWritesWithWaitsToRegisterZero) {
  RegisterStream stream;
  stream.writes = {{0, 0x01, 0x20}, {300, 0xb0, 0x31}, {4700, 0xa0, 0x44}, {4700, 0xbd, 0xc0}};
  stream.length = 5000;
  const RegisterStream back = stream_from_bytes(stream_bytes(stream));
  std::vector<RegisterWrite> without_waits;
  for (const RegisterWrite& write : back.writes) {
    if (write.address != 0x00) without_waits.push_back(write);
  }
  EXPECT_EQ(without_waits, stream.writes);
  EXPECT_EQ(back.length, 4700u + 1024);
}

}  // namespace
}  // namespace wolfsuite::opl2
