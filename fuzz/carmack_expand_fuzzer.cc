// Carmack expander (carmack.h) on any stream and declared size (layout: fuzz_inputs.h). A stream
// that expands must re-compress to a stream that expands to the same words, and the framed call
// must agree with the unframed one.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/carmack.h"
#include "decoders/core/byte_writer.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_carmack_expand_input(ByteSpan(data, size));
  if (!input) return 0;

  const Result<Bytes> expanded = carmack_expand(input->stream, input->expanded_size);
  fuzz::abort_on_internal(expanded, "carmack_expand");

  if (input->expanded_size <= 0xFFFF) {
    ByteWriter framed;
    framed.u16(static_cast<std::uint16_t>(input->expanded_size));
    framed.bytes(input->stream);
    fuzz::require_same_as_framed(expanded, "carmack_expand", carmack_expand_framed(framed.view()),
                                 "carmack_expand_framed", 2, "E-CARMACK-ODD-SIZE",
                                 "E-CARMACK-SIZE-LIMIT");
  }
  if (!expanded.ok()) return 0;

  fuzz::require(expanded->size() == input->expanded_size,
                "carmack_expand returned a size other than the declared one");
  const Result<Bytes> compressed = carmack_compress(*expanded);
  fuzz::abort_on_internal(compressed, "carmack_compress");
  fuzz::require(compressed.ok(), "carmack_compress rejected words carmack_expand produced");
  const Result<Bytes> again = carmack_expand(*compressed, expanded->size());
  fuzz::abort_on_internal(again, "carmack_expand");
  fuzz::require(again.ok(),
                "carmack_expand rejected carmack_compress output: " + fuzz::describe(again));
  fuzz::require_same_bytes(*expanded, *again, "expand(compress(expanded))");
  return 0;
}
