#pragma once
// Two ways to find what each screen column sees in a First Encounter level, and the frame they
// draw (view.h):
//  - through the BSP tree the way the engine's renderer uses it (seed 000 2.5): nodes front to
//    back from the eye, segments facing the eye, the first terminal node whose segments the ray
//    crosses holds the nearest face (a node's segments never obscure each other, and every face
//    of an earlier node is nearer than every face of a later one);
//  - through the 64 x 64 map by stepping cell boundary by cell boundary (a grid DDA): walls and
//    secret blocks are solid, a door is a plane through the middle of its cell across its
//    passage (seed 000 2.6), its side walls the walls beside it.
// For a level whose tree build_mac_bsp compiled, both give the same hits for every column whose
// ray misses the lattice points (view.h); the tests hold them to it.
#include <vector>

#include "decoders/mac/level.h"
#include "reference/mac_bsp/view.h"

namespace wolfsuite {

// The BSP walk is bounded by the number of entries whatever the tree holds (a broken tree gives
// no hit, never a hang); run validate_mac_level first to know the tree is sound.
MacRayHit cast_bsp_ray(const MacLevel& level, const MacView& view, int column);
MacRayHit cast_grid_ray(const MacLevel& level, const MacView& view, int column);

enum class MacRenderer { kBsp, kGrid };

std::vector<MacRayHit> cast_mac_columns(const MacLevel& level, const MacView& view,
                                        MacRenderer renderer);
// The view drawn (for the CLI: width, height, indexed pixels, palette). Width and height are
// clamped to 1..1024; a view outside mac_view_in_range otherwise is drawn without walls.
MacFrame render_mac_view(const MacLevel& level, const MacView& view,
                         MacRenderer renderer = MacRenderer::kBsp);

}  // namespace wolfsuite
