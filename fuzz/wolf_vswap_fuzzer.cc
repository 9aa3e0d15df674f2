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

using namespace wolfsuite;

namespace {

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

void check_contents(const Vswap& vswap) {
  Findings findings;
  const Result<VswapContents> contents = decode_vswap_contents(vswap, findings);
  fuzz::abort_on_internal(contents, "decode_vswap_contents");
  if (!contents.ok()) return;
  const Result<Vswap> rebuilt = new_vswap(*contents);
  fuzz::abort_on_internal(rebuilt, "new_vswap");
  if (!rebuilt.ok()) return;
  const Result<VswapContents> again = decode_vswap_contents(*rebuilt, findings);
  fuzz::require(again.ok() && *again == *contents,
                "decode_vswap_contents(new_vswap(contents)) is not the contents");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto files = fuzz::split_files(ByteSpan(data, size), 1);
  if (!files) return 0;
  Findings findings;
  const Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  fuzz::abort_on_internal(vswap, "decode_vswap");
  if (!vswap.ok()) return 0;

  const Result<Bytes> encoded = encode_vswap(*vswap);
  const Result<Vswap> again = decode_vswap(fuzz::require_ok(encoded, "encode_vswap"), findings);
  fuzz::require(again.ok() && *again == *vswap, "decode(encode(vswap)) is not the model");

  for (std::size_t i = vswap->sprite_start; i < vswap->sound_start; ++i) {
    if (!vswap->sparse(i)) check_sprite(vswap->chunks[i]);
  }
  check_contents(*vswap);
  return 0;
}
