#pragma once
// The engine's wall pass: one ray per view column, cast at the column's table angle
// (mid angle + pixel angle, engine_tables.h) and stepped through the tile map with the engine's
// fine tangents, boundary by boundary, until it meets something.
//
//   step            rule
//   start           from the eye's tile; the first crossings are the eye's distances to its
//                   tile's edges times the tangents (fixed_mul); x boundaries ("vertical") and
//                   y boundaries ("horizontal") alternate by which comes first: a vertical
//                   crossing yields to the horizontal one when the ray's y there has reached the
//                   next row (ties go to the horizontal crossing going south, to the vertical one
//                   going north; likewise x)
//   wall tile       hit on the crossed boundary; texel column from the intercept's bits 10..15,
//                   mirrored on a vertical crossing running west and on a horizontal crossing
//                   running south, so every face reads left to right
//   door tile       the door plane halfway into the tile: the ray hits it when half a step stays
//                   in the same row (column) and its position there is not below the door's
//                   opening; texture slid by the opening. Any door tile is a door across the
//                   crossing that meets it, whatever its orientation (W-MAP-DOOR-UNFRAMED)
//   pushwall tile   (64) the block offset by its progress, met on its front face, its side faces
//                   or its back, with the engine's comparisons, including from inside its tile
//   off the grid    a border hit with no texture (the engine's maps are walled; open edges are
//                   ours to define)
//   passed tiles    marked seen (the engine's spotvis), the only ones whose objects are drawn
//
// Wall heights are the engine's: heightnumerator / (depth >> 8), the depth of the hit along the
// view direction clamped to MINDIST, computed for every column on its own (the engine's frames
// show no height shared between neighbouring columns of a post).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

inline constexpr int kMissingTexture = -1;

struct WallPost {
  int height = 0;              // eighths of a pixel (the engine's wallheight)
  int page = kMissingTexture;  // index into Textures::walls
  int texel_column = 0;        // 0..63
  friend bool operator==(const WallPost&, const WallPost&) = default;
};

using SeenTiles = std::array<std::uint8_t, kGridTiles>;  // [x][y], like the tile map

// Casts every column of the view: posts.size() becomes projection.width; `seen` gets the tiles
// the rays passed (it is not cleared first).
void cast_walls(const Scene& scene, const Projection& projection, const Eye& eye,
                std::vector<WallPost>& posts, SeenTiles& seen);

// The 64 bytes of a post's texel column, or nullptr when its texture is missing.
inline const std::uint8_t* texture_column(const Textures& textures, const WallPost& post) {
  if (post.page < 0 || static_cast<std::size_t>(post.page) >= textures.walls.size()) return nullptr;
  const std::optional<WallTexture>& texture = textures.walls[static_cast<std::size_t>(post.page)];
  return texture ? texture->data() + post.texel_column * kWallSide : nullptr;
}

}  // namespace wolfsuite::raycaster
