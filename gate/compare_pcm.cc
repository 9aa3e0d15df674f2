// compare_pcm_s16le (compare.h): the first differing sample, its time and both values.
#include <cstdio>
#include <string>

#include "gate/compare.h"

namespace wolfsuite::gate {
namespace {

std::int16_t sample_at(ByteSpan pcm, std::size_t index) {
  return static_cast<std::int16_t>(pcm[2 * index] | (pcm[2 * index + 1] << 8));
}

std::string seconds_text(std::size_t index, int sample_rate) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6f s", static_cast<double>(index) / sample_rate);
  return text;
}

}  // namespace

std::optional<FirstDifference> compare_pcm_s16le(ByteSpan expected, ByteSpan actual,
                                                 int sample_rate) {
  if (expected.size() % 2 != 0 || actual.size() % 2 != 0) {
    if (expected.size() == actual.size() &&
        std::equal(expected.begin(), expected.end(), actual.begin())) {
      return std::nullopt;
    }
    FirstDifference odd;
    odd.kind = "not-samples";
    odd.summary = "the actual output is " + std::to_string(actual.size()) +
                  " bytes, not a whole number of 16-bit samples";
    odd.facts = {{"expected_size", expected.size()}, {"actual_size", actual.size()}};
    return odd;
  }
  const std::size_t expected_samples = expected.size() / 2;
  const std::size_t actual_samples = actual.size() / 2;
  const std::size_t common = std::min(expected_samples, actual_samples);
  std::size_t first = common;
  std::size_t differing = 0;
  for (std::size_t index = 0; index < common; ++index) {
    if (sample_at(expected, index) == sample_at(actual, index)) continue;
    if (first == common) first = index;
    ++differing;
  }
  if (differing == 0 && expected_samples == actual_samples) return std::nullopt;

  FirstDifference difference;
  difference.facts = {{"sample_rate", sample_rate},
                      {"expected_samples", expected_samples},
                      {"actual_samples", actual_samples},
                      {"differing_samples", differing}};
  if (first < common) {
    const int want = sample_at(expected, first);
    const int got = sample_at(actual, first);
    difference.kind = "samples-differ";
    difference.summary = "sample " + std::to_string(first) + " (" +
                         seconds_text(first, sample_rate) + "): expected " + std::to_string(want) +
                         ", actual " + std::to_string(got) + "; " + std::to_string(differing) +
                         " of " + std::to_string(common) + " samples differ";
    difference.facts["sample"] = first;
    difference.facts["seconds"] = static_cast<double>(first) / sample_rate;
    difference.facts["expected"] = want;
    difference.facts["actual"] = got;
  } else {
    difference.kind = "sound-length";
    difference.summary = "the actual sound is " + std::to_string(actual_samples) +
                         " samples, expected " + std::to_string(expected_samples) +
                         "; equal up to sample " + std::to_string(common);
  }
  if (expected_samples != actual_samples && first < common) {
    difference.detail.push_back("the lengths differ too: expected " +
                                std::to_string(expected_samples) + " samples, actual " +
                                std::to_string(actual_samples));
  }
  return difference;
}

}  // namespace wolfsuite::gate
