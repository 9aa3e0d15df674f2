#include "reference/sim/actor_spawn.h"

#include <array>

#include "reference/sim/actor_states.h"
#include "reference/sim/object_list.h"

namespace wolfsuite::sim {
namespace {

// The engine's enemy numbering (enemy_t), which indexes the hit point table; the first five,
// added to kGuard, give the class (en_mutant + kGuard is kMutant).
enum Enemy : int {
  kEnGuard,
  kEnOfficer,
  kEnSs,
  kEnDog,
  kEnBoss,
  kEnSchabbs,
  kEnFake,
  kEnHitler,
  kEnMutant,
  kEnBlinky,
  kEnClyde,
  kEnPinky,
  kEnInky,
  kEnGretel,
  kEnGift,
  kEnFat,
  kEnSpectre,
  kEnAngel,
  kEnTrans,
  kEnUber,
  kEnWill,
  kEnDeath,
  kEnemyCount,
};

// starthitpoints: hit points by difficulty (baby, easy, medium, hard) and enemy.
// clang-format off
constexpr std::array<std::array<std::int16_t, kEnemyCount>, 4> kStartHitPoints = {{
    //guard ofc  SS dog  Hans Schabbs fake mecha mutant 4 ghosts     Gretel Gift  Fat spectre angel trans uber will death
    {25, 50, 100, 1, 850, 850, 200, 800, 45, 25, 25, 25, 25, 850, 850, 850, 5, 1450, 850, 1050, 950, 1250},
    {25, 50, 100, 1, 950, 950, 300, 950, 55, 25, 25, 25, 25, 950, 950, 950, 10, 1550, 950, 1150, 1050, 1350},
    {25, 50, 100, 1, 1050, 1550, 400, 1050, 55, 25, 25, 25, 25, 1050, 1050, 1050, 15, 1650, 1050, 1250, 1150, 1450},
    {25, 50, 100, 1, 1200, 2400, 500, 1200, 65, 25, 25, 25, 25, 1200, 1200, 1200, 25, 2000, 1200, 1400, 1300, 1600},
}};
// clang-format on

std::int16_t start_hit_points(const World& world, Enemy enemy) {
  return kStartHitPoints[static_cast<std::size_t>(world.game.difficulty)]
                        [static_cast<std::size_t>(enemy)];
}

bool valid_area(std::uint16_t code) { return code >= kAreaTile && code < kAreaTile + kNumAreas; }

// Which band of codes spawns which actor. The engine's ScanInfoPlane lists each kind three times,
// 36 codes apart (18 for mutants), for easy, medium and hard; a band of four codes is the four
// directions (east, north, west, south: dir = 2 * (code - first)).
enum class Posture : std::uint8_t { kStand, kPatrol };
struct ActorBand {
  int first_easy_code;
  int band_step;  // codes from one difficulty's band to the next
  Enemy enemy;
  Posture posture;
};
constexpr std::array kActorBands = {
    ActorBand{108, 36, kEnGuard, Posture::kStand},
    ActorBand{112, 36, kEnGuard, Posture::kPatrol},
    ActorBand{116, 36, kEnOfficer, Posture::kStand},
    ActorBand{120, 36, kEnOfficer, Posture::kPatrol},
    ActorBand{126, 36, kEnSs, Posture::kStand},
    ActorBand{130, 36, kEnSs, Posture::kPatrol},
    ActorBand{134, 36, kEnDog, Posture::kStand},
    ActorBand{138, 36, kEnDog, Posture::kPatrol},
    ActorBand{216, 18, kEnMutant, Posture::kStand},
    ActorBand{220, 18, kEnMutant, Posture::kPatrol},
};
constexpr int kBandWidth = 4;
constexpr int kDifficultyBands = 3;  // easy (also baby), medium, hard

StateId standing_state(Enemy enemy) {
  switch (enemy) {
    case kEnGuard:
      return kGuardStand;
    case kEnOfficer:
      return kOfficerStand;
    case kEnSs:
      return kSsStand;
    case kEnMutant:
      return kMutantStand;
    default:
      return kNoState;  // no standing dogs: see spawn_standing
  }
}

StateId patrol_state(Enemy enemy) {
  switch (enemy) {
    case kEnGuard:
      return kGuardPath1;
    case kEnOfficer:
      return kOfficerPath1;
    case kEnSs:
      return kSsPath1;
    case kEnMutant:
      return kMutantPath1;
    default:
      return kDogPath1;
  }
}

ActorClass enemy_class(Enemy enemy) {
  return static_cast<ActorClass>(static_cast<int>(ActorClass::kGuard) + enemy);
}

// SpawnStand. The engine has no standing dog: for a standing-dog code it spawns nothing and sets
// up the object spawned last (its global newobj) instead — the ambush check, class, hit points,
// direction and shootable flag land on that object. Reproduced, since such codes exist in
// user maps.
void spawn_standing(World& world, Enemy enemy, int tile_x, int tile_y, int direction) {
  const StateId state = standing_state(enemy);
  if (state != kNoState) {
    if (spawn_new_object(world, tile_x, tile_y, state) < 0) return;
    world.obj(world.new_obj).speed = kPatrolSpeed;
    ++world.game.kill_total;
  }
  if (world.new_obj < 0) return;
  Actor& actor = world.obj(world.new_obj);
  // An actor standing on the ambush floor code waits to see the player. The engine first
  // repaints that floor with a neighbouring area code (east, north, south, west: the last valid
  // one wins) and puts the actor in that area.
  if (world.floor_code(tile_x, tile_y) == kAmbushTile) {
    std::uint16_t area_code = kAmbushTile;
    const std::array<std::array<int, 2>, 4> neighbours = {
        {{tile_x + 1, tile_y}, {tile_x, tile_y - 1}, {tile_x, tile_y + 1}, {tile_x - 1, tile_y}}};
    for (const auto& [x, y] : neighbours) {
      if (valid_area(world.floor_code(x, y))) area_code = world.floor_code(x, y);
    }
    world.set_floor_code(tile_x, tile_y, area_code);
    actor.area = static_cast<std::uint8_t>(area_code - kAreaTile);
    actor.flags |= kFlAmbush;
  }
  actor.object_class = enemy_class(enemy);
  actor.hit_points = start_hit_points(world, enemy);
  actor.dir = static_cast<Dir>(direction * 2);
  actor.flags |= kFlShootable;
}

// SpawnPatrol: the patroller already counts as walking into the next tile of its direction
// (east, north, west, south), which it holds in the actor grid; its position stays at the centre
// of its map tile and its area is that tile's.
void spawn_patrol(World& world, Enemy enemy, int tile_x, int tile_y, int direction) {
  const int slot = spawn_new_object(world, tile_x, tile_y, patrol_state(enemy));
  if (slot < 0) return;
  Actor& actor = world.obj(slot);
  actor.speed = enemy == kEnDog ? kDogSpeed : kPatrolSpeed;
  ++world.game.kill_total;
  actor.object_class = enemy_class(enemy);
  actor.dir = static_cast<Dir>(direction * 2);
  actor.hit_points = start_hit_points(world, enemy);
  actor.distance = kTileGlobal;
  actor.flags |= kFlShootable;
  actor.active = Active::kYes;
  world.cell(actor.tile_x, actor.tile_y) = 0;
  constexpr std::array<std::array<int, 2>, 4> kStep = {{{1, 0}, {0, -1}, {-1, 0}, {0, 1}}};
  actor.tile_x += kStep[static_cast<std::size_t>(direction)][0];
  actor.tile_y += kStep[static_cast<std::size_t>(direction)][1];
  world.cell(actor.tile_x, actor.tile_y) = actor_cell(slot);
}

// The dead guard (code 124) lies where it is and thinks nothing. The later fix lets moving
// actors through it (FL_NONMARK); the demo rule leaves it marking its tile.
void spawn_dead_guard(World& world, int tile_x, int tile_y) {
  const int slot = spawn_new_object(world, tile_x, tile_y, kGuardDie4);
  if (slot < 0) return;
  if (!world.demo_rules) world.obj(slot).flags |= kFlNonMark;
  world.obj(slot).object_class = ActorClass::kInert;
}

// The bosses: standing (waiting to see the player), shootable, counted. Wolfenstein 3-D's start
// at patrol speed; Spear's get theirs on first sight; the spectre also gives points once.
struct BossSpawn {
  int code;
  bool spear;
  Enemy enemy;
  ActorClass object_class;
  StateId state;
  bool patrol_speed;
  std::uint32_t extra_flags;
};
constexpr std::array kBossSpawns = {
    BossSpawn{214, false, kEnBoss, ActorClass::kBoss, kBossStand, true, 0},
    BossSpawn{197, false, kEnGretel, ActorClass::kGretel, kGretelStand, true, 0},
    BossSpawn{215, false, kEnGift, ActorClass::kGift, kGiftStand, true, 0},
    BossSpawn{179, false, kEnFat, ActorClass::kFat, kFatStand, true, 0},
    BossSpawn{196, false, kEnSchabbs, ActorClass::kSchabbs, kSchabbStand, true, 0},
    BossSpawn{160, false, kEnFake, ActorClass::kFake, kFakeStand, true, 0},
    BossSpawn{178, false, kEnHitler, ActorClass::kMechaHitler, kMechaStand, true, 0},
    BossSpawn{106, true, kEnSpectre, ActorClass::kSpectre, kSpectreWait1, false, kFlBonus},
    BossSpawn{107, true, kEnAngel, ActorClass::kAngel, kAngelStand, false, 0},
    BossSpawn{125, true, kEnTrans, ActorClass::kTrans, kTransStand, false, 0},
    BossSpawn{142, true, kEnUber, ActorClass::kUber, kUberStand, false, 0},
    BossSpawn{143, true, kEnWill, ActorClass::kWill, kWillStand, false, 0},
    BossSpawn{161, true, kEnDeath, ActorClass::kDeath, kDeathStand, false, 0},
};

void spawn_boss(World& world, const BossSpawn& boss, int tile_x, int tile_y) {
  const int slot = spawn_new_object(world, tile_x, tile_y, boss.state);
  if (slot < 0) return;
  Actor& actor = world.obj(slot);
  if (boss.patrol_speed) actor.speed = kPatrolSpeed;
  actor.object_class = boss.object_class;
  actor.hit_points = start_hit_points(world, boss.enemy);
  actor.flags |= kFlShootable | kFlAmbush | boss.extra_flags;
  ++world.game.kill_total;
}

// Wolfenstein 3-D's ghosts (codes 224..227: Blinky, Clyde, Pinky, Inky) chase from the start,
// cannot be shot and count as killed already.
void spawn_ghost(World& world, int code, int tile_x, int tile_y) {
  constexpr std::array<StateId, 4> kGhostStates = {kBlinkyChase1, kClydeChase1, kPinkyChase1,
                                                   kInkyChase1};
  const int slot =
      spawn_new_object(world, tile_x, tile_y, kGhostStates[static_cast<std::size_t>(code - 224)]);
  if (slot < 0) return;
  Actor& actor = world.obj(slot);
  actor.object_class = ActorClass::kGhost;
  actor.speed = kDogSpeed;
  actor.dir = Dir::kEast;
  actor.flags |= kFlAmbush;
  ++world.game.kill_total;
  ++world.game.kill_count;
}

// The band a code falls in (none: not an actor band), the direction within it, and whether the
// band is for a harder difficulty than the world's (the engine skips the code).
struct BandMatch {
  const ActorBand* band = nullptr;
  int direction = 0;
  bool too_hard = false;
};
BandMatch find_band(const World& world, int code) {
  const int difficulty_band =
      world.game.difficulty <= Difficulty::kEasy ? 0 : static_cast<int>(world.game.difficulty) - 1;
  for (const ActorBand& band : kActorBands) {
    for (int level = 0; level < kDifficultyBands; ++level) {
      const int first = band.first_easy_code + level * band.band_step;
      if (code >= first && code < first + kBandWidth) {
        return {&band, code - first, level > difficulty_band};
      }
    }
  }
  return {};
}

}  // namespace

int spawn_new_object(World& world, int tile_x, int tile_y, StateId state) {
  const int slot = get_new_actor(world);
  if (slot < 0) return -1;
  Actor& actor = world.obj(slot);
  actor.state = state;
  const int tics = state_tics(world, state);
  if (tics != 0) {
    const int start = world.random.next() % tics;
    actor.tic_count = static_cast<std::int16_t>(world.demo_rules ? start : start + 1);
  }
  actor.tile_x = tile_x;
  actor.tile_y = tile_y;
  actor.x = (tile_x << 16) + kTileGlobal / 2;
  actor.y = (tile_y << 16) + kTileGlobal / 2;
  actor.dir = Dir::kNone;
  world.cell(tile_x, tile_y) = actor_cell(slot);
  actor.area = static_cast<std::uint8_t>(world.floor_code(tile_x, tile_y) - kAreaTile);
  return slot;
}

void new_state(World& world, int slot, StateId state) {
  Actor& actor = world.obj(slot);
  actor.state = state;
  actor.tic_count = state_tics(world, state);
}

bool spawn_actor_for_code(World& world, int code, int tile_x, int tile_y) {
  constexpr int kDeadGuard = 124;
  if (code == kDeadGuard) {
    spawn_dead_guard(world, tile_x, tile_y);
    return true;
  }
  for (const BossSpawn& boss : kBossSpawns) {
    if (boss.code == code && boss.spear == world.spear) {
      spawn_boss(world, boss, tile_x, tile_y);
      return true;
    }
  }
  if (!world.spear && code >= 224 && code <= 227) {
    spawn_ghost(world, code, tile_x, tile_y);
    return true;
  }
  const BandMatch match = find_band(world, code);
  if (match.band == nullptr) return false;
  if (match.too_hard) return true;
  if (match.band->posture == Posture::kStand) {
    spawn_standing(world, match.band->enemy, tile_x, tile_y, match.direction);
  } else {
    spawn_patrol(world, match.band->enemy, tile_x, tile_y, match.direction);
  }
  return true;
}

void spawn_bj_victory(World& world) {
  const Actor& player = world.player_obj();
  const int slot = spawn_new_object(world, player.tile_x, player.tile_y + 1, kBjRun1);
  if (slot < 0) return;
  Actor& bj = world.obj(slot);
  bj.x = world.player_obj().x;
  bj.y = world.player_obj().y;
  bj.object_class = ActorClass::kBj;
  bj.dir = Dir::kNorth;
  constexpr int kTilesToRun = 6;
  bj.temp1 = kTilesToRun;
}

}  // namespace wolfsuite::sim
