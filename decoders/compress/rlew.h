#pragma once
// RLEW: run-length encoding of 16-bit little-endian words with a caller-given tag word
// (seed 002 "CA_RLEWexpand"; the tag is MAPHEAD's first word, usually 0xABCD, seed 001 "Maphead").
//
// Stream layout, word by word:
//   word != tag            one literal word
//   tag, count, value      `count` copies of `value` (count may be 0: nothing is written)
//
// Errors (byte offsets are relative to the start of `in`; for the *_framed calls, to the start of
// the framed input):
//   E-RLEW-ODD-SIZE     declared expanded size is odd                         offset 0
//   E-RLEW-SIZE-LIMIT   declared size above Limits::max_word_codec_output      offset 0
//   E-RLEW-TRUNCATED    input ends before the output is full (also a run cut
//                       after its tag or count, or a lone trailing byte)      offset of the word
//                                                                             that could not be
//                                                                             read
//   E-RLEW-RUN-OVERRUN  a run would write past the declared size (the
//                       engine's do/while loop would write past its buffer)   offset of the tag
//                       word
// Input after the output is full is ignored, as the engine ignores it.
#include <cstddef>
#include <cstdint>
#include <span>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::uint16_t kDefaultRlewTag = 0xABCD;

// Fast expander: validates each command once, then writes runs and literal stretches in bulk.
Result<Bytes> rlew_expand(ByteSpan in, std::size_t expanded_size, std::uint16_t tag,
                          const Limits& limits = {});
// The fast expander into a caller's buffer: the expanded size is `out.size()`, nothing outside
// `out` is written, and `out` is not initialised first (no allocation, no fill). Same errors as
// rlew_expand; after an error `out` holds whatever the commands before it wrote.
Status rlew_expand_into(ByteSpan in, std::uint16_t tag, std::span<std::uint8_t> out,
                        const Limits& limits = {});
// Literal expander: one word at a time, straight from seed 002, the simplest correct checks.
Result<Bytes> rlew_expand_literal(ByteSpan in, std::size_t expanded_size, std::uint16_t tag,
                                  const Limits& limits = {});

// The shortest valid stream: a run only where it shortens the output (4 or more equal words),
// and every tag word written as a run (of 1 or more), as id's own compressor does.
// E-RLEW-ODD-SIZE when `plain` has an odd size.
Result<Bytes> rlew_compress(ByteSpan plain, std::uint16_t tag);

// GAMEMAPS framing: a uint16 LE count of expanded bytes, then the stream.
Result<Bytes> rlew_expand_framed(ByteSpan framed, std::uint16_t tag, const Limits& limits = {});
// E-RLEW-ODD-SIZE, or E-RLEW-SIZE-LIMIT when `plain` does not fit the uint16 count.
Result<Bytes> rlew_compress_framed(ByteSpan plain, std::uint16_t tag);

}  // namespace wolfsuite
