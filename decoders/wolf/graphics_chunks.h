#pragma once
// The typed lumps of VGAGRAPH (seed 001 "Vgagraph", "Fonts", "Pictures", "Tiles", "Screens and
// demos", "Palettes"). Each decode_X reads one chunk's expanded bytes (after Huffman expansion,
// without the 4-byte size prefix) and each encode_X writes them back. Offsets in the errors and
// findings below are byte offsets in that expanded lump; decode_graphics (graphics.h) reports them
// at the chunk's offset in VGAGRAPH.
//
// Picture table (chunk 0)
//   offset  size     field    note
//   0       4 * np   sizes    {width u16, height u16} per picture; np = lump size / 4
//
// Font (chunks 1 and 2, exactly two fonts)
//   0       2        height   rows of every glyph
//   2       2 * 256  offsets  byte offset of each glyph's pixels in the lump (0 for width 0)
//   514     256      widths   pixels per row of each glyph
//   770     ...      glyphs   height * width bytes per glyph, row-major; 0 = transparent
//
// Picture (chunks 3 .. 3 + np - 1; width and height come from the picture table)
//   0       w/4*h    plane 0  pixels x % 4 == 0: pixel (x, y) at y * (w / 4) + x / 4
//   ...              planes 1, 2, 3 the same for x % 4 == 1, 2, 3
//   4*(w/4)*h (w%4)*h rest    only when w % 4 != 0 (no shipped picture): bytes the engine never
//                             draws; we give them to the columns x >= 4 * (w / 4), row by row,
//                             so the linear picture keeps every stored byte.
//
// Tile8 (the chunk after the last picture): 8x8 tiles of 64 bytes, stored WITHOUT a size prefix.
//   The engine expands kTile8EngineCount * 64 bytes from it. The shipped lumps hold 35 tiles'
//   worth of bits, so the engine's expansion runs past the lump (seed 001 "Tiles": "This lump
//   decodes incorrectly in all game versions and results in reads past the allocated buffer").
//   decode_tile8 expands the way the engine does but only inside the lump, and keeps the stored
//   bytes so the lump re-encodes as it was. The tiles stay 64-byte arrays as the seed gives them
//   (only the first 8 are ever used).
//
// Screen (after tile8): a BSAVE image of the 80x25 colour text screen, shown on quitting
//   0       1        signature  0xFD
//   1       2        segment    0xB800 (colour text memory) in the shipped screens
//   3       2        offset     0
//   5       2        length     4000 = 80 * 25 * {character, attribute}
//   7       length   cells
//   7+length ...     trailer    0x1A (DOS end of file) in the shipped screens
//
// Palette (after tile8): 256 * {r, g, b}, 768 bytes of 6-bit VGA DAC values (0..63)
//
// Demo (after tile8; seed 001 "Screens and demos")
//   0       1        map      0-based map number
//   1       2        size     bytes of the whole demo, header included
//   3       1        pad      unused
//   4       3 * n    frames   {buttons u8, turn i8, move i8}, one per 4 tics; the engine plays
//                             frames until it has read exactly `size` bytes
//   ...              unplayed bytes after the frames: a partial frame, and the rest of the
//                             recording buffer when the lump is longer than `size`
//
// Text (after tile8): ASCII articles with ^ layout commands. Kept as bytes (no typed lump).
//
// How the chunks after tile8 are recognised (classify_misc_chunk): by content, in this order,
// the first rule that holds wins; anything else stays raw.
//   palette  768 bytes, every byte <= 63
//   screen   at least 7 bytes, 0xFD then segment 0xB800, declared length inside the lump
//   text     starts with '^', every byte printable ASCII, tab, CR or LF
//   demo     map < kDemoMapLimit, 4 <= size <= lump size
//
// ID                       kind     seed section       meaning
// E-PICTABLE-SIZE          error    Vgagraph           size is not a multiple of 4
// E-PICTABLE-COUNT         error    Vgagraph           more than kMaxPictures entries (kLimit)
// E-FONT-TRUNCATED         error    Fonts              shorter than the 770-byte header
// E-FONT-GLYPH-RANGE       error    Fonts              a glyph's height * width bytes end past
//                                                      the lump
// E-FONT-GLYPH-LIMIT       error    Fonts              the glyphs add up to more than
//                                                      kMaxFontGlyphBytes (kLimit; encode too)
// E-FONT-GLYPH-SIZE        error    Fonts              encode: a glyph is not height * width
// E-FONT-GLYPH-OVERLAP     error    Fonts              encode: two glyphs, or a glyph and the
//                                                      header, claim a byte with other values
// E-PIC-SIZE               error    Pictures           picture bytes are not width * height
// W-PIC-WIDTH              finding  Pictures           width is not a multiple of 4: the engine
//                                                      draws 4 * (width / 4) columns
// E-PALETTE-SIZE           error    Palettes           not 768 bytes
// W-PALETTE-VALUE          finding  Palettes           a value above 63: the DAC keeps 6 bits
// E-SCREEN-TRUNCATED       error    Screens and demos  shorter than the BSAVE header + length
// E-SCREEN-SIGNATURE       error    Screens and demos  first byte is not 0xFD
// E-SCREEN-LENGTH          error    Screens and demos  encode: more cells than a u16 length
// E-DEMO-TRUNCATED         error    Screens and demos  shorter than the 4-byte header
// E-DEMO-SIZE              error    Screens and demos  size below the 4-byte header; new_demo:
//                                                      frames past the u16 size
// E-DEMO-FRAME-COUNT       error    Screens and demos  encode: frames other than decode reads
//                                                      for `size` and the lump length
// W-DEMO-SIZE-LIMIT        finding  Screens and demos  size above the 8192 bytes DOS records
// W-DEMO-DELTA-RANGE       finding  Screens and demos  a turn or move outside -100..100
// W-DEMO-SIZE-FRAMES       finding  Screens and demos  (size - 4) % 3 != 0: the engine never
//                                                      reads exactly `size` bytes, plays past
// W-DEMO-SIZE-MISMATCH     finding  Screens and demos  size is not the lump size
// W-VGAGRAPH-TILE8-BROKEN  finding  Tiles              the bits end before the engine's
//                                                      kTile8EngineCount tiles are expanded
// E-HUFFMAN-*              error    Vgadict            tile8: the dictionary walk fails
//                                                      (huffman.h)
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/compress/huffman.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

