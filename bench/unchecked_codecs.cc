#include "bench/unchecked_codecs.h"

#include <cstring>

namespace wolfsuite::bench {
namespace {

// The engine casts its buffers to `unsigned far *`; memcpy is the defined way to say the same
// thing and compiles to one 16-bit load or store on every target we build for. Words are
// little-endian in the files, as on the x86 the engine (and these benchmarks) run on.
inline std::uint16_t load_word(const std::uint8_t* at) {
  std::uint16_t word;
  std::memcpy(&word, at, 2);
  return word;
}
inline void store_word(std::uint8_t* at, std::uint16_t word) { std::memcpy(at, &word, 2); }

}  // namespace

Bytes with_slack(ByteSpan bytes) {
  Bytes out(bytes.size() + kUncheckedInputSlack, 0);
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return out;
}

Bytes unchecked_output_buffer(std::size_t expanded_bytes) {
  return Bytes(expanded_bytes + kUncheckedOutputSlack, 0);
}

void rlew_expand_unchecked(const std::uint8_t* in, std::uint8_t* out, std::size_t expanded_bytes,
                           std::uint16_t tag) {
  const std::uint8_t* const end = out + (expanded_bytes / 2) * 2;
  do {
    const std::uint16_t value = load_word(in);
    in += 2;
    if (value != tag) {
      store_word(out, value);
      out += 2;
    } else {
      std::uint16_t count = load_word(in);
      const std::uint16_t run_value = load_word(in + 2);
      in += 4;
      while (count--) {
        store_word(out, run_value);
        out += 2;
      }
    }
  } while (out < end);
}

void carmack_expand_unchecked(const std::uint8_t* in, std::uint8_t* out,
                              std::size_t expanded_bytes) {
  constexpr unsigned kNearTag = 0xA7;
  constexpr unsigned kFarTag = 0xA8;
  std::uint8_t* const dest = out;
  std::size_t length = expanded_bytes / 2;  // in words, as the engine counts
  while (length) {
    std::uint16_t ch = load_word(in);
    in += 2;
    const unsigned chhigh = ch >> 8;
    if (chhigh == kNearTag) {
      unsigned count = ch & 0xFF;
      if (!count) {
        // the tag byte itself: the low byte follows
        ch = static_cast<std::uint16_t>(ch | *in++);
        store_word(out, ch);
        out += 2;
        --length;
      } else {
        const unsigned offset = *in++;
        const std::uint8_t* copy = out - 2 * std::size_t{offset};
        length -= count;
        // word by word: the source may overlap what this copy writes
        while (count--) {
          store_word(out, load_word(copy));
          out += 2;
          copy += 2;
        }
      }
    } else if (chhigh == kFarTag) {
      unsigned count = ch & 0xFF;
      if (!count) {
        ch = static_cast<std::uint16_t>(ch | *in++);
        store_word(out, ch);
        out += 2;
        --length;
      } else {
        const std::uint16_t offset = load_word(in);
        in += 2;
        const std::uint8_t* copy = dest + 2 * std::size_t{offset};
        length -= count;
        while (count--) {
          store_word(out, load_word(copy));
          out += 2;
          copy += 2;
        }
      }
    } else {
      store_word(out, ch);
      out += 2;
      --length;
    }
  }
}

UncheckedHuffmanTable unchecked_huffman_table(ByteSpan vgadict) {
  UncheckedHuffmanTable table{};
  for (std::size_t i = 0; i < table.size(); ++i) {
    table[i].bit0 = load_word(vgadict.data() + 4 * i);
    table[i].bit1 = load_word(vgadict.data() + 4 * i + 2);
  }
  return table;
}

void huffman_expand_unchecked(const std::uint8_t* in, std::uint8_t* out, std::size_t expanded_bytes,
                              const UncheckedHuffmanTable& table) {
  if (expanded_bytes == 0) return;  // the engine never asks for an empty chunk
  const UncheckedHuffmanNode* const head = &table[254];
  const UncheckedHuffmanNode* node = head;
  const std::uint8_t* const end = out + expanded_bytes;
  unsigned value = *in++;
  unsigned mask = 1;
  for (;;) {
    const std::uint16_t next = (value & mask) ? node->bit1 : node->bit0;
    // like the engine, fetches the next byte as soon as the last bit of this one is used, so it
    // reads one byte past a stream that ends exactly on a byte boundary (the slack covers it)
    if (mask == 0x80) {
      value = *in++;
      mask = 1;
    } else {
      mask <<= 1;
    }
    if (next < 256) {
      *out++ = static_cast<std::uint8_t>(next);
      node = head;
      if (out >= end) break;
    } else {
      node = &table[next - 256];
    }
  }
}

std::size_t map_plane_expand_unchecked(const std::uint8_t* stored, std::uint8_t* scratch,
                                       std::uint8_t* out, std::uint16_t tag) {
  const std::size_t carmack_bytes = load_word(stored);
  carmack_expand_unchecked(stored + 2, scratch, carmack_bytes);
  // The engine passes the map's width * height * 2 here; for every shipped map that equals the
  // RLEW size word, which is what the checked expanders use, so all variants do the same work.
  const std::size_t plane_bytes = load_word(scratch);
  rlew_expand_unchecked(scratch + 2, out, plane_bytes, tag);
  return plane_bytes;
}

void level_load_unchecked(const std::uint8_t* maphead, const std::uint8_t* gamemaps,
                          std::size_t slot, std::uint8_t* scratch,
                          std::uint8_t* const (&planes)[kUncheckedPlanesPerMap]) {
  // MAPHEAD: the RLEW tag, then a uint32 header offset per slot (maps.h has the layout).
  const std::uint16_t tag = load_word(maphead);
  std::uint32_t header_offset;
  std::memcpy(&header_offset, maphead + 2 + 4 * slot, 4);
  const std::uint8_t* const header = gamemaps + header_offset;
  for (int plane = 0; plane < kUncheckedPlanesPerMap; ++plane) {
    std::uint32_t plane_offset;
    std::memcpy(&plane_offset, header + 4 * plane, 4);
    map_plane_expand_unchecked(gamemaps + plane_offset, scratch, planes[plane], tag);
  }
}

}  // namespace wolfsuite::bench
