// MAPHEAD + GAMEMAPS map set (maps.h), the two files taken from one input (fuzz_inputs.h
// "files"). A set that decodes must encode in TED5's layout, decode back to the same model with
// no layout finding, and encode again to the same bytes.
#include <cstddef>
#include <cstdint>

#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 2);
  if (!files) return 0;

  Findings findings;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  fuzz::abort_on_internal(set, "decode_map_set");
  if (!set.ok()) return 0;

  const Result<EncodedMapFiles> encoded = encode_map_set(*set);
  fuzz::abort_on_internal(encoded, "encode_map_set");
  if (!encoded.ok()) {
    // A plane some other compressor stored more tightly than compress_map_plane can.
    fuzz::require(encoded.error().id == "E-MAPSET-PLANE-LENGTH",
                  "encode_map_set rejected a decoded set: " + encoded.error().to_string());
    return 0;
  }

  Findings again_findings;
  const Result<MapSet> again =
      decode_map_set({encoded->maphead, encoded->gamemaps}, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_map_set(encode_map_set(set))") == *set,
                "decode(encode(set)) is not the set");
  fuzz::require(!again_findings.contains("W-GAMEMAPS-LAYOUT"),
                "encode_map_set wrote a layout other than TED5's");

  const Result<EncodedMapFiles> twice = encode_map_set(*again);
  const EncodedMapFiles& twice_files = fuzz::require_ok(twice, "encode_map_set(again)");
  fuzz::require_same_bytes(encoded->maphead, twice_files.maphead, "MAPHEAD encoded twice");
  fuzz::require_same_bytes(encoded->gamemaps, twice_files.gamemaps, "GAMEMAPS encoded twice");
  return 0;
}
