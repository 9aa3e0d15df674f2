#include "decoders/wolf/graphics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

// --- A synthetic set built from typed lumps ---

Font sample_font(std::uint16_t height, std::uint8_t seed) {
  Font font;
  font.height = height;
  for (std::size_t glyph = ' '; glyph < 0x80; ++glyph) {
    font.widths[glyph] = static_cast<std::uint8_t>(1 + (glyph + seed) % 8);
    font.glyphs[glyph].resize(std::size_t{height} * font.widths[glyph]);
    for (std::size_t i = 0; i < font.glyphs[glyph].size(); ++i) {
      font.glyphs[glyph][i] = static_cast<std::uint8_t>((i + glyph) % 3 == 0 ? 0 : 15);
    }
  }
  lay_out_font_glyphs(font);
  return font;
}

Picture sample_picture(testing::Rng& rng, std::uint16_t width, std::uint16_t height) {
  return Picture{
      width, height,
      testing::random_bytes(rng, std::size_t{width} * height, testing::BytePattern::kSkewed)};
}

Screen sample_screen() {
  Screen screen;
  screen.cells.resize(4000);
  for (std::size_t i = 0; i < screen.cells.size(); ++i) {
    screen.cells[i] = static_cast<std::uint8_t>(i % 2 == 0 ? 'A' + i % 26 : 0x1F);
  }
  screen.trailer = {0x1A};
  return screen;
}

Palette sample_palette() {
  Palette palette;
  for (std::size_t i = 0; i < kPaletteBytes; ++i) {
    palette.rgb[i] = static_cast<std::uint8_t>((i * 7) % 64);
  }
  return palette;
}

Demo sample_demo() {
  std::vector<DemoFrame> frames;
  frames.reserve(300);
  for (int i = 0; i < 300; ++i) {
    frames.push_back({static_cast<std::uint8_t>(i % 5 == 0 ? kDemoFire : kDemoRun),
                      static_cast<std::int8_t>(i % 41 - 20), static_cast<std::int8_t>(i % 30)});
  }
  Result<Demo> demo = new_demo(2, std::move(frames));
  return std::move(*demo);
}

Bytes ascii(const std::string& text) { return Bytes(text.begin(), text.end()); }

GraphicsLumps sample_lumps() {
  testing::Rng rng(1992);
  GraphicsLumps lumps;
  lumps.fonts = {sample_font(10, 0), sample_font(13, 5)};
  lumps.pictures = {sample_picture(rng, 8, 4), sample_picture(rng, 24, 32),
                    sample_picture(rng, 16, 2), sample_picture(rng, 320, 8)};
  lumps.tiles = testing::random_bytes(rng, 40 * kTile8Bytes, testing::BytePattern::kSkewed);
  lumps.misc = {sample_screen(), sample_palette(), ascii("^P\r\n^C1Get Psyched!\r\n^E\r\n"),
                sample_demo(), Bytes{200, 1, 2, 3}};
  return lumps;
}

// Chunks: 0 table, 1-2 fonts, 3-6 pictures, 7 tile8, 8 screen, 9 palette, 10 text, 11 demo,
// 12 raw.
constexpr std::size_t kSampleTile8 = 7;
constexpr std::size_t kSampleChunks = 13;

Graphics sample_graphics() {
  Result<Graphics> graphics = new_graphics(sample_lumps());
  EXPECT_TRUE(graphics.ok()) << graphics.error().to_string();
  return std::move(*graphics);
}

EncodedGraphicsFiles encoded(const Graphics& graphics) {
  Result<EncodedGraphicsFiles> files = encode_graphics(graphics);
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return std::move(*files);
}

GraphicsFiles view(const EncodedGraphicsFiles& files) {
  return GraphicsFiles{files.vgahead, files.vgadict, files.vgagraph};
}

Result<Graphics> decode(const EncodedGraphicsFiles& files, Findings& findings,
                        std::optional<int> demos = 1, const Limits& limits = {}) {
  return decode_graphics(view(files), demos, findings, limits);
}

std::vector<std::uint32_t> offsets_of(const Bytes& vgahead) {
  Findings findings;
  Result<Vgahead> head = decode_vgahead(vgahead, findings);
  EXPECT_TRUE(head.ok());
  return head.ok() ? head->offsets : std::vector<std::uint32_t>{};
}

