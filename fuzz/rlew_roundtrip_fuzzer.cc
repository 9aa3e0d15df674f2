// RLEW round trip (rlew.h): any words, with any tag, compress and expand back to themselves with
// both expanders, unframed and framed (layout: fuzz_inputs.h, [u16 tag][word source]).
#include <cstddef>
#include <cstdint>

#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan in(data, size);
  if (in.size() < 2) return 0;
  const std::uint16_t tag = load_u16le(in, 0);
  const Bytes plain = fuzz::plain_words_from_source(in.subspan(2));

  const Result<Bytes> compressed_or = rlew_compress(plain, tag);
  const Bytes& compressed = fuzz::require_ok(compressed_or, "rlew_compress");
  // Unframed streams may be longer than a GAMEMAPS plane: lift the cap to the plain size.
  Limits limits;
  limits.max_word_codec_output = plain.size();
  fuzz::require_same_bytes(
      plain, fuzz::require_ok(rlew_expand(compressed, plain.size(), tag, limits), "rlew_expand"),
      "rlew_expand(rlew_compress(plain))");
  fuzz::require_same_bytes(
      plain,
      fuzz::require_ok(rlew_expand_literal(compressed, plain.size(), tag, limits),
                       "rlew_expand_literal"),
      "rlew_expand_literal(rlew_compress(plain))");

  const Result<Bytes> framed = rlew_compress_framed(plain, tag);
  fuzz::abort_on_internal(framed, "rlew_compress_framed");
  if (plain.size() > 0xFFFF) {
    fuzz::require(!framed.ok() && framed.error().id == "E-RLEW-SIZE-LIMIT",
                  "rlew_compress_framed accepted a plain too long for its uint16 count");
    return 0;
  }
  fuzz::require_same_bytes(
      plain,
      fuzz::require_ok(rlew_expand_framed(fuzz::require_ok(framed, "rlew_compress_framed"), tag),
                       "rlew_expand_framed"),
      "rlew_expand_framed(rlew_compress_framed(plain))");
  return 0;
}
