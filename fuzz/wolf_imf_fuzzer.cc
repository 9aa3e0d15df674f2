// Standalone IMF files (decoders/wolf/imf_file.h), the input as the file. A file that decodes
// must encode to the very same bytes and decode again to the same model with the same findings;
// then the song goes through the engine's driver (reference/adlib/driver.h) as `wolfsuite play
// --imf` would take it, for a bounded second at both tick rates, and through the chip.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/imf_file.h"
#include "fuzz/fuzz_checks.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan input(data, size);
  Findings findings;
  const Result<ImfFile> imf = decode_imf_file(input, findings);
  fuzz::abort_on_internal(imf, "decode_imf_file");
  if (!imf.ok()) return 0;
  const Bytes encoded = fuzz::require_ok(encode_imf_file(*imf), "encode_imf_file");
  fuzz::require_same_bytes(input, encoded, "encode_imf_file of the decoded file");
  Findings again_findings;
  const ImfFile again = fuzz::require_ok(decode_imf_file(encoded, again_findings), "decode again");
  fuzz::require(again == *imf, "the re-encoded file decodes to the same model");
  fuzz::require(again_findings.items().size() == findings.items().size(), "the same findings");
  for (const std::uint32_t hz : {560u, 700u}) {
    const opl2::RegisterStream stream =
        adlib::music_stream(imf->music, adlib::WriteTiming::kSpaced2, 1, hz);
    fuzz::require(stream.length == opl2::kSampleRate, "one second of stream");
    fuzz::require(opl2::render(stream).size() == stream.length, "one second of samples");
  }
  return 0;
}
