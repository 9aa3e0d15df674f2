// Macintosh resource files (decoders/mac/mac_file.h, resource_fork.h) on any bytes. Byte 0 modulo
// 4 picks the container: 0 as detect_mac_container says, 1 a raw fork, 2 MacBinary, 3
// AppleDouble; the rest is the file. A fork that decodes must re-encode to bytes that decode to
// the same model; so must a MacBinary or AppleDouble wrapper. The levels its map list names are
// decoded and validated too (fork_levels.h).
#include <cstddef>
#include <cstdint>

#include "decoders/mac/fork_levels.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/resource_fork.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/mac_fork_input.h"

using namespace wolfsuite;

namespace {

void check_wrapper(ByteSpan file, MacContainer container) {
  Findings findings;
  if (container == MacContainer::kMacBinary) {
    const Result<MacBinaryFile> binary = decode_macbinary(file, findings);
    if (!binary.ok()) return;
    const Result<Bytes> encoded = encode_macbinary(*binary);
    Findings again_findings;
    const Result<MacBinaryFile> again =
        decode_macbinary(fuzz::require_ok(encoded, "encode_macbinary"), again_findings);
    fuzz::require(fuzz::require_ok(again, "decode_macbinary(encoded)") == *binary,
                  "decode(encode(macbinary)) differs");
  } else if (container == MacContainer::kAppleDouble) {
    const Result<AppleDoubleFile> apple_double = decode_apple_double(file, findings);
    if (!apple_double.ok()) return;
    Findings again_findings;
    const Result<AppleDoubleFile> again =
        decode_apple_double(encode_apple_double(*apple_double), again_findings);
    fuzz::require(fuzz::require_ok(again, "decode_apple_double(encoded)") == *apple_double,
                  "decode(encode(appledouble)) differs");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const ByteSpan file(data + 1, size - 1);
  const MacContainer container = fuzz::mac_fork_container(data[0], file);

  Findings findings;
  const Result<ResourceFork> fork = decode_mac_resource_file_as(file, container, findings);
  fuzz::abort_on_internal(fork, "decode_mac_resource_file_as");
  check_wrapper(file, container);
  if (!fork.ok()) return 0;
  fuzz::abort_on_internal(decode_fork_levels(*fork, findings), "decode_fork_levels");

  const Result<Bytes> encoded = encode_resource_fork(*fork);
  fuzz::abort_on_internal(encoded, "encode_resource_fork");
  if (!encoded.ok()) return 0;  // offsets a re-encoded fork cannot hold (24-bit data offsets)
  Findings again_findings;
  const Result<ResourceFork> again = decode_resource_fork(*encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_resource_fork(encoded)") == *fork,
                "decode(encode(fork)) differs from fork");
  return 0;
}
