// Config file decoder (decoders/wolf/config.h) on any bytes: the input is the CONFIG.<ext> file.
// A file that decodes must re-encode to the 522 bytes it was read from, which decode to the same
// model.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/config.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan file(data, size);

  Findings findings;
  const Result<Config> config = decode_config(file, findings);
  fuzz::abort_on_internal(config, "decode_config");
  if (!config.ok()) return 0;

  const Bytes encoded = encode_config(*config);
  fuzz::require_same_bytes(file.first(kConfigBytes), encoded, "encode(decode(config))");
  Findings again_findings;
  const Result<Config> again = decode_config(encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_config(encoded)") == *config,
                "decode(encode(config)) differs from config");
  return 0;
}
