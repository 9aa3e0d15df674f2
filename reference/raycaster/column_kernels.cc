#include "reference/raycaster/column_kernels.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define WOLFSUITE_HAS_AVX2_KERNELS 1
#endif

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;

// The chunks of a column in [first_chunk, end_chunk) that are all ceiling end at `ceiling_end`,
// those that need their rows looked up at `mixed_end`; the rest are all floor.
struct ChunkSplit {
  int ceiling_end;
  int mixed_end;
};
ChunkSplit split_chunks(const ColumnPlan& plan, int first_chunk, int end_chunk) {
  const int ceiling_end = std::clamp(plan.first_mixed_chunk, first_chunk, end_chunk);
  return {ceiling_end, std::clamp(plan.end_mixed_chunk, ceiling_end, end_chunk)};
}

void fill_band_portable(const BandColumn* columns, int count, std::uint8_t ceiling,
                        std::uint8_t floor, int first_chunk, int end_chunk, std::size_t stride,
                        std::uint8_t* band) {
  if (first_chunk >= end_chunk) return;
  std::array<std::uint8_t, kTexels + 2> colour{};
  colour[kCeilingRow] = ceiling;
  colour[kFloorRow] = floor;
  const auto begin = static_cast<std::size_t>(first_chunk) * kColumnChunk;
  const auto end = static_cast<std::size_t>(end_chunk) * kColumnChunk;
  for (int i = 0; i < count; ++i) {
    std::uint8_t* column = band + static_cast<std::size_t>(i) * stride;
    std::memcpy(colour.data(), columns[i].texels, kTexels);
    // Locals, not plan's fields: a byte store may alias those, and they would be reloaded per row.
    const std::uint8_t* const rows = columns[i].plan->rows;
    const ChunkSplit split = split_chunks(*columns[i].plan, first_chunk, end_chunk);
    const auto mixed_begin = static_cast<std::size_t>(split.ceiling_end) * kColumnChunk;
    const auto mixed_end = static_cast<std::size_t>(split.mixed_end) * kColumnChunk;
    std::memset(column + begin, ceiling, mixed_begin - begin);
    std::size_t y = mixed_begin;
    if constexpr (std::endian::native == std::endian::little) {
      // Eight rows to a word and one store: the lookups are loads from L1, the stores the limit.
      constexpr std::size_t kWord = sizeof(std::uint64_t);
      for (; y < mixed_end; y += kWord) {
        std::uint64_t word = 0;
        for (std::size_t k = 0; k < kWord; ++k) {
          word |= std::uint64_t{colour[rows[y + k]]} << (8 * k);
        }
        std::memcpy(column + y, &word, kWord);
      }
    }
    for (; y < mixed_end; ++y) column[y] = colour[rows[y]];
    std::memset(column + mixed_end, floor, end - mixed_end);
  }
}

// 8 x 8 bytes in eight 64-bit words (byte j of word i is element i, j), transposed in place by
// swapping ever larger blocks across the diagonal: single bytes between word pairs, byte pairs
// between words two apart, byte quads between words four apart.
void transpose_8x8(std::array<std::uint64_t, 8>& words) {
  for (std::size_t i = 0; i < 8; i += 2) {
    const std::uint64_t t = ((words[i] >> 8) ^ words[i + 1]) & 0x00FF00FF00FF00FFULL;
    words[i + 1] ^= t;
    words[i] ^= t << 8;
  }
  for (const std::size_t i : {0, 1, 4, 5}) {
    const std::uint64_t t = ((words[i] >> 16) ^ words[i + 2]) & 0x0000FFFF0000FFFFULL;
    words[i + 2] ^= t;
    words[i] ^= t << 16;
  }
  for (std::size_t i = 0; i < 4; ++i) {
    const std::uint64_t t = ((words[i] >> 32) ^ words[i + 4]) & 0x00000000FFFFFFFFULL;
    words[i + 4] ^= t;
    words[i] ^= t << 32;
  }
}

