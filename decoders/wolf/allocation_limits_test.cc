// Files that declare huge sizes (0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 4 GiB) are rejected with the
// error of their cap (decoders/core/limits.h lists them), or decoded with a finding where the
// engine tolerates them, and never make us allocate what they declare.
//
// This executable replaces the global operator new and delete (every overload: plain, array,
// nothrow, aligned, sized) with counting versions. While an AllocationProbe is alive they record
// the largest single request and the sum of all requests, and refuse any request of
// kAllocationCeiling or more (std::bad_alloc, or nullptr for nothrow), so a decoder that regresses
// fails its test instead of taking the memory. They allocate with malloc / aligned_alloc and free
// with free, which AddressSanitizer intercepts, so the probe works in the asan preset too; what
// ASan gives up there is only its new / delete mismatch report, for this executable alone.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/limits.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/save_game.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace {

// No single request, and no sum of the requests of one decode, may reach this. It is above every
// cap but the whole-file ones (a decode of capped pieces stays under it) and far below what the
// huge sizes declare.
constexpr std::size_t kAllocationCeiling = 32u << 20;

constinit std::atomic<bool> probe_armed{false};
constinit std::atomic<std::size_t> probe_largest{0};
constinit std::atomic<std::size_t> probe_total{0};

void record(std::size_t size) {
  std::size_t largest = probe_largest.load();
  while (size > largest && !probe_largest.compare_exchange_weak(largest, size)) {
  }
  probe_total.fetch_add(size);
}

// nullptr when the probe refuses the request or memory runs out.
void* counted_allocate(std::size_t size, std::align_val_t alignment) noexcept {
  if (probe_armed.load()) {
    record(size);
    if (size >= kAllocationCeiling) return nullptr;
  }
  const std::size_t bytes = size == 0 ? 1 : size;
  const auto align = static_cast<std::size_t>(alignment);
  if (align <= alignof(std::max_align_t)) return std::malloc(bytes);
  // aligned_alloc takes only whole multiples of the alignment.
  return std::aligned_alloc(align, (bytes + align - 1) / align * align);
}

void* counted_allocate_or_throw(std::size_t size, std::align_val_t alignment) {
  void* memory = counted_allocate(size, alignment);
  if (memory == nullptr) throw std::bad_alloc();
  return memory;
}

constexpr std::align_val_t kDefaultAlignment{alignof(std::max_align_t)};

}  // namespace

