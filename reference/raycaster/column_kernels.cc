#include "reference/raycaster/column_kernels.h"

#include <array>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define WOLFSUITE_HAS_AVX2_KERNELS 1
#endif

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;

void fill_column_portable(const ColumnPlan& plan, const std::uint8_t* texels, std::uint8_t ceiling,
                          std::uint8_t floor, std::size_t stride, std::uint8_t* column) {
  std::array<std::uint8_t, kTexels + 2> colour{};
  std::memcpy(colour.data(), texels, kTexels);
  colour[kCeilingRow] = ceiling;
  colour[kFloorRow] = floor;
  for (std::size_t y = 0; y < stride; ++y) column[y] = colour[plan.rows[y]];
}

void transpose_portable(const std::uint8_t* columns, std::size_t stride, int width, int height,
                        std::uint8_t* frame) {
  const auto row_length = static_cast<std::size_t>(width);
  for (int y = 0; y < height; ++y) {
    std::uint8_t* row = frame + static_cast<std::size_t>(y) * row_length;
    const std::uint8_t* source = columns + y;
    for (std::size_t x = 0; x < row_length; ++x) row[x] = source[x * stride];
  }
}

#if WOLFSUITE_HAS_AVX2_KERNELS

// A 64-entry byte lookup with 16-entry shuffles: shuffle i reads the table's i-th quarter XORed
// with the previous one, indexed by (row - 16 i), which has its top bit set, and so yields zero,
// for rows below that quarter. The XOR of the four leaves exactly the quarter the row is in.
__attribute__((target("avx2"))) void fill_column_avx2(const ColumnPlan& plan,
                                                      const std::uint8_t* texels,
                                                      std::uint8_t ceiling, std::uint8_t floor,
                                                      std::size_t stride, std::uint8_t* column) {
  const __m256i ceiling_bytes = _mm256_set1_epi8(static_cast<char>(ceiling));
  const __m256i floor_bytes = _mm256_set1_epi8(static_cast<char>(floor));
  const auto chunks = static_cast<int>(stride / kColumnChunk);
  int chunk = 0;
  for (; chunk < plan.first_mixed_chunk; ++chunk) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(column + chunk * kColumnChunk), ceiling_bytes);
  }
  if (chunk < plan.end_mixed_chunk) {
    const auto* quarters = reinterpret_cast<const __m128i*>(texels);
    const __m256i q0 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters));
    const __m256i q1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 1));
    const __m256i q2 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 2));
    const __m256i q3 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 3));
    const __m256i q01 = _mm256_xor_si256(q0, q1);
    const __m256i q12 = _mm256_xor_si256(q1, q2);
    const __m256i q23 = _mm256_xor_si256(q2, q3);
    const __m256i sixteen = _mm256_set1_epi8(16);
    const __m256i thirty_two = _mm256_set1_epi8(32);
    const __m256i forty_eight = _mm256_set1_epi8(48);
    const __m256i ceiling_row = _mm256_set1_epi8(static_cast<char>(kCeilingRow));
    const __m256i floor_row = _mm256_set1_epi8(static_cast<char>(kFloorRow));
    for (; chunk < plan.end_mixed_chunk; ++chunk) {
      const __m256i rows =
          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(plan.rows + chunk * kColumnChunk));
      __m256i out = _mm256_shuffle_epi8(q0, rows);
      out = _mm256_xor_si256(out, _mm256_shuffle_epi8(q01, _mm256_sub_epi8(rows, sixteen)));
      out = _mm256_xor_si256(out, _mm256_shuffle_epi8(q12, _mm256_sub_epi8(rows, thirty_two)));
      out = _mm256_xor_si256(out, _mm256_shuffle_epi8(q23, _mm256_sub_epi8(rows, forty_eight)));
      out = _mm256_blendv_epi8(out, ceiling_bytes, _mm256_cmpeq_epi8(rows, ceiling_row));
      out = _mm256_blendv_epi8(out, floor_bytes, _mm256_cmpeq_epi8(rows, floor_row));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(column + chunk * kColumnChunk), out);
    }
  }
  for (; chunk < chunks; ++chunk) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(column + chunk * kColumnChunk), floor_bytes);
  }
}

