// Map plane round trip (map_plane.h): any plane, with any RLEW tag, compresses (RLEW then Carmack,
// both framed) and expands back to itself with the fast and the literal expanders (layout:
// fuzz_inputs.h, [u16 tag][word source]). The only rejection allowed is a size limit: a plane, or
// its RLEW stream, longer than a uint16 frame.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan in(data, size);
  if (in.size() < 2) return 0;
  const std::uint16_t tag = load_u16le(in, 0);
  const Bytes plane = fuzz::plain_words_from_source(in.subspan(2));

  const Result<Bytes> stored = compress_map_plane(plane, tag);
  fuzz::abort_on_internal(stored, "compress_map_plane");
  if (!stored.ok()) {
    fuzz::require(
        stored.error().id == "E-RLEW-SIZE-LIMIT" || stored.error().id == "E-CARMACK-SIZE-LIMIT",
        "compress_map_plane rejected a plane: " + stored.error().to_string());
    return 0;
  }
  fuzz::require_same_bytes(plane,
                           fuzz::require_ok(expand_map_plane(*stored, tag), "expand_map_plane"),
                           "expand_map_plane(compress_map_plane(plane))");
  fuzz::require_same_bytes(
      plane, fuzz::require_ok(expand_map_plane_literal(*stored, tag), "expand_map_plane_literal"),
      "expand_map_plane_literal(compress_map_plane(plane))");
  return 0;
}
