#pragma once
// One ray per screen column through the 64 x 64 grid, the engine's wall casting: the ray steps
// from tile boundary to tile boundary, always taking whichever of the next east-west and
// north-south boundary comes first, and stops at the first solid tile.
//
//   crossing a boundary into   result
//   a wall tile                hit on the boundary; texture (code - 1) * 2 across a north-south
//                              step (the light one), + 1 across an east-west step (the dark
//                              one), or the door frame (door_wall + 2 / + 3) when the tile the
//                              ray comes from is a door; texel column from the exact intercept,
//                              mirrored when the ray runs west or south so every face reads left
//                              to right
//   a door tile                the door is a plane through the tile's middle, across the ray's
//                              step: the ray hits it where it meets that plane inside the tile
//                              and beyond the open part (a door opening o slides the texture by
//                              o; the ray passes where the plane's fraction is below o);
//                              texture door_wall + page, + 1 across an east-west step. The engine
//                              decides by the step too, so an unframed door seen from its side
//                              shows as a door across that side (W-MAP-DOOR-UNFRAMED).
//   outside the grid           hit on the grid's edge, missing texture: an open map edge shows
//                              as the missing colour (the engine would read past its tile map).
//                              From an eye outside the grid the ray passes the outside tiles
//                              until it enters; a ray that never enters meets no wall.
// A moving pushwall is a whole tile offset by its progress; the ray meets it wherever it comes
// first, on any of its four faces.
//
// Every tile a ray passes through is marked seen: the engine draws an object only when its tile
// was seen (spotvis).
#include <array>
#include <cstdint>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

inline constexpr int kMissingTexture = -1;

struct WallHit {
  std::int64_t depth = 0;  // along the view direction, 16.16 (before the MINDIST clamp)
  int half_height = 0;     // projection.half_height(depth)
  int texture = kMissingTexture;  // index into Textures::walls
  int column = 0;                 // texel column 0..63
  friend bool operator==(const WallHit&, const WallHit&) = default;
};

using SeenTiles = std::array<std::uint8_t, kGridSide * kGridSide>;

// Where the ray meets each boundary: one division per boundary (cast_column, the literal
// renderer's), or a quotient and remainder carried from boundary to boundary (the fast
// renderer's). The same hits and the same seen tiles; renderer_test.cc checks it on every frame.
WallHit cast_column(const Scene& scene, const Projection& projection, int column,
                    SeenTiles& seen);
WallHit cast_column_stepping(const Scene& scene, const Projection& projection, int column,
                             SeenTiles& seen);

// The 64 bytes of a hit's texel column, or nullptr when its texture is missing.
const std::uint8_t* texture_column(const Textures& textures, const WallHit& hit);

}  // namespace wolfsuite::raycaster