Bytes vgahead_of(const std::vector<std::uint32_t>& offsets) {
  Result<Bytes> bytes = encode_vgahead(Vgahead{offsets});
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : Bytes{};
}

std::string error_id(const Result<Graphics>& graphics) {
  return graphics.ok() ? "ok" : graphics.error().id;
}

// --- Round trips ---

TEST(Graphics, SyntheticSetRoundTripsThroughTheThreeFiles) {
  const Graphics graphics = sample_graphics();
  ASSERT_EQ(graphics.chunks.size(), kSampleChunks);
  const EncodedGraphicsFiles files = encoded(graphics);
  Findings findings;
  const Result<Graphics> back = decode(files, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, graphics);
  EXPECT_EQ(encoded(*back), files);
  // 40 tiles of the engine's 72: the only finding.
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-VGAGRAPH-TILE8-BROKEN");
}

TEST(Graphics, KindsComeFromPositionThenContent) {
  const Graphics graphics = sample_graphics();
  using K = GraphicsChunkKind;
  const std::vector<K> expected = {
      K::kPictureTable, K::kFont,   K::kFont,    K::kPicture, K::kPicture, K::kPicture, K::kPicture,
      K::kTile8,        K::kScreen, K::kPalette, K::kText,    K::kDemo,    K::kRaw};
  std::vector<K> kinds;
  for (const GraphicsChunk& chunk : graphics.chunks) kinds.push_back(chunk.kind);
  EXPECT_EQ(kinds, expected);
  EXPECT_EQ(tile8_chunk_index(graphics), kSampleTile8);
}

TEST(Graphics, TypedLumpsComeBackFromTheDecodedChunks) {
  const GraphicsLumps lumps = sample_lumps();
  Findings findings;
  const Result<Graphics> graphics = decode(encoded(sample_graphics()), findings);
  ASSERT_TRUE(graphics.ok());
  const Result<PictureTable> table = decode_picture_table(graphics->chunks[0].expanded, findings);
  ASSERT_TRUE(table.ok());
  ASSERT_EQ(table->sizes.size(), lumps.pictures.size());
  for (std::size_t i = 0; i < kFontCount; ++i) {
    const Result<Font> font = decode_font(graphics->chunks[1 + i].expanded, findings);
    ASSERT_TRUE(font.ok());
    EXPECT_EQ(*font, lumps.fonts[i]);
  }
  for (std::size_t i = 0; i < lumps.pictures.size(); ++i) {
    const Result<Picture> picture =
        decode_picture(graphics->chunks[3 + i].expanded, table->sizes[i], findings);
    ASSERT_TRUE(picture.ok());
    EXPECT_EQ(*picture, lumps.pictures[i]);
  }
  const Result<Screen> screen = decode_screen(graphics->chunks[8].expanded, findings);
  ASSERT_TRUE(screen.ok());
  EXPECT_EQ(*screen, sample_screen());
  const Result<Palette> palette = decode_palette(graphics->chunks[9].expanded, findings);
  ASSERT_TRUE(palette.ok());
  EXPECT_EQ(*palette, sample_palette());
  const Result<Demo> demo = decode_demo(graphics->chunks[11].expanded, findings);
  ASSERT_TRUE(demo.ok());
  EXPECT_EQ(*demo, sample_demo());
  const Bytes& tile8 = graphics->chunks[kSampleTile8].expanded;
  ASSERT_GE(tile8.size(), lumps.tiles.size());
  EXPECT_TRUE(std::equal(lumps.tiles.begin(), lumps.tiles.end(), tile8.begin()));
}

TEST(Graphics, NewGraphicsWritesTheIgrabTrailingBytes) {
  EXPECT_EQ(igrab_trailing(16, false), Bytes{0x00});
  EXPECT_EQ(igrab_trailing(17, false), Bytes{});
  EXPECT_EQ(igrab_trailing(17, true), ascii("!ID!"));
  EXPECT_EQ(igrab_trailing(0, true), (Bytes{0, '!', 'I', 'D', '!'}));
  const Graphics graphics = sample_graphics();
  for (std::size_t index : {0u, 2u, 6u}) {  // the table, the last font, the last picture
    const Bytes& trailing = graphics.chunks[index].trailing;
    ASSERT_GE(trailing.size(), 4u) << index;
    EXPECT_TRUE(std::equal(trailing.end() - 4, trailing.end(), ascii("!ID!").begin())) << index;
  }
  for (std::size_t index : {1u, 3u, 8u, 12u}) {
    const Bytes& trailing = graphics.chunks[index].trailing;
    EXPECT_TRUE(trailing.empty() || trailing == Bytes{0}) << index;
  }
  EXPECT_TRUE(graphics.chunks[kSampleTile8].trailing.empty());
}

TEST(Graphics, ManifestBytesAreTheExpandedChunkAndNothingForSparse) {
  Graphics graphics = sample_graphics();
  const std::optional<ByteSpan> tile8 = manifest_chunk_bytes(graphics, kSampleTile8);
  ASSERT_TRUE(tile8.has_value());
  EXPECT_TRUE(std::equal(tile8->begin(), tile8->end(),
                         graphics.chunks[kSampleTile8].expanded.begin(),
                         graphics.chunks[kSampleTile8].expanded.end()));
  graphics.chunks[12] = GraphicsChunk{GraphicsChunkKind::kSparse, {}, {}, {}};
  EXPECT_FALSE(manifest_chunk_bytes(graphics, 12).has_value());
  EXPECT_FALSE(manifest_chunk_bytes(graphics, kSampleChunks).has_value());
}

TEST(Graphics, DemoCountOtherThanTheHintIsAFinding) {
  const EncodedGraphicsFiles files = encoded(sample_graphics());
  for (const auto& [hint, expect_finding] :
       {std::pair<std::optional<int>, bool>{1, false}, {4, true}, {std::nullopt, false}}) {
    Findings findings;
    ASSERT_TRUE(decode(files, findings, hint).ok());
    EXPECT_EQ(findings.contains("W-VGAGRAPH-DEMO-COUNT"), expect_finding);
  }
}

TEST(Graphics, SparseChunkIsAFindingAndStaysSparse) {
  Graphics graphics = sample_graphics();
  graphics.chunks[4] = GraphicsChunk{GraphicsChunkKind::kSparse, {}, {}, {}};
  const EncodedGraphicsFiles files = encoded(graphics);
  EXPECT_EQ(offsets_of(files.vgahead)[4], kVgaheadSparse);
  Findings findings;
  const Result<Graphics> back = decode(files, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, graphics);
  EXPECT_TRUE(findings.contains("W-VGAGRAPH-SPARSE"));
}

TEST(Graphics, UnreferencedBytesAreAFindingAndKept) {
  Graphics graphics = sample_graphics();
  graphics.before_first_chunk = {1, 2, 3};
  graphics.after_end = {9};
  const EncodedGraphicsFiles files = encoded(graphics);
  EXPECT_EQ(offsets_of(files.vgahead)[0], 3u);
  Findings findings;
  const Result<Graphics> back = decode(files, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, graphics);
  EXPECT_TRUE(findings.contains("W-VGAGRAPH-UNREFERENCED"));
  EXPECT_EQ(encoded(*back), files);
}

TEST(Graphics, NonZeroPadBitsAreAFindingAndTheModelStillRoundTrips) {
  const Graphics graphics = sample_graphics();
  EncodedGraphicsFiles files = encoded(graphics);
  // A chunk whose bits do not end on a byte boundary: no trailing byte, not a group end.
  const std::vector<std::uint32_t> offsets = offsets_of(files.vgahead);
  std::optional<std::size_t> chunk;
  for (std::size_t index : {1u, 3u, 4u, 5u, 8u, 9u, 10u, 11u, 12u}) {
    if (graphics.chunks[index].trailing.empty()) chunk = index;
  }
  ASSERT_TRUE(chunk.has_value());
  files.vgagraph[offsets[*chunk + 1] - 1] |= 0x80;  // the last code byte's highest, unused bit
  Findings findings;
  const Result<Graphics> back = decode(files, findings);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_TRUE(findings.contains("W-VGAGRAPH-CODE-BITS"));
  EXPECT_EQ(*back, graphics);
  EXPECT_NE(encoded(*back), files);
}

// --- Bad input ---

TEST(Graphics, VgaheadNotAMultipleOf3OrEmptyIsAnError) {
  EncodedGraphicsFiles files = encoded(sample_graphics());
  files.vgahead.pop_back();
  Findings findings;
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAHEAD-SIZE");
  files.vgahead.clear();
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAHEAD-SIZE");
}

TEST(Graphics, TooManyOffsetsIsALimitError) {
  Findings findings;
  const Bytes vgahead((kMaxVgaheadOffsets + 1) * 3, 0);
  const Result<Vgahead> head = decode_vgahead(vgahead, findings);
  ASSERT_FALSE(head.ok());
  EXPECT_EQ(head.error().id, "E-VGAHEAD-COUNT");
  EXPECT_EQ(head.error().kind, ErrorKind::kLimit);
}

TEST(Graphics, OffsetsRunningBackwardsOrPastTheFileAreErrors) {
  const EncodedGraphicsFiles good = encoded(sample_graphics());
  const std::vector<std::uint32_t> offsets = offsets_of(good.vgahead);
  Findings findings;

  std::vector<std::uint32_t> backwards = offsets;
  std::swap(backwards[4], backwards[5]);
  EncodedGraphicsFiles files = good;
  files.vgahead = vgahead_of(backwards);
  Result<Graphics> graphics = decode(files, findings);
  EXPECT_EQ(error_id(graphics), "E-VGAHEAD-RANGE");
  if (!graphics.ok()) {
    EXPECT_EQ(graphics.error().offset, 5u * 3);
  }

  std::vector<std::uint32_t> past_end = offsets;
  past_end.back() = static_cast<std::uint32_t>(good.vgagraph.size() + 1);
  files.vgahead = vgahead_of(past_end);
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAHEAD-RANGE");

  std::vector<std::uint32_t> sparse_end = offsets;
  sparse_end.back() = kVgaheadSparse;
  files.vgahead = vgahead_of(sparse_end);
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAHEAD-RANGE");
}

TEST(Graphics, VgadictOfTheWrongSizeIsTheHuffmanError) {
  EncodedGraphicsFiles files = encoded(sample_graphics());
  files.vgadict.resize(1000);
  Findings findings;
  EXPECT_EQ(error_id(decode(files, findings)), "E-HUFFMAN-DICT-SIZE");
}

TEST(Graphics, MissingOrSparsePictureTableIsAnError) {
  EncodedGraphicsFiles files = encoded(sample_graphics());
  Findings findings;
  std::vector<std::uint32_t> offsets = offsets_of(files.vgahead);
  offsets[0] = kVgaheadSparse;
  files.vgahead = vgahead_of(offsets);
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAGRAPH-PICTABLE-MISSING");
  files.vgahead = vgahead_of({static_cast<std::uint32_t>(files.vgagraph.size())});
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAGRAPH-PICTABLE-MISSING");
}

TEST(Graphics, FewerThanTwoFontsIsAnError) {
  const EncodedGraphicsFiles good = encoded(sample_graphics());
  const std::vector<std::uint32_t> offsets = offsets_of(good.vgahead);
  Findings findings;
  EncodedGraphicsFiles files = good;
  std::vector<std::uint32_t> sparse_font = offsets;
  sparse_font[2] = kVgaheadSparse;
  files.vgahead = vgahead_of(sparse_font);
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAGRAPH-FONT-COUNT");
  files.vgahead = vgahead_of({offsets[0], offsets[1], offsets[2]});  // chunks 0 and 1 only
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAGRAPH-FONT-COUNT");
}

TEST(Graphics, PictureTableNamingMorePicturesThanChunksIsAnError) {
  const EncodedGraphicsFiles good = encoded(sample_graphics());
  const std::vector<std::uint32_t> offsets = offsets_of(good.vgahead);
  EncodedGraphicsFiles files = good;
  // Chunks 0..5 only: room for 3 of the table's 4 pictures.
  files.vgahead = vgahead_of(std::vector<std::uint32_t>(offsets.begin(), offsets.begin() + 7));
  Findings findings;
  EXPECT_EQ(error_id(decode(files, findings)), "E-VGAGRAPH-PICTURE-COUNT");
  // Exactly the pictures, no tile8: fine.
  files.vgahead = vgahead_of(std::vector<std::uint32_t>(offsets.begin(), offsets.begin() + 8));
  EXPECT_EQ(error_id(decode(files, findings)), "ok");
}

TEST(Graphics, PictureOfAnotherSizeThanTheTableIsAnErrorAtItsChunk) {
  Graphics graphics = sample_graphics();
  graphics.chunks[4].expanded.push_back(0);
  const EncodedGraphicsFiles files = encoded(graphics);
  Findings findings;
  const Result<Graphics> back = decode(files, findings);
  ASSERT_FALSE(back.ok());
  EXPECT_EQ(back.error().id, "E-PIC-SIZE");
  EXPECT_EQ(back.error().offset, offsets_of(files.vgahead)[4]);
}

TEST(Graphics, HuffmanStreamErrorsPassThroughAtTheirFileOffset) {
  EncodedGraphicsFiles files = encoded(sample_graphics());
  const std::vector<std::uint32_t> offsets = offsets_of(files.vgahead);
  ByteReader prefix(ByteSpan(files.vgagraph).subspan(offsets[3]), "test");
  const Result<std::uint32_t> declared = prefix.u32();
  ASSERT_TRUE(declared.ok());
  ByteWriter bigger;
  bigger.u32(*declared + 100000);
  std::copy(bigger.view().begin(), bigger.view().end(), files.vgagraph.begin() + offsets[3]);
  Findings findings;
  const Result<Graphics> graphics = decode(files, findings);
  ASSERT_FALSE(graphics.ok());
  EXPECT_EQ(graphics.error().id, "E-HUFFMAN-TRUNCATED");
  EXPECT_EQ(graphics.error().offset, offsets[4]);  // the end of chunk 3's stored bytes
}

TEST(Graphics, DeclaredSizeAboveTheLimitIsALimitError) {
  const EncodedGraphicsFiles files = encoded(sample_graphics());
  Findings findings;
  Limits limits;
  limits.max_huffman_output = 1000;  // the first font is bigger
  const Result<Graphics> graphics = decode(files, findings, 1, limits);
  ASSERT_FALSE(graphics.ok());
  EXPECT_EQ(graphics.error().id, "E-HUFFMAN-SIZE-LIMIT");
  EXPECT_EQ(graphics.error().kind, ErrorKind::kLimit);
  EXPECT_EQ(graphics.error().offset, offsets_of(files.vgahead)[1]);
}

TEST(Graphics, ByteWithoutACodeCannotBeEncoded) {
  Graphics graphics = sample_graphics();
  graphics.dict.nodes[kHuffmanHeadNode] = {0, 1};  // codes for bytes 0 and 1 only
  const Result<EncodedGraphicsFiles> files = encode_graphics(graphics);
  ASSERT_FALSE(files.ok());
  EXPECT_EQ(files.error().id, "E-HUFFMAN-NO-CODE");
}

TEST(Graphics, VgagraphBeyond24BitOffsetsCannotBeEncoded) {
  Graphics graphics = sample_graphics();
  graphics.before_first_chunk.resize(kVgaheadSparse);
  const Result<EncodedGraphicsFiles> files = encode_graphics(graphics);
  ASSERT_FALSE(files.ok());
  EXPECT_EQ(files.error().id, "E-VGAHEAD-OFFSET-LIMIT");
  const Result<Bytes> head = encode_vgahead(Vgahead{{0x1000000}});
  ASSERT_FALSE(head.ok());
  EXPECT_EQ(head.error().id, "E-VGAHEAD-OFFSET-LIMIT");
}

// --- Real data ---

struct RealGraphics {
  std::string extension;
  Bytes vgahead;
  Bytes vgadict;
  Bytes vgagraph;
  GraphicsFiles files() const { return {vgahead, vgadict, vgagraph}; }
};

std::vector<RealGraphics> real_graphics_sets() {
  std::vector<RealGraphics> sets;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    RealGraphics real{set.extension, {}, {}, {}};
    bool complete = true;
    for (auto [stem, bytes] :
         {std::pair{"vgahead", &real.vgahead}, std::pair{"vgadict", &real.vgadict},
          std::pair{"vgagraph", &real.vgagraph}}) {
      const auto path = set.file(stem);
      Result<Bytes> read = path ? read_file(*path) : Result<Bytes>(malformed("missing", 0, stem));
      complete = complete && read.ok();
      if (read.ok()) *bytes = std::move(*read);
    }
    if (complete) sets.push_back(std::move(real));
  }
  return sets;
}

