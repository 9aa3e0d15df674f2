#include "decoders/wolf/set_palette.h"

#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {

bool starts_like_game_palette(const VgaPalette& palette) {
  const VgaPalette& engine = wolfenstein_palette();
  for (int i = 0; i < 3 * kEgaColours; ++i) {
    if ((palette[i] & 0x3F) != engine[i]) return false;
  }
  return true;
}

bool is_spear_set(const WolfSet& set) {
  return set.version.version && version_facts(*set.version.version).spear;
}

SetPalette set_palette(const WolfSet& set) {
  SetPalette choice{wolfenstein_palette(), std::nullopt, {}};
  if (!is_spear_set(set) || !set.graphics) return choice;
  for (std::size_t n = 0; n < set.graphics->chunks.size(); ++n) {
    const GraphicsChunk& chunk = set.graphics->chunks[n];
    if (chunk.kind != GraphicsChunkKind::kPalette) continue;
    Findings ignored;  // the palette's own decode reports them where it is extracted
    const auto palette = decode_palette(chunk.expanded, ignored);
    if (!palette.ok()) continue;
    if (!starts_like_game_palette(palette->rgb)) {
      choice.passed_over.push_back(n);
      continue;
    }
    choice.palette = palette->rgb;
    choice.chunk = n;
    break;
  }
  return choice;
}

}  // namespace wolfsuite
