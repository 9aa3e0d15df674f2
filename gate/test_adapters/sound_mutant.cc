// opl-envelope-rate: every write to the attack/decay (0x60-0x75) and sustain level/release
// (0x80-0x95) registers reaches the chip with both nibbles one off: one up, or one down from 15,
// so that every such write changes. opl2-pcm edits the register stream it is given; imf-pcm makes
// the song's stream as the suite does (sound_capabilities.cc) and edits that.
#include <algorithm>

#include "decoders/core/findings.h"
#include "decoders/wolf/audio.h"
#include "gate/test_adapters/mutant_faults.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/register_stream.h"
#include "reference/opl2/render.h"

namespace wolfsuite::gate::mutant {
namespace {

std::uint8_t nibble_one_off(std::uint8_t nibble) {
  return nibble == 15 ? 14 : static_cast<std::uint8_t>(nibble + 1);
}

bool is_envelope_register(std::uint8_t address) {
  return (address >= 0x60 && address <= 0x75) || (address >= 0x80 && address <= 0x95);
}

void envelope_one_off(opl2::RegisterStream& stream) {
  for (opl2::RegisterWrite& write : stream.writes) {
    if (!is_envelope_register(write.address)) continue;
    write.value = static_cast<std::uint8_t>(nibble_one_off(write.value >> 4) << 4 |
                                            nibble_one_off(write.value & 0x0F));
  }
}

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

// The song's first `samples` samples with the fault; the inputs and params are those
// compute_capability has just accepted.
Result<Bytes> song_with_fault(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan imf, input.input("imf"));
  const std::int64_t rate_hz = integer_param(input.params, "rate_hz").value_or(700);
  const std::int64_t samples = integer_param(input.params, "samples").value_or(0);
  Findings findings;
  WS_ASSIGN_OR_RETURN(const std::optional<Music> music, decode_music_lump(imf, findings));
  const auto seconds =
      static_cast<std::uint32_t>((samples + opl2::kSampleRate - 1) / opl2::kSampleRate);
  opl2::RegisterStream stream = adlib::music_stream(*music, adlib::WriteTiming::kInstant, seconds,
                                                    static_cast<std::uint32_t>(rate_hz));
  envelope_one_off(stream);
  std::vector<std::int16_t> pcm = opl2::render(stream);
  pcm.resize(std::min(pcm.size(), static_cast<std::size_t>(samples)));
  return opl2::samples_s16le(pcm);
}

}  // namespace

CapabilityResult envelope_rates_off_by_one(std::string_view capability,
                                           const CapabilityInput& input) {
  if (capability == "imf-pcm") {
    CapabilityResult played = compute_capability(capability, input);
    if (played.status != ResponseStatus::kOk) return played;
    return as_capability_result(song_with_fault(input));
  }
  const Result<ByteSpan> writes = input.input("writes");
  if (!writes) return as_capability_result(writes.error());
  Result<opl2::ParsedRegisterStream> parsed = opl2::parse_register_stream(
      std::string_view(reinterpret_cast<const char*>(writes->data()), writes->size()));
  if (!parsed) return compute_capability(capability, input);  // refused as the suite refuses it
  envelope_one_off(parsed->stream);
  const Bytes edited = text_bytes(opl2::format_register_stream(parsed->stream, parsed->title));
  CapabilityInput faulted = input;
  faulted.inputs["writes"] = edited;
  return compute_capability(capability, faulted);
}

}  // namespace wolfsuite::gate::mutant
