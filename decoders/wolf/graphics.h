#pragma once
// VGAHEAD + VGADICT + VGAGRAPH (seed 001 "Vgahead", "Vgadict", "Vgagraph"): the containers, and
// the whole set decoded to a model that re-encodes to the same three files.
//
// VGAHEAD
//   offset size    field     note
//   0      3 * n   offsets   file offset of each chunk in VGAGRAPH; 0xFFFFFF = sparse chunk.
//                            The last offset is the end of the last chunk.
// VGADICT
//   0      1024    nodes     the Huffman dictionary (huffman.h)
// VGAGRAPH chunk (stored, from its offset to the next offset that is not sparse)
//   0      4       expanded  uint32 LE size after Huffman expansion (absent for the tile8 chunk)
//   4      ...     bits      Huffman stream (huffman.h) with VGADICT's dictionary
//   ...    ...     trailing  bytes after the last byte holding code bits (see below)
//
// Chunk kinds, by position (the engine's chunk numbers are compiled in; the picture table's size
// gives the picture count np, seed 001 "Vgagraph"):
//   0                picture table        1, 2         fonts (exactly two)
//   3 .. 3 + np - 1  pictures             3 + np       tile8
//   after tile8      by content (graphics_chunks.h, classify_misc_chunk): screens, palettes and
//                    text, then the demos, then the "end" chunks (seed 001 "Screens and demos")
//   any              sparse when its offset is 0xFFFFFF
//
// Trailing bytes, measured on the wl1 and sdm sets: re-encoding each chunk's expanded bytes with
// the shipped VGADICT reproduces its code bits (the last byte padded with zero bits). The original
// tool (IGRAB) then wrote
//   - one 0x00 byte when the code bits end on a byte boundary (it writes bits / 8 + 1 bytes): 24
//     chunks of wl1 and 23 of sdm; one sdm chunk (78, a 64000-byte picture) ends on a boundary
//     without it;
//   - the four bytes "!ID!" after the last chunk of the picture table, font and picture groups
//     (chunks 0, 2 and 146 of wl1; 0, 2 and 127 of sdm).
// Decoding keeps whatever follows the code bits in GraphicsChunk::trailing, so both files
// re-encode byte for byte; new_graphics writes them by the IGRAB rule (igrab_trailing).
//
// Golden manifest: `vgagraph/chunk/<n>` is manifest_chunk_bytes(graphics, n): the expanded bytes
// without the size prefix. For the tile8 chunk these are the bytes the engine's expansion gives
// inside the lump (Tile8Lump::expanded: 2242 bytes in wl1, 2240 in sdm, of the 4608 it asks
// for); sparse chunks have no entry.
//
// ID                           kind     seed section       meaning
// E-VGAHEAD-SIZE               error    Vgahead            size not a multiple of 3, or empty
// E-VGAHEAD-COUNT              error    Vgahead            over kMaxVgaheadOffsets (kLimit)
// E-VGAHEAD-RANGE              error    Vgahead            an offset runs backwards or past
//                                                          VGAGRAPH, or the end is sparse
// E-VGAHEAD-OFFSET-LIMIT       error    Vgahead            encode: VGAGRAPH outgrows 24 bits
// E-HUFFMAN-*                  error    Vgadict            VGADICT size and chunk streams
//                                                          (huffman.h); E-HUFFMAN-SIZE-LIMIT
//                                                          (kLimit): a declared size above
//                                                          Limits::max_huffman_output
// E-VGAGRAPH-PICTABLE-MISSING  error    Vgagraph           no chunk 0, or chunk 0 is sparse
// E-VGAGRAPH-FONT-COUNT        error    Fonts              chunks 1 and 2 are not both fonts
//                                                          (missing or sparse): exactly two
// E-VGAGRAPH-PICTURE-COUNT     error    Pictures           the picture table names more
//                                                          pictures than the chunks after the
//                                                          fonts
// W-VGAGRAPH-SPARSE            finding  Vgahead            a sparse chunk: never loadable
// W-VGAGRAPH-CODE-BITS         finding  Vgadict            re-encoding gives other code bits
//                                                          (pad bits set, or two codes for a
//                                                          byte): the model round-trips, the
//                                                          file not byte for byte
// W-VGAGRAPH-UNREFERENCED      finding  Vgahead            VGAGRAPH bytes before the first
//                                                          chunk or after the end (kept)
// W-VGAGRAPH-DEMO-COUNT        finding  Screens and demos  demo chunks other than the hint
// Offsets: E-VGAHEAD-*, E-VGAGRAPH-PICTABLE-MISSING, E-VGAGRAPH-FONT-COUNT and W-VGAGRAPH-SPARSE
// name a byte of VGAHEAD (3 * chunk), E-HUFFMAN-DICT-SIZE one of VGADICT, the rest a byte of
// VGAGRAPH. Errors and findings of the typed lumps (graphics_chunks.h) are reported at the
// chunk's offset in VGAGRAPH, the message naming the chunk and the byte in the expanded lump.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "decoders/compress/huffman.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"
#include "decoders/wolf/graphics_chunks.h"

