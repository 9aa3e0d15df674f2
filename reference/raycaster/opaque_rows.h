#pragma once
// The opaque texels of sprites, per texel column as a 64-bit mask (bit r: row r is opaque), for
// the fast renderer's object pass: a column's runs of opaque rows follow from its mask with a
// few bit operations instead of a scan of 64 alpha bytes per drawn column.
//
// Masks are kept per sprite image between frames. An entry is found by the image's address and
// trusted only while a copy of its alpha bytes still matches, so an image changed or freed and
// replaced at the same address is never drawn from a stale mask.
#include <array>
#include <cstdint>
#include <unordered_map>

#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

using ColumnMasks = std::array<std::uint64_t, kSpriteSide>;

// The masks of one image, computed afresh.
ColumnMasks opaque_rows(const SpriteImage& image);

class OpaqueRowsCache {
 public:
  const ColumnMasks& of(const SpriteImage& image);

 private:
  // A bound on entries: a renderer fed ever-new scenes starts over instead of growing.
  static constexpr std::size_t kMaxEntries = 1024;
  struct Entry {
    std::array<std::uint8_t, kSpritePixels> alpha;
    ColumnMasks masks;
  };
  std::unordered_map<const SpriteImage*, Entry> entries_;
};

}  // namespace wolfsuite::raycaster
