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
  const auto files = fuzz::split_files(ByteSpan(data, size), 3);
  if (!files) return 0;
  const GraphicsFiles input{(*files)[0], (*files)[1], (*files)[2]};

  Findings findings;
  const Result<Graphics> graphics = decode_graphics(input, std::nullopt, findings);
  fuzz::abort_on_internal(graphics, "decode_graphics");
  if (!graphics.ok()) return 0;

  fuzz::check_graphics_round_trip(input, *graphics, findings);
  return 0;
}
