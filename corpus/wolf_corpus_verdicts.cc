#include "corpus/wolf_corpus_verdicts.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <variant>

#include "decoders/compress/huffman.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/error.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/config.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/imf_file.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/save_game.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

// fuzz/wolf_audio_fuzzer.cc: the sound effect and music counts before the files.
constexpr std::size_t kAudioCountBytes = 2;
// fuzz/wolf_save_game_fuzzer.cc: params byte 0 bit 0 picks Spear's 20 level ratios.
constexpr std::uint8_t kSpearRatiosBit = 1;

// The structure-aware targets and the plain targets whose inputs they read.
constexpr std::pair<std::string_view, std::string_view> kStructuredTargets[] = {
    {"wolf_graphics_structured_fuzzer", "wolf_graphics_fuzzer"},
    {"wolf_maps_structured_fuzzer", "wolf_maps_fuzzer"},
    {"wolf_vswap_structured_fuzzer", "wolf_vswap_fuzzer"},
};

// The engine's static limits as one status: the first violation, if any.
Status within_limits(const MapContents& contents) {
  std::vector<Error> violations = map_limit_violations(contents);
  if (violations.empty()) return {};
  return std::move(violations.front());
}

std::optional<DecodeOutcome> maps_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 2);
  if (!files) return std::nullopt;
  Findings findings;
  DecodeOutcome outcome;
  const Result<MapSet> set = decode_map_set({(*files)[0], (*files)[1]}, findings);
  if (!record(set, "decode_map_set", findings, outcome)) return outcome;
  for (const MapSlot& slot : set->slots) {
    const auto* map = std::get_if<GameMap>(&slot);
    if (map == nullptr) continue;
    const MapContents contents = classify_map(
        {map->width, map->height, map->planes[0], map->planes[1]}, /*spear=*/false, findings);
    if (!record(within_limits(contents), "map_limit_violations", findings, outcome)) break;
  }
  return outcome;
}

std::optional<DecodeOutcome> graphics_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 3);
  if (!files) return std::nullopt;
  Findings findings;
  DecodeOutcome outcome;
  record(decode_graphics({(*files)[0], (*files)[1], (*files)[2]}, std::nullopt, findings),
         "decode_graphics", findings, outcome);
  return outcome;
}

std::optional<DecodeOutcome> tile8_outcome(const fuzz::GraphicsChunkInput& input) {
  Findings findings;
  DecodeOutcome outcome;
  const Result<HuffmanDict> dict = fuzz::huffman_input_dict(input.tile8_dict);
  if (!record(dict, "decode_huffman_dict", findings, outcome)) return outcome;
  record(decode_tile8(input.lump, HuffmanDecoder(*dict), findings), "decode_tile8", findings,
         outcome);
  return outcome;
}

// classify_misc_chunk, then the decoder of the kind it gives.
DecodeOutcome misc_chunk_outcome(ByteSpan lump) {
  Findings findings;
  DecodeOutcome outcome;
  switch (classify_misc_chunk(lump)) {
    case GraphicsChunkKind::kScreen:
      record(decode_screen(lump, findings), "decode_screen", findings, outcome);
      break;
    case GraphicsChunkKind::kPalette:
      record(decode_palette(lump, findings), "decode_palette", findings, outcome);
      break;
    case GraphicsChunkKind::kDemo:
      record(decode_demo(lump, findings), "decode_demo", findings, outcome);
      break;
    default:
      record(Status{}, "classify_misc_chunk", findings, outcome);
  }
  return outcome;
}

std::optional<DecodeOutcome> graphics_chunk_outcome(ByteSpan data) {
  const std::optional<fuzz::GraphicsChunkInput> input = fuzz::parse_graphics_chunk_input(data);
  if (!input) return std::nullopt;
  const ByteSpan lump = input->lump;
  Findings findings;
  DecodeOutcome outcome;
  switch (input->kind) {
    case fuzz::kPictureTableInput:
      record(decode_picture_table(lump, findings), "decode_picture_table", findings, outcome);
      break;
    case fuzz::kFontInput:
      record(decode_font(lump, findings), "decode_font", findings, outcome);
      break;
    case fuzz::kPictureInput:
      record(decode_picture(lump, input->picture_size, findings), "decode_picture", findings,
             outcome);
      break;
    case fuzz::kTile8Input:
      return tile8_outcome(*input);
    case fuzz::kScreenInput:
      record(decode_screen(lump, findings), "decode_screen", findings, outcome);
      break;
    case fuzz::kPaletteInput:
      record(decode_palette(lump, findings), "decode_palette", findings, outcome);
      break;
    case fuzz::kDemoInput:
      record(decode_demo(lump, findings), "decode_demo", findings, outcome);
      break;
    case fuzz::kMiscInput:
      return misc_chunk_outcome(lump);
    case fuzz::kGraphicsChunkInputs:
      break;
  }
  return outcome;
}

