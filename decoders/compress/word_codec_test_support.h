#pragma once
// Shared by the RLEW, Carmack and map plane tests: building streams word by word, comparing what
// two expanders returned, and damaging valid streams for the differential tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
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

// A caller's buffer for the expand_into calls (carmack.h, rlew.h, map_plane.h): `size` stale
// bytes (the calls must not rely on a cleared buffer) followed by guard bytes that must never
// change (nothing outside the buffer may be written, wide stores included).
class GuardedBuffer {
 public:
  explicit GuardedBuffer(std::size_t size) : size_(size), bytes_(size + kGuardBytes, kGuard) {
    std::fill_n(bytes_.begin(), size, kStale);
  }
  std::span<std::uint8_t> span() { return std::span(bytes_).first(size_); }
  Bytes first(std::size_t count) const {
    return Bytes(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(count));
  }
  bool guards_intact() const {
    return std::all_of(bytes_.begin() + static_cast<std::ptrdiff_t>(size_), bytes_.end(),
                       [](std::uint8_t byte) { return byte == kGuard; });
  }

 private:
  static constexpr std::size_t kGuardBytes = 32;
  static constexpr std::uint8_t kGuard = 0xEE;
  static constexpr std::uint8_t kStale = 0x5A;
  std::size_t size_;
  Bytes bytes_;
};

// What an expand_into call gives over a guarded buffer of exactly `size` bytes, as a Result<Bytes>
// that same_outcome can compare with the other expanders.
template <typename ExpandInto>
Result<Bytes> expanded_into_guarded(std::size_t size, ExpandInto expand_into) {
  GuardedBuffer buffer(size);
  const Status status = expand_into(buffer.span());
  EXPECT_TRUE(buffer.guards_intact()) << "expand_into wrote past its " << size << "-byte buffer";
  if (!status.ok()) return status.error();
  return buffer.first(size);
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
