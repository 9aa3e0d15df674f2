// A whole data set (wolf_set.h): every family decoded together, the version detected from the
// files' counts, then what the engine would meet beyond the containers (check_wolf_set).
//
// Input: eight files in the multi-file layout of fuzz_inputs.h (seven u32 LE sizes, then the
// files), in kWolfSetStems order:
//
//   file  stem       family
//   0     maphead    maps
//   1     gamemaps   maps
//   2     vgahead    graphics
//   3     vgadict    graphics
//   4     vgagraph   graphics
//   5     vswap      vswap
//   6     audiohed   audio
//   7     audiot     audio
//
// An empty file counts as missing, so sets that lack families are reachable. The set has no file
// extension: the version comes from the MAPHEAD and AUDIOHED counts alone (detect_version), as
// for files whose names carry none.
//
// Checks: no internal error from decode_wolf_set or check_wolf_set. encode_wolf_set writes every
// family that decoded (a maps family may be refused as is_refusal_of_decoded_map_set says, as
// in wolf_maps_fuzzer); those files, with the original files of the families that did not decode,
// decode to the same set (the same version, the same models) with the same error IDs from
// decoding and checking.
//
// Mutation (LLVMFuzzerCustomMutator): one family's files through its structured mutations
// (map_set_mutations.h, graphics_mutations.h, vswap_mutations.h); audio is left to the
// byte-level mutations.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/wolf/maps.h"
#include "decoders/wolf/wolf_set.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/graphics_mutations.h"
#include "fuzz/map_set_mutations.h"
#include "fuzz/model_mutator.h"
#include "fuzz/vswap_mutations.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = kWolfSetStems.size();

WolfSetFiles set_files(const std::vector<ByteSpan>& files) {
  WolfSetFiles set;
  for (std::size_t i = 0; i < kFiles; ++i) {
    if (!files[i].empty()) {
      set.files[std::string(kWolfSetStems[i])] = Bytes(files[i].begin(), files[i].end());
    }
  }
  return set;
}

std::vector<std::string> error_ids(const WolfSetReport& report) {
  std::vector<std::string> ids;
  for (const FamilyError& error : report.errors) {
    fuzz::abort_on_internal(error.error, "decode_wolf_set / check_wolf_set (" + error.family + ")");
    ids.push_back(error.family + " " + error.error.id);
  }
  return ids;
}

// The re-encoded files, and the input's own files for the families that did not decode, so the
// version evidence (MAPHEAD and AUDIOHED counts) is the same for both decodes.
WolfSetFiles with_undecoded_files(WolfSetFiles encoded, const WolfSetFiles& input) {
  for (const auto& [stem, bytes] : input.files) encoded.files.try_emplace(stem, bytes);
  return encoded;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), kFiles);
  if (!files) return 0;
  const WolfSetFiles input = set_files(*files);

  WolfSetReport report;
  const WolfSet set = decode_wolf_set(input, report);
  check_wolf_set(set, report);
  const std::vector<std::string> ids = error_ids(report);

  const Result<WolfSetFiles> encoded = encode_wolf_set(set);
  fuzz::abort_on_internal(encoded, "encode_wolf_set");
  if (!encoded.ok()) {
    const bool no_family = !set.maps && !set.graphics && !set.vswap && !set.audio;
    fuzz::require((no_family && encoded.error().id == "E-SET-EMPTY") ||
                      is_refusal_of_decoded_map_set(encoded.error()),
                  "encode_wolf_set rejected a decoded set: " + encoded.error().to_string());
    return 0;
  }

  WolfSetReport again_report;
  const WolfSet again = decode_wolf_set(with_undecoded_files(*encoded, input), again_report);
  check_wolf_set(again, again_report);
  fuzz::require(again == set, "decode(encode(set)) is another set");
  fuzz::require(error_ids(again_report) == ids, "the re-encoded set has other errors");
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(
      data, size, max_size, seed, kFiles,
      [](const std::vector<ByteSpan>& files,
         fuzz::MutationRng& rng) -> std::optional<std::vector<Bytes>> {
        std::vector<Bytes> out;
        out.reserve(files.size());
        for (const ByteSpan file : files) out.emplace_back(file.begin(), file.end());
        // The family's first file and file count in kWolfSetStems order.
        const auto [first, count] = rng.pick<std::array<std::size_t, 2>>({{0, 2}, {2, 3}, {5, 1}});
        const std::vector<ByteSpan> family(
            files.begin() + static_cast<std::ptrdiff_t>(first),
            files.begin() + static_cast<std::ptrdiff_t>(first + count));
        const std::optional<std::vector<Bytes>> mutated =
            first == 0   ? fuzz::mutate_map_files(family, rng)
            : first == 2 ? fuzz::mutate_graphics_files(family, rng)
                         : fuzz::mutate_vswap_files(family, rng);
        if (!mutated) return std::nullopt;
        for (std::size_t i = 0; i < count; ++i) out[first + i] = (*mutated)[i];
        return out;
      });
}
