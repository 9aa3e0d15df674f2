#pragma once
// The error model (STYLE.md "Decoders and encoders"):
//  - Error stops decoding. It names a stable catalogue ID (e.g. "E-CARMACK-FAR-OFFSET"), the byte
//    offset in the input where the problem was seen, and a short human message.
//  - ErrorKind::kInternal marks our own broken invariant; fuzz targets abort on it, while
//    kMalformed / kLimit are the normal rejection of bad input.
//  - Findings (findings.h) record quirks the original engine tolerates; decoding goes on.
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace wolfsuite {

enum class ErrorKind {
  kMalformed,  // the input breaks the format
  kLimit,      // the input asks for more than Limits allow
  kInternal,   // our bug: an invariant of the decoder or encoder broke
};

// The offset of an error that points at no byte of an input: a file that cannot be opened, a
// folder that holds no set, a choice the command line made. Printed without "at byte N".
inline constexpr std::size_t kNoOffset = std::numeric_limits<std::size_t>::max();

struct Error {
  std::string id;
  std::string message;
  std::size_t offset = 0;
  ErrorKind kind = ErrorKind::kMalformed;

  bool has_offset() const { return offset != kNoOffset; }
  // "E-RLEW-TRUNCATED at byte 12: stream ends before the declared size", or
  // "E-IO-NO-FOLDER: out/sub: no such folder" when it has no offset.
  std::string to_string() const;
  friend bool operator==(const Error&, const Error&) = default;
};

Error malformed(std::string_view id, std::size_t offset, std::string message);
Error over_limit(std::string_view id, std::size_t offset, std::string message);
Error internal_error(std::string_view id, std::size_t offset, std::string message);
// A malformed-kind error with no offset (kNoOffset): about files, folders and choices, not bytes.
Error unplaced(std::string_view id, std::string message);

// A value or an Error. Error converts implicitly so `return malformed(...)` works in any
// function returning Result<T>.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}          // NOLINT(google-explicit-constructor)
  Result(Error error) : state_(std::move(error)) {}      // NOLINT(google-explicit-constructor)

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const Error& error() const { return std::get<1>(state_); }

  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, Error> state_;
};

// Result of an operation with no value.
class [[nodiscard]] Status {
 public:
  // Not `= default`: with a defaulted constructor, `return {}` value-initialises the Status and
  // so zero-fills all of the optional Error before the constructor runs, a block store on every
  // successful call (the codec benchmarks expand hundreds of small planes a millisecond).
  Status() {}  // NOLINT(modernize-use-equals-default)
  Status(Error error) : error_(std::move(error)) {}  // NOLINT(google-explicit-constructor)
  bool ok() const { return !error_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *error_; }

 private:
  std::optional<Error> error_;
};

}  // namespace wolfsuite

// Propagates an error: `WS_ASSIGN_OR_RETURN(auto word, reader.u16());`
#define WS_CONCAT_INNER(a, b) a##b
#define WS_CONCAT(a, b) WS_CONCAT_INNER(a, b)
#define WS_ASSIGN_OR_RETURN(decl, expr)                        \
  auto WS_CONCAT(ws_result_, __LINE__) = (expr);               \
  if (!WS_CONCAT(ws_result_, __LINE__).ok())                   \
    return WS_CONCAT(ws_result_, __LINE__).error();            \
  decl = std::move(WS_CONCAT(ws_result_, __LINE__)).value()
#define WS_RETURN_IF_ERROR(expr)                               \
  do {                                                         \
    auto ws_status_ = (expr);                                  \
    if (!ws_status_.ok()) return ws_status_.error();           \
  } while (false)
