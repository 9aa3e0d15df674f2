// adlib-sound, opl2-pcm, imf-pcm: the engine's AdLib driver (reference/adlib/) and the OPL2 chip
// (reference/opl2/). Writes are placed with the driver's "instant" timing (reference/adlib/
// timing.h): every write at its tick's sample.
#include <algorithm>

#include "decoders/core/findings.h"
#include "decoders/wolf/audio.h"
#include "gate/capability_families.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/register_stream.h"
#include "reference/opl2/render.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::gate::capability {
namespace {

// Ten minutes: 60 MB of PCM, just under the gate's output cap.
constexpr std::int64_t kMaxSamples = std::int64_t{600} * opl2::kSampleRate;
constexpr std::int64_t kMaxImfRate = 10000;

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

}  // namespace

Result<Bytes> adlib_sound(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan audiohed, input.input("audiohed"));
  WS_ASSIGN_OR_RETURN(const ByteSpan audiot, input.input("audiot"));
  WS_ASSIGN_OR_RETURN(const std::int64_t sound, input.integer("sound", 0, kMaxAudioOffsets));
  const std::optional<AudioCounts> counts = audio_counts_for_offsets(audiohed.size() / 4);
  if (!counts) return malformed("E-GATE-INPUT", 0, "AUDIOHED's offset count is no known version's");
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Audio audio, decode_audio({audiohed, audiot}, *counts, findings));
  WS_ASSIGN_OR_RETURN(const AdlibSound* effect,
                      set_playback::adlib_effect(audio, static_cast<int>(sound)));
  const opl2::RegisterStream stream =
      adlib::sound_effect_stream(*effect, adlib::WriteTiming::kInstant);
  return text_bytes(opl2::format_register_stream(stream, "sfx " + std::to_string(sound)));
}

Result<Bytes> opl2_pcm(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan writes, input.input("writes"));
  WS_ASSIGN_OR_RETURN(const opl2::ParsedRegisterStream parsed,
                      opl2::parse_register_stream(std::string_view(
                          reinterpret_cast<const char*>(writes.data()), writes.size())));
  if (parsed.stream.length > kMaxSamples) {
    return malformed("E-GATE-INPUT", 0, "the stream is longer than ten minutes");
  }
  return opl2::samples_s16le(opl2::render(parsed.stream));
}

Result<Bytes> imf_pcm(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan imf, input.input("imf"));
  WS_ASSIGN_OR_RETURN(const std::int64_t rate_hz, input.integer("rate_hz", 1, kMaxImfRate));
  WS_ASSIGN_OR_RETURN(const std::int64_t samples, input.integer("samples", 0, kMaxSamples));
  Findings findings;
  WS_ASSIGN_OR_RETURN(const std::optional<Music> music, decode_music_lump(imf, findings));
  if (!music) return malformed("E-GATE-INDEX", 0, "the IMF lump is empty");
  // Whole seconds, then cut: the chip only ever looks back, so the first samples of a longer
  // rendering are the shorter one's.
  const auto seconds =
      static_cast<std::uint32_t>((samples + opl2::kSampleRate - 1) / opl2::kSampleRate);
  const opl2::RegisterStream stream = adlib::music_stream(
      *music, adlib::WriteTiming::kInstant, seconds, static_cast<std::uint32_t>(rate_hz));
  std::vector<std::int16_t> pcm = opl2::render(stream);
  pcm.resize(std::min(pcm.size(), static_cast<std::size_t>(samples)));
  return opl2::samples_s16le(pcm);
}

}  // namespace wolfsuite::gate::capability
