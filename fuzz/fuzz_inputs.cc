#include "fuzz/fuzz_inputs.h"

#include <algorithm>
#include <array>
#include <iterator>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite::fuzz {
namespace {

constexpr std::uint8_t kGeneratedSourceFlag = 0x80;

// raycaster_fuzzer's layout (fuzz_inputs.h).
constexpr std::size_t kViewXOffset = 0;
constexpr std::size_t kViewYOffset = 4;
constexpr std::size_t kAngleOffset = 8;
constexpr std::size_t kWidthOffset = 12;
constexpr std::size_t kHeightOffset = 13;
constexpr std::size_t kLevelOffset = 14;
constexpr std::size_t kPushwallOffset = 15;
constexpr std::size_t kPushwallXOffset = 16;
constexpr std::size_t kPushwallYOffset = 17;
constexpr std::size_t kProgressOffset = 18;
constexpr std::size_t kPushwallCodeOffset = 19;
constexpr std::size_t kDoorOpenOffset = 21;
constexpr std::size_t kPlane0Offset = kDoorOpenOffset + 2 * kRaycasterDoorOpenings;
constexpr std::size_t kPlane1Offset = kPlane0Offset + 2 * kRaycasterPlaneWords;
static_assert(kPlane1Offset + 2 * kRaycasterPlaneWords == kRaycasterInputBytes);
constexpr std::uint32_t kViewSpan = 80u << 16;  // -8..72 tiles
constexpr int kTileOrigin = -8;
constexpr std::int64_t kViewOrigin = std::int64_t{kTileOrigin} << 16;
constexpr int kTileSpan = 80;
constexpr std::uint8_t kSpear = 0x80;
constexpr std::uint8_t kMoving = 0x80;
constexpr int kWeaponShift = 2;
constexpr std::uint8_t kDemoPlayback = 0x20;
constexpr std::uint8_t kHurtPlayer = 0x40;

std::vector<std::uint16_t> load_words(ByteSpan in, std::size_t at, std::size_t count) {
  std::vector<std::uint16_t> words(count);
  for (std::size_t i = 0; i < count; ++i) words[i] = load_u16le(in, at + 2 * i);
  return words;
}

void write_words(ByteWriter& out, const std::vector<std::uint16_t>& words, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) out.u16(i < words.size() ? words[i] : 0);
}

std::uint64_t load_u64le(ByteSpan in, std::size_t at) {
  return static_cast<std::uint64_t>(load_u32le(in, at)) |
         (static_cast<std::uint64_t>(load_u32le(in, at + 4)) << 32);
}

HuffmanDict build_fixed_dict(unsigned index) {
  std::array<std::uint64_t, 256> counts{};
  counts.fill(1);
  switch (index) {
    case 0:
      break;
    case 1:
      for (unsigned i = 0; i < 56; ++i) counts[i] = std::uint64_t{1} << (55 - i);
      break;
    case 2: {
      std::uint64_t previous = 0;
      std::uint64_t current = 1;
      for (unsigned i = 0; i < 88; ++i) {
        counts[i] = current;
        const std::uint64_t next = previous + current;
        previous = current;
        current = next;
      }
      break;
    }
    default: {
      static constexpr std::string_view kText =
          "It was a bright cold day in April, and the clocks were striking thirteen.\n"
          "Get Psyched! Mein Leben! Guten Tag! Halt! 0123456789";
      for (const char c : kText) counts[static_cast<std::uint8_t>(c)] += 16;
      break;
    }
  }
  return huffman_build_dict(std::span<const std::uint64_t, 256>(counts));
}

// A word or byte source: raw bytes after the first, or a generator call.
struct Source {
  bool generated = false;
  unsigned pattern = 0;
  std::uint16_t count = 0;
  std::uint64_t seed = 0;
  ByteSpan raw;
};

Source read_source(ByteSpan source) {
  Source out;
  if (source.empty()) return out;
  if ((source[0] & kGeneratedSourceFlag) != 0 && source.size() >= kGeneratedSourceBytes) {
    out.generated = true;
    out.pattern = source[0] & 0x7F;
    out.count = load_u16le(source, 1);
    out.seed = load_u64le(source, 3);
    return out;
  }
  out.raw = source.subspan(1);
  return out;
}

}  // namespace

