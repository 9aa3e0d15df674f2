#pragma once
// Private to decoders/compress: the bulk writes of the fast RLEW and Carmack expanders. Callers
// have already proven every range in bounds (STYLE.md "Decoders and encoders"), so these only
// move bytes. Words are little-endian pairs of bytes in a byte buffer.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace wolfsuite::word_copy {

// Map planes are mostly runs and copies of a few words: below this, one two-byte move per word
// beats a library call (and reads whole words that earlier two-byte stores wrote, which the CPU
// forwards without stalling).
inline constexpr std::size_t kShortBytes = 16;

inline void store_word(std::span<std::uint8_t> out, std::size_t at, std::uint16_t value) {
  out[at] = static_cast<std::uint8_t>(value);
  out[at + 1] = static_cast<std::uint8_t>(value >> 8);
}

// Writes `value` into every word of `out` (an even number of bytes): an RLEW run.
inline void fill_words(std::span<std::uint8_t> out, std::uint16_t value) {
  const auto low = static_cast<std::uint8_t>(value);
  const auto high = static_cast<std::uint8_t>(value >> 8);
  const std::uint8_t pattern[8] = {low, high, low, high, low, high, low, high};
  std::size_t at = 0;
  if (out.size() > kShortBytes) {
    if (low == high) {
      std::fill(out.begin(), out.end(), low);
      return;
    }
    for (; at + sizeof pattern <= out.size(); at += sizeof pattern) {
      std::memcpy(&out[at], pattern, sizeof pattern);
    }
  }
  for (; at < out.size(); at += 2) std::memcpy(&out[at], pattern, 2);
}

// Copies `length` bytes (whole words) to out[at..] from `distance` bytes earlier, with the result
// of a word-by-word forward copy (seed 002: `*outptr++ = *copyptr++`), so a source that overlaps
// the destination repeats its first `distance` bytes. 0 < distance <= at; distance is even.
inline void copy_back(std::span<std::uint8_t> out, std::size_t at, std::size_t distance,
                      std::size_t length) {
  const std::size_t from = at - distance;
  if (length <= kShortBytes) {
    for (std::size_t i = 0; i < length; i += 2) std::memcpy(&out[at + i], &out[from + i], 2);
    return;
  }
  if (distance >= length) {
    std::copy_n(out.begin() + from, length, out.begin() + at);
    return;
  }
  // out[from..at) is one period of the pattern; everything written from `from` on repeats it,
  // so each pass may copy all of it and the period written doubles every pass.
  std::size_t done = 0;
  while (done < length) {
    const std::size_t chunk = std::min(length - done, at + done - from);
    std::copy_n(out.begin() + from, chunk, out.begin() + at + done);
    done += chunk;
  }
}

}  // namespace wolfsuite::word_copy
