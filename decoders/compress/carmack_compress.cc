// Carmack compression (carmack.h), made to choose the copies id's own compressor chose: on every
// map plane of the shareware sets our output is byte-identical to GAMEMAPS (map_plane_test.cc).
// The rules that reproduce it, found by trying the alternatives against those planes:
//   - the longest earlier match wins; among equally long ones the latest (nearest) wins;
//   - a match never reaches into the words it would produce (count <= back), so the expander's
//     overlapping copies are never used, though they would sometimes be shorter;
//   - near copy when at most 255 words back, else far copy, each only where shorter than writing
//     the words as literals (at least 2 words near, 3 far, fewer when literals need escapes).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kMaxCount = 0xFF;        // the count is the tag word's low byte
constexpr std::size_t kMaxNearBack = 0xFF;     // the near copy's one-byte distance
constexpr std::size_t kMaxFarSource = 0xFFFF;  // the far copy's uint16 word index
constexpr std::size_t kNearCopyBytes = 3;
constexpr std::size_t kFarCopyBytes = 4;
constexpr std::size_t kNoPosition = SIZE_MAX;
constexpr int kMaxHashBits = 16;

bool needs_escape(std::uint16_t word) {
  const auto high = static_cast<std::uint8_t>(word >> 8);
  return high == kCarmackNearTag || high == kCarmackFarTag;
}

std::size_t literal_bytes(std::uint16_t word) { return needs_escape(word) ? 3 : 2; }

struct Match {
  std::size_t length = 0;
  std::size_t from = 0;  // word index of the source
};

// Hash chains over word pairs: every match worth a copy is at least two words long, so only
// positions whose next two words are equal need to be looked at.
class MatchFinder {
 public:
  explicit MatchFinder(const std::vector<std::uint16_t>& words)
      : words_(words),
        // About one chain per position, so small inputs do not clear a large table.
        hash_bits_(std::clamp(static_cast<int>(std::bit_width(words.size())), 1, kMaxHashBits)),
        head_(std::size_t{1} << hash_bits_, kNoPosition),
        previous_(words.size(), kNoPosition) {}

  // Makes position `at` findable by later searches.
  void insert(std::size_t at) {
    if (at + 1 >= words_.size()) return;
    std::size_t& head = head_[hash(at)];
    previous_[at] = head;
    head = at;
  }

  // The longest match for the words at `at` among inserted positions, the latest on ties.
  Match longest(std::size_t at) const {
    Match best;
    if (at + 1 >= words_.size()) return best;
    const std::size_t most = std::min(kMaxCount, words_.size() - at);
    for (std::size_t from = head_[hash(at)]; from != kNoPosition; from = previous_[from]) {
      if (at - from > kMaxNearBack && from > kMaxFarSource) continue;  // no copy can name it
      const std::size_t limit = std::min(most, at - from);
      // Only a match longer than the best so far matters; most candidates differ at that word.
      if (limit <= best.length || words_[from + best.length] != words_[at + best.length]) continue;
      std::size_t length = 0;
      while (length < limit && words_[from + length] == words_[at + length]) ++length;
      if (length > best.length) best = {length, from};
      if (best.length == most) break;
    }
    return best;
  }

 private:
  std::size_t hash(std::size_t at) const {
    const std::uint32_t pair = (std::uint32_t{words_[at]} << 16) | words_[at + 1];
    return (pair * 0x9E3779B1u) >> (32 - hash_bits_);
  }

  const std::vector<std::uint16_t>& words_;
  int hash_bits_;
  std::vector<std::size_t> head_;
  std::vector<std::size_t> previous_;
};

}  // namespace

Result<Bytes> carmack_compress(ByteSpan plain) {
  if (plain.size() % 2 != 0) {
    return malformed(word_frame::kCarmackIds.odd_size, 0, "plain size is not whole words");
  }
  std::vector<std::uint16_t> words(plain.size() / 2);
  for (std::size_t i = 0; i < words.size(); ++i) words[i] = load_u16le(plain, 2 * i);
  MatchFinder finder(words);
  ByteWriter out;
  out.reserve(plain.size());
  std::size_t at = 0;
  while (at < words.size()) {
    const Match match = finder.longest(at);
    std::size_t literal_cost = 0;
    for (std::size_t i = 0; i < match.length; ++i) literal_cost += literal_bytes(words[at + i]);
    const bool near = at - match.from <= kMaxNearBack;
    std::size_t step = 1;
    if ((near ? kNearCopyBytes : kFarCopyBytes) < literal_cost) {
      const auto count = static_cast<std::uint16_t>(match.length);
      if (near) {
        out.u16(static_cast<std::uint16_t>((kCarmackNearTag << 8) | count));
        out.u8(static_cast<std::uint8_t>(at - match.from));
      } else {
        out.u16(static_cast<std::uint16_t>((kCarmackFarTag << 8) | count));
        out.u16(static_cast<std::uint16_t>(match.from));
      }
      step = match.length;
    } else if (needs_escape(words[at])) {
      // carmack.h: count 0 marks an escape, the low byte follows.
      out.u16(static_cast<std::uint16_t>(words[at] & 0xFF00));
      out.u8(static_cast<std::uint8_t>(words[at]));
    } else {
      out.u16(words[at]);
    }
    for (std::size_t i = 0; i < step; ++i) finder.insert(at + i);
    at += step;
  }
  return out.take();
}

Result<Bytes> carmack_compress_framed(ByteSpan plain) {
  return word_frame::compress_framed(plain, word_frame::kCarmackIds, carmack_compress);
}

}  // namespace wolfsuite
