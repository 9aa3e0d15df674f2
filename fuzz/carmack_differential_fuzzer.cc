// Carmack literal vs fast expander (carmack.h): on any stream and declared size (layout:
// fuzz_inputs.h) they return the same words or the same error ID at the same offset.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/carmack.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_carmack_expand_input(ByteSpan(data, size));
  if (!input) return 0;
  fuzz::require_same_result(carmack_expand_literal(input->stream, input->expanded_size),
                            "carmack_expand_literal",
                            carmack_expand(input->stream, input->expanded_size), "carmack_expand");
  return 0;
}
