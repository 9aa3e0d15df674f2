// BUILD GRP container decoder (decoders/build_engine/grp.h) on any bytes: the input is the GRP file. A
// file that decodes must re-encode to exactly its own bytes (trailing bytes included), which
// decode to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/build_engine/grp.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan file(data, size);

  Findings findings;
  const Result<Grp> grp = decode_grp(file, findings);
  fuzz::abort_on_internal(grp, "decode_grp");
  if (!grp.ok()) return 0;

  const Result<Bytes> encoded = encode_grp(*grp);
  fuzz::require_same_bytes(file, fuzz::require_ok(encoded, "encode_grp"), "encode(decode(grp))");
  Findings again_findings;
  const Result<Grp> again = decode_grp(*encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_grp(encoded)") == *grp,
                "decode(encode(grp)) differs from grp");
  return 0;
}
