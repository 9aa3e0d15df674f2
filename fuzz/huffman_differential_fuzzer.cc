// Huffman literal walk vs compiled decoder (huffman.h): on any stream and declared size, with a
// VGADICT from the input or a fixed dictionary (layout: fuzz_inputs.h), huffman_expand_literal,
// HuffmanDecoder::expand and huffman_expand return the same bytes or the same error ID at the
// same offset, whether or not the dictionary is a tree.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/huffman.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_huffman_expand_input(ByteSpan(data, size));
  if (!input) return 0;
  const Result<HuffmanDict> dict = fuzz::huffman_input_dict(*input);
  fuzz::abort_on_internal(dict, "decode_huffman_dict");
  if (!dict.ok()) return 0;

  const Result<Bytes> literal = huffman_expand_literal(input->stream, input->expanded_size, *dict);
  const HuffmanDecoder decoder(*dict);
  fuzz::require_same_result(literal, "huffman_expand_literal",
                            decoder.expand(input->stream, input->expanded_size),
                            "HuffmanDecoder::expand");
  fuzz::require_same_result(literal, "huffman_expand_literal",
                            huffman_expand(input->stream, input->expanded_size, *dict),
                            "huffman_expand");
  return 0;
}
