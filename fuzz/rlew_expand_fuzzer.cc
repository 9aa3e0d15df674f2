// RLEW expander (rlew.h) on any stream, declared size and tag (layout: fuzz_inputs.h). A stream
// that expands must re-compress to a stream that expands to the same words, and the framed call
// must agree with the unframed one.
#include <cstddef>
#include <cstdint>

#include "decoders/compress/rlew.h"
#include "decoders/core/byte_writer.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::parse_rlew_expand_input(ByteSpan(data, size));
  if (!input) return 0;

  const Result<Bytes> expanded = rlew_expand(input->stream, input->expanded_size, input->tag);
  fuzz::abort_on_internal(expanded, "rlew_expand");

  if (input->expanded_size <= 0xFFFF) {
    ByteWriter framed;
    framed.u16(static_cast<std::uint16_t>(input->expanded_size));
    framed.bytes(input->stream);
    fuzz::require_same_as_framed(expanded, "rlew_expand",
                                 rlew_expand_framed(framed.view(), input->tag),
                                 "rlew_expand_framed", 2, "E-RLEW-ODD-SIZE", "E-RLEW-SIZE-LIMIT");
  }
  if (!expanded.ok()) return 0;

  fuzz::require(expanded->size() == input->expanded_size,
                "rlew_expand returned a size other than the declared one");
  const Result<Bytes> compressed = rlew_compress(*expanded, input->tag);
  fuzz::abort_on_internal(compressed, "rlew_compress");
  fuzz::require(compressed.ok(), "rlew_compress rejected words rlew_expand produced");
  const Result<Bytes> again = rlew_expand(*compressed, expanded->size(), input->tag);
  fuzz::abort_on_internal(again, "rlew_expand");
  fuzz::require(again.ok(), "rlew_expand rejected rlew_compress output: " + fuzz::describe(again));
  fuzz::require_same_bytes(*expanded, *again, "expand(compress(expanded))");
  return 0;
}