enum class GraphicsChunkKind : std::uint8_t {
  kPictureTable,
  kFont,
  kPicture,
  kTile8,
  kScreen,
  kPalette,
  kDemo,
  kText,
  kRaw,     // after tile8, recognised as none of the above
  kSparse,  // VGAHEAD offset 0xFFFFFF: no stored bytes
};
const char* graphics_chunk_kind_name(GraphicsChunkKind kind);

// --- Picture table ---------------------------------------------------------------------------

// The engine numbers pictures with 16-bit ints and no shipped set has more than 144; the cap also
// bounds the table's vector by a constant, not only by the lump size.
inline constexpr std::size_t kMaxPictures = 0x8000;

struct PictureSize {
  std::uint16_t width = 0;
  std::uint16_t height = 0;
  friend bool operator==(const PictureSize&, const PictureSize&) = default;
};

struct PictureTable {
  std::vector<PictureSize> sizes;  // one per picture, in chunk order from chunk 3
  friend bool operator==(const PictureTable&, const PictureTable&) = default;
};

Result<PictureTable> decode_picture_table(ByteSpan expanded, Findings& findings);
Result<Bytes> encode_picture_table(const PictureTable& table);  // E-PICTABLE-COUNT

// --- Font ------------------------------------------------------------------------------------

inline constexpr std::size_t kFontGlyphs = 256;
inline constexpr std::size_t kFontHeaderBytes = 2 + 2 * kFontGlyphs + kFontGlyphs;  // 770
inline constexpr std::size_t kFontCount = 2;  // seed 001 "Fonts": exactly two fonts
// Glyphs may share bytes, so 256 glyphs of up to 65535 x 255 bytes could make one 16 MiB lump
// copy 4 GiB. Glyphs that share nothing copy at most their lump, which the Huffman limit already
// holds to 16 MiB (limits.h); the shipped fonts copy 7530 and 11544 bytes (wl1). The same 16 MiB
// caps the copies of glyphs that share bytes (E-FONT-GLYPH-LIMIT).
inline constexpr std::size_t kMaxFontGlyphBytes = 16u << 20;

struct Font {
  std::uint16_t height = 0;
  std::array<std::uint16_t, kFontGlyphs> offsets{};
  std::array<std::uint8_t, kFontGlyphs> widths{};
  std::array<Bytes, kFontGlyphs> glyphs;  // height * widths[c] bytes each, row-major
  friend bool operator==(const Font&, const Font&) = default;
};

// Bytes of the lump that no glyph covers are not kept; encode_font writes zeros there (the
// shipped fonts have none: their glyphs follow the header back to back in character order).
Result<Font> decode_font(ByteSpan expanded, Findings& findings);
Result<Bytes> encode_font(const Font& font);
// The shipped layout: glyphs back to back after the header in character order, offset 0 for a
// glyph of width 0. Sets `offsets` from `widths` and `height`.
void lay_out_font_glyphs(Font& font);

// --- Picture ---------------------------------------------------------------------------------

struct Picture {
  std::uint16_t width = 0;
  std::uint16_t height = 0;
  Bytes pixels;  // width * height palette indices, row-major
  friend bool operator==(const Picture&, const Picture&) = default;
};

// VGA planar order <-> row-major pixels, both width * height bytes (E-PIC-SIZE otherwise).
Result<Bytes> deplanarise(ByteSpan planar, std::uint16_t width, std::uint16_t height);
Result<Bytes> planarise(ByteSpan linear, std::uint16_t width, std::uint16_t height);

Result<Picture> decode_picture(ByteSpan expanded, PictureSize size, Findings& findings);
Result<Bytes> encode_picture(const Picture& picture);

