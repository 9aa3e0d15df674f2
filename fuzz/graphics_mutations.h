#pragma once
// Typed mutations of a VGAHEAD + VGADICT + VGAGRAPH set (graphics.h, graphics_chunks.h) for the
// structure-aware targets (model_mutator.h). Every chunk is changed in its expanded form and
// Huffman-coded again by encode_graphics, so the stream frames stay valid while the lumps the
// typed decoders read are hostile.
//
//   mutation       what changes                                     reaches
//   picture table  a size made zero, odd, not a multiple of 4 or     W-PIC-WIDTH, E-PIC-SIZE,
//                  huge; entries added or removed (the tile8 chunk   E-VGAGRAPH-PICTURE-COUNT,
//                  moves); the picture's bytes resized to match      tile8 at another chunk
//   font           height, a glyph's offset or width (fields), or a  E-FONT-*, glyph decoding
//                  new font laid out by lay_out_font_glyphs
//   demo           map, size (< 4, odd frames, past the lump, past   W-DEMO-*, E-DEMO-*, the
//                  8192), frame deltas at and past +-100, frames     misc chunk classifier
//                  added or cut
//   palette        a value past 63, a byte more or less             W-PALETTE-VALUE, raw lumps
//   screen         signature, segment, BSAVE length                 E-SCREEN-*
//   kinds          two chunks swapped or one copied over another:    decoding a lump as another
//                  a font where a picture is expected, ...           kind
//   sparse         a chunk made sparse (0xFFFFFF), or a sparse one   W-VGAGRAPH-SPARSE,
//                  filled                                            E-VGAGRAPH-*-MISSING/COUNT
//   tile8          bytes of the stored lump, or a new lump of 0..80  W-VGAGRAPH-TILE8-BROKEN,
//                  tiles                                             Huffman walk errors
//   lump bytes     raw changes inside one expanded lump             every typed decoder
//   trailing       the bytes after a chunk's code bits              W-VGAGRAPH-CODE-BITS paths
//   dictionary     rebuilt from other counts (tile8 re-coded or      code lengths, tile8 decoded
//                  left as it was)                                   with another tree
//   chunks         a demo, palette, screen, text or raw chunk        W-VGAGRAPH-DEMO-COUNT,
//                  appended; the last chunk removed; unreferenced    W-VGAGRAPH-UNREFERENCED
//                  bytes before or after the chunks
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "decoders/compress/huffman.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "fuzz/model_mutator.h"

