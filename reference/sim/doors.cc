#include "reference/sim/doors.h"

namespace wolfsuite::sim {
namespace {

constexpr int kOpenTics = 300;        // OPENTICS: an open door waits this long, then closes
constexpr int kDoorStepShift = 10;    // a door moves tics << 10 of 0xFFFF a frame (64 tics)
constexpr std::int32_t kFullyOpen = 0xFFFF;

Cell door_cell(int door) { return static_cast<Cell>(kBitDoor | door); }

// The two floor areas a door joins: east and west of a vertical door, north and south of a
// horizontal one (area numbers; not an area when >= kNumAreas).
struct AreaPair {
  unsigned first;
  unsigned second;
};
AreaPair door_areas(const World& world, const Door& door) {
  const int x = door.tile_x;
  const int y = door.tile_y;
  const unsigned first = door.vertical ? world.floor_code(x + 1, y) : world.floor_code(x, y - 1);
  const unsigned second = door.vertical ? world.floor_code(x - 1, y) : world.floor_code(x, y + 1);
  return {first - kAreaTile, second - kAreaTile};
}

void mark_connected(World& world, unsigned area) {
  for (unsigned other = 0; other < static_cast<unsigned>(kNumAreas); ++other) {
    if (world.area_connect[area][other] && !world.area_by_player[other]) {
      world.area_by_player[other] = true;
      mark_connected(world, other);
    }
  }
}

// ConnectAreas: every area reachable from the player's through open doors.
void connect_areas(World& world) {
  world.area_by_player.fill(false);
  const unsigned area = world.player_obj().area;
  if (area >= static_cast<unsigned>(kNumAreas)) return;
  world.area_by_player[area] = true;
  mark_connected(world, area);
}

void change_connection(World& world, const Door& door, int delta) {
  const AreaPair areas = door_areas(world, door);
  const unsigned limit = static_cast<unsigned>(kNumAreas);
  if (areas.first >= limit || areas.second >= limit) return;
  world.area_connect[areas.first][areas.second] =
      static_cast<std::uint8_t>(world.area_connect[areas.first][areas.second] + delta);
  world.area_connect[areas.second][areas.first] =
      static_cast<std::uint8_t>(world.area_connect[areas.second][areas.first] + delta);
  if (world.player_obj().area < limit) connect_areas(world);
}

// Is something standing in the door's way? The door's own cell, the player in the tile or
// overlapping it by MINDIST, or an actor beside it overlapping it the same way.
bool door_blocked(const World& world, const Door& door) {
  const int x = door.tile_x;
  const int y = door.tile_y;
  if (world.cell(x, y) != 0) return true;
  const Actor& player = world.player_obj();
  if (player.tile_x == x && player.tile_y == y) return true;
  const auto overlaps = [&](std::int32_t position, int tile) {
    return ((position + kMinDist) >> 16) == tile || ((position - kMinDist) >> 16) == tile;
  };
  const auto neighbour_reaches = [&](int nx, int ny, bool along_x, int sign) {
    if (!World::on_map(nx, ny) || !is_actor(world.cell(nx, ny))) return false;
    const Actor& actor = world.obj(actor_slot(world.cell(nx, ny)));
    const std::int32_t position = along_x ? actor.x : actor.y;
    return ((position + sign * kMinDist) >> 16) == (along_x ? x : y);
  };
  if (door.vertical) {
    if (player.tile_y == y && overlaps(player.x, x)) return true;
    return neighbour_reaches(x - 1, y, true, 1) || neighbour_reaches(x + 1, y, true, -1);
  }
  if (player.tile_x == x && overlaps(player.y, y)) return true;
  return neighbour_reaches(x, y - 1, false, 1) || neighbour_reaches(x, y + 1, false, -1);
}

// CloseDoor: starts closing unless blocked; the tile blocks again at once.
void close_door(World& world, int door_number) {
  Door& door = world.doors[static_cast<std::size_t>(door_number)];
  if (door_blocked(world, door)) return;
  door.action = DoorAction::kClosing;
  world.cell(door.tile_x, door.tile_y) = door_cell(door_number);
}

void door_open_wait(World& world, int door_number) {
  Door& door = world.doors[static_cast<std::size_t>(door_number)];
  door.tic_count = static_cast<std::int16_t>(door.tic_count + world.tics);
  if (door.tic_count >= kOpenTics) close_door(world, door_number);
}

void door_opening(World& world, int door_number) {
  Door& door = world.doors[static_cast<std::size_t>(door_number)];
  std::int32_t position = door.position;
  if (position == 0) change_connection(world, door, +1);  // just starting: join the areas
  position += world.tics << kDoorStepShift;
  if (position >= kFullyOpen) {
    position = kFullyOpen;
    door.tic_count = 0;
    door.action = DoorAction::kOpen;
    world.cell(door.tile_x, door.tile_y) = 0;
  }
  door.position = static_cast<std::uint16_t>(position);
}

void door_closing(World& world, int door_number) {
  Door& door = world.doors[static_cast<std::size_t>(door_number)];
  const Actor& player = world.player_obj();
  if (world.cell(door.tile_x, door.tile_y) != door_cell(door_number) ||
      (player.tile_x == door.tile_x && player.tile_y == door.tile_y)) {
    open_door(world, door_number);  // something got inside the door
    return;
  }
  std::int32_t position = door.position;
  position -= world.tics << kDoorStepShift;
  if (position <= 0) {
    position = 0;
    door.action = DoorAction::kClosed;
    change_connection(world, door, -1);
  }
  door.position = static_cast<std::uint16_t>(position);
}

}  // namespace

void spawn_door(World& world, int tile_x, int tile_y, bool vertical, DoorLock lock) {
  if (world.doors.size() >= static_cast<std::size_t>(kMaxDoors)) {
    world.quit_reason = "64+ doors on level";
    return;
  }
  const int number = static_cast<int>(world.doors.size());
  Door door;
  door.tile_x = tile_x;
  door.tile_y = tile_y;
  door.vertical = vertical;
  door.lock = lock;
  world.doors.push_back(door);
  world.cell(tile_x, tile_y) = door_cell(number);
  world.tile(tile_x, tile_y) = static_cast<std::uint8_t>(kBitDoor | number);
  // The door tile takes the area of the tile west (vertical) or north of it, and the two tiles
  // its frame faces are marked as door sides.
  if (vertical) {
    world.set_floor_code(tile_x, tile_y, world.floor_code(tile_x - 1, tile_y));
    if (World::on_map(tile_x, tile_y - 1)) world.tile(tile_x, tile_y - 1) |= kBitWall;
    if (World::on_map(tile_x, tile_y + 1)) world.tile(tile_x, tile_y + 1) |= kBitWall;
  } else {
    world.set_floor_code(tile_x, tile_y, world.floor_code(tile_x, tile_y - 1));
    if (World::on_map(tile_x - 1, tile_y)) world.tile(tile_x - 1, tile_y) |= kBitWall;
    if (World::on_map(tile_x + 1, tile_y)) world.tile(tile_x + 1, tile_y) |= kBitWall;
  }
}

void open_door(World& world, int door_number) {
  Door& door = world.doors[static_cast<std::size_t>(door_number)];
  if (door.action == DoorAction::kOpen) {
    door.tic_count = 0;  // reset the open wait
  } else {
    door.action = DoorAction::kOpening;
  }
}

void operate_door(World& world, int door_number) {
  const Door& door = world.doors[static_cast<std::size_t>(door_number)];
  if (door.lock >= DoorLock::kLock1 && door.lock <= DoorLock::kLock4) {
    const int key = static_cast<int>(door.lock) - static_cast<int>(DoorLock::kLock1);
    if (!(world.game.keys & (1 << key))) return;  // locked
  }
  switch (door.action) {
    case DoorAction::kClosed:
    case DoorAction::kClosing:
      open_door(world, door_number);
      break;
    case DoorAction::kOpen:
    case DoorAction::kOpening:
      close_door(world, door_number);
      break;
  }
}

void move_doors(World& world) {
  if (world.game.victory) return;
  for (int door = 0; door < static_cast<int>(world.doors.size()); ++door) {
    switch (world.doors[static_cast<std::size_t>(door)].action) {
      case DoorAction::kOpen:
        door_open_wait(world, door);
        break;
      case DoorAction::kOpening:
        door_opening(world, door);
        break;
      case DoorAction::kClosing:
        door_closing(world, door);
        break;
      case DoorAction::kClosed:
        break;
    }
  }
}

void init_areas(World& world) {
  world.area_by_player.fill(false);
  const unsigned area = world.player_obj().area;
  if (area < static_cast<unsigned>(kNumAreas)) world.area_by_player[area] = true;
}

}  // namespace wolfsuite::sim
