// RLEW compression (rlew.h): each stretch of equal words becomes runs where a run is shorter than
// the words themselves, and a tag word always becomes a run, because a lone tag would be read as
// the start of one (seed 002 "CA_RLEWexpand").

#include "decoders/compress/rlew.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kMaxRunWords = 0xFFFF;  // the uint16 count
constexpr std::size_t kMinRunWords = 4;       // a run is 3 words, so it shortens only from 4 on

void write_run(ByteWriter& out, std::uint16_t tag, std::size_t count, std::uint16_t value) {
  out.u16(tag);
  out.u16(static_cast<std::uint16_t>(count));
  out.u16(value);
}

}  // namespace

Result<Bytes> rlew_compress(ByteSpan plain, std::uint16_t tag) {
  if (plain.size() % 2 != 0) {
    return malformed(word_frame::kRlewIds.odd_size, 0, "plain size is not whole words");
  }
  const std::size_t words = plain.size() / 2;
  ByteWriter out;
  out.reserve(plain.size());
  std::size_t at = 0;
  while (at < words) {
    const std::uint16_t value = load_u16le(plain, 2 * at);
    std::size_t length = 1;
    while (at + length < words && load_u16le(plain, 2 * (at + length)) == value) ++length;
    at += length;
    // Full runs first; the rest is one more run or, when short, plain words.
    for (; length >= kMaxRunWords; length -= kMaxRunWords) write_run(out, tag, kMaxRunWords, value);
    if (length >= kMinRunWords || (length > 0 && value == tag)) {
      write_run(out, tag, length, value);
    } else {
      for (std::size_t i = 0; i < length; ++i) out.u16(value);
    }
  }
  return out.take();
}

Result<Bytes> rlew_compress_framed(ByteSpan plain, std::uint16_t tag) {
  return word_frame::compress_framed(plain, word_frame::kRlewIds,
                                     [&](ByteSpan words) { return rlew_compress(words, tag); });
}

}  // namespace wolfsuite
