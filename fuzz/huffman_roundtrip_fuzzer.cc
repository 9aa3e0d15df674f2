// Huffman round trip (huffman.h): any bytes, with a dictionary built for them, a fixed one, one
// built from fuzzed counts (deep trees) or any VGADICT (layout: fuzz_inputs.h), compress and
// expand back to themselves with both expanders, unframed and framed. A built dictionary has a
// code for every byte value, is a tree, and survives its VGADICT encoding; with an arbitrary
// VGADICT the compressor may reject a byte that has no code (E-HUFFMAN-NO-CODE).
#include <cstddef>
#include <cstdint>

#include "decoders/compress/huffman.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

namespace {
constexpr unsigned kVgadictMode = 3;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::HuffmanRoundTripInput input =
      fuzz::parse_huffman_roundtrip_input(ByteSpan(data, size));
  // huffman.h: a VGADICT is rejected only for its size, and these are 1024 bytes.
  if (input.vgadict_error) {
    fuzz::fail("decode_huffman_dict rejected 1024 bytes: " + input.vgadict_error->to_string());
  }
  const HuffmanDecoder decoder(input.dict);
  if (input.mode != kVgadictMode) {
    fuzz::require(decoder.is_tree(), "a built dictionary is not a tree");
    const Result<HuffmanDict> redecoded = decode_huffman_dict(encode_huffman_dict(input.dict));
    fuzz::require(redecoded.ok() && *redecoded == input.dict,
                  "decode_huffman_dict(encode_huffman_dict(dict)) changed a built dictionary");
  }

  const Result<Bytes> compressed_or = huffman_compress(input.plain, input.dict);
  fuzz::abort_on_internal(compressed_or, "huffman_compress");
  if (!compressed_or.ok()) {
    fuzz::require(input.mode == kVgadictMode,
                  "huffman_compress rejected bytes with a built dictionary: " +
                      compressed_or.error().to_string());
    return 0;
  }
  const Bytes& compressed = *compressed_or;
  fuzz::require(compressed.size() <= input.plain.size() * 255 / 8 + 1,
                "huffman_compress wrote more bits than 255 per byte");
  fuzz::require_same_bytes(
      input.plain,
      fuzz::require_ok(decoder.expand(compressed, input.plain.size()), "HuffmanDecoder::expand"),
      "HuffmanDecoder::expand(huffman_compress(plain))");
  fuzz::require_same_bytes(
      input.plain,
      fuzz::require_ok(huffman_expand_literal(compressed, input.plain.size(), input.dict),
                       "huffman_expand_literal"),
      "huffman_expand_literal(huffman_compress(plain))");

  const Result<Bytes> framed = huffman_compress_framed(input.plain, input.dict);
  fuzz::require_same_bytes(
      input.plain,
      fuzz::require_ok(
          huffman_expand_framed(fuzz::require_ok(framed, "huffman_compress_framed"), decoder),
          "huffman_expand_framed"),
      "huffman_expand_framed(huffman_compress_framed(plain))");
  return 0;
}
