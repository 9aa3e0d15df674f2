#pragma once
// Quirks the original engine tolerates. A decoder that meets one records a Finding (same ID
// scheme as errors, prefix "W-") and goes on decoding the way the engine would.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace wolfsuite {

struct Finding {
  std::string id;
  std::string message;
  std::size_t offset = 0;
};

class Findings {
 public:
  void add(std::string_view id, std::size_t offset, std::string message) {
    items_.push_back(Finding{std::string(id), std::move(message), offset});
  }
  const std::vector<Finding>& items() const { return items_; }
  bool empty() const { return items_.empty(); }
  bool contains(std::string_view id) const {
    for (const Finding& f : items_) {
      if (f.id == id) return true;
    }
    return false;
  }

 private:
  std::vector<Finding> items_;
};

}  // namespace wolfsuite
