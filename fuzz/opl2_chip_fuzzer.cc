// The OPL2 chip (reference/opl2/fast_chip.h) on any register stream (opl2::stream_from_bytes:
// gap, address, value): no crash, exactly the stream's length of samples, each within what the
// YM3014 DAC can give, and the same samples from a second render (no state outlives a chip).
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_checks.h"
#include "reference/opl2/dac.h"
#include "reference/opl2/render.h"
#include "reference/opl2/synthetic_streams.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const opl2::RegisterStream stream = opl2::stream_from_bytes(ByteSpan(data, size));
  fuzz::require(stream.length <= opl2::kMaxFuzzSamples, "the stream is bounded");
  const std::vector<std::int16_t> samples = opl2::render(stream);
  fuzz::require(samples.size() == stream.length, "one sample per stream position");
  for (const std::int16_t sample : samples) {
    // The DAC keeps 10 significant bits (-32768..32704), so a sample it gave passes unchanged.
    fuzz::require(opl2::ym3014(sample) == sample, "a sample the YM3014 can give");
  }
  fuzz::require(opl2::render(stream) == samples, "rendering is deterministic");
  return 0;
}