// Whole 8 x 8 blocks through transpose_8x8 (a word holds bytes in memory order on a
// little-endian CPU, so only there), the edges byte by byte.
void transpose_portable(const std::uint8_t* columns, std::size_t stride, int width, int first_row,
                        int end_row, std::uint8_t* frame, std::size_t frame_stride) {
  constexpr int kBlock = 8;
  const bool blocks = std::endian::native == std::endian::little;
  const int block_width = blocks ? width - width % kBlock : 0;
  const int block_end = blocks ? first_row + (end_row - first_row) / kBlock * kBlock : first_row;
  std::array<std::uint64_t, kBlock> words{};
  for (int y = first_row; y < block_end; y += kBlock) {
    for (int x = 0; x < block_width; x += kBlock) {
      for (int i = 0; i < kBlock; ++i) {
        std::memcpy(
            &words[static_cast<std::size_t>(i)],
            columns + static_cast<std::size_t>(x + i) * stride + static_cast<std::size_t>(y),
            kBlock);
      }
      transpose_8x8(words);
      for (int j = 0; j < kBlock; ++j) {
        std::memcpy(
            frame + static_cast<std::size_t>(y + j) * frame_stride + static_cast<std::size_t>(x),
            &words[static_cast<std::size_t>(j)], kBlock);
      }
    }
  }
  auto byte_at = [&](int x, int y) {
    frame[static_cast<std::size_t>(y) * frame_stride + static_cast<std::size_t>(x)] =
        columns[static_cast<std::size_t>(x) * stride + static_cast<std::size_t>(y)];
  };
  for (int y = first_row; y < block_end; ++y) {
    for (int x = block_width; x < width; ++x) byte_at(x, y);
  }
  for (int y = block_end; y < end_row; ++y) {
    for (int x = 0; x < width; ++x) byte_at(x, y);
  }
}

void fill_rows_portable(std::uint8_t colour, int width, int first_row, int end_row,
                        std::uint8_t* frame, std::size_t frame_stride) {
  for (int y = first_row; y < end_row; ++y) {
    std::fill_n(frame + static_cast<std::size_t>(y) * frame_stride, width, colour);
  }
}

#if WOLFSUITE_HAS_AVX2_KERNELS

