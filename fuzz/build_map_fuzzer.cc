// BUILD MAP decoder (decoders/build_engine/build_map.h) on any bytes: the input is the MAP file. A file
// that decodes is validated (findings only), must re-encode to exactly its own bytes (trailing
// bytes included), which decode to the same model; a version 6 map must also convert to a version
// 7 map that round-trips. The top-down view of every decoded map renders at a small size.
#include <cstddef>
#include <cstdint>

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/build_map_convert.h"
#include "fuzz/fuzz_checks.h"
#include "reference/top_down/build_map_view.h"

using namespace wolfsuite;

namespace {

void require_round_trip(const BuildMap& map, std::string_view what) {
  const Result<Bytes> encoded = encode_build_map(map);
  Findings findings;
  const Result<BuildMap> again =
      decode_build_map(fuzz::require_ok(encoded, "encode_build_map"), findings);
  fuzz::require(fuzz::require_ok(again, "decode_build_map(encoded)") == map, what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan file(data, size);

  Findings findings;
  const Result<BuildMap> map = decode_build_map(file, findings);
  fuzz::abort_on_internal(map, "decode_build_map");
  if (!map.ok()) return 0;
  validate_build_map(*map, findings);

  fuzz::require_same_bytes(file, fuzz::require_ok(encode_build_map(*map), "encode_build_map"),
                           "encode(decode(map))");
  require_round_trip(*map, "decode(encode(map)) differs from map");
  if (map->version == 6) {
    const Result<BuildMap> v7 = convert_build_map_v6_to_v7(*map);
    require_round_trip(fuzz::require_ok(v7, "convert_build_map_v6_to_v7"),
                       "the converted map does not round-trip");
  }
  fuzz::require_ok(top_down::render_build_map_view(*map, 64, 48), "render_build_map_view");
  return 0;
}
