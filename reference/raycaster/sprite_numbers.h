#pragma once
// Which VSWAP sprite (index from the sprite start) the engine draws for each object of plane 1.
//
// The engine numbers its sprites by one list (SPR_DEMO, SPR_DEATHCAM, the static objects, then
// each enemy's frames); Spear of Destiny has 4 more static objects, which moves every later
// number by 4, and other bosses. Counting that list gives the first frame of each kind below; it
// accounts for every sprite chunk of wl1 (436) and of sdm (421) — see sprite_numbers_test.cc.
#include <optional>

#include "decoders/wolf/map_semantics.h"

namespace wolfsuite::raycaster {

// Sprites in the engine's list: 436 in Wolfenstein 3-D, 421 in Spear (its last 20 are the
// player's weapon frames, after the last boss).
int engine_sprite_count(bool spear);

// The sprite of static object `index` (plane 1 code - 23): 2 + index; nullopt past the version's
// static objects (48 in Wolfenstein 3-D, 52 in Spear).
std::optional<int> static_sprite(int index, bool spear);

// The first of an enemy's eight rotations: the standing frames for a standing guard, officer, SS
// or mutant, the first walking frames for a patrolling one and for dogs (which have no standing
// frames). Frame = first + rotation (rotation_frame).
int enemy_first_sprite(EnemyKind kind, bool patrol, bool spear);

// A dead guard (plane 1 code 124).
int corpse_sprite(bool spear);

// The first walking frame of a boss, which the engine draws without rotations; nullopt for a
// boss of the other game.
std::optional<int> boss_sprite(BossKind kind, bool spear);

// Wolfenstein 3-D's ghosts (codes 224..227); nullopt in Spear.
std::optional<int> ghost_sprite(int code, bool spear);

// Which of an actor's eight rotations faces the viewer. `view_degrees` is the view angle in whole
// degrees (0 east, counter-clockwise), `direction` the actor's facing (0 east, 1 north-east, ...,
// counter-clockwise, the engine's dirtype). The engine's CalcRotate: (view - 180 - 45 * direction
// + 22) modulo 360, divided by 45.
int rotation_frame(int view_degrees, int direction);

}  // namespace wolfsuite::raycaster
