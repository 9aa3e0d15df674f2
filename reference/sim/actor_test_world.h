#pragma once
// Small hand-built worlds for the actor tests: a 64 x 64 map of one floor area walled at the
// border, the player's object first in the list, and helpers to place walls, doors and actors.
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"
#include "reference/sim/object_list.h"
#include "reference/sim/world.h"

namespace wolfsuite::sim::testing {

inline constexpr std::uint8_t kTestWall = 1;

inline void put_wall(World& world, int x, int y) {
  world.tile(x, y) = kTestWall;
  world.cell(x, y) = kTestWall;
}

// A door of number world.doors.size() at (x, y), closed unless `position` says otherwise.
inline int put_door(World& world, int x, int y, std::uint16_t position = 0) {
  const int number = static_cast<int>(world.doors.size());
  Door door;
  door.tile_x = x;
  door.tile_y = y;
  door.vertical = true;
  door.position = position;
  door.action = position == 0xFFFF ? DoorAction::kOpen : DoorAction::kClosed;
  world.doors.push_back(door);
  world.tile(x, y) = static_cast<std::uint8_t>(kBitDoor | number);
  world.cell(x, y) = static_cast<Cell>(kBitDoor | number);
  return number;
}

inline void put_player_at(World& world, int tile_x, int tile_y) {
  Actor& player = world.player_obj();
  player.tile_x = tile_x;
  player.tile_y = tile_y;
  player.x = (tile_x << 16) + kTileGlobal / 2;
  player.y = (tile_y << 16) + kTileGlobal / 2;
}

// The room: floor area 0 everywhere (connected to the player), border walls, the player at
// (player_x, player_y).
inline World test_world(int player_x = 32, int player_y = 32, bool demo_rules = true) {
  World world;
  world.demo_rules = demo_rules;
  world.plane0.assign(kMapSide * kMapSide, kAreaTile);
  world.plane1.assign(kMapSide * kMapSide, 0);
  init_object_list(world);
  for (int i = 0; i < kMapSide; ++i) {
    put_wall(world, i, 0);
    put_wall(world, i, kMapSide - 1);
    put_wall(world, 0, i);
    put_wall(world, kMapSide - 1, i);
  }
  world.player = get_new_actor(world);
  Actor& player = world.player_obj();
  player.object_class = ActorClass::kPlayer;
  player.state = kStatePlayer;
  player.active = Active::kYes;
  player.flags = kFlNeverMark;
  put_player_at(world, player_x, player_y);
  world.area_by_player[0] = true;
  return world;
}

// A plane 1 actor code spawned at (x, y); returns its slot.
inline int spawn_code(World& world, int code, int x, int y) {
  spawn_actor_for_code(world, code, x, y);
  return world.new_obj;
}

// Plane 1 codes (easy band; +36 medium, +72 hard): standing guard facing east, patrolling guard
// facing east, standing SS facing east, patrolling dog facing east.
inline constexpr int kGuardStandingEast = 108;
inline constexpr int kGuardPatrolEast = 112;
inline constexpr int kSsStandingEast = 126;
inline constexpr int kDogPatrolEast = 138;

}  // namespace wolfsuite::sim::testing