void* operator new(std::size_t size) { return counted_allocate_or_throw(size, kDefaultAlignment); }
void* operator new[](std::size_t size) {
  return counted_allocate_or_throw(size, kDefaultAlignment);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  return counted_allocate(size, kDefaultAlignment);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return counted_allocate(size, kDefaultAlignment);
}
void* operator new(std::size_t size, std::align_val_t alignment) {
  return counted_allocate_or_throw(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
  return counted_allocate_or_throw(size, alignment);
}
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return counted_allocate(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return counted_allocate(size, alignment);
}
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete[](void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete(void* memory, const std::nothrow_t&) noexcept { std::free(memory); }
void operator delete[](void* memory, const std::nothrow_t&) noexcept { std::free(memory); }
void operator delete(void* memory, std::align_val_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::align_val_t) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t, std::align_val_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::size_t, std::align_val_t) noexcept { std::free(memory); }
void operator delete(void* memory, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(memory);
}
void operator delete[](void* memory, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(memory);
}

namespace wolfsuite {
namespace {

struct AllocationCounts {
  std::size_t largest = 0;  // the largest single request
  std::size_t total = 0;    // all requests added up, frees not subtracted
};

// Counts what is requested while it is alive (one at a time).
class AllocationProbe {
 public:
  AllocationProbe() {
    probe_largest.store(0);
    probe_total.store(0);
    probe_armed.store(true);
  }
  ~AllocationProbe() { probe_armed.store(false); }
  AllocationProbe(const AllocationProbe&) = delete;
  AllocationProbe& operator=(const AllocationProbe&) = delete;

  AllocationCounts counts() const { return {probe_largest.load(), probe_total.load()}; }
};

// Runs `decode` under a probe and returns its result; `counts` gets what it requested.
template <typename Decode>
auto probed(AllocationCounts& counts, Decode&& decode) {
  const AllocationProbe probe;
  auto result = std::forward<Decode>(decode)();
  counts = probe.counts();
  return result;
}

// The counts also go to the test report (--gtest_output=json); a test that decodes several times
// reports its last decode.
void expect_small(const AllocationCounts& counts) {
  ::testing::Test::RecordProperty("largest_request_bytes", std::to_string(counts.largest));
  ::testing::Test::RecordProperty("requested_bytes", std::to_string(counts.total));
  EXPECT_LT(counts.largest, kAllocationCeiling) << "largest single request";
  EXPECT_LT(counts.total, kAllocationCeiling) << "all requests added up";
}

template <typename T>
std::string outcome(const Result<T>& result) {
  return result.ok() ? std::string("ok") : result.error().to_string();
}

// The result is the error `id`, of kind `kind`, and the decode requested little.
template <typename T>
void expect_rejected(const Result<T>& result, const AllocationCounts& counts, std::string_view id,
                     ErrorKind kind = ErrorKind::kMalformed) {
  ASSERT_FALSE(result.ok()) << "expected " << id;
  EXPECT_EQ(result.error().id, id) << outcome(result);
  EXPECT_EQ(result.error().kind, kind) << outcome(result);
  expect_small(counts);
}

Bytes with_u16(ByteSpan bytes, std::size_t at, std::uint16_t value) {
  ByteWriter writer;
  writer.bytes(bytes);
  writer.patch_u16(at, value);
  return writer.take();
}

Bytes with_u32(ByteSpan bytes, std::size_t at, std::uint32_t value) {
  ByteWriter writer;
  writer.bytes(bytes);
  writer.patch_u32(at, value);
  return writer.take();
}

std::uint32_t u32_at(ByteSpan bytes, std::size_t at) { return load_u32le(bytes, at); }

// 0xFFFFFFFF and 0x7FFFFFFF as a u32 field can hold them, and 4 GiB, which only a size_t can.
constexpr std::uint32_t kHugeU32 = 0xFFFFFFFF;
constexpr std::uint32_t kHugeI32 = 0x7FFFFFFF;
constexpr std::size_t kFourGiB = std::size_t{1} << 32;

// --- The probe itself ---------------------------------------------------------------------------

TEST(AllocationProbe, RecordsPlainArrayAndAlignedRequests) {
  struct alignas(64) Wide {
    std::array<std::uint8_t, 64> bytes;
  };
  AllocationCounts counts;
  const auto kept = probed(counts, [] {
    return std::make_pair(std::make_unique<std::uint8_t[]>(1000), std::make_unique<Wide[]>(3));
  });
  ASSERT_NE(kept.first, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(kept.second.get()) % 64, 0u);
  EXPECT_EQ(counts.largest, 1000u);
  EXPECT_EQ(counts.total, 1000u + 3 * sizeof(Wide));
}

TEST(AllocationProbe, RefusesARequestAtTheCeiling) {
  AllocationCounts counts;
  const bool refused = probed(counts, [] {
    try {
      const Bytes huge(kAllocationCeiling);
      return huge.empty();
    } catch (const std::bad_alloc&) {
      return true;
    }
  });
  EXPECT_TRUE(refused);
  EXPECT_EQ(counts.largest, kAllocationCeiling);
  AllocationCounts nothrow_counts;
  const std::unique_ptr<std::uint8_t[]> nothing = probed(nothrow_counts, [] {
    return std::unique_ptr<std::uint8_t[]>(new (std::nothrow) std::uint8_t[kAllocationCeiling]);
  });
  EXPECT_EQ(nothing, nullptr);
  EXPECT_EQ(nothrow_counts.largest, kAllocationCeiling);
}

// --- Codecs -------------------------------------------------------------------------------------

HuffmanDict text_dict() { return huffman_build_dict_for(ByteSpan(Bytes{'w', 'o', 'l', 'f'})); }

Bytes framed_huffman(std::uint32_t declared, std::size_t bit_bytes) {
  ByteWriter writer;
  writer.u32(declared);
  writer.fill(bit_bytes, 0x5A);
  return writer.take();
}

TEST(CodecLimits, HugeDeclaredHuffmanLengthIsRejectedWithoutAllocating) {
  const HuffmanDict dict = text_dict();
  const HuffmanDecoder decoder(dict);
  const Bytes bits(16, 0x5A);
  for (const std::size_t declared : {std::size_t{kHugeI32}, std::size_t{kHugeU32}, kFourGiB}) {
    SCOPED_TRACE(declared);
    AllocationCounts counts;
    const auto fast = probed(counts, [&] { return decoder.expand(bits, declared); });
    expect_rejected(fast, counts, "E-HUFFMAN-SIZE-LIMIT", ErrorKind::kLimit);
    const auto literal =
        probed(counts, [&] { return huffman_expand_literal(bits, declared, dict); });
    expect_rejected(literal, counts, "E-HUFFMAN-SIZE-LIMIT", ErrorKind::kLimit);
  }
  for (const std::uint32_t declared : {kHugeI32, kHugeU32}) {
    const Bytes framed = framed_huffman(declared, 16);
    AllocationCounts counts;
    const auto out = probed(counts, [&] { return huffman_expand_framed(framed, decoder); });
    expect_rejected(out, counts, "E-HUFFMAN-SIZE-LIMIT", ErrorKind::kLimit);
    EXPECT_EQ(out.error().offset, 0u);
  }
}

TEST(CodecLimits, HuffmanLengthThatTheBitsCannotFillAllocatesOnlyWhatTheyCould) {
  // With the cap out of the way, only the bytes present bound the output: 16 bytes of bits give
  // at most 128 bytes, whichever expander runs.
  const Limits no_cap{.max_huffman_output = std::numeric_limits<std::size_t>::max()};
  const HuffmanDict dict = text_dict();
  const HuffmanDecoder decoder(dict);
  const Bytes bits(16, 0x5A);
  for (const std::size_t declared :
       {std::size_t{kHugeU32}, kFourGiB, Limits{}.max_huffman_output}) {
    SCOPED_TRACE(declared);
    AllocationCounts counts;
    const auto fast = probed(counts, [&] { return decoder.expand(bits, declared, no_cap); });
    expect_rejected(fast, counts, "E-HUFFMAN-TRUNCATED");
    const auto literal =
        probed(counts, [&] { return huffman_expand_literal(bits, declared, dict, no_cap); });
    expect_rejected(literal, counts, "E-HUFFMAN-TRUNCATED");
    EXPECT_LT(counts.largest, 1024u);
  }
}

TEST(CodecLimits, HugeDeclaredRlewAndCarmackSizesAreRejectedWithoutAllocating) {
  const Bytes stream(64, 0x11);
  for (const std::size_t declared : {std::size_t{0x7FFFFFFE}, std::size_t{0xFFFFFFFE}, kFourGiB}) {
    SCOPED_TRACE(declared);
    AllocationCounts counts;
    const auto rlew =
        probed(counts, [&] { return rlew_expand(stream, declared, kDefaultRlewTag); });
    expect_rejected(rlew, counts, "E-RLEW-SIZE-LIMIT", ErrorKind::kLimit);
    const auto rlew_literal =
        probed(counts, [&] { return rlew_expand_literal(stream, declared, kDefaultRlewTag); });
    expect_rejected(rlew_literal, counts, "E-RLEW-SIZE-LIMIT", ErrorKind::kLimit);
    const auto carmack = probed(counts, [&] { return carmack_expand(stream, declared); });
    expect_rejected(carmack, counts, "E-CARMACK-SIZE-LIMIT", ErrorKind::kLimit);
    const auto carmack_literal =
        probed(counts, [&] { return carmack_expand_literal(stream, declared); });
    expect_rejected(carmack_literal, counts, "E-CARMACK-SIZE-LIMIT", ErrorKind::kLimit);
  }
  // An odd size is named first (rlew.h, carmack.h), as for 0xFFFFFFFF.
  AllocationCounts counts;
  const auto odd = probed(counts, [&] { return carmack_expand(stream, kHugeU32); });
  expect_rejected(odd, counts, "E-CARMACK-ODD-SIZE");
}

TEST(CodecLimits, RlewAndCarmackSizesTheStreamCannotFillAllocateOnlyWhatItCould) {
  // Four literal words: at most 8 bytes of output, however large the declared size and the cap.
  const Limits no_cap{.max_word_codec_output = std::numeric_limits<std::size_t>::max()};
  const Bytes stream = {1, 0, 2, 0, 3, 0, 4, 0};
  for (const std::size_t declared : {std::size_t{0xFFFE}, std::size_t{0xFFFFFFFE}, kFourGiB}) {
    SCOPED_TRACE(declared);
    AllocationCounts counts;
    const auto rlew =
        probed(counts, [&] { return rlew_expand(stream, declared, kDefaultRlewTag, no_cap); });
    expect_rejected(rlew, counts, "E-RLEW-TRUNCATED");
    const auto rlew_literal = probed(
        counts, [&] { return rlew_expand_literal(stream, declared, kDefaultRlewTag, no_cap); });
    expect_rejected(rlew_literal, counts, "E-RLEW-TRUNCATED");
    const auto carmack = probed(counts, [&] { return carmack_expand(stream, declared, no_cap); });
    expect_rejected(carmack, counts, "E-CARMACK-TRUNCATED");
    const auto carmack_literal =
        probed(counts, [&] { return carmack_expand_literal(stream, declared, no_cap); });
    expect_rejected(carmack_literal, counts, "E-CARMACK-TRUNCATED");
  }
}

TEST(CodecLimits, LargestFramedSizesAreOddOrTruncatedWithoutLargeAllocations) {
  // A uint16 frame can declare at most 0xFFFF, which is odd; 0xFFFE over an empty stream runs out.
  ByteWriter odd;
  odd.u16(0xFFFF);
  ByteWriter even;
  even.u16(0xFFFE);
  AllocationCounts counts;
  const auto rlew_odd =
      probed(counts, [&] { return rlew_expand_framed(odd.view(), kDefaultRlewTag); });
  expect_rejected(rlew_odd, counts, "E-RLEW-ODD-SIZE");
  const auto carmack_even = probed(counts, [&] { return carmack_expand_framed(even.view()); });
  expect_rejected(carmack_even, counts, "E-CARMACK-TRUNCATED");
  // A plane whose Carmack output frames an RLEW stream of 0xFFFE bytes with nothing after it.
  const Result<Bytes> plane = carmack_compress_framed(even.view());
  ASSERT_TRUE(plane.ok());
  const auto map_plane = probed(counts, [&] { return expand_map_plane(*plane, kDefaultRlewTag); });
  expect_rejected(map_plane, counts, "E-RLEW-TRUNCATED");
}

// --- Maps ---------------------------------------------------------------------------------------

struct OwnedMapFiles {
  Bytes maphead;
  Bytes gamemaps;
  MapFiles view() const { return {maphead, gamemaps}; }
};

OwnedMapFiles one_map_set() {
  const Result<EncodedMapFiles> files = encode_map_set(new_map_set({new_game_map("Huge sizes")}));
  EXPECT_TRUE(files.ok()) << outcome(files);
  return {files->maphead, files->gamemaps};
}

// Where slot 0's map header is in GAMEMAPS.
std::size_t header_at(const OwnedMapFiles& files) {
  return u32_at(files.maphead, kMapheadTagBytes);
}

Result<MapSet> decode_maps(const OwnedMapFiles& files, Findings& findings,
                           AllocationCounts& counts) {
  return probed(counts, [&] { return decode_map_set(files.view(), findings); });
}

TEST(MapLimits, HugeMapheadOffsetIsRejectedWithoutAllocating) {
  for (const std::uint32_t offset : {kHugeI32, kHugeU32 - 1}) {
    OwnedMapFiles files = one_map_set();
    files.maphead = with_u32(files.maphead, kMapheadTagBytes, offset);
    Findings findings;
    AllocationCounts counts;
    expect_rejected(decode_maps(files, findings, counts), counts, "E-GAMEMAPS-HEADER-RANGE");
  }
}

TEST(MapLimits, SparseMapheadOffsetsAreFindingsAndAllocateNothingLarge) {
  ByteWriter maphead;
  maphead.u16(kDefaultRlewTag);
  for (std::size_t slot = 0; slot < kMapheadSlots; ++slot) maphead.u32(kMapOffsetSparse);
  const OwnedMapFiles files{maphead.take(), Bytes(kTed5Signature.begin(), kTed5Signature.end())};
  Findings findings;
  AllocationCounts counts;
  const Result<MapSet> set = decode_maps(files, findings, counts);
  ASSERT_TRUE(set.ok()) << outcome(set);
  EXPECT_EQ(set->slots.size(), kMapheadSlots);
  EXPECT_TRUE(findings.contains("W-MAPHEAD-OFFSET-SPARSE"));
  expect_small(counts);
}

TEST(MapLimits, MapheadOfAMebibyteReadsOnlyItsHundredOffsets) {
  OwnedMapFiles files = one_map_set();
  files.maphead.resize(files.maphead.size() + (1u << 20), 0xFF);
  Findings findings;
  AllocationCounts counts;
  const Result<MapSet> set = decode_maps(files, findings, counts);
  ASSERT_TRUE(set.ok()) << outcome(set);
  EXPECT_EQ(set->slots.size(), kMapheadSlots);
  EXPECT_TRUE(findings.contains("W-MAPHEAD-TILEINFO"));
  expect_small(counts);
}

TEST(MapLimits, HugePlaneOffsetAndLengthAreRejectedWithoutAllocating) {
  OwnedMapFiles files = one_map_set();
  const std::size_t header = header_at(files);
  files.gamemaps = with_u32(files.gamemaps, header, kHugeU32);     // plane 0 offset
  files.gamemaps = with_u16(files.gamemaps, header + 12, 0xFFFF);  // plane 0 length
  Findings findings;
  AllocationCounts counts;
  expect_rejected(decode_maps(files, findings, counts), counts, "E-GAMEMAPS-PLANE-RANGE");
}

TEST(MapLimits, HugeWidthAndHeightAreRejectedBeforeAnyPlaneIsExpanded) {
  OwnedMapFiles files = one_map_set();
  const std::size_t header = header_at(files);
  files.gamemaps = with_u16(files.gamemaps, header + 18, 0xFFFF);
  files.gamemaps = with_u16(files.gamemaps, header + 20, 0xFFFF);
  Findings findings;
  AllocationCounts counts;
  expect_rejected(decode_maps(files, findings, counts), counts, "E-GAMEMAPS-MAP-AREA",
                  ErrorKind::kLimit);
  EXPECT_TRUE(findings.contains("W-GAMEMAPS-MAP-SIZE"));
}

TEST(MapLimits, HugeCarmackFrameOfAPlaneIsRejectedWithoutAllocating) {
  OwnedMapFiles files = one_map_set();
  const std::size_t plane0 = u32_at(files.gamemaps, header_at(files));
  files.gamemaps = with_u16(files.gamemaps, plane0, 0xFFFF);
  Findings findings;
  AllocationCounts counts;
  expect_rejected(decode_maps(files, findings, counts), counts, "E-CARMACK-ODD-SIZE");
}

// --- Graphics -----------------------------------------------------------------------------------

Font two_glyph_font() {
  Font font;
  font.height = 2;
  font.widths['A'] = 2;
  font.glyphs['A'] = {1, 2, 3, 4};
  font.widths['B'] = 1;
  font.glyphs['B'] = {5, 6};
  lay_out_font_glyphs(font);
  return font;
}

struct OwnedGraphicsFiles {
  Bytes vgahead;
  Bytes vgadict;
  Bytes vgagraph;
  GraphicsFiles view() const { return {vgahead, vgadict, vgagraph}; }
};

constexpr std::size_t kPictureChunk = 3;  // the first picture (graphics.h)

OwnedGraphicsFiles small_graphics() {
  GraphicsLumps lumps;
  lumps.fonts = {two_glyph_font(), two_glyph_font()};
  lumps.pictures = {Picture{8, 2, Bytes(16, 7)}};
  lumps.tiles = Bytes(kTile8Bytes, 9);
  const Result<Graphics> graphics = new_graphics(lumps);
  EXPECT_TRUE(graphics.ok()) << outcome(graphics);
  const Result<EncodedGraphicsFiles> files = encode_graphics(*graphics);
  EXPECT_TRUE(files.ok()) << outcome(files);
  return {files->vgahead, files->vgadict, files->vgagraph};
}

std::size_t chunk_at(const OwnedGraphicsFiles& files, std::size_t chunk) {
  ByteReader reader(files.vgahead, "test");
  EXPECT_TRUE(reader.seek(3 * chunk).ok());
  return reader.u24().value();
}

Result<Graphics> decode_set(const OwnedGraphicsFiles& files, AllocationCounts& counts) {
  Findings findings;
  return probed(counts, [&] { return decode_graphics(files.view(), std::nullopt, findings); });
}

TEST(GraphicsLimits, SmallSetDecodesSoThePatchedOnesFailOnlyForTheirSize) {
  AllocationCounts counts;
  const Result<Graphics> graphics = decode_set(small_graphics(), counts);
  ASSERT_TRUE(graphics.ok()) << outcome(graphics);
  expect_small(counts);
}

TEST(GraphicsLimits, VgaheadWithMoreOffsetsThanTheCapIsRejectedWithoutAllocating) {
  OwnedGraphicsFiles files = small_graphics();
  ByteWriter vgahead;
  for (std::size_t chunk = 0; chunk <= kMaxVgaheadOffsets; ++chunk) vgahead.u24(0);
  files.vgahead = vgahead.take();
  AllocationCounts counts;
  expect_rejected(decode_set(files, counts), counts, "E-VGAHEAD-COUNT", ErrorKind::kLimit);
}

TEST(GraphicsLimits, HugeVgaheadOffsetIsRejectedWithoutAllocating) {
  OwnedGraphicsFiles files = small_graphics();
  ByteWriter vgahead;
  vgahead.bytes(files.vgahead);
  vgahead.u24(kVgaheadSparse - 1);  // a new end offset, the largest that is not sparse
  files.vgahead = vgahead.take();
  AllocationCounts counts;
  expect_rejected(decode_set(files, counts), counts, "E-VGAHEAD-RANGE");
}

TEST(GraphicsLimits, HugeDeclaredChunkLengthIsRejectedWithoutAllocating) {
  for (const std::uint32_t declared : {kHugeI32, kHugeU32}) {
    OwnedGraphicsFiles files = small_graphics();
    const std::size_t picture = chunk_at(files, kPictureChunk);
    files.vgagraph = with_u32(files.vgagraph, picture, declared);
    AllocationCounts counts;
    const Result<Graphics> graphics = decode_set(files, counts);
    expect_rejected(graphics, counts, "E-HUFFMAN-SIZE-LIMIT", ErrorKind::kLimit);
    EXPECT_EQ(graphics.error().offset, picture);
  }
}

TEST(GraphicsLimits, ChunkLengthAtTheCapWithFewBitsIsRejectedWithoutAllocating) {
  OwnedGraphicsFiles files = small_graphics();
  files.vgagraph = with_u32(files.vgagraph, chunk_at(files, kPictureChunk),
                            static_cast<std::uint32_t>(Limits{}.max_huffman_output));
  AllocationCounts counts;
  expect_rejected(decode_set(files, counts), counts, "E-HUFFMAN-TRUNCATED");
}

TEST(GraphicsLimits, PictureTableOverTheCapIsRejectedWithoutAllocating) {
  const Bytes table(4 * (kMaxPictures + 1), 0);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_picture_table(table, findings); });
  expect_rejected(out, counts, "E-PICTABLE-COUNT", ErrorKind::kLimit);
  EXPECT_LT(counts.largest, table.size());
}

TEST(GraphicsLimits, HugePictureSizeIsCheckedAgainstTheLumpNotAllocated) {
  const Bytes planar(64, 3);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] {
    return decode_picture(planar, PictureSize{0xFFFF, 0xFFFF}, findings);
  });
  expect_rejected(out, counts, "E-PIC-SIZE");
}

