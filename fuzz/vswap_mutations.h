#pragma once
// Typed mutations of a VSWAP file (vswap.h, vswap_sprite.h, vswap_sound.h) for the
// structure-aware targets (model_mutator.h). The chunks are changed inside the model and the file
// is laid out again by encode_vswap in id's layout, so the offset and size tables stay
// consistent while the walls, sprite lumps, sound chunks and pcm table are hostile.
//
//   mutation        what changes                                  reaches
//   sprite bounds   lx / rx around 0, 31, 32, 63, 64 and each     E-VSWAP-SPRITE-BOUNDS,
//                   other                                         W-VSWAP-SPRITE-LEFT-GE-32,
//                                                                 W-VSWAP-SPRITE-RIGHT-LT-32
//   column offsets  one column's list offset: into the header,    E-VSWAP-SPRITE-COLUMN-RANGE,
//                   at or past the lump's end, another column's   -COMMANDS-TRUNCATED, shared
//                                                                 lists
//   posts           a post's end, pixel offset or start: odd,     E-VSWAP-SPRITE-POST-*,
//                   past row 64, start after end, po wrapping     E-VSWAP-SPRITE-PIXEL-RANGE
//                   past the lump
//   sprite image    a rectangle drawn or erased, the lump         sprites of other shapes in
//                   rebuilt by encode_sprite                      id's layout
//   sprite bytes    raw changes inside one sprite lump            E-VSWAP-SPRITE-*
//   wall            a rectangle of pixels, or the chunk cut /     E-VSWAP-WALL-SIZE
//                   grown
//   pcm table       an entry's first chunk or length at the page  E-VSWAP-SOUND-RANGE,
//                   and section boundaries; entries added or      W-VSWAP-SOUND-TABLE-TAIL,
//                   removed; 1..3 tail bytes                      E-VSWAP-SOUND-TOTAL
//   sound chunk     grown past 4096, cut, made sparse             E-VSWAP-SOUND-CHUNK-*,
//                                                                 -SPARSE-CHUNK, W-...-TAIL
//   sounds          a sound lengthened, shortened, made sparse;   multi-chunk sounds in id's
//                   the section rebuilt by encode_sounds          layout, W-VSWAP-SOUND-SPARSE
//   sparse          a chunk made sparse, or a sparse one filled   sparse walls / sprites / sounds
//   sections        sprite / sound start moved (a wall read as a  every decoder on another
//                   sprite, ...); a chunk inserted or removed;    kind's chunk,
//                   the pcm table dropped                         E-VSWAP-SOUND-TABLE-MISSING
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "decoders/core/findings.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"
#include "fuzz/model_mutator.h"

