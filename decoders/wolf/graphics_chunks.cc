#include "decoders/wolf/graphics_chunks.h"

#include <algorithm>
#include <limits>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {

const char* graphics_chunk_kind_name(GraphicsChunkKind kind) {
  switch (kind) {
    case GraphicsChunkKind::kPictureTable:
      return "picture table";
    case GraphicsChunkKind::kFont:
      return "font";
    case GraphicsChunkKind::kPicture:
      return "picture";
    case GraphicsChunkKind::kTile8:
      return "tile8";
    case GraphicsChunkKind::kScreen:
      return "screen";
    case GraphicsChunkKind::kPalette:
      return "palette";
    case GraphicsChunkKind::kDemo:
      return "demo";
    case GraphicsChunkKind::kText:
      return "text";
    case GraphicsChunkKind::kRaw:
      return "raw";
    case GraphicsChunkKind::kSparse:
      return "sparse";
  }
  return "unknown";
}

// --- Picture table ---------------------------------------------------------------------------

Result<PictureTable> decode_picture_table(ByteSpan expanded, Findings& /*findings*/) {
  if (expanded.size() % 4 != 0) {
    return malformed("E-PICTABLE-SIZE", expanded.size(),
                     std::to_string(expanded.size()) + " bytes is not 4 per picture");
  }
  if (expanded.size() / 4 > kMaxPictures) {
    return over_limit("E-PICTABLE-COUNT", 0,
                      std::to_string(expanded.size() / 4) + " pictures, more than " +
                          std::to_string(kMaxPictures));
  }
  ByteReader reader(expanded, "E-PICTABLE-SIZE");
  PictureTable table;
  table.sizes.resize(expanded.size() / 4);
  for (PictureSize& size : table.sizes) {
    WS_ASSIGN_OR_RETURN(size.width, reader.u16());
    WS_ASSIGN_OR_RETURN(size.height, reader.u16());
  }
  return table;
}

Result<Bytes> encode_picture_table(const PictureTable& table) {
  if (table.sizes.size() > kMaxPictures) {
    return over_limit("E-PICTABLE-COUNT", 0,
                      std::to_string(table.sizes.size()) + " pictures, more than " +
                          std::to_string(kMaxPictures));
  }
  ByteWriter out;
  for (const PictureSize& size : table.sizes) {
    out.u16(size.width);
    out.u16(size.height);
  }
  return out.take();
}

// --- Font ------------------------------------------------------------------------------------

namespace {

std::size_t glyph_bytes(const Font& font, std::size_t glyph) {
  return static_cast<std::size_t>(font.height) * font.widths[glyph];
}

Error font_glyph_limit_error(std::size_t total) {
  return over_limit("E-FONT-GLYPH-LIMIT", 0,
                    "the glyphs add up to " + std::to_string(total) + " bytes, more than " +
                        std::to_string(kMaxFontGlyphBytes));
}

}  // namespace

Result<Font> decode_font(ByteSpan expanded, Findings& /*findings*/) {
  ByteReader reader(expanded, "E-FONT-TRUNCATED");
  Font font;
  WS_ASSIGN_OR_RETURN(font.height, reader.u16());
  for (std::uint16_t& offset : font.offsets) {
    WS_ASSIGN_OR_RETURN(offset, reader.u16());
  }
  for (std::uint8_t& width : font.widths) {
    WS_ASSIGN_OR_RETURN(width, reader.u8());
  }
  ByteReader lump(expanded, "E-FONT-GLYPH-RANGE");
  // Every glyph is proven inside the lump and their total under the cap before any is copied.
  std::array<ByteSpan, kFontGlyphs> pixels_of{};
  std::size_t total = 0;
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    // The engine never reads an empty glyph, so its offset may point anywhere.
    if (glyph_bytes(font, glyph) == 0) continue;
    const Result<ByteReader> pixels = lump.sub(font.offsets[glyph], glyph_bytes(font, glyph));
    if (!pixels.ok()) {
      return malformed(
          "E-FONT-GLYPH-RANGE", 2 + 2 * glyph,
          "glyph " + std::to_string(glyph) + " (" + std::to_string(font.widths[glyph]) + " x " +
              std::to_string(font.height) + " at byte " + std::to_string(font.offsets[glyph]) +
              ") ends past the " + std::to_string(expanded.size()) + "-byte lump");
    }
    pixels_of[glyph] = pixels->rest();
    total += pixels_of[glyph].size();
  }
  if (total > kMaxFontGlyphBytes) return font_glyph_limit_error(total);
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    font.glyphs[glyph].assign(pixels_of[glyph].begin(), pixels_of[glyph].end());
  }
  return font;
}

