// The Wolfenstein 3-D crafting tool's recipes for wolf_graphics_fuzzer (VGAHEAD, VGADICT and
// VGAGRAPH), and the small graphics models the chunk and set recipes start from too: two fonts,
// two pictures, a tile8 lump, a screen, a text and a demo.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/compress/huffman.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::corpus {
namespace {

using json = nlohmann::json;

// ---- wolf_graphics_fuzzer: [VGAHEAD, VGADICT, VGAGRAPH] ----------------------------------------

constexpr std::string_view kGraphicsTarget = "wolf_graphics_fuzzer";
constexpr std::string_view kVgagraphSection = "seed 001 Vgagraph";
constexpr std::size_t kFirstPicture = 1 + kFontCount;  // chunk 0 table, 1..2 fonts (graphics.h)
constexpr std::size_t kChunkSizePrefixBytes = 4;

// Chunks of the small set: 0 table, 1..2 fonts, 3..4 pictures, 5 tile8, 6 screen, 7 text, 8 demo.
constexpr std::size_t kSmallTextChunk = 7;

EncodedGraphicsFiles encode_graphics_of(const Graphics& graphics) {
  return must(encode_graphics(graphics), "encode_graphics");
}

std::size_t chunk_offset(const EncodedGraphicsFiles& files, std::size_t chunk) {
  const std::size_t at = kVgaheadEntryBytes * chunk;
  return load_u16le(files.vgahead, at) | std::size_t{files.vgahead.at(at + 2)} << 16;
}

// A dictionary from the counts of every chunk's expanded bytes, the way new_graphics builds one.
HuffmanDict dict_from_chunks(const Graphics& graphics) {
  Bytes all;
  for (const GraphicsChunk& chunk : graphics.chunks) {
    all.insert(all.end(), chunk.expanded.begin(), chunk.expanded.end());
  }
  return huffman_build_dict_for(all);
}

class GraphicsCrafter {
 public:
  GraphicsCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus),
        synthetic_{*synthetic.file("vgahead"), *synthetic.file("vgadict"),
                   *synthetic.file("vgagraph")},
        small_model_(must(new_graphics(small_lumps()), "new_graphics")),
        small_(encode_graphics_of(small_model_)) {}

  void craft() {
    valid();
    container_errors();
    huffman_errors();
    lump_errors();
    container_quirks();
    lump_quirks();
  }

 private:
  void add(const std::string& stem, const EncodedGraphicsFiles& files, const Expect& expect,
           const Notes& notes) {
    corpus_.add(kGraphicsTarget, stem,
                files_input({"VGAHEAD", "VGADICT", "VGAGRAPH"},
                            {files.vgahead, files.vgadict, files.vgagraph}),
                expect, notes);
  }

  EncodedGraphicsFiles small_with(std::optional<Bytes> vgahead, std::optional<Bytes> vgadict,
                                  std::optional<Bytes> vgagraph) const {
    return EncodedGraphicsFiles{std::move(vgahead).value_or(small_.vgahead),
                                std::move(vgadict).value_or(small_.vgadict),
                                std::move(vgagraph).value_or(small_.vgagraph)};
  }

  // The small set with chunk `chunk`'s expanded bytes replaced, encoded again.
  EncodedGraphicsFiles small_with_chunk(std::size_t chunk, Bytes expanded) const {
    Graphics graphics = small_model_;
    graphics.chunks.at(chunk).expanded = std::move(expanded);
    return encode_graphics_of(graphics);
  }

  void valid() {
    add("synthetic_set", synthetic_, decodes(),
        {"synthetic_set",
         "VGAHEAD, VGADICT and VGAGRAPH of the synthetic set (synthetic_set.h): fonts, pictures, "
         "tile8, a screen, the palette, a text and four demos",
         kVgagraphSection});
    add("small_set", small_, decodes(),
        {"new_graphics_small",
         "new_graphics of two small fonts, two pictures, 72 tiles, a text screen, a text and a "
         "demo",
         kVgagraphSection});
  }

