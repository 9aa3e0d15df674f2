#pragma once
// The eight-lane integer operations the ray lanes (ray_lanes.cc) are written in: AVX2 intrinsics
// under names that say what they do, and the engine's fixed-point product and height division
// lane by lane. x86-64 only; every function is inlined into a caller built for AVX2 or more.
#include <immintrin.h>

#include <cstdint>

namespace wolfsuite::raycaster::lane_ops {

inline constexpr int kLanes = 8;

using Lanes = __m256i;

#define WOLFSUITE_AVX2 __attribute__((target("avx2"), always_inline)) inline

WOLFSUITE_AVX2 Lanes splat(std::int32_t value) { return _mm256_set1_epi32(value); }
WOLFSUITE_AVX2 Lanes add(Lanes a, Lanes b) { return _mm256_add_epi32(a, b); }
WOLFSUITE_AVX2 Lanes sub(Lanes a, Lanes b) { return _mm256_sub_epi32(a, b); }
WOLFSUITE_AVX2 Lanes both(Lanes a, Lanes b) { return _mm256_and_si256(a, b); }
WOLFSUITE_AVX2 Lanes either(Lanes a, Lanes b) { return _mm256_or_si256(a, b); }
WOLFSUITE_AVX2 Lanes equal(Lanes a, Lanes b) { return _mm256_cmpeq_epi32(a, b); }
WOLFSUITE_AVX2 Lanes negative(Lanes a) { return _mm256_cmpgt_epi32(_mm256_setzero_si256(), a); }
// where ? yes : no, lane by lane (where is all ones or all zeros).
WOLFSUITE_AVX2 Lanes select(Lanes where, Lanes yes, Lanes no) {
  return _mm256_blendv_epi8(no, yes, where);
}
// where ? -a : a.
WOLFSUITE_AVX2 Lanes negate_where(Lanes where, Lanes a) {
  return sub(_mm256_xor_si256(a, where), where);
}

// fixed_mul, lane by lane: (a * b + 0x8000) >> 16 in 64 bits, its low 32 bits kept.
WOLFSUITE_AVX2 Lanes fixed_mul_lanes(Lanes a, Lanes b) {
  const Lanes half = _mm256_set1_epi64x(0x8000);
  const Lanes even = _mm256_srli_epi64(_mm256_add_epi64(_mm256_mul_epi32(a, b), half), 16);
  const Lanes odd = _mm256_srli_epi64(
      _mm256_add_epi64(_mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32)), half),
      16);
  return _mm256_blend_epi32(even, _mm256_slli_epi64(odd, 32), 0b10101010);
}

// numerator / divisor for positive 32-bit lanes: a double quotient of two integers below 2^31 is
// within a 2^-53 relative step of the true one, never across the next integer (that is at least
// 1 / divisor away), so truncating it is the integer division.
WOLFSUITE_AVX2 Lanes divide(Lanes numerator, Lanes divisor) {
  const __m256d low = _mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(numerator)),
                                    _mm256_cvtepi32_pd(_mm256_castsi256_si128(divisor)));
  const __m256d high = _mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(numerator, 1)),
                                     _mm256_cvtepi32_pd(_mm256_extracti128_si256(divisor, 1)));
  return _mm256_set_m128i(_mm256_cvttpd_epi32(high), _mm256_cvttpd_epi32(low));
}

// The tile bytes at `spot` (0..4095) where `where`, else 0: each read as the aligned 32-bit word
// that holds it, so no read leaves the map.
WOLFSUITE_AVX2 Lanes tiles_at(const std::uint8_t* tiles, Lanes spot, Lanes where) {
  const Lanes word =
      _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), reinterpret_cast<const int*>(tiles),
                                  _mm256_andnot_si256(splat(3), spot), where, 1);
  return both(_mm256_srlv_epi32(word, _mm256_slli_epi32(both(spot, splat(3)), 3)), splat(0xFF));
}

// at_corner, lane by lane.
WOLFSUITE_AVX2 Lanes at_corner_lanes(Lanes x_tile, Lanes x_tile_step, Lanes x_int_tile,
                                     Lanes y_tile, Lanes y_tile_step, Lanes y_int_tile) {
  return both(equal(sub(x_tile, x_tile_step), x_int_tile),
              equal(sub(y_tile, y_tile_step), y_int_tile));
}

}  // namespace wolfsuite::raycaster::lane_ops
