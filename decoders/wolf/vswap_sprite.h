#pragma once
// Sprite lumps of VSWAP: the chunks from the sprite start to the sound start (seed 001 "Sprites").
//
// Sprite lump (offsets from the start of the lump)
//   offset          size            field           note
//   0               2               left (lx)       leftmost visible column, 0..63
//   2               2               right (rx)      rightmost visible column; the seed restricts
//                                                   it to 32..63 and requires lx <= rx
//   4               2 * (rx-lx+1)   column_offsets  lump offset of each column's command list
//   4 + 2*(rx-lx+1) ...             pixel data      every post's palette indices, in column and
//                                                   post order, then one zero byte to an even
//                                                   offset (id's layout, measured on wl1 + sdm)
//   ...             ...             command lists   one per column, in column order:
//     +0            2               end_x2          post end row * 2 (exclusive); 0 ends the list
//     +2            2               pixel_offset    "po": row y of the post is lump byte po + y,
//                                                   in 16-bit arithmetic (real lumps store
//                                                   "negative" po values that wrap)
//     +4            2               start_x2        post start row * 2
//
// The typed model keeps every stored value, so encode_sprite_lump(decode_sprite_lump(lump)) gives
// the lump back: exactly for id's layout (every lump of wl1 and sdm), and for other layouts up to
// the bytes between command lists, which the engine never reads as commands.
//
// Catalogue (E- stops decoding, W- is a quirk the engine tolerates; seed 001 "Sprites"):
//   id                                   kind     meaning
//   E-VSWAP-SPRITE-TRUNCATED             error    lump shorter than lx, rx and the column offsets
//   E-VSWAP-SPRITE-BOUNDS                error    rx > 63 or lx > rx: no 64-column sprite
//   W-VSWAP-SPRITE-LEFT-GE-32            finding  lx >= 32: the DOS binaries read past the lump
//                                                 and shift the sprite; we draw columns lx..rx
//                                                 from the offsets the lump has
//   W-VSWAP-SPRITE-RIGHT-LT-32           finding  rx < 32, outside the seed's 32..63
//   E-VSWAP-SPRITE-COLUMN-RANGE          error    a column offset leaves no room for the
//                                                 terminating word inside the lump
//   E-VSWAP-SPRITE-COMMANDS-TRUNCATED    error    a command list runs off the end of the lump
//   E-VSWAP-SPRITE-POSTS                 limit    more than kMaxSpritePostsPerColumn posts
//   E-VSWAP-SPRITE-POST-ODD              error    end_x2 or start_x2 odd: they index word tables
//   E-VSWAP-SPRITE-POST-RANGE            error    post end past row 64 or start after end
//   E-VSWAP-SPRITE-PIXEL-RANGE           error    a post's pixel byte po + y is outside the lump:
//                                                 the engine would draw whatever memory follows
//   E-VSWAP-SPRITE-ENCODE                error    encode_sprite_lump: the model cannot be written
//                                                 as a lump that decodes back to it
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

inline constexpr int kSpriteSide = 64;
inline constexpr std::size_t kSpritePixels = 64 * 64;
// Golden form: 64x64 palette indices, then 64x64 alpha, both row-major.
inline constexpr std::size_t kSpriteGoldenBytes = 2 * kSpritePixels;
inline constexpr std::uint8_t kSpriteOpaque = 255;
// A 64-row column holds at most 32 separate runs of visible pixels, so id's tool never writes
// more than 32 posts; 64 leaves room for empty or overlapping posts while bounding what a list
// can make us store. Real lumps have at most 9 (wl1, sdm).
inline constexpr std::size_t kMaxSpritePostsPerColumn = 64;

// One command of a column's list, with the stored values.
struct SpritePost {
  std::uint16_t end_x2 = 0;
  std::uint16_t pixel_offset = 0;
  std::uint16_t start_x2 = 0;

  int start_row() const { return start_x2 / 2; }
  int end_row() const { return end_x2 / 2; }
  friend bool operator==(const SpritePost&, const SpritePost&) = default;
};

struct SpriteColumn {
  std::vector<SpritePost> posts;  // without the terminating zero word
  friend bool operator==(const SpriteColumn&, const SpriteColumn&) = default;
};

// A lump exactly as stored.
struct SpriteLump {
  std::uint16_t left = 0;
  std::uint16_t right = 0;
  std::vector<std::uint16_t> column_offsets;  // rx - lx + 1, as stored
  std::vector<SpriteColumn> columns;          // the list read at each column offset
  // Bytes from the end of the column offsets to the first command list (empty when a list starts
  // inside the offsets): in id's layout the posts' pixels and the zero to an even offset.
  Bytes pixel_data;
  // Bytes after the last command list (empty in id's layout).
  Bytes tail;

  friend bool operator==(const SpriteLump&, const SpriteLump&) = default;
};

// The drawn sprite, row-major: pixels[y * 64 + x]. Transparent pixels have index 0 and alpha 0;
// drawn pixels alpha kSpriteOpaque.
struct SpriteImage {
  std::array<std::uint8_t, kSpritePixels> pixels{};
  std::array<std::uint8_t, kSpritePixels> alpha{};

  friend bool operator==(const SpriteImage&, const SpriteImage&) = default;
};

Result<SpriteLump> decode_sprite_lump(ByteSpan lump, Findings& findings);
// Header, pixel data, the command lists at their stored offsets (bytes between lists are zero),
// then the tail. E-VSWAP-SPRITE-ENCODE when the counts disagree, a post has end_x2 0 (it would
// end the list), the pixel data does not end where the first list starts, or two parts of the
// lump need different bytes at one offset. Bounds and post values are written as they are, so
// malformed lumps can be built on purpose.
Result<Bytes> encode_sprite_lump(const SpriteLump& sprite);

// The lump drawn the way the engine draws it: column lx + i from list i, row y of a post from
// lump byte (po + y) mod 65536; later posts overwrite earlier ones.
Result<SpriteImage> decode_sprite(ByteSpan lump, Findings& findings);
// An image in id's layout: lx and rx the outermost columns with a visible pixel (rx at least 32,
// and lx = rx = 32 for an empty image, so the lump stays in the seed's bounds), one post per run
// of visible rows. A pixel is visible when its alpha is not 0; its index is kept as is.
SpriteLump sprite_lump_from_image(const SpriteImage& image);
// encode_sprite_lump(sprite_lump_from_image(image)); every image fits, so an error is ours
// (ErrorKind::kInternal).
Result<Bytes> encode_sprite(const SpriteImage& image);

// The 8192-byte golden form: pixels then alpha.
Bytes sprite_golden(const SpriteImage& image);

}  // namespace wolfsuite
