// One AdLib sound effect lump (decoders/wolf/audio.h decode_adlib_sound_lump), the input as the
// lump. A lump that decodes must encode to the very same bytes and decode again to the same
// model; then the effect goes through the engine's driver (reference/adlib/driver.h), its stream
// cut at one second (an effect can last hours: `wolfsuite play` refuses those), and the chip.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/audio.h"
#include "fuzz/fuzz_checks.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan input(data, size);
  Findings findings;
  const auto sound = decode_adlib_sound_lump(input, findings);
  fuzz::abort_on_internal(sound, "decode_adlib_sound_lump");
  if (!sound.ok() || !sound->has_value()) return 0;
  const Bytes encoded = encode_adlib_sound_lump(**sound);
  fuzz::require_same_bytes(input, encoded, "encode_adlib_sound_lump of the decoded lump");
  Findings again_findings;
  const auto again =
      fuzz::require_ok(decode_adlib_sound_lump(encoded, again_findings), "decode again");
  fuzz::require(again == *sound, "the re-encoded lump decodes to the same model");
  const opl2::RegisterStream stream = adlib::place_writes(
      adlib::sound_effect_writes(**sound), adlib::WriteTiming::kInstant, opl2::kSampleRate);
  fuzz::require(opl2::render(stream).size() == opl2::kSampleRate, "one second of samples");
  return 0;
}