std::optional<RlewExpandInput> parse_rlew_expand_input(ByteSpan data) {
  if (data.size() < kRlewExpandHeaderBytes) return std::nullopt;
  return RlewExpandInput{load_u32le(data, 0), load_u16le(data, 4),
                         data.subspan(kRlewExpandHeaderBytes)};
}

Bytes make_rlew_expand_input(std::uint32_t expanded_size, std::uint16_t tag, ByteSpan stream) {
  ByteWriter out;
  out.u32(expanded_size);
  out.u16(tag);
  out.bytes(stream);
  return out.take();
}

std::optional<CarmackExpandInput> parse_carmack_expand_input(ByteSpan data) {
  if (data.size() < kCarmackExpandHeaderBytes) return std::nullopt;
  return CarmackExpandInput{load_u32le(data, 0), data.subspan(kCarmackExpandHeaderBytes)};
}

Bytes make_carmack_expand_input(std::uint32_t expanded_size, ByteSpan stream) {
  ByteWriter out;
  out.u32(expanded_size);
  out.bytes(stream);
  return out.take();
}

const HuffmanDict& fixed_huffman_dict(unsigned index) {
  static const std::array<HuffmanDict, kFixedHuffmanDicts> kDicts = {
      build_fixed_dict(0), build_fixed_dict(1), build_fixed_dict(2), build_fixed_dict(3)};
  return kDicts[index % kFixedHuffmanDicts];
}

std::string_view fixed_huffman_dict_name(unsigned index) {
  static constexpr std::string_view kNames[] = {"flat", "skewed", "fibonacci", "text"};
  return kNames[index % kFixedHuffmanDicts];
}

std::optional<HuffmanExpandInput> parse_huffman_expand_input(ByteSpan data) {
  if (data.empty()) return std::nullopt;
  HuffmanExpandInput input;
  input.dict_choice = data[0];
  ByteSpan rest = data.subspan(1);
  if ((input.dict_choice & 1) != 0) {
    if (rest.size() < kHuffmanDictBytes) {
      input.vgadict = rest;  // too short: decode_huffman_dict rejects it
      return input;
    }
    input.vgadict = rest.first(kHuffmanDictBytes);
    rest = rest.subspan(kHuffmanDictBytes);
  }
  if (rest.size() < 4) return std::nullopt;
  input.expanded_size = load_u32le(rest, 0);
  input.stream = rest.subspan(4);
  return input;
}

Result<HuffmanDict> huffman_input_dict(const HuffmanExpandInput& input) {
  if (input.vgadict) return decode_huffman_dict(*input.vgadict);
  return fixed_huffman_dict((input.dict_choice >> 1) & 3);
}

Bytes make_huffman_expand_input_with_vgadict(ByteSpan vgadict, std::uint32_t expanded_size,
                                             ByteSpan stream) {
  ByteWriter out;
  out.u8(1);
  out.bytes(vgadict);
  out.u32(expanded_size);
  out.bytes(stream);
  return out.take();
}

Bytes make_huffman_expand_input_with_fixed_dict(unsigned fixed_dict, std::uint32_t expanded_size,
                                                ByteSpan stream) {
  ByteWriter out;
  out.u8(static_cast<std::uint8_t>((fixed_dict % kFixedHuffmanDicts) << 1));
  out.u32(expanded_size);
  out.bytes(stream);
  return out.take();
}

std::optional<MapPlaneInput> parse_map_plane_input(ByteSpan data) {
  if (data.size() < kMapPlaneHeaderBytes) return std::nullopt;
  return MapPlaneInput{load_u16le(data, 0), data.subspan(kMapPlaneHeaderBytes)};
}

Bytes make_map_plane_input(std::uint16_t tag, ByteSpan stored) {
  ByteWriter out;
  out.u16(tag);
  out.bytes(stored);
  return out.take();
}

Bytes plain_words_from_source(ByteSpan source) {
  const Source s = read_source(source);
  if (s.generated) {
    testing::Rng rng(s.seed);
    return testing::random_words(
        rng, s.count % (kMaxGeneratedWords + 1),
        testing::kAllWordPatterns[s.pattern % std::size(testing::kAllWordPatterns)]);
  }
  return Bytes(s.raw.begin(),
               s.raw.begin() + static_cast<std::ptrdiff_t>(s.raw.size() & ~std::size_t{1}));
}

