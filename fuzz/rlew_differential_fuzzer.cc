// RLEW literal vs fast expander (rlew.h): on any stream, declared size and tag (layout:
// fuzz_inputs.h) they return the same words or the same error ID at the same offset.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/rlew.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_rlew_expand_input(ByteSpan(data, size));
  if (!input) return 0;
  fuzz::require_same_result(
      rlew_expand_literal(input->stream, input->expanded_size, input->tag), "rlew_expand_literal",
      rlew_expand(input->stream, input->expanded_size, input->tag), "rlew_expand");
  return 0;
}
