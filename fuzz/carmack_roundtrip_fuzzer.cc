// Carmack round trip (carmack.h): any words compress and expand back to themselves with both
// expanders, unframed and framed (layout: fuzz_inputs.h, [word source]; the generated sources
// give the near and far repeats that make the compressor emit copies).
#include <cstddef>
#include <cstdint>

#include "decoders/compress/carmack.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Bytes plain = fuzz::plain_words_from_source(ByteSpan(data, size));

  const Result<Bytes> compressed_or = carmack_compress(plain);
  const Bytes& compressed = fuzz::require_ok(compressed_or, "carmack_compress");
  // Unframed streams may be longer than a GAMEMAPS plane: lift the cap to the plain size.
  Limits limits;
  limits.max_word_codec_output = plain.size();
  fuzz::require_same_bytes(
      plain, fuzz::require_ok(carmack_expand(compressed, plain.size(), limits), "carmack_expand"),
      "carmack_expand(carmack_compress(plain))");
  fuzz::require_same_bytes(
      plain,
      fuzz::require_ok(carmack_expand_literal(compressed, plain.size(), limits),
                       "carmack_expand_literal"),
      "carmack_expand_literal(carmack_compress(plain))");

  const Result<Bytes> framed = carmack_compress_framed(plain);
  fuzz::abort_on_internal(framed, "carmack_compress_framed");
  if (plain.size() > 0xFFFF) {
    fuzz::require(!framed.ok() && framed.error().id == "E-CARMACK-SIZE-LIMIT",
                  "carmack_compress_framed accepted a plain too long for its uint16 count");
    return 0;
  }
  fuzz::require_same_bytes(
      plain,
      fuzz::require_ok(carmack_expand_framed(fuzz::require_ok(framed, "carmack_compress_framed")),
                       "carmack_expand_framed"),
      "carmack_expand_framed(carmack_compress_framed(plain))");
  return 0;
}