namespace {

// Writes `bytes` at `at` into the lump being built; a byte already claimed with another value is
// E-FONT-GLYPH-OVERLAP (a decoded font may share bytes between glyphs, but only equal ones).
Status place_font_bytes(Bytes& lump, std::vector<bool>& claimed, std::size_t at, ByteSpan bytes,
                        std::size_t glyph) {
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (claimed[at + i] && lump[at + i] != bytes[i]) {
      return malformed("E-FONT-GLYPH-OVERLAP", at + i,
                       "glyph " + std::to_string(glyph) +
                           " and another part of the font claim "
                           "this byte with different values");
    }
    lump[at + i] = bytes[i];
    claimed[at + i] = true;
  }
  return {};
}

}  // namespace

Result<Bytes> encode_font(const Font& font) {
  std::size_t end = kFontHeaderBytes;
  std::size_t total = 0;
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    if (font.glyphs[glyph].size() != glyph_bytes(font, glyph)) {
      return malformed("E-FONT-GLYPH-SIZE", 2 + 2 * glyph,
                       "glyph " + std::to_string(glyph) + " has " +
                           std::to_string(font.glyphs[glyph].size()) + " bytes, not " +
                           std::to_string(font.widths[glyph]) + " x " +
                           std::to_string(font.height));
    }
    if (!font.glyphs[glyph].empty()) {
      end = std::max(end, font.offsets[glyph] + font.glyphs[glyph].size());
    }
    total += font.glyphs[glyph].size();
  }
  // What decode_font would refuse is not written.
  if (total > kMaxFontGlyphBytes) return font_glyph_limit_error(total);
  ByteWriter header;
  header.u16(font.height);
  for (const std::uint16_t offset : font.offsets) header.u16(offset);
  for (const std::uint8_t width : font.widths) header.u8(width);

  Bytes lump(end, 0);
  std::vector<bool> claimed(end, false);
  WS_RETURN_IF_ERROR(place_font_bytes(lump, claimed, 0, header.view(), 0));
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    WS_RETURN_IF_ERROR(
        place_font_bytes(lump, claimed, font.offsets[glyph], font.glyphs[glyph], glyph));
  }
  return lump;
}

void lay_out_font_glyphs(Font& font) {
  std::size_t next = kFontHeaderBytes;
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    const std::size_t bytes = glyph_bytes(font, glyph);
    font.offsets[glyph] = bytes == 0 ? 0 : static_cast<std::uint16_t>(next);
    next += bytes;
  }
}

// --- Picture ---------------------------------------------------------------------------------

namespace {

Status check_picture_size(std::size_t bytes, std::uint16_t width, std::uint16_t height) {
  const std::size_t expected = static_cast<std::size_t>(width) * height;
  if (bytes == expected) return {};
  return malformed("E-PIC-SIZE", 0,
                   std::to_string(bytes) + " bytes for a " + std::to_string(width) + " x " +
                       std::to_string(height) + " picture (" + std::to_string(expected) + ")");
}

// Where the stored (planar) byte of pixel (x, y) is (the table at the top of the header).
std::size_t planar_index(std::size_t x, std::size_t y, std::size_t width, std::size_t height) {
  const std::size_t plane_width = width / 4;
  const std::size_t planar_columns = plane_width * 4;
  if (x < planar_columns) return (x % 4) * plane_width * height + y * plane_width + x / 4;
  const std::size_t rest_width = width - planar_columns;
  return planar_columns * height + y * rest_width + (x - planar_columns);
}

}  // namespace

Result<Bytes> deplanarise(ByteSpan planar, std::uint16_t width, std::uint16_t height) {
  WS_RETURN_IF_ERROR(check_picture_size(planar.size(), width, height));
  Bytes linear(planar.size());
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      linear[y * width + x] = planar[planar_index(x, y, width, height)];
    }
  }
  return linear;
}

