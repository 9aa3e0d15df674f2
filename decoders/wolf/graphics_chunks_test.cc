#include "decoders/wolf/graphics_chunks.h"

#include <gtest/gtest.h>

#include <numeric>
#include <string>

#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite {
namespace {

Bytes counting_bytes(std::size_t count, std::uint8_t first = 0) {
  Bytes out(count);
  std::iota(out.begin(), out.end(), first);
  return out;
}

// --- Picture table ---

TEST(PictureTable, RoundTripsSizes) {
  const PictureTable table{{{320, 200}, {24, 32}, {0, 0}, {6, 3}}};
  const Result<Bytes> bytes = encode_picture_table(table);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes->size(), 16u);
  EXPECT_EQ((*bytes)[0], 0x40);  // 320 = 0x0140, little-endian
  Findings findings;
  const Result<PictureTable> back = decode_picture_table(*bytes, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, table);
}

TEST(PictureTable, SizeNotFourPerPictureIsAnError) {
  Findings findings;
  const Bytes bytes(10, 1);
  const Result<PictureTable> table = decode_picture_table(bytes, findings);
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().id, "E-PICTABLE-SIZE");
  EXPECT_EQ(table.error().offset, 10u);
}

TEST(PictureTable, MoreEntriesThanTheCapIsALimitError) {
  Findings findings;
  const Bytes bytes((kMaxPictures + 1) * 4, 0);
  const Result<PictureTable> table = decode_picture_table(bytes, findings);
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().id, "E-PICTABLE-COUNT");
  EXPECT_EQ(table.error().kind, ErrorKind::kLimit);
}

// --- Font ---

Font sample_font() {
  Font font;
  font.height = 3;
  for (std::size_t glyph = 'A'; glyph <= 'Z'; ++glyph) {
    font.widths[glyph] = static_cast<std::uint8_t>(1 + glyph % 7);
    font.glyphs[glyph] = counting_bytes(std::size_t{font.height} * font.widths[glyph],
                                        static_cast<std::uint8_t>(glyph));
  }
  lay_out_font_glyphs(font);
  return font;
}

TEST(Font, RoundTripsAConstructedFont) {
  const Font font = sample_font();
  const Result<Bytes> bytes = encode_font(font);
  ASSERT_TRUE(bytes.ok()) << bytes.error().to_string();
  EXPECT_EQ(font.offsets['A'], kFontHeaderBytes);
  EXPECT_EQ(font.offsets['a'], 0);  // width 0
  Findings findings;
  const Result<Font> back = decode_font(*bytes, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, font);
  EXPECT_TRUE(findings.empty());
}

TEST(Font, LayoutPutsGlyphsBackToBackInCharacterOrder) {
  const Font font = sample_font();
  EXPECT_EQ(font.offsets['B'], font.offsets['A'] + font.height * font.widths['A']);
  const Result<Bytes> bytes = encode_font(font);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes->size(), font.offsets['Z'] + font.height * font.widths['Z']);
}

TEST(Font, ShorterThanTheHeaderIsAnError) {
  Findings findings;
  const Bytes bytes(kFontHeaderBytes - 1, 0);
  const Result<Font> font = decode_font(bytes, findings);
  ASSERT_FALSE(font.ok());
  EXPECT_EQ(font.error().id, "E-FONT-TRUNCATED");
}

TEST(Font, GlyphEndingPastTheLumpIsAnError) {
  Result<Bytes> bytes = encode_font(sample_font());
  ASSERT_TRUE(bytes.ok());
  bytes->pop_back();  // the last glyph, 'Z', loses a byte
  Findings findings;
  const Result<Font> font = decode_font(*bytes, findings);
  ASSERT_FALSE(font.ok());
  EXPECT_EQ(font.error().id, "E-FONT-GLYPH-RANGE");
  EXPECT_EQ(font.error().offset, 2u + 2 * 'Z');
}

TEST(Font, EmptyGlyphMayPointAnywhere) {
  Font font = sample_font();
  font.offsets['!'] = 0xFFFF;  // width 0: never read
  const Result<Bytes> bytes = encode_font(font);
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  const Result<Font> back = decode_font(*bytes, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, font);
}