// A font header whose every glyph is `width` x `height` at `offset`, then `body` bytes.
Bytes font_lump(std::uint16_t height, std::uint8_t width, std::uint16_t offset, std::size_t body) {
  ByteWriter lump;
  lump.u16(height);
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) lump.u16(offset);
  lump.fill(kFontGlyphs, width);
  lump.fill(body, 0x0F);
  return lump.take();
}

TEST(GraphicsLimits, HugeFontHeightIsRejectedWithoutAllocating) {
  const Bytes lump = font_lump(0xFFFF, 0xFF, kFontHeaderBytes, 64);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_font(lump, findings); });
  expect_rejected(out, counts, "E-FONT-GLYPH-RANGE");
}

TEST(GraphicsLimits, GlyphsSharingOneMebibyteAreRejectedBeforeAnyIsCopied) {
  // Every glyph is the same 4112 x 255 bytes (~1 MiB) after the header: the lump holds them, but
  // copying each would take 256 MiB.
  const std::uint16_t height = 4112;
  const Bytes lump = font_lump(height, 0xFF, kFontHeaderBytes, std::size_t{height} * 0xFF);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_font(lump, findings); });
  expect_rejected(out, counts, "E-FONT-GLYPH-LIMIT", ErrorKind::kLimit);
  EXPECT_LT(counts.total, std::size_t{1} << 20);
}