Result<Bytes> planarise(ByteSpan linear, std::uint16_t width, std::uint16_t height) {
  WS_RETURN_IF_ERROR(check_picture_size(linear.size(), width, height));
  Bytes planar(linear.size());
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      planar[planar_index(x, y, width, height)] = linear[y * width + x];
    }
  }
  return planar;
}

Result<Picture> decode_picture(ByteSpan expanded, PictureSize size, Findings& findings) {
  WS_ASSIGN_OR_RETURN(Bytes pixels, deplanarise(expanded, size.width, size.height));
  if (size.width % 4 != 0) {
    findings.add("W-PIC-WIDTH", 0,
                 "width " + std::to_string(size.width) + " is not a multiple of 4: the engine " +
                     "draws " + std::to_string(size.width / 4 * 4) + " columns");
  }
  return Picture{size.width, size.height, std::move(pixels)};
}

Result<Bytes> encode_picture(const Picture& picture) {
  return planarise(picture.pixels, picture.width, picture.height);
}

// --- Tile8 -----------------------------------------------------------------------------------

namespace {

constexpr std::size_t kTile8EngineBytes = kTile8EngineCount * kTile8Bytes;

bool is_truncation(const Error& error) { return error.id == "E-HUFFMAN-TRUNCATED"; }

}  // namespace

Result<Tile8Lump> decode_tile8(ByteSpan stored, const HuffmanDecoder& decoder, Findings& findings,
                               const Limits& limits) {
  Result<Bytes> whole = decoder.expand(stored, kTile8EngineBytes, limits);
  if (whole.ok()) return Tile8Lump{Bytes(stored.begin(), stored.end()), std::move(*whole)};
  if (!is_truncation(whole.error())) return whole.error();
  // A walk that expands n bytes inside the lump also expands every shorter prefix, so the most
  // the lump gives is found by bisection; each step re-expands at most 4608 bytes.
  std::size_t low = 0;                   // expands
  std::size_t high = kTile8EngineBytes;  // runs out of bits
  while (high - low > 1) {
    const std::size_t middle = low + (high - low) / 2;
    const Result<Bytes> attempt = decoder.expand(stored, middle, limits);
    if (!attempt.ok() && !is_truncation(attempt.error())) return attempt.error();
    (attempt.ok() ? low : high) = middle;
  }
  WS_ASSIGN_OR_RETURN(Bytes expanded, decoder.expand(stored, low, limits));
  findings.add("W-VGAGRAPH-TILE8-BROKEN", stored.size(),
               "the engine expands " + std::to_string(kTile8EngineCount) + " tiles (" +
                   std::to_string(kTile8EngineBytes) + " bytes) from this lump with no size " +
                   "prefix; its " + std::to_string(stored.size()) + " bytes of bits give " +
                   std::to_string(low) + " (" + std::to_string(low / kTile8Bytes) +
                   " whole tiles), so the engine reads the rest past the lump's end");
  return Tile8Lump{Bytes(stored.begin(), stored.end()), std::move(expanded)};
}

Result<Tile8Lump> new_tile8(ByteSpan tiles, const HuffmanDict& dict) {
  WS_ASSIGN_OR_RETURN(Bytes stored, huffman_compress(tiles, dict));
  Findings ignored;
  return decode_tile8(stored, HuffmanDecoder(dict), ignored);
}

// --- Screen ----------------------------------------------------------------------------------

Result<Screen> decode_screen(ByteSpan expanded, Findings& /*findings*/) {
  ByteReader reader(expanded, "E-SCREEN-TRUNCATED");
  WS_ASSIGN_OR_RETURN(const std::uint8_t signature, reader.u8());
  if (signature != kBsaveSignature) {
    return malformed("E-SCREEN-SIGNATURE", 0,
                     "first byte " + std::to_string(signature) + " is not the BSAVE 0xFD");
  }
  Screen screen;
  WS_ASSIGN_OR_RETURN(screen.segment, reader.u16());
  WS_ASSIGN_OR_RETURN(screen.offset, reader.u16());
  WS_ASSIGN_OR_RETURN(const std::uint16_t length, reader.u16());
  WS_ASSIGN_OR_RETURN(const ByteSpan cells, reader.bytes(length));
  screen.cells.assign(cells.begin(), cells.end());
  const ByteSpan trailer = reader.rest();
  screen.trailer.assign(trailer.begin(), trailer.end());
  return screen;
}

