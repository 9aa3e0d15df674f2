#include "reference/sim/actor_sight.h"

#include <array>
#include <cstdlib>

#include "reference/sim/actor_movement.h"
#include "reference/sim/actor_spawn.h"
#include "reference/sim/actor_states.h"

namespace wolfsuite::sim {
namespace {

constexpr std::int32_t kMinSight = 0x18000;  // MINSIGHT: 1.5 tiles, sight is automatic
constexpr int kMaxStep = 0x7FFF;             // the line's slope is clamped to 16 bits

// A tile on the line: true when it stops the line. Walls (and a moving pushwall) stop it; a
// door stops it when its opening is below `intercept` (see check_line).
bool blocks_line(const World& world, std::uint8_t value, unsigned intercept) {
  if (value == 0) return false;
  if (value < kBitDoor) return true;
  const unsigned door = value & ~static_cast<unsigned>(kBitDoor);
  const unsigned position = door < world.doors.size() ? world.doors[door].position : 0;
  return intercept > position;
}

// One pass of the trace: across the tile lines of the `major` axis (x when kMajorIsX), following
// the line's slope on the `minor` axis. Coordinates in 1/256 tile. Off the map the line is
// stopped; the major tiles run monotonically to the player's, so they are all on the map when
// the first and the last are, and only the minor tile needs checking on the way.
template <bool kMajorIsX>
bool trace_axis(const World& world, int major_from, int minor_from, int major_to, int minor_to,
                int tile_from, int tile_to) {
  if (tile_to == tile_from) return true;
  int partial;
  int major_step;
  if (tile_to > tile_from) {
    partial = 256 - (major_from & 0xFF);
    major_step = 1;
  } else {
    partial = major_from & 0xFF;
    major_step = -1;
  }
  const int delta_frac = std::abs(major_to - major_from);
  const int delta = minor_to - minor_from;
  std::int32_t slope = (static_cast<std::int32_t>(delta) << 8) / delta_frac;
  if (slope > kMaxStep) slope = kMaxStep;
  if (slope < -kMaxStep) slope = -kMaxStep;
  const int minor_step = static_cast<int>(slope);
  int minor_frac = minor_from + ((static_cast<std::int32_t>(minor_step) * partial) >> 8);

  int tile = tile_from + major_step;
  const auto on_axis = [](int t) {
    return static_cast<unsigned>(t) < static_cast<unsigned>(kMapSide);
  };
  if (!on_axis(tile) || !on_axis(tile_to)) return false;
  const int end = tile_to + major_step;
  do {
    const int minor_tile = minor_frac >> 8;
    if (!on_axis(minor_tile)) return false;
    minor_frac += minor_step;
    const std::uint8_t value =
        kMajorIsX ? world.tile(tile, minor_tile) : world.tile(minor_tile, tile);
    tile += major_step;
    const unsigned intercept = static_cast<unsigned>(minor_frac - minor_step / 2);
    if (blocks_line(world, value, intercept)) return false;
  } while (tile != end);
  return true;
}

// The engine's reaction times (SightPlayer): tics before a class that noticed the player turns
// to attack, drawn from the random table where the divisor is non-zero.
struct Reaction {
  ActorClass object_class;
  int random_divisor;  // 1 + rnd / divisor; 0: the fixed time
  int fixed_tics;
};
constexpr std::array kReactions = {
    Reaction{ActorClass::kGuard, 4, 0},       Reaction{ActorClass::kOfficer, 0, 2},
    Reaction{ActorClass::kMutant, 6, 0},      Reaction{ActorClass::kSs, 6, 0},
    Reaction{ActorClass::kDog, 8, 0},         Reaction{ActorClass::kBoss, 0, 1},
    Reaction{ActorClass::kSchabbs, 0, 1},     Reaction{ActorClass::kFake, 0, 1},
    Reaction{ActorClass::kMechaHitler, 0, 1}, Reaction{ActorClass::kRealHitler, 0, 1},
    Reaction{ActorClass::kGretel, 0, 1},      Reaction{ActorClass::kGift, 0, 1},
    Reaction{ActorClass::kFat, 0, 1},         Reaction{ActorClass::kSpectre, 0, 1},
    Reaction{ActorClass::kAngel, 0, 1},       Reaction{ActorClass::kTrans, 0, 1},
    Reaction{ActorClass::kUber, 0, 1},        Reaction{ActorClass::kWill, 0, 1},
    Reaction{ActorClass::kDeath, 0, 1},
};

void start_reaction_time(World& world, Actor& actor) {
  for (const Reaction& reaction : kReactions) {
    if (reaction.object_class != actor.object_class) continue;
    actor.temp2 = static_cast<std::int16_t>(reaction.random_divisor != 0
                                                ? 1 + world.random.next() / reaction.random_divisor
                                                : reaction.fixed_tics);
    return;
  }
}

// What first sight does to each class: its chase state and its new speed (a multiple of the
// patrol speed, or a fixed speed for Hans and Spear's bosses).
struct ChaseStart {
  ActorClass object_class;
  StateId state;
  std::int32_t speed_factor;  // 0: set fixed_speed
  std::int32_t fixed_speed;
};
constexpr std::array kChaseStarts = {
    ChaseStart{ActorClass::kGuard, kGuardChase1, 3, 0},
    ChaseStart{ActorClass::kOfficer, kOfficerChase1, 5, 0},
    ChaseStart{ActorClass::kMutant, kMutantChase1, 3, 0},
    ChaseStart{ActorClass::kSs, kSsChase1, 4, 0},
    ChaseStart{ActorClass::kDog, kDogChase1, 2, 0},
    ChaseStart{ActorClass::kBoss, kBossChase1, 0, kPatrolSpeed * 3},
    ChaseStart{ActorClass::kGretel, kGretelChase1, 3, 0},
    ChaseStart{ActorClass::kGift, kGiftChase1, 3, 0},
    ChaseStart{ActorClass::kFat, kFatChase1, 3, 0},
    ChaseStart{ActorClass::kSchabbs, kSchabbChase1, 3, 0},
    ChaseStart{ActorClass::kFake, kFakeChase1, 3, 0},
    ChaseStart{ActorClass::kMechaHitler, kMechaChase1, 3, 0},
    ChaseStart{ActorClass::kRealHitler, kHitlerChase1, 5, 0},
    ChaseStart{ActorClass::kGhost, kBlinkyChase1, 2, 0},
    ChaseStart{ActorClass::kSpectre, kSpectreChase1, 0, 800},
    ChaseStart{ActorClass::kAngel, kAngelChase1, 0, 1536},
    ChaseStart{ActorClass::kTrans, kTransChase1, 0, 1536},
    ChaseStart{ActorClass::kUber, kUberChase1, 0, 3000},
    ChaseStart{ActorClass::kWill, kWillChase1, 0, 2048},
    ChaseStart{ActorClass::kDeath, kDeathChase1, 0, 2048},
};

// Is the player behind an actor facing `dir`? Cardinal directions look at a half plane; the
// diagonal ones only under the later fix.
bool behind_back(const World& world, Dir dir, std::int32_t delta_x, std::int32_t delta_y) {
  switch (dir) {
    case Dir::kNorth:
      return delta_y > 0;
    case Dir::kEast:
      return delta_x < 0;
    case Dir::kSouth:
      return delta_y < 0;
    case Dir::kWest:
      return delta_x > 0;
    case Dir::kNorthWest:
      return !world.demo_rules && delta_y > -delta_x;
    case Dir::kNorthEast:
      return !world.demo_rules && delta_y > delta_x;
    case Dir::kSouthWest:
      return !world.demo_rules && delta_x > delta_y;
    case Dir::kSouthEast:
      return !world.demo_rules && -delta_x > delta_y;
    case Dir::kNone:
      return false;
  }
  return false;
}

}  // namespace

bool check_line(const World& world, int slot) {
  const Actor& actor = world.obj(slot);
  const Actor& player = world.player_obj();
  const int x1 = actor.x >> 8;  // 1/256 tile
  const int y1 = actor.y >> 8;
  const int x2 = static_cast<std::uint16_t>(player.x >> 8);  // plux, pluy
  const int y2 = static_cast<std::uint16_t>(player.y >> 8);
  return trace_axis<true>(world, x1, y1, x2, y2, x1 >> 8, player.tile_x) &&
         trace_axis<false>(world, y1, x1, y2, x2, y1 >> 8, player.tile_y);
}

bool check_sight(const World& world, int slot) {
  const Actor& actor = world.obj(slot);
  if (!area_reaches_player(world, actor.area)) return false;
  const Actor& player = world.player_obj();
  const std::int32_t delta_x = player.x - actor.x;
  const std::int32_t delta_y = player.y - actor.y;
  if (delta_x > -kMinSight && delta_x < kMinSight && delta_y > -kMinSight && delta_y < kMinSight) {
    return true;
  }
  if (behind_back(world, actor.dir, delta_x, delta_y)) return false;
  return check_line(world, slot);
}

bool sight_player(World& world, int slot) {
  Actor& actor = world.obj(slot);
  if (actor.temp2 != 0) {
    actor.temp2 = static_cast<std::int16_t>(actor.temp2 - world.tics);
    if (actor.temp2 > 0) return false;
    actor.temp2 = 0;
    first_sighting(world, slot);
    return true;
  }
  if (!area_reaches_player(world, actor.area)) return false;
  if (actor.flags & kFlAmbush) {
    if (!check_sight(world, slot)) return false;
    actor.flags &= ~kFlAmbush;
  } else if (!world.made_noise && !check_sight(world, slot)) {
    return false;
  }
  start_reaction_time(world, actor);
  return false;
}

void first_sighting(World& world, int slot) {
  Actor& actor = world.obj(slot);
  for (const ChaseStart& start : kChaseStarts) {
    if (start.object_class != actor.object_class) continue;
    new_state(world, slot, start.state);
    actor.speed = start.speed_factor != 0 ? actor.speed * start.speed_factor : start.fixed_speed;
    break;
  }
  if (actor.distance < 0) actor.distance = 0;  // forget the door it waited for
  actor.flags |= kFlAttackMode | kFlFirstAttack;
}

}  // namespace wolfsuite::sim
