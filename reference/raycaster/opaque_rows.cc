#include "reference/raycaster/opaque_rows.h"

#include <cstring>

namespace wolfsuite::raycaster {

ColumnMasks opaque_rows(const SpriteImage& image) {
  ColumnMasks masks{};
  for (int row = 0; row < kSpriteSide; ++row) {
    const std::uint8_t* alpha = image.alpha.data() + static_cast<std::size_t>(row * kSpriteSide);
    for (std::size_t column = 0; column < masks.size(); ++column) {
      masks[column] |= static_cast<std::uint64_t>(alpha[column] != 0) << row;
    }
  }
  return masks;
}

const ColumnMasks& OpaqueRowsCache::of(const SpriteImage& image) {
  const auto found = entries_.find(&image);
  if (found != entries_.end() &&
      std::memcmp(found->second.alpha.data(), image.alpha.data(), kSpritePixels) == 0) {
    return found->second.masks;
  }
  if (found == entries_.end() && entries_.size() >= kMaxEntries) entries_.clear();
  Entry& entry = entries_[&image];
  entry.alpha = image.alpha;
  entry.masks = opaque_rows(image);
  return entry.masks;
}

}  // namespace wolfsuite::raycaster
