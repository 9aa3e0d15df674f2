#pragma once
// VGAHEAD + VGAGRAPH containers (seed 001 "Vgahead", "Vgagraph").
//
// VGAHEAD
//   offset size    field     note
//   0      3 * n   offsets   file offset of each chunk in VGAGRAPH; 0xFFFFFF = sparse chunk.
//                            The last offset is the end of the last chunk.
// VGAGRAPH chunk (stored)
//   0      4       expanded  uint32 LE size after Huffman expansion (absent for the tile8 chunk)
//   4      ...     bits      Huffman stream (huffman.h) with VGADICT's dictionary
// Chunk 0 is the picture table (4 bytes per picture), 1 and 2 the fonts, 3.. the pictures, then
// the tile8 chunk at 3 + picture count (see tile8 notes in the catalogue).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::uint32_t kVgaheadSparse = 0xFFFFFF;

struct Vgahead {
  std::vector<std::uint32_t> offsets;  // one per chunk, plus the end offset
  std::size_t chunk_count() const { return offsets.empty() ? 0 : offsets.size() - 1; }
};

// E-VGAHEAD-SIZE when the size is not a multiple of 3.
Result<Vgahead> decode_vgahead(ByteSpan vgahead, Findings& findings, const Limits& limits = {});
// Stored bytes of chunk `index`: from its offset to the next non-sparse offset. Empty for a sparse
// chunk. E-VGAHEAD-RANGE when the range is outside VGAGRAPH or runs backwards.
Result<ByteSpan> vgagraph_chunk_stored(ByteSpan vgagraph, const Vgahead& head, std::size_t index);

}  // namespace wolfsuite
