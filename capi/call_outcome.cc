#include "capi/call_outcome.h"

#include <cstdlib>
#include <cstring>

namespace wolfsuite::capi {
namespace {

struct LastError {
  std::string id;
  std::string message;
};

// Thread-local, so threads calling the library at once each read their own call's error.
LastError& last_error() {
  thread_local LastError error;
  return error;
}

int record(std::string id, std::string message, int status) {
  LastError& error = last_error();
  error.id = std::move(id);
  error.message = std::move(message);
  return status;
}

// malloc, so wolfsuite_free is free() and a caller's allocator mismatch cannot happen.
template <typename T>
int copy_out(const T* data, std::size_t count, T** out, std::size_t* size) {
  void* memory = std::malloc((count + 1) * sizeof(T));
  if (memory == nullptr) return internal_failure("out of memory");
  T* copy = static_cast<T*>(memory);
  if (count != 0) std::memcpy(copy, data, count * sizeof(T));
  copy[count] = T{};
  *out = copy;
  *size = count;
  return succeed();
}

}  // namespace

int succeed() { return record("", "", WOLFSUITE_OK); }

int fail(const Error& error) {
  return record(error.id, error.to_string(),
                error.kind == ErrorKind::kInternal ? WOLFSUITE_INTERNAL : WOLFSUITE_REJECTED);
}

int invalid_argument(const std::string& message) {
  return record("E-CAPI-ARGUMENT", "E-CAPI-ARGUMENT: " + message, WOLFSUITE_INVALID_ARGUMENT);
}

int internal_failure(const std::string& message) {
  return record("E-CAPI-INTERNAL", "E-CAPI-INTERNAL: " + message, WOLFSUITE_INTERNAL);
}

int hand_over(std::span<const std::uint8_t> bytes, std::uint8_t** out, std::size_t* size) {
  return copy_out(bytes.data(), bytes.size(), out, size);
}

int hand_over(const std::string& text, char** out, std::size_t* size) {
  return copy_out(text.data(), text.size(), out, size);
}

int hand_over(std::span<const std::int16_t> samples, std::int16_t** out, std::size_t* count) {
  return copy_out(samples.data(), samples.size(), out, count);
}

}  // namespace wolfsuite::capi

extern "C" {

const char* wolfsuite_error_id(void) { return wolfsuite::capi::last_error().id.c_str(); }

const char* wolfsuite_error_message(void) { return wolfsuite::capi::last_error().message.c_str(); }

void wolfsuite_free(void* result) { std::free(result); }

}  // extern "C"
