#pragma once
// A GAMEMAPS plane is compressed twice (seed 002 "Level Maps", seed 001 "Gamemaps"): RLEW first,
// then Carmack. On disk: [uint16 Carmack-expanded size][Carmack data]; the Carmack output is
// [uint16 RLEW-expanded size][RLEW data]; the RLEW output is the plane, one uint16 LE per tile.
#include <cstdint>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

// Carmack then RLEW, with the fast expanders. Errors are those of carmack.h / rlew.h; RLEW error
// offsets are relative to the Carmack output.
Result<Bytes> expand_map_plane(ByteSpan stored, std::uint16_t rlew_tag, const Limits& limits = {});
// The same with the literal expanders (the differential tests and benchmarks compare the two).
Result<Bytes> expand_map_plane_literal(ByteSpan stored, std::uint16_t rlew_tag,
                                       const Limits& limits = {});
// RLEW then Carmack, both framed: the bytes a GAMEMAPS file stores for `plane`.
Result<Bytes> compress_map_plane(ByteSpan plane, std::uint16_t rlew_tag);

}  // namespace wolfsuite
