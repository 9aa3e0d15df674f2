#pragma once
// Whether this build runs under AddressSanitizer (the asan preset, the fuzz builds). Tests whose
// cost is one model run over a long recording check a part of it there and all of it in the
// default build: the sanitizer run is for memory errors, which the part reaches the same way.
namespace wolfsuite::testing {

#if defined(__SANITIZE_ADDRESS__)  // g++
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)  // clang
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

}  // namespace wolfsuite::testing