TEST(Font, GlyphOfTheWrongSizeCannotBeEncoded) {
  Font font = sample_font();
  font.glyphs['C'].push_back(9);
  const Result<Bytes> bytes = encode_font(font);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-FONT-GLYPH-SIZE");
}

TEST(Font, GlyphsSharingBytesMustAgree) {
  Font font = sample_font();
  font.widths['a'] = font.widths['A'];
  font.offsets['a'] = font.offsets['A'];
  font.glyphs['a'] = font.glyphs['A'];
  Result<Bytes> shared = encode_font(font);
  ASSERT_TRUE(shared.ok()) << shared.error().to_string();
  Findings findings;
  const Result<Font> back = decode_font(*shared, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, font);

  font.glyphs['a'][0] ^= 0xFF;
  const Result<Bytes> clash = encode_font(font);
  ASSERT_FALSE(clash.ok());
  EXPECT_EQ(clash.error().id, "E-FONT-GLYPH-OVERLAP");
  EXPECT_EQ(clash.error().offset, font.offsets['A']);
}

TEST(Font, GlyphOverTheHeaderMustMatchIt) {
  Font font = sample_font();
  font.offsets['A'] = 0;  // over the height field
  const Result<Bytes> bytes = encode_font(font);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-FONT-GLYPH-OVERLAP");
}

// --- Picture ---

TEST(Picture, DeplanarisesPixelXFromPlaneXMod4) {
  // 8 x 2: each plane holds 2 bytes per row; plane p has the pixels x % 4 == p.
  const Bytes planar = {
      0x00, 0x04, 0x10, 0x14,  // plane 0: (0,0) (4,0) (0,1) (4,1)
      0x01, 0x05, 0x11, 0x15,  // plane 1
      0x02, 0x06, 0x12, 0x16,  // plane 2
      0x03, 0x07, 0x13, 0x17,  // plane 3
  };
  const Result<Bytes> linear = deplanarise(planar, 8, 2);
  ASSERT_TRUE(linear.ok());
  const Bytes expected = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
                          0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17};
  EXPECT_EQ(*linear, expected);
}

TEST(Picture, PlanariseIsTheInverseOfDeplanarise) {
  testing::Rng rng(7);
  const PictureSize sizes[] = {{8, 8}, {24, 32}, {5, 3}, {6, 7}, {3, 4}, {1, 9}, {0, 4}, {4, 0}};
  for (const auto& [width, height] : sizes) {
    SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height));
    const Bytes pixels =
        testing::random_bytes(rng, std::size_t{width} * height, testing::BytePattern::kUniform);
    const Result<Bytes> planar = planarise(pixels, width, height);
    ASSERT_TRUE(planar.ok());
    const Result<Bytes> linear = deplanarise(*planar, width, height);
    ASSERT_TRUE(linear.ok());
    EXPECT_EQ(*linear, pixels);
    const Result<Bytes> planar_again = planarise(*linear, width, height);
    ASSERT_TRUE(planar_again.ok());
    EXPECT_EQ(*planar_again, *planar);
  }
}

TEST(Picture, WidthNotMultipleOf4KeepsTheBytesTheEngineSkipsInTheLastColumns) {
  // 5 x 2: planes of 1 byte per row (4 * 1 * 2 = 8 bytes), then 2 bytes for column 4.
  const Bytes planar = {0, 10, 1, 11, 2, 12, 3, 13, 4, 14};
  Findings findings;
  const Result<Picture> picture = decode_picture(planar, {5, 2}, findings);
  ASSERT_TRUE(picture.ok());
  const Bytes expected = {0, 1, 2, 3, 4, 10, 11, 12, 13, 14};
  EXPECT_EQ(picture->pixels, expected);
  EXPECT_TRUE(findings.contains("W-PIC-WIDTH"));
  const Result<Bytes> back = encode_picture(*picture);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, planar);
}

TEST(Picture, RoundTripsWithoutFindingsWhenWidthIsAMultipleOf4) {
  testing::Rng rng(11);
  const Picture picture{16, 5, testing::random_bytes(rng, 80, testing::BytePattern::kSkewed)};
  const Result<Bytes> planar = encode_picture(picture);
  ASSERT_TRUE(planar.ok());
  Findings findings;
  const Result<Picture> back = decode_picture(*planar, {16, 5}, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, picture);
  EXPECT_TRUE(findings.empty());
}

