// Quake BSP v29 decoder and validator (decoders/quake/bsp.h, bsp_validate.h) on any bytes: the
// input is the .bsp file. A file that decodes must re-encode to exactly its own bytes (the layout
// keeps lump offsets and padding), and those decode and re-encode the same again. Models are
// compared through their bytes: a float lump may hold NaNs, which never compare equal.
#include <cstddef>
#include <cstdint>

#include "decoders/quake/bsp.h"
#include "decoders/quake/bsp_validate.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan file(data, size);

  Findings findings;
  const Result<Bsp> bsp = decode_bsp(file, findings);
  fuzz::abort_on_internal(bsp, "decode_bsp");
  if (!bsp.ok()) return 0;
  const Status valid = validate_bsp(*bsp, findings);
  if (!valid.ok()) fuzz::abort_on_internal(valid.error(), "validate_bsp");

  const Result<Bytes> encoded = encode_bsp(*bsp);
  fuzz::require_same_bytes(file, fuzz::require_ok(encoded, "encode_bsp"), "encode(decode(bsp))");
  Findings again_findings;
  const Result<Bsp> again = decode_bsp(*encoded, again_findings);
  fuzz::require_same_bytes(
      *encoded,
      fuzz::require_ok(encode_bsp(fuzz::require_ok(again, "decode_bsp(encoded)")),
                       "encode_bsp(again)"),
      "encode(decode(encode(decode(bsp))))");
  return 0;
}