namespace wolfsuite::fuzz {
namespace vswap_mutation {

// Sprite lump fields (vswap_sprite.h): lx at 0, rx at 2, column offsets from 4; a post is three
// words: end * 2, pixel offset, start * 2.
inline constexpr std::size_t kSpriteRightAt = 2;
inline constexpr std::size_t kSpriteColumnsAt = 4;
inline constexpr std::size_t kSpritePostBytes = 6;
// A sound chunk may grow to twice the engine's 4096-byte page (vswap_sound.h) and a sound to
// three pages: enough for every E-VSWAP-SOUND-CHUNK-* path, small against max_len (64 KiB).
inline constexpr std::size_t kMaxNewSoundChunk = 2 * kPcmChunkBytes;
inline constexpr std::size_t kMaxNewSoundBytes = 3 * kPcmChunkBytes;
inline constexpr std::size_t kMaxPcmTailBytes = kPcmTableEntryBytes - 1;

inline std::vector<std::size_t> present_in(const Vswap& vswap, std::size_t first, std::size_t end) {
  std::vector<std::size_t> found;
  for (std::size_t i = first; i < std::min(end, vswap.chunk_count()); ++i) {
    if (!vswap.sparse(i)) found.push_back(i);
  }
  return found;
}

inline Bytes* some_sprite(Vswap& vswap, MutationRng& rng) {
  const std::vector<std::size_t> sprites = present_in(vswap, vswap.sprite_start, vswap.sound_start);
  if (sprites.empty()) return nullptr;
  return &vswap.chunks[rng.pick_from(sprites)];
}

inline void mutate_sprite_bounds(Bytes& lump, MutationRng& rng) {
  const std::size_t field = rng.below(2) * kSpriteRightAt;
  const std::uint16_t other = get_u16(lump, kSpriteRightAt - field).value_or(32);
  put_u16(
      lump, field,
      rng.pick<std::uint16_t>({0, 31, 32, 33, 63, 64, 65, static_cast<std::uint16_t>(other - 1),
                               static_cast<std::uint16_t>(other + 1), other, 0xFFFF, rng.word()}));
}

inline void mutate_column_offset(Bytes& lump, MutationRng& rng) {
  Findings ignored;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, ignored);
  const std::size_t columns = sprite.ok() ? sprite->column_offsets.size() : 64;
  const std::size_t column = rng.below(columns);
  const std::uint16_t other = get_u16(lump, kSpriteColumnsAt + 2 * rng.below(columns)).value_or(0);
  const auto size = static_cast<std::uint16_t>(lump.size());
  put_u16(
      lump, kSpriteColumnsAt + 2 * column,
      rng.pick<std::uint16_t>({0, 2, kSpriteColumnsAt, static_cast<std::uint16_t>(size - 2),
                               static_cast<std::uint16_t>(size - 1), size,
                               static_cast<std::uint16_t>(size + 1), other, 0xFFFF, rng.word()}));
}

inline void mutate_post(Bytes& lump, MutationRng& rng) {
  Findings ignored;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, ignored);
  if (!sprite.ok()) return;
  std::vector<std::size_t> posts;  // lump offset of each post's command
  for (std::size_t i = 0; i < sprite->columns.size(); ++i) {
    for (std::size_t k = 0; k < sprite->columns[i].posts.size(); ++k) {
      posts.push_back(sprite->column_offsets[i] + k * kSpritePostBytes);
    }
  }
  if (posts.empty()) return;
  const std::size_t at = rng.pick_from(posts);
  const auto size = static_cast<std::uint16_t>(lump.size());
  switch (rng.below(3)) {
    case 0:  // end row * 2
      put_u16(lump, at, rng.pick<std::uint16_t>({1, 2, 63, 126, 127, 128, 129, 130, 0xFFFE}));
      break;
    case 1:  // pixel offset: row y reads lump byte (po + y) & 0xFFFF
      put_u16(lump, at + 2,
              rng.pick<std::uint16_t>({0, static_cast<std::uint16_t>(size - 1), size,
                                       static_cast<std::uint16_t>(size - 64), 0xFFC0, 0xFFFF,
                                       rng.word()}));
      break;
    default:  // start row * 2
      put_u16(lump, at + 4, rng.pick<std::uint16_t>({0, 1, 2, 64, 126, 128, 130, 0xFFFE}));
      break;
  }
}

// A rectangle drawn in one colour or made transparent; encode_sprite writes id's layout.
inline void mutate_sprite_image(Bytes& lump, MutationRng& rng) {
  Findings ignored;
  Result<SpriteImage> image = decode_sprite(lump, ignored);
  if (!image.ok()) return;
  const std::size_t x0 = rng.below(kSpriteSide);
  const std::size_t y0 = rng.below(kSpriteSide);
  const std::size_t x1 = rng.in_range(x0, kSpriteSide - 1);
  const std::size_t y1 = rng.in_range(y0, kSpriteSide - 1);
  const bool erase = rng.one_in(3);
  const std::uint8_t colour = rng.byte();
  for (std::size_t y = y0; y <= y1; ++y) {
    for (std::size_t x = x0; x <= x1; ++x) {
      image->pixels[y * kSpriteSide + x] = erase ? 0 : colour;
      image->alpha[y * kSpriteSide + x] = erase ? 0 : kSpriteOpaque;
    }
  }
  Result<Bytes> encoded = encode_sprite(*image);
  if (encoded.ok()) lump = std::move(*encoded);
}

inline void mutate_wall(Vswap& vswap, MutationRng& rng) {
  const std::vector<std::size_t> walls = present_in(vswap, 0, vswap.sprite_start);
  if (walls.empty()) return;
  Bytes& wall = vswap.chunks[rng.pick_from(walls)];
  if (rng.one_in(4)) {
    wall.resize(rng.pick<std::size_t>({kWallBytes - 1, kWallBytes + 1, kWallBytes / 2}));
    return;
  }
  const std::size_t x0 = rng.below(kWallSide);
  const std::size_t x1 = rng.in_range(x0, kWallSide - 1);
  const std::uint8_t colour = rng.byte();
  for (std::size_t x = x0; x <= x1 && x * kWallSide < wall.size(); ++x) {
    const std::size_t rows = std::min<std::size_t>(kWallSide, wall.size() - x * kWallSide);
    std::fill_n(wall.begin() + static_cast<std::ptrdiff_t>(x * kWallSide), rows, colour);
  }
}

inline std::size_t sound_chunks(const Vswap& vswap) {
  return vswap.chunk_count() > vswap.sound_start ? vswap.chunk_count() - 1 - vswap.sound_start : 0;
}

inline void mutate_pcm_table(Vswap& vswap, MutationRng& rng) {
  if (vswap.chunks.empty()) return;
  Bytes& table_chunk = vswap.chunks.back();
  Findings ignored;
  std::vector<PcmTableEntry> entries = decode_pcm_table(table_chunk, ignored);
  const std::size_t sounds = sound_chunks(vswap);
  switch (rng.below(5)) {
    case 0:
    case 1: {
      if (entries.empty()) break;
      PcmTableEntry& entry = entries[rng.below(entries.size())];
      if (rng.one_in(2)) {
        entry.first_chunk = rng.pick<std::uint16_t>(
            {0, static_cast<std::uint16_t>(sounds - 1), static_cast<std::uint16_t>(sounds),
             static_cast<std::uint16_t>(sounds + 1), 0xFFFF, rng.word()});
      } else {
        entry.length =
            rng.pick<std::uint16_t>({0, 1, 4095, 4096, 4097, 8192, 8193, 0xFFFF,
                                     static_cast<std::uint16_t>(entry.length + 1), rng.word()});
      }
      break;
    }
    case 2:
      entries.push_back({static_cast<std::uint16_t>(rng.below(sounds + 2)),
                         static_cast<std::uint16_t>(rng.below(kMaxNewSoundBytes))});
      break;
    case 3:
      if (!entries.empty()) {
        entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(rng.below(entries.size())));
      }
      break;
    default:
      break;  // only the tail below
  }
  table_chunk = encode_pcm_table(entries);
  if (rng.one_in(4)) {
    const Bytes tail = random_bytes_of(rng, rng.in_range(1, kMaxPcmTailBytes));
    table_chunk.insert(table_chunk.end(), tail.begin(), tail.end());
  }
}

inline void mutate_sound_chunk(Vswap& vswap, MutationRng& rng) {
  const std::size_t sounds = sound_chunks(vswap);
  if (sounds == 0) return;
  Bytes& chunk = vswap.chunks[vswap.sound_start + rng.below(sounds)];
  switch (rng.below(3)) {
    case 0:
      chunk.resize(rng.pick<std::size_t>({kPcmChunkBytes, kPcmChunkBytes + 1, kMaxNewSoundChunk,
                                          rng.in_range(1, kMaxNewSoundChunk)}),
                   rng.byte());
      break;
    case 1:
      chunk.resize(rng.below(chunk.size() + 1));
      break;
    default:
      chunk.clear();
      break;
  }
}

// The sounds changed as samples, then the whole section rebuilt by encode_sounds.
inline void mutate_sounds(Vswap& vswap, MutationRng& rng) {
  Findings ignored;
  Result<std::vector<DigitisedSound>> sounds = decode_sounds(vswap, ignored);
  if (!sounds.ok() || sounds->empty()) return;
  DigitisedSound& sound = (*sounds)[rng.below(sounds->size())];
  switch (rng.below(3)) {
    case 0:
      sound.sparse_length = 0;
      sound.samples.resize(rng.pick<std::size_t>({0, 1, kPcmChunkBytes, kPcmChunkBytes + 1,
                                                  rng.below(kMaxNewSoundBytes)}),
                           rng.byte());
      break;
    case 1:
      sound.samples.clear();
      sound.sparse_length = static_cast<std::uint16_t>(rng.in_range(1, kMaxNewSoundBytes));
      break;
    default: {
      const DigitisedSound copy = sound;  // listed again, with chunks of its own
      sounds->push_back(copy);
      break;
    }
  }
  Result<SoundChunks> section = encode_sounds(*sounds);
  if (!section.ok()) return;
  vswap.chunks.resize(vswap.sound_start);
  for (Bytes& chunk : section->chunks) vswap.chunks.push_back(std::move(chunk));
  vswap.chunks.push_back(std::move(section->pcm_table));
}

inline void mutate_sparse(Vswap& vswap, MutationRng& rng) {
  if (vswap.chunks.empty()) return;
  const std::size_t index = rng.below(vswap.chunk_count());
  Bytes& chunk = vswap.chunks[index];
  if (!chunk.empty()) {
    chunk.clear();
    return;
  }
  // A sparse chunk filled with what its section holds (or, one time in four, anything).
  if (index < vswap.sprite_start && !rng.one_in(4)) {
    chunk = random_bytes_of(rng, kWallBytes);
  } else if (index < vswap.sound_start && !rng.one_in(4)) {
    SpriteImage image;
    image.alpha[rng.below(kSpritePixels)] = kSpriteOpaque;
    Result<Bytes> lump = encode_sprite(image);
    if (lump.ok()) chunk = std::move(*lump);
  } else {
    chunk = random_bytes_of(rng, rng.in_range(1, kPcmChunkBytes));
  }
}

