// compare_indexed_frames (compare.h): the first differing pixel and how many differ.
#include <string>

#include "gate/compare.h"

namespace wolfsuite::gate {

std::optional<FirstDifference> compare_indexed_frames(int width, int height, ByteSpan expected,
                                                      ByteSpan actual) {
  const std::size_t pixels = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  FirstDifference difference;
  difference.facts = {{"width", width}, {"height", height}};
  if (expected.size() != pixels || actual.size() != pixels) {
    if (expected.size() == actual.size() &&
        std::equal(expected.begin(), expected.end(), actual.begin())) {
      return std::nullopt;
    }
    difference.kind = "frame-size";
    difference.summary = "the actual frame is " + std::to_string(actual.size()) + " bytes, a " +
                         std::to_string(width) + "x" + std::to_string(height) + " frame is " +
                         std::to_string(pixels);
    difference.facts["expected_size"] = pixels;
    difference.facts["actual_size"] = actual.size();
    return difference;
  }
  FrameDifference frame{width, height, Bytes(expected.begin(), expected.end()),
                        Bytes(actual.begin(), actual.end())};
  std::size_t differing = 0;
  std::size_t first = pixels;
  for (std::size_t at = 0; at < pixels; ++at) {
    if (expected[at] == actual[at]) continue;
    ++differing;
    if (first == pixels) first = at;
  }
  if (differing == 0) return std::nullopt;
  const int x = static_cast<int>(first % static_cast<std::size_t>(width));
  const int y = static_cast<int>(first / static_cast<std::size_t>(width));
  difference.kind = "frame-differs";
  difference.summary = "pixel (" + std::to_string(x) + ", " + std::to_string(y) +
                       "): expected colour " + std::to_string(expected[first]) + ", actual " +
                       std::to_string(actual[first]) + "; " + std::to_string(differing) + " of " +
                       std::to_string(pixels) + " pixels differ";
  difference.facts["x"] = x;
  difference.facts["y"] = y;
  difference.facts["expected"] = expected[first];
  difference.facts["actual"] = actual[first];
  difference.facts["differing_pixels"] = differing;
  difference.frame = std::move(frame);
  return difference;
}

}  // namespace wolfsuite::gate
