// AUDIOHED + AUDIOT decoder (decoders/wolf/audio.h). Input:
//
//   offset  size  field
//   0       1     sound_effects  u8, the count decode_audio is given (87 wl1/wl6, 81 sdm/sod)
//   1       1     music          u8 (27 wl1/wl6, 24 sdm/sod)
//   2       ...   files          AUDIOHED, AUDIOT in the multi-file layout of fuzz_inputs.h
//
// A set that decodes must encode to the very same two files, and those must decode to the same
// model with the same findings.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/audio.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kCountBytes = 2;

bool same_finding_ids(const Findings& a, const Findings& b) {
  if (a.items().size() != b.items().size()) return false;
  for (std::size_t i = 0; i < a.items().size(); ++i) {
    if (a.items()[i].id != b.items()[i].id || a.items()[i].offset != b.items()[i].offset) {
      return false;
    }
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan input(data, size);
  if (input.size() < kCountBytes) return 0;
  const AudioCounts counts{input[0], input[1]};
  const auto files = fuzz::split_files(input.subspan(kCountBytes), 2);
  if (!files) return 0;
  const AudioFiles audio_files{(*files)[0], (*files)[1]};

  Findings findings;
  const Result<Audio> audio = decode_audio(audio_files, counts, findings);
  fuzz::abort_on_internal(audio, "decode_audio");
  if (!audio.ok()) return 0;

  const Result<EncodedAudioFiles> encode_result = encode_audio(*audio);
  const EncodedAudioFiles& encoded = fuzz::require_ok(encode_result, "encode_audio");
  fuzz::require_same_bytes(audio_files.audiohed, encoded.audiohed, "encode_audio audiohed");
  fuzz::require_same_bytes(audio_files.audiot, encoded.audiot, "encode_audio audiot");

  Findings again_findings;
  const Result<Audio> again =
      decode_audio(AudioFiles{encoded.audiohed, encoded.audiot}, counts, again_findings);
  fuzz::require(again.ok() && *again == *audio, "decode(encode(model)) is not the model");
  fuzz::require(same_finding_ids(findings, again_findings),
                "the re-encoded set has other findings");
  return 0;
}
