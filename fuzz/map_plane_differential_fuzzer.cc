// Map plane expansion with the literal vs the fast expanders (map_plane.h: expand_map_plane, and
// expand_map_plane_into over buffers that always suffice): on any stored plane and RLEW tag
// (layout: fuzz_inputs.h) they return the same words or the same error ID at the same offset.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/map_plane.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_map_plane_input(ByteSpan(data, size));
  if (!input) return 0;
  const Result<Bytes> literal = expand_map_plane_literal(input->stored, input->tag);
  fuzz::require_same_result(literal, "expand_map_plane_literal",
                            expand_map_plane(input->stored, input->tag), "expand_map_plane");
  // Each buffer its own heap block of the size that always suffices (map_plane.h), so ASan
  // reports a write past either.
  Bytes scratch(kMaxMapPlaneBufferBytes);
  Bytes plane(kMaxMapPlaneBufferBytes);
  const Result<std::size_t> plane_size =
      expand_map_plane_into(input->stored, input->tag, scratch, plane);
  const Result<Bytes> into = plane_size.ok()
                                 ? Result<Bytes>(Bytes(plane.begin(), plane.begin() + *plane_size))
                                 : Result<Bytes>(plane_size.error());
  fuzz::require_same_result(literal, "expand_map_plane_literal", into, "expand_map_plane_into");
  return 0;
}
