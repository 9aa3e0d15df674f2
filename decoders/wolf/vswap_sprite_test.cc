#include "decoders/wolf/vswap_sprite.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite {
namespace {

std::size_t at(int x, int y) { return static_cast<std::size_t>(y * kSpriteSide + x); }

void paint(SpriteImage& image, int x, int y0, int y1, std::uint8_t first_index) {
  for (int y = y0; y < y1; ++y) {
    image.pixels[at(x, y)] = static_cast<std::uint8_t>(first_index + y);
    image.alpha[at(x, y)] = kSpriteOpaque;
  }
}

// A sprite with two posts in some columns, an empty column inside, and a transparent index 0.
SpriteImage guard_like() {
  SpriteImage image;
  paint(image, 20, 30, 40, 1);
  paint(image, 21, 5, 10, 2);
  paint(image, 21, 50, 64, 3);
  paint(image, 23, 0, 64, 4);
  paint(image, 40, 63, 64, 5);
  image.pixels[at(23, 7)] = 0;  // a visible pixel of index 0 stays visible
  return image;
}

SpriteImage random_image(std::uint64_t seed) {
  testing::Rng rng(seed);
  SpriteImage image;
  for (std::size_t i = 0; i < kSpritePixels; ++i) {
    if (!rng.chance(40)) continue;
    image.pixels[i] = static_cast<std::uint8_t>(rng.below(256));
    image.alpha[i] = kSpriteOpaque;
  }
  return image;
}

SpriteImage round_trip(const SpriteImage& image, Findings& findings) {
  const Result<Bytes> lump = encode_sprite(image);
  EXPECT_TRUE(lump.ok());
  const Result<SpriteImage> decoded = decode_sprite(*lump, findings);
  EXPECT_TRUE(decoded.ok()) << decoded.error().to_string();
  return decoded.ok() ? *decoded : SpriteImage{};
}

SpriteImage round_trip(const SpriteImage& image) {
  Findings findings;
  return round_trip(image, findings);
}

// Raw lump bytes from 16-bit words.
Bytes words(std::initializer_list<std::uint16_t> values) {
  ByteWriter writer;
  for (const std::uint16_t value : values) writer.u16(value);
  return writer.take();
}

std::string decode_error(ByteSpan lump) {
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
  return sprite.ok() ? "ok" : sprite.error().id;
}

TEST(VswapSprite, ImageRoundTripsThroughALump) {
  const SpriteImage image = guard_like();
  EXPECT_EQ(round_trip(image), image);
}

TEST(VswapSprite, RandomImagesRoundTrip) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const SpriteImage image = random_image(seed);
    ASSERT_EQ(round_trip(image), image) << seed;
  }
}

TEST(VswapSprite, ImageLumpUsesIdsLayout) {
  const SpriteLump sprite = sprite_lump_from_image(guard_like());
  EXPECT_EQ(sprite.left, 20);
  EXPECT_EQ(sprite.right, 40);
  ASSERT_EQ(sprite.columns.size(), 21u);
  EXPECT_EQ(sprite.columns[1].posts.size(), 2u);
  EXPECT_TRUE(sprite.columns[2].posts.empty());  // column 22 is empty
  // Pixels right after the 21 offsets: 10 + 5 + 14 + 64 + 1 = 94 bytes at 46, so the lists start
  // at 140, even without padding.
  EXPECT_EQ(sprite.pixel_data.size(), 94u);
  EXPECT_EQ(sprite.column_offsets[0], 140);
  EXPECT_EQ(sprite.column_offsets[1], 140 + 8);
  EXPECT_EQ(sprite.columns[0].posts[0], (SpritePost{80, 46 - 30, 60}));
  const Bytes lump = *encode_sprite_lump(sprite);
  EXPECT_EQ(lump.size(), 140u + 21 * 2 + 5 * 6);
}

TEST(VswapSprite, OddPixelCountIsPaddedWithAZeroToAnEvenListStart) {
  SpriteImage image;
  paint(image, 32, 0, 3, 9);  // 3 pixels after a 6-byte header
  const SpriteLump sprite = sprite_lump_from_image(image);
  EXPECT_EQ(sprite.pixel_data, (Bytes{9, 10, 11, 0}));
  EXPECT_EQ(sprite.column_offsets[0], 10);
}

TEST(VswapSprite, EmptyColumnsInsideTheSpriteRoundTrip) {
  SpriteImage image;
  paint(image, 10, 0, 2, 1);
  paint(image, 50, 0, 2, 1);
  const SpriteLump sprite = sprite_lump_from_image(image);
  EXPECT_EQ(sprite.columns.size(), 41u);
  EXPECT_EQ(round_trip(image), image);
}

