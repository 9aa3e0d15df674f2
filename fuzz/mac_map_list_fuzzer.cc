// The First Encounter map list, BRGR 146 (decoders/mac/map_list.h), on any bytes: the input is
// the resource. A list that decodes must re-encode to exactly its own bytes (trailing bytes
// included), which decode to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/mac/map_list.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan resource(data, size);

  Findings findings;
  const Result<MapList> list = decode_map_list(resource, findings);
  fuzz::abort_on_internal(list, "decode_map_list");
  if (!list.ok()) return 0;
  validate_map_list(*list, findings);

  const Result<Bytes> encoded = encode_map_list(*list);
  fuzz::require_same_bytes(resource, fuzz::require_ok(encoded, "encode_map_list"),
                           "encode(decode(map list))");
  Findings again_findings;
  const Result<MapList> again = decode_map_list(*encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_map_list(encoded)") == *list,
                "decode(encode(map list)) differs from the list");
  return 0;
}