// A 64-entry byte lookup with 16-entry shuffles: shuffle i reads the table's i-th quarter XORed
// with the previous one, indexed by (row - 16 i), which has its top bit set, and so yields zero,
// for rows below that quarter. The XOR of the four leaves exactly the quarter the row is in.
// Only a column's first and last mixed chunk can hold ceiling or floor rows; they are blended in
// there.
__attribute__((target("avx2"))) void fill_band_avx2(const BandColumn* columns, int count,
                                                    std::uint8_t ceiling, std::uint8_t floor,
                                                    int first_chunk, int end_chunk,
                                                    std::size_t stride, std::uint8_t* band) {
  if (first_chunk >= end_chunk) return;
  const __m256i ceiling_bytes = _mm256_set1_epi8(static_cast<char>(ceiling));
  const __m256i floor_bytes = _mm256_set1_epi8(static_cast<char>(floor));
  const __m256i sixteen = _mm256_set1_epi8(16);
  const __m256i thirty_two = _mm256_set1_epi8(32);
  const __m256i forty_eight = _mm256_set1_epi8(48);
  const __m256i ceiling_row = _mm256_set1_epi8(static_cast<char>(kCeilingRow));
  const __m256i floor_row = _mm256_set1_epi8(static_cast<char>(kFloorRow));
  for (int i = 0; i < count; ++i) {
    auto* out = reinterpret_cast<__m256i*>(band + static_cast<std::size_t>(i) * stride);
    const ColumnPlan& plan = *columns[i].plan;
    const ChunkSplit split = split_chunks(plan, first_chunk, end_chunk);
    // Locals: a vector store may alias the plan, whose fields would then be reloaded per chunk.
    const int first_mixed = plan.first_mixed_chunk;
    const int last_mixed = plan.end_mixed_chunk - 1;
    int chunk = first_chunk;
    for (; chunk < split.ceiling_end; ++chunk) _mm256_storeu_si256(out + chunk, ceiling_bytes);
    if (chunk < split.mixed_end) {
      const auto* quarters = reinterpret_cast<const __m128i*>(columns[i].texels);
      const __m256i q0 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters));
      const __m256i q1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 1));
      const __m256i q2 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 2));
      const __m256i q3 = _mm256_broadcastsi128_si256(_mm_loadu_si128(quarters + 3));
      const __m256i q01 = _mm256_xor_si256(q0, q1);
      const __m256i q12 = _mm256_xor_si256(q1, q2);
      const __m256i q23 = _mm256_xor_si256(q2, q3);
      const auto* rows_of = reinterpret_cast<const __m256i*>(plan.rows);
      for (; chunk < split.mixed_end; ++chunk) {
        const __m256i rows = _mm256_loadu_si256(rows_of + chunk);
        __m256i texels = _mm256_shuffle_epi8(q0, rows);
        texels = _mm256_xor_si256(texels, _mm256_shuffle_epi8(q01, _mm256_sub_epi8(rows, sixteen)));
        texels =
            _mm256_xor_si256(texels, _mm256_shuffle_epi8(q12, _mm256_sub_epi8(rows, thirty_two)));
        texels =
            _mm256_xor_si256(texels, _mm256_shuffle_epi8(q23, _mm256_sub_epi8(rows, forty_eight)));
        if (chunk == first_mixed || chunk == last_mixed) {
          texels = _mm256_blendv_epi8(texels, ceiling_bytes, _mm256_cmpeq_epi8(rows, ceiling_row));
          texels = _mm256_blendv_epi8(texels, floor_bytes, _mm256_cmpeq_epi8(rows, floor_row));
        }
        _mm256_storeu_si256(out + chunk, texels);
      }
    }
    for (; chunk < end_chunk; ++chunk) _mm256_storeu_si256(out + chunk, floor_bytes);
  }
}

// The AVX2 kernel with its lookup in one permute: VPERMI2B reads the 64 texels as two registers,
// indexed by the row's low six bits. Ceiling and floor rows (64, 65) read texels 0 and 1 and are
// replaced afterwards, as there.
__attribute__((target("avx2,avx512f,avx512bw,avx512vl,avx512vbmi"))) void fill_band_avx512vbmi(
    const BandColumn* columns, int count, std::uint8_t ceiling, std::uint8_t floor,
    int first_chunk, int end_chunk, std::size_t stride, std::uint8_t* band) {
  if (first_chunk >= end_chunk) return;
  const __m256i ceiling_bytes = _mm256_set1_epi8(static_cast<char>(ceiling));
  const __m256i floor_bytes = _mm256_set1_epi8(static_cast<char>(floor));
  const __m256i ceiling_row = _mm256_set1_epi8(static_cast<char>(kCeilingRow));
  const __m256i floor_row = _mm256_set1_epi8(static_cast<char>(kFloorRow));
  for (int i = 0; i < count; ++i) {
    auto* out = reinterpret_cast<__m256i*>(band + static_cast<std::size_t>(i) * stride);
    const ColumnPlan& plan = *columns[i].plan;
    const ChunkSplit split = split_chunks(plan, first_chunk, end_chunk);
    // Locals: a vector store may alias the plan, whose fields would then be reloaded per chunk.
    const int first_mixed = plan.first_mixed_chunk;
    const int last_mixed = plan.end_mixed_chunk - 1;
    int chunk = first_chunk;
    for (; chunk < split.ceiling_end; ++chunk) _mm256_storeu_si256(out + chunk, ceiling_bytes);
    if (chunk < split.mixed_end) {
      const auto* texels_of = reinterpret_cast<const __m256i*>(columns[i].texels);
      const __m256i low = _mm256_loadu_si256(texels_of);
      const __m256i high = _mm256_loadu_si256(texels_of + 1);
      const auto* rows_of = reinterpret_cast<const __m256i*>(plan.rows);
      for (; chunk < split.mixed_end; ++chunk) {
        const __m256i rows = _mm256_loadu_si256(rows_of + chunk);
        __m256i texels = _mm256_permutex2var_epi8(low, rows, high);
        if (chunk == first_mixed || chunk == last_mixed) {
          texels = _mm256_mask_blend_epi8(_mm256_cmpeq_epi8_mask(rows, ceiling_row), texels,
                                          ceiling_bytes);
          texels =
              _mm256_mask_blend_epi8(_mm256_cmpeq_epi8_mask(rows, floor_row), texels, floor_bytes);
        }
        _mm256_storeu_si256(out + chunk, texels);
      }
    }
    for (; chunk < end_chunk; ++chunk) _mm256_storeu_si256(out + chunk, floor_bytes);
  }
}