TEST(VswapSprite, EmptyImageIsOneEmptyColumnAt32) {
  const SpriteLump sprite = sprite_lump_from_image(SpriteImage{});
  EXPECT_EQ(sprite.left, 32);
  EXPECT_EQ(sprite.right, 32);
  EXPECT_EQ(*encode_sprite_lump(sprite), words({32, 32, 6, 0}));
  EXPECT_EQ(round_trip(SpriteImage{}), SpriteImage{});
}

TEST(VswapSprite, ImageLeftOfTheCentreStillReachesColumn32) {
  SpriteImage image;
  paint(image, 3, 0, 1, 1);
  const SpriteLump sprite = sprite_lump_from_image(image);
  EXPECT_EQ(sprite.left, 3);
  EXPECT_EQ(sprite.right, 32);
  Findings findings;
  EXPECT_EQ(round_trip(image, findings), image);
  EXPECT_TRUE(findings.empty());
}

TEST(VswapSprite, LeftAt32OrMoreIsAFindingAndDrawsInBounds) {
  SpriteImage image;
  paint(image, 40, 10, 12, 1);
  paint(image, 63, 60, 64, 2);
  Findings findings;
  EXPECT_EQ(round_trip(image, findings), image);
  EXPECT_TRUE(findings.contains("W-VSWAP-SPRITE-LEFT-GE-32"));
}

TEST(VswapSprite, PixelOffsetWrapsLikeA16BitWord) {
  // One column with rows 60..63: its pixels sit at byte 6, so po = 6 - 60 stores as 65482.
  SpriteImage image;
  paint(image, 63, 60, 64, 7);
  const SpriteLump sprite = sprite_lump_from_image(image);
  ASSERT_EQ(sprite.left, 63);
  EXPECT_EQ(sprite.columns[0].posts[0].pixel_offset, 65482);
  EXPECT_EQ(round_trip(image), image);
}

TEST(VswapSprite, LaterPostsDrawOverEarlierOnes) {
  // lx = rx = 32, list at 6: rows 0..1 from bytes 20, 21, then row 1 again from byte 22.
  Bytes lump = words({32, 32, 6, 4, 20, 0, 4, 21, 2, 0});
  lump.insert(lump.end(), {0xA, 0xB, 0xC});
  Findings findings;
  const Result<SpriteImage> image = decode_sprite(lump, findings);
  ASSERT_TRUE(image.ok()) << image.error().to_string();
  EXPECT_EQ(image->pixels[at(32, 0)], 0xA);
  EXPECT_EQ(image->pixels[at(32, 1)], 0xC);
  EXPECT_EQ(image->alpha[at(32, 2)], 0);
}

TEST(VswapSprite, TypedLumpWithSharedListsAndTailReencodesExactly) {
  // Columns 32 and 33 share the list at 8; two tail bytes after it.
  Bytes lump = words({32, 33, 8, 8, 2, 14, 0, 0});
  lump.insert(lump.end(), {0x55, 0x66});
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
  ASSERT_TRUE(sprite.ok()) << sprite.error().to_string();
  EXPECT_TRUE(sprite->pixel_data.empty());
  EXPECT_EQ(sprite->tail, (Bytes{0x55, 0x66}));
  EXPECT_EQ(*encode_sprite_lump(*sprite), lump);
}

TEST(VswapSprite, CommandListInsideTheOffsetsReencodesExactly) {
  // The column offset 2 makes rx (32) the post's end_x2, the offset itself its po (2) and the
  // word after it its start (0); the terminator follows at 8. Rows 0..15 read bytes 2..17.
  const Bytes lump = words({32, 32, 2, 0, 0, 0, 0, 0, 0});
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
  ASSERT_TRUE(sprite.ok()) << sprite.error().to_string();
  ASSERT_EQ(sprite->columns[0].posts.size(), 1u);
  EXPECT_EQ(sprite->columns[0].posts[0], (SpritePost{32, 2, 0}));
  EXPECT_TRUE(sprite->pixel_data.empty());
  EXPECT_EQ(sprite->tail.size(), 8u);
  EXPECT_EQ(*encode_sprite_lump(*sprite), lump);
}

