// Quake PACK decoder (decoders/quake/pak.h) on any bytes: the input is the .pak file. A file that
// decodes must re-encode to exactly its own bytes (gaps and leftovers are kept in the layout),
// which decode to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/quake/pak.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan file(data, size);

  Findings findings;
  const Result<Pak> pak = decode_pak(file, findings);
  fuzz::abort_on_internal(pak, "decode_pak");
  if (!pak.ok()) return 0;

  const Result<Bytes> encoded = encode_pak(*pak);
  fuzz::require_same_bytes(file, fuzz::require_ok(encoded, "encode_pak"), "encode(decode(pak))");
  Findings again_findings;
  const Result<Pak> again = decode_pak(*encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_pak(encoded)") == *pak,
                "decode(encode(pak)) differs from pak");
  return 0;
}
