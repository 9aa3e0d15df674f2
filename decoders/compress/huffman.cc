// The fast Huffman expander (huffman.h HuffmanDecoder) and the VGAGRAPH framing.
//
// A dictionary proven to be a tree compiles into one window table: for each value of the next
// kWindowBits stream bits, the bytes of every whole code that starts at the head and ends inside
// them (at most kMaxWindowBytes), their count and the bits they use. On real VGAGRAPH chunks one
// lookup emits ~1.7 bytes; the loop is bound by the chain lookup -> shift -> mask -> lookup.
// Tables indexed by (tree node, input byte) or (tree node, nibble) were measured on the same
// chunks and were slower (the window table ~1.4x and ~1.85x faster): one lookup per input byte in
// 650 KB of table, or two per byte, each waiting on the one before, where the window's 32 KB table
// builds in ~40 us, a few percent of expanding a whole VGAGRAPH. A code longer than the window,
// and the last few bytes of input or output, are walked one bit at a time.
#include "decoders/compress/huffman.h"

#include <bit>
#include <cstring>

#include "decoders/compress/huffman_internal.h"
#include "decoders/core/byte_reader.h"

namespace wolfsuite {
namespace {

constexpr unsigned kWindowBits = 12;
constexpr std::size_t kWindowSize = std::size_t{1} << kWindowBits;
constexpr std::uint64_t kWindowMask = kWindowSize - 1;
constexpr unsigned kMaxWindowBytes = 6;

// A window entry packs bits used (bits 0..7), count (8..15; 0 when the first code is longer than
// the window) and the bytes (16..63, first byte lowest). Bits used sit lowest: `entry & 63` is the
// shift, which x86 shifts take for free, keeping the lookup chain short.
using WindowEntry = std::uint64_t;
constexpr unsigned kCountShift = 8;
constexpr unsigned kBytesShift = 16;

// A refill leaves at least 56 bits buffered; four lookups use at most 4 * 12 of them.
constexpr unsigned kRefillBytes = 8;
constexpr unsigned kLookupsPerRefill = 4;
static_assert(kLookupsPerRefill * kWindowBits <= 56);
// Output a group of lookups may touch: three entries' bytes counted, then one 8-byte store.
constexpr std::size_t kGroupOutputBytes =
    std::size_t{kLookupsPerRefill - 1} * kMaxWindowBytes + sizeof(std::uint64_t);

// One 8-byte load and store (the byte-by-byte load_u32le pair is not merged by g++ 12).
std::uint64_t load_u64le(ByteSpan in, std::size_t at) {
  std::uint64_t value = 0;
  std::memcpy(&value, in.subspan(at, sizeof value).data(), sizeof value);
  if constexpr (std::endian::native == std::endian::big) value = __builtin_bswap64(value);
  return value;
}
void store_u64le(Bytes& out, std::size_t at, std::uint64_t value) {
  if constexpr (std::endian::native == std::endian::big) value = __builtin_bswap64(value);
  std::memcpy(&out[at], &value, sizeof value);
}

// The stream, least significant bit of each byte first (huffman.h). `pending` holds
// `pending_count` unused bits, lowest first; the bits above them are zero or the stream's own next
// bits, so a refill may OR bytes that are already there in again.
struct BitCursor {
  ByteSpan in;
  std::size_t next_byte = 0;
  std::uint64_t pending = 0;
  unsigned pending_count = 0;