TEST(GraphicsLimits, FontOverTheGlyphCapIsNotEncoded) {
  // 17 glyphs of ~1 MiB: just over the 16 MiB cap.
  Font font;
  font.height = 4112;
  for (std::size_t glyph = 0; glyph < 17; ++glyph) {
    font.widths[glyph] = 0xFF;
    font.glyphs[glyph].assign(std::size_t{font.height} * 0xFF, 1);
  }
  const Result<Bytes> lump = encode_font(font);
  ASSERT_FALSE(lump.ok());
  EXPECT_EQ(lump.error().id, "E-FONT-GLYPH-LIMIT");
}

TEST(GraphicsLimits, HugeBsaveLengthIsCheckedAgainstTheLump) {
  Screen screen;
  screen.cells = Bytes(10, 0x20);
  const Result<Bytes> bytes = encode_screen(screen);
  ASSERT_TRUE(bytes.ok());
  const Bytes lump = with_u16(*bytes, 5, 0xFFFF);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_screen(lump, findings); });
  expect_rejected(out, counts, "E-SCREEN-TRUNCATED");
}

TEST(GraphicsLimits, HugeDemoSizeIsAFindingAndOnlyTheLumpIsRead) {
  Result<Demo> demo = new_demo(0, std::vector<DemoFrame>(10, DemoFrame{kDemoRun, 1, 2}));
  ASSERT_TRUE(demo.ok());
  const Result<Bytes> bytes = encode_demo(*demo);
  ASSERT_TRUE(bytes.ok());
  const Bytes lump = with_u16(*bytes, 1, 0xFFFF);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_demo(lump, findings); });
  ASSERT_TRUE(out.ok()) << outcome(out);
  EXPECT_EQ(out->frames.size(), 10u);
  EXPECT_TRUE(findings.contains("W-DEMO-SIZE-LIMIT"));
  EXPECT_TRUE(findings.contains("W-DEMO-SIZE-MISMATCH"));
  expect_small(counts);
}

