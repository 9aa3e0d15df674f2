#pragma once
// Carmack compression of 16-bit little-endian words (seed 002 "CAL_CarmackExpand").
//
// Each step reads one word `w`:
//   high byte 0xA7 (near tag), low byte count != 0: one more byte `back`; copy `count` words
//       starting `back` words before the current output position.
//   high byte 0xA8 (far tag),  low byte count != 0: one more word `at`; copy `count` words
//       starting at word `at` of the output.
//   high byte 0xA7 or 0xA8, count == 0 (escape): one more byte `low`; write the literal word
//       (tag << 8) | low.
//   anything else: write `w`.
// Copies run word by word, so a source range may overlap the words being written (a near copy
// with count > back repeats a pattern), exactly as the engine's loop does.
//
// Errors (byte offsets relative to the start of `in`; for the *_framed calls, of the framed
// input). Checks happen in this order for each command: truncation, overrun, offset.
//   E-CARMACK-ODD-SIZE     declared expanded size is odd                       offset 0
//   E-CARMACK-SIZE-LIMIT   declared size above Limits::max_word_codec_output    offset 0
//   E-CARMACK-TRUNCATED    input ends before the output is full (also inside a
//                          command)                                           offset of the first
//                                                                             byte that is missing
//   E-CARMACK-OVERRUN      count is more than the words left to write (the
//                          engine's unsigned length would wrap)               offset of the command
//   E-CARMACK-NEAR-OFFSET  back == 0 or back > words written so far (a copy
//                          from before the output start, or from itself)      offset of the command
//   E-CARMACK-FAR-OFFSET   at >= words written so far (a copy from output not
//                          yet written)                                       offset of the command
// Input after the output is full is ignored, as the engine ignores it.
#include <cstddef>
#include <cstdint>
#include <span>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::uint8_t kCarmackNearTag = 0xA7;
inline constexpr std::uint8_t kCarmackFarTag = 0xA8;

Result<Bytes> carmack_expand(ByteSpan in, std::size_t expanded_size, const Limits& limits = {});
// The fast expander into a caller's buffer: the expanded size is `out.size()`, nothing outside
// `out` is written, and `out` is not initialised first, so a caller that reuses one buffer pays
// for no allocation and no fill. Same errors as carmack_expand; after an error `out` holds
// whatever the commands before it wrote.
Status carmack_expand_into(ByteSpan in, std::span<std::uint8_t> out, const Limits& limits = {});
Result<Bytes> carmack_expand_literal(ByteSpan in, std::size_t expanded_size,
                                     const Limits& limits = {});

// Finds earlier matches (hash chains over word pairs) and emits near copies when the match is at
// most 255 words back, far copies otherwise, only where a copy is shorter than the literals;
// literal words with a tag high byte are escaped. E-CARMACK-ODD-SIZE for an odd-sized input.
Result<Bytes> carmack_compress(ByteSpan plain);

// GAMEMAPS framing: a uint16 LE count of expanded bytes, then the stream.
Result<Bytes> carmack_expand_framed(ByteSpan framed, const Limits& limits = {});
Result<Bytes> carmack_compress_framed(ByteSpan plain);

}  // namespace wolfsuite