std::optional<int> demo_hint(const std::string& extension) {
  const std::optional<GameVersion> version = version_from_tag(extension);
  if (!version) return std::nullopt;
  return version_facts(*version).demos;
}

// Measured on the shipped sets (the table at the top of graphics.h).
struct KnownGraphics {
  const char* extension;
  std::size_t vgagraph_bytes;
  std::size_t chunks;
  std::size_t tile8_chunk;
  std::size_t tile8_expanded;
  std::map<GraphicsChunkKind, int> kinds;
  // Trailing bytes: none, one 0x00, "!ID!", 0x00 + "!ID!".
  std::array<int, 4> trailing;
};

const std::vector<KnownGraphics>& known_graphics() {
  using K = GraphicsChunkKind;
  static const std::vector<KnownGraphics> known = {
      {"wl1",
       326568,
       156,
       147,
       2242,
       {{K::kPictureTable, 1},
        {K::kFont, 2},
        {K::kPicture, 144},
        {K::kTile8, 1},
        {K::kScreen, 2},
        {K::kText, 2},
        {K::kDemo, 4}},
       {130, 22, 1, 2}},
      {"sdm",
       305891,
       133,
       128,
       2240,
       {{K::kPictureTable, 1},
        {K::kFont, 2},
        {K::kPicture, 125},
        {K::kTile8, 1},
        {K::kScreen, 2},
        {K::kPalette, 1},
        {K::kDemo, 1}},
       {106, 23, 3, 0}},
  };
  return known;
}

std::array<int, 4> count_trailing(const Graphics& graphics) {
  std::array<int, 4> counts{};
  const Bytes id = ascii("!ID!");
  const Bytes zero_id = {0, '!', 'I', 'D', '!'};
  for (const GraphicsChunk& chunk : graphics.chunks) {
    if (chunk.trailing.empty()) ++counts[0];
    if (chunk.trailing == Bytes{0}) ++counts[1];
    if (chunk.trailing == id) ++counts[2];
    if (chunk.trailing == zero_id) ++counts[3];
  }
  return counts;
}

TEST(GraphicsRealData, EverySetReencodesByteForByte) {
  const std::vector<RealGraphics> sets = real_graphics_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealGraphics& set : sets) {
    SCOPED_TRACE(set.extension);
    Findings findings;
    const Result<Graphics> graphics =
        decode_graphics(set.files(), demo_hint(set.extension), findings);
    ASSERT_TRUE(graphics.ok()) << graphics.error().to_string();
    const Result<EncodedGraphicsFiles> files = encode_graphics(*graphics);
    ASSERT_TRUE(files.ok()) << files.error().to_string();
    EXPECT_EQ(files->vgahead, set.vgahead);
    EXPECT_EQ(files->vgadict, set.vgadict);
    EXPECT_EQ(files->vgagraph, set.vgagraph);
    // Only the broken tile8 lump and the demos' own quirks are findings.
    for (const Finding& finding : findings.items()) {
      EXPECT_TRUE(finding.id == "W-VGAGRAPH-TILE8-BROKEN" || finding.id.starts_with("W-DEMO-"))
          << finding.id << ": " << finding.message;
    }
  }
}

TEST(GraphicsRealData, EveryChunkExpandsToItsDeclaredSize) {
  const std::vector<RealGraphics> sets = real_graphics_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealGraphics& set : sets) {
    SCOPED_TRACE(set.extension);
    Findings findings;
    const Result<Graphics> graphics = decode_graphics(set.files(), std::nullopt, findings);
    ASSERT_TRUE(graphics.ok()) << graphics.error().to_string();
    const Result<Vgahead> head = decode_vgahead(set.vgahead, findings);
    ASSERT_TRUE(head.ok());
    for (std::size_t index = 0; index < graphics->chunks.size(); ++index) {
      const GraphicsChunk& chunk = graphics->chunks[index];
      if (chunk.kind == GraphicsChunkKind::kTile8 || chunk.kind == GraphicsChunkKind::kSparse) {
        continue;
      }
      const Result<ByteSpan> stored = vgagraph_chunk_stored(set.vgagraph, *head, index);
      ASSERT_TRUE(stored.ok());
      ByteReader reader(*stored, "test");
      const Result<std::uint32_t> declared = reader.u32();
      ASSERT_TRUE(declared.ok());
      EXPECT_EQ(chunk.expanded.size(), *declared) << "chunk " << index;
    }
  }
}

TEST(GraphicsRealData, KindsTile8AndTrailingBytesMatchTheMeasuredSets) {
  const std::vector<RealGraphics> sets = real_graphics_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  int checked = 0;
  for (const RealGraphics& set : sets) {
    for (const KnownGraphics& known : known_graphics()) {
      if (set.extension != known.extension || set.vgagraph.size() != known.vgagraph_bytes) {
        continue;
      }
      SCOPED_TRACE(set.extension);
      ++checked;
      Findings findings;
      const Result<Graphics> graphics =
          decode_graphics(set.files(), demo_hint(set.extension), findings);
      ASSERT_TRUE(graphics.ok()) << graphics.error().to_string();
      EXPECT_EQ(graphics->chunks.size(), known.chunks);
      std::map<GraphicsChunkKind, int> kinds;
      for (const GraphicsChunk& chunk : graphics->chunks) ++kinds[chunk.kind];
      EXPECT_EQ(kinds, known.kinds);
      EXPECT_EQ(tile8_chunk_index(*graphics), known.tile8_chunk);
      const std::optional<ByteSpan> tile8 = manifest_chunk_bytes(*graphics, known.tile8_chunk);
      ASSERT_TRUE(tile8.has_value());
      EXPECT_EQ(tile8->size(), known.tile8_expanded);
      EXPECT_TRUE(findings.contains("W-VGAGRAPH-TILE8-BROKEN"));
      EXPECT_FALSE(findings.contains("W-VGAGRAPH-DEMO-COUNT"));
      // The tile8 chunk has no trailing bytes of its own (it is kept as stored).
      std::array<int, 4> trailing = count_trailing(*graphics);
      --trailing[0];
      EXPECT_EQ(trailing, known.trailing);
    }
  }
  if (checked == 0) GTEST_SKIP() << "no set matches the measured wl1 / sdm files";
}

// Each typed lump of the real sets decodes and encodes back to the same expanded bytes.
void check_typed_round_trip(const Graphics& graphics, const PictureTable& table,
                            std::size_t index) {
  const GraphicsChunk& chunk = graphics.chunks[index];
  Findings findings;
  Result<Bytes> back = Bytes{};
  switch (chunk.kind) {
    case GraphicsChunkKind::kPictureTable:
      back = encode_picture_table(*decode_picture_table(chunk.expanded, findings));
      break;
    case GraphicsChunkKind::kFont: {
      const Result<Font> font = decode_font(chunk.expanded, findings);
      ASSERT_TRUE(font.ok()) << font.error().to_string();
      back = encode_font(*font);
      break;
    }
    case GraphicsChunkKind::kPicture: {
      const Result<Picture> picture =
          decode_picture(chunk.expanded, table.sizes[index - 3], findings);
      ASSERT_TRUE(picture.ok()) << picture.error().to_string();
      back = encode_picture(*picture);
      break;
    }
    case GraphicsChunkKind::kScreen:
      back = encode_screen(*decode_screen(chunk.expanded, findings));
      break;
    case GraphicsChunkKind::kPalette:
      back = encode_palette(*decode_palette(chunk.expanded, findings));
      break;
    case GraphicsChunkKind::kDemo: {
      const Result<Demo> demo = decode_demo(chunk.expanded, findings);
      ASSERT_TRUE(demo.ok()) << demo.error().to_string();
      back = encode_demo(*demo);
      break;
    }
    default:
      return;
  }
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(*back, chunk.expanded) << "chunk " << index;
}

TEST(GraphicsRealData, EveryTypedLumpReencodesToItsExpandedBytes) {
  const std::vector<RealGraphics> sets = real_graphics_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const RealGraphics& set : sets) {
    SCOPED_TRACE(set.extension);
    Findings findings;
    const Result<Graphics> graphics = decode_graphics(set.files(), std::nullopt, findings);
    ASSERT_TRUE(graphics.ok()) << graphics.error().to_string();
    const Result<PictureTable> table = decode_picture_table(graphics->chunks[0].expanded, findings);
    ASSERT_TRUE(table.ok());
    for (std::size_t index = 0; index < graphics->chunks.size(); ++index) {
      check_typed_round_trip(*graphics, *table, index);
    }
  }
}

}  // namespace
}  // namespace wolfsuite
