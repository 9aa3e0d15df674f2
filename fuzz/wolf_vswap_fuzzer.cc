// VSWAP decoders (decoders/wolf/vswap.h, vswap_sprite.h, vswap_sound.h). Input: one VSWAP file in
// the multi-file layout of fuzz_inputs.h (with one file, the input itself).
//
// A file that decodes must encode and decode to the same model. Every sprite lump that decodes
// must encode and decode to the same lump, and the image it draws must encode to a lump that
// draws the same image. Typed contents that decode must rebuild, through new_vswap, into a VSWAP
// whose contents decode the same (new_vswap may reject contents whose sparse sounds need more
// chunks than a VSWAP holds).
#include <cstddef>
#include <cstdint>

#include "decoders/wolf/vswap.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/vswap_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 1);
  if (!files) return 0;
  Findings findings;
  const Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  fuzz::abort_on_internal(vswap, "decode_vswap");
  if (!vswap.ok()) return 0;

  fuzz::check_vswap_round_trip(*vswap);
  const Result<VswapContents> contents = decode_vswap_contents(*vswap, findings);
  fuzz::abort_on_internal(contents, "decode_vswap_contents");
  if (contents.ok()) fuzz::check_contents_rebuild(*contents);
  return 0;
}
