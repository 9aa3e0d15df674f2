// VGAHEAD + VGADICT + VGAGRAPH (graphics.h) from one input split into the three files (layout:
// fuzz_inputs.h "files"). A set that decodes must encode, re-encode byte for byte unless a chunk's
// code bits were flagged (W-VGAGRAPH-CODE-BITS), and decode again to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/graphics.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 3);
  if (!files) return 0;
  const GraphicsFiles input{(*files)[0], (*files)[1], (*files)[2]};

  Findings findings;
  const Result<Graphics> graphics = decode_graphics(input, std::nullopt, findings);
  fuzz::abort_on_internal(graphics, "decode_graphics");
  if (!graphics.ok()) return 0;

  const Result<EncodedGraphicsFiles> encoded_or = encode_graphics(*graphics);
  const EncodedGraphicsFiles& encoded = fuzz::require_ok(encoded_or, "encode_graphics");
  if (!findings.contains("W-VGAGRAPH-CODE-BITS")) {
    fuzz::require_same_bytes(input.vgahead, encoded.vgahead, "re-encoded VGAHEAD");
    fuzz::require_same_bytes(input.vgadict, encoded.vgadict, "re-encoded VGADICT");
    fuzz::require_same_bytes(input.vgagraph, encoded.vgagraph, "re-encoded VGAGRAPH");
  }

  Findings again_findings;
  const Result<Graphics> again =
      decode_graphics(GraphicsFiles{encoded.vgahead, encoded.vgadict, encoded.vgagraph},
                      std::nullopt, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_graphics(encode_graphics(graphics))") == *graphics,
                "decode_graphics(encode_graphics(graphics)) is another model");
  return 0;
}
