// First Encounter level resources (decoders/mac/level.h) on any bytes: the input is the level
// resource. A level that decodes is validated, and must re-encode to bytes that decode to the
// same model.
#include <cstddef>
#include <cstdint>

#include "decoders/mac/level.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan resource(data, size);

  Findings findings;
  const Result<MacLevel> level = decode_mac_level(resource, findings);
  fuzz::abort_on_internal(level, "decode_mac_level");
  if (!level.ok()) return 0;
  const Status valid = validate_mac_level(*level, findings);
  if (!valid.ok()) fuzz::abort_on_internal(valid.error(), "validate_mac_level");
  (void)count_mac_level(*level);

  const Result<Bytes> encoded = encode_mac_level(*level);
  Findings again_findings;
  const Result<MacLevel> again =
      decode_mac_level(fuzz::require_ok(encoded, "encode_mac_level"), again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_mac_level(encoded)") == *level,
                "decode(encode(level)) differs from level");
  fuzz::require(again_findings.empty(), "the encoder's layout gives a finding");
  return 0;
}
