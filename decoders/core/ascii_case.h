#pragma once
// Case folding of names in the data: file stems and extensions, set tags, GRP entry names. Only
// A-Z and a-z change, whatever the C locale (names in these formats are DOS 8.3 ASCII).
#include <string>
#include <string_view>

namespace wolfsuite {

inline std::string ascii_lower(std::string_view text) {
  std::string folded(text);
  for (char& c : folded) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return folded;
}

inline std::string ascii_upper(std::string_view text) {
  std::string folded(text);
  for (char& c : folded) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return folded;
}

}  // namespace wolfsuite
