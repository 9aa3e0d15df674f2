#pragma once
// Visibility rows of a BSP file (seed 004 4.4.5 "Visibility Lists"): per leaf, a bit array with
// one bit per other leaf, run-length coded, at the offset the leaf's vislist gives.
//
// Row (decoded): (visleafs + 7) / 8 bytes; bit b of byte i (b = 0 the lowest) says whether leaf
// 1 + 8 * i + b is visible. Leaf 0, the solid leaf, has no bit (seed 004: the loop starts at
// L = 1). visleafs is model 0's numleafs (the leaves of the world), which is the number of
// leaves minus one in a map without brush entities.
//
// Coding: a non-zero byte is eight bits of the row as they are; a zero byte is followed by a
// count byte, and the pair stands for `count` zero bytes of the row ("0 followed by the number
// of bytes in the set").
//
// IDs reported (offsets are file offsets: the lump's offset is passed in):
//   E-QUAKE-BSP-VIS-TRUNCATED  error    the lump ends before the row is complete (the engine
//                                       would read past the lump)
//   W-QUAKE-BSP-VIS-OVERRUN    finding  a run of zeros goes past the end of the row; the rest
//                                       of the run is dropped (the row is all the engine uses)
#include <cstddef>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

inline std::size_t vis_row_bytes(std::size_t visleafs) { return (visleafs + 7) / 8; }

// The row starting at `row_offset` of `visibility`.
Result<Bytes> decompress_vis_row(ByteSpan visibility, std::size_t row_offset, std::size_t row_bytes,
                                 Findings& findings, std::size_t lump_offset = 0);
// The coding of `row`: runs of zero bytes become (0, count) pairs of at most 255 each.
Bytes compress_vis_row(ByteSpan row);

// Whether bit `leaf - 1` of a decoded row is set (leaf 0 has no bit: false).
bool vis_row_has_leaf(ByteSpan row, std::size_t leaf);

}  // namespace wolfsuite
