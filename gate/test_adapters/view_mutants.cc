// The render-view mutants: texel-row-flip hands the suite's renderer a VSWAP whose wall pages are
// upside down; wall-short draws the view as the suite does, then paints the bottom row of every
// column's wall post (the frame report's posts) in the floor colour.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <variant>

#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "gate/test_adapters/mutant_faults.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"
#include "reference/raycaster/view_window.h"

namespace wolfsuite::gate::mutant {
namespace {

namespace rc = raycaster;

constexpr std::size_t kWallSide = 64;  // a wall page: 64 columns of 64 texels (seed 001)

std::int64_t param(const CapabilityInput& input, std::string_view name) {
  return integer_param(input.params, name).value_or(0);
}

// The view again, with its frame report: the inputs and params are those compute_capability has
// just accepted.
Result<Bytes> view_with_short_walls(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan maphead, input.input("maphead"));
  WS_ASSIGN_OR_RETURN(const ByteSpan gamemaps, input.input("gamemaps"));
  WS_ASSIGN_OR_RETURN(const ByteSpan vswap_bytes, input.input("vswap"));
  WS_ASSIGN_OR_RETURN(const std::string game, input.text("game"));
  Findings findings;
  WS_ASSIGN_OR_RETURN(const MapSet maps, decode_map_set({maphead, gamemaps}, findings));
  WS_ASSIGN_OR_RETURN(const Vswap vswap, decode_vswap(vswap_bytes, findings));
  const auto map = static_cast<std::size_t>(param(input, "map"));
  const GameMap& game_map = std::get<GameMap>(maps.slots.at(map));
  const bool spear = version_facts(*version_from_tag(game)).spear;
  const rc::Level level = rc::build_level(game_map, static_cast<int>(map), spear);
  const rc::Textures textures = rc::build_textures(vswap);
  const rc::Motion still;
  const rc::Scene scene{level, textures, still};
  const rc::View view{static_cast<std::int32_t>(param(input, "x")),
                      static_cast<std::int32_t>(param(input, "y")),
                      static_cast<int>(param(input, "angle"))};
  const std::optional<rc::ViewWindow> window = rc::view_window(
      static_cast<int>(param(input, "view_size")), static_cast<int>(param(input, "screen_width")),
      static_cast<int>(param(input, "screen_height")));
  rc::Frame frame(window->width, window->height);
  const rc::FrameReport report = rc::render_literal(scene, view, {}, frame);
  const int center_y = rc::make_projection(frame.width, frame.height).center_y;
  for (int x = 0; x < frame.width; ++x) {
    // literal_renderer.h: a post of half height h covers rows center_y - h .. center_y + h - 1.
    const int half = report.posts[static_cast<std::size_t>(x)].height >> 3;
    const int bottom = center_y + half - 1;
    if (half > 0 && bottom < frame.height) {
      frame.pixels[static_cast<std::size_t>(bottom * frame.width + x)] = level.floor;
    }
  }
  return std::move(frame.pixels);
}

// The VSWAP with every wall page's columns reversed, re-encoded in its own layout.
Result<Bytes> vswap_with_walls_flipped(ByteSpan vswap_bytes) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(Vswap vswap, decode_vswap(vswap_bytes, findings));
  for (std::size_t page = 0; page < vswap.sprite_start && page < vswap.chunk_count(); ++page) {
    Bytes& wall = vswap.chunks[page];
    for (std::size_t column = 0; column + kWallSide <= wall.size(); column += kWallSide) {
      std::reverse(wall.begin() + static_cast<std::ptrdiff_t>(column),
                   wall.begin() + static_cast<std::ptrdiff_t>(column + kWallSide));
    }
  }
  return encode_vswap(vswap);
}

}  // namespace

CapabilityResult texel_rows_flipped(std::string_view capability, const CapabilityInput& input) {
  const Result<ByteSpan> vswap = input.input("vswap");
  if (!vswap) return as_capability_result(vswap.error());
  const Result<Bytes> flipped = vswap_with_walls_flipped(*vswap);
  if (!flipped) return as_capability_result(flipped.error());
  CapabilityInput edited = input;
  edited.inputs["vswap"] = *flipped;
  return compute_capability(capability, edited);
}

CapabilityResult wall_one_row_short(std::string_view capability, const CapabilityInput& input) {
  CapabilityResult drawn = compute_capability(capability, input);
  if (drawn.status != ResponseStatus::kOk) return drawn;
  return as_capability_result(view_with_short_walls(input));
}

}  // namespace wolfsuite::gate::mutant