  void container_errors() {
    add("vgahead_cut", small_with(first_bytes(small_.vgahead, small_.vgahead.size() - 1), {}, {}),
        rejected("E-VGAHEAD-SIZE", small_.vgahead.size() - 1),
        {"vgahead_cut_one_byte", "VGAHEAD one byte short of whole 3-byte offsets",
         kVgaheadSection});
    add("vgahead_empty", small_with(Bytes{}, {}, {}), rejected("E-VGAHEAD-SIZE", 0),
        {"vgahead_empty", "an empty VGAHEAD: not even the end offset", kVgaheadSection});
    const std::size_t end_entry = small_.vgahead.size() - kVgaheadEntryBytes;
    // The small set's VGAHEAD with one 3-byte offset changed.
    const FieldChange<> offset_changes[] = {
        {"end_past_vgagraph", end_entry, small_.vgagraph.size() + 1,
         rejected("E-VGAHEAD-RANGE", end_entry),
         Notes{"vgahead_end_past_file", "the end offset one byte past the end of VGAGRAPH",
               kVgaheadSection}},
        {"end_sparse", end_entry, kVgaheadSparse, rejected("E-VGAHEAD-RANGE", end_entry),
         Notes{"vgahead_end_sparse", "the end offset marked sparse: the last chunk has no end",
               kVgaheadSection}},
        {"pictable_sparse", 0, kVgaheadSparse, rejected("E-VGAGRAPH-PICTABLE-MISSING", 0),
         Notes{"vgahead_chunk0_sparse", "chunk 0, the picture table, marked sparse",
               kVgagraphSection}},
        {"font_sparse", kVgaheadEntryBytes, kVgaheadSparse, rejected("E-VGAGRAPH-FONT-COUNT"),
         Notes{"vgahead_chunk1_sparse", "chunk 1, the first font, marked sparse", kFontsSection}},
    };
    for (const FieldChange<>& c : offset_changes) {
      add(c.stem, small_with(with_u24(small_.vgahead, c.at, c.value), {}, {}), c.expect, c.notes);
    }
  }

  void huffman_errors() {
    add("vgadict_1023", small_with({}, first_bytes(small_.vgadict, kHuffmanDictBytes - 1), {}),
        rejected("E-HUFFMAN-DICT-SIZE", 0),
        {"vgadict_cut", "a VGADICT of 1023 bytes", kVgadictSection});
    const std::size_t picture = chunk_offset(small_, kFirstPicture);
    add("size_prefix_17mib", small_with({}, {}, with_u32(small_.vgagraph, picture, 17u << 20)),
        rejected("E-HUFFMAN-SIZE-LIMIT", picture),
        {"vgagraph_size_prefix_huge",
         "the first picture's expanded size set to 17 MiB, above the Huffman output limit",
         kVgagraphSection});
    add("size_prefix_grown",
        small_with({}, {},
                   with_u32(small_.vgagraph, picture, load_u32le(small_.vgagraph, picture) + 4096)),
        rejected("E-HUFFMAN-TRUNCATED"),
        {"vgagraph_size_prefix_grown",
         "the first picture's expanded size 4096 bytes larger: its bits run out",
         kVgagraphSection});
    const std::size_t head = 4 * std::size_t{kHuffmanHeadNode};
    // Child 511 names node 255, the padding record past the tree.
    Bytes past_tree = with_u16(small_.vgadict, head, 511);
    past_tree = with_u16(std::move(past_tree), head + 2, 511);
    add("head_children_past_tree", small_with({}, std::move(past_tree), {}),
        rejected("E-HUFFMAN-NODE-RANGE"),
        {"vgadict_head_node_range", "both children of the head node name node 255",
         kVgadictSection});
    // Both children of the head name the head: a cycle. With the fonts sparse, chunk 0's stored
    // bytes run on to the first picture, enough bits for the 256 steps without a leaf.
    Bytes cycle = with_u16(small_.vgadict, head, 256 + kHuffmanHeadNode);
    cycle = with_u16(std::move(cycle), head + 2, 256 + kHuffmanHeadNode);
    Bytes fonts_sparse = with_u24(small_.vgahead, kVgaheadEntryBytes, kVgaheadSparse);
    fonts_sparse = with_u24(std::move(fonts_sparse), 2 * kVgaheadEntryBytes, kVgaheadSparse);
    add("head_cycle", small_with(std::move(fonts_sparse), std::move(cycle), {}),
        rejected("E-HUFFMAN-NO-LEAF"),
        {"vgadict_head_cycle",
         "both children of the head node name the head, and the fonts are sparse so chunk 0 "
         "runs on to the first picture",
         kVgadictSection});
  }

