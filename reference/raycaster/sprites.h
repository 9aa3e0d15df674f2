#pragma once
// The objects the engine would draw this frame, where and how large, in drawing order.
//
// An object is drawn when its tile was seen by a ray (spotvis) and its centre, pulled ACTORSIZE
// towards the viewer, is at least MINDIST in front of the eye. It covers 2 * half_height columns
// centred on screen_x and as many rows centred on the screen's middle, like a wall at its depth.
// The farthest object comes first, so nearer ones paint over it; equal sizes keep level order.
// Each of its columns is drawn only where the wall of that column is not nearer (its half height
// is not larger than the object's), and only its opaque pixels.
#include <cstdint>
#include <vector>

#include "reference/raycaster/projection.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

struct ProjectedSprite {
  int screen_x = 0;
  int half_height = 0;
  const SpriteImage* image = nullptr;
  friend bool operator==(const ProjectedSprite&, const ProjectedSprite&) = default;
};

std::vector<ProjectedSprite> project_sprites(const Scene& scene, const Projection& projection,
                                             const SeenTiles& seen);

}  // namespace wolfsuite::raycaster
