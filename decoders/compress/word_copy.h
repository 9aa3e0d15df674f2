#pragma once
// Private to decoders/compress: the bulk writes of the fast RLEW and Carmack expanders. Callers
// have already proven every range in bounds (STYLE.md "Decoders and encoders"), so these only
// move bytes. Words are little-endian pairs of bytes in a byte buffer.
//
// `room` is how many bytes of the output buffer may be written from `at` on: the exact bytes a
// command must write, plus whatever follows them. Where at least kSlackBytes more than the
// command's own bytes remain, a copy or run is written in whole 8-byte stores that may run past
// its end; the bytes past the end are inside the buffer and the following commands
// overwrite them before anything reads them (every read is from output already written, and the
// last command ends on the buffer's own bytes). With less room (the last few bytes of a buffer)
// every store is exact.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace wolfsuite::word_copy {

// The most a rounded-up store sequence writes past a command's last byte: a run fill's 16-byte
// step (two 8-byte stores) that starts two bytes before the run's end (lengths are whole words).
inline constexpr std::size_t kSlackBytes = 14;

inline std::uint64_t load_u64(std::span<const std::uint8_t> bytes, std::size_t at) {
  std::uint64_t value = 0;
  std::memcpy(&value, &bytes[at], sizeof value);
  return value;
}

inline void store_u64(std::span<std::uint8_t> out, std::size_t at, std::uint64_t value) {
  std::memcpy(&out[at], &value, sizeof value);
}

// One 16-bit load (g++ 12 does not merge byte_reader.h's two byte loads into one).
inline std::uint16_t load_word(std::span<const std::uint8_t> in, std::size_t at) {
  std::uint16_t value = 0;
  std::memcpy(&value, &in[at], sizeof value);
  if constexpr (std::endian::native == std::endian::big) value = __builtin_bswap16(value);
  return value;
}

inline void store_word(std::span<std::uint8_t> out, std::size_t at, std::uint16_t value) {
  if constexpr (std::endian::native == std::endian::big) value = __builtin_bswap16(value);
  std::memcpy(&out[at], &value, sizeof value);
}

// Writes `length` bytes (whole words) of `value` at out[at..]: an RLEW run. Wide stores of the
// word repeated, rounded up when `room` allows, else exact.
inline void fill_words(std::span<std::uint8_t> out, std::size_t at, std::size_t length,
                       std::size_t room, std::uint16_t value) {
  std::uint64_t pattern = std::uint64_t{value} * 0x0001'0001'0001'0001;
  if constexpr (std::endian::native == std::endian::big) pattern = __builtin_bswap64(pattern);
  std::size_t done = 0;
  if (length + kSlackBytes <= room) {
    // A run may be empty (rlew.h: count 0 writes nothing), so test before the first store.
    for (; done < length; done += 16) {
      store_u64(out, at + done, pattern);
      store_u64(out, at + done + 8, pattern);
    }
    return;
  }
  for (; done + 8 <= length; done += 8) store_u64(out, at + done, pattern);
  for (; done < length; done += 2) std::memcpy(&out[at + done], &pattern, 2);
}

// Copies `length` bytes (whole words) to out[at..] from `distance` bytes earlier, with the result
// of a word-by-word forward copy (seed 002: `*outptr++ = *copyptr++`), so a source that overlaps
// the destination repeats its first `distance` bytes. 0 < distance <= at; distance and length are
// even and length is not 0.
inline void copy_back(std::span<std::uint8_t> out, std::size_t at, std::size_t distance,
                      std::size_t length, std::size_t room) {
  const std::size_t from = at - distance;
  // Each 8-byte load ends at least `distance` >= 8 bytes before the store it feeds, so it reads
  // only bytes already written, as the word loop would have them (shipped planes: 98 % of
  // copies; 16-byte moves for distances of 16 or more measured no better, README.md).
  if (distance >= 8 && length + kSlackBytes <= room) {
    for (std::size_t done = 0; done < length; done += 8) {
      store_u64(out, at + done, load_u64(out, from + done));
    }
    return;
  }
  for (std::size_t i = 0; i < length; i += 2) std::memcpy(&out[at + i], &out[from + i], 2);
}

}  // namespace wolfsuite::word_copy
