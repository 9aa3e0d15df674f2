// RLEW literal vs fast expanders (rlew.h: rlew_expand, and rlew_expand_into over a buffer of the
// declared size): on any stream, declared size and tag (layout: fuzz_inputs.h) they return the
// same words or the same error ID at the same offset.
#include <cstddef>
#include <cstdint>
#include <span>

#include "decoders/compress/rlew.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_rlew_expand_input(ByteSpan(data, size));
  if (!input) return 0;
  const Result<Bytes> literal =
      rlew_expand_literal(input->stream, input->expanded_size, input->tag);
  fuzz::require_same_result(literal, "rlew_expand_literal",
                            rlew_expand(input->stream, input->expanded_size, input->tag),
                            "rlew_expand");
  // A buffer of the declared size is allocated only where the limit lets a caller have one.
  if (input->expanded_size > Limits{}.max_word_codec_output) return 0;
  fuzz::require_same_result(literal, "rlew_expand_literal",
                            fuzz::expanded_into(input->expanded_size,
                                                [&](std::span<std::uint8_t> out) {
                                                  return rlew_expand_into(input->stream, input->tag,
                                                                          out);
                                                }),
                            "rlew_expand_into");
  return 0;
}
