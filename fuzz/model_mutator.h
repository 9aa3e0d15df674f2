#pragma once
// The common half of the structure-aware fuzz targets (wolf_*_structured_fuzzer.cc and
// wolf_set_fuzzer.cc): a random source for typed mutations, field writes into lumps we own, and
// the LLVMFuzzerCustomMutator driver.
//
// A structured mutation splits the input into its files (fuzz_inputs.h "files"), decodes them to
// the typed model, changes the model 1..3 times, encodes it with our encoders and joins the files
// again. Random bytes rarely get past a Huffman, Carmack or RLEW frame; a model re-encoded by our
// encoders always does, so the decoders' deep parsing (picture table against the pictures, sprite
// posts, map objects) sees hostile content inside well-formed containers. The driver falls back
// to libFuzzer's own byte-level mutation (LLVMFuzzerMutate) when the input does not decode, when
// the mutated model does not encode or does not fit max_size, and on one call in
// kByteLevelOneIn, so the containers themselves keep being mutated too.
//
// Everything random comes from the core's one seeded generator (SplitMix64) seeded with
// libFuzzer's seed and reduced with `%` (never a std::*_distribution, whose output differs
// between standard libraries), so a seed names the same mutation on every machine.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/bytes.h"
#include "decoders/core/split_mix64.h"
#include "fuzz/fuzz_inputs.h"

// libFuzzer's byte-level mutator. Weak: the replay builds link no libFuzzer and never call a
// custom mutator, so there the symbol stays null.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size)
    __attribute__((weak));

namespace wolfsuite::fuzz {

// One call in this many skips the model and mutates bytes: the containers' own checks (offset
// tables, frames, size fields) need inputs our encoders never write.
inline constexpr std::size_t kByteLevelOneIn = 8;
inline constexpr std::size_t kMaxTypedMutations = 3;
// How far one byte-level change of a lump may move bytes or grow it: small against every
// target's max_len, so a few rounds never push a seed past it.
inline constexpr std::size_t kMaxLumpEdit = 64;

class MutationRng {
 public:
  explicit MutationRng(unsigned seed) : source_(seed) {}

  // Uniform enough in [0, count) for fuzzing; 0 when count is 0.
  std::size_t below(std::size_t count) { return count == 0 ? 0 : source_.next() % count; }
  // In [low, high]; low when high < low.
  std::size_t in_range(std::size_t low, std::size_t high) {
    return high < low ? low : low + below(high - low + 1);
  }
  bool one_in(std::size_t n) { return below(n) == 0; }
  std::uint8_t byte() { return source_.byte(); }
  std::uint16_t word() { return source_.word(); }
  std::uint64_t wide() { return source_.next(); }

  template <typename T>
  T pick(std::initializer_list<T> choices) {
    return *(choices.begin() + static_cast<std::ptrdiff_t>(below(choices.size())));
  }
  // An index into a non-empty list of candidates.
  template <typename T>
  const T& pick_from(const std::vector<T>& candidates) {
    return candidates[below(candidates.size())];
  }