TEST(GraphicsLimits, Tile8LumpOfFewBitsExpandsOnlyInsideTheLump) {
  const HuffmanDecoder decoder(text_dict());
  const Bytes stored(3, 0x5A);
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_tile8(stored, decoder, findings); });
  ASSERT_TRUE(out.ok()) << outcome(out);
  EXPECT_TRUE(findings.contains("W-VGAGRAPH-TILE8-BROKEN"));
  EXPECT_LE(out->expanded.size(), 8 * stored.size());
  expect_small(counts);
}

// --- VSWAP --------------------------------------------------------------------------------------

// A VSWAP header for `count` chunks, all at `offset` with `size` bytes, then `body` zero bytes.
Bytes vswap_file(std::uint16_t count, std::uint32_t offset, std::uint16_t size, std::size_t body) {
  ByteWriter file;
  file.u16(count);
  file.u16(0);  // sprite start
  file.u16(0);  // sound start
  for (std::size_t chunk = 0; chunk < count; ++chunk) file.u32(offset);
  for (std::size_t chunk = 0; chunk < count; ++chunk) file.u16(size);
  file.fill(body, 0);
  return file.take();
}

Result<Vswap> decode_vswap_probed(ByteSpan file, AllocationCounts& counts) {
  Findings findings;
  return probed(counts, [&] { return decode_vswap(file, findings); });
}