TEST(Picture, SizeOtherThanTheTableIsAnError) {
  Findings findings;
  const Bytes planar(63, 0);
  const Result<Picture> picture = decode_picture(planar, {8, 8}, findings);
  ASSERT_FALSE(picture.ok());
  EXPECT_EQ(picture.error().id, "E-PIC-SIZE");
  const Result<Bytes> encoded = encode_picture(Picture{8, 8, Bytes(65, 0)});
  ASSERT_FALSE(encoded.ok());
  EXPECT_EQ(encoded.error().id, "E-PIC-SIZE");
}

// --- Palette ---

TEST(Palette, RoundTrips768SixBitValues) {
  Palette palette;
  for (std::size_t i = 0; i < kPaletteBytes; ++i) {
    palette.rgb[i] = static_cast<std::uint8_t>(i % 64);
  }
  const Bytes bytes = encode_palette(palette);
  ASSERT_EQ(bytes.size(), 768u);
  Findings findings;
  const Result<Palette> back = decode_palette(bytes, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, palette);
  EXPECT_TRUE(findings.empty());
}

TEST(Palette, ValueAbove63IsAFinding) {
  Bytes bytes(kPaletteBytes, 63);
  bytes[300] = 64;
  Findings findings;
  const Result<Palette> palette = decode_palette(bytes, findings);
  ASSERT_TRUE(palette.ok());
  ASSERT_TRUE(findings.contains("W-PALETTE-VALUE"));
  EXPECT_EQ(findings.items()[0].offset, 300u);
}

TEST(Palette, SizeOtherThan768IsAnError) {
  Findings findings;
  const Bytes bytes(767, 0);
  const Result<Palette> palette = decode_palette(bytes, findings);
  ASSERT_FALSE(palette.ok());
  EXPECT_EQ(palette.error().id, "E-PALETTE-SIZE");
}

// --- Screen ---

Screen sample_screen() {
  Screen screen;
  screen.cells = counting_bytes(4000);
  screen.trailer = {0x1A};
  return screen;
}

TEST(Screen, RoundTripsABsaveTextScreen) {
  const Screen screen = sample_screen();
  const Result<Bytes> bytes = encode_screen(screen);
  ASSERT_TRUE(bytes.ok());
  ASSERT_EQ(bytes->size(), 4008u);
  EXPECT_EQ((*bytes)[0], 0xFD);
  EXPECT_EQ((*bytes)[2], 0xB8);
  Findings findings;
  const Result<Screen> back = decode_screen(*bytes, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, screen);
  EXPECT_EQ(classify_misc_chunk(*bytes), GraphicsChunkKind::kScreen);
}

TEST(Screen, WrongSignatureAndShortCellsAreErrors) {
  Result<Bytes> bytes = encode_screen(sample_screen());
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  Bytes wrong = *bytes;
  wrong[0] = 0xFE;
  const Result<Screen> unsigned_screen = decode_screen(wrong, findings);
  ASSERT_FALSE(unsigned_screen.ok());
  EXPECT_EQ(unsigned_screen.error().id, "E-SCREEN-SIGNATURE");
  const Bytes cut(bytes->begin(), bytes->begin() + 100);
  const Result<Screen> short_screen = decode_screen(cut, findings);
  ASSERT_FALSE(short_screen.ok());
  EXPECT_EQ(short_screen.error().id, "E-SCREEN-TRUNCATED");
  EXPECT_EQ(short_screen.error().offset, kBsaveHeaderBytes);
}

TEST(Screen, MoreCellsThanTheLengthHoldsCannotBeEncoded) {
  Screen screen;
  screen.cells.resize(0x10000);
  const Result<Bytes> bytes = encode_screen(screen);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-SCREEN-LENGTH");
}

// --- Demo ---

