#include "decoders/core/error.h"

namespace wolfsuite {

std::string Error::to_string() const {
  if (!has_offset()) return id + ": " + message;
  return id + " at byte " + std::to_string(offset) + ": " + message;
}

Error malformed(std::string_view id, std::size_t offset, std::string message) {
  return Error{std::string(id), std::move(message), offset, ErrorKind::kMalformed};
}

Error over_limit(std::string_view id, std::size_t offset, std::string message) {
  return Error{std::string(id), std::move(message), offset, ErrorKind::kLimit};
}

Error internal_error(std::string_view id, std::size_t offset, std::string message) {
  return Error{std::string(id), std::move(message), offset, ErrorKind::kInternal};
}

Error unplaced(std::string_view id, std::string message) {
  return malformed(id, kNoOffset, std::move(message));
}

}  // namespace wolfsuite