TEST(VswapLimits, HugeChunkCountIsRejectedWithoutAllocating) {
  ByteWriter file;
  file.u16(0xFFFF);
  file.u16(0);
  file.u16(0);
  AllocationCounts counts;
  expect_rejected(decode_vswap_probed(file.view(), counts), counts, "E-VSWAP-CHUNK-COUNT",
                  ErrorKind::kLimit);
}

TEST(VswapLimits, HugeChunkOffsetAndSizeAreRejectedWithoutAllocating) {
  const Bytes file = vswap_file(1, kHugeU32, 0xFFFF, 0);
  AllocationCounts counts;
  expect_rejected(decode_vswap_probed(file, counts), counts, "E-VSWAP-CHUNK-RANGE");
}

TEST(VswapLimits, ChunksSharingOneStretchAreCappedBeforeTheyAreCopied) {
  // 4096 chunks of 65535 bytes, all the same stretch: 256 MiB of copies from a 88 KiB file.
  const std::size_t header = kVswapHeaderBytes + kVswapChunkEntryBytes * kMaxVswapChunks;
  const Bytes file =
      vswap_file(kMaxVswapChunks, static_cast<std::uint32_t>(header), 0xFFFF, kMaxVswapChunkSize);
  AllocationCounts counts;
  expect_rejected(decode_vswap_probed(file, counts), counts, "E-VSWAP-CHUNK-TOTAL",
                  ErrorKind::kLimit);
}

TEST(VswapLimits, FileOverTheCapIsRejectedWithoutCopying) {
  Bytes file = vswap_file(0, 0, 0, 0);
  file.resize(kMaxVswapFileBytes + 1, 0);
  AllocationCounts counts;
  expect_rejected(decode_vswap_probed(file, counts), counts, "E-VSWAP-FILE-SIZE",
                  ErrorKind::kLimit);
  EXPECT_LT(counts.total, 1024u);
}

Result<SpriteLump> decode_sprite_probed(ByteSpan lump, AllocationCounts& counts) {
  Findings findings;
  return probed(counts, [&] { return decode_sprite_lump(lump, findings); });
}

TEST(VswapLimits, HugeSpriteColumnsAreRejectedWithoutAllocating) {
  ByteWriter bounds;
  bounds.u16(0xFFFF);
  bounds.u16(0xFFFF);
  AllocationCounts counts;
  expect_rejected(decode_sprite_probed(bounds.view(), counts), counts, "E-VSWAP-SPRITE-BOUNDS");

  ByteWriter offsets;
  offsets.u16(0);
  offsets.u16(kSpriteSide - 1);
  for (int column = 0; column < kSpriteSide; ++column) offsets.u16(0xFFFF);
  expect_rejected(decode_sprite_probed(offsets.view(), counts), counts,
                  "E-VSWAP-SPRITE-COLUMN-RANGE");
}

TEST(VswapLimits, SpriteColumnOverThePostCapIsRejected) {
  ByteWriter lump;
  lump.u16(32);  // left
  lump.u16(32);  // right
  lump.u16(6);   // the one column's commands follow the header
  for (std::size_t post = 0; post <= kMaxSpritePostsPerColumn; ++post) {
    lump.u16(2);  // end_x2: row 1
    lump.u16(0);  // pixel offset: lump byte 0
    lump.u16(0);  // start_x2: row 0
  }
  lump.u16(0);
  AllocationCounts counts;
  expect_rejected(decode_sprite_probed(lump.view(), counts), counts, "E-VSWAP-SPRITE-POSTS",
                  ErrorKind::kLimit);
}

// A VSWAP file of sound chunks and a pcm table, written by our encoder.
Bytes sound_file(std::vector<Bytes> chunks, const std::vector<PcmTableEntry>& table) {
  Vswap vswap;
  vswap.chunks = std::move(chunks);
  vswap.chunks.push_back(encode_pcm_table(table));
  const Result<Bytes> file = encode_vswap(vswap);
  EXPECT_TRUE(file.ok()) << outcome(file);
  return file.ok() ? *file : Bytes{};
}

Result<std::vector<DigitisedSound>> decode_sounds_probed(ByteSpan file, AllocationCounts& counts) {
  Findings findings;
  return probed(counts, [&]() -> Result<std::vector<DigitisedSound>> {
    WS_ASSIGN_OR_RETURN(const Vswap vswap, decode_vswap(file, findings));
    return decode_sounds(vswap, findings);
  });
}

TEST(VswapLimits, HugePcmTableEntryIsRejectedWithoutAllocating) {
  const Bytes file = sound_file({Bytes(16, 0x80)}, {{0xFFFF, 0xFFFF}});
  AllocationCounts counts;
  expect_rejected(decode_sounds_probed(file, counts), counts, "E-VSWAP-SOUND-RANGE");
}

TEST(VswapLimits, PcmEntriesSharingChunksAreCappedInTotal) {
  // 16 full pages hold one 65535-byte sound; 16383 entries (a 65532-byte table) all name it.
  std::vector<Bytes> pages(16, Bytes(kPcmChunkBytes, 0x80));
  const std::vector<PcmTableEntry> table(16383, PcmTableEntry{0, 0xFFFF});
  const Bytes file = sound_file(std::move(pages), table);
  AllocationCounts counts;
  expect_rejected(decode_sounds_probed(file, counts), counts, "E-VSWAP-SOUND-TOTAL",
                  ErrorKind::kLimit);
}

// --- Audio --------------------------------------------------------------------------------------

struct OwnedAudioFiles {
  Bytes audiohed;
  Bytes audiot;
  AudioFiles view() const { return {audiohed, audiot}; }
};

constexpr AudioCounts kOneOfEach{1, 1};

// One sound effect (PC speaker, AdLib, digital placeholder) and one music track, as new_audio
// lays them out: lumps 0, 1, 2 and 3.
OwnedAudioFiles one_of_each() {
  PcSpeakerSound pc;
  pc.samples = {1, 2, 3};
  AdlibSound adlib;
  adlib.pitches = {4, 5, 6};
  Music music;
  music.commands = {ImfCommand{0x20, 1, 0}, ImfCommand{0x40, 2, 7}};
  const Audio audio = new_audio({SoundEffect{pc, adlib}}, {music});
  const Result<EncodedAudioFiles> files = encode_audio(audio);
  EXPECT_TRUE(files.ok()) << outcome(files);
  return {files->audiohed, files->audiot};
}

std::size_t lump_at(const OwnedAudioFiles& files, std::size_t lump) {
  return u32_at(files.audiohed, 4 * lump);
}

Result<Audio> decode_audio_probed(const OwnedAudioFiles& files, AllocationCounts& counts) {
  Findings findings;
  return probed(counts, [&] { return decode_audio(files.view(), kOneOfEach, findings); });
}

TEST(AudioLimits, OneOfEachDecodesSoThePatchedOnesFailOnlyForTheirSize) {
  AllocationCounts counts;
  const Result<Audio> audio = decode_audio_probed(one_of_each(), counts);
  ASSERT_TRUE(audio.ok()) << outcome(audio);
  expect_small(counts);
}

TEST(AudioLimits, AudioheadOverTheOffsetCapIsRejectedWithoutAllocating) {
  ByteWriter audiohed;
  for (std::size_t offset = 0; offset <= kMaxAudioOffsets; ++offset) audiohed.u32(0);
  const OwnedAudioFiles files{audiohed.take(), {}};
  AllocationCounts counts;
  expect_rejected(decode_audio_probed(files, counts), counts, "E-AUDIOHED-OFFSET-LIMIT",
                  ErrorKind::kLimit);
}

TEST(AudioLimits, HugeAudioheadOffsetIsRejectedWithoutAllocating) {
  OwnedAudioFiles files = one_of_each();
  files.audiohed = with_u32(files.audiohed, 4 * 4, kHugeU32);  // the end offset
  AllocationCounts counts;
  expect_rejected(decode_audio_probed(files, counts), counts, "E-AUDIOHED-OFFSET-RANGE");
}

TEST(AudioLimits, LumpOverTheCapIsRejectedWithoutCopying) {
  ByteWriter audiohed;
  const auto end = static_cast<std::uint32_t>(kMaxAudioLumpBytes + 1);
  for (const std::uint32_t offset : {0u, end, end, end, end}) audiohed.u32(offset);
  const OwnedAudioFiles files{audiohed.take(), Bytes(end, 0)};
  AllocationCounts counts;
  expect_rejected(decode_audio_probed(files, counts), counts, "E-AUDIOT-LUMP-LIMIT",
                  ErrorKind::kLimit);
  EXPECT_LT(counts.total, kMaxAudioLumpBytes);
}

TEST(AudioLimits, HugeSoundEffectSizesAreRejectedWithoutAllocating) {
  for (const std::uint32_t declared : {kHugeI32, kHugeU32}) {
    OwnedAudioFiles pc = one_of_each();
    pc.audiot = with_u32(pc.audiot, lump_at(pc, 0), declared);
    AllocationCounts counts;
    expect_rejected(decode_audio_probed(pc, counts), counts, "E-AUDIOT-PC-SIZE");

    OwnedAudioFiles adlib = one_of_each();
    adlib.audiot = with_u32(adlib.audiot, lump_at(adlib, 1), declared);
    expect_rejected(decode_audio_probed(adlib, counts), counts, "E-AUDIOT-ADLIB-SIZE");
  }
}

TEST(AudioLimits, HugeImfSizeIsRejectedWithoutAllocating) {
  OwnedAudioFiles files = one_of_each();
  files.audiot = with_u16(files.audiot, lump_at(files, 3), 0xFFFF);
  AllocationCounts counts;
  expect_rejected(decode_audio_probed(files, counts), counts, "E-AUDIOT-IMF-SIZE");
}

// --- Saved games --------------------------------------------------------------------------------

SaveGame save_with_actors(std::size_t actors) {
  SaveGame save;
  save.level_ratios.resize(kWolfSaveEpisodeMaps);
  save.player.active = 1;
  save.actors.assign(actors, SaveObject{.active = 1});
  return save;
}

TEST(SaveGameLimits, HugeEpisodeMapCountIsRejectedWithoutAllocating) {
  const Bytes file = encode_save_game(save_with_actors(0));
  Findings findings;
  AllocationCounts counts;
  const auto out = probed(counts, [&] { return decode_save_game(file, kHugeI32, findings); });
  expect_rejected(out, counts, "E-SAVE-EPISODE-MAPS");
}

TEST(SaveGameLimits, ObjectListLongerThanTheEngineTableIsRejected) {
  const Bytes file = encode_save_game(save_with_actors(4 * kMaxSaveObjects));
  Findings findings;
  AllocationCounts counts;
  const auto out =
      probed(counts, [&] { return decode_save_game(file, kWolfSaveEpisodeMaps, findings); });
  expect_rejected(out, counts, "E-SAVE-OBJECT-COUNT", ErrorKind::kLimit);
}

TEST(SaveGameLimits, ObjectListCutBeforeItsEndMarkerIsRejected) {
  const std::size_t objects_at = kSaveNameBytes + kSaveGameStateBytes +
                                 kSaveLevelRatioBytes * kWolfSaveEpisodeMaps + 3 * kSaveMapTiles +
                                 kSaveAreas * kSaveAreas + 2 * kSaveAreas;
  const Bytes whole = encode_save_game(save_with_actors(100));
  const Bytes cut(whole.begin(), whole.begin() + objects_at + 50 * kSaveObjectBytes + 7);
  Findings findings;
  AllocationCounts counts;
  const auto out =
      probed(counts, [&] { return decode_save_game(cut, kWolfSaveEpisodeMaps, findings); });
  expect_rejected(out, counts, "E-SAVE-OBJECT-LIST-UNTERMINATED");
}

}  // namespace
}  // namespace wolfsuite
