// Map plane expansion with the literal vs the fast expanders (map_plane.h): on any stored plane
// and RLEW tag (layout: fuzz_inputs.h) they return the same words or the same error ID at the
// same offset.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/map_plane.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_map_plane_input(ByteSpan(data, size));
  if (!input) return 0;
  fuzz::require_same_result(expand_map_plane_literal(input->stored, input->tag),
                            "expand_map_plane_literal", expand_map_plane(input->stored, input->tag),
                            "expand_map_plane");
  return 0;
}
