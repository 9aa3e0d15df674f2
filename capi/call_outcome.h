#pragma once
// How every C API function ends (capi/wolfsuite.h "Status" and "Memory"): the thread's last error
// is set or cleared, results are copied into memory the caller frees with wolfsuite_free, and no
// C++ exception crosses into C.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <new>
#include <span>
#include <string>

#include "capi/wolfsuite.h"
#include "decoders/core/error.h"

namespace wolfsuite::capi {

// Clears the thread's last error: WOLFSUITE_OK.
int succeed();
// Records `error`: WOLFSUITE_REJECTED for malformed or over-limit input, WOLFSUITE_INTERNAL for
// our broken invariant.
int fail(const Error& error);
// Records E-CAPI-ARGUMENT: WOLFSUITE_INVALID_ARGUMENT.
int invalid_argument(const std::string& message);
// Records E-CAPI-INTERNAL: WOLFSUITE_INTERNAL.
int internal_failure(const std::string& message);

// An input pointer with its size: null only when empty.
inline bool readable(const void* data, std::size_t size) { return data != nullptr || size == 0; }

// Runs `body` (which returns a status), turning an escaping exception into WOLFSUITE_INTERNAL.
template <typename Body>
int guarded(Body&& body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return internal_failure("out of memory");
  } catch (const std::exception& exception) {
    return internal_failure(exception.what());
  } catch (...) {
    return internal_failure("an unknown exception");
  }
}

// Starts a call with an out-parameter pair: clears it, or says which pointer is null.
template <typename T>
bool clear_result(T** out, std::size_t* size) {
  if (out != nullptr) *out = nullptr;
  if (size != nullptr) *size = 0;
  return out != nullptr && size != nullptr;
}

// Copies `bytes` into a new result (with a NUL after them, so text results are C strings).
int hand_over(std::span<const std::uint8_t> bytes, std::uint8_t** out, std::size_t* size);
int hand_over(const std::string& text, char** out, std::size_t* size);
int hand_over(std::span<const std::int16_t> samples, std::int16_t** out, std::size_t* count);

// A Result's value handed over, or its error recorded.
template <typename Value, typename Out>
int hand_over_result(const Result<Value>& result, Out** out, std::size_t* size) {
  if (!result.ok()) return fail(result.error());
  return hand_over(*result, out, size);
}

}  // namespace wolfsuite::capi
