#pragma once
// The format registry's render hooks (decoders/formats/renderers.h) bound to the reference
// models: what `extract` and `golden` draw and sound. The registry sits below reference/, so it is
// handed these rather than including them; the commands pass reference_renderers().
//
//   hook               model
//   build_map_view     top_down/build_map_view.h render_build_map_view
//   mac_start_views    mac_bsp/view.h mac_start_view, then nudged_off_lattice of each quarter
//                      turn to the left; mac_bsp/render.h render_mac_view
//   mac_palette        mac_bsp/view.h mac_palette
//   wolf_map_overview  top_down/wolf_map_overview.h map_overview, walls in
//                      texture_wall_colours of the set's wall textures
//   wolf_map_legend    top_down/wolf_map_overview.h map_key, kMapTilePixels
//   adlib_sound        adlib/driver.h sound_effect_stream, instant timing; opl2/render.h
//   music              adlib/driver.h music_stream, instant timing, kDefaultSongSeconds; opl2
#include "decoders/formats/renderers.h"

namespace wolfsuite {

const Renderers& reference_renderers();

}  // namespace wolfsuite
