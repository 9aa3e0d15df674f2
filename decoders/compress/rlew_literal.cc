// The literal RLEW expander: seed 002 "CA_RLEWexpand" one word at a time through ByteReader. It is
// the reference the fast expander (rlew.cc) is tested against, so it stays this plain.

#include "decoders/compress/rlew.h"
#include "decoders/compress/word_codec_errors.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/byte_reader.h"

namespace wolfsuite {

Result<Bytes> rlew_expand_literal(ByteSpan in, std::size_t expanded_size, std::uint16_t tag,
                                  const Limits& limits) {
  WS_RETURN_IF_ERROR(word_frame::check_declared_size(expanded_size, limits, word_frame::kRlewIds));
  ByteReader reader(in, word_frame::kRlewIds.truncated);
  Bytes out;
  out.reserve(
      word_frame::output_bound(expanded_size, in.size(), word_frame::kRlewMaxBytesPerInputByte));
  std::size_t words_left = expanded_size / 2;
  // The engine's do/while would write one word into a zero-sized buffer; an empty output is full
  // before the first word, so nothing is read (rlew.h: input after a full output is ignored).
  while (words_left > 0) {
    const std::size_t command_offset = reader.position();
    WS_ASSIGN_OR_RETURN(const std::uint16_t word, reader.u16());
    std::uint16_t value = word;
    std::size_t count = 1;
    if (word == tag) {
      WS_ASSIGN_OR_RETURN(count, reader.u16());
      WS_ASSIGN_OR_RETURN(value, reader.u16());
      if (count > words_left) {
        return word_codec_errors::rlew_run_overrun(command_offset, count, words_left);
      }
    }
    for (std::size_t i = 0; i < count; ++i) {
      out.push_back(static_cast<std::uint8_t>(value));
      out.push_back(static_cast<std::uint8_t>(value >> 8));
    }
    words_left -= count;
  }
  return out;
}

}  // namespace wolfsuite