Bytes plain_bytes_from_source(ByteSpan source) {
  const Source s = read_source(source);
  if (s.generated) {
    testing::Rng rng(s.seed);
    return testing::random_bytes(
        rng, s.count % (kMaxGeneratedBytes + 1),
        testing::kAllBytePatterns[s.pattern % std::size(testing::kAllBytePatterns)]);
  }
  return Bytes(s.raw.begin(), s.raw.end());
}

Bytes make_raw_source(ByteSpan plain) {
  ByteWriter out;
  out.u8(0);
  out.bytes(plain);
  return out.take();
}

Bytes make_generated_source(unsigned pattern_index, std::uint16_t count, std::uint64_t seed) {
  ByteWriter out;
  out.u8(static_cast<std::uint8_t>(kGeneratedSourceFlag | (pattern_index & 0x7F)));
  out.u16(count);
  out.u32(static_cast<std::uint32_t>(seed));
  out.u32(static_cast<std::uint32_t>(seed >> 32));
  return out.take();
}

std::uint64_t huffman_count_from_byte(std::uint8_t b) {
  if (b < 0xD0) return b;
  return std::uint64_t{1} << (b - 0xD0 + 8);
}

HuffmanRoundTripInput parse_huffman_roundtrip_input(ByteSpan data) {
  HuffmanRoundTripInput input;
  if (data.empty()) {
    input.dict = huffman_build_dict_for({});
    return input;
  }
  const std::uint8_t dict_choice = data[0];
  ByteSpan rest = data.subspan(1);
  input.mode = dict_choice & 3;
  if (input.mode == 2 && rest.size() >= kHuffmanCountBytes) {
    std::array<std::uint64_t, 256> counts{};
    for (std::size_t i = 0; i < counts.size(); ++i) counts[i] = huffman_count_from_byte(rest[i]);
    input.dict = huffman_build_dict(std::span<const std::uint64_t, 256>(counts));
    rest = rest.subspan(kHuffmanCountBytes);
  } else if (input.mode == 3 && rest.size() >= kHuffmanDictBytes) {
    Result<HuffmanDict> dict = decode_huffman_dict(rest.first(kHuffmanDictBytes));
    if (dict.ok()) {
      input.dict = *dict;
    } else {
      input.vgadict_error = dict.error();
    }
    rest = rest.subspan(kHuffmanDictBytes);
  } else if (input.mode == 1) {
    input.dict = fixed_huffman_dict((dict_choice >> 2) & 3);
  } else {
    input.mode = 0;
  }
  input.plain = plain_bytes_from_source(rest);
  if (input.mode == 0) input.dict = huffman_build_dict_for(input.plain);
  return input;
}

std::optional<std::vector<ByteSpan>> split_files(ByteSpan input, std::size_t count) {
  if (count == 0) return std::nullopt;
  const std::size_t table_bytes = 4 * (count - 1);
  if (input.size() < table_bytes) return std::nullopt;
  std::vector<ByteSpan> files;
  std::size_t at = table_bytes;
  for (std::size_t i = 0; i + 1 < count; ++i) {
    const std::size_t declared = load_u32le(input, 4 * i);
    const std::size_t size = std::min(declared, input.size() - at);
    files.push_back(input.subspan(at, size));
    at += size;
  }
  files.push_back(input.subspan(at));
  return files;
}

Bytes join_files(const std::vector<ByteSpan>& files) {
  ByteWriter out;
  for (std::size_t i = 0; i + 1 < files.size(); ++i) {
    out.u32(static_cast<std::uint32_t>(files[i].size()));
  }
  for (const ByteSpan file : files) out.bytes(file);
  return out.take();
}

