#pragma once
// Private to decoders/compress: what RLEW and Carmack share, so both expanders of each codec (and
// map_plane.cc) check declared sizes and GAMEMAPS framing in one place (rlew.h, carmack.h).
//
// Framed stream (seed 002 "Level Maps")
//   offset size  field          note
//   0      2     expanded_size  uint16 LE count of expanded bytes
//   2      ...   stream         the codec's stream
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite::word_frame {

inline constexpr std::size_t kFrameBytes = 2;
inline constexpr std::size_t kMaxFramedSize = 0xFFFE;  // the largest even uint16 count

// The most output one input byte can give, over a whole command: an RLEW run (6 bytes) writes up
// to 65535 words, a Carmack near copy (3 bytes) up to 255 words; every other command gives less.
inline constexpr std::size_t kRlewMaxBytesPerInputByte = 2 * 0xFFFF / 6;   // 21845
inline constexpr std::size_t kCarmackMaxBytesPerInputByte = 2 * 0xFF / 3;  // 170

// What an expander allocates up front: the declared size, but never more than the input could
// fill, so even a caller that raises Limits::max_word_codec_output gets no allocation that the
// bytes present do not back. Output past this bound is unreachable: each command is read whole
// before it writes, so the stream runs out (an error) first.
inline std::size_t output_bound(std::size_t expanded_size, std::size_t in_size,
                                std::size_t max_bytes_per_input_byte) {
  return std::min(expanded_size, in_size * max_bytes_per_input_byte);
}

// What differs between the two codecs' size and truncation errors (rlew.h, carmack.h).
struct CodecIds {
  std::string_view odd_size;
  std::string_view size_limit;
  std::string_view truncated;
  // RLEW names the word that could not be read, Carmack the first missing byte (the input's end).
  bool truncation_at_end;
};
inline constexpr CodecIds kRlewIds{"E-RLEW-ODD-SIZE", "E-RLEW-SIZE-LIMIT", "E-RLEW-TRUNCATED",
                                   false};
inline constexpr CodecIds kCarmackIds{"E-CARMACK-ODD-SIZE", "E-CARMACK-SIZE-LIMIT",
                                      "E-CARMACK-TRUNCATED", true};

// Both codecs work in whole words and report size problems at offset 0, where a framed stream
// declares its size (rlew.h, carmack.h). An odd size is reported before an oversized one.
inline Status check_declared_size(std::size_t expanded_size, const Limits& limits,
                                  const CodecIds& ids) {
  if (expanded_size % 2 != 0) {
    return malformed(ids.odd_size, 0,
                     "expanded size " + std::to_string(expanded_size) + " is not whole words");
  }
  if (expanded_size > limits.max_word_codec_output) {
    return over_limit(ids.size_limit, 0,
                      "expanded size " + std::to_string(expanded_size) + " above the limit " +
                          std::to_string(limits.max_word_codec_output));
  }
  return {};
}

// The size a frame declares, checked: E-*-TRUNCATED when the frame is cut short, then the errors
// of check_declared_size.
inline Result<std::size_t> read_frame(ByteSpan framed, const Limits& limits, const CodecIds& ids) {
  ByteReader reader(framed, ids.truncated);
  auto expanded_size = reader.u16();
  if (!expanded_size.ok()) {
    return malformed(ids.truncated, ids.truncation_at_end ? framed.size() : 0,
                     "no room for the uint16 size frame");
  }
  WS_RETURN_IF_ERROR(check_declared_size(*expanded_size, limits, ids));
  return std::size_t{*expanded_size};
}

// An error of the stream behind a frame, with its offset counted from the frame's start.
inline Error past_frame(Error error) {
  error.offset += kFrameBytes;
  return error;
}

// Reads the frame, checks its size, then runs `expand(stream, expanded_size)` and moves the
// stream's error offsets past the frame.
template <typename Expand>
Result<Bytes> expand_framed(ByteSpan framed, const Limits& limits, const CodecIds& ids,
                            Expand&& expand) {
  WS_ASSIGN_OR_RETURN(const std::size_t expanded_size, read_frame(framed, limits, ids));
  Result<Bytes> result = std::forward<Expand>(expand)(framed.subspan(kFrameBytes), expanded_size);
  if (result.ok()) return result;
  return past_frame(result.error());
}

// Prefixes a compressed stream with the size of `plain`; the size must fit the uint16 frame.
template <typename Compress>
Result<Bytes> compress_framed(ByteSpan plain, const CodecIds& ids, Compress&& compress) {
  if (plain.size() % 2 != 0) {
    return malformed(ids.odd_size, 0,
                     "plain size " + std::to_string(plain.size()) + " is not whole words");
  }
  if (plain.size() > kMaxFramedSize) {
    return over_limit(ids.size_limit, 0,
                      "plain size " + std::to_string(plain.size()) + " does not fit the frame");
  }
  WS_ASSIGN_OR_RETURN(Bytes stream, std::forward<Compress>(compress)(plain));
  ByteWriter writer;
  writer.reserve(kFrameBytes + stream.size());
  writer.u16(static_cast<std::uint16_t>(plain.size()));
  writer.bytes(stream);
  return writer.take();
}

}  // namespace wolfsuite::word_frame