namespace wolfsuite {

inline constexpr std::uint32_t kVgaheadSparse = 0xFFFFFF;
// The engine numbers chunks with 16-bit ints; shipped sets have 133..558 chunks.
inline constexpr std::size_t kMaxVgaheadOffsets = 0x10000;

struct Vgahead {
  std::vector<std::uint32_t> offsets;  // one per chunk, plus the end offset
  std::size_t chunk_count() const { return offsets.empty() ? 0 : offsets.size() - 1; }
};

// E-VGAHEAD-SIZE when the size is not a multiple of 3, E-VGAHEAD-COUNT above the cap.
Result<Vgahead> decode_vgahead(ByteSpan vgahead, Findings& findings);
// E-VGAHEAD-OFFSET-LIMIT for an offset above 0xFFFFFF.
Result<Bytes> encode_vgahead(const Vgahead& head);
// Stored bytes of chunk `index`: from its offset to the next non-sparse offset. Empty for a sparse
// chunk. E-VGAHEAD-RANGE when the range is outside VGAGRAPH or runs backwards.
Result<ByteSpan> vgagraph_chunk_stored(ByteSpan vgagraph, const Vgahead& head, std::size_t index);

struct GraphicsFiles {
  ByteSpan vgahead;
  ByteSpan vgadict;
  ByteSpan vgagraph;
};

struct EncodedGraphicsFiles {
  Bytes vgahead;
  Bytes vgadict;
  Bytes vgagraph;
  friend bool operator==(const EncodedGraphicsFiles&, const EncodedGraphicsFiles&) = default;
};

struct GraphicsChunk {
  GraphicsChunkKind kind = GraphicsChunkKind::kRaw;
  // After Huffman expansion, without the size prefix; typed by the decode_X of graphics_chunks.h.
  // Tile8: Tile8Lump::expanded. Sparse: empty.
  Bytes expanded;
  Bytes trailing;  // stored bytes after the code bits (see the top); empty for tile8 and sparse
  Bytes stored;    // tile8 only: the lump as stored (Tile8Lump::stored), written back as is
  friend bool operator==(const GraphicsChunk&, const GraphicsChunk&) = default;
};

struct Graphics {
  HuffmanDict dict;
  std::vector<GraphicsChunk> chunks;  // one per VGAHEAD offset but the end offset
  Bytes before_first_chunk;           // VGAGRAPH bytes no chunk covers (none in shipped sets)
  Bytes after_end;
  friend bool operator==(const Graphics&, const Graphics&) = default;
};

// `demo_count_hint`: the demos the game version has (version.h), checked against the demo chunks
// found; nullopt when the version is unknown.
Result<Graphics> decode_graphics(const GraphicsFiles& files, std::optional<int> demo_count_hint,
                                 Findings& findings, const Limits& limits = {});
// E-HUFFMAN-NO-CODE when a byte has no code in the dictionary, E-VGAHEAD-OFFSET-LIMIT when
// VGAGRAPH outgrows 24-bit offsets.
Result<EncodedGraphicsFiles> encode_graphics(const Graphics& graphics);

// The bytes the golden manifest hashes as `vgagraph/chunk/<n>` (see the top); nullopt for a
// sparse chunk or an index past the end.
std::optional<ByteSpan> manifest_chunk_bytes(const Graphics& graphics, std::size_t chunk);
std::optional<std::size_t> tile8_chunk_index(const Graphics& graphics);
// The demo chunks in chunk order: demo K of the game is the K-th (the engine's T_DEMO0..).
std::vector<std::size_t> demo_chunk_indices(const Graphics& graphics);

// --- Building a set from typed lumps ---------------------------------------------------------

// A lump after tile8: a typed one, or bytes kept as they are (text, anything else).
using MiscLump = std::variant<Screen, Palette, Demo, Bytes>;

struct GraphicsLumps {
  std::array<Font, kFontCount> fonts;
  std::vector<Picture> pictures;  // the picture table is made from their sizes
  Bytes tiles;                    // tile8: 64 bytes per tile
  std::vector<MiscLump> misc;
};

// IGRAB's bytes after a chunk's code bits: 0x00 when `code_bits` is a multiple of 8, then "!ID!"
// when the chunk ends its group (picture table, last font, last picture).
Bytes igrab_trailing(std::uint64_t code_bits, bool ends_group);

// A set as IGRAB would write it: the dictionary built from the counts of every lump's bytes
// (huffman_build_dict), trailing bytes by igrab_trailing, kinds as decode_graphics gives them,
// so decode_graphics(encode_graphics(g)) == g. Errors of the encode_X functions pass through.
Result<Graphics> new_graphics(const GraphicsLumps& lumps);

}  // namespace wolfsuite