std::optional<GraphicsChunkInput> parse_graphics_chunk_input(ByteSpan data) {
  if (data.empty()) return std::nullopt;
  GraphicsChunkInput input;
  input.kind = static_cast<GraphicsChunkInputKind>(data[0] % kGraphicsChunkInputs);
  input.lump = data.subspan(1);
  if (input.kind == kPictureInput) {
    if (data.size() < kPictureInputHeaderBytes) return std::nullopt;
    input.picture_size = PictureSize{load_u16le(data, 1), load_u16le(data, 3)};
    input.lump = data.subspan(kPictureInputHeaderBytes);
  } else if (input.kind == kTile8Input) {
    if (data.size() < kTile8InputHeaderBytes) return std::nullopt;
    input.tile8_dict.dict_choice = data[1];
    input.lump = data.subspan(kTile8InputHeaderBytes);
    if ((input.tile8_dict.dict_choice & 1) != 0) {
      const std::size_t dict_bytes = std::min(input.lump.size(), kHuffmanDictBytes);
      input.tile8_dict.vgadict = input.lump.first(dict_bytes);
      input.lump = input.lump.subspan(dict_bytes);
    }
  }
  return input;
}

RaycasterInput parse_raycaster_input(ByteSpan data) {
  Bytes padded(kRaycasterInputBytes, 0);
  std::copy_n(data.begin(), std::min(data.size(), kRaycasterInputBytes), padded.begin());
  const ByteSpan in(padded);
  RaycasterInput input;
  input.view_x = static_cast<std::int32_t>(kViewOrigin + load_u32le(in, kViewXOffset) % kViewSpan);
  input.view_y = static_cast<std::int32_t>(kViewOrigin + load_u32le(in, kViewYOffset) % kViewSpan);
  input.angle = static_cast<std::int32_t>(load_u32le(in, kAngleOffset));
  input.width = 1 + in[kWidthOffset] % kRaycasterMaxWidth;
  input.height = 1 + in[kHeightOffset] % kRaycasterMaxHeight;
  input.map_index = in[kLevelOffset] & 0x7F;
  input.spear = (in[kLevelOffset] & kSpear) != 0;
  input.pushwall_moving = (in[kPushwallOffset] & kMoving) != 0;
  input.pushwall_direction = in[kPushwallOffset] & 3;
  input.weapon = (in[kPushwallOffset] >> kWeaponShift) & 7;
  input.demo_playback = (in[kPushwallOffset] & kDemoPlayback) != 0;
  input.hurt_player = (in[kPushwallOffset] & kHurtPlayer) != 0;
  input.pushwall_x = in[kPushwallXOffset] % kTileSpan + kTileOrigin;
  input.pushwall_y = in[kPushwallYOffset] % kTileSpan + kTileOrigin;
  input.progress = in[kProgressOffset];
  input.pushwall_code = load_u16le(in, kPushwallCodeOffset);
  input.door_open = load_words(in, kDoorOpenOffset, kRaycasterDoorOpenings);
  input.plane0 = load_words(in, kPlane0Offset, kRaycasterPlaneWords);
  input.plane1 = load_words(in, kPlane1Offset, kRaycasterPlaneWords);
  return input;
}

Bytes raycaster_input_bytes(const RaycasterInput& input) {
  ByteWriter out;
  out.u32(static_cast<std::uint32_t>(input.view_x - kViewOrigin));
  out.u32(static_cast<std::uint32_t>(input.view_y - kViewOrigin));
  out.i32(input.angle);
  out.u8(static_cast<std::uint8_t>(input.width - 1));
  out.u8(static_cast<std::uint8_t>(input.height - 1));
  out.u8(static_cast<std::uint8_t>((input.map_index & 0x7F) | (input.spear ? kSpear : 0)));
  out.u8(static_cast<std::uint8_t>((input.pushwall_moving ? kMoving : 0) |
                                   (input.pushwall_direction & 3) |
                                   ((input.weapon & 7) << kWeaponShift) |
                                   (input.demo_playback ? kDemoPlayback : 0) |
                                   (input.hurt_player ? kHurtPlayer : 0)));
  out.u8(static_cast<std::uint8_t>(input.pushwall_x - kTileOrigin));
  out.u8(static_cast<std::uint8_t>(input.pushwall_y - kTileOrigin));
  out.u8(static_cast<std::uint8_t>(input.progress));
  out.u16(input.pushwall_code);
  write_words(out, input.door_open, kRaycasterDoorOpenings);
  write_words(out, input.plane0, kRaycasterPlaneWords);
  write_words(out, input.plane1, kRaycasterPlaneWords);
  Bytes bytes = out.take();
  while (!bytes.empty() && bytes.back() == 0) bytes.pop_back();
  return bytes;
}

}  // namespace wolfsuite::fuzz