// Transposes two 16 x 16 byte blocks at once, one per 128-bit lane: register i holds 32 rows of
// view column i; four rounds of interleaving (bytes, pairs, quads, eights) turn it into register
// r holding the 16 columns of row r (low lane) and of row 16 + r (high lane). Rows from
// `rows_here` on are not written.
__attribute__((target("avx2"))) void transpose_block_avx2(const std::uint8_t* columns,
                                                          std::size_t stride, int rows_here,
                                                          std::uint8_t* frame,
                                                          std::size_t frame_stride) {
  constexpr int kBlock = 16;
  // Registers, once the loops are unrolled (C arrays: std::array drops the vector type's
  // alignment attribute).
  __m256i a[kBlock];
  __m256i b[kBlock];
#pragma GCC unroll 16
  for (int i = 0; i < kBlock; ++i) {
    a[i] = _mm256_loadu_si256(
        reinterpret_cast<const __m256i*>(columns + static_cast<std::size_t>(i) * stride));
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
      a[half + k] = _mm256_unpacklo_epi16(b[half + 2 * k], b[half + 2 * k + 1]);
      a[half + k + 4] = _mm256_unpackhi_epi16(b[half + 2 * k], b[half + 2 * k + 1]);
    }
  }
#pragma GCC unroll 16
  for (int group = 0; group < kBlock; group += 4) {  // quads of column eights
#pragma GCC unroll 16
    for (int m = 0; m < 2; ++m) {
      b[group + m] = _mm256_unpacklo_epi32(a[group + 2 * m], a[group + 2 * m + 1]);
      b[group + m + 2] = _mm256_unpackhi_epi32(a[group + 2 * m], a[group + 2 * m + 1]);
    }
  }
#pragma GCC unroll 16
  for (int group = 0; group < kBlock; group += 4) {  // eights of all sixteen columns
    a[group] = _mm256_unpacklo_epi64(b[group], b[group + 1]);
    a[group + 1] = _mm256_unpackhi_epi64(b[group], b[group + 1]);
    a[group + 2] = _mm256_unpacklo_epi64(b[group + 2], b[group + 3]);
    a[group + 3] = _mm256_unpackhi_epi64(b[group + 2], b[group + 3]);
  }
#pragma GCC unroll 16
  for (int row = 0; row < kBlock; ++row) {
    std::uint8_t* out = frame + static_cast<std::size_t>(row) * frame_stride;
    if (row < rows_here) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm256_castsi256_si128(a[row]));
    }
    if (row + kBlock < rows_here) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out + kBlock * frame_stride),
                       _mm256_extracti128_si256(a[row], 1));
    }
  }
}

__attribute__((target("avx2"))) void transpose_avx2(const std::uint8_t* columns, std::size_t stride,
                                                    int width, int first_row, int end_row,
                                                    std::uint8_t* frame, std::size_t frame_stride) {
  constexpr int kBlock = 16;
  const int full_width = width - width % kBlock;
  for (int y = first_row; y < end_row; y += kColumnChunk) {
    const int rows_here = end_row - y < kColumnChunk ? end_row - y : kColumnChunk;
    for (int x = 0; x < full_width; x += kBlock) {
      transpose_block_avx2(
          columns + static_cast<std::size_t>(x) * stride + static_cast<std::size_t>(y), stride,
          rows_here,
          frame + static_cast<std::size_t>(y) * frame_stride + static_cast<std::size_t>(x),
          frame_stride);
    }
  }
  // Most views are a whole number of blocks wide; the portable loop would walk its rows for none.
  if (full_width == width) return;
  transpose_portable(columns + static_cast<std::size_t>(full_width) * stride, stride,
                     width - full_width, first_row, end_row,
                     frame + static_cast<std::size_t>(full_width), frame_stride);
}

