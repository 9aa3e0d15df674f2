#include "reference/sim/level_setup.h"

#include "reference/sim/actor_spawn.h"
#include "reference/sim/doors.h"
#include "reference/sim/object_list.h"
#include "reference/sim/player.h"
#include "reference/sim/statics.h"

namespace wolfsuite::sim {
namespace {

// Plane 0 codes 90..101 are doors: even codes vertical (passage east-west), odd horizontal; the
// lock is (code - 90) / 2 (normal, four keys, elevator).
constexpr int kFirstDoorCode = 90;
constexpr int kLastDoorCode = 101;
// Plane 1: the player start (facing north, east, south, west), the static objects, secret walls.
constexpr int kFirstPlayerStart = 19;
constexpr int kLastPlayerStart = 22;
constexpr int kFirstStaticCode = 23;
constexpr int kLastStaticCode = 72;       // Wolfenstein 3-D reads 71 and 72 as table entries too
constexpr int kLastSpearStaticCode = 74;  // Spear's truck and Spear

std::vector<std::uint16_t> grid_plane(const GameMap& map, int plane) {
  std::vector<std::uint16_t> grid(static_cast<std::size_t>(kMapSide * kMapSide), 0);
  const auto& words = map.planes[static_cast<std::size_t>(plane)];
  for (int y = 0; y < kMapSide && y < map.height; ++y) {
    for (int x = 0; x < kMapSide && x < map.width; ++x) {
      const std::size_t index = static_cast<std::size_t>(y) * map.width + static_cast<std::size_t>(x);
      if (index < words.size()) grid[static_cast<std::size_t>(y * kMapSide + x)] = words[index];
    }
  }
  return grid;
}

// Codes below the ambush code are walls (their own tile byte and a blocking cell), the rest floor.
void place_walls(World& world) {
  for (int y = 0; y < kMapSide; ++y) {
    for (int x = 0; x < kMapSide; ++x) {
      const std::uint16_t code = world.floor_code(x, y);
      const bool wall = code < kAmbushTile;
      world.tile(x, y) = wall ? static_cast<std::uint8_t>(code) : 0;
      world.cell(x, y) = wall ? code : 0;
    }
  }
}

void place_doors(World& world) {
  for (int y = 0; y < kMapSide; ++y) {
    for (int x = 0; x < kMapSide; ++x) {
      const int code = world.floor_code(x, y);
      if (code < kFirstDoorCode || code > kLastDoorCode) continue;
      const int offset = code - kFirstDoorCode;
      spawn_door(world, x, y, offset % 2 == 0, static_cast<DoorLock>(offset / 2));
    }
  }
}

void scan_objects(World& world) {
  const int last_static = world.spear ? kLastSpearStaticCode : kLastStaticCode;
  for (int y = 0; y < kMapSide; ++y) {
    for (int x = 0; x < kMapSide; ++x) {
      const int code = world.object_code(x, y);
      if (code == 0) continue;
      if (code >= kFirstPlayerStart && code <= kLastPlayerStart) {
        spawn_player(world, x, y, code - kFirstPlayerStart);
      } else if (code >= kFirstStaticCode && code <= last_static) {
        spawn_static(world, x, y, code - kFirstStaticCode);
      } else if (code == kPushableTile) {
        ++world.game.secret_total;
      } else {
        spawn_actor_for_code(world, code, x, y);
      }
    }
  }
}

bool valid_area(std::uint16_t code) { return code >= kAreaTile && code < kAreaTile + kNumAreas; }

// An ambush marker's floor takes an area from its neighbours, checked east, north, south, west;
// the last valid one wins.
void replace_ambush_codes(World& world) {
  for (int y = 0; y < kMapSide; ++y) {
    for (int x = 0; x < kMapSide; ++x) {
      if (world.floor_code(x, y) != kAmbushTile) continue;
      std::uint16_t code = kAmbushTile;
      for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}, std::pair{-1, 0}}) {
        const std::uint16_t neighbour = world.floor_code(x + dx, y + dy);
        if (valid_area(neighbour)) code = neighbour;
      }
      world.set_floor_code(x, y, code);
    }
  }
}

}  // namespace

World set_up_level(const GameMap& map, const LevelOptions& options) {
  World world;
  world.spear = options.spear;
  world.shareware = options.shareware;
  world.demo_rules = options.demo_rules;
  world.game.difficulty = options.difficulty;
  world.game.map = options.map_number;
  world.random.index = options.random_index & 0xff;
  world.view.view_size = options.view_size;
  world.view.view_width = options.view_width;
  world.view.view_height = options.view_height;
  world.view.center_x = options.view_width / 2 - 1;
  world.view.shoot_delta = options.view_width / 10;
  world.plane0 = grid_plane(map, 0);
  world.plane1 = grid_plane(map, 1);

  place_walls(world);
  init_object_list(world);
  world.player = get_new_actor(world);
  place_doors(world);
  scan_objects(world);
  replace_ambush_codes(world);
  return world;
}

}  // namespace wolfsuite::sim
