#pragma once
// The small text forms of options and params ("31,54,65535", "320x200"): fields split at a
// separator and unsigned decimals of a bounded number of digits, so no value can overflow.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace wolfsuite {

// `text` as a decimal number of 1..max_digits digits (max_digits at most 19), no sign.
inline std::optional<std::uint64_t> decimal(std::string_view text, std::size_t max_digits) {
  if (text.empty() || text.size() > max_digits) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

// The parts of `text` between `separator`s: "a,,b" gives "a", "", "b"; "" gives one empty part.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

}  // namespace wolfsuite
