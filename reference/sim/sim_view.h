#pragma once
// The frame the game logic reads back (the engine's ThreeDRefresh as the logic sees it): the
// level drawn from the player's view with the reference raycaster, then the frame's side effects
// applied in the engine's order:
// - spot_seen: the tiles the rays reached;
// - statics: a bonus item within the pick-up's reach on a seen tile is offered to GetBonus;
// - actors: one whose tile or an open neighbour was seen becomes active (it thinks from now on
//   even outside the player's areas); drawn, it is marked visible with its screen column and
//   distance, which the gun reads; too close to draw, it keeps its last column; unseen, it is
//   no longer visible.
#include <vector>

#include "decoders/wolf/maps.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/scene.h"
#include "reference/sim/world.h"

namespace wolfsuite::sim {

class SimView {
 public:
  // `textures` must outlive the view. The view window is world.view's width and height. Without
  // `draw`, refresh() computes only what the view makes visible, and frame() stays blank.
  SimView(const GameMap& map, const World& world, const raycaster::Textures& textures,
          bool draw = true);

  // Draws the world's current view into frame() (when drawing) and applies its side effects to
  // `world`.
  void refresh(World& world);

  const raycaster::Frame& frame() const { return frame_; }

 private:
  void sync_scene(const World& world);

  raycaster::Level level_;
  const raycaster::Textures& textures_;
  raycaster::Motion motion_;
  raycaster::FastRenderer renderer_;
  raycaster::Frame frame_;
  bool draw_;
  std::vector<int> static_index_;  // Level::statics[i] is World::statics[static_index_[i]]
  std::vector<int> actor_slot_;    // Level::actors[i] is the object in slot actor_slot_[i]
};

}  // namespace wolfsuite::sim
