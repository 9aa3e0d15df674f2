// The OPL2 chip, literal vs fast (reference/opl2/fast_chip.h): any bytes as a register stream
// (opl2::stream_from_bytes: gap, address, value) give the same samples from both.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_checks.h"
#include "reference/opl2/render.h"
#include "reference/opl2/synthetic_streams.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const opl2::RegisterStream stream = opl2::stream_from_bytes(ByteSpan(data, size));
  const std::vector<std::int16_t> literal = opl2::render_literal(stream);
  const std::vector<std::int16_t> fast = opl2::render(stream);
  fuzz::require(literal.size() == stream.length && fast.size() == stream.length,
                "both chips render the stream's length");
  for (std::size_t n = 0; n < literal.size(); ++n) {
    if (literal[n] != fast[n]) {
      fuzz::fail("sample " + std::to_string(n) + ": literal " + std::to_string(literal[n]) +
                 ", fast " + std::to_string(fast[n]));
    }
  }
  return 0;
}
