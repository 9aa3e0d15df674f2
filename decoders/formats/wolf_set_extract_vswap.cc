// The VSWAP section of `wolfsuite extract` (wolf_set_extract.h): walls, sprites and digitised
// sounds.
#include <algorithm>
#include <string>

#include "decoders/formats/wolf_set_extract.h"
#include "decoders/formats/wolf_set_images.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {
namespace {

std::vector<std::optional<Wall>> extract_walls(SetContext& context, const Vswap& vswap) {
  const std::size_t count = std::min<std::size_t>(vswap.sprite_start, vswap.chunk_count());
  std::vector<std::optional<Wall>> walls(count);
  const Rgb8Palette palette = png_palette(context.palette.palette);
  for (std::size_t n = 0; n < count; ++n) {
    if (!vswap.sparse(n)) {
      auto wall = decode_wall(vswap.chunks[n], context.report.findings);
      if (wall.ok()) {
        context.writer.write_indexed("walls", "walls/" + numbered("wall", n, 3, ".png"),
                                     wall_image(*wall), palette);
        walls[n] = *wall;
      } else {
        context.fail("vswap", wall.error(), "wall " + std::to_string(n));
      }
    }
    context.progress("walls", n + 1, count);
  }
  return walls;
}

void extract_sprites(SetContext& context, const Vswap& vswap) {
  const std::size_t end = std::min<std::size_t>(vswap.sound_start, vswap.chunk_count());
  const std::size_t start = std::min<std::size_t>(vswap.sprite_start, end);
  for (std::size_t n = start; n < end; ++n) {
    const std::size_t sprite = n - start;
    if (!vswap.sparse(n)) {
      const auto image = decode_sprite(vswap.chunks[n], context.report.findings);
      if (image.ok()) {
        context.writer.write_rgba("sprites", "sprites/" + numbered("sprite", sprite, 3, ".png"),
                                  sprite_image(*image, context.palette.palette));
      } else {
        context.fail("vswap", image.error(), "sprite " + std::to_string(sprite));
      }
    }
    context.progress("sprites", sprite + 1, end - start);
  }
}

void extract_sounds(SetContext& context, const Vswap& vswap) {
  const auto sounds = decode_sounds(vswap, context.report.findings);
  if (!sounds.ok()) {
    context.fail("vswap", sounds.error(), "digitised sounds");
    return;
  }
  for (std::size_t k = 0; k < sounds->size(); ++k) {
    const DigitisedSound& sound = (*sounds)[k];
    if (!sound.sparse() && !sound.samples.empty()) {
      context.writer.write_wav_u8("sounds", "sounds/" + numbered("sound", k, 2, ".wav"),
                                  sound.samples, kPcmSampleRateHz);
    }
    context.progress("sounds", k + 1, sounds->size());
  }
}

}  // namespace

std::vector<std::optional<Wall>> extract_vswap(SetContext& context, const Vswap& vswap) {
  auto walls = extract_walls(context, vswap);
  extract_sprites(context, vswap);
  extract_sounds(context, vswap);
  return walls;
}

}  // namespace wolfsuite
