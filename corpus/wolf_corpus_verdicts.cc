#include "corpus/wolf_corpus_verdicts.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "decoders/core/error.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/config.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/save_game.h"
#include "decoders/wolf/vswap.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

// fuzz/wolf_audio_fuzzer.cc: the sound effect and music counts before the files.
constexpr std::size_t kAudioCountBytes = 2;
// fuzz/wolf_save_game_fuzzer.cc: params byte 0 bit 0 picks Spear's 20 level ratios.
constexpr std::uint8_t kSpearRatiosBit = 1;

// Records one decoder's result; true when it accepted, so the next decoder may run.
template <typename T>
bool record(const Result<T>& result, std::string_view decoder, const Findings& findings,
            WolfOutcome& outcome) {
  outcome.decoder = decoder;
  outcome.findings = findings.items();
  outcome.accepted = result.ok();
  if (!result.ok()) {
    outcome.error_id = result.error().id;
    outcome.error_offset = result.error().offset;
  }
  return outcome.accepted;
}

std::optional<WolfOutcome> maps_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 2);
  if (!files) return std::nullopt;
  Findings findings;
  WolfOutcome outcome;
  record(decode_map_set({(*files)[0], (*files)[1]}, findings), "decode_map_set", findings, outcome);
  return outcome;
}

std::optional<WolfOutcome> graphics_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 3);
  if (!files) return std::nullopt;
  Findings findings;
  WolfOutcome outcome;
  record(decode_graphics({(*files)[0], (*files)[1], (*files)[2]}, std::nullopt, findings),
         "decode_graphics", findings, outcome);
  return outcome;
}

std::optional<WolfOutcome> vswap_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 1);
  if (!files) return std::nullopt;
  Findings findings;
  WolfOutcome outcome;
  const Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  if (record(vswap, "decode_vswap", findings, outcome)) {
    record(decode_vswap_contents(*vswap, findings), "decode_vswap_contents", findings, outcome);
  }
  return outcome;
}

std::optional<WolfOutcome> audio_outcome(ByteSpan input) {
  if (input.size() < kAudioCountBytes) return std::nullopt;
  const AudioCounts counts{input[0], input[1]};
  const auto files = fuzz::split_files(input.subspan(kAudioCountBytes), 2);
  if (!files) return std::nullopt;
  Findings findings;
  WolfOutcome outcome;
  record(decode_audio({(*files)[0], (*files)[1]}, counts, findings), "decode_audio", findings,
         outcome);
  return outcome;
}

std::optional<WolfOutcome> save_game_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 2);
  if (!files || (*files)[0].empty()) return std::nullopt;
  const int episode_maps =
      ((*files)[0][0] & kSpearRatiosBit) != 0 ? kMaxSaveEpisodeMaps : kWolfSaveEpisodeMaps;
  Findings findings;
  WolfOutcome outcome;
  record(decode_save_game((*files)[1], episode_maps, findings), "decode_save_game", findings,
         outcome);
  return outcome;
}

std::optional<WolfOutcome> config_outcome(ByteSpan input) {
  Findings findings;
  WolfOutcome outcome;
  record(decode_config(input, findings), "decode_config", findings, outcome);
  return outcome;
}

}  // namespace

std::string to_string(const WolfOutcome& outcome) {
  if (!outcome.accepted) {
    return "rejected by " + outcome.decoder + " with " + outcome.error_id + " at byte " +
           std::to_string(outcome.error_offset);
  }
  std::string text = "accepted by " + outcome.decoder;
  const std::vector<std::string> ids = finding_ids(outcome);
  for (std::size_t i = 0; i < ids.size(); ++i) text += (i == 0 ? " with " : ", ") + ids[i];
  return text;
}

std::vector<std::string> finding_ids(const WolfOutcome& outcome) {
  std::vector<std::string> ids;
  for (const Finding& finding : outcome.findings) ids.push_back(finding.id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

std::optional<std::size_t> first_finding_offset(const WolfOutcome& outcome, std::string_view id) {
  for (const Finding& finding : outcome.findings) {
    if (finding.id == id) return finding.offset;
  }
  return std::nullopt;
}

const std::vector<std::string>& wolf_fuzz_targets() {
  static const std::vector<std::string> kTargets = {"wolf_audio_fuzzer",     "wolf_config_fuzzer",
                                                    "wolf_graphics_fuzzer",  "wolf_maps_fuzzer",
                                                    "wolf_save_game_fuzzer", "wolf_vswap_fuzzer"};
  return kTargets;
}

std::optional<WolfOutcome> wolf_corpus_outcome(std::string_view target, ByteSpan input) {
  if (target == "wolf_maps_fuzzer") return maps_outcome(input);
  if (target == "wolf_graphics_fuzzer") return graphics_outcome(input);
  if (target == "wolf_vswap_fuzzer") return vswap_outcome(input);
  if (target == "wolf_audio_fuzzer") return audio_outcome(input);
  if (target == "wolf_save_game_fuzzer") return save_game_outcome(input);
  if (target == "wolf_config_fuzzer") return config_outcome(input);
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
