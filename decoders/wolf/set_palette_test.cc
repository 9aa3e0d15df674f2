// The one rule for the palette a set's images are drawn in (set_palette.h).
#include "decoders/wolf/set_palette.h"

#include <gtest/gtest.h>

#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

TEST(SetPalette, GamePaletteIsRecognisedByItsFirstSixteenColours) {
  VgaPalette palette = wolfenstein_palette();
  EXPECT_TRUE(starts_like_game_palette(palette));
  palette[3 * kEgaColours] ^= 1;  // colour 16 may differ
  EXPECT_TRUE(starts_like_game_palette(palette));
  palette[3 * 5 + 1] |= 0x40;  // the DAC ignores the high bits
  EXPECT_TRUE(starts_like_game_palette(palette));
  palette[3 * 15 + 2] ^= 1;
  EXPECT_FALSE(starts_like_game_palette(palette));
}

// The synthetic sdm set (whose title palette chunk is the game palette) with that chunk's colour 16
// changed (still the game palette's start), detected as `version`.
WolfSet set_with_palette_chunk(GameVersion version, std::size_t& chunk_index) {
  auto set = synthetic_set(GameVersion::kSdm);
  EXPECT_TRUE(set.ok());
  set->extension = std::string(version_facts(version).tag);
  set->version.version = version;
  for (std::size_t n = 0; n < set->graphics->chunks.size(); ++n) {
    if (set->graphics->chunks[n].kind != GraphicsChunkKind::kPalette) continue;
    set->graphics->chunks[n].expanded[3 * kEgaColours] ^= 1;
    chunk_index = n;
  }
  return std::move(*set);
}

TEST(SetPalette, WolfensteinSetsUseTheEnginePalette) {
  std::size_t chunk = 0;
  const WolfSet set = set_with_palette_chunk(GameVersion::kWl1, chunk);
  const SetPalette choice = set_palette(set);
  EXPECT_FALSE(choice.chunk.has_value());
  EXPECT_EQ(choice.palette, wolfenstein_palette());
}

TEST(SetPalette, SpearSetsUseTheirFirstChunkThatStartsLikeTheGamePalette) {
  std::size_t chunk = 0;
  const WolfSet set = set_with_palette_chunk(GameVersion::kSdm, chunk);
  ASSERT_TRUE(is_spear_set(set));
  const SetPalette choice = set_palette(set);
  ASSERT_TRUE(choice.chunk.has_value());
  EXPECT_EQ(*choice.chunk, chunk);
  EXPECT_NE(choice.palette, wolfenstein_palette());
  EXPECT_TRUE(choice.passed_over.empty());
}

}  // namespace
}  // namespace wolfsuite
