#include "reference/sim/player.h"

#include "reference/sim/actor_states.h"
#include "reference/sim/doors.h"
#include "reference/sim/player_movement.h"
#include "reference/sim/player_weapons.h"
#include "reference/sim/pushwall.h"

namespace wolfsuite::sim {
namespace {

constexpr int kAngles = 360;
constexpr int kFaceFrames = 3;  // faceframe 0..2; the draw's 3 shows as 1

// UpdateFace: the status face's idle glance, which draws from the random table and so is part
// of the logic. The engine's live game pauses it while the chain gun's pick-up sound plays;
// demos (and this model, always) count face updates instead (facetimes).
void update_face(World& world) {
  if (world.face_times > 0) {
    --world.face_times;
    return;
  }
  world.face_count += world.tics;
  if (world.face_count > world.random.next()) {
    world.game.face_frame = world.random.next() >> 6;
    if (world.game.face_frame == kFaceFrames) world.game.face_frame = 1;
    world.face_count = 0;
  }
}

// VictorySpin: after the exit, the view turns north and backs away.
void victory_spin(World& world) {
  Actor& player = world.player_obj();
  constexpr int kNorth = 270;  // the spin's target angle
  if (player.angle > kNorth) {
    player.angle = static_cast<std::int16_t>(player.angle - world.tics * 3);
    if (player.angle < kNorth) player.angle = kNorth;
  } else if (player.angle < kNorth) {
    player.angle = static_cast<std::int16_t>(player.angle + world.tics * 3);
    if (player.angle > kNorth) player.angle = kNorth;
  }
  const std::int32_t stop_y = ((player.tile_y - 5) << 16) - 0x3000;
  if (player.y > stop_y) {
    player.y -= world.tics * 4096;
    if (player.y < stop_y) player.y = stop_y;
  }
}

// Cmd_Use: the tile in the cardinal direction the player faces: a secret wall is pushed, the
// elevator switch (east or west only) ends the level, a door is operated.
void use_what_is_ahead(World& world) {
  const Actor& player = world.player_obj();
  int check_x = player.tile_x;
  int check_y = player.tile_y;
  int dir = 0;
  bool elevator_ok = false;
  if (player.angle < kAngles / 8 || player.angle > 7 * kAngles / 8) {
    ++check_x;
    dir = 1;
    elevator_ok = true;
  } else if (player.angle < 3 * kAngles / 8) {
    --check_y;
    dir = 0;
  } else if (player.angle < 5 * kAngles / 8) {
    --check_x;
    dir = 3;
    elevator_ok = true;
  } else {
    ++check_y;
    dir = 2;
  }
  if (!World::on_map(check_x, check_y)) return;
  const std::uint8_t tile = world.tile(check_x, check_y);
  if (world.object_code(check_x, check_y) == kPushableTile) {
    push_wall(world, check_x, check_y, dir);
    return;
  }
  Controls& controls = world.controls;
  if (!controls.held[kBtUse] && tile == kElevatorTile && elevator_ok) {
    controls.held[kBtUse] = true;
    ++world.tile(check_x, check_y);  // the switch flips
    world.play_state = world.floor_code(player.tile_x, player.tile_y) == kAltElevatorTile
                           ? PlayState::kSecretLevel
                           : PlayState::kCompleted;
  } else if (!controls.held[kBtUse] && (tile & kBitDoor)) {
    controls.held[kBtUse] = true;
    operate_door(world, tile & ~kBitDoor);
  }
}

void update_player_tile(World& world) {
  Actor& player = world.player_obj();
  player.tile_x = static_cast<std::int16_t>(player.x >> 16);
  player.tile_y = static_cast<std::int16_t>(player.y >> 16);
}

}  // namespace

void spawn_player(World& world, int tile_x, int tile_y, int dir) {
  Actor& player = world.player_obj();
  player.object_class = ActorClass::kPlayer;
  player.active = Active::kYes;
  player.tile_x = tile_x;
  player.tile_y = tile_y;
  player.area = static_cast<std::uint8_t>(world.floor_code(tile_x, tile_y) - kAreaTile);
  player.x = (tile_x << 16) + kTileGlobal / 2;
  player.y = (tile_y << 16) + kTileGlobal / 2;
  player.state = kStatePlayer;
  player.angle = static_cast<std::int16_t>((1 - dir) * 90);
  if (player.angle < 0) player.angle = static_cast<std::int16_t>(player.angle + kAngles);
  player.flags = kFlNeverMark;
  thrust(world, 0, 0);  // sets the tile, the area and the thrust speed
  init_areas(world);
}

void think_player(World& world, int slot) {
  if (world.game.victory) {
    victory_spin(world);
    return;
  }
  update_face(world);
  check_weapon_change(world);
  if (world.controls.state[kBtUse]) use_what_is_ahead(world);
  if (world.controls.state[kBtAttack] && !world.controls.held[kBtAttack]) start_attack(world);
  control_movement(world, slot);
  if (world.game.victory) return;
  update_player_tile(world);
}

void think_attack(World& world, int slot) {
  update_face(world);
  if (world.game.victory) {
    victory_spin(world);
    return;
  }
  Controls& controls = world.controls;
  // Presses made during an attack do not count.
  if (controls.state[kBtUse] && !controls.held[kBtUse]) controls.state[kBtUse] = false;
  if (controls.state[kBtAttack] && !controls.held[kBtAttack]) controls.state[kBtAttack] = false;
  control_movement(world, slot);
  if (world.game.victory) return;
  update_player_tile(world);
  advance_attack(world, slot);
}

void take_damage(World& world, int points, int attacker) {
  world.last_attacker = attacker;
  if (world.game.victory) return;
  if (world.game.difficulty == Difficulty::kBaby) points >>= 2;
  world.game.health -= points;
  if (world.game.health <= 0) {
    world.game.health = 0;
    world.play_state = PlayState::kDied;
  }
  // Spear shows its "ouch" face on a big hit (with a status bar), restarting the face timer.
  constexpr int kOuchDamage = 30;
  constexpr int kNoStatusBar = 21;
  if (world.spear && points > kOuchDamage && world.game.health != 0 &&
      world.view.view_size != kNoStatusBar) {
    world.face_count = 0;
  }
}

}  // namespace wolfsuite::sim