TEST(VswapSprite, GoldenIsPixelsThenAlpha) {
  SpriteImage image;
  paint(image, 1, 2, 3, 5);
  const Bytes golden = sprite_golden(image);
  ASSERT_EQ(golden.size(), kSpriteGoldenBytes);
  EXPECT_EQ(golden[at(1, 2)], 7);
  EXPECT_EQ(golden[kSpritePixels + at(1, 2)], 255);
  EXPECT_EQ(golden[kSpritePixels + at(1, 3)], 0);
}

TEST(VswapSprite, ShortLumpIsTruncated) {
  EXPECT_EQ(decode_error(Bytes{32, 0, 32}), "E-VSWAP-SPRITE-TRUNCATED");
  EXPECT_EQ(decode_error(words({30, 33, 12, 12})), "E-VSWAP-SPRITE-TRUNCATED");
}

TEST(VswapSprite, RightPast63IsAnError) {
  EXPECT_EQ(decode_error(words({32, 64})), "E-VSWAP-SPRITE-BOUNDS");
}

TEST(VswapSprite, LeftAfterRightIsAnError) {
  EXPECT_EQ(decode_error(words({40, 35})), "E-VSWAP-SPRITE-BOUNDS");
}

TEST(VswapSprite, RightBelow32IsAFinding) {
  // Columns 10..20, every offset at the shared empty list right after the 11 offsets.
  ByteWriter writer;
  writer.u16(10);
  writer.u16(20);
  for (int i = 0; i < 11; ++i) writer.u16(26);
  writer.u16(0);
  Findings findings;
  ASSERT_TRUE(decode_sprite_lump(writer.view(), findings).ok());
  EXPECT_TRUE(findings.contains("W-VSWAP-SPRITE-RIGHT-LT-32"));
}

TEST(VswapSprite, ColumnOffsetOutsideTheLumpIsAnError) {
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(words({32, 33, 8, 9, 0}), findings);
  ASSERT_FALSE(sprite.ok());
  EXPECT_EQ(sprite.error().id, "E-VSWAP-SPRITE-COLUMN-RANGE");
  EXPECT_EQ(sprite.error().offset, 6u);
}

TEST(VswapSprite, CommandListRunningOffTheLumpIsAnError) {
  EXPECT_EQ(decode_error(words({32, 32, 6, 4, 0})), "E-VSWAP-SPRITE-COMMANDS-TRUNCATED");
}

TEST(VswapSprite, TooManyPostsIsALimitError) {
  ByteWriter writer;
  writer.u16(32);
  writer.u16(32);
  writer.u16(6);
  for (std::size_t i = 0; i <= kMaxSpritePostsPerColumn; ++i) {
    writer.u16(2);
    writer.u16(0);
    writer.u16(0);
  }
  writer.u16(0);
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(writer.view(), findings);
  ASSERT_FALSE(sprite.ok());
  EXPECT_EQ(sprite.error().id, "E-VSWAP-SPRITE-POSTS");
  EXPECT_EQ(sprite.error().kind, ErrorKind::kLimit);
}

TEST(VswapSprite, OddRowValuesAreAnError) {
  EXPECT_EQ(decode_error(words({32, 32, 6, 3, 0, 0, 0})), "E-VSWAP-SPRITE-POST-ODD");
  EXPECT_EQ(decode_error(words({32, 32, 6, 4, 0, 1, 0})), "E-VSWAP-SPRITE-POST-ODD");
}

TEST(VswapSprite, PostPastRow64OrBackwardsIsAnError) {
  EXPECT_EQ(decode_error(words({32, 32, 6, 130, 0, 0, 0})), "E-VSWAP-SPRITE-POST-RANGE");
  EXPECT_EQ(decode_error(words({32, 32, 6, 4, 0, 6, 0})), "E-VSWAP-SPRITE-POST-RANGE");
}

TEST(VswapSprite, PixelOutsideTheLumpIsAnError) {
  // Rows 0..1 from bytes 13 and 14 of a 14-byte lump.
  EXPECT_EQ(decode_error(words({32, 32, 6, 4, 13, 0, 0})), "E-VSWAP-SPRITE-PIXEL-RANGE");
  EXPECT_EQ(decode_error(words({32, 32, 6, 4, 12, 0, 0})), "ok");
}

TEST(VswapSprite, MismatchedColumnCountsCannotBeEncoded) {
  SpriteLump sprite = sprite_lump_from_image(guard_like());
  sprite.column_offsets.pop_back();
  EXPECT_EQ(encode_sprite_lump(sprite).error().id, "E-VSWAP-SPRITE-ENCODE");
}

