#include "cli/generated_inputs.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

#include "decoders/core/split_mix64.h"

namespace wolfsuite::cli {
namespace {

constexpr std::uint16_t kRlewTag = 0xABCD;  // the tag the word inputs are dense in
constexpr std::size_t kMapWidth = 64;       // seed 001 "Gamemaps": 64 x 64 tiles

// Words whose high byte is a Carmack tag, often with count 0 (the escape case).
std::uint16_t carmack_tag_word(SplitMix64& rng) {
  const std::uint16_t high = rng.below(2) == 0 ? 0xA700 : 0xA800;
  const std::uint16_t low = rng.below(4) == 0 ? 0 : rng.byte();
  return static_cast<std::uint16_t>(high | low);
}

std::vector<std::uint16_t> make_words(SplitMix64& rng, std::string_view shape, std::size_t count) {
  std::vector<std::uint16_t> words;
  words.reserve(count);
  if (shape == "uniform") {
    while (words.size() < count) words.push_back(rng.word());
  } else if (shape == "tag_dense") {
    while (words.size() < count) {
      switch (rng.below(4)) {
        case 0:
          words.push_back(kRlewTag);
          break;
        case 1:
          words.push_back(carmack_tag_word(rng));
          break;
        case 2:
          words.push_back(static_cast<std::uint16_t>(0xAB00 | rng.byte()));
          break;
        default:
          words.push_back(rng.word());
          break;
      }
    }
  } else if (shape == "long_runs") {
    while (words.size() < count) {
      const std::uint16_t value = rng.below(3) == 0 ? kRlewTag : rng.word();
      const std::size_t run = 1 + rng.below(rng.below(4) == 0 ? 9000 : 300);
      words.insert(words.end(), std::min(run, count - words.size()), value);
    }
  } else if (shape == "carmack_tags") {
    while (words.size() < count) words.push_back(carmack_tag_word(rng));
  } else if (shape == "map_like") {
    // A few tile codes in runs, and whole rows repeated from earlier (near and far copies).
    const std::array<std::uint16_t, 6> tiles = {0x0001, 0x0008, 0x006A, 0x006C, 0x0090, kRlewTag};
    while (words.size() < count) {
      const std::size_t row_start = words.size();
      if (row_start >= kMapWidth && rng.below(3) == 0) {
        const std::size_t from =
            kMapWidth * rng.below(static_cast<std::uint32_t>(row_start / kMapWidth));
        for (std::size_t i = 0; i < kMapWidth && words.size() < count; ++i) {
          words.push_back(words[from + i]);
        }
        continue;
      }
      while (words.size() < count && words.size() - row_start < kMapWidth) {
        const std::uint16_t tile = tiles[rng.below(tiles.size())];
        const std::size_t run = 1 + rng.below(12);
        for (std::size_t i = 0;
             i < run && words.size() < count && words.size() - row_start < kMapWidth; ++i) {
          words.push_back(tile);
        }
      }
    }
  } else {  // "repeats": copies of earlier stretches, within 255 words (near) or anywhere (far)
    while (words.size() < count) {
      if (words.size() < 4 || rng.below(3) == 0) {
        words.push_back(rng.below(8) == 0 ? carmack_tag_word(rng) : rng.word());
        continue;
      }
      const bool near = rng.below(2) == 0;
      const auto written = static_cast<std::uint32_t>(words.size());
      const std::size_t back =
          1 + rng.below(near ? std::min<std::uint32_t>(written, 255) : written);
      const std::size_t from = words.size() - back;
      const std::size_t length = 2 + rng.below(300);
      for (std::size_t i = 0; i < length && words.size() < count; ++i) {
        words.push_back(words[from + i]);  // may overlap what this copy writes, as Carmack allows
      }
    }
  }
  return words;
}

Bytes make_bytes(SplitMix64& rng, std::string_view shape, std::size_t count) {
  Bytes bytes;
  bytes.reserve(count);
  if (shape == "uniform") {
    while (bytes.size() < count) bytes.push_back(rng.byte());
  } else if (shape == "skewed") {
    // Roughly geometric: value v with probability about 2^-(v+1), like picture data.
    while (bytes.size() < count) {
      std::uint8_t value = 0;
      while (value < 255 && rng.below(2) == 0) ++value;
      bytes.push_back(value);
    }
  } else if (shape == "single") {
    const std::uint8_t value = rng.byte();
    bytes.assign(count, value);
  } else if (shape == "two") {
    const std::array<std::uint8_t, 2> values = {rng.byte(), rng.byte()};
    while (bytes.size() < count) bytes.push_back(values[rng.below(2)]);
  } else {  // "text"
    constexpr std::string_view kAlphabet = "etaoinshrdlu ETAOIN.,\n";
    while (bytes.size() < count) {
      bytes.push_back(
          rng.below(8) == 0
              ? static_cast<std::uint8_t>(32 + rng.below(95))
              : static_cast<std::uint8_t>(
                    kAlphabet[rng.below(static_cast<std::uint32_t>(kAlphabet.size()))]));
    }
  }
  return bytes;
}

}  // namespace

std::vector<GeneratedInput> generated_word_inputs(std::uint64_t seed) {
  constexpr std::array<std::string_view, 6> kShapes = {"uniform",      "tag_dense", "long_runs",
                                                       "carmack_tags", "map_like",  "repeats"};
  constexpr std::array<std::size_t, 10> kWordCounts = {0, 1, 2, 3, 4, 5, 17, 256, 4096, 32767};
  SplitMix64 rng(seed);
  std::vector<GeneratedInput> inputs;
  for (const std::string_view shape : kShapes) {
    for (const std::size_t count : kWordCounts) {
      GeneratedInput input;
      input.name = std::string(shape) + "/" + std::to_string(count) + "w";
      for (const std::uint16_t word : make_words(rng, shape, count)) {
        input.bytes.push_back(static_cast<std::uint8_t>(word & 0xFF));
        input.bytes.push_back(static_cast<std::uint8_t>(word >> 8));
      }
      inputs.push_back(std::move(input));
    }
  }
  return inputs;
}

std::vector<GeneratedInput> generated_byte_inputs(std::uint64_t seed) {
  constexpr std::array<std::string_view, 5> kShapes = {"uniform", "skewed", "single", "two",
                                                       "text"};
  constexpr std::array<std::size_t, 7> kByteCounts = {0, 1, 2, 3, 255, 4096, 64000};
  SplitMix64 rng(seed ^ 0xB17E5);  // a stream of its own, independent of the word inputs
  std::vector<GeneratedInput> inputs;
  for (const std::string_view shape : kShapes) {
    for (const std::size_t count : kByteCounts) {
      inputs.push_back(GeneratedInput{std::string(shape) + "/" + std::to_string(count) + "b",
                                      make_bytes(rng, shape, count)});
    }
  }
  return inputs;
}

}  // namespace wolfsuite::cli