Result<Bytes> encode_screen(const Screen& screen) {
  if (screen.cells.size() > std::numeric_limits<std::uint16_t>::max()) {
    return malformed("E-SCREEN-LENGTH", 5,
                     std::to_string(screen.cells.size()) + " bytes of cells do not fit the u16 " +
                         "BSAVE length");
  }
  ByteWriter out;
  out.u8(kBsaveSignature);
  out.u16(screen.segment);
  out.u16(screen.offset);
  out.u16(static_cast<std::uint16_t>(screen.cells.size()));
  out.bytes(screen.cells);
  out.bytes(screen.trailer);
  return out.take();
}

// --- Palette ---------------------------------------------------------------------------------

Result<Palette> decode_palette(ByteSpan expanded, Findings& findings) {
  if (expanded.size() != kPaletteBytes) {
    return malformed("E-PALETTE-SIZE", 0,
                     std::to_string(expanded.size()) + " bytes, not 768 (256 * {r, g, b})");
  }
  Palette palette;
  std::copy(expanded.begin(), expanded.end(), palette.rgb.begin());
  const auto high = std::find_if(palette.rgb.begin(), palette.rgb.end(),
                                 [](std::uint8_t value) { return value > kMaxDacValue; });
  if (high != palette.rgb.end()) {
    const auto at = static_cast<std::size_t>(high - palette.rgb.begin());
    findings.add("W-PALETTE-VALUE", at,
                 "value " + std::to_string(*high) + " above 63: the VGA DAC keeps its low 6 bits");
  }
  return palette;
}

Bytes encode_palette(const Palette& palette) {
  return Bytes(palette.rgb.begin(), palette.rgb.end());
}

// --- Demo ------------------------------------------------------------------------------------

namespace {

// How many whole frames decode reads: from byte 4 up to the declared size or the lump's end.
std::size_t demo_frame_count(std::size_t size, std::size_t lump_bytes) {
  return (std::min(size, lump_bytes) - kDemoHeaderBytes) / kDemoFrameBytes;
}

Error demo_size_below_header(std::size_t size) {
  return malformed("E-DEMO-SIZE", 1,
                   "size " + std::to_string(size) + " is smaller than the 4-byte header");
}

bool delta_in_range(std::int8_t delta) {
  return delta >= -kDemoDeltaLimit && delta <= kDemoDeltaLimit;
}

void add_demo_findings(const Demo& demo, std::size_t lump_bytes, Findings& findings) {
  if (demo.size > kMaxRecordedDemoBytes) {
    findings.add("W-DEMO-SIZE-LIMIT", 1,
                 "size " + std::to_string(demo.size) + " is above the 8192 bytes the DOS " +
                     "binaries record");
  }
  if ((demo.size - kDemoHeaderBytes) % kDemoFrameBytes != 0) {
    findings.add("W-DEMO-SIZE-FRAMES", 1,
                 "size " + std::to_string(demo.size) + " is not 4 + 3 * frames: the engine " +
                     "never reads exactly that many bytes and plays on past the demo");
  }
  if (demo.size != lump_bytes) {
    findings.add(
        "W-DEMO-SIZE-MISMATCH", 1,
        "size " + std::to_string(demo.size) + " in a " + std::to_string(lump_bytes) + "-byte lump");
  }
  const auto wild = std::find_if(demo.frames.begin(), demo.frames.end(), [](const DemoFrame& f) {
    return !delta_in_range(f.turn) || !delta_in_range(f.move);
  });
  if (wild != demo.frames.end()) {
    const auto frame = static_cast<std::size_t>(wild - demo.frames.begin());
    findings.add("W-DEMO-DELTA-RANGE", kDemoHeaderBytes + frame * kDemoFrameBytes,
                 "frame " + std::to_string(frame) + " moves by (" + std::to_string(wild->turn) +
                     ", " + std::to_string(wild->move) + "), outside -100..100");
  }
}

}  // namespace

