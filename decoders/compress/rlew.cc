// The fast RLEW expander. Each step proves one command in bounds (the same checks, in the same
// order, as the literal expander in rlew_literal.cc), then writes its word or its whole run at
// once (word_copy.h: wide stores where the buffer has room after the run).
#include "decoders/compress/rlew.h"

#include "decoders/compress/word_codec_errors.h"
#include "decoders/compress/word_copy.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/error.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kWordBytes = 2;
constexpr std::size_t kRunBytes = 6;  // tag, count, value (rlew.h)

// Expands `in` to `expanded_size` bytes in `dest`, which holds at least
// word_frame::output_bound(expanded_size, in.size(), kRlewMaxBytesPerInputByte) bytes. Every
// command is read whole and checked against expanded_size before it writes, and none writes more
// than kRlewMaxBytesPerInputByte per byte it reads, so `written` never passes that bound;
// word_copy may use the rest of `dest` as slack.
Status expand_commands(ByteSpan in, std::size_t expanded_size, std::uint16_t tag,
                       std::span<std::uint8_t> dest) {
  std::size_t written = 0;
  std::size_t read = 0;
  while (written < expanded_size) {
    const std::size_t available = in.size() - read;
    if (available >= kWordBytes && word_copy::load_word(in, read) != tag) {
      word_copy::store_word(dest, written, word_copy::load_word(in, read));
      written += kWordBytes;
      read += kWordBytes;
      continue;
    }
    // A truncation names the first of the word (or tag, count, value) that is not all there.
    if (available < kRunBytes) {
      return malformed(word_frame::kRlewIds.truncated, read + available / kWordBytes * kWordBytes,
                       "stream ends before the output is full");
    }
    const std::size_t count = word_copy::load_word(in, read + 2);
    const std::size_t words_left = (expanded_size - written) / kWordBytes;
    if (count > words_left) {
      return word_codec_errors::rlew_run_overrun(read, count, words_left);
    }
    word_copy::fill_words(dest, written, kWordBytes * count, dest.size() - written,
                          word_copy::load_word(in, read + 4));
    written += kWordBytes * count;
    read += kRunBytes;
  }
  return {};
}

}  // namespace

Result<Bytes> rlew_expand(ByteSpan in, std::size_t expanded_size, std::uint16_t tag,
                          const Limits& limits) {
  WS_RETURN_IF_ERROR(word_frame::check_declared_size(expanded_size, limits, word_frame::kRlewIds));
  Bytes out(
      word_frame::output_bound(expanded_size, in.size(), word_frame::kRlewMaxBytesPerInputByte));
  WS_RETURN_IF_ERROR(expand_commands(in, expanded_size, tag, out));
  return out;
}

Status rlew_expand_into(ByteSpan in, std::uint16_t tag, std::span<std::uint8_t> out,
                        const Limits& limits) {
  WS_RETURN_IF_ERROR(word_frame::check_declared_size(out.size(), limits, word_frame::kRlewIds));
  return expand_commands(in, out.size(), tag, out);
}

Result<Bytes> rlew_expand_framed(ByteSpan framed, std::uint16_t tag, const Limits& limits) {
  return word_frame::expand_framed(
      framed, limits, word_frame::kRlewIds,
      [&](ByteSpan stream, std::size_t size) { return rlew_expand(stream, size, tag, limits); });
}

}  // namespace wolfsuite