std::optional<DecodeOutcome> vswap_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 1);
  if (!files) return std::nullopt;
  Findings findings;
  DecodeOutcome outcome;
  const Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  if (record(vswap, "decode_vswap", findings, outcome)) {
    record(decode_vswap_contents(*vswap, findings), "decode_vswap_contents", findings, outcome);
  }
  return outcome;
}

std::optional<DecodeOutcome> audio_outcome(ByteSpan input) {
  if (input.size() < kAudioCountBytes) return std::nullopt;
  const AudioCounts counts{input[0], input[1]};
  const auto files = fuzz::split_files(input.subspan(kAudioCountBytes), 2);
  if (!files) return std::nullopt;
  Findings findings;
  DecodeOutcome outcome;
  record(decode_audio({(*files)[0], (*files)[1]}, counts, findings), "decode_audio", findings,
         outcome);
  return outcome;
}

DecodeOutcome adlib_sound_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  record(decode_adlib_sound_lump(input, findings), "decode_adlib_sound_lump", findings, outcome);
  return outcome;
}

DecodeOutcome imf_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  record(decode_imf_file(input, findings), "decode_imf_file", findings, outcome);
  return outcome;
}

std::optional<DecodeOutcome> save_game_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, 2);
  if (!files || (*files)[0].empty()) return std::nullopt;
  const int episode_maps =
      ((*files)[0][0] & kSpearRatiosBit) != 0 ? kMaxSaveEpisodeMaps : kWolfSaveEpisodeMaps;
  Findings findings;
  DecodeOutcome outcome;
  record(decode_save_game((*files)[1], episode_maps, findings), "decode_save_game", findings,
         outcome);
  return outcome;
}

// The first error of the report, as one status.
Status first_error(const WolfSetReport& report) {
  if (report.errors.empty()) return {};
  return report.errors.front().error;
}

std::optional<DecodeOutcome> set_outcome(ByteSpan input) {
  const auto files = fuzz::split_files(input, kWolfSetStems.size());
  if (!files) return std::nullopt;
  WolfSetFiles set_files;  // no extension: the version comes from the counts
  for (std::size_t i = 0; i < kWolfSetStems.size(); ++i) {
    const ByteSpan file = (*files)[i];
    // fuzz/wolf_set_fuzzer.cc: an empty file is a missing one.
    if (!file.empty()) {
      set_files.files[std::string(kWolfSetStems[i])] = Bytes(file.begin(), file.end());
    }
  }
  WolfSetReport report;
  DecodeOutcome outcome;
  const WolfSet set = decode_wolf_set(set_files, report);
  if (!record(first_error(report), "decode_wolf_set", report.findings, outcome)) {
    return outcome;
  }
  check_wolf_set(set, report);
  record(first_error(report), "check_wolf_set", report.findings, outcome);
  return outcome;
}

std::optional<DecodeOutcome> config_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  record(decode_config(input, findings), "decode_config", findings, outcome);
  return outcome;
}

}  // namespace

const std::vector<std::string>& wolf_fuzz_targets() {
  static const std::vector<std::string> kTargets = {"wolf_adlib_sound_fuzzer",
                                                    "wolf_audio_fuzzer",
                                                    "wolf_config_fuzzer",
                                                    "wolf_graphics_chunk_fuzzer",
                                                    "wolf_graphics_fuzzer",
                                                    "wolf_graphics_structured_fuzzer",
                                                    "wolf_imf_fuzzer",
                                                    "wolf_maps_fuzzer",
                                                    "wolf_maps_structured_fuzzer",
                                                    "wolf_save_game_fuzzer",
                                                    "wolf_set_fuzzer",
                                                    "wolf_vswap_fuzzer",
                                                    "wolf_vswap_structured_fuzzer"};
  return kTargets;
}

std::optional<std::string> plain_target_of(std::string_view structured_target) {
  for (const auto& [structured, plain] : kStructuredTargets) {
    if (structured == structured_target) return std::string(plain);
  }
  return std::nullopt;
}

std::optional<std::string> structured_target_of(std::string_view plain_target) {
  for (const auto& [structured, plain] : kStructuredTargets) {
    if (plain == plain_target) return std::string(structured);
  }
  return std::nullopt;
}

std::optional<DecodeOutcome> wolf_corpus_outcome(std::string_view target, ByteSpan input) {
  if (const auto plain = plain_target_of(target)) return wolf_corpus_outcome(*plain, input);
  if (target == "wolf_maps_fuzzer") return maps_outcome(input);
  if (target == "wolf_graphics_fuzzer") return graphics_outcome(input);
  if (target == "wolf_graphics_chunk_fuzzer") return graphics_chunk_outcome(input);
  if (target == "wolf_vswap_fuzzer") return vswap_outcome(input);
  if (target == "wolf_audio_fuzzer") return audio_outcome(input);
  if (target == "wolf_adlib_sound_fuzzer") return adlib_sound_outcome(input);
  if (target == "wolf_imf_fuzzer") return imf_outcome(input);
  if (target == "wolf_save_game_fuzzer") return save_game_outcome(input);
  if (target == "wolf_config_fuzzer") return config_outcome(input);
  if (target == "wolf_set_fuzzer") return set_outcome(input);
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
