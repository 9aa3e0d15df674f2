#pragma once
// Seeded input generators for the codec property tests, differential tests and seed corpora.
// Deterministic on every machine: SplitMix64 (decoders/core/split_mix64.h), no
// std::*_distribution (their output differs between standard libraries).
#include <cstddef>
#include <cstdint>

#include "decoders/core/bytes.h"
#include "decoders/core/split_mix64.h"

namespace wolfsuite::testing {

// The core's SplitMix64 (the one seeded generator), with 64-bit bounds and percent chances.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : source_(seed) {}
  std::uint64_t next() { return source_.next(); }
  // Uniform in [0, bound); bound > 0.
  std::uint64_t below(std::uint64_t bound) { return next() % bound; }
  bool chance(unsigned percent) { return below(100) < percent; }

 private:
  SplitMix64 source_;
};

// Shapes of 16-bit word data that stress the word codecs (RLEW, Carmack).
enum class WordPattern {
  kUniform,      // any word
  kTagDense,     // mostly the RLEW tag 0xABCD and words with high byte 0xA7 / 0xA8
  kLongRuns,     // runs of up to 70000 equal words (longer than one RLEW count)
  kCarmackTags,  // every word has high byte 0xA7 or 0xA8
  kMapLike,      // a small alphabet of tile codes with runs and repeated rows, like a map plane
  kRepeats,      // copies of earlier stretches, near and far
};
inline constexpr WordPattern kAllWordPatterns[] = {
    WordPattern::kUniform,     WordPattern::kTagDense, WordPattern::kLongRuns,
    WordPattern::kCarmackTags, WordPattern::kMapLike,  WordPattern::kRepeats};
const char* word_pattern_name(WordPattern pattern);

// `words` little-endian words (2 * words bytes) of the given shape.
Bytes random_words(Rng& rng, std::size_t words, WordPattern pattern);

// Shapes of byte data for the Huffman codec.
enum class BytePattern {
  kUniform,  // all 256 values equally likely
  kSkewed,   // geometric-like: a few values dominate, like picture and font data
  kSingle,   // one value only
  kTwo,      // two values
  kText,     // printable ASCII with spaces and newlines
};
inline constexpr BytePattern kAllBytePatterns[] = {BytePattern::kUniform, BytePattern::kSkewed,
                                                   BytePattern::kSingle, BytePattern::kTwo,
                                                   BytePattern::kText};
const char* byte_pattern_name(BytePattern pattern);

Bytes random_bytes(Rng& rng, std::size_t count, BytePattern pattern);

}  // namespace wolfsuite::testing
