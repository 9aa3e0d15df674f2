#pragma once
// VSWAP: wall textures, sprites and digitised sounds in one chunked file (seed 001 "VSWAP").
// Sprites: vswap_sprite.h. Sounds and the pcm table: vswap_sound.h.
//
// Header
//   offset        size     field         note
//   0             2        chunk_count   nch
//   2             2        sprite_start  so: first sprite chunk; chunks 0..so-1 are walls
//   4             2        sound_start   po: first sound chunk; the last chunk is the pcm table
//   6             4 * nch  offsets       file offset of each chunk
//   6 + 4 * nch   2 * nch  sizes         byte size of each chunk; 0 = sparse chunk, skipped (the
//                                        version never loads it; loading it crashes the engine)
//   6 + 6 * nch   ...      chunks
//
// id's layout (measured on every chunk of wl1 and sdm): chunks in index order, each non-sparse
// chunk at the first multiple of kVswapAlignment at or after the end of the one before (of the
// header for the first), zero bytes between, the file padded with zeros to a multiple of
// kVswapAlignment; a sparse chunk has offset 0. A file laid out this way decodes with
// stored_layout empty; any other file keeps its offsets and size there, so encode_vswap gives
// back every byte but the padding between chunks, which no reader of the format looks at.
//
// Wall chunk: 64 x 64 palette indices stored column by column (seed 001 "Wall textures": "they
// are stored as an array of coloumns"), byte x * 64 + y is column x, row y. The last 8 walls are
// door textures.
//
// Catalogue (E- stops decoding; seed 001 "VSWAP", "Wall textures"):
//   id                     kind     meaning
//   E-VSWAP-FILE-SIZE      limit    file over kMaxVswapFileBytes
//   E-VSWAP-TRUNCATED      error    file shorter than the 6-byte header or the offset and size
//                                   tables it announces
//   E-VSWAP-CHUNK-COUNT    limit    chunk count over kMaxVswapChunks
//   E-VSWAP-SECTIONS       error    sprite start after sound start, or sound start after the
//                                   chunk count
//   E-VSWAP-CHUNK-RANGE    error    a non-sparse chunk's offset + size is past the end of the file
//   E-VSWAP-CHUNK-TOTAL    limit    the chunk sizes add up to more than kMaxVswapChunkBytes
//   E-VSWAP-WALL-SIZE      error    a wall chunk is not 4096 bytes (the engine draws 4096 bytes)
//   E-VSWAP-ENCODE         error    encode_vswap / new_vswap: the model cannot be written as a
//                                   file that decodes back to it
// Sprite and sound IDs are listed in vswap_sprite.h and vswap_sound.h.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {

inline constexpr std::size_t kVswapHeaderBytes = 6;
inline constexpr std::size_t kVswapChunkEntryBytes = 6;  // offset u32 + size u16
inline constexpr std::size_t kVswapAlignment = 512;
inline constexpr std::size_t kMaxVswapChunkSize = 0xFFFF;  // sizes are 16-bit
// wl1 has 663 chunks, sdm 666. Six times that keeps the header under 24 KiB whatever the 16-bit
// field says.
inline constexpr std::size_t kMaxVswapChunks = 4096;
// The largest shipped VSWAP (wl6, sod) is about 1.5 MB. 32 MiB bounds both the file we accept and
// the copies of its chunks, whose sizes may add up to more than the file when chunks overlap.
inline constexpr std::size_t kMaxVswapFileBytes = 32u << 20;
inline constexpr std::size_t kMaxVswapChunkBytes = 32u << 20;

inline constexpr int kWallSide = 64;
inline constexpr std::size_t kWallBytes = 64 * 64;

// Where the chunks of a file not in id's layout sit.
struct VswapLayout {
  std::vector<std::uint32_t> offsets;  // one per chunk, as stored (sparse chunks too)
  std::uint32_t file_size = 0;
  friend bool operator==(const VswapLayout&, const VswapLayout&) = default;
};

struct Vswap {
  std::uint16_t sprite_start = 0;
  std::uint16_t sound_start = 0;
  std::vector<Bytes> chunks;  // chunk_count() chunks; an empty one is sparse
  // Empty for id's layout (header comment).
  std::optional<VswapLayout> stored_layout;

  std::size_t chunk_count() const { return chunks.size(); }
  bool sparse(std::size_t index) const { return chunks[index].empty(); }
  friend bool operator==(const Vswap&, const Vswap&) = default;
};

Result<Vswap> decode_vswap(ByteSpan vswap, Findings& findings);
// E-VSWAP-ENCODE for more than kMaxVswapChunks chunks, sections out of order, a chunk over 65535
// bytes, chunks over kMaxVswapChunkBytes, or a stored layout that does not hold the chunks (wrong
// count, a chunk past file_size, overlapping chunks that need different bytes, a file over
// kMaxVswapFileBytes).
Result<Bytes> encode_vswap(const Vswap& vswap);
// id's layout for these chunks.
VswapLayout vswap_id_layout(const std::vector<Bytes>& chunks);
// The chunks end to end after the header, no padding between them or after the last (sparse ones
// at offset 0). A page's stored size is then also the distance to the next page's offset, the
// size Wolf4SDL's page loader takes (it reads that distance, and pads a sprite or the last page
// to an even address): with chunks of even sizes both rules give every page the same bytes.
VswapLayout vswap_packed_layout(const std::vector<Bytes>& chunks);

struct Wall {
  std::array<std::uint8_t, kWallBytes> columns{};  // as stored: columns[x * 64 + y]
  friend bool operator==(const Wall&, const Wall&) = default;
};

Result<Wall> decode_wall(ByteSpan chunk, Findings& findings);
Bytes encode_wall(const Wall& wall);
// pixels[y * 64 + x], the texture as it appears on a wall.
std::array<std::uint8_t, kWallBytes> wall_pixels_row_major(const Wall& wall);
Wall wall_from_row_major(const std::array<std::uint8_t, kWallBytes>& pixels);

// Every chunk of a VSWAP, typed.
struct VswapContents {
  std::vector<std::optional<Wall>> walls;          // nullopt: sparse chunk
  std::vector<std::optional<SpriteLump>> sprites;  // nullopt: sparse chunk
  std::vector<DigitisedSound> sounds;              // in pcm table order
  friend bool operator==(const VswapContents&, const VswapContents&) = default;
};

// Walls, sprite lumps and sounds; an error names the chunk (offsets are inside that chunk, or in
// the pcm table for sounds).
Result<VswapContents> decode_vswap_contents(const Vswap& vswap, Findings& findings);
// The VSWAP id's tools would write for these contents: walls, sprites, then the sound chunks and
// table of encode_sounds, in id's layout. new_vswap(decode_vswap_contents(v)) == v for wl1 and sdm.
Result<Vswap> new_vswap(const VswapContents& contents);

}  // namespace wolfsuite
