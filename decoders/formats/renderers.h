#pragma once
// What extraction and golden manifests draw or sound with the reference models (reference/),
// which sit above the decoders and so above this registry: an entry decodes and says what to draw
// (this map, at this size), the renderers draw it. The commands pass reference_renderers()
// (reference/renderers/reference_renderers.h), which binds each hook to its model; a test may pass
// its own. Every argument and result is a decoder-layer type, so nothing here reaches up.
//
//   hook               used by                          reference model
//   build_map_view     build-map, build-grp             reference/top_down/build_map_view.h
//   mac_start_views,   mac-resource-fork                reference/mac_bsp/view.h, render.h
//   mac_palette
//   wolf_map_overview  wolf-set (maps/map_NN.png)       reference/top_down/wolf_map_overview.h
//   wolf_map_legend    wolf-set (maps/legend.json)      reference/top_down/wolf_map_overview.h
//   adlib_sound, music wolf-set (adlib/, music/ WAV)    reference/adlib/driver.h, reference/opl2
#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <vector>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "decoders/mac/level.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite {

using Json = nlohmann::ordered_json;  // keys in the documented order

// Mono 16-bit samples at `rate` per second.
struct Pcm16 {
  std::vector<std::int16_t> samples;
  std::uint32_t rate = 0;
};

class Renderers {
 public:
  virtual ~Renderers() = default;

  // A BUILD map from above, width x height.
  virtual Result<RgbaImage> build_map_view(const BuildMap& map, int width, int height) const = 0;

  // A First Encounter level seen from its player start through its BSP, then the same view a
  // quarter turn further left each time: `views` frames of width x height Mac palette indices;
  // none when the level has no player start.
  virtual std::vector<PalettedImage> mac_start_views(const MacLevel& level, int width, int height,
                                                     int views) const = 0;
  // The palette those frames are drawn in: the renderer's colour scheme (ceiling, floor, a shade
  // per wall code), in which the level's map image is drawn too.
  virtual Rgb8Palette mac_palette() const = 0;

  // A Wolfenstein 3-D map from above like an automap (`contents` is classify_map of it), in
  // `palette`, each wall in the average colour of its texture among `wall_textures` (VSWAP wall
  // chunk i, empty when absent or sparse; fixed greys without them).
  virtual Result<RgbaImage> wolf_map_overview(const GameMap& map, const MapContents& contents,
                                              const VgaPalette& palette,
                                              std::span<const ByteSpan> wall_textures) const = 0;
  // The overview's colour key as maps/legend.json holds it; `texture_colours` says whether walls
  // took their texture's colour.
  virtual Json wolf_map_legend(bool texture_colours) const = 0;

  // An AdLib sound effect to its last step plus one second, and a song's first seconds, through
  // the engine's driver and the OPL2 chip with instant register writes.
  virtual Pcm16 adlib_sound(const AdlibSound& sound) const = 0;
  virtual Pcm16 music(const Music& music) const = 0;
};

}  // namespace wolfsuite
