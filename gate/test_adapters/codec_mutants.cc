// The codec mutants: rlew-tag edits the tag the suite's expander is given; carmack-near and
// huffman-bit-order are small expanders of their own, each wrong in one place.
#include <string>
#include <vector>

#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/limits.h"
#include "gate/test_adapters/mutant_faults.h"

namespace wolfsuite::gate::mutant {
namespace {

Result<std::size_t> declared_size(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const std::int64_t size, input.integer("expanded_bytes", 0, 0xFFFFFFFF));
  return static_cast<std::size_t>(size);
}

Bytes little_endian_bytes(const std::vector<std::uint16_t>& words) {
  Bytes out;
  out.reserve(2 * words.size());
  for (const std::uint16_t word : words) {
    out.push_back(static_cast<std::uint8_t>(word));
    out.push_back(static_cast<std::uint8_t>(word >> 8));
  }
  return out;
}

// carmack.h's expander, but a near copy reads from one word before the one it names.
Result<Bytes> carmack_expand_near_fault(ByteSpan in, std::size_t expanded_size) {
  if (expanded_size % 2 != 0) return malformed("E-CARMACK-ODD-SIZE", 0, "odd expanded size");
  if (expanded_size > Limits{}.max_word_codec_output) {
    return over_limit("E-CARMACK-SIZE-LIMIT", 0, "expanded size above the limit");
  }
  ByteReader reader(in, "E-CARMACK-TRUNCATED");
  std::vector<std::uint16_t> words;
  while (words.size() < expanded_size / 2) {
    const std::size_t command = reader.position();
    WS_ASSIGN_OR_RETURN(const std::uint16_t word, reader.u16());
    const auto tag = static_cast<std::uint8_t>(word >> 8);
    const std::size_t count = word & 0xFF;
    if ((tag != kCarmackNearTag && tag != kCarmackFarTag) || count == 0) {
      std::uint16_t literal = word;
      if (tag == kCarmackNearTag || tag == kCarmackFarTag) {
        WS_ASSIGN_OR_RETURN(const std::uint8_t low, reader.u8());
        literal = static_cast<std::uint16_t>(word | low);
      }
      words.push_back(literal);
      continue;
    }
    std::size_t from = 0;
    if (tag == kCarmackNearTag) {
      WS_ASSIGN_OR_RETURN(const std::uint8_t back, reader.u8());
      // The planted fault: one word further back than `back`.
      if (back == 0 || back + 1u > words.size()) {
        return malformed("E-CARMACK-NEAR-OFFSET", command, "near copy before the output");
      }
      from = words.size() - back - 1;
    } else {
      WS_ASSIGN_OR_RETURN(const std::uint16_t at, reader.u16());
      if (at >= words.size()) {
        return malformed("E-CARMACK-FAR-OFFSET", command, "far copy past the output");
      }
      from = at;
    }
    if (count > expanded_size / 2 - words.size()) {
      return malformed("E-CARMACK-OVERRUN", command, "copy past the declared size");
    }
    for (std::size_t i = 0; i < count; ++i) words.push_back(words[from + i]);
  }
  return little_endian_bytes(words);
}

// huffman.h's walk, but each byte's bits taken most significant first.
Result<Bytes> huffman_expand_msb_first(ByteSpan in, std::size_t expanded_size,
                                       const HuffmanDict& dict) {
  if (expanded_size > Limits{}.max_huffman_output) {
    return over_limit("E-HUFFMAN-SIZE-LIMIT", 0, "expanded size above the limit");
  }
  Bytes out;
  std::uint16_t node = kHuffmanHeadNode;
  unsigned steps = 0;
  for (std::size_t at = 0; out.size() < expanded_size; ++at) {
    if (at == in.size()) return malformed("E-HUFFMAN-TRUNCATED", at, "the bits run out");
    for (int bit = 7; bit >= 0 && out.size() < expanded_size; --bit) {  // the planted fault
      const HuffmanNode& here = dict.nodes[node];
      const std::uint16_t child = ((in[at] >> bit) & 1) != 0 ? here.bit1 : here.bit0;
      if (child < 256) {
        out.push_back(static_cast<std::uint8_t>(child));
        node = kHuffmanHeadNode;
        steps = 0;
      } else if (child - 256 > kHuffmanHeadNode) {
        return malformed("E-HUFFMAN-NODE-RANGE", at, "a child names a node above 254");
      } else if (++steps > 255) {
        return malformed("E-HUFFMAN-NO-LEAF", at, "no leaf in 256 steps");
      } else {
        node = static_cast<std::uint16_t>(child - 256);
      }
    }
  }
  return out;
}

}  // namespace

CapabilityResult rlew_tag_off_by_one(std::string_view capability, const CapabilityInput& input) {
  CapabilityInput shifted = input;
  Bytes maphead;  // alive while the capability reads it
  if (capability == "rlew-expand") {
    const std::optional<std::int64_t> tag = integer_param(input.params, "tag");
    if (tag) shifted.params["tag"] = (*tag + 1) & 0xFFFF;
  } else if (const auto found = input.inputs.find("maphead");
             found != input.inputs.end() && found->second.size() >= 2) {
    // MAPHEAD opens with the RLEW tag, little endian (seed 001 "Maphead").
    maphead.assign(found->second.begin(), found->second.end());
    if (++maphead[0] == 0) ++maphead[1];
    shifted.inputs["maphead"] = maphead;
  }
  return compute_capability(capability, shifted);
}

CapabilityResult carmack_near_one_word_back(std::string_view, const CapabilityInput& input) {
  return as_capability_result([&]() -> Result<Bytes> {
    WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
    WS_ASSIGN_OR_RETURN(const std::size_t size, declared_size(input));
    return carmack_expand_near_fault(data, size);
  }());
}

CapabilityResult huffman_msb_first(std::string_view, const CapabilityInput& input) {
  return as_capability_result([&]() -> Result<Bytes> {
    WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
    WS_ASSIGN_OR_RETURN(const ByteSpan dict_bytes, input.input("dict"));
    WS_ASSIGN_OR_RETURN(const std::size_t size, declared_size(input));
    WS_ASSIGN_OR_RETURN(const HuffmanDict dict, decode_huffman_dict(dict_bytes));
    return huffman_expand_msb_first(data, size, dict);
  }());
}

}  // namespace wolfsuite::gate::mutant
