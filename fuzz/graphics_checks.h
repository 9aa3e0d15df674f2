#pragma once
// The check wolf_graphics_fuzzer and wolf_graphics_structured_fuzzer make of a decoded graphics
// set: it encodes, re-encodes byte for byte unless a chunk's code bits were flagged
// (W-VGAGRAPH-CODE-BITS), and decodes again to the same model. Failures abort (fuzz_checks.h).
#include <optional>

#include "decoders/core/findings.h"
#include "decoders/wolf/graphics.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::fuzz {

inline void check_graphics_round_trip(const GraphicsFiles& input, const Graphics& graphics,
                                      const Findings& findings) {
  const Result<EncodedGraphicsFiles> encoded_or = encode_graphics(graphics);
  const EncodedGraphicsFiles& encoded = require_ok(encoded_or, "encode_graphics");
  if (!findings.contains("W-VGAGRAPH-CODE-BITS")) {
    require_same_bytes(input.vgahead, encoded.vgahead, "re-encoded VGAHEAD");
    require_same_bytes(input.vgadict, encoded.vgadict, "re-encoded VGADICT");
    require_same_bytes(input.vgagraph, encoded.vgagraph, "re-encoded VGAGRAPH");
  }
  Findings again_findings;
  const Result<Graphics> again =
      decode_graphics(GraphicsFiles{encoded.vgahead, encoded.vgadict, encoded.vgagraph},
                      std::nullopt, again_findings);
  require(require_ok(again, "decode_graphics(encode_graphics(graphics))") == graphics,
          "decode_graphics(encode_graphics(graphics)) is another model");
}

// What both graphics targets check of their input [VGAHEAD, VGADICT, VGAGRAPH]: it decodes
// without an internal error and round-trips. The decoded model for further checks; nullopt when
// the input is not three files or does not decode.
inline std::optional<Graphics> check_graphics_input(ByteSpan data) {
  const auto files = split_files(data, 3);
  if (!files) return std::nullopt;
  const GraphicsFiles input{(*files)[0], (*files)[1], (*files)[2]};
  Findings findings;
  Result<Graphics> graphics = decode_graphics(input, std::nullopt, findings);
  abort_on_internal(graphics, "decode_graphics");
  if (!graphics.ok()) return std::nullopt;
  check_graphics_round_trip(input, *graphics, findings);
  return std::move(*graphics);
}

}  // namespace wolfsuite::fuzz
