#include "decoders/quake/placed_bytes.h"

#include <algorithm>

namespace wolfsuite {

std::vector<PlacedBytes> uncovered_bytes(ByteSpan in, std::vector<ByteRange> covered) {
  std::sort(covered.begin(), covered.end(),
            [](const ByteRange& a, const ByteRange& b) { return a.begin < b.begin; });
  std::vector<PlacedBytes> gaps;
  std::size_t cursor = 0;
  const auto take_gap = [&](std::size_t until) {
    if (until > cursor) {
      gaps.push_back(PlacedBytes{cursor, Bytes(in.begin() + static_cast<std::ptrdiff_t>(cursor),
                                               in.begin() + static_cast<std::ptrdiff_t>(until))});
    }
  };
  for (const ByteRange& range : covered) {
    if (range.begin == range.end) continue;
    take_gap(range.begin);
    cursor = std::max(cursor, range.end);
  }
  take_gap(in.size());
  return gaps;
}

std::optional<RangeOverlap> find_overlap(const std::vector<ByteRange>& ranges) {
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    if (ranges[i].begin != ranges[i].end) order.push_back(i);
  }
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return ranges[a].begin != ranges[b].begin ? ranges[a].begin < ranges[b].begin : a < b;
  });
  // After sorting by start, some range overlaps another exactly when one starts before the
  // furthest end seen so far.
  std::size_t furthest = 0;  // the position in `order` of the range ending last so far
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (ranges[order[k]].begin < ranges[order[furthest]].end) {
      return RangeOverlap{std::min(order[furthest], order[k]), std::max(order[furthest], order[k])};
    }
    if (ranges[order[k]].end > ranges[order[furthest]].end) furthest = k;
  }
  return std::nullopt;
}

bool Canvas::place(std::size_t at, ByteSpan piece) {
  if (at > bytes_.size() || piece.size() > bytes_.size() - at) return false;
  for (std::size_t i = 0; i < piece.size(); ++i) {
    if (placed_[at + i] && bytes_[at + i] != piece[i]) return false;
  }
  std::copy(piece.begin(), piece.end(), bytes_.begin() + static_cast<std::ptrdiff_t>(at));
  std::fill(placed_.begin() + static_cast<std::ptrdiff_t>(at),
            placed_.begin() + static_cast<std::ptrdiff_t>(at + piece.size()), true);
  return true;
}

}  // namespace wolfsuite