std::vector<DemoFrame> sample_frames(std::size_t count) {
  std::vector<DemoFrame> frames;
  for (std::size_t i = 0; i < count; ++i) {
    frames.push_back({static_cast<std::uint8_t>(i % 3 == 0 ? kDemoFire | kDemoRun : 0),
                      static_cast<std::int8_t>(static_cast<int>(i % 201) - 100),
                      static_cast<std::int8_t>(static_cast<int>(i % 50))});
  }
  return frames;
}

TEST(Demo, RoundTripsARecordedDemoWithoutFindings) {
  const Result<Demo> demo = new_demo(3, sample_frames(500));
  ASSERT_TRUE(demo.ok());
  EXPECT_EQ(demo->size, 4 + 3 * 500);
  EXPECT_EQ(demo_tics(*demo), 2000u);
  const Result<Bytes> bytes = encode_demo(*demo);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes->size(), demo->size);
  Findings findings;
  const Result<Demo> back = decode_demo(*bytes, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, *demo);
  EXPECT_TRUE(findings.empty()) << findings.items()[0].id;
  EXPECT_EQ(classify_misc_chunk(*bytes), GraphicsChunkKind::kDemo);
}

TEST(Demo, BytesPastTheSizeAreKeptUnplayed) {
  Result<Demo> demo = new_demo(1, sample_frames(10));
  ASSERT_TRUE(demo.ok());
  demo->unplayed = {1, 2, 3, 4, 5, 6, 7};  // the rest of the recording buffer
  const Result<Bytes> bytes = encode_demo(*demo);
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  const Result<Demo> back = decode_demo(*bytes, findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, *demo);
  EXPECT_TRUE(findings.contains("W-DEMO-SIZE-MISMATCH"));
  EXPECT_FALSE(findings.contains("W-DEMO-SIZE-FRAMES"));
}

TEST(Demo, EachQuirkIsItsFinding) {
  ByteWriter out;
  out.u8(0);
  out.u16(9000);  // above 8192, (9000 - 4) % 3 != 0, and not the lump size
  out.u8(0);
  out.bytes(Bytes{kDemoFire, 0x80, 0});  // turn -128
  Findings findings;
  const Result<Demo> demo = decode_demo(out.view(), findings);
  ASSERT_TRUE(demo.ok());
  EXPECT_EQ(demo->frames.size(), 1u);  // what the lump holds
  EXPECT_EQ(demo->frames[0].turn, -128);
  for (const char* id :
       {"W-DEMO-SIZE-LIMIT", "W-DEMO-SIZE-FRAMES", "W-DEMO-SIZE-MISMATCH", "W-DEMO-DELTA-RANGE"}) {
    EXPECT_TRUE(findings.contains(id)) << id;
  }
  const Result<Bytes> back = encode_demo(*demo);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, out.view());
}

TEST(Demo, ShortHeaderAndSizeBelowHeaderAreErrors) {
  Findings findings;
  const Bytes short_demo = {0, 4, 0};
  const Result<Demo> truncated = decode_demo(short_demo, findings);
  ASSERT_FALSE(truncated.ok());
  EXPECT_EQ(truncated.error().id, "E-DEMO-TRUNCATED");
  const Bytes small_size = {0, 3, 0, 0, 1, 2, 3};
  const Result<Demo> small = decode_demo(small_size, findings);
  ASSERT_FALSE(small.ok());
  EXPECT_EQ(small.error().id, "E-DEMO-SIZE");
}

TEST(Demo, FramesThatDisagreeWithTheSizeCannotBeEncoded) {
  Result<Demo> demo = new_demo(0, sample_frames(4));
  ASSERT_TRUE(demo.ok());
  demo->frames.pop_back();  // size still says 4 frames, and no unplayed bytes make up for it
  demo->unplayed = {1, 2, 3, 4};
  const Result<Bytes> bytes = encode_demo(*demo);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-DEMO-FRAME-COUNT");
}

TEST(Demo, TooManyFramesForTheSizeFieldIsAnError) {
  const Result<Demo> demo = new_demo(0, sample_frames(21844));
  ASSERT_FALSE(demo.ok());
  EXPECT_EQ(demo.error().id, "E-DEMO-SIZE");
}

// --- Tile8 ---

