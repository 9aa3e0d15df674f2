#pragma once
// Keeping a container's layout so re-encoding a file gives its bytes back: the decoders of PAK
// and BSP files (and of the miptex lump) note where each piece sat and keep the bytes no piece
// covers (padding, leftovers) as PlacedBytes; the encoders put every piece back at its offset on
// a Canvas, which refuses a piece that falls outside or contradicts bytes already placed.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite {

// Bytes at an offset of a container (a file or a lump).
struct PlacedBytes {
  std::size_t offset = 0;
  Bytes bytes;
  friend bool operator==(const PlacedBytes&, const PlacedBytes&) = default;
};

// A half-open byte range [begin, end) of a container.
struct ByteRange {
  std::size_t begin = 0;
  std::size_t end = 0;
};

// The runs of `in` that no range of `covered` touches, in order. Ranges may overlap or be empty;
// each must lie inside `in` (the caller has checked it).
std::vector<PlacedBytes> uncovered_bytes(ByteSpan in, std::vector<ByteRange> covered);

// True when two non-empty ranges of `ranges` share a byte; `first`/`second` name them.
struct RangeOverlap {
  std::size_t first = 0;
  std::size_t second = 0;
};
std::optional<RangeOverlap> find_overlap(const std::vector<ByteRange>& ranges);

class Canvas {
 public:
  explicit Canvas(std::size_t size) : bytes_(size, 0), placed_(size, false) {}
  // False (and nothing placed) when the piece leaves the canvas or differs from a byte already
  // placed where it overlaps one.
  bool place(std::size_t at, ByteSpan piece);
  Bytes take() { return std::move(bytes_); }

 private:
  Bytes bytes_;
  std::vector<bool> placed_;
};

}  // namespace wolfsuite