  // Requires next_byte + kRefillBytes <= in.size(). Counts whole bytes only, up to 56..63 bits.
  void refill() {
    pending |= load_u64le(in, next_byte) << pending_count;
    next_byte += (63 - pending_count) / 8;
    pending_count |= 56;
  }
  void consume(unsigned count) {
    pending >>= count;
    pending_count -= count;
  }
  std::optional<unsigned> take_bit() {
    if (pending_count == 0) {
      if (next_byte == in.size()) return std::nullopt;
      pending = in[next_byte++];
      pending_count = 8;
    }
    const auto bit = static_cast<unsigned>(pending & 1);
    consume(1);
    return bit;
  }
};

// One code, bit by bit. The dictionary is a proven tree, so every child is a leaf or a node in
// range and the walk meets a leaf within 255 steps; only the input can run out.
std::optional<std::uint8_t> take_code_bitwise(BitCursor& cursor, const HuffmanDict& dict) {
  std::uint16_t node = kHuffmanHeadNode;
  while (true) {
    const std::optional<unsigned> bit = cursor.take_bit();
    if (!bit) return std::nullopt;
    const std::uint16_t child = *bit != 0 ? dict.nodes[node].bit1 : dict.nodes[node].bit0;
    if (huffman_is_leaf(child)) return static_cast<std::uint8_t>(child);
    node = static_cast<std::uint16_t>(child - kHuffmanFirstNodeValue);
  }
}

struct FirstCode {
  std::uint8_t byte = 0;
  std::uint8_t length = 0;  // 0: longer than the window
};

// For every window value whose low bits are a code of at most kWindowBits bits, that code.
void fill_first_codes(const HuffmanDict& dict, std::uint16_t node, unsigned prefix, unsigned depth,
                      std::array<FirstCode, kWindowSize>& first) {
  for (const unsigned bit : {0u, 1u}) {
    const std::uint16_t child = bit == 0 ? dict.nodes[node].bit0 : dict.nodes[node].bit1;
    const unsigned code = prefix | (bit << depth);
    const unsigned length = depth + 1;
    if (huffman_is_leaf(child)) {
      for (std::size_t value = code; value < kWindowSize; value += std::size_t{1} << length) {
        first[value] = {static_cast<std::uint8_t>(child), static_cast<std::uint8_t>(length)};
      }
    } else if (length < kWindowBits) {
      fill_first_codes(dict, static_cast<std::uint16_t>(child - kHuffmanFirstNodeValue), code,
                       length, first);
    }
  }
}

}  // namespace

struct HuffmanDecoder::Tables {
  explicit Tables(const HuffmanDict& dict);
  std::array<WindowEntry, kWindowSize> window;
};

HuffmanDecoder::Tables::Tables(const HuffmanDict& dict) {
  std::array<FirstCode, kWindowSize> first{};
  fill_first_codes(dict, kHuffmanHeadNode, 0, 0, first);
  for (std::size_t value = 0; value < kWindowSize; ++value) {
    unsigned count = 0;
    unsigned used = 0;
    WindowEntry bytes = 0;
    while (count < kMaxWindowBytes) {
      // The top `used` bits of the shifted value read as zeros, so only a code that ends inside
      // the real window bits is taken.
      const FirstCode code = first[value >> used];
      if (code.length == 0 || used + code.length > kWindowBits) break;
      bytes |= WindowEntry{code.byte} << (kBytesShift + 8 * count++);
      used += code.length;
    }
    window[value] = bytes | (WindowEntry{count} << kCountShift) | used;
  }
}

HuffmanDecoder::HuffmanDecoder(const HuffmanDict& dict)
    : dict_(dict), tables_(huffman_is_tree(dict) ? std::make_unique<Tables>(dict) : nullptr) {}
HuffmanDecoder::~HuffmanDecoder() = default;
HuffmanDecoder::HuffmanDecoder(HuffmanDecoder&&) noexcept = default;
HuffmanDecoder& HuffmanDecoder::operator=(HuffmanDecoder&&) noexcept = default;

bool HuffmanDecoder::is_tree() const { return tables_ != nullptr; }

Result<Bytes> HuffmanDecoder::expand(ByteSpan in, std::size_t expanded_size,
                                     const Limits& limits) const {
  if (expanded_size > limits.max_huffman_output) {
    return huffman_size_limit_error(expanded_size, limits);
  }
  if (!tables_) return huffman_expand_literal(in, expanded_size, dict_, limits);
  // Every code of a tree is at least one bit: too few bits can only end in E-HUFFMAN-TRUNCATED,
  // so say so before allocating the output.
  if (in.size() < expanded_size / 8 + (expanded_size % 8 != 0 ? 1 : 0)) {
    return huffman_truncated_error(in.size());
  }
  Bytes out(expanded_size);
  std::size_t written = 0;
  BitCursor cursor{in};
  const std::array<WindowEntry, kWindowSize>& window = tables_->window;
  // False when the next code is longer than the window.
  const auto window_group = [&] {
    cursor.refill();
    for (unsigned lookup = 0; lookup < kLookupsPerRefill; ++lookup) {
      const WindowEntry entry = window[cursor.pending & kWindowMask];
      const auto count = static_cast<unsigned>((entry >> kCountShift) & 0xFF);
      if (count == 0) return false;
      // 8 bytes stored, `count` kept: the rest is overwritten later (kGroupOutputBytes).
      store_u64le(out, written, entry >> kBytesShift);
      written += count;
      cursor.consume(static_cast<unsigned>(entry & 63));
    }
    return true;
  };
  while (written < expanded_size) {
    // Bounds for a whole group are proven here: the refill reads in[next_byte, next_byte + 8) and
    // the lookups write out[written, written + kGroupOutputBytes).
    while (cursor.next_byte + kRefillBytes <= in.size() &&
           written + kGroupOutputBytes <= expanded_size) {
      if (!window_group()) break;
    }
    if (written == expanded_size) break;
    // A code longer than the window, or too near the end of the input or output for a group.
    const std::optional<std::uint8_t> byte = take_code_bitwise(cursor, dict_);
    if (!byte) return huffman_truncated_error(in.size());
    out[written++] = *byte;
  }
  return out;
}

Result<Bytes> huffman_expand(ByteSpan in, std::size_t expanded_size, const HuffmanDict& dict,
                             const Limits& limits) {
  return HuffmanDecoder(dict).expand(in, expanded_size, limits);
}

Result<Bytes> huffman_expand_framed(ByteSpan framed, const HuffmanDecoder& decoder,
                                    const Limits& limits) {
  constexpr std::size_t kFrameBytes = 4;
  ByteReader reader(framed, "E-HUFFMAN-TRUNCATED");
  const Result<std::uint32_t> expanded_size = reader.u32();
  // huffman.h: E-HUFFMAN-TRUNCATED names the end of the input, even inside the size field.
  if (!expanded_size.ok()) return huffman_truncated_error(framed.size());
  if (*expanded_size > limits.max_huffman_output) {
    return huffman_size_limit_error(*expanded_size, limits);
  }
  Result<Bytes> out = decoder.expand(reader.rest(), *expanded_size, limits);
  if (!out.ok()) {
    Error error = out.error();
    error.offset += kFrameBytes;
    return error;
  }
  return out;
}

}  // namespace wolfsuite
