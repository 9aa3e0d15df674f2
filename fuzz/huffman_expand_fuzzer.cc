// Huffman expander (huffman.h) on any stream and declared size, with a VGADICT from the input or
// a fixed dictionary (layout: fuzz_inputs.h). Random VGADICTs are mostly not trees, so both the
// table-driven path and the literal walk it falls back to get fuzzed. A stream that expands must
// re-compress (with a tree dictionary, always) to bits that expand to the same bytes, and the
// framed call must agree with the unframed one.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/huffman.h"
#include "decoders/core/byte_writer.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_huffman_expand_input(ByteSpan(data, size));
  if (!input) return 0;
  const Result<HuffmanDict> dict = fuzz::huffman_input_dict(*input);
  fuzz::abort_on_internal(dict, "decode_huffman_dict");
  if (!dict.ok()) return 0;
  const Result<HuffmanDict> redecoded = decode_huffman_dict(encode_huffman_dict(*dict));
  fuzz::require(redecoded.ok() && *redecoded == *dict,
                "decode_huffman_dict(encode_huffman_dict(dict)) changed the dictionary");

  const HuffmanDecoder decoder(*dict);
  const Result<Bytes> expanded = decoder.expand(input->stream, input->expanded_size);
  fuzz::abort_on_internal(expanded, "HuffmanDecoder::expand");

  ByteWriter framed;  // the size came from a u32, so it always fits the frame
  framed.u32(static_cast<std::uint32_t>(input->expanded_size));
  framed.bytes(input->stream);
  fuzz::require_same_as_framed(expanded, "HuffmanDecoder::expand",
                               huffman_expand_framed(framed.view(), decoder),
                               "huffman_expand_framed", 4, "", "E-HUFFMAN-SIZE-LIMIT");
  if (!expanded.ok()) return 0;

  fuzz::require(expanded->size() == input->expanded_size,
                "HuffmanDecoder::expand returned a size other than the declared one");
  const Result<Bytes> compressed = huffman_compress(*expanded, *dict);
  fuzz::abort_on_internal(compressed, "huffman_compress");
  if (!compressed.ok()) {
    fuzz::require(!decoder.is_tree(),
                  "huffman_compress rejected bytes its tree dictionary "
                  "expanded to: " +
                      compressed.error().to_string());
    return 0;
  }
  const Result<Bytes> again = decoder.expand(*compressed, expanded->size());
  fuzz::abort_on_internal(again, "HuffmanDecoder::expand");
  fuzz::require(again.ok(), "HuffmanDecoder::expand rejected huffman_compress output: " +
                                fuzz::describe(again));
  fuzz::require_same_bytes(*expanded, *again, "expand(compress(expanded))");
  return 0;
}
