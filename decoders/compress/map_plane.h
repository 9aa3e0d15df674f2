#pragma once
// A GAMEMAPS plane is compressed twice (seed 002 "Level Maps", seed 001 "Gamemaps"): RLEW first,
// then Carmack. On disk: [uint16 Carmack-expanded size][Carmack data]; the Carmack output is
// [uint16 RLEW-expanded size][RLEW data]; the RLEW output is the plane, one uint16 LE per tile.
#include <cstddef>
#include <cstdint>
#include <span>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

// Carmack then RLEW, with the fast expanders. Errors are those of carmack.h / rlew.h; RLEW error
// offsets are relative to the Carmack output.
Result<Bytes> expand_map_plane(ByteSpan stored, std::uint16_t rlew_tag, const Limits& limits = {});
// The same into a caller's buffers, for a port that loads level after level into buffers it
// keeps: the Carmack output goes to the start of `scratch`, the plane to the start of `plane`,
// neither is initialised first, and nothing outside them is written. Returns the plane's size
// (what its RLEW frame declares). Same errors as expand_map_plane, and a buffer smaller than its
// frame's declared size is a limit like Limits::max_word_codec_output: E-CARMACK-SIZE-LIMIT
// (scratch) or E-RLEW-SIZE-LIMIT (plane), at offset 0. Two buffers of kMaxMapPlaneBufferBytes
// always suffice.
inline constexpr std::size_t kMaxMapPlaneBufferBytes = 0xFFFE;  // the largest uint16 frame
Result<std::size_t> expand_map_plane_into(ByteSpan stored, std::uint16_t rlew_tag,
                                          std::span<std::uint8_t> scratch,
                                          std::span<std::uint8_t> plane, const Limits& limits = {});
// The same with the literal expanders (the differential tests and benchmarks compare the two).
Result<Bytes> expand_map_plane_literal(ByteSpan stored, std::uint16_t rlew_tag,
                                       const Limits& limits = {});
// RLEW then Carmack, both framed: the bytes a GAMEMAPS file stores for `plane`.
Result<Bytes> compress_map_plane(ByteSpan plane, std::uint16_t rlew_tag);

}  // namespace wolfsuite
