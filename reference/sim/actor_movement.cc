#include "reference/sim/actor_movement.h"

#include <array>
#include <cstdlib>

#include "reference/sim/doors.h"
#include "reference/sim/player.h"

namespace wolfsuite::sim {
namespace {

constexpr int kPathArrows = 90;  // ICONARROWS: plane 1 codes 90..97 turn a patrol, dir = code - 90
constexpr int kDoorNumberBitsDemo = 0x3F;  // the original keeps 6 bits of the door tile
constexpr int kDoorNumberBitsFixed = 0x7F;

struct Step {
  int dx;
  int dy;
};
// One tile in each direction, in Dir order (east, then counter-clockwise; y grows south).
constexpr std::array<Step, 9> kSteps = {{
    {1, 0},
    {1, -1},
    {0, -1},
    {-1, -1},
    {-1, 0},
    {-1, 1},
    {0, 1},
    {1, 1},
    {0, 0},
}};

Step step_of(Dir dir) { return kSteps[static_cast<std::size_t>(dir)]; }

bool is_diagonal(Dir dir) { return dir != Dir::kNone && (static_cast<int>(dir) & 1) != 0; }

// The engine's opposite[] table: the reverse direction, kNone stays kNone.
Dir opposite(Dir dir) {
  if (dir == Dir::kNone) return Dir::kNone;
  return static_cast<Dir>((static_cast<int>(dir) + 4) % 8);
}

// The engine's diagonal[][] table: the diagonal between two cardinal directions at right
// angles, kNone for any other pair.
Dir diagonal_between(Dir a, Dir b) {
  const auto cardinal = [](Dir d) {
    return d == Dir::kEast || d == Dir::kNorth || d == Dir::kWest || d == Dir::kSouth;
  };
  if (!cardinal(a) || !cardinal(b)) return Dir::kNone;
  const Step sa = step_of(a);
  const Step sb = step_of(b);
  const Step sum{sa.dx + sb.dx, sa.dy + sb.dy};
  if (sum.dx == 0 || sum.dy == 0) return Dir::kNone;
  for (int d = 1; d < 8; d += 2) {
    const Step s = kSteps[static_cast<std::size_t>(d)];
    if (s.dx == sum.dx && s.dy == sum.dy) return static_cast<Dir>(d);
  }
  return Dir::kNone;
}

// A tile an actor steps into diagonally, or a dog into any tile (CHECKDIAG): anything but an
// empty cell or an actor that cannot be shot (a corpse) blocks, doors included.
bool diagonal_tile_free(const World& world, int x, int y) {
  const Cell cell = world.cell(x, y);
  if (cell == 0) return true;
  if (!is_actor(cell)) return false;
  return (world.obj(actor_slot(cell)).flags & kFlShootable) == 0;
}

// What a straight step finds in the next tile (CHECKSIDE).
enum class SideResult : std::uint8_t { kFree, kBlocked, kDoor };
SideResult side_tile(const World& world, int x, int y) {
  const Cell cell = world.cell(x, y);
  if (cell == 0) return SideResult::kFree;
  if (is_actor(cell)) {
    return (world.obj(actor_slot(cell)).flags & kFlShootable) != 0 ? SideResult::kBlocked
                                                                   : SideResult::kFree;
  }
  if (cell < kBitDoor) return SideResult::kBlocked;  // a wall or a blocking static
  return SideResult::kDoor;
}

bool passes_doors_as_walls(ActorClass object_class) {
  return object_class == ActorClass::kDog || object_class == ActorClass::kFake;
}

bool passes_through_doors(ActorClass object_class) {
  return object_class == ActorClass::kGhost || object_class == ActorClass::kSpectre;
}

// The open_door call the engine makes, for a door number the map may not hold (a corrupt tile).
void open_door_if_present(World& world, int door) {
  if (door >= 0 && door < static_cast<int>(world.doors.size())) open_door(world, door);
}

void take_step(Actor& actor, Dir dir) {
  const Step step = step_of(dir);
  actor.tile_x += step.dx;
  actor.tile_y += step.dy;
}

void arrive_in_new_tile(World& world, Actor& actor) {
  actor.area = static_cast<std::uint8_t>(world.floor_code(actor.tile_x, actor.tile_y) - kAreaTile);
  actor.distance = kTileGlobal;
}

// The inert objects (BJ's run is not one) step without looking.
bool walk_blind(World& world, Actor& actor) {
  take_step(actor, actor.dir);
  arrive_in_new_tile(world, actor);
  return true;
}

bool try_dir(World& world, int slot, Dir dir) {
  world.obj(slot).dir = dir;
  return try_walk(world, slot);
}

}  // namespace

bool area_reaches_player(const World& world, std::uint8_t area) {
  return area >= kNumAreas || world.area_by_player[area];
}

void snap_to_tile_centre(Actor& actor) {
  actor.x = (actor.tile_x << 16) + kTileGlobal / 2;
  actor.y = (actor.tile_y << 16) + kTileGlobal / 2;
}

bool try_walk(World& world, int slot) {
  Actor& actor = world.obj(slot);
  if (actor.object_class == ActorClass::kInert) return walk_blind(world, actor);
  if (actor.dir == Dir::kNone) return false;

  const Step step = step_of(actor.dir);
  const int x = actor.tile_x + step.dx;
  const int y = actor.tile_y + step.dy;
  int door = -1;
  if (is_diagonal(actor.dir)) {
    if (!diagonal_tile_free(world, x, y) || !diagonal_tile_free(world, x, actor.tile_y) ||
        !diagonal_tile_free(world, actor.tile_x, y)) {
      return false;
    }
  } else if (passes_doors_as_walls(actor.object_class)) {
    if (!diagonal_tile_free(world, x, y)) return false;
  } else {
    switch (side_tile(world, x, y)) {
      case SideResult::kFree:
        break;
      case SideResult::kBlocked:
        return false;
      case SideResult::kDoor: {
        const int cell = static_cast<int>(world.cell(x, y));
        if (world.demo_rules) {
          door = cell & kDoorNumberBitsDemo;
          break;
        }
        door = cell & kDoorNumberBitsFixed;
        if (!passes_through_doors(actor.object_class)) {
          open_door_if_present(world, door);
          actor.distance = -1 - door;  // wait in this tile for the door
          return true;
        }
        break;
      }
    }
  }
  take_step(actor, actor.dir);
  if (door != -1) {
    // The actor holds the door's tile but keeps its old area until it walks on.
    open_door_if_present(world, door);
    actor.distance = -1 - door;
    return true;
  }
  arrive_in_new_tile(world, actor);
  return true;
}

void select_dodge_dir(World& world, int slot) {
  Actor& actor = world.obj(slot);
  Dir turnaround = opposite(actor.dir);
  if (actor.flags & kFlFirstAttack) {
    turnaround = Dir::kNone;  // turning around is fine right after noticing the player
    actor.flags &= ~kFlFirstAttack;
  }
  const Actor& player = world.player_obj();
  const int delta_x = player.tile_x - actor.tile_x;
  const int delta_y = player.tile_y - actor.tile_y;

  // Preference: [1] and [2] the cardinal directions towards the player, [3] and [4] away, [0]
  // the diagonal between [1] and [2].
  std::array<Dir, 5> tries{};
  tries[1] = delta_x > 0 ? Dir::kEast : Dir::kWest;
  tries[3] = delta_x > 0 ? Dir::kWest : Dir::kEast;
  tries[2] = delta_y > 0 ? Dir::kSouth : Dir::kNorth;
  tries[4] = delta_y > 0 ? Dir::kNorth : Dir::kSouth;
  const auto swap_axes = [&tries] {
    std::swap(tries[1], tries[2]);
    std::swap(tries[3], tries[4]);
  };
  if (std::abs(delta_x) > std::abs(delta_y)) swap_axes();
  if (world.random.next() < 128) swap_axes();
  tries[0] = diagonal_between(tries[1], tries[2]);

  for (Dir dir : tries) {
    if (dir == Dir::kNone || dir == turnaround) continue;
    if (try_dir(world, slot, dir)) return;
  }
  if (turnaround != Dir::kNone && try_dir(world, slot, turnaround)) return;
  world.obj(slot).dir = Dir::kNone;
}

// The search when nothing leads towards (or away from) the player: north, north-west, west, or
// the reverse order (the engine steps its direction variable through the diagonal between them).
template <typename Skip>
bool sweep_north_to_west(World& world, int slot, Skip skip) {
  const bool ascending = world.random.next() > 128;
  for (int i = 0; i < 3; ++i) {
    const Dir dir = static_cast<Dir>(ascending ? static_cast<int>(Dir::kNorth) + i
                                               : static_cast<int>(Dir::kWest) - i);
    if (skip(dir)) continue;
    if (try_dir(world, slot, dir)) return true;
  }
  return false;
}

void select_chase_dir(World& world, int slot) {
  Actor& actor = world.obj(slot);
  const Dir old_dir = actor.dir;
  const Dir turnaround = opposite(old_dir);
  const Actor& player = world.player_obj();
  const int delta_x = player.tile_x - actor.tile_x;
  const int delta_y = player.tile_y - actor.tile_y;

  Dir first = delta_x > 0 ? Dir::kEast : delta_x < 0 ? Dir::kWest : Dir::kNone;
  Dir second = delta_y > 0 ? Dir::kSouth : delta_y < 0 ? Dir::kNorth : Dir::kNone;
  if (std::abs(delta_y) > std::abs(delta_x)) std::swap(first, second);
  if (first == turnaround) first = Dir::kNone;
  if (second == turnaround) second = Dir::kNone;

  if (first != Dir::kNone && try_dir(world, slot, first)) return;
  if (second != Dir::kNone && try_dir(world, slot, second)) return;
  if (old_dir != Dir::kNone && try_dir(world, slot, old_dir)) return;
  if (sweep_north_to_west(world, slot, [turnaround](Dir dir) { return dir == turnaround; })) {
    return;
  }
  if (turnaround != Dir::kNone && try_dir(world, slot, turnaround)) return;
  world.obj(slot).dir = Dir::kNone;
}

void select_run_dir(World& world, int slot) {
  const Actor& actor = world.obj(slot);
  const Actor& player = world.player_obj();
  const int delta_x = player.tile_x - actor.tile_x;
  const int delta_y = player.tile_y - actor.tile_y;
  Dir first = delta_x < 0 ? Dir::kEast : Dir::kWest;
  Dir second = delta_y < 0 ? Dir::kSouth : Dir::kNorth;
  if (std::abs(delta_y) > std::abs(delta_x)) std::swap(first, second);
  if (try_dir(world, slot, first)) return;
  if (try_dir(world, slot, second)) return;
  if (sweep_north_to_west(world, slot, [](Dir) { return false; })) return;
  world.obj(slot).dir = Dir::kNone;
}

void select_path_dir(World& world, int slot) {
  Actor& actor = world.obj(slot);
  const unsigned arrow =
      static_cast<unsigned>(world.object_code(actor.tile_x, actor.tile_y)) - kPathArrows;
  if (arrow < 8) actor.dir = static_cast<Dir>(arrow);
  actor.distance = kTileGlobal;
  if (!try_walk(world, slot)) world.obj(slot).dir = Dir::kNone;
}

void move_obj(World& world, int slot, std::int32_t move) {
  Actor& actor = world.obj(slot);
  if (actor.dir == Dir::kNone) return;
  const Step step = step_of(actor.dir);
  actor.x += step.dx * move;
  actor.y += step.dy * move;

  if (area_reaches_player(world, actor.area)) {
    const Actor& player = world.player_obj();
    const std::int32_t delta_x = actor.x - player.x;
    const std::int32_t delta_y = actor.y - player.y;
    const bool clear = delta_x < -kMinActorDist || delta_x > kMinActorDist ||
                       delta_y < -kMinActorDist || delta_y > kMinActorDist;
    // An actor that lost its line of sight may close in while the player's tile was seen, so
    // it reaches a spot where CheckLine sees him again.
    const bool closing_in =
        actor.hidden != 0 && world.spot_seen[static_cast<std::size_t>(player.tile_x)]
                                            [static_cast<std::size_t>(player.tile_y)];
    if (!clear && !closing_in) {
      if (actor.object_class == ActorClass::kGhost || actor.object_class == ActorClass::kSpectre) {
        take_damage(world, world.tics * 2, slot);
      }
      Actor& backed = world.obj(slot);
      backed.x -= step.dx * move;
      backed.y -= step.dy * move;
      return;
    }
  }
  actor.distance -= move;
}

bool door_open_for(World& world, int slot) {
  Actor& actor = world.obj(slot);
  const int door = -1 - actor.distance;
  open_door_if_present(world, door);
  if (door < 0 || door >= static_cast<int>(world.doors.size()) ||
      world.doors[static_cast<std::size_t>(door)].action != DoorAction::kOpen) {
    return false;
  }
  actor.distance = kTileGlobal;
  return true;
}

}  // namespace wolfsuite::sim