 private:
  SplitMix64 source_;
};

// Applies `mutate(model, rng)` 1..kMaxTypedMutations times: the typed half of every structured
// mutation.
template <typename Model, typename Mutate>
void apply_typed_mutations(Model& model, MutationRng& rng, Mutate mutate) {
  const std::size_t rounds = rng.in_range(1, kMaxTypedMutations);
  for (std::size_t i = 0; i < rounds; ++i) mutate(model, rng);
}

// A value for a 16-bit count, size, column or offset field: the boundaries the formats care
// about (0..4 headers, 32/64 sprite columns, 4096 pcm pages, 8192 demo buffer, signed and
// unsigned ends), `near` and its neighbours, or any word.
inline std::uint16_t interesting_word(MutationRng& rng, std::size_t near) {
  const auto around = static_cast<std::uint16_t>(near);
  switch (rng.below(4)) {
    case 0:
      return rng.pick<std::uint16_t>({0,    1,    2,    3,    4,      31,     32,     33,    63,
                                      64,   65,   127,  128,  129,    255,    256,    4095,  4096,
                                      4097, 8191, 8192, 8193, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF});
    case 1:
      return static_cast<std::uint16_t>(around + rng.in_range(0, 2) - 1);
    case 2:
      return static_cast<std::uint16_t>(rng.below(std::max<std::size_t>(near, 1) * 2 + 2));
    default:
      return rng.word();
  }
}

inline std::uint8_t interesting_byte(MutationRng& rng) {
  return rng.pick<std::uint8_t>(
      {0, 1, 2, 0x3F, 0x40, 0x63, 0x64, 0x65, 0x7F, 0x80, 0x9B, 0x9C, 0xFE, 0xFF, rng.byte()});
}

// Field writes into a lump being mutated; a field that does not fit the lump is left alone.
inline void put_u8(Bytes& lump, std::size_t at, std::uint8_t value) {
  if (at < lump.size()) lump[at] = value;
}
inline void put_u16(Bytes& lump, std::size_t at, std::uint16_t value) {
  if (at > lump.size() || lump.size() - at < 2) return;
  lump[at] = static_cast<std::uint8_t>(value);
  lump[at + 1] = static_cast<std::uint8_t>(value >> 8);
}
inline std::optional<std::uint16_t> get_u16(ByteSpan lump, std::size_t at) {
  if (at > lump.size() || lump.size() - at < 2) return std::nullopt;
  return load_u16le(lump, at);
}

inline Bytes random_bytes_of(MutationRng& rng, std::size_t count) {
  Bytes bytes(count);
  for (std::uint8_t& byte : bytes) byte = rng.byte();
  return bytes;
}

// One raw change inside a decoded lump (its frame is rebuilt by the encoder afterwards): a bit
// flip, a boundary byte or word, bytes inserted, erased, copied within the lump, or a cut. The
// lump grows by at most kMaxLumpEdit bytes and never past `max_bytes`.
inline void mutate_lump_bytes(Bytes& lump, MutationRng& rng, std::size_t max_bytes) {
  const std::size_t at = rng.below(lump.size() + 1);
  const std::size_t span = rng.in_range(1, kMaxLumpEdit);
  switch (rng.below(7)) {
    case 0:
      if (at < lump.size()) lump[at] ^= static_cast<std::uint8_t>(1u << rng.below(8));
      break;
    case 1:
      put_u8(lump, at, interesting_byte(rng));
      break;
    case 2:
      put_u16(lump, at, interesting_word(rng, lump.size()));
      break;
    case 3: {
      const std::size_t room = max_bytes > lump.size() ? max_bytes - lump.size() : 0;
      const Bytes inserted = random_bytes_of(rng, std::min(span, room));
      lump.insert(lump.begin() + static_cast<std::ptrdiff_t>(at), inserted.begin(), inserted.end());
      break;
    }
    case 4: {
      const std::size_t count = std::min(span, lump.size() - at);
      lump.erase(lump.begin() + static_cast<std::ptrdiff_t>(at),
                 lump.begin() + static_cast<std::ptrdiff_t>(at + count));
      break;
    }
    case 5: {
      if (lump.empty()) break;
      const std::size_t from = rng.below(lump.size());
      const std::size_t to = rng.below(lump.size());
      const std::size_t count = std::min({span, lump.size() - from, lump.size() - to});
      std::copy_n(lump.begin() + static_cast<std::ptrdiff_t>(from), count,
                  lump.begin() + static_cast<std::ptrdiff_t>(to));
      break;
    }
    default:
      lump.resize(at);
      break;
  }
}

// The driver of every LLVMFuzzerCustomMutator here. `mutate` gets the `file_count` files of the
// input and returns the mutated files, or nullopt when the input does not decode or the mutated
// model does not encode.
template <typename Mutate>
std::size_t mutate_structured(std::uint8_t* data, std::size_t size, std::size_t max_size,
                              unsigned seed, std::size_t file_count, Mutate mutate) {
  MutationRng rng(seed);
  if (!rng.one_in(kByteLevelOneIn)) {
    const auto files = split_files(ByteSpan(data, size), file_count);
    if (files) {
      const std::optional<std::vector<Bytes>> mutated = mutate(*files, rng);
      if (mutated) {
        const std::vector<ByteSpan> spans(mutated->begin(), mutated->end());
        const Bytes joined = join_files(spans);
        if (joined.size() <= max_size) {
          std::copy(joined.begin(), joined.end(), std::span<std::uint8_t>(data, max_size).begin());
          return joined.size();
        }
      }
    }
  }
  if (LLVMFuzzerMutate == nullptr) return size;
  return LLVMFuzzerMutate(data, size, max_size);
}

}  // namespace wolfsuite::fuzz
