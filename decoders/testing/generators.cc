#include "decoders/testing/generators.h"

#include <algorithm>

namespace wolfsuite::testing {
namespace {

void push_word(Bytes& out, std::uint16_t word) {
  out.push_back(static_cast<std::uint8_t>(word));
  out.push_back(static_cast<std::uint8_t>(word >> 8));
}

std::uint16_t word_at(const Bytes& out, std::size_t index) {
  return static_cast<std::uint16_t>(out[2 * index] | (out[2 * index + 1] << 8));
}

std::uint16_t tag_dense_word(Rng& rng) {
  switch (rng.below(4)) {
    case 0:
      return 0xABCD;
    case 1:
      return static_cast<std::uint16_t>(0xA700 | rng.below(256));
    case 2:
      return static_cast<std::uint16_t>(0xA800 | rng.below(256));
    default:
      return static_cast<std::uint16_t>(rng.below(0x10000));
  }
}

}  // namespace

const char* word_pattern_name(WordPattern pattern) {
  switch (pattern) {
    case WordPattern::kUniform: return "uniform";
    case WordPattern::kTagDense: return "tag_dense";
    case WordPattern::kLongRuns: return "long_runs";
    case WordPattern::kCarmackTags: return "carmack_tags";
    case WordPattern::kMapLike: return "map_like";
    case WordPattern::kRepeats: return "repeats";
  }
  return "unknown";
}

Bytes random_words(Rng& rng, std::size_t words, WordPattern pattern) {
  Bytes out;
  out.reserve(2 * words);
  std::size_t written = 0;
  while (written < words) {
    const std::size_t left = words - written;
    switch (pattern) {
      case WordPattern::kUniform:
        push_word(out, static_cast<std::uint16_t>(rng.below(0x10000)));
        ++written;
        break;
      case WordPattern::kTagDense:
        push_word(out, tag_dense_word(rng));
        ++written;
        break;
      case WordPattern::kLongRuns: {
        const std::size_t run = std::min<std::size_t>(left, 1 + rng.below(70000));
        const auto value = rng.chance(20) ? std::uint16_t{0xABCD} : tag_dense_word(rng);
        for (std::size_t i = 0; i < run; ++i) push_word(out, value);
        written += run;
        break;
      }
      case WordPattern::kCarmackTags:
        push_word(out, static_cast<std::uint16_t>((rng.chance(50) ? 0xA700 : 0xA800) |
                                                  rng.below(256)));
        ++written;
        break;
      case WordPattern::kMapLike: {
        // Tile codes as in seed 002: walls 1..63, doors 90..101, area codes 106..143.
        static constexpr std::uint16_t kTiles[] = {1, 1, 1, 2, 8, 90, 91, 100, 106, 107, 108, 0};
        const std::size_t run = std::min<std::size_t>(left, 1 + rng.below(rng.chance(30) ? 64 : 6));
        const std::uint16_t tile = kTiles[rng.below(std::size(kTiles))];
        if (written >= 64 && rng.chance(25)) {
          for (std::size_t i = 0; i < run; ++i) push_word(out, word_at(out, written - 64 + i));
        } else {
          for (std::size_t i = 0; i < run; ++i) push_word(out, tile);
        }
        written += run;
        break;
      }
      case WordPattern::kRepeats: {
        if (written < 4 || rng.chance(30)) {
          push_word(out, tag_dense_word(rng));
          ++written;
          break;
        }
        const std::size_t back = 1 + rng.below(rng.chance(50) ? std::min<std::size_t>(written, 255)
                                                              : written);
        const std::size_t run = std::min<std::size_t>(left, 1 + rng.below(300));
        for (std::size_t i = 0; i < run; ++i) push_word(out, word_at(out, written - back + i));
        written += run;
        break;
      }
    }
  }
  return out;
}

const char* byte_pattern_name(BytePattern pattern) {
  switch (pattern) {
    case BytePattern::kUniform: return "uniform";
    case BytePattern::kSkewed: return "skewed";
    case BytePattern::kSingle: return "single";
    case BytePattern::kTwo: return "two";
    case BytePattern::kText: return "text";
  }
  return "unknown";
}

Bytes random_bytes(Rng& rng, std::size_t count, BytePattern pattern) {
  Bytes out(count);
  const auto single = static_cast<std::uint8_t>(rng.below(256));
  for (auto& byte : out) {
    switch (pattern) {
      case BytePattern::kUniform:
        byte = static_cast<std::uint8_t>(rng.below(256));
        break;
      case BytePattern::kSkewed: {
        // Each halving of probability moves one value further: value k with weight ~2^-k.
        std::uint8_t value = 0;
        while (value < 255 && rng.chance(45)) ++value;
        byte = value;
        break;
      }
      case BytePattern::kSingle:
        byte = single;
        break;
      case BytePattern::kTwo:
        byte = rng.chance(80) ? single : static_cast<std::uint8_t>(single + 1);
        break;
      case BytePattern::kText: {
        static constexpr char kText[] = "the quick brown fox jumps over the lazy dog\n  ETAOIN";
        byte = static_cast<std::uint8_t>(kText[rng.below(sizeof(kText) - 1)]);
        break;
      }
    }
  }
  return out;
}

}  // namespace wolfsuite::testing
