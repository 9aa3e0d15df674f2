#include "decoders/quake/bsp_miptex.h"

#include <gtest/gtest.h>

#include "decoders/core/byte_reader.h"

namespace wolfsuite {
namespace {

MiptexLump two_textures() {
  Bytes full(16 * 8);
  for (std::size_t i = 0; i < full.size(); ++i) full[i] = static_cast<std::uint8_t>(i);
  MiptexLump lump;
  lump.textures = {make_miptex("bricks", 16, 8, full), std::nullopt,
                   make_miptex("*water0", 8, 8, Bytes(64, 9))};
  return lump;
}

void patch_u32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  for (std::size_t i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (8 * i));
}

TEST(BspMiptex, MakeMiptexSamplesEveryLevel) {
  const MiptexLump lump = two_textures();
  const Miptex& bricks = *lump.textures[0];
  EXPECT_EQ(bricks.levels[0].size(), 128u);
  EXPECT_EQ(bricks.levels[1],
            (Bytes{0,  2,  4,  6,  8,  10, 12, 14, 32, 34, 36,  38,  40,  42,  44,  46,
                   64, 66, 68, 70, 72, 74, 76, 78, 96, 98, 100, 102, 104, 106, 108, 110}));
  EXPECT_EQ(bricks.levels[3], (Bytes{0, 8}));
  EXPECT_EQ(miptex_name(bricks), "bricks");
}

TEST(BspMiptex, CanonicalEncodingAndDecodeRoundTrip) {
  const Bytes bytes = encode_miptex_lump(two_textures()).value();
  EXPECT_EQ(load_u32le(bytes, 0), 3u);
  EXPECT_EQ(load_u32le(bytes, 4), 16u);
  EXPECT_EQ(load_u32le(bytes, 8), 0xFFFFFFFFu);
  EXPECT_EQ(load_u32le(bytes, 16 + 24), 40u);  // offset1 right after the header
  auto decoded = decode_miptex_lump(bytes, 0);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(encode_miptex_lump(*decoded).value(), bytes);
  decoded->layout.reset();
  EXPECT_EQ(*decoded, two_textures());
}

TEST(BspMiptex, RejectsSizesThatAreNotMultiplesOfEight) {
  Bytes bytes = encode_miptex_lump(two_textures()).value();
  patch_u32(bytes, 16 + 16, 12);
  const auto result = decode_miptex_lump(bytes, 500);
  EXPECT_EQ(result.error().id, "E-QUAKE-BSP-MIPTEX-SIZE");
  EXPECT_EQ(result.error().offset, 500u + 16 + 16);
}

TEST(BspMiptex, RejectsOffsetsOutsideTheLump) {
  Bytes bytes = encode_miptex_lump(two_textures()).value();
  Bytes bad_texture = bytes;
  patch_u32(bad_texture, 4, static_cast<std::uint32_t>(bytes.size()));
  EXPECT_EQ(decode_miptex_lump(bad_texture, 0).error().id, "E-QUAKE-BSP-MIPTEX-RANGE");
  Bytes bad_level = bytes;
  patch_u32(bad_level, 16 + 36, 100000);
  EXPECT_EQ(decode_miptex_lump(bad_level, 0).error().id, "E-QUAKE-BSP-MIPTEX-RANGE");
  Bytes bad_count = bytes;
  patch_u32(bad_count, 0, 1000);
  EXPECT_EQ(decode_miptex_lump(bad_count, 0).error().id, "E-QUAKE-BSP-MIPTEX-RANGE");
}

TEST(BspMiptex, SharedPixelsAreCappedNotMultiplied) {
  // kMaxMiptex textures all pointing at one texture: 64x64 (5440 bytes with its levels) stays
  // under kMaxMiptexPixelBytes, 80x80 (8500 bytes) goes over it; one texture more than
  // kMaxMiptex is refused whatever its size.
  const auto shared = [](std::uint32_t side, std::size_t count) {
    MiptexLump one;
    one.textures = {make_miptex("big", side, side, Bytes(std::size_t{side} * side, 1))};
    const Bytes bytes = encode_miptex_lump(one).value();
    Bytes many(4 + 4 * count, 0);
    patch_u32(many, 0, static_cast<std::uint32_t>(count));
    for (std::size_t i = 0; i < count; ++i) {
      patch_u32(many, 4 + 4 * i, static_cast<std::uint32_t>(many.size()));
    }
    // The texture's level offsets are relative to the texture, so they still hold.
    many.insert(many.end(), bytes.begin() + 8, bytes.end());
    return many;
  };
  EXPECT_TRUE(decode_miptex_lump(shared(64, kMaxMiptex), 0).ok());
  const auto too_many = decode_miptex_lump(shared(8, kMaxMiptex + 1), 0);
  EXPECT_EQ(too_many.error().id, "E-QUAKE-BSP-MIPTEX-LIMIT");
  const auto too_big = decode_miptex_lump(shared(80, kMaxMiptex), 0);
  EXPECT_EQ(too_big.error().id, "E-QUAKE-BSP-MIPTEX-LIMIT");
  EXPECT_EQ(too_big.error().kind, ErrorKind::kLimit);
}

TEST(BspMiptex, ImagesGiveEveryLevelAndThePaletteMapsIndexes) {
  const auto images = miptex_images(two_textures());
  ASSERT_EQ(images.size(), 8u);
  EXPECT_EQ(images[0].name, "bricks_mip0");
  EXPECT_EQ(images[1].width, 8u);
  EXPECT_EQ(images[1].height, 4u);
  EXPECT_EQ(images[4].name, "*water0_mip0");
  const auto rgb = to_rgb(images[0], neutral_palette());
  EXPECT_EQ(rgb[5], (Rgb{5, 5, 5}));
}

TEST(BspMiptex, EncodeRefusesALevelOfTheWrongSize) {
  MiptexLump lump = two_textures();
  lump.textures[0]->levels[2].pop_back();
  EXPECT_EQ(encode_miptex_lump(lump).error().id, "E-QUAKE-BSP-ENCODE");
}

}  // namespace
}  // namespace wolfsuite