  void lump_errors() {
    add("pictable_odd", small_with_chunk(0, concat({small_model_.chunks[0].expanded, Bytes{8, 0}})),
        rejected("E-PICTABLE-SIZE", 0),
        {"pictable_two_more_bytes", "a picture table of 10 bytes, not 4 per picture",
         kVgagraphSection});
    Bytes more_pictures = small_model_.chunks[0].expanded;
    for (int i = 0; i < 20; ++i) more_pictures.insert(more_pictures.end(), {8, 0, 8, 0});
    add("pictable_22_pictures", small_with_chunk(0, std::move(more_pictures)),
        rejected("E-VGAGRAPH-PICTURE-COUNT", 0),
        {"pictable_more_pictures",
         "a picture table naming 22 pictures in a set with room for far fewer", kPicturesSection});
    add("pictable_32769_pictures", huge_picture_table(), rejected("E-PICTABLE-COUNT", 0),
        {"pictable_over_limit",
         "a picture table of 32769 zero sizes (the dictionary built for it codes 0 in one bit), "
         "over the 32768 pictures a 16-bit number can name",
         kVgagraphSection});
    add("font_100_bytes", small_with_chunk(1, first_bytes(small_model_.chunks[1].expanded, 100)),
        rejected("E-FONT-TRUNCATED"),
        {"font_cut", "the first font cut to 100 bytes, inside its 770-byte header", kFontsSection});
    add("font_glyph_past_end",
        small_with_chunk(1, with_u16(small_model_.chunks[1].expanded, 2 + 2 * 'A', 0xFFF0)),
        rejected("E-FONT-GLYPH-RANGE"),
        {"font_glyph_offset", "glyph 'A' of the first font at offset 0xFFF0, past the lump",
         kFontsSection});
    add("font_glyphs_over_16mib", font_glyphs_over_limit(), rejected("E-FONT-GLYPH-LIMIT"),
        {"font_shared_glyphs",
         "the first font with 256 glyphs of 300 x 255 bytes, all at the same offset: a 77 KB lump "
         "whose glyph copies add up to 19.6 MB, over kMaxFontGlyphBytes",
         kFontsSection});
    const Bytes& picture = small_model_.chunks[kFirstPicture].expanded;
    add("picture_short", small_with_chunk(kFirstPicture, first_bytes(picture, picture.size() - 4)),
        rejected("E-PIC-SIZE"),
        {"picture_cut", "the 8x4 picture 4 bytes short of width * height", kPicturesSection});
  }

  // Glyphs may share bytes (graphics_chunks.h), so the copies outgrow the lump. The dictionary
  // built for the zeros codes them in one bit: the seed stays far under max_len.
  EncodedGraphicsFiles font_glyphs_over_limit() const {
    constexpr std::uint16_t kHeight = 300;
    constexpr std::uint8_t kWidth = 255;
    static_assert(kFontGlyphs * kHeight * kWidth > kMaxFontGlyphBytes);
    ByteWriter font;
    font.u16(kHeight);
    for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
      font.u16(static_cast<std::uint16_t>(kFontHeaderBytes));
    }
    for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) font.u8(kWidth);
    font.bytes(Bytes(std::size_t{kHeight} * kWidth, 0));
    Graphics graphics = small_model_;
    graphics.chunks[1].expanded = font.take();
    graphics.dict = dict_from_chunks(graphics);
    return encode_graphics_of(graphics);
  }

  EncodedGraphicsFiles huge_picture_table() const {
    Graphics graphics = small_model_;
    graphics.chunks[0].expanded.assign(4 * (kMaxPictures + 1), 0);
    graphics.dict = dict_from_chunks(graphics);
    return encode_graphics_of(graphics);
  }

  void container_quirks() {
    const std::size_t text = kSmallTextChunk;
    add("text_sparse",
        small_with(with_u24(small_.vgahead, kVgaheadEntryBytes * text, kVgaheadSparse), {}, {}),
        tolerated("W-VGAGRAPH-SPARSE"),
        {"vgahead_misc_sparse",
         "the text chunk marked sparse; its bytes become trailing bytes of the screen before it",
         kVgaheadSection});
    add("unreferenced_tail",
        small_with({}, {}, concat({small_.vgagraph, text_bytes("unreferenced")})),
        tolerated("W-VGAGRAPH-UNREFERENCED"),
        {"vgagraph_tail", "12 bytes after the end offset of VGAGRAPH", kVgaheadSection});
    add("pad_bit_set", with_pad_bit_set(), tolerated("W-VGAGRAPH-CODE-BITS"),
        {"vgagraph_pad_bit",
         "the last pad bit after the code bits of the first chunk whose bits do not end on a "
         "byte boundary set to 1",
         kVgadictSection});
  }

  // The first chunk (before tile8) whose code bits end inside a byte, with that byte's top bit
  // (a pad bit: bits are taken least significant first, huffman.h) set.
  EncodedGraphicsFiles with_pad_bit_set() const {
    for (std::size_t chunk = 0; chunk < kFirstPicture + 2; ++chunk) {
      const GraphicsChunk& lump = small_model_.chunks[chunk];
      if (!lump.trailing.empty() && lump.trailing[0] == 0) continue;  // igrab_trailing: whole
      const Bytes code = must(huffman_compress(lump.expanded, small_model_.dict), "compress");
      const std::size_t last =
          chunk_offset(small_, chunk) + kChunkSizePrefixBytes + code.size() - 1;
      return small_with({}, {}, with_u8(small_.vgagraph, last, small_.vgagraph[last] | 0x80));
    }
    std::fprintf(stderr, "craft_wolf_corpus: every small chunk ends on a byte boundary\n");
    std::exit(1);
  }

  void lump_quirks() {
    GraphicsLumps narrow = small_lumps();
    narrow.pictures[1] = gradient_picture(6, 2);
    add("picture_width_6", encode_lumps(narrow), tolerated("W-PIC-WIDTH"),
        {"new_graphics_narrow_picture", "a 6x2 picture: the engine draws 4 columns",
         kPicturesSection});
    GraphicsLumps few_tiles = small_lumps();
    few_tiles.tiles = small_tiles(2);
    add("tile8_two_tiles", encode_lumps(few_tiles), tolerated("W-VGAGRAPH-TILE8-BROKEN"),
        {"new_graphics_two_tiles",
         "a tile8 lump of 2 tiles: the bits end before the engine's 72 tiles", kTilesSection});
    demo_quirks([this](const std::string& stem, const Demo& demo, const std::string& id,
                       const std::string& what) { add_demo(stem, demo, id, what); });
  }

  void add_demo(const std::string& stem, const Demo& demo, const std::string& id,
                const std::string& what) {
    GraphicsLumps lumps = small_lumps();
    lumps.misc.back() = demo;
    add(stem, encode_lumps(lumps), tolerated(id),
        {"new_graphics_demo", "the small set with " + what, kDemosSection});
  }

  corpus::RecipeBook& corpus_;
  EncodedGraphicsFiles synthetic_;
  Graphics small_model_;
  EncodedGraphicsFiles small_;
};

}  // namespace

