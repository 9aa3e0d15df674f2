#pragma once
// The miptex lump of a Quake BSP file (seed 004 4.3.6 "The Mip Textures"): a count, an offset
// per texture, and each texture's header followed by its pixels at four scales.
//
// Lump (offsets from the lump's start)
//   offset  size     field       note
//   0       4        numtex      int32, at most kMaxMiptex
//   4       4 * n    offset      int32 each, from the lump's start; -1: the texture is missing
//                                (the engine leaves the slot empty; faces using it get no
//                                texture)
//   ...     ...      textures    MIPTEX below, where the offsets say
//
// MIPTEX (40 bytes, then pixels; offsets from the MIPTEX's start)
//   0   16  name      NUL-padded ("orangestuff8", "*water0", "sky1", "+0button")
//   16  4   width     uint32, a non-zero multiple of 8 (seed 004)
//   20  4   height    uint32, a non-zero multiple of 8
//   24  4   offset1   uint32, to width * height palette indexes
//   28  4   offset2   uint32, to (width/2) * (height/2)
//   32  4   offset4   uint32, to (width/4) * (height/4)
//   36  4   offset8   uint32, to (width/8) * (height/8)
//
// The textures are kept with their four levels' pixels; MiptexLayout keeps where everything sat
// and the bytes in between, so a decoded lump re-encodes identically. Without a layout the
// encoder writes the canonical one: count, offsets, then each texture's header and levels back
// to back (what qbsp writes).
//
// Quake's palette (gfx/palette.lmp in pak0.pak) is not part of a BSP file and none is in our
// data, so converting to RGB takes the palette as a parameter; neutral_palette() is the stand-in
// default: a grey ramp, index i -> (i, i, i).
//
// IDs reported (offsets are file offsets: the lump's offset is passed in):
//   E-QUAKE-BSP-MIPTEX-RANGE   error  the count, an offset, a header or a level's pixels do not
//                                     lie inside the lump, or an offset is negative but not -1
//   E-QUAKE-BSP-MIPTEX-SIZE    error  a width or height that is 0 or not a multiple of 8
//   E-QUAKE-BSP-MIPTEX-LIMIT   limit  numtex above kMaxMiptex, or the textures' pixels add up to
//                                     more than kMaxMiptexPixelBytes (offsets may share bytes)
//   E-QUAKE-BSP-ENCODE         error  encode: a level's size is not the one width and height
//                                     give, or more than kMaxMiptex textures
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/quake/placed_bytes.h"

namespace wolfsuite {

inline constexpr std::size_t kMiptexHeaderBytes = 40;
inline constexpr std::size_t kMiptexNameBytes = 16;
inline constexpr std::size_t kMipLevels = 4;
// qbsp's MAX_MAP_TEXTURES is 512; eight times that leaves room for other compilers.
inline constexpr std::size_t kMaxMiptex = 4096;
// Offsets may point several textures at the same pixels, so the decoded pixels are capped on
// their own: 32 MiB is the pixels of 385 256x256 textures with their mip levels, several times
// what a large map embeds.
inline constexpr std::size_t kMaxMiptexPixelBytes = std::size_t{32} << 20;

struct Miptex {
  std::array<std::uint8_t, kMiptexNameBytes> name_field{};  // as stored
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::array<Bytes, kMipLevels> levels;  // level k: (width >> k) * (height >> k) indexes
  friend bool operator==(const Miptex&, const Miptex&) = default;
};

struct MiptexLayout {
  std::vector<std::int32_t> offsets;  // as stored, -1 for missing textures
  // Per texture present: offset1, offset2, offset4, offset8 as stored.
  std::vector<std::array<std::uint32_t, kMipLevels>> level_offsets;
  std::size_t lump_size = 0;
  std::vector<PlacedBytes> leftover;  // lump bytes no count, offset, header or level covers
  friend bool operator==(const MiptexLayout&, const MiptexLayout&) = default;
};

struct MiptexLump {
  std::vector<std::optional<Miptex>> textures;  // nullopt: offset -1
  std::optional<MiptexLayout> layout;
  friend bool operator==(const MiptexLump&, const MiptexLump&) = default;
};

// `lump_offset` is where the lump starts in the file (for error offsets). An empty lump is a
// map without textures.
Result<MiptexLump> decode_miptex_lump(ByteSpan lump, std::size_t lump_offset);
Result<Bytes> encode_miptex_lump(const MiptexLump& lump);

std::string miptex_name(const Miptex& miptex);
// A texture named `name` (the first 15 bytes kept) from its full-size pixels (width * height);
// level k takes every 2^k-th pixel of every 2^k-th row.
Miptex make_miptex(const std::string& name, std::uint32_t width, std::uint32_t height,
                   const Bytes& full);

struct Rgb {
  std::uint8_t r = 0;
  std::uint8_t g = 0;
  std::uint8_t b = 0;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};
using QuakePalette = std::array<Rgb, 256>;
QuakePalette neutral_palette();

// One mip level as an 8-bit indexed image (for PNG), and the same through a palette.
struct IndexedImage {
  std::string name;  // "<texture>_mip<k>"
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  Bytes indexes;  // width * height, row by row
};
std::vector<IndexedImage> miptex_images(const MiptexLump& lump);
std::vector<Rgb> to_rgb(const IndexedImage& image, const QuakePalette& palette);

}  // namespace wolfsuite