TEST(Tile8, LumpHoldingEveryTileDecodesWithoutFinding) {
  testing::Rng rng(3);
  const Bytes tiles =
      testing::random_bytes(rng, kTile8EngineCount * kTile8Bytes, testing::BytePattern::kSkewed);
  const HuffmanDict dict = huffman_build_dict_for(tiles);
  const Result<Tile8Lump> lump = new_tile8(tiles, dict);
  ASSERT_TRUE(lump.ok());
  EXPECT_EQ(lump->expanded, tiles);
  Findings findings;
  const Result<Tile8Lump> back = decode_tile8(lump->stored, HuffmanDecoder(dict), findings);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, *lump);
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(encode_tile8(*back), lump->stored);
}

TEST(Tile8, ShortLumpStopsAtItsEndWithTheBrokenFinding) {
  testing::Rng rng(4);
  const Bytes tiles = testing::random_bytes(rng, 35 * kTile8Bytes, testing::BytePattern::kSkewed);
  const HuffmanDict dict = huffman_build_dict_for(tiles);
  const Result<Bytes> stored = huffman_compress(tiles, dict);
  ASSERT_TRUE(stored.ok());
  Findings findings;
  const Result<Tile8Lump> lump = decode_tile8(*stored, HuffmanDecoder(dict), findings);
  ASSERT_TRUE(lump.ok());
  EXPECT_TRUE(findings.contains("W-VGAGRAPH-TILE8-BROKEN"));
  EXPECT_EQ(findings.items()[0].offset, stored->size());
  // Everything the lump's bits give: the tiles, and maybe codes hiding in the pad bits.
  ASSERT_GE(lump->expanded.size(), tiles.size());
  EXPECT_LT(lump->expanded.size(), tiles.size() + 8);
  EXPECT_TRUE(std::equal(tiles.begin(), tiles.end(), lump->expanded.begin()));
  EXPECT_EQ(lump->stored, *stored);
}

TEST(Tile8, DictionaryWalkErrorsPassThrough) {
  HuffmanDict dict;
  dict.nodes[kHuffmanHeadNode] = {0x1FF, 0x1FF};  // names node 255, which does not exist
  Findings findings;
  const Bytes stored = {0x00};
  const Result<Tile8Lump> lump = decode_tile8(stored, HuffmanDecoder(dict), findings);
  ASSERT_FALSE(lump.ok());
  EXPECT_EQ(lump.error().id, "E-HUFFMAN-NODE-RANGE");
}

// --- Chunks after tile8 ---

TEST(ClassifyMiscChunk, RecognisesEachKindByContent) {
  EXPECT_EQ(classify_misc_chunk(Bytes(768, 63)), GraphicsChunkKind::kPalette);
  EXPECT_EQ(classify_misc_chunk(Bytes(768, 64)), GraphicsChunkKind::kRaw);
  const std::string text = "^P\r\n^C1Hello\r\n^E";
  EXPECT_EQ(classify_misc_chunk(Bytes(text.begin(), text.end())), GraphicsChunkKind::kText);
  const std::string plain = "Hello";
  EXPECT_EQ(classify_misc_chunk(Bytes(plain.begin(), plain.end())), GraphicsChunkKind::kRaw);
  EXPECT_EQ(classify_misc_chunk(Bytes{2, 7, 0, 0, 1, 2, 3}), GraphicsChunkKind::kDemo);
  EXPECT_EQ(classify_misc_chunk(Bytes{64, 7, 0, 0, 1, 2, 3}), GraphicsChunkKind::kRaw);
  EXPECT_EQ(classify_misc_chunk(Bytes{2, 8, 0, 0, 1, 2, 3}), GraphicsChunkKind::kRaw);
  EXPECT_EQ(classify_misc_chunk(Bytes{0xFD, 0x00, 0xB8, 0, 0, 1, 0, 7}),
            GraphicsChunkKind::kScreen);
  EXPECT_EQ(classify_misc_chunk(Bytes{0xFD, 0x00, 0xB8, 0, 0, 2, 0, 7}), GraphicsChunkKind::kRaw);
  EXPECT_EQ(classify_misc_chunk(Bytes{}), GraphicsChunkKind::kRaw);
}

}  // namespace
}  // namespace wolfsuite
