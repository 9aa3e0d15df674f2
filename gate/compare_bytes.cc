// compare_bytes (compare.h): the first differing byte with both sides as hex rows around it, or
// how the longer side goes on past the shorter.
#include <algorithm>
#include <cstdio>
#include <string>

#include "gate/compare.h"

namespace wolfsuite::gate {
namespace {

constexpr std::size_t kRowBytes = 16;
constexpr std::size_t kRowsBefore = 1;
constexpr std::size_t kRowsAfter = 2;

std::string hex_byte(std::uint8_t value) {
  char text[8];
  std::snprintf(text, sizeof text, "0x%02x", value);
  return text;
}

// "00000010  00 01 02 .. " for the row of `bytes` at `row_start`; "--" past the end.
std::string hex_row(ByteSpan bytes, std::size_t row_start) {
  char offset[16];
  std::snprintf(offset, sizeof offset, "%08zx ", row_start);
  std::string row = offset;
  for (std::size_t at = row_start; at < row_start + kRowBytes; ++at) {
    char cell[4];
    std::snprintf(cell, sizeof cell, " %02x", at < bytes.size() ? bytes[at] : 0);
    row += at < bytes.size() ? std::string(cell) : std::string(" --");
  }
  return row;
}

}  // namespace

std::optional<FirstDifference> compare_bytes(ByteSpan expected, ByteSpan actual) {
  const std::size_t common = std::min(expected.size(), actual.size());
  const std::size_t offset = static_cast<std::size_t>(
      std::mismatch(expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(common),
                    actual.begin())
          .first -
      expected.begin());
  if (offset == common && expected.size() == actual.size()) return std::nullopt;

  FirstDifference difference;
  std::size_t differing = 0;
  for (std::size_t at = offset; at < common; ++at) differing += expected[at] != actual[at];
  differing += std::max(expected.size(), actual.size()) - common;
  const std::string sizes =
      std::to_string(actual.size()) + " bytes, expected " + std::to_string(expected.size());
  if (offset < common) {
    difference.kind = "bytes-differ";
    difference.summary = "first difference at byte " + std::to_string(offset) + ": expected " +
                         hex_byte(expected[offset]) + ", actual " + hex_byte(actual[offset]);
    if (expected.size() != actual.size()) difference.summary += " (and " + sizes + ")";
  } else if (actual.size() < expected.size()) {
    difference.kind = "truncated";
    difference.summary = "truncated after " + std::to_string(actual.size()) + " bytes (expected " +
                         std::to_string(expected.size()) + ")";
  } else {
    // A port that reads a page up to the next one's offset pads it: name the padding, since a
    // run of zeros and a run of other bytes have different causes.
    const ByteSpan extra = actual.subspan(common);
    const bool zeros = std::all_of(extra.begin(), extra.end(), [](auto b) { return b == 0; });
    difference.kind = zeros ? "padded-with-zeros" : "longer";
    difference.summary = "expected bytes followed by " + std::to_string(extra.size()) +
                         (zeros ? " zero bytes: " : " other bytes: ") + sizes;
  }
  const std::size_t first_row = (offset / kRowBytes - std::min(offset / kRowBytes, kRowsBefore));
  const std::size_t last_row = offset / kRowBytes + kRowsAfter;
  for (std::size_t row = first_row; row <= last_row; ++row) {
    const std::size_t start = row * kRowBytes;
    if (start >= std::max(expected.size(), actual.size())) break;
    difference.detail.push_back("expected " + hex_row(expected, start));
    difference.detail.push_back("actual   " + hex_row(actual, start));
  }
  difference.facts = {{"offset", offset},
                      {"expected_size", expected.size()},
                      {"actual_size", actual.size()},
                      {"differing_bytes", differing}};
  if (offset < common) {
    difference.facts["expected"] = expected[offset];
    difference.facts["actual"] = actual[offset];
  }
  return difference;
}

}  // namespace wolfsuite::gate
