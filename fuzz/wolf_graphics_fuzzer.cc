// VGAHEAD + VGADICT + VGAGRAPH (graphics.h) from one input split into the three files (layout:
// fuzz_inputs.h "files"). A set that decodes must encode, re-encode byte for byte unless a chunk's
// code bits were flagged (W-VGAGRAPH-CODE-BITS), and decode again to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/graphics.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/graphics_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::check_graphics_input(ByteSpan(data, size));
  return 0;
}