// Transposes two 16 x 16 byte blocks at once, one per 128-bit lane: register i holds 32 rows of
// view column x + i; four rounds of interleaving (bytes, pairs, quads, eights) turn it into
// register j holding columns x..x+15 of row y + j (low lane) and row y + 16 + j (high lane).
__attribute__((target("avx2"))) void transpose_avx2(const std::uint8_t* columns, std::size_t stride,
                                                    int width, int height, std::uint8_t* frame) {
  constexpr int kBlock = 16;
  const int full_width = width - width % kBlock;
  const auto row_length = static_cast<std::size_t>(width);
  for (int y = 0; y < height; y += kColumnChunk) {
    const int rows_here = height - y < kColumnChunk ? height - y : kColumnChunk;
    for (int x = 0; x < full_width; x += kBlock) {
      // Registers, once the loops are unrolled (C arrays: std::array drops the vector type's
      // alignment attribute).
      __m256i a[kBlock];
      __m256i b[kBlock];
#pragma GCC unroll 16
      for (int i = 0; i < kBlock; ++i) {
        a[i] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(
            columns + static_cast<std::size_t>(x + i) * stride + static_cast<std::size_t>(y)));
      }
#pragma GCC unroll 16
      for (int k = 0; k < 8; ++k) {  // bytes of column pairs
        b[k] = _mm256_unpacklo_epi8(a[2 * k], a[2 * k + 1]);
        b[k + 8] = _mm256_unpackhi_epi8(a[2 * k], a[2 * k + 1]);
      }
#pragma GCC unroll 16
      for (int half = 0; half < kBlock; half += 8) {  // pairs of column quads
#pragma GCC unroll 16
        for (int k = 0; k < 4; ++k) {
          const __m256i even = b[half + 2 * k];
          const __m256i odd = b[half + 2 * k + 1];
          a[half + k] = _mm256_unpacklo_epi16(even, odd);
          a[half + k + 4] = _mm256_unpackhi_epi16(even, odd);
        }
      }
#pragma GCC unroll 16
      for (int group = 0; group < kBlock; group += 4) {  // quads of column eights
#pragma GCC unroll 16
        for (int m = 0; m < 2; ++m) {
          const __m256i low = a[group + 2 * m];
          const __m256i high = a[group + 2 * m + 1];
          b[group + m] = _mm256_unpacklo_epi32(low, high);
          b[group + m + 2] = _mm256_unpackhi_epi32(low, high);
        }
      }
#pragma GCC unroll 16
      for (int group = 0; group < kBlock; group += 4) {  // eights of all sixteen columns
        a[group] = _mm256_unpacklo_epi64(b[group], b[group + 1]);
        a[group + 1] = _mm256_unpackhi_epi64(b[group], b[group + 1]);
        a[group + 2] = _mm256_unpacklo_epi64(b[group + 2], b[group + 3]);
        a[group + 3] = _mm256_unpackhi_epi64(b[group + 2], b[group + 3]);
      }
// a[r] now holds row y + r (low lane) and row y + 16 + r (high lane).
#pragma GCC unroll 16
      for (int row = 0; row < kBlock; ++row) {
        std::uint8_t* out =
            frame + static_cast<std::size_t>(y + row) * row_length + static_cast<std::size_t>(x);
        if (row < rows_here) {
          _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm256_castsi256_si128(a[row]));
        }
        if (row + kBlock < rows_here) {
          _mm_storeu_si128(reinterpret_cast<__m128i*>(out + kBlock * row_length),
                           _mm256_extracti128_si256(a[row], 1));
        }
      }
    }
  }
  if (full_width < width) {
    for (int y = 0; y < height; ++y) {
      for (int x = full_width; x < width; ++x) {
        frame[static_cast<std::size_t>(y) * row_length + static_cast<std::size_t>(x)] =
            columns[static_cast<std::size_t>(x) * stride + static_cast<std::size_t>(y)];
      }
    }
  }
}

#endif

}  // namespace

bool isa_supported(Isa isa) {
  switch (isa) {
    case Isa::portable:
      return true;
    case Isa::avx2:
#if WOLFSUITE_HAS_AVX2_KERNELS
      return __builtin_cpu_supports("avx2") != 0;
#else
      return false;
#endif
  }
  return false;
}

Isa best_isa() { return isa_supported(Isa::avx2) ? Isa::avx2 : Isa::portable; }

void fill_column(Isa isa, const ColumnPlan& plan, const std::uint8_t* texels, std::uint8_t ceiling,
                 std::uint8_t floor, std::size_t stride, std::uint8_t* column) {
#if WOLFSUITE_HAS_AVX2_KERNELS
  if (isa == Isa::avx2) return fill_column_avx2(plan, texels, ceiling, floor, stride, column);
#endif
  fill_column_portable(plan, texels, ceiling, floor, stride, column);
}

void transpose(Isa isa, const std::uint8_t* columns, std::size_t stride, int width, int height,
               std::uint8_t* frame) {
#if WOLFSUITE_HAS_AVX2_KERNELS
  if (isa == Isa::avx2) return transpose_avx2(columns, stride, width, height, frame);
#endif
  transpose_portable(columns, stride, width, height, frame);
}

}  // namespace wolfsuite::raycaster