namespace wolfsuite::fuzz {
namespace graphics_mutation {

inline constexpr std::size_t kPictureTableChunk = 0;
// Fields of a font lump (graphics_chunks.h "Font").
inline constexpr std::size_t kFontOffsetsAt = 2;
inline constexpr std::size_t kFontWidthsAt = 2 + 2 * kFontGlyphs;
// Fields of a demo lump and of a BSAVE screen (graphics_chunks.h "Demo", "Screen").
inline constexpr std::size_t kDemoSizeAt = 1;
inline constexpr std::size_t kScreenSegmentAt = 1;
inline constexpr std::size_t kScreenLengthAt = 5;
// Caps on what a mutation may add, so that a set re-encodes well inside the targets' max_len
// (32 KiB): a resized picture, a new font glyph, appended demo frames. The demo cap is past the
// 8192 bytes DOS records, so W-DEMO-SIZE-LIMIT stays reachable.
inline constexpr std::size_t kMaxNewPictureBytes = 4096;
inline constexpr std::size_t kMaxNewGlyphWidth = 16;
inline constexpr std::size_t kMaxDemoBytes = kMaxRecordedDemoBytes + 16;
inline constexpr std::size_t kMaxNewTiles = kTile8EngineCount + 8;
inline constexpr std::size_t kMaxLumpBytes = 16384;

inline std::vector<std::size_t> chunks_of_kind(const Graphics& graphics, GraphicsChunkKind kind) {
  std::vector<std::size_t> found;
  for (std::size_t i = 0; i < graphics.chunks.size(); ++i) {
    if (graphics.chunks[i].kind == kind) found.push_back(i);
  }
  return found;
}

// A chunk of `kind`, else any chunk with expanded bytes (a lump read as another kind is as
// interesting); nullopt for a set without chunks.
inline std::optional<std::size_t> some_chunk(const Graphics& graphics, GraphicsChunkKind kind,
                                             MutationRng& rng) {
  const std::vector<std::size_t> typed = chunks_of_kind(graphics, kind);
  if (!typed.empty() && !rng.one_in(8)) return rng.pick_from(typed);
  if (graphics.chunks.empty()) return std::nullopt;
  return rng.below(graphics.chunks.size());
}

inline std::uint16_t picture_side(MutationRng& rng, std::uint16_t now) {
  return rng.pick<std::uint16_t>({0, 1, 2, 3, 4, 5, 6, 7, 8, static_cast<std::uint16_t>(now + 1),
                                  static_cast<std::uint16_t>(now + 4), 320, 0x8000, 0xFFFF,
                                  rng.word()});
}

inline void mutate_picture_table(Graphics& graphics, MutationRng& rng) {
  if (graphics.chunks.empty()) return;
  GraphicsChunk& chunk = graphics.chunks[kPictureTableChunk];
  Findings ignored;
  Result<PictureTable> table = decode_picture_table(chunk.expanded, ignored);
  if (!table.ok()) return;
  auto& sizes = table->sizes;
  const std::size_t choice = rng.below(4);
  if (choice == 0 || sizes.empty()) {
    sizes.push_back({picture_side(rng, 8), picture_side(rng, 8)});
  } else if (choice == 1) {
    sizes.pop_back();
  } else {
    const std::size_t k = rng.below(sizes.size());
    PictureSize& size = sizes[k];
    (rng.one_in(2) ? size.width : size.height) = picture_side(rng, size.width);
    // Half the time the picture's bytes follow, so decode_picture gets past E-PIC-SIZE.
    const std::size_t chunk_index = kFontCount + 1 + k;
    const std::size_t bytes = std::size_t{size.width} * size.height;
    if (chunk_index < graphics.chunks.size() && bytes <= kMaxNewPictureBytes && rng.one_in(2) &&
        graphics.chunks[chunk_index].kind == GraphicsChunkKind::kPicture) {
      graphics.chunks[chunk_index].expanded.resize(bytes, rng.byte());
    }
  }
  Result<Bytes> bytes = encode_picture_table(*table);
  if (bytes.ok()) chunk.expanded = std::move(*bytes);
}

inline void mutate_font_fields(Bytes& lump, MutationRng& rng) {
  const std::size_t glyph = rng.below(kFontGlyphs);
  switch (rng.below(3)) {
    case 0:
      put_u16(lump, 0, interesting_word(rng, 10));
      break;
    case 1: {
      const std::size_t other = rng.below(kFontGlyphs);
      const std::uint16_t other_offset =
          get_u16(lump, kFontOffsetsAt + 2 * other).value_or(kFontHeaderBytes);
      put_u16(lump, kFontOffsetsAt + 2 * glyph,
              rng.one_in(2) ? other_offset : interesting_word(rng, lump.size()));
      break;
    }
    default:
      put_u8(lump, kFontWidthsAt + glyph, interesting_byte(rng));
      break;
  }
}

// A font of the shipped layout with one glyph's width (or the height) changed.
inline void mutate_font_typed(Bytes& lump, MutationRng& rng) {
  Findings ignored;
  Result<Font> font = decode_font(lump, ignored);
  if (!font.ok()) return;
  if (rng.one_in(4)) {
    font->height = static_cast<std::uint16_t>(rng.below(20));
  } else {
    font->widths[rng.below(kFontGlyphs)] = static_cast<std::uint8_t>(rng.below(kMaxNewGlyphWidth));
  }
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    font->glyphs[glyph].resize(std::size_t{font->height} * font->widths[glyph], rng.byte());
  }
  lay_out_font_glyphs(*font);
  Result<Bytes> bytes = encode_font(*font);
  if (bytes.ok()) lump = std::move(*bytes);
}

// A turn or move byte at and around the engine's -100..100 (graphics_chunks.h kDemoDeltaLimit).
inline std::uint8_t demo_delta(MutationRng& rng) {
  const auto limit = static_cast<std::uint8_t>(kDemoDeltaLimit);
  return rng.pick<std::uint8_t>(
      {limit, static_cast<std::uint8_t>(limit + 1), static_cast<std::uint8_t>(-kDemoDeltaLimit),
       static_cast<std::uint8_t>(-kDemoDeltaLimit - 1), 0x7F, 0x80, 0, rng.byte()});
}

inline void mutate_demo(Bytes& lump, MutationRng& rng) {
  const std::size_t frames =
      lump.size() > kDemoHeaderBytes ? (lump.size() - kDemoHeaderBytes) / kDemoFrameBytes : 0;
  switch (rng.below(5)) {
    case 0:
      put_u8(lump, 0,
             rng.pick<std::uint8_t>({0, 1, kDemoMapLimit - 1, kDemoMapLimit, '^', rng.byte()}));
      break;
    case 1: {
      const std::size_t n = lump.size();
      put_u16(lump, kDemoSizeAt,
              rng.pick<std::uint16_t>({0, 3, 4, 5, 6, static_cast<std::uint16_t>(n),
                                       static_cast<std::uint16_t>(n - 1),
                                       static_cast<std::uint16_t>(n + 1), kMaxRecordedDemoBytes,
                                       kMaxRecordedDemoBytes + 1, rng.word()}));
      break;
    }
    case 2:
      if (frames > 0) {
        const std::size_t at = kDemoHeaderBytes + rng.below(frames) * kDemoFrameBytes;
        put_u8(lump, at + 1 + rng.below(2), demo_delta(rng));
      }
      break;
    case 3: {
      // Frames appended, the size following the lump: a recording past the DOS buffer.
      const std::size_t target =
          rng.one_in(2) ? kMaxDemoBytes : lump.size() + 3 * rng.in_range(1, 64);
      if (lump.size() < kDemoHeaderBytes || target > kMaxDemoBytes) break;
      while (lump.size() + kDemoFrameBytes <= target) {
        for (std::size_t i = 0; i < kDemoFrameBytes; ++i) lump.push_back(rng.byte() & 0x3F);
      }
      put_u16(lump, kDemoSizeAt, static_cast<std::uint16_t>(lump.size()));
      break;
    }
    default:
      lump.resize(rng.below(lump.size() + 1));
      break;
  }
}

inline void mutate_palette(Bytes& lump, MutationRng& rng) {
  switch (rng.below(3)) {
    case 0:
      put_u8(lump, rng.below(lump.size()), rng.pick<std::uint8_t>({kMaxDacValue + 1, 0xFF}));
      break;
    case 1:
      lump.push_back(static_cast<std::uint8_t>(rng.below(kMaxDacValue + 1)));
      break;
    default:
      if (!lump.empty()) lump.pop_back();
      break;
  }
}

inline void mutate_screen(Bytes& lump, MutationRng& rng) {
  switch (rng.below(3)) {
    case 0:
      put_u8(lump, 0, rng.pick<std::uint8_t>({kBsaveSignature, 0xFC, 0}));
      break;
    case 1:
      put_u16(lump, kScreenSegmentAt, rng.pick<std::uint16_t>({kTextScreenSegment, 0xA000, 0}));
      break;
    default:
      put_u16(lump, kScreenLengthAt,
              interesting_word(rng, std::max(lump.size(), kBsaveHeaderBytes) - kBsaveHeaderBytes));
      break;
  }
}

inline void make_sparse(GraphicsChunk& chunk) { chunk = {GraphicsChunkKind::kSparse, {}, {}, {}}; }

inline void mutate_kinds(Graphics& graphics, MutationRng& rng) {
  if (graphics.chunks.empty()) return;
  const std::size_t a = rng.below(graphics.chunks.size());
  const std::size_t b = rng.below(graphics.chunks.size());
  switch (rng.below(4)) {
    case 0:
      std::swap(graphics.chunks[a], graphics.chunks[b]);
      break;
    case 1:
      graphics.chunks[b] = graphics.chunks[a];
      break;
    case 2:
      make_sparse(graphics.chunks[a]);
      break;
    default:
      // A sparse chunk filled (or any chunk replaced) with a raw lump; the decoder types it by
      // its position.
      graphics.chunks[a] = {
          GraphicsChunkKind::kRaw, random_bytes_of(rng, rng.below(kMaxLumpEdit)), {}, {}};
      break;
  }
}

// The tile8 chunk with its stored bits changed, or a new lump of some tiles coded with the
// set's dictionary.
inline void mutate_tile8(Graphics& graphics, MutationRng& rng) {
  const std::optional<std::size_t> index = tile8_chunk_index(graphics);
  if (!index) return;
  GraphicsChunk& chunk = graphics.chunks[*index];
  if (rng.one_in(2)) {
    mutate_lump_bytes(chunk.stored, rng, kMaxLumpBytes);
    return;
  }
  Bytes tiles = chunk.expanded;
  tiles.resize(rng.below(kMaxNewTiles + 1) * kTile8Bytes, rng.byte());
  Result<Tile8Lump> lump = new_tile8(tiles, graphics.dict);
  if (!lump.ok()) return;
  chunk.expanded = std::move(lump->expanded);
  chunk.stored = std::move(lump->stored);
}

// A dictionary built from the set's bytes, some counts changed; the tile8 lump is re-coded with
// it, or (one time in four) left as it was, so its bits walk another tree.
inline void rebuild_dictionary(Graphics& graphics, MutationRng& rng) {
  std::array<std::uint64_t, 256> counts{};
  for (const GraphicsChunk& chunk : graphics.chunks) {
    for (const std::uint8_t byte : chunk.expanded) ++counts[byte];
  }
  // At most 2^55 each, so 256 counts never overflow the tree builder's uint64 sums.
  for (std::size_t i = rng.below(8); i > 0; --i)
    counts[rng.byte()] = rng.wide() >> rng.in_range(9, 63);
  graphics.dict = huffman_build_dict(counts);
  const std::optional<std::size_t> index = tile8_chunk_index(graphics);
  if (!index || rng.one_in(4)) return;
  GraphicsChunk& chunk = graphics.chunks[*index];
  Result<Tile8Lump> lump = new_tile8(chunk.expanded, graphics.dict);
  if (!lump.ok()) return;
  chunk.expanded = std::move(lump->expanded);
  chunk.stored = std::move(lump->stored);
}

// A new lump after tile8, of one of the kinds classify_misc_chunk recognises.
inline Bytes new_misc_lump(MutationRng& rng) {
  switch (rng.below(5)) {
    case 0: {
      std::vector<DemoFrame> frames(rng.below(64));
      for (DemoFrame& frame : frames) {
        frame = {rng.byte(), static_cast<std::int8_t>(demo_delta(rng)),
                 static_cast<std::int8_t>(rng.byte() % 16)};
      }
      Result<Demo> demo = new_demo(static_cast<std::uint8_t>(rng.below(kDemoMapLimit)), frames);
      if (!demo.ok()) return {};
      Result<Bytes> bytes = encode_demo(*demo);
      return bytes.ok() ? std::move(*bytes) : Bytes{};
    }
    case 1: {
      Palette palette;
      for (std::uint8_t& value : palette.rgb) {
        value = static_cast<std::uint8_t>(rng.below(kMaxDacValue + 1));
      }
      if (rng.one_in(4)) palette.rgb[rng.below(kPaletteBytes)] = kMaxDacValue + 1;
      return encode_palette(palette);
    }
    case 2: {
      Screen screen;
      screen.cells = random_bytes_of(rng, 2 * rng.below(80));
      screen.trailer = {0x1A};
      Result<Bytes> bytes = encode_screen(screen);
      return bytes.ok() ? std::move(*bytes) : Bytes{};
    }
    case 3: {
      Bytes text = {'^', 'P', '\r', '\n'};
      for (std::size_t i = rng.below(32); i > 0; --i) {
        text.push_back(static_cast<std::uint8_t>(rng.in_range(0x20, 0x7E)));
      }
      text.insert(text.end(), {'^', 'E'});
      return text;
    }
    default:
      return random_bytes_of(rng, rng.below(kMaxLumpEdit));
  }
}

inline void mutate_chunk_list(Graphics& graphics, MutationRng& rng) {
  switch (rng.below(4)) {
    case 0: {
      Bytes lump = new_misc_lump(rng);
      const GraphicsChunkKind kind = classify_misc_chunk(lump);
      graphics.chunks.push_back({kind, std::move(lump), {}, {}});
      break;
    }
    case 1:
      if (!graphics.chunks.empty()) graphics.chunks.pop_back();
      break;
    case 2:
      graphics.before_first_chunk = random_bytes_of(rng, rng.below(8));
      break;
    default:
      graphics.after_end = random_bytes_of(rng, rng.below(8));
      break;
  }
}

inline void mutate_trailing(Graphics& graphics, MutationRng& rng) {
  if (graphics.chunks.empty()) return;
  GraphicsChunk& chunk = graphics.chunks[rng.below(graphics.chunks.size())];
  if (chunk.kind == GraphicsChunkKind::kSparse || chunk.kind == GraphicsChunkKind::kTile8) return;
  chunk.trailing = rng.pick<Bytes>(
      {{}, {0}, {'!', 'I', 'D', '!'}, {0, '!', 'I', 'D', '!'}, random_bytes_of(rng, rng.below(8))});
}

inline void mutate_graphics(Graphics& graphics, MutationRng& rng) {
  const auto lump_of = [&](GraphicsChunkKind kind) -> Bytes* {
    const std::optional<std::size_t> index = some_chunk(graphics, kind, rng);
    if (!index) return nullptr;
    GraphicsChunk& chunk = graphics.chunks[*index];
    if (chunk.kind == GraphicsChunkKind::kSparse || chunk.kind == GraphicsChunkKind::kTile8) {
      return nullptr;
    }
    return &chunk.expanded;
  };
  switch (rng.below(14)) {
    case 0:
    case 1:
      mutate_picture_table(graphics, rng);
      break;
    case 2:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kFont)) mutate_font_fields(*lump, rng);
      break;
    case 3:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kFont)) mutate_font_typed(*lump, rng);
      break;
    case 4:
    case 5:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kDemo)) mutate_demo(*lump, rng);
      break;
    case 6:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kPalette)) mutate_palette(*lump, rng);
      break;
    case 7:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kScreen)) mutate_screen(*lump, rng);
      break;
    case 8:
      mutate_kinds(graphics, rng);
      break;
    case 9:
      mutate_tile8(graphics, rng);
      break;
    case 10:
      if (Bytes* lump = lump_of(GraphicsChunkKind::kPicture)) {
        mutate_lump_bytes(*lump, rng, kMaxLumpBytes);
      }
      break;
    case 11:
      mutate_trailing(graphics, rng);
      break;
    case 12:
      rebuild_dictionary(graphics, rng);
      break;
    default:
      mutate_chunk_list(graphics, rng);
      break;
  }
}

}  // namespace graphics_mutation

