// The Wolfenstein 3-D crafting tool's recipes for wolf_graphics_chunk_fuzzer: one expanded chunk
// at a time, each of a kind the input names, so the chunk decoders' own errors and findings are
// reached, including those wolf_graphics_fuzzer cannot reach (it classifies chunks by content).
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/compress/huffman.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/graphics.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

using json = nlohmann::json;

// ---- wolf_graphics_chunk_fuzzer: [u8 kind][one expanded chunk] ----------------------------------

constexpr std::string_view kGraphicsChunkTarget = "wolf_graphics_chunk_fuzzer";
constexpr std::string_view kPalettesSection = "seed 001 Palettes";
constexpr std::string_view kChunkLayout =
    "fuzz/wolf_graphics_chunk_fuzzer.cc: u8 kind (modulo 8), then the expanded chunk; a picture "
    "puts u16 LE width and height before it, a tile8 lump a dict_choice byte and, when its bit 0 "
    "is set, a VGADICT";
// fuzz::GraphicsChunkInputKind, in order.
constexpr std::array<std::string_view, fuzz::kGraphicsChunkInputs> kChunkInputNames = {
    "picture table", "font", "picture", "tile8", "screen", "palette", "demo", "misc"};
constexpr std::uint8_t kVgadictFollows = 1;  // dict_choice bit 0

json lump_at(std::size_t offset, std::size_t size) { return {{"offset", offset}, {"size", size}}; }

// The input for `kind` with `header` (the bytes between the kind byte and the lump) and `lump`.
Input chunk_input(fuzz::GraphicsChunkInputKind kind, ByteSpan header, ByteSpan lump,
                  json layout = json::object()) {
  layout["layout"] = kChunkLayout;
  layout["kind"] = kind;
  layout["kind_name"] = kChunkInputNames[kind];
  layout["lump"] = lump_at(1 + header.size(), lump.size());
  return Input{concat({Bytes{kind}, header, lump}), std::move(layout)};
}

Input chunk_input(fuzz::GraphicsChunkInputKind kind, ByteSpan lump) {
  return chunk_input(kind, {}, lump);
}

Input picture_input(std::uint16_t width, std::uint16_t height, ByteSpan lump) {
  ByteWriter size;
  size.u16(width);
  size.u16(height);
  return chunk_input(fuzz::kPictureInput, size.view(), lump,
                     {{"width", width}, {"height", height}});
}

// A tile8 lump coded with fixed dictionary `fixed_dict` (fuzz/fuzz_inputs.h).
Input tile8_input(unsigned fixed_dict, ByteSpan stored) {
  const auto choice = static_cast<std::uint8_t>(fixed_dict << 1);
  return chunk_input(
      fuzz::kTile8Input, Bytes{choice}, stored,
      {{"dict_choice", choice}, {"dictionary", fuzz::fixed_huffman_dict_name(fixed_dict)}});
}

Input tile8_input_with_vgadict(ByteSpan vgadict, ByteSpan stored) {
  return chunk_input(fuzz::kTile8Input, concat({Bytes{kVgadictFollows}, vgadict}), stored,
                     {{"dict_choice", kVgadictFollows}, {"vgadict", lump_at(2, vgadict.size())}});
}

// A font whose 256 glyphs of height x width bytes all start at the end of the header: the copies
// add up to 256 times the one glyph the lump holds.
Bytes font_of_shared_glyphs(std::uint16_t height, std::uint8_t width) {
  ByteWriter font;
  font.u16(height);
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    font.u16(static_cast<std::uint16_t>(kFontHeaderBytes));
  }
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) font.u8(width);
  font.bytes(Bytes(std::size_t{height} * width, 0));
  return font.take();
}

// Colour c is grey level c / 4: every value a 6-bit DAC takes.
Palette grey_palette() {
  Palette palette;
  for (std::size_t i = 0; i < kPaletteBytes; ++i) {
    palette.rgb[i] = static_cast<std::uint8_t>(i / 3 / 4);
  }
  return palette;
}