// 32 bytes at a time, the last store of a row overlapping the one before; rows narrower than
// that go to the portable loop.
__attribute__((target("avx2"))) void fill_rows_avx2(std::uint8_t colour, int width, int first_row,
                                                    int end_row, std::uint8_t* frame,
                                                    std::size_t frame_stride) {
  constexpr int kVector = 32;
  if (width < kVector)
    return fill_rows_portable(colour, width, first_row, end_row, frame, frame_stride);
  const __m256i bytes = _mm256_set1_epi8(static_cast<char>(colour));
  for (int y = first_row; y < end_row; ++y) {
    std::uint8_t* row = frame + static_cast<std::size_t>(y) * frame_stride;
    for (int x = 0; x + kVector < width; x += kVector) {
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(row + x), bytes);
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(row + width - kVector), bytes);
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
    case Isa::avx512vbmi:
#if WOLFSUITE_HAS_AVX2_KERNELS
      return __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("avx512vl") != 0 &&
             __builtin_cpu_supports("avx512bw") != 0 && __builtin_cpu_supports("avx512vbmi") != 0;
#else
      return false;
#endif
  }
  return false;
}

std::string_view isa_name(Isa isa) {
  switch (isa) {
    case Isa::portable:
      return "portable";
    case Isa::avx2:
      return "avx2";
    case Isa::avx512vbmi:
      return "avx512vbmi";
  }
  return "unknown";
}

Isa best_isa() {
  for (const Isa isa : {Isa::avx512vbmi, Isa::avx2}) {
    if (isa_supported(isa)) return isa;
  }
  return Isa::portable;
}

namespace {

// Each kernel set, so the one place that knows which sets this build has is kernels_for.
struct Kernels {
  FillBand fill_band;
  void (*transpose)(const std::uint8_t* columns, std::size_t stride, int width, int first_row,
                    int end_row, std::uint8_t* frame, std::size_t frame_stride);
  void (*fill_rows)(std::uint8_t colour, int width, int first_row, int end_row,
                    std::uint8_t* frame, std::size_t frame_stride);
};

constexpr Kernels kPortableKernels = {fill_band_portable, transpose_portable,
                                      fill_rows_portable};

const Kernels& kernels_for(Isa isa) {
#if WOLFSUITE_HAS_AVX2_KERNELS
  static constexpr Kernels kAvx2Kernels = {fill_band_avx2, transpose_avx2, fill_rows_avx2};
  static constexpr Kernels kAvx512VbmiKernels = {fill_band_avx512vbmi, transpose_avx2,
                                                 fill_rows_avx2};
  if (isa == Isa::avx2) return kAvx2Kernels;
  if (isa == Isa::avx512vbmi) return kAvx512VbmiKernels;
#endif
  (void)isa;
  return kPortableKernels;
}

}  // namespace

FillBand fill_band_for(Isa isa) { return kernels_for(isa).fill_band; }

void transpose(Isa isa, const std::uint8_t* columns, std::size_t stride, int width, int first_row,
               int end_row, std::uint8_t* frame, std::size_t frame_stride) {
  kernels_for(isa).transpose(columns, stride, width, first_row, end_row, frame, frame_stride);
}

void fill_rows(Isa isa, std::uint8_t colour, int width, int first_row, int end_row,
               std::uint8_t* frame, std::size_t frame_stride) {
  kernels_for(isa).fill_rows(colour, width, first_row, end_row, frame, frame_stride);
}

}  // namespace wolfsuite::raycaster
