#pragma once
// The checks every fuzz target makes. A failed check prints what broke and calls abort(), which
// libFuzzer (and the replay driver under ASan) reports as a crash with the input saved.
// Rejecting malformed input is normal; an ErrorKind::kInternal error is our bug (error.h).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite::fuzz {

[[noreturn]] inline void fail(std::string_view what) {
  std::fprintf(stderr, "fuzz check failed: %.*s\n", static_cast<int>(what.size()), what.data());
  std::fflush(stderr);
  std::abort();
}

inline void abort_on_internal(const Error& error, std::string_view call) {
  if (error.kind == ErrorKind::kInternal) {
    fail(std::string(call) + " reported an internal error: " + error.to_string());
  }
}

template <typename T>
void abort_on_internal(const Result<T>& result, std::string_view call) {
  if (!result.ok()) abort_on_internal(result.error(), call);
}

inline void require(bool condition, std::string_view what) {
  if (!condition) fail(what);
}

// The value of a call that must succeed.
template <typename T>
const T& require_ok(const Result<T>& result, std::string_view call) {
  abort_on_internal(result, call);
  if (!result.ok()) fail(std::string(call) + " failed: " + result.error().to_string());
  return *result;
}

inline std::string describe(const Result<Bytes>& result) {
  if (result.ok()) return std::to_string(result->size()) + " bytes";
  return result.error().to_string();
}

// The same bytes, or else where the first difference is.
inline void require_same_bytes(ByteSpan expected, ByteSpan actual, std::string_view what) {
  if (std::equal(expected.begin(), expected.end(), actual.begin(), actual.end())) return;
  const auto mismatch =
      std::mismatch(expected.begin(), expected.end(), actual.begin(), actual.end());
  fail(std::string(what) + ": " + std::to_string(actual.size()) + " bytes where " +
       std::to_string(expected.size()) + " were expected, first difference at byte " +
       std::to_string(mismatch.first - expected.begin()));
}

// What an expand_into call (carmack.h, rlew.h) gives over a caller's buffer of exactly `size`
// bytes, as a Result<Bytes> to compare with the other expanders. The buffer is its own heap block
// (ASan reports a write past it) and starts out holding stale bytes, as a reused buffer does.
template <typename ExpandInto>
Result<Bytes> expanded_into(std::size_t size, ExpandInto expand_into) {
  constexpr std::uint8_t kStale = 0x5A;
  Bytes buffer(size, kStale);
  const Status status = expand_into(std::span(buffer));
  if (!status.ok()) return status.error();
  return buffer;
}

// Two expanders agree when both return the same bytes, or both the same error ID at the same
// offset (messages may differ).
inline void require_same_result(const Result<Bytes>& a, std::string_view a_name,
                                const Result<Bytes>& b, std::string_view b_name) {
  abort_on_internal(a, a_name);
  abort_on_internal(b, b_name);
  const std::string what = std::string(a_name) + " vs " + std::string(b_name);
  if (a.ok() != b.ok()) fail(what + ": " + describe(a) + " vs " + describe(b));
  if (a.ok()) {
    require_same_bytes(*a, *b, what);
    return;
  }
  if (a.error().id != b.error().id || a.error().offset != b.error().offset) {
    fail(what + ": " + a.error().to_string() + " vs " + b.error().to_string());
  }
}

// A framed call (a uintN count, then the stream) must give what the unframed call gives, with
// error offsets moved by the frame, except the size errors that name offset 0 (the count itself).
inline void require_same_as_framed(const Result<Bytes>& unframed, std::string_view unframed_name,
                                   const Result<Bytes>& framed, std::string_view framed_name,
                                   std::size_t frame_bytes, std::string_view odd_size_id,
                                   std::string_view size_limit_id) {
  abort_on_internal(unframed, unframed_name);
  abort_on_internal(framed, framed_name);
  const std::string what = std::string(unframed_name) + " vs " + std::string(framed_name);
  if (unframed.ok() != framed.ok())
    fail(what + ": " + describe(unframed) + " vs " + describe(framed));
  if (unframed.ok()) {
    require_same_bytes(*unframed, *framed, what);
    return;
  }
  const Error& e = unframed.error();
  const bool names_count = e.id == odd_size_id || e.id == size_limit_id;
  const std::size_t expected_offset = names_count ? e.offset : e.offset + frame_bytes;
  if (e.id != framed.error().id || framed.error().offset != expected_offset) {
    fail(what + ": " + e.to_string() + " vs " + framed.error().to_string() +
         " (framed offsets are " + std::to_string(frame_bytes) + " more)");
  }
}

}  // namespace wolfsuite::fuzz
