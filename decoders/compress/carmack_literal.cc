// The literal Carmack expander: seed 002 "CAL_CarmackExpand" one word at a time through
// ByteReader. It is the reference the fast expander (carmack.cc) is tested against.
#include <string>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/byte_reader.h"

namespace wolfsuite {
namespace {

// carmack.h: a truncation names the first missing byte, and the input is contiguous, so that is
// always the end of the input.
Error truncated(ByteSpan in) {
  return malformed(word_frame::kCarmackIds.truncated, in.size(),
                   "stream ends before the output is full");
}

Error overrun(std::size_t command_offset, std::size_t count, std::size_t words_left) {
  return malformed("E-CARMACK-OVERRUN", command_offset,
                   "copy of " + std::to_string(count) + " words with " +
                       std::to_string(words_left) + " left to write");
}

}  // namespace

Result<Bytes> carmack_expand_literal(ByteSpan in, std::size_t expanded_size, const Limits& limits) {
  WS_RETURN_IF_ERROR(
      word_frame::check_declared_size(expanded_size, limits, word_frame::kCarmackIds));
  ByteReader reader(in, word_frame::kCarmackIds.truncated);
  std::vector<std::uint16_t> words;
  words.reserve(expanded_size / 2);
  const std::size_t total_words = expanded_size / 2;
  while (words.size() < total_words) {
    const std::size_t command_offset = reader.position();
    const std::size_t words_left = total_words - words.size();
    auto word = reader.u16();
    if (!word) return truncated(in);
    const auto tag = static_cast<std::uint8_t>(*word >> 8);
    const std::size_t count = *word & 0xFF;
    if (tag != kCarmackNearTag && tag != kCarmackFarTag) {
      words.push_back(*word);
    } else if (count == 0) {
      // Escape: the tag byte itself as the high byte of a literal word.
      auto low = reader.u8();
      if (!low) return truncated(in);
      words.push_back(static_cast<std::uint16_t>(*word | *low));
    } else if (tag == kCarmackNearTag) {
      auto back = reader.u8();
      if (!back) return truncated(in);
      if (count > words_left) return overrun(command_offset, count, words_left);
      if (*back == 0 || *back > words.size()) {
        return malformed("E-CARMACK-NEAR-OFFSET", command_offset,
                         "near copy from " + std::to_string(*back) + " words back with " +
                             std::to_string(words.size()) + " written");
      }
      std::size_t from = words.size() - *back;
      for (std::size_t i = 0; i < count; ++i) words.push_back(words[from++]);
    } else {
      auto at = reader.u16();
      if (!at) return truncated(in);
      if (count > words_left) return overrun(command_offset, count, words_left);
      if (*at >= words.size()) {
        return malformed("E-CARMACK-FAR-OFFSET", command_offset,
                         "far copy from word " + std::to_string(*at) + " with " +
                             std::to_string(words.size()) + " written");
      }
      std::size_t from = *at;
      for (std::size_t i = 0; i < count; ++i) words.push_back(words[from++]);
    }
  }
  Bytes out;
  out.reserve(expanded_size);
  for (const std::uint16_t word : words) {
    out.push_back(static_cast<std::uint8_t>(word));
    out.push_back(static_cast<std::uint8_t>(word >> 8));
  }
  return out;
}

}  // namespace wolfsuite