// One chunk at a time, in the chunk decoder's own words: the cases wolf_graphics_fuzzer cannot
// reach (the kind is chosen by content there) and a second route to those it can.
class GraphicsChunkCrafter {
 public:
  explicit GraphicsChunkCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus),
        font_(must(encode_font(small_font(3, 15)), "encode_font")),
        screen_(must(encode_screen(small_screen()), "encode_screen")),
        palette_(encode_palette(grey_palette())),
        demo_(must(encode_demo(must(new_demo(0, walk_frames(20)), "new_demo")), "encode_demo")) {}

  void craft() {
    picture_tables();
    fonts();
    pictures();
    tile8();
    screens();
    palettes();
    demos();
    misc();
  }

 private:
  void add(const std::string& stem, const Input& input, const Expect& expect, const Notes& notes) {
    corpus_.add(kGraphicsChunkTarget, stem, input, expect, notes);
  }

  void picture_tables() {
    const Bytes table = must(encode_picture_table(PictureTable{{{8, 4}, {4, 2}, {320, 200}}}),
                             "encode_picture_table");
    add("picture_table", chunk_input(fuzz::kPictureTableInput, table), decodes(),
        {"encode_picture_table", "encode_picture_table of three sizes: 8x4, 4x2 and 320x200",
         kPicturesSection});
    add("picture_table_6_bytes", chunk_input(fuzz::kPictureTableInput, first_bytes(table, 6)),
        rejected("E-PICTABLE-SIZE", 6),
        {"picture_table_cut", "the three-entry picture table cut to 6 bytes, not 4 per picture",
         kPicturesSection});
    add("picture_table_32769_pictures",
        chunk_input(fuzz::kPictureTableInput, Bytes(4 * (kMaxPictures + 1), 0)),
        rejected("E-PICTABLE-COUNT", 0),
        {"picture_table_over_limit",
         "a picture table of 32769 zero sizes, over the 32768 pictures a 16-bit number can name",
         kPicturesSection});
  }

  void fonts() {
    add("font", chunk_input(fuzz::kFontInput, font_), decodes(),
        {"encode_font", "encode_font of a 3-row font with glyphs for 'A', 'B', '0' and '1'",
         kFontsSection});
    add("font_100_bytes", chunk_input(fuzz::kFontInput, first_bytes(font_, 100)),
        rejected("E-FONT-TRUNCATED"),
        {"font_cut", "the font cut to 100 bytes, inside its 770-byte header", kFontsSection});
    add("font_glyph_past_end", chunk_input(fuzz::kFontInput, with_u16(font_, 2 + 2 * 'A', 0xFFF0)),
        rejected("E-FONT-GLYPH-RANGE", 2 + 2 * 'A'),
        {"font_glyph_offset", "glyph 'A' of the font at offset 0xFFF0, past the lump",
         kFontsSection});
    // 258 * 255 = 65790 bytes, the smallest glyph whose 256 copies pass 16 MiB at width 255.
    constexpr std::uint16_t kHeight = 258;
    constexpr std::uint8_t kWidth = 255;
    static_assert(kFontGlyphs * kHeight * kWidth > kMaxFontGlyphBytes);
    add("font_glyphs_over_16mib",
        chunk_input(fuzz::kFontInput, font_of_shared_glyphs(kHeight, kWidth)),
        rejected("E-FONT-GLYPH-LIMIT", 0),
        {"font_shared_glyphs",
         "256 glyphs of 255 x 258 bytes, all at the end of the header: a 66560-byte lump whose "
         "glyph copies add up to 16.8 MB, over kMaxFontGlyphBytes",
         kFontsSection});
  }

  void pictures() {
    const Bytes planar = must(encode_picture(gradient_picture(8, 4)), "encode_picture");
    add("picture_8x4", picture_input(8, 4, planar), decodes(),
        {"encode_picture", "encode_picture of an 8x4 gradient: four planes of 2x4",
         kPicturesSection});
    add("picture_width_6",
        picture_input(6, 2, must(encode_picture(gradient_picture(6, 2)), "encode_picture")),
        tolerated("W-PIC-WIDTH"),
        {"encode_picture_narrow", "a 6x2 picture: the engine draws 4 columns", kPicturesSection});
    add("picture_short", picture_input(8, 4, first_bytes(planar, planar.size() - 4)),
        rejected("E-PIC-SIZE", 0),
        {"picture_cut", "the 8x4 picture 4 bytes short of width * height", kPicturesSection});
    add("picture_65535x65535", picture_input(0xFFFF, 0xFFFF, planar), rejected("E-PIC-SIZE", 0),
        {"picture_size_huge",
         "the 32 bytes of the 8x4 picture given a 65535 x 65535 size (4 GiB of pixels): "
         "rejected by comparing sizes, before anything is allocated",
         kPicturesSection});
  }

  void tile8() {
    const Bytes tiles = small_tiles();
    const Tile8Lump flat = must(new_tile8(tiles, fuzz::fixed_huffman_dict(0)), "new_tile8");
    add("tile8_flat_dict", tile8_input(0, flat.stored), decodes(),
        {"new_tile8_flat_dict",
         "new_tile8 of 72 tiles with the flat fixed dictionary (8 bits a byte)", kTilesSection});
    const HuffmanDict dict = huffman_build_dict_for(tiles);
    const Bytes vgadict = encode_huffman_dict(dict);
    const Tile8Lump built = must(new_tile8(tiles, dict), "new_tile8");
    add("tile8_vgadict", tile8_input_with_vgadict(vgadict, built.stored), decodes(),
        {"new_tile8_vgadict",
         "new_tile8 of 72 tiles with the dictionary built for them, given as a VGADICT",
         kTilesSection});
    add("tile8_two_tiles",
        tile8_input_with_vgadict(vgadict,
                                 must(new_tile8(small_tiles(2), dict), "new_tile8").stored),
        tolerated("W-VGAGRAPH-TILE8-BROKEN"),
        {"new_tile8_two_tiles",
         "a tile8 lump of 2 tiles: the bits end before the engine's 72 tiles", kTilesSection});
    add("tile8_vgadict_1023",
        tile8_input_with_vgadict(first_bytes(vgadict, kHuffmanDictBytes - 1), {}),
        rejected("E-HUFFMAN-DICT-SIZE", 0),
        {"vgadict_cut", "dict_choice 1 and only 1023 bytes of VGADICT after it", kVgadictSection});
    const std::size_t head = 4 * std::size_t{kHuffmanHeadNode};
    // Child 511 names node 255, the padding record past the tree.
    const Bytes past_tree = with_u16(with_u16(vgadict, head, 511), head + 2, 511);
    add("tile8_head_children_past_tree", tile8_input_with_vgadict(past_tree, built.stored),
        rejected("E-HUFFMAN-NODE-RANGE"),
        {"vgadict_head_node_range",
         "the 72-tile lump with a VGADICT whose head node's children both name node 255",
         kVgadictSection});
    const std::uint16_t head_child = 256 + kHuffmanHeadNode;
    const Bytes cycle = with_u16(with_u16(vgadict, head, head_child), head + 2, head_child);
    add("tile8_head_cycle", tile8_input_with_vgadict(cycle, built.stored),
        rejected("E-HUFFMAN-NO-LEAF"),
        {"vgadict_head_cycle",
         "the 72-tile lump with a VGADICT whose head node's children both name the head: the "
         "walk never meets a leaf",
         kVgadictSection});
  }

  void screens() {
    add("screen", chunk_input(fuzz::kScreenInput, screen_), decodes(),
        {"encode_screen", "encode_screen of a 33-character text screen and its 0x1A trailer",
         kDemosSection});
    add("screen_signature_0xfe", chunk_input(fuzz::kScreenInput, with_u8(screen_, 0, 0xFE)),
        rejected("E-SCREEN-SIGNATURE", 0),
        {"screen_signature", "the screen with first byte 0xFE, not the BSAVE 0xFD", kDemosSection});
    add("screen_length_4000", chunk_input(fuzz::kScreenInput, with_u16(screen_, 5, 4000)),
        rejected("E-SCREEN-TRUNCATED"),
        {"screen_length_past_lump",
         "the screen's BSAVE length set to 4000 (a whole 80x25 screen) where 67 bytes follow",
         kDemosSection});
    add("screen_header_cut", chunk_input(fuzz::kScreenInput, first_bytes(screen_, 4)),
        rejected("E-SCREEN-TRUNCATED"),
        {"screen_cut_in_header", "the screen cut to 4 bytes, inside its 7-byte BSAVE header",
         kDemosSection});
  }

  void palettes() {
    add("palette_grey", chunk_input(fuzz::kPaletteInput, palette_), decodes(),
        {"encode_palette_grey", "encode_palette of a grey ramp: colour c is level c / 4",
         kPalettesSection});
    add("palette_767_bytes", chunk_input(fuzz::kPaletteInput, first_bytes(palette_, 767)),
        rejected("E-PALETTE-SIZE", 0),
        {"palette_cut", "the grey palette one byte short of 768", kPalettesSection});
    add("palette_value_64", chunk_input(fuzz::kPaletteInput, with_u8(palette_, 3 * 200 + 1, 64)),
        tolerated("W-PALETTE-VALUE"),
        {"palette_value_over_63",
         "the grey palette with colour 200's green set to 64: the DAC keeps 6 bits",
         kPalettesSection});
  }

  void demos() {
    add("demo", chunk_input(fuzz::kDemoInput, demo_), decodes(),
        {"new_demo", "new_demo of 20 frames on map 0, encoded", kDemosSection});
    add("demo_3_bytes", chunk_input(fuzz::kDemoInput, first_bytes(demo_, 3)),
        rejected("E-DEMO-TRUNCATED"),
        {"demo_cut_in_header", "the demo cut to 3 bytes, inside its 4-byte header", kDemosSection});
    add("demo_size_3", chunk_input(fuzz::kDemoInput, with_u16(demo_, 1, 3)),
        rejected("E-DEMO-SIZE", 1),
        {"demo_size_below_header", "the demo's size field set to 3, less than its own header",
         kDemosSection});
    demo_quirks([this](const std::string& stem, const Demo& demo, const std::string& id,
                       const std::string& what) { add_demo(stem, demo, id, what); });
  }

  void add_demo(const std::string& stem, const Demo& demo, const std::string& id,
                const std::string& what) {
    add(stem, chunk_input(fuzz::kDemoInput, must(encode_demo(demo), "encode_demo")), tolerated(id),
        {"encode_demo_changed", what, kDemosSection});
  }

  // Lumps after tile8 whose kind classify_misc_chunk finds by content (graphics_chunks.h).
  void misc() {
    add("misc_text",
        chunk_input(fuzz::kMiscInput, text_bytes("^P\r\n^C0FCorpus article\r\n^E\r\n")), decodes(),
        {"misc_text", "a one-page article: starts with '^', printable ASCII", kDemosSection});
    add("misc_raw", chunk_input(fuzz::kMiscInput, text_bytes("raw lump")), decodes(),
        {"misc_raw", "8 bytes of no recognised kind: kept as bytes", kDemosSection});
    add("misc_screen", chunk_input(fuzz::kMiscInput, screen_), decodes(),
        {"misc_screen", "the text screen, recognised by its BSAVE header", kDemosSection});
    add("misc_palette", chunk_input(fuzz::kMiscInput, palette_), decodes(),
        {"misc_palette", "the grey palette, recognised by its 768 bytes of at most 63",
         kPalettesSection});
    add("misc_demo", chunk_input(fuzz::kMiscInput, demo_), decodes(),
        {"misc_demo", "the 20-frame demo, recognised by its map and size", kDemosSection});
  }

  corpus::RecipeBook& corpus_;
  Bytes font_;
  Bytes screen_;
  Bytes palette_;
  Bytes demo_;
};

}  // namespace

void craft_wolf_graphics_chunks(RecipeBook& corpus) { GraphicsChunkCrafter(corpus).craft(); }

}  // namespace wolfsuite::corpus
