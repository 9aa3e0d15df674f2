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
  fuzz::check_vswap_input(ByteSpan(data, size));
  return 0;
}
