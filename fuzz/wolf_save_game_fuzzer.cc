// Saved game decoder (decoders/wolf/save_game.h) on any bytes. The input holds two files in the
// multi-file layout of fuzz_inputs.h (a u32 size, then the files):
//
//   file 0  parameters  byte 0, bit 0 clear: nmap 8 (Wolfenstein 3-D), set: 20 (Spear); an
//                       empty parameter file is ignored
//   file 1  the SAVEGAM?.<ext> file
//
// A file that decodes must re-encode to bytes that decode to the same model.
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/save_game.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 2);
  if (!files || (*files)[0].empty()) return 0;
  const int episode_maps = ((*files)[0][0] & 1) != 0 ? 20 : 8;

  Findings findings;
  const Result<SaveGame> save = decode_save_game((*files)[1], episode_maps, findings);
  fuzz::abort_on_internal(save, "decode_save_game");
  if (!save.ok()) return 0;

  const Bytes encoded = encode_save_game(*save);
  Findings again_findings;
  const Result<SaveGame> again = decode_save_game(encoded, episode_maps, again_findings);
  fuzz::require(fuzz::require_ok(again, "decode_save_game(encoded)") == *save,
                "decode(encode(save)) differs from save");
  fuzz::require(!again_findings.contains("W-SAVE-CHECKSUM"),
                "encode_save_game wrote a checksum its decoder rejects");
  return 0;
}