TEST(VswapSprite, PostEndingAtRow0CannotBeEncoded) {
  SpriteLump sprite = sprite_lump_from_image(guard_like());
  sprite.columns[0].posts[0].end_x2 = 0;
  EXPECT_EQ(encode_sprite_lump(sprite).error().id, "E-VSWAP-SPRITE-ENCODE");
}

TEST(VswapSprite, PixelDataNotEndingAtTheFirstListCannotBeEncoded) {
  SpriteLump sprite = sprite_lump_from_image(guard_like());
  sprite.pixel_data.pop_back();
  EXPECT_EQ(encode_sprite_lump(sprite).error().id, "E-VSWAP-SPRITE-ENCODE");
}

TEST(VswapSprite, ListsNeedingDifferentBytesCannotBeEncoded) {
  SpriteLump sprite = sprite_lump_from_image(guard_like());
  sprite.column_offsets[1] = sprite.column_offsets[0];
  EXPECT_EQ(encode_sprite_lump(sprite).error().id, "E-VSWAP-SPRITE-ENCODE");
}

// Measured: of the real sprite lumps, how many come back byte-identical from their typed model
// and from the drawn image alone. id's tool wrote every lump in the layout encode_sprite uses.
struct KnownSprites {
  const char* extension;
  std::size_t lumps;
  std::size_t identical_from_image;
};
constexpr KnownSprites kKnownSprites[] = {{"wl1", 226, 226}, {"sdm", 158, 158}};

TEST(VswapSpriteRealData, EveryLumpDecodesDrawsInItsBoundsAndReencodes) {
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
    std::size_t lumps = 0;
    std::size_t identical_from_image = 0;
    for (std::size_t i = vswap->sprite_start; i < vswap->sound_start; ++i) {
      if (vswap->sparse(i)) continue;
      SCOPED_TRACE(i);
      const Bytes& lump = vswap->chunks[i];
      const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
      ASSERT_TRUE(sprite.ok()) << sprite.error().to_string();
      EXPECT_TRUE(*encode_sprite_lump(*sprite) == lump);
      const Result<SpriteImage> image = decode_sprite(lump, findings);
      ASSERT_TRUE(image.ok());
      // Drawn pixels fill exactly columns lx..rx: the outer columns are never empty.
      int first = kSpriteSide;
      int last = -1;
      for (std::size_t p = 0; p < kSpritePixels; ++p) {
        if (image->alpha[p] == 0) continue;
        first = std::min(first, static_cast<int>(p % kSpriteSide));
        last = std::max(last, static_cast<int>(p % kSpriteSide));
      }
      EXPECT_EQ(first, sprite->left);
      EXPECT_EQ(last, sprite->right);
      ++lumps;
      identical_from_image += *encode_sprite(*image) == lump ? 1 : 0;
    }
    for (const KnownSprites& known : kKnownSprites) {
      if (set.extension != known.extension) continue;
      EXPECT_EQ(lumps, known.lumps);
      EXPECT_EQ(identical_from_image, known.identical_from_image);
    }
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << testing::real_data_missing_message();
}

TEST(VswapSpriteRealData, FirstSpriteHasTheMeasuredBounds) {
  int checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto path = set.file("vswap");
    if (!path || (set.extension != "wl1" && set.extension != "sdm")) continue;
    const Result<Bytes> file = read_file(*path);
    ASSERT_TRUE(file.ok());
    Findings findings;
    const Vswap vswap = *decode_vswap(*file, findings);
    // Both sets open the sprites with the same 1306-byte lump, columns 4..58 (measured).
    const Bytes& lump = vswap.chunks[vswap.sprite_start];
    EXPECT_EQ(lump.size(), 1306u);
    const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
    ASSERT_TRUE(sprite.ok());
    EXPECT_EQ(sprite->left, 4);
    EXPECT_EQ(sprite->right, 58);
    const Result<SpriteImage> image = decode_sprite(lump, findings);
    ASSERT_TRUE(image.ok());
    std::size_t drawn = 0;
    int top = kSpriteSide;
    int bottom = -1;
    for (std::size_t p = 0; p < kSpritePixels; ++p) {
      if (image->alpha[p] == 0) continue;
      ++drawn;
      top = std::min(top, static_cast<int>(p / kSpriteSide));
      bottom = std::max(bottom, static_cast<int>(p / kSpriteSide));
    }
    EXPECT_EQ(drawn, 686u);
    EXPECT_EQ(top, 2);
    EXPECT_EQ(bottom, 22);
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite
