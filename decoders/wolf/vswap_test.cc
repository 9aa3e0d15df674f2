#include "decoders/wolf/vswap.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

Wall gradient_wall(std::uint8_t seed) {
  Wall wall;
  for (std::size_t i = 0; i < kWallBytes; ++i) {
    wall.columns[i] = static_cast<std::uint8_t>(seed + i * 7);
  }
  return wall;
}

SpriteImage small_sprite() {
  SpriteImage image;
  for (int y = 10; y < 20; ++y) {
    image.pixels[static_cast<std::size_t>(y * kSpriteSide + 31)] = static_cast<std::uint8_t>(y);
    image.alpha[static_cast<std::size_t>(y * kSpriteSide + 31)] = kSpriteOpaque;
  }
  return image;
}

VswapContents small_contents() {
  VswapContents contents;
  contents.walls = {gradient_wall(1), std::nullopt, gradient_wall(9)};
  contents.sprites = {sprite_lump_from_image(small_sprite()), std::nullopt};
  contents.sounds = {DigitisedSound{Bytes(5000, 0x80), 0}, DigitisedSound{{}, 3000},
                     DigitisedSound{Bytes(10, 0x11), 0}};
  return contents;
}

// A VSWAP header: count, sprite start, sound start, offsets, sizes.
Bytes header(std::uint16_t count, std::uint16_t sprite_start, std::uint16_t sound_start,
             const std::vector<std::uint32_t>& offsets, const std::vector<std::uint16_t>& sizes) {
  ByteWriter writer;
  writer.u16(count);
  writer.u16(sprite_start);
  writer.u16(sound_start);
  for (const std::uint32_t offset : offsets) writer.u32(offset);
  for (const std::uint16_t size : sizes) writer.u16(size);
  return writer.take();
}

std::string decode_error(ByteSpan in) {
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(in, findings);
  return vswap.ok() ? "ok" : vswap.error().id;
}

TEST(Vswap, ConstructedContentsRoundTripThroughTheFile) {
  const VswapContents contents = small_contents();
  const Result<Vswap> vswap = new_vswap(contents);
  ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
  EXPECT_EQ(vswap->sprite_start, 3);
  EXPECT_EQ(vswap->sound_start, 5);
  // 3 walls, 2 sprites, sound chunks 2 + 1 sparse + 1, then the table.
  EXPECT_EQ(vswap->chunk_count(), 3u + 2u + 4u + 1u);

  const Result<Bytes> file = encode_vswap(*vswap);
  ASSERT_TRUE(file.ok()) << file.error().to_string();
  Findings findings;
  const Result<Vswap> decoded = decode_vswap(*file, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, *vswap);
  EXPECT_FALSE(decoded->stored_layout.has_value());

  const Result<VswapContents> typed = decode_vswap_contents(*decoded, findings);
  ASSERT_TRUE(typed.ok()) << typed.error().to_string();
  EXPECT_EQ(*typed, contents);
  EXPECT_TRUE(findings.contains("W-VSWAP-SOUND-SPARSE"));
}

TEST(Vswap, IdLayoutAlignsEveryChunkTo512BytesAndPadsTheFile) {
  const std::vector<Bytes> chunks = {Bytes(4096, 1), Bytes{}, Bytes(100, 2), Bytes(3, 3)};
  const VswapLayout layout = vswap_id_layout(chunks);
  // Header 6 + 6 * 4 = 30 bytes.
  EXPECT_EQ(layout.offsets, (std::vector<std::uint32_t>{512, 0, 4608, 5120}));
  EXPECT_EQ(layout.file_size, 5632u);
}

TEST(Vswap, PaddingBetweenChunksIsZero) {
  Vswap vswap;
  vswap.chunks = {Bytes(3, 0xEE), Bytes(2, 0xDD)};
  const Bytes file = *encode_vswap(vswap);
  ASSERT_EQ(file.size(), 1536u);
  EXPECT_EQ(file[512], 0xEE);
  EXPECT_EQ(file[515], 0);
  EXPECT_EQ(file[1024], 0xDD);
  EXPECT_EQ(file[1535], 0);
}

TEST(Vswap, FileOutsideIdLayoutKeepsItsOffsetsAndReencodesExactly) {
  // Two chunks packed right after the header, the second before the first, and a sparse chunk
  // with a non-zero offset.
  Bytes file = header(3, 0, 0, {28, 24, 999}, {4, 4, 0});
  file.insert(file.end(), {9, 8, 7, 6, 1, 2, 3, 4});
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
  ASSERT_TRUE(vswap->stored_layout.has_value());
  EXPECT_EQ(vswap->stored_layout->offsets, (std::vector<std::uint32_t>{28, 24, 999}));
  EXPECT_EQ(vswap->chunks[0], (Bytes{1, 2, 3, 4}));
  EXPECT_EQ(vswap->chunks[1], (Bytes{9, 8, 7, 6}));
  EXPECT_TRUE(vswap->sparse(2));
  EXPECT_EQ(*encode_vswap(*vswap), file);
}

TEST(Vswap, OverlappingChunksReencodeExactly) {
  Bytes file = header(2, 0, 0, {18, 20}, {4, 4});
  file.insert(file.end(), {1, 2, 3, 4, 5, 6});
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
  EXPECT_EQ(vswap->chunks[1], (Bytes{3, 4, 5, 6}));
  EXPECT_EQ(*encode_vswap(*vswap), file);
}

TEST(Vswap, ChunkInsideTheHeaderReencodesExactly) {
  const Bytes file = header(1, 0, 0, {0}, {10});
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
  EXPECT_EQ(vswap->chunks[0], Bytes(file.begin(), file.begin() + 10));
  EXPECT_EQ(*encode_vswap(*vswap), file);
}

TEST(Vswap, TruncatedHeaderIsAnError) {
  EXPECT_EQ(decode_error(Bytes{1, 0, 0, 0, 0}), "E-VSWAP-TRUNCATED");
}

TEST(Vswap, TruncatedChunkTableIsAnError) {
  Bytes file = header(2, 0, 0, {0, 0}, {0, 0});
  file.pop_back();
  EXPECT_EQ(decode_error(file), "E-VSWAP-TRUNCATED");
}

TEST(Vswap, ChunkCountOverTheCapIsALimitError) {
  const Bytes file = header(static_cast<std::uint16_t>(kMaxVswapChunks + 1), 0, 0, {}, {});
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_FALSE(vswap.ok());
  EXPECT_EQ(vswap.error().id, "E-VSWAP-CHUNK-COUNT");
  EXPECT_EQ(vswap.error().kind, ErrorKind::kLimit);
}

TEST(Vswap, SpriteStartAfterSoundStartIsAnError) {
  EXPECT_EQ(decode_error(header(2, 2, 1, {0, 0}, {0, 0})), "E-VSWAP-SECTIONS");
}

TEST(Vswap, SoundStartAfterChunkCountIsAnError) {
  EXPECT_EQ(decode_error(header(2, 0, 3, {0, 0}, {0, 0})), "E-VSWAP-SECTIONS");
}

TEST(Vswap, ChunkPastTheEndOfTheFileIsAnError) {
  Bytes file = header(1, 0, 0, {12}, {4});
  file.push_back(0);
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_FALSE(vswap.ok());
  EXPECT_EQ(vswap.error().id, "E-VSWAP-CHUNK-RANGE");
  EXPECT_EQ(vswap.error().offset, 6u);
}

TEST(Vswap, HugeOffsetIsAnErrorNotAnOverflow) {
  EXPECT_EQ(decode_error(header(1, 0, 0, {0xFFFFFFFF}, {2})), "E-VSWAP-CHUNK-RANGE");
}

TEST(Vswap, SparseChunkMayPointAnywhere) {
  EXPECT_EQ(decode_error(header(1, 0, 0, {0xFFFFFFFF}, {0})), "ok");
}

