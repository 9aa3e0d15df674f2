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
#include "fuzz/vswap_mutations.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = 1;

// wolf_vswap_fuzzer's checks of one sprite lump.
void check_sprite(ByteSpan lump) {
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
  fuzz::abort_on_internal(sprite, "decode_sprite_lump");
  if (!sprite.ok()) return;
  const Result<Bytes> encoded = encode_sprite_lump(*sprite);
  const Result<SpriteLump> again =
      decode_sprite_lump(fuzz::require_ok(encoded, "encode_sprite_lump"), findings);
  fuzz::require(again.ok() && *again == *sprite, "decode(encode(sprite lump)) is not the lump");

  const Result<SpriteImage> image = decode_sprite(lump, findings);
  const SpriteImage& drawn = fuzz::require_ok(image, "decode_sprite");
  const Result<Bytes> from_image = encode_sprite(drawn);
  const Result<SpriteImage> redrawn =
      decode_sprite(fuzz::require_ok(from_image, "encode_sprite"), findings);
  fuzz::require(redrawn.ok() && *redrawn == drawn, "decode(encode(image)) is not the image");
}

// wolf_vswap_fuzzer's checks of the file and the typed contents.
void check_file_round_trip(const Vswap& vswap) {
  Findings findings;
  const Result<Bytes> encoded = encode_vswap(vswap);
  const Result<Vswap> again = decode_vswap(fuzz::require_ok(encoded, "encode_vswap"), findings);
  fuzz::require(again.ok() && *again == vswap, "decode(encode(vswap)) is not the model");
  for (std::size_t i = vswap.sprite_start; i < vswap.sound_start; ++i) {
    if (!vswap.sparse(i)) check_sprite(vswap.chunks[i]);
  }
}

void check_contents_rebuild(const VswapContents& contents) {
  const Result<Vswap> rebuilt = new_vswap(contents);
  fuzz::abort_on_internal(rebuilt, "new_vswap");
  if (!rebuilt.ok()) return;
  Findings findings;
  const Result<VswapContents> again = decode_vswap_contents(*rebuilt, findings);
  fuzz::require(again.ok() && *again == contents,
                "decode_vswap_contents(new_vswap(contents)) is not the contents");
}

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
  const auto files = fuzz::split_files(ByteSpan(data, size), kFiles);
  if (!files) return 0;
  Findings findings;
  const Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  fuzz::abort_on_internal(vswap, "decode_vswap");
  if (!vswap.ok()) return 0;
  check_file_round_trip(*vswap);

  const Result<VswapContents> contents = decode_vswap_contents(*vswap, findings);
  fuzz::abort_on_internal(contents, "decode_vswap_contents");
  if (!contents.ok()) return 0;
  check_contents_rebuild(*contents);
  check_walls(*contents);
  check_pcm_table(*vswap);
  check_sounds(contents->sounds);
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(data, size, max_size, seed, kFiles, fuzz::mutate_vswap_files);
}