Result<Demo> decode_demo(ByteSpan expanded, Findings& findings) {
  ByteReader reader(expanded, "E-DEMO-TRUNCATED");
  Demo demo;
  WS_ASSIGN_OR_RETURN(demo.map, reader.u8());
  WS_ASSIGN_OR_RETURN(demo.size, reader.u16());
  WS_ASSIGN_OR_RETURN(demo.pad, reader.u8());
  if (demo.size < kDemoHeaderBytes) return demo_size_below_header(demo.size);
  demo.frames.resize(demo_frame_count(demo.size, expanded.size()));
  for (DemoFrame& frame : demo.frames) {
    WS_ASSIGN_OR_RETURN(frame.buttons, reader.u8());
    WS_ASSIGN_OR_RETURN(const std::uint8_t turn, reader.u8());
    WS_ASSIGN_OR_RETURN(const std::uint8_t move, reader.u8());
    frame.turn = static_cast<std::int8_t>(turn);
    frame.move = static_cast<std::int8_t>(move);
  }
  const ByteSpan unplayed = reader.rest();
  demo.unplayed.assign(unplayed.begin(), unplayed.end());
  add_demo_findings(demo, expanded.size(), findings);
  return demo;
}

Result<Bytes> encode_demo(const Demo& demo) {
  if (demo.size < kDemoHeaderBytes) return demo_size_below_header(demo.size);
  const std::size_t lump_bytes =
      kDemoHeaderBytes + demo.frames.size() * kDemoFrameBytes + demo.unplayed.size();
  if (demo.frames.size() != demo_frame_count(demo.size, lump_bytes)) {
    return malformed("E-DEMO-FRAME-COUNT", 1,
                     std::to_string(demo.frames.size()) + " frames, but size " +
                         std::to_string(demo.size) + " in a " + std::to_string(lump_bytes) +
                         "-byte lump gives " +
                         std::to_string(demo_frame_count(demo.size, lump_bytes)));
  }
  ByteWriter out;
  out.reserve(lump_bytes);
  out.u8(demo.map);
  out.u16(demo.size);
  out.u8(demo.pad);
  for (const DemoFrame& frame : demo.frames) {
    out.u8(frame.buttons);
    out.u8(static_cast<std::uint8_t>(frame.turn));
    out.u8(static_cast<std::uint8_t>(frame.move));
  }
  out.bytes(demo.unplayed);
  return out.take();
}

Result<Demo> new_demo(std::uint8_t map, std::vector<DemoFrame> frames) {
  const std::size_t size = kDemoHeaderBytes + frames.size() * kDemoFrameBytes;
  if (size > std::numeric_limits<std::uint16_t>::max()) {
    return malformed("E-DEMO-SIZE", 1,
                     std::to_string(frames.size()) + " frames do not fit the u16 size");
  }
  return Demo{map, static_cast<std::uint16_t>(size), 0, std::move(frames), {}};
}

// --- Chunks after tile8 ----------------------------------------------------------------------

namespace {

bool looks_like_palette(ByteSpan lump) {
  return lump.size() == kPaletteBytes &&
         std::all_of(lump.begin(), lump.end(), [](std::uint8_t v) { return v <= kMaxDacValue; });
}

bool looks_like_screen(ByteSpan lump) {
  if (lump.size() < kBsaveHeaderBytes || lump[0] != kBsaveSignature) return false;
  return load_u16le(lump, 1) == kTextScreenSegment &&
         load_u16le(lump, 5) <= lump.size() - kBsaveHeaderBytes;
}

bool is_text_byte(std::uint8_t byte) {
  return (byte >= 0x20 && byte < 0x7F) || byte == '\t' || byte == '\r' || byte == '\n';
}

bool looks_like_text(ByteSpan lump) {
  return !lump.empty() && lump[0] == '^' && std::all_of(lump.begin(), lump.end(), is_text_byte);
}

bool looks_like_demo(ByteSpan lump) {
  if (lump.size() < kDemoHeaderBytes || lump[0] >= kDemoMapLimit) return false;
  const std::uint16_t size = load_u16le(lump, 1);
  return size >= kDemoHeaderBytes && size <= lump.size();
}

}  // namespace

GraphicsChunkKind classify_misc_chunk(ByteSpan expanded) {
  if (looks_like_palette(expanded)) return GraphicsChunkKind::kPalette;
  if (looks_like_screen(expanded)) return GraphicsChunkKind::kScreen;
  if (looks_like_text(expanded)) return GraphicsChunkKind::kText;
  if (looks_like_demo(expanded)) return GraphicsChunkKind::kDemo;
  return GraphicsChunkKind::kRaw;
}

}  // namespace wolfsuite
