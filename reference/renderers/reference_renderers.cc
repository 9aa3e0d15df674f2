#include "reference/renderers/reference_renderers.h"

#include <optional>
#include <utility>

#include "reference/adlib/driver.h"
#include "reference/mac_bsp/render.h"
#include "reference/mac_bsp/view.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"
#include "reference/top_down/build_map_view.h"
#include "reference/top_down/wolf_map_overview.h"

namespace wolfsuite {
namespace {

// The same view a quarter turn to the left (y grows southwards).
MacView turned_left(MacView view) {
  view.dir_x = std::exchange(view.dir_y, -view.dir_x);
  view.plane_x = std::exchange(view.plane_y, -view.plane_x);
  return view;
}

Pcm16 through_opl2(const opl2::RegisterStream& stream) {
  return Pcm16{opl2::render(stream), static_cast<std::uint32_t>(opl2::kSampleRate)};
}

class ReferenceRenderers final : public Renderers {
 public:
  Result<RgbaImage> build_map_view(const BuildMap& map, int width, int height) const override {
    return top_down::render_build_map_view(map, width, height);
  }

  std::vector<PalettedImage> mac_start_views(const MacLevel& level, int width, int height,
                                             int views) const override {
    std::vector<PalettedImage> frames;
    std::optional<MacView> view = mac_start_view(level, width, height);
    for (int turn = 0; view && turn < views; ++turn) {
      if (turn > 0) view = nudged_off_lattice(turned_left(*view));
      MacFrame frame = render_mac_view(level, *view);
      frames.push_back(PalettedImage{frame.width, frame.height, std::move(frame.pixels)});
    }
    return frames;
  }

  Rgb8Palette mac_palette() const override {
    Rgb8Palette palette{};
    const std::array<MacRgb, 256> mac = wolfsuite::mac_palette();
    for (std::size_t i = 0; i < mac.size(); ++i) {
      palette[3 * i] = mac[i].r;
      palette[3 * i + 1] = mac[i].g;
      palette[3 * i + 2] = mac[i].b;
    }
    return palette;
  }

  Result<RgbaImage> wolf_map_overview(const GameMap& map, const MapContents& contents,
                                      const VgaPalette& palette,
                                      std::span<const ByteSpan> wall_textures) const override {
    return top_down::map_overview(map, contents, palette,
                                  top_down::texture_wall_colours(wall_textures, palette));
  }

  Json wolf_map_legend(bool texture_colours) const override {
    Json entries = Json::array();
    for (const top_down::MapKeyEntry& entry : top_down::map_key()) {
      Json item{{"name", entry.name}};
      if (entry.colour) {
        item["rgb"] = Json::array({(*entry.colour)[0], (*entry.colour)[1], (*entry.colour)[2]});
      } else {
        item["rgb"] = texture_colours ? "average of the wall's texture (wall 2 * (code - 1))"
                                      : "engine palette grey 16 + code % 12 (no wall textures)";
      }
      item["meaning"] = entry.meaning;
      entries.push_back(std::move(item));
    }
    return Json{
        {"tile_pixels", top_down::kMapTilePixels}, {"north", "up"}, {"key", std::move(entries)}};
  }

  Pcm16 adlib_sound(const AdlibSound& sound) const override {
    return through_opl2(adlib::sound_effect_stream(sound, adlib::WriteTiming::kInstant));
  }

  Pcm16 music(const Music& music) const override {
    return through_opl2(
        adlib::music_stream(music, adlib::WriteTiming::kInstant, adlib::kDefaultSongSeconds));
  }
};

}  // namespace

const Renderers& reference_renderers() {
  static const ReferenceRenderers renderers;
  return renderers;
}

}  // namespace wolfsuite
