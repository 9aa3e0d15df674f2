#pragma once
// Shared by the RLEW, Carmack and map plane tests: building streams word by word, comparing what
// two expanders returned, and damaging valid streams for the differential tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "decoders/core/byte_writer.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite::word_codec_testing {

// The largest expanded size a uint16 frame can declare in whole words (rlew.h, carmack.h).
inline constexpr std::size_t kMaxWords = 65534 / 2;

inline Bytes words(std::initializer_list<std::uint16_t> values) {
  ByteWriter writer;
  for (const std::uint16_t value : values) writer.u16(value);
  return writer.take();
}

// "ok, 8 bytes" or "E-RLEW-TRUNCATED at 4": what a test asserts about an outcome, readable when an
// EXPECT_EQ fails.
inline std::string outcome(const Result<Bytes>& result) {
  if (result.ok()) return "ok, " + std::to_string(result->size()) + " bytes";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

// Both expanders returned the same bytes, or failed with the same ID at the same offset.
inline ::testing::AssertionResult same_outcome(const Result<Bytes>& fast,
                                               const Result<Bytes>& literal) {
  if (fast.ok() != literal.ok() || (fast.ok() && *fast != *literal) ||
      (!fast.ok() &&
       (fast.error().id != literal.error().id || fast.error().offset != literal.error().offset))) {
    return ::testing::AssertionFailure()
           << "fast: " << outcome(fast) << ", literal: " << outcome(literal);
  }
  return ::testing::AssertionSuccess();
}

// A word count for a property case: mostly short, sometimes a few hundred, now and then up to the
// largest (the largest itself is a case of its own in every property test).
inline std::size_t random_word_count(testing::Rng& rng) {
  switch (rng.below(16)) {
    case 0:
      return static_cast<std::size_t>(rng.below(kMaxWords + 1));
    case 1:
    case 2:
    case 3:
      return static_cast<std::size_t>(rng.below(600));
    default:
      return static_cast<std::size_t>(rng.below(40));
  }
}

// A valid stream damaged one of the ways a broken file is: flipped bits, cut short, bytes
// overwritten, bytes inserted.
inline Bytes mutate(testing::Rng& rng, Bytes stream) {
  const auto random_byte = [&] { return static_cast<std::uint8_t>(rng.below(256)); };
  const std::size_t edits = 1 + rng.below(4);
  for (std::size_t edit = 0; edit < edits; ++edit) {
    const auto at = [&] { return static_cast<std::size_t>(rng.below(stream.size())); };
    switch (stream.empty() ? 3 : rng.below(4)) {
      case 0:
        stream[at()] ^= static_cast<std::uint8_t>(1u << rng.below(8));
        break;
      case 1:
        stream.resize(at());
        break;
      case 2:
        stream[at()] = random_byte();
        break;
      default:
        stream.insert(stream.begin() + static_cast<std::ptrdiff_t>(stream.empty() ? 0 : at()),
                      random_byte());
        break;
    }
  }
  return stream;
}

// The declared size a differential case expands to: usually the true one, sometimes a little
// more or less, odd, or above the limit.
inline std::size_t nearby_size(testing::Rng& rng, std::size_t true_size) {
  switch (rng.below(10)) {
    case 0:
      return true_size + 1;
    case 1:
      return true_size + 2 * rng.below(8);
    case 2:
      return true_size - std::min(true_size, 2 * rng.below(8));
    case 3:
      return 65536;
    default:
      return true_size;
  }
}

}  // namespace wolfsuite::word_codec_testing