Font small_font(std::uint16_t height, std::uint8_t ink) {
  Font font;
  font.height = height;
  for (const char c : std::string_view("AB01")) {
    const auto glyph = static_cast<std::uint8_t>(c);
    font.widths[glyph] = static_cast<std::uint8_t>(2 + (glyph & 1));
    Bytes& pixels = font.glyphs[glyph];
    pixels.resize(std::size_t{height} * font.widths[glyph]);
    for (std::size_t i = 0; i < pixels.size(); ++i) pixels[i] = (i + glyph) % 3 == 0 ? ink : 0;
  }
  lay_out_font_glyphs(font);
  return font;
}

Picture gradient_picture(std::uint16_t width, std::uint16_t height) {
  Picture picture{width, height, Bytes(std::size_t{width} * height)};
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      picture.pixels[y * width + x] = static_cast<std::uint8_t>(16 + (x * 7 + y * 3) % 16);
    }
  }
  return picture;
}

Bytes small_tiles(std::size_t tiles) {
  Bytes bytes(tiles * kTile8Bytes, 0);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (i % 9 == (i / kTile8Bytes) % 9) bytes[i] = static_cast<std::uint8_t>(15 + i % 4);
  }
  return bytes;
}

Screen small_screen() {
  Screen screen;
  for (const char c : std::string_view("Thanks for playing the corpus set")) {
    screen.cells.push_back(static_cast<std::uint8_t>(c));
    screen.cells.push_back(0x1F);  // white on blue
  }
  screen.trailer = {0x1A};  // DOS end of file, as in the shipped screens (graphics_chunks.h)
  return screen;
}

std::vector<DemoFrame> walk_frames(std::size_t count) {
  std::vector<DemoFrame> frames(count);
  for (std::size_t i = 0; i < count; ++i) {
    frames[i] = DemoFrame{static_cast<std::uint8_t>(i % 8 == 0 ? kDemoFire : 0),
                          static_cast<std::int8_t>(i % 5 == 0 ? -20 : 0), 50};
  }
  return frames;
}


GraphicsLumps small_lumps() {
  GraphicsLumps lumps;
  lumps.fonts = {small_font(3, 15), small_font(4, 14)};
  lumps.pictures = {gradient_picture(8, 4), gradient_picture(4, 2)};
  lumps.tiles = small_tiles();
  lumps.misc = {small_screen(), text_bytes("^P\r\n^C0FCorpus article\r\n^E\r\n"),
                must(new_demo(0, walk_frames(20)), "new_demo")};
  return lumps;
}


EncodedGraphicsFiles encode_lumps(const GraphicsLumps& lumps) {
  return encode_graphics_of(must(new_graphics(lumps), "new_graphics"));
}

void craft_wolf_graphics(RecipeBook& corpus, const WolfSetFiles& synthetic) {
  GraphicsCrafter(corpus, synthetic).craft();
}

}  // namespace wolfsuite::corpus
