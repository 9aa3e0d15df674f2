// The chip against ymfm's YM3812 PCM in the engine recordings (../shared/reference/opl/wl1/, see
// its README): every register stream, both timings, rendered by the literal and the fast chip and
// compared sample for sample (so this is also their differential test on the recordings). Under
// AddressSanitizer the literal chip, 30 times slower there, renders one stream in kSanitizerStride
// (the fast chip all of them); the default build renders every stream with both.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/fixtures/sanitizers.h"
#include "reference/opl2/register_stream.h"
#include "reference/opl2/render.h"

namespace wolfsuite::opl2 {
namespace {

constexpr std::string_view kRecordings = "opl/wl1";
constexpr std::string_view kWritesSuffix = ".writes.txt.gz";
constexpr std::size_t kSanitizerStride = 7;

// "sfx-0.instant", ... for every stream in the folder, sorted.
std::vector<std::string> stream_names(const std::filesystem::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string file = entry.path().filename().string();
    if (file.ends_with(kWritesSuffix)) names.push_back(file.substr(0, file.size() - 14));
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::int16_t> little_endian_samples(const Bytes& bytes) {
  std::vector<std::int16_t> samples(bytes.size() / 2);
  for (std::size_t i = 0; i < samples.size(); ++i) {
    samples[i] = static_cast<std::int16_t>(bytes[2 * i] | bytes[2 * i + 1] << 8);
  }
  return samples;
}

// The first sample where `rendered` differs from `expected`, or expected.size().
std::size_t first_difference(const std::vector<std::int16_t>& rendered,
                             const std::vector<std::int16_t>& expected) {
  std::size_t n = 0;
  while (n < expected.size() && rendered[n] == expected[n]) ++n;
  return n;
}

TEST(Opl2ReferencePcm, EveryWl1StreamRendersSampleExactToYmfmOnBothChips) {
  const auto folder = testing::engine_reference_folder(kRecordings);
  if (!folder) GTEST_SKIP() << testing::engine_reference_missing_message(kRecordings);
  const std::vector<std::string> names = stream_names(*folder);
  ASSERT_EQ(names.size(), 196u) << "87 effects and 11 songs, two timings each";
  if (testing::kUnderAddressSanitizer) {
    std::cout << "note: under AddressSanitizer the literal chip renders one stream in "
              << kSanitizerStride << "; the default build renders all of them\n";
  }
  int exact = 0;
  for (std::size_t index = 0; index < names.size(); ++index) {
    const std::string& name = names[index];
    const bool run_literal = !testing::kUnderAddressSanitizer || index % kSanitizerStride == 0;
    const auto text = testing::read_gzip_file(*folder / (name + ".writes.txt.gz"));
    const auto pcm = testing::read_gzip_file(*folder / (name + ".ymfm.s16.gz"));
    ASSERT_TRUE(text && pcm) << name;
    const auto parsed = parse_register_stream(
        std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
    ASSERT_TRUE(parsed.ok()) << name << ": " << parsed.error().to_string();
    EXPECT_EQ(register_stream_sha256(parsed->stream), parsed->sha256) << name;
    const std::vector<std::int16_t> expected = little_endian_samples(*pcm);
    bool both_exact = true;
    for (const bool literal : {true, false}) {
      if (literal && !run_literal) continue;
      const std::vector<std::int16_t> rendered =
          literal ? render_literal(parsed->stream) : render(parsed->stream);
      ASSERT_EQ(rendered.size(), expected.size()) << name;
      if (const std::size_t n = first_difference(rendered, expected); n != expected.size()) {
        both_exact = false;
        ADD_FAILURE() << name << (literal ? " (literal)" : " (fast)") << ": sample " << n << " is "
                      << rendered[n] << ", ymfm has " << expected[n];
      }
    }
    exact += both_exact ? 1 : 0;
  }
  EXPECT_EQ(exact, 196);
}

}  // namespace
}  // namespace wolfsuite::opl2
