#pragma once
// What a frame depends on besides the scene and the view, and what it reports back: the wall
// heights, the tiles the rays saw and what the engine does with each object this frame.
#include <cstdint>
#include <vector>

#include "reference/raycaster/ray_cast.h"

namespace wolfsuite::raycaster {

// The player's weapon drawn over the view (the engine's weapon numbers), or none.
enum class Weapon { kNone = -1, kKnife = 0, kPistol = 1, kMachineGun = 2, kChainGun = 3 };

// What the engine's bonus pick-up checks (GetBonus): a fresh level starts at full health with
// 8 rounds.
struct PlayerState {
  int health = 100;
  int ammo = 8;
};

struct RenderOptions {
  // The engine plays demos with its original rules: the player's own tile is then not marked
  // seen before objects are placed.
  bool demo_playback = false;
  PlayerState player;
  Weapon weapon = Weapon::kNone;
  int weapon_frame = 0;  // 0 the ready frame, 1..4 the attack frames
};

// What happens to an actor's "visible" flag this frame: the engine clears it when none of the
// nine tiles around the actor was seen, sets it when one was and the actor projects, and leaves
// it as it was when one was but the actor is too close to project.
enum class Sighting : std::uint8_t { kHidden, kVisible, kUnchanged };

struct ObjectReport {
  Sighting sighting = Sighting::kHidden;
  bool drawn = false;      // in the frame's draw list
  bool picked_up = false;  // a static bonus the frame's pick-up took (not drawn)
  int view_x = 0;          // screen column of its centre
  int view_height = 0;     // projected height, eighths of a pixel (0: too close)
  // The engine's transx: distance along the view direction after the object's pull, set
  // whenever the object's tiles were seen (even when too close to project). The gun picks the
  // nearest target by it.
  std::int32_t depth = 0;
  bool within_reach = false;  // a static close enough for the pick-up (TransformTile's grab)
  friend bool operator==(const ObjectReport&, const ObjectReport&) = default;
};

struct FrameReport {
  std::vector<WallPost> posts;  // per column: wall height, page, texel column
  SeenTiles seen{};             // [x][y]
  std::vector<ObjectReport> statics;  // per Level::statics
  std::vector<ObjectReport> actors;   // per Level::actors
  friend bool operator==(const FrameReport&, const FrameReport&) = default;
};

}  // namespace wolfsuite::raycaster