TEST(Vswap, ChunksAddingUpOverTheCapAreALimitError) {
  // Every chunk is the same 65535 bytes: 4096 of them make 256 MiB of copies.
  const std::size_t count = kMaxVswapChunks;
  const std::vector<std::uint32_t> offsets(count, 0);
  const std::vector<std::uint16_t> sizes(count, 0xFFFF);
  Bytes file = header(static_cast<std::uint16_t>(count), 0, 0, offsets, sizes);
  file.resize(0xFFFF, 0);
  Findings findings;
  const Result<Vswap> vswap = decode_vswap(file, findings);
  ASSERT_FALSE(vswap.ok());
  EXPECT_EQ(vswap.error().id, "E-VSWAP-CHUNK-TOTAL");
  EXPECT_EQ(vswap.error().kind, ErrorKind::kLimit);
}

TEST(Vswap, FileOverTheSizeCapIsALimitError) {
  const Bytes file(kMaxVswapFileBytes + 1, 0);
  EXPECT_EQ(decode_error(file), "E-VSWAP-FILE-SIZE");
}

TEST(Vswap, ChunkOver65535BytesCannotBeEncoded) {
  Vswap vswap;
  vswap.chunks = {Bytes(0x10000, 1)};
  const Result<Bytes> file = encode_vswap(vswap);
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().id, "E-VSWAP-ENCODE");
}

TEST(Vswap, SectionsOutOfOrderCannotBeEncoded) {
  Vswap vswap;
  vswap.chunks = {Bytes(1, 1)};
  vswap.sprite_start = 1;
  vswap.sound_start = 0;
  EXPECT_EQ(encode_vswap(vswap).error().id, "E-VSWAP-ENCODE");
}

TEST(Vswap, StoredLayoutWithConflictingOverlapCannotBeEncoded) {
  Vswap vswap;
  vswap.chunks = {Bytes(4, 1), Bytes(4, 2)};
  vswap.stored_layout = VswapLayout{{18, 20}, 24};
  EXPECT_EQ(encode_vswap(vswap).error().id, "E-VSWAP-ENCODE");
}

TEST(Vswap, StoredLayoutWithAChunkPastTheFileCannotBeEncoded) {
  Vswap vswap;
  vswap.chunks = {Bytes(4, 1)};
  vswap.stored_layout = VswapLayout{{12}, 14};
  EXPECT_EQ(encode_vswap(vswap).error().id, "E-VSWAP-ENCODE");
}

TEST(VswapWall, RowMajorPixelsAreTheStoredColumnsTransposed) {
  Wall wall;
  wall.columns[1 * 64 + 5] = 42;  // column 1, row 5
  const auto pixels = wall_pixels_row_major(wall);
  EXPECT_EQ(pixels[5 * 64 + 1], 42);
  EXPECT_EQ(pixels[1 * 64 + 5], 0);
  EXPECT_EQ(wall_from_row_major(pixels), wall);
}

TEST(VswapWall, EncodeDecodeRoundTrip) {
  const Wall wall = gradient_wall(3);
  Findings findings;
  EXPECT_EQ(*decode_wall(encode_wall(wall), findings), wall);
}

TEST(VswapWall, ChunkOtherThan4096BytesIsAnError) {
  Findings findings;
  EXPECT_EQ(decode_wall(Bytes(4095, 0), findings).error().id, "E-VSWAP-WALL-SIZE");
  EXPECT_EQ(decode_wall(Bytes(4097, 0), findings).error().id, "E-VSWAP-WALL-SIZE");
}

TEST(VswapContents, BadWallChunkNamesTheChunk) {
  Vswap vswap = *new_vswap(small_contents());
  vswap.chunks[2].pop_back();
  Findings findings;
  const Result<VswapContents> contents = decode_vswap_contents(vswap, findings);
  ASSERT_FALSE(contents.ok());
  EXPECT_EQ(contents.error().id, "E-VSWAP-WALL-SIZE");
  EXPECT_NE(contents.error().message.find("chunk 2"), std::string::npos);
}