// The files [VGAHEAD, VGADICT, VGAGRAPH] with 1..kMaxTypedMutations typed mutations, or nullopt
// when they do not decode or the mutated set does not encode. A dictionary that lacks a code for
// a new byte (a hostile VGADICT: E-HUFFMAN-NO-CODE) is rebuilt once from the set's bytes.
inline std::optional<std::vector<Bytes>> mutate_graphics_files(const std::vector<ByteSpan>& files,
                                                               MutationRng& rng) {
  if (files.size() != 3) return std::nullopt;
  Findings ignored;
  Result<Graphics> graphics =
      decode_graphics({files[0], files[1], files[2]}, std::nullopt, ignored);
  if (!graphics.ok()) return std::nullopt;
  apply_typed_mutations(*graphics, rng, graphics_mutation::mutate_graphics);
  Result<EncodedGraphicsFiles> encoded = encode_graphics(*graphics);
  if (!encoded.ok() && encoded.error().id == "E-HUFFMAN-NO-CODE") {
    graphics_mutation::rebuild_dictionary(*graphics, rng);
    encoded = encode_graphics(*graphics);
  }
  if (!encoded.ok()) return std::nullopt;
  return std::vector<Bytes>{std::move(encoded->vgahead), std::move(encoded->vgadict),
                            std::move(encoded->vgagraph)};
}

}  // namespace wolfsuite::fuzz