// Moves a boundary or changes the chunk count, keeping sprite start <= sound start <= count so
// the file encodes (the header's own checks are left to the byte-level mutations).
inline void mutate_sections(Vswap& vswap, MutationRng& rng) {
  const auto count = static_cast<std::uint16_t>(vswap.chunk_count());
  switch (rng.below(5)) {
    case 0:
      vswap.sprite_start = static_cast<std::uint16_t>(rng.in_range(0, vswap.sound_start));
      break;
    case 1:
      vswap.sound_start = static_cast<std::uint16_t>(rng.in_range(vswap.sprite_start, count));
      break;
    case 2: {
      if (vswap.chunk_count() >= kMaxVswapChunks) break;
      const std::size_t at = rng.below(vswap.chunk_count() + 1);
      Bytes chunk = rng.one_in(2) || vswap.chunks.empty()
                        ? Bytes{}
                        : vswap.chunks[rng.below(vswap.chunk_count())];
      vswap.chunks.insert(vswap.chunks.begin() + static_cast<std::ptrdiff_t>(at), std::move(chunk));
      if (at < vswap.sprite_start) ++vswap.sprite_start;
      if (at < vswap.sound_start) ++vswap.sound_start;
      break;
    }
    case 3: {
      if (vswap.chunks.empty()) break;
      const std::size_t at = rng.below(vswap.chunk_count());
      vswap.chunks.erase(vswap.chunks.begin() + static_cast<std::ptrdiff_t>(at));
      if (at < vswap.sprite_start) --vswap.sprite_start;
      if (at < vswap.sound_start) --vswap.sound_start;
      break;
    }
    default:
      if (!vswap.chunks.empty()) {
        if (rng.one_in(2)) {
          vswap.chunks.back().clear();
        } else {
          vswap.chunks.pop_back();
        }
      }
      break;
  }
  const auto new_count = static_cast<std::uint16_t>(vswap.chunk_count());
  vswap.sound_start = std::min(vswap.sound_start, new_count);
  vswap.sprite_start = std::min(vswap.sprite_start, vswap.sound_start);
}

inline void mutate_vswap(Vswap& vswap, MutationRng& rng) {
  switch (rng.below(14)) {
    case 0:
      if (Bytes* lump = some_sprite(vswap, rng)) mutate_sprite_bounds(*lump, rng);
      break;
    case 1:
      if (Bytes* lump = some_sprite(vswap, rng)) mutate_column_offset(*lump, rng);
      break;
    case 2:
    case 3:
      if (Bytes* lump = some_sprite(vswap, rng)) mutate_post(*lump, rng);
      break;
    case 4:
      if (Bytes* lump = some_sprite(vswap, rng)) mutate_sprite_image(*lump, rng);
      break;
    case 5:
      if (Bytes* lump = some_sprite(vswap, rng)) {
        mutate_lump_bytes(*lump, rng, kMaxVswapChunkSize);
      }
      break;
    case 6:
      mutate_wall(vswap, rng);
      break;
    case 7:
    case 8:
      mutate_pcm_table(vswap, rng);
      break;
    case 9:
      mutate_sound_chunk(vswap, rng);
      break;
    case 10:
      mutate_sounds(vswap, rng);
      break;
    case 11:
      mutate_sparse(vswap, rng);
      break;
    default:
      mutate_sections(vswap, rng);
      break;
  }
}

}  // namespace vswap_mutation

// The file [VSWAP] with 1..kMaxTypedMutations typed mutations, laid out in id's layout, or
// nullopt when it does not decode or the mutated model does not encode.
inline std::optional<std::vector<Bytes>> mutate_vswap_files(const std::vector<ByteSpan>& files,
                                                            MutationRng& rng) {
  if (files.size() != 1) return std::nullopt;
  Findings ignored;
  Result<Vswap> vswap = decode_vswap(files[0], ignored);
  if (!vswap.ok()) return std::nullopt;
  apply_typed_mutations(*vswap, rng, vswap_mutation::mutate_vswap);
  // The chunks moved and changed size: a stored layout no longer holds them.
  vswap->stored_layout.reset();
  Result<Bytes> encoded = encode_vswap(*vswap);
  if (!encoded.ok()) return std::nullopt;
  return std::vector<Bytes>{std::move(*encoded)};
}

}  // namespace wolfsuite::fuzz
