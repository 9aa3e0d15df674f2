// The literal Carmack expander: seed 002 "CAL_CarmackExpand" one word at a time through
// ByteReader. It is the reference the fast expander (carmack.cc) is tested against.
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/word_codec_errors.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/byte_reader.h"

namespace wolfsuite {
Result<Bytes> carmack_expand_literal(ByteSpan in, std::size_t expanded_size, const Limits& limits) {
  WS_RETURN_IF_ERROR(
      word_frame::check_declared_size(expanded_size, limits, word_frame::kCarmackIds));
  ByteReader reader(in, word_frame::kCarmackIds.truncated);
  std::vector<std::uint16_t> words;
  words.reserve(
      word_frame::output_bound(expanded_size, in.size(), word_frame::kCarmackMaxBytesPerInputByte) /
      2);
  const std::size_t total_words = expanded_size / 2;
  while (words.size() < total_words) {
    const std::size_t command_offset = reader.position();
    const std::size_t words_left = total_words - words.size();
    auto word = reader.u16();
    if (!word) return word_codec_errors::carmack_truncated(in);
    const auto tag = static_cast<std::uint8_t>(*word >> 8);
    const std::size_t count = *word & 0xFF;
    if (tag != kCarmackNearTag && tag != kCarmackFarTag) {
      words.push_back(*word);
    } else if (count == 0) {
      // Escape: the tag byte itself as the high byte of a literal word.
      auto low = reader.u8();
      if (!low) return word_codec_errors::carmack_truncated(in);
      words.push_back(static_cast<std::uint16_t>(*word | *low));
    } else if (tag == kCarmackNearTag) {
      auto back = reader.u8();
      if (!back) return word_codec_errors::carmack_truncated(in);
      if (count > words_left)
        return word_codec_errors::carmack_overrun(command_offset, count, words_left);
      if (*back == 0 || *back > words.size()) {
        return word_codec_errors::carmack_near_offset(command_offset, *back, words.size());
      }
      std::size_t from = words.size() - *back;
      for (std::size_t i = 0; i < count; ++i) words.push_back(words[from++]);
    } else {
      auto at = reader.u16();
      if (!at) return word_codec_errors::carmack_truncated(in);
      if (count > words_left)
        return word_codec_errors::carmack_overrun(command_offset, count, words_left);
      if (*at >= words.size()) {
        return word_codec_errors::carmack_far_offset(command_offset, *at, words.size());
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