// --- Tile8 -----------------------------------------------------------------------------------

// NUMTILE8 is 72 in every game version (public id "graphics .H" files of wl1, wl6, sdm, sod).
inline constexpr std::size_t kTile8EngineCount = 72;
inline constexpr std::size_t kTile8Bytes = 64;  // 8 x 8 pixels

struct Tile8Lump {
  Bytes stored;    // the lump as stored: Huffman bits with no size prefix
  Bytes expanded;  // what the engine's expansion produces inside the lump (<= 72 * 64 bytes)
  friend bool operator==(const Tile8Lump&, const Tile8Lump&) = default;
};

// Expands like the engine: kTile8EngineCount * 64 bytes from the first stored bit, but stops at
// the lump's end (W-VGAGRAPH-TILE8-BROKEN saying how far it got). Dictionary walk errors are the
// Huffman IDs; offsets are in the stored lump.
Result<Tile8Lump> decode_tile8(ByteSpan stored, const HuffmanDecoder& decoder, Findings& findings,
                               const Limits& limits = {});
inline Bytes encode_tile8(const Tile8Lump& lump) { return lump.stored; }
// A lump for `tiles` (64 bytes each) coded with `dict`, as the original tool wrote it: the bits
// with no size prefix. `expanded` is what decode_tile8 gives for it.
Result<Tile8Lump> new_tile8(ByteSpan tiles, const HuffmanDict& dict);

// --- Screen ----------------------------------------------------------------------------------

inline constexpr std::uint8_t kBsaveSignature = 0xFD;
inline constexpr std::uint16_t kTextScreenSegment = 0xB800;
inline constexpr std::size_t kBsaveHeaderBytes = 7;

struct Screen {
  std::uint16_t segment = kTextScreenSegment;
  std::uint16_t offset = 0;
  Bytes cells;    // {character, attribute} pairs; the BSAVE length is cells.size()
  Bytes trailer;  // bytes after the cells (0x1A in the shipped screens)
  friend bool operator==(const Screen&, const Screen&) = default;
};

Result<Screen> decode_screen(ByteSpan expanded, Findings& findings);
Result<Bytes> encode_screen(const Screen& screen);

// --- Palette ---------------------------------------------------------------------------------

inline constexpr std::size_t kPaletteBytes = 768;
inline constexpr std::uint8_t kMaxDacValue = 63;

struct Palette {
  std::array<std::uint8_t, kPaletteBytes> rgb{};  // r, g, b per colour, 0..63
  friend bool operator==(const Palette&, const Palette&) = default;
};

Result<Palette> decode_palette(ByteSpan expanded, Findings& findings);
Bytes encode_palette(const Palette& palette);

// --- Demo ------------------------------------------------------------------------------------

inline constexpr std::size_t kDemoHeaderBytes = 4;
inline constexpr std::size_t kDemoFrameBytes = 3;
inline constexpr int kDemoTicsPerFrame = 4;
inline constexpr std::size_t kMaxRecordedDemoBytes = 8192;  // the DOS binaries' demo buffer
inline constexpr int kDemoDeltaLimit = 100;
// No shipped game has more than 60 maps (version.h); every shipped text lump starts with '^'
// (94), so a map byte below 64 keeps the two apart.
inline constexpr std::uint8_t kDemoMapLimit = 64;

// Buttons, least significant bit first (seed 001 "Screens and demos").
enum DemoButton : std::uint8_t {
  kDemoFire = 1 << 0,
  kDemoStrafe = 1 << 1,
  kDemoRun = 1 << 2,
  kDemoOpen = 1 << 3,
  kDemoKnife = 1 << 4,
  kDemoPistol = 1 << 5,
  kDemoMachineGun = 1 << 6,
  kDemoGatlingGun = 1 << 7,
};

struct DemoFrame {
  std::uint8_t buttons = 0;
  std::int8_t turn = 0;  // dx: horizontal movement
  std::int8_t move = 0;  // dy: forward movement
  friend bool operator==(const DemoFrame&, const DemoFrame&) = default;
};

struct Demo {
  std::uint8_t map = 0;
  std::uint16_t size = 0;
  std::uint8_t pad = 0;
  // Whole frames from byte 4 up to min(size, lump size): the ones the engine plays.
  std::vector<DemoFrame> frames;
  Bytes unplayed;
  friend bool operator==(const Demo&, const Demo&) = default;
};

Result<Demo> decode_demo(ByteSpan expanded, Findings& findings);
Result<Bytes> encode_demo(const Demo& demo);
// A demo of `frames` on `map` whose size field is its length, as the engine records it.
Result<Demo> new_demo(std::uint8_t map, std::vector<DemoFrame> frames);
inline std::size_t demo_tics(const Demo& demo) { return demo.frames.size() * kDemoTicsPerFrame; }

// --- Chunks after tile8 ----------------------------------------------------------------------

// kPalette, kScreen, kText, kDemo or kRaw by the rules in the table at the top.
GraphicsChunkKind classify_misc_chunk(ByteSpan expanded);

}  // namespace wolfsuite
