// The render-view mutants: texel-row-flip hands the suite's renderer a VSWAP whose wall pages are
// upside down; wall-short draws the view as the suite does, then paints the bottom row of every
// column's wall post (the frame report's posts) in the floor colour.
#include <algorithm>
#include <cstddef>

#include "decoders/core/findings.h"
#include "decoders/wolf/vswap.h"
#include "gate/playback_inputs.h"
#include "gate/test_adapters/mutant_faults.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::gate::mutant {
namespace {

namespace rc = raycaster;

constexpr std::size_t kWallSide = 64;  // a wall page: 64 columns of 64 texels (seed 001)

// The view as the suite draws it, with its frame report.
Result<Bytes> view_with_short_walls(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const MapViewInput view, map_view_input(input));
  WS_ASSIGN_OR_RETURN(set_playback::MapView drawn,
                      set_playback::render_map_view_with_report(view.set, view.request));
  rc::Frame& frame = drawn.frame;
  const int center_y = rc::make_projection(frame.width, frame.height).center_y;
  for (int x = 0; x < frame.width; ++x) {
    // literal_renderer.h: a post of half height h covers rows center_y - h .. center_y + h - 1.
    const int half = drawn.report.posts[static_cast<std::size_t>(x)].height >> 3;
    const int bottom = center_y + half - 1;
    if (half > 0 && bottom < frame.height) {
      frame.pixels[static_cast<std::size_t>(bottom * frame.width + x)] = rc::kFloorColour;
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

CapabilityResult wall_one_row_short(std::string_view, const CapabilityInput& input) {
  return as_capability_result(view_with_short_walls(input));
}

}  // namespace wolfsuite::gate::mutant
