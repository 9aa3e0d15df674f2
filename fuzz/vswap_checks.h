#pragma once
// The checks wolf_vswap_fuzzer and wolf_vswap_structured_fuzzer make of a decoded VSWAP: the file,
// every sprite lump and every drawn sprite image round trip, and typed contents rebuild through
// new_vswap into contents that decode the same (new_vswap may reject contents whose sparse sounds
// need more chunks than a VSWAP holds). Failures abort (fuzz_checks.h).
#include <cstddef>
#include <optional>

#include "decoders/core/findings.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sprite.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::fuzz {

inline void check_sprite_lump(ByteSpan lump) {
  Findings findings;
  const Result<SpriteLump> sprite = decode_sprite_lump(lump, findings);
  abort_on_internal(sprite, "decode_sprite_lump");
  if (!sprite.ok()) return;
  const Result<Bytes> encoded = encode_sprite_lump(*sprite);
  const Result<SpriteLump> again =
      decode_sprite_lump(require_ok(encoded, "encode_sprite_lump"), findings);
  require(again.ok() && *again == *sprite, "decode(encode(sprite lump)) is not the lump");

  const Result<SpriteImage> image = decode_sprite(lump, findings);
  const SpriteImage& drawn = require_ok(image, "decode_sprite");
  const Result<Bytes> from_image = encode_sprite(drawn);
  const Result<SpriteImage> redrawn =
      decode_sprite(require_ok(from_image, "encode_sprite"), findings);
  require(redrawn.ok() && *redrawn == drawn, "decode(encode(image)) is not the image");
}

inline void check_vswap_round_trip(const Vswap& vswap) {
  Findings findings;
  const Result<Bytes> encoded = encode_vswap(vswap);
  const Result<Vswap> again = decode_vswap(require_ok(encoded, "encode_vswap"), findings);
  require(again.ok() && *again == vswap, "decode(encode(vswap)) is not the model");
  for (std::size_t i = vswap.sprite_start; i < vswap.sound_start; ++i) {
    if (!vswap.sparse(i)) check_sprite_lump(vswap.chunks[i]);
  }
}

inline void check_contents_rebuild(const VswapContents& contents) {
  const Result<Vswap> rebuilt = new_vswap(contents);
  abort_on_internal(rebuilt, "new_vswap");
  if (!rebuilt.ok()) return;
  Findings findings;
  const Result<VswapContents> again = decode_vswap_contents(*rebuilt, findings);
  require(again.ok() && *again == contents,
          "decode_vswap_contents(new_vswap(contents)) is not the contents");
}

// What both VSWAP targets check of their input [VSWAP]: it decodes without an internal error, its
// model round-trips, and its contents rebuild. The decoded model and contents (when they decode)
// for further checks; nullopt when the input is not one file or does not decode.
struct CheckedVswap {
  Vswap vswap;
  std::optional<VswapContents> contents;
};

inline std::optional<CheckedVswap> check_vswap_input(ByteSpan input) {
  const auto files = split_files(input, 1);
  if (!files) return std::nullopt;
  Findings findings;
  Result<Vswap> vswap = decode_vswap((*files)[0], findings);
  abort_on_internal(vswap, "decode_vswap");
  if (!vswap.ok()) return std::nullopt;
  check_vswap_round_trip(*vswap);
  Result<VswapContents> contents = decode_vswap_contents(*vswap, findings);
  abort_on_internal(contents, "decode_vswap_contents");
  CheckedVswap checked{std::move(*vswap), std::nullopt};
  if (contents.ok()) {
    check_contents_rebuild(*contents);
    checked.contents = std::move(*contents);
  }
  return checked;
}

}  // namespace wolfsuite::fuzz
