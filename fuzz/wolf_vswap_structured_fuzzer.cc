// VSWAP, structure-aware: the input is wolf_vswap_fuzzer's (fuzz_inputs.h "files" with one file:
// the VSWAP itself), so both targets share their seeds.
//
// Checks: wolf_vswap_fuzzer's (the file, every sprite lump and the drawn sprite images round
// trip; typed contents rebuild through new_vswap to the same contents), then the deep parsing on
// its own: decode_vswap_contents; every wall through its row-major form and back; the pcm table
// entries re-encoded to the table's whole entries; the sounds through encode_sounds into a sound
// section that decodes to the same sounds.
//
// Mutation (LLVMFuzzerCustomMutator): vswap_mutations.h, through model_mutator.h's driver.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/findings.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/model_mutator.h"
#include "fuzz/vswap_checks.h"
#include "fuzz/vswap_mutations.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = 1;

void check_walls(const VswapContents& contents) {
  for (const std::optional<Wall>& wall : contents.walls) {
    if (!wall) continue;
    fuzz::require(wall_from_row_major(wall_pixels_row_major(*wall)) == *wall,
                  "a wall changed through its row-major pixels");
  }
}

void check_pcm_table(const Vswap& vswap) {
  Findings findings;
  const Bytes& table = vswap.chunks.back();
  const std::vector<PcmTableEntry> entries = decode_pcm_table(table, findings);
  const std::size_t whole = table.size() - table.size() % kPcmTableEntryBytes;
  fuzz::require_same_bytes(ByteSpan(table).first(whole), encode_pcm_table(entries),
                           "encode_pcm_table(decode_pcm_table(table))");
}

// The sounds written as id's tools write them: a section of their own that decodes to them.
void check_sounds(const std::vector<DigitisedSound>& sounds) {
  const Result<SoundChunks> section = encode_sounds(sounds);
  fuzz::abort_on_internal(section, "encode_sounds");
  if (!section.ok()) return;
  Vswap only_sounds;
  only_sounds.chunks = section->chunks;
  only_sounds.chunks.push_back(section->pcm_table);
  Findings findings;
  const Result<std::vector<DigitisedSound>> again = decode_sounds(only_sounds, findings);
  fuzz::require(fuzz::require_ok(again, "decode_sounds(encode_sounds(sounds))") == sounds,
                "decode_sounds(encode_sounds(sounds)) are other sounds");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::optional<fuzz::CheckedVswap> checked = fuzz::check_vswap_input(ByteSpan(data, size));
  if (!checked || !checked->contents) return 0;
  check_walls(*checked->contents);
  check_pcm_table(checked->vswap);
  check_sounds(checked->contents->sounds);
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(data, size, max_size, seed, kFiles, fuzz::mutate_vswap_files);
}