// Measured on the shipped files (see also the layout notes in vswap.h).
struct KnownVswap {
  const char* extension;
  std::size_t bytes;
  std::size_t chunks;
  std::uint16_t sprite_start;
  std::uint16_t sound_start;
  std::size_t sparse_chunks;
  std::size_t sparse_sounds;
};
constexpr KnownVswap kKnownVswaps[] = {
    {"wl1", 742912, 663, 106, 542, 327, 26},
    {"sdm", 730624, 666, 134, 555, 369, 16},
};

const KnownVswap* known(const std::string& extension) {
  for (const KnownVswap& set : kKnownVswaps) {
    if (extension == set.extension) return &set;
  }
  return nullptr;
}

std::size_t count_findings(const Findings& findings, std::string_view id) {
  std::size_t count = 0;
  for (const Finding& finding : findings.items()) count += finding.id == id ? 1 : 0;
  return count;
}

TEST(VswapRealData, EveryFileDecodesAndReencodesByteIdentical) {
  int checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto path = set.file("vswap");
    if (!path) continue;
    SCOPED_TRACE(set.extension);
    const Result<Bytes> file = read_file(*path);
    ASSERT_TRUE(file.ok()) << file.error().to_string();
    Findings findings;
    const Result<Vswap> vswap = decode_vswap(*file, findings);
    ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
    EXPECT_FALSE(vswap->stored_layout.has_value()) << "not in id's 512-byte layout";
    const Result<Bytes> again = encode_vswap(*vswap);
    ASSERT_TRUE(again.ok()) << again.error().to_string();
    EXPECT_TRUE(*again == *file);

    if (const KnownVswap* facts = known(set.extension)) {
      EXPECT_EQ(file->size(), facts->bytes);
      EXPECT_EQ(vswap->chunk_count(), facts->chunks);
      EXPECT_EQ(vswap->sprite_start, facts->sprite_start);
      EXPECT_EQ(vswap->sound_start, facts->sound_start);
      std::size_t sparse = 0;
      for (std::size_t i = 0; i < vswap->chunk_count(); ++i) sparse += vswap->sparse(i) ? 1 : 0;
      EXPECT_EQ(sparse, facts->sparse_chunks);
    }
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << testing::real_data_missing_message();
}

TEST(VswapRealData, EveryChunkDecodesAndTheTypedContentsRebuildTheFile) {
  int checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto path = set.file("vswap");
    if (!path) continue;
    SCOPED_TRACE(set.extension);
    const Result<Bytes> file = read_file(*path);
    ASSERT_TRUE(file.ok()) << file.error().to_string();
    Findings findings;
    const Vswap vswap = *decode_vswap(*file, findings);
    const Result<VswapContents> contents = decode_vswap_contents(vswap, findings);
    ASSERT_TRUE(contents.ok()) << contents.error().to_string();
    EXPECT_EQ(contents->walls.size(), vswap.sprite_start);
    EXPECT_EQ(contents->sprites.size(), std::size_t{vswap.sound_start} - vswap.sprite_start);
    if (const auto version = version_from_tag(set.extension)) {
      EXPECT_EQ(contents->sounds.size(),
                static_cast<std::size_t>(version_facts(*version).pcm_sounds));
    }
    if (const KnownVswap* facts = known(set.extension)) {
      EXPECT_EQ(count_findings(findings, "W-VSWAP-SOUND-SPARSE"), facts->sparse_sounds);
      // Both sets have four sprites with lx >= 32 (seed 001 "Sprites").
      EXPECT_EQ(count_findings(findings, "W-VSWAP-SPRITE-LEFT-GE-32"), 4u);
      EXPECT_EQ(findings.items().size(), facts->sparse_sounds + 4u);
    }

    // Typed walls, sprite lumps and sounds alone give back every byte of the file.
    const Result<Vswap> rebuilt = new_vswap(*contents);
    ASSERT_TRUE(rebuilt.ok()) << rebuilt.error().to_string();
    EXPECT_TRUE(*rebuilt == vswap);
    const Result<Bytes> again = encode_vswap(*rebuilt);
    ASSERT_TRUE(again.ok()) << again.error().to_string();
    EXPECT_TRUE(*again == *file);
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite
