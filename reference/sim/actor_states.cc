#include "reference/sim/actor_states.h"

#include <array>
#include <cstddef>

namespace wolfsuite::sim {
namespace {

// The engine's sprite list as runs, in its order. `games` says which game's list holds the run:
// Spear has four more statics and its own bosses instead of Wolfenstein 3-D's ghosts and bosses.
enum class Games : std::uint8_t { kBoth, kWolf, kSpear };
struct RunLength {
  SpriteRun run;
  int length;
  Games games;
};

// clang-format off
constexpr std::array kSpriteRuns = {
    RunLength{SpriteRun::kDemo, 1, Games::kBoth},          // SPR_DEMO
    RunLength{SpriteRun::kDeathCam, 1, Games::kBoth},      // SPR_DEATHCAM
    RunLength{SpriteRun::kStatics, 48, Games::kBoth},      // SPR_STAT_0..47
    RunLength{SpriteRun::kSpearStatics, 4, Games::kSpear}, // SPR_STAT_48..51
    // guard: standing and four walking frames of eight rotations; then pain 1, die 1..3, pain 2,
    // dead; then three shooting frames
    RunLength{SpriteRun::kGuardStand, 8, Games::kBoth},
    RunLength{SpriteRun::kGuardWalk1, 8, Games::kBoth},
    RunLength{SpriteRun::kGuardWalk2, 8, Games::kBoth},
    RunLength{SpriteRun::kGuardWalk3, 8, Games::kBoth},
    RunLength{SpriteRun::kGuardWalk4, 8, Games::kBoth},
    RunLength{SpriteRun::kGuardHurt, 6, Games::kBoth},
    RunLength{SpriteRun::kGuardShoot, 3, Games::kBoth},
    // dog: four walking frames; die 1..3, dead, jump 1..3
    RunLength{SpriteRun::kDogWalk1, 8, Games::kBoth},
    RunLength{SpriteRun::kDogWalk2, 8, Games::kBoth},
    RunLength{SpriteRun::kDogWalk3, 8, Games::kBoth},
    RunLength{SpriteRun::kDogWalk4, 8, Games::kBoth},
    RunLength{SpriteRun::kDogHurt, 7, Games::kBoth},
    // SS: as the guard
    RunLength{SpriteRun::kSsStand, 8, Games::kBoth},
    RunLength{SpriteRun::kSsWalk1, 8, Games::kBoth},
    RunLength{SpriteRun::kSsWalk2, 8, Games::kBoth},
    RunLength{SpriteRun::kSsWalk3, 8, Games::kBoth},
    RunLength{SpriteRun::kSsWalk4, 8, Games::kBoth},
    RunLength{SpriteRun::kSsHurt, 6, Games::kBoth},
    RunLength{SpriteRun::kSsShoot, 3, Games::kBoth},
    // mutant: pain 1, die 1..3, pain 2, die 4, dead; four shooting frames
    RunLength{SpriteRun::kMutantStand, 8, Games::kBoth},
    RunLength{SpriteRun::kMutantWalk1, 8, Games::kBoth},
    RunLength{SpriteRun::kMutantWalk2, 8, Games::kBoth},
    RunLength{SpriteRun::kMutantWalk3, 8, Games::kBoth},
    RunLength{SpriteRun::kMutantWalk4, 8, Games::kBoth},
    RunLength{SpriteRun::kMutantHurt, 7, Games::kBoth},
    RunLength{SpriteRun::kMutantShoot, 4, Games::kBoth},
    // officer: hurt frames as the mutant's, three shooting frames
    RunLength{SpriteRun::kOfficerStand, 8, Games::kBoth},
    RunLength{SpriteRun::kOfficerWalk1, 8, Games::kBoth},
    RunLength{SpriteRun::kOfficerWalk2, 8, Games::kBoth},
    RunLength{SpriteRun::kOfficerWalk3, 8, Games::kBoth},
    RunLength{SpriteRun::kOfficerWalk4, 8, Games::kBoth},
    RunLength{SpriteRun::kOfficerHurt, 7, Games::kBoth},
    RunLength{SpriteRun::kOfficerShoot, 3, Games::kBoth},
    // Wolfenstein 3-D's ghosts (Blinky, Pinky, Clyde, Inky, two frames each) and bosses; each
    // boss: walk 1..4, then its shooting, dying and dead frames in the engine's order
    RunLength{SpriteRun::kGhosts, 8, Games::kWolf},
    RunLength{SpriteRun::kHans, 11, Games::kWolf},     // shoot 1..3, dead, die 1..3
    RunLength{SpriteRun::kSchabbs, 14, Games::kWolf},  // shoot 1..2, die 1..3, dead, needle 1..4
    RunLength{SpriteRun::kFake, 13, Games::kWolf},     // shoot, fire 1..2, die 1..5, dead
    RunLength{SpriteRun::kMecha, 11, Games::kWolf},    // shoot 1..3, dead, die 1..3
    RunLength{SpriteRun::kHitler, 15, Games::kWolf},   // shoot 1..3, dead, die 1..7
    RunLength{SpriteRun::kGift, 10, Games::kWolf},     // shoot 1..2, die 1..3, dead
    RunLength{SpriteRun::kRocket, 8, Games::kBoth},
    RunLength{SpriteRun::kSmoke, 4, Games::kBoth},
    RunLength{SpriteRun::kBoom, 3, Games::kBoth},
    RunLength{SpriteRun::kHRocket, 8, Games::kSpear},
    RunLength{SpriteRun::kHSmoke, 4, Games::kSpear},
    RunLength{SpriteRun::kHBoom, 3, Games::kSpear},
    RunLength{SpriteRun::kSpark, 4, Games::kSpear},
    RunLength{SpriteRun::kGretel, 11, Games::kWolf},   // as Hans
    RunLength{SpriteRun::kFat, 12, Games::kWolf},      // shoot 1..4, die 1..3, dead
    RunLength{SpriteRun::kBj, 8, Games::kWolf},        // run 1..4, jump 1..4
    RunLength{SpriteRun::kTrans, 11, Games::kSpear},   // as Hans
    RunLength{SpriteRun::kWill, 12, Games::kSpear},    // as Fettgesicht
    RunLength{SpriteRun::kUber, 13, Games::kSpear},    // shoot 1..4, die 1..4, dead
    RunLength{SpriteRun::kDeath, 15, Games::kSpear},   // shoot 1..4, die 1..6, dead
    RunLength{SpriteRun::kSpectre, 8, Games::kSpear},  // walk 1..4, fade 1..4
    RunLength{SpriteRun::kAngel, 16, Games::kSpear},   // shoot 1..2, tired 1..2, die 1..7, dead
    RunLength{SpriteRun::kWeapons, 20, Games::kBoth},  // the player's weapon frames
};
// clang-format on

constexpr bool in_game(Games games, bool spear) {
  return games == Games::kBoth || (games == Games::kSpear) == spear;
}

// The number of the first sprite of `run` in a game's list: the lengths of the runs before it.
constexpr int first_sprite(SpriteRun run, bool spear) {
  int number = 0;
  for (const RunLength& entry : kSpriteRuns) {
    if (entry.run == run) return number;
    if (in_game(entry.games, spear)) number += entry.length;
  }
  return -1;
}

constexpr int sprite_count(bool spear) {
  int count = 0;
  for (const RunLength& entry : kSpriteRuns) {
    if (in_game(entry.games, spear)) count += entry.length;
  }
  return count;
}
// The engine's lists hold 436 (Wolfenstein 3-D) and 421 (Spear) sprites; these anchors agree
// with reference/raycaster/sprite_numbers.cc.
static_assert(sprite_count(false) == 436 && sprite_count(true) == 421);
static_assert(first_sprite(SpriteRun::kGuardStand, false) == 50);
static_assert(first_sprite(SpriteRun::kOfficerStand, false) == 238);
static_assert(first_sprite(SpriteRun::kGretel, false) == 385);
static_assert(first_sprite(SpriteRun::kTrans, true) == 326);
static_assert(first_sprite(SpriteRun::kAngel, true) == 385);

using R = SpriteRun;
using T = Think;
constexpr Rotation kN = Rotation::kNone;
constexpr Rotation kE = Rotation::kEight;
constexpr Rotation kP = Rotation::kPain;

}  // namespace

// One row per state, in StateName order: id, rotation, sprite (run, index), tics, think, action,
// next state. The player's states think T_Player and T_Attack; s_deathcam is the player's view
// of a boss's death.
// clang-format off
constexpr std::array<StateInfo, kStateCount> kStateTable = {{
    {kStatePlayer, kN, {R::kDemo, 0}, 0, T::kPlayer, T::kNone, kNoState},
    {kStateAttack, kN, {R::kDemo, 0}, 0, T::kAttack, T::kNone, kNoState},
    {kStateDeathCam, kN, {R::kDemo, 0}, 0, T::kNone, T::kNone, kNoState},
    {kGuardStand, kE, {R::kGuardStand, 0}, 0, T::kStand, T::kNone, kGuardStand},
    {kGuardPath1, kE, {R::kGuardWalk1, 0}, 20, T::kPath, T::kNone, kGuardPath1s},
    {kGuardPath1s, kE, {R::kGuardWalk1, 0}, 5, T::kNone, T::kNone, kGuardPath2},
    {kGuardPath2, kE, {R::kGuardWalk2, 0}, 15, T::kPath, T::kNone, kGuardPath3},
    {kGuardPath3, kE, {R::kGuardWalk3, 0}, 20, T::kPath, T::kNone, kGuardPath3s},
    {kGuardPath3s, kE, {R::kGuardWalk3, 0}, 5, T::kNone, T::kNone, kGuardPath4},
    {kGuardPath4, kE, {R::kGuardWalk4, 0}, 15, T::kPath, T::kNone, kGuardPath1},
    {kGuardPain, kP, {R::kGuardHurt, 0}, 10, T::kNone, T::kNone, kGuardChase1},
    {kGuardPain1, kP, {R::kGuardHurt, 4}, 10, T::kNone, T::kNone, kGuardChase1},
    {kGuardShoot1, kN, {R::kGuardShoot, 0}, 20, T::kNone, T::kNone, kGuardShoot2},
    {kGuardShoot2, kN, {R::kGuardShoot, 1}, 20, T::kNone, T::kShoot, kGuardShoot3},
    {kGuardShoot3, kN, {R::kGuardShoot, 2}, 20, T::kNone, T::kNone, kGuardChase1},
    {kGuardChase1, kE, {R::kGuardWalk1, 0}, 10, T::kChase, T::kNone, kGuardChase1s},
    {kGuardChase1s, kE, {R::kGuardWalk1, 0}, 3, T::kNone, T::kNone, kGuardChase2},
    {kGuardChase2, kE, {R::kGuardWalk2, 0}, 8, T::kChase, T::kNone, kGuardChase3},
    {kGuardChase3, kE, {R::kGuardWalk3, 0}, 10, T::kChase, T::kNone, kGuardChase3s},
    {kGuardChase3s, kE, {R::kGuardWalk3, 0}, 3, T::kNone, T::kNone, kGuardChase4},
    {kGuardChase4, kE, {R::kGuardWalk4, 0}, 8, T::kChase, T::kNone, kGuardChase1},
    {kGuardDie1, kN, {R::kGuardHurt, 1}, 15, T::kNone, T::kDeathScream, kGuardDie2},
    {kGuardDie2, kN, {R::kGuardHurt, 2}, 15, T::kNone, T::kNone, kGuardDie3},
    {kGuardDie3, kN, {R::kGuardHurt, 3}, 15, T::kNone, T::kNone, kGuardDie4},
    {kGuardDie4, kN, {R::kGuardHurt, 5}, 0, T::kNone, T::kNone, kGuardDie4},
    {kDogPath1, kE, {R::kDogWalk1, 0}, 20, T::kPath, T::kNone, kDogPath1s},
    {kDogPath1s, kE, {R::kDogWalk1, 0}, 5, T::kNone, T::kNone, kDogPath2},
    {kDogPath2, kE, {R::kDogWalk2, 0}, 15, T::kPath, T::kNone, kDogPath3},
    {kDogPath3, kE, {R::kDogWalk3, 0}, 20, T::kPath, T::kNone, kDogPath3s},
    {kDogPath3s, kE, {R::kDogWalk3, 0}, 5, T::kNone, T::kNone, kDogPath4},
    {kDogPath4, kE, {R::kDogWalk4, 0}, 15, T::kPath, T::kNone, kDogPath1},
    {kDogJump1, kN, {R::kDogHurt, 4}, 10, T::kNone, T::kNone, kDogJump2},
    {kDogJump2, kN, {R::kDogHurt, 5}, 10, T::kNone, T::kBite, kDogJump3},
    {kDogJump3, kN, {R::kDogHurt, 6}, 10, T::kNone, T::kNone, kDogJump4},
    {kDogJump4, kN, {R::kDogHurt, 4}, 10, T::kNone, T::kNone, kDogJump5},
    {kDogJump5, kN, {R::kDogWalk1, 0}, 10, T::kNone, T::kNone, kDogChase1},
    {kDogChase1, kE, {R::kDogWalk1, 0}, 10, T::kDogChase, T::kNone, kDogChase1s},
    {kDogChase1s, kE, {R::kDogWalk1, 0}, 3, T::kNone, T::kNone, kDogChase2},
    {kDogChase2, kE, {R::kDogWalk2, 0}, 8, T::kDogChase, T::kNone, kDogChase3},
    {kDogChase3, kE, {R::kDogWalk3, 0}, 10, T::kDogChase, T::kNone, kDogChase3s},
    {kDogChase3s, kE, {R::kDogWalk3, 0}, 3, T::kNone, T::kNone, kDogChase4},
    {kDogChase4, kE, {R::kDogWalk4, 0}, 8, T::kDogChase, T::kNone, kDogChase1},
    {kDogDie1, kN, {R::kDogHurt, 0}, 15, T::kNone, T::kDeathScream, kDogDie2},
    {kDogDie2, kN, {R::kDogHurt, 1}, 15, T::kNone, T::kNone, kDogDie3},
    {kDogDie3, kN, {R::kDogHurt, 2}, 15, T::kNone, T::kNone, kDogDead},
    {kDogDead, kN, {R::kDogHurt, 3}, 15, T::kNone, T::kNone, kDogDead},
    {kOfficerStand, kE, {R::kOfficerStand, 0}, 0, T::kStand, T::kNone, kOfficerStand},
    {kOfficerPath1, kE, {R::kOfficerWalk1, 0}, 20, T::kPath, T::kNone, kOfficerPath1s},
    {kOfficerPath1s, kE, {R::kOfficerWalk1, 0}, 5, T::kNone, T::kNone, kOfficerPath2},
    {kOfficerPath2, kE, {R::kOfficerWalk2, 0}, 15, T::kPath, T::kNone, kOfficerPath3},
    {kOfficerPath3, kE, {R::kOfficerWalk3, 0}, 20, T::kPath, T::kNone, kOfficerPath3s},
    {kOfficerPath3s, kE, {R::kOfficerWalk3, 0}, 5, T::kNone, T::kNone, kOfficerPath4},
    {kOfficerPath4, kE, {R::kOfficerWalk4, 0}, 15, T::kPath, T::kNone, kOfficerPath1},
    {kOfficerPain, kP, {R::kOfficerHurt, 0}, 10, T::kNone, T::kNone, kOfficerChase1},
    {kOfficerPain1, kP, {R::kOfficerHurt, 4}, 10, T::kNone, T::kNone, kOfficerChase1},
    {kOfficerShoot1, kN, {R::kOfficerShoot, 0}, 6, T::kNone, T::kNone, kOfficerShoot2},
    {kOfficerShoot2, kN, {R::kOfficerShoot, 1}, 20, T::kNone, T::kShoot, kOfficerShoot3},
    {kOfficerShoot3, kN, {R::kOfficerShoot, 2}, 10, T::kNone, T::kNone, kOfficerChase1},
    {kOfficerChase1, kE, {R::kOfficerWalk1, 0}, 10, T::kChase, T::kNone, kOfficerChase1s},
    {kOfficerChase1s, kE, {R::kOfficerWalk1, 0}, 3, T::kNone, T::kNone, kOfficerChase2},
    {kOfficerChase2, kE, {R::kOfficerWalk2, 0}, 8, T::kChase, T::kNone, kOfficerChase3},
    {kOfficerChase3, kE, {R::kOfficerWalk3, 0}, 10, T::kChase, T::kNone, kOfficerChase3s},
    {kOfficerChase3s, kE, {R::kOfficerWalk3, 0}, 3, T::kNone, T::kNone, kOfficerChase4},
    {kOfficerChase4, kE, {R::kOfficerWalk4, 0}, 8, T::kChase, T::kNone, kOfficerChase1},
    {kOfficerDie1, kN, {R::kOfficerHurt, 1}, 11, T::kNone, T::kDeathScream, kOfficerDie2},
    {kOfficerDie2, kN, {R::kOfficerHurt, 2}, 11, T::kNone, T::kNone, kOfficerDie3},
    {kOfficerDie3, kN, {R::kOfficerHurt, 3}, 11, T::kNone, T::kNone, kOfficerDie4},
    {kOfficerDie4, kN, {R::kOfficerHurt, 5}, 11, T::kNone, T::kNone, kOfficerDie5},
    {kOfficerDie5, kN, {R::kOfficerHurt, 6}, 0, T::kNone, T::kNone, kOfficerDie5},
    {kMutantStand, kE, {R::kMutantStand, 0}, 0, T::kStand, T::kNone, kMutantStand},
    {kMutantPath1, kE, {R::kMutantWalk1, 0}, 20, T::kPath, T::kNone, kMutantPath1s},
    {kMutantPath1s, kE, {R::kMutantWalk1, 0}, 5, T::kNone, T::kNone, kMutantPath2},
    {kMutantPath2, kE, {R::kMutantWalk2, 0}, 15, T::kPath, T::kNone, kMutantPath3},
    {kMutantPath3, kE, {R::kMutantWalk3, 0}, 20, T::kPath, T::kNone, kMutantPath3s},
    {kMutantPath3s, kE, {R::kMutantWalk3, 0}, 5, T::kNone, T::kNone, kMutantPath4},
    {kMutantPath4, kE, {R::kMutantWalk4, 0}, 15, T::kPath, T::kNone, kMutantPath1},
    {kMutantPain, kP, {R::kMutantHurt, 0}, 10, T::kNone, T::kNone, kMutantChase1},
    {kMutantPain1, kP, {R::kMutantHurt, 4}, 10, T::kNone, T::kNone, kMutantChase1},
    {kMutantShoot1, kN, {R::kMutantShoot, 0}, 6, T::kNone, T::kShoot, kMutantShoot2},
    {kMutantShoot2, kN, {R::kMutantShoot, 1}, 20, T::kNone, T::kNone, kMutantShoot3},
    {kMutantShoot3, kN, {R::kMutantShoot, 2}, 10, T::kNone, T::kShoot, kMutantShoot4},
    {kMutantShoot4, kN, {R::kMutantShoot, 3}, 20, T::kNone, T::kNone, kMutantChase1},
    {kMutantChase1, kE, {R::kMutantWalk1, 0}, 10, T::kChase, T::kNone, kMutantChase1s},
    {kMutantChase1s, kE, {R::kMutantWalk1, 0}, 3, T::kNone, T::kNone, kMutantChase2},
    {kMutantChase2, kE, {R::kMutantWalk2, 0}, 8, T::kChase, T::kNone, kMutantChase3},
    {kMutantChase3, kE, {R::kMutantWalk3, 0}, 10, T::kChase, T::kNone, kMutantChase3s},
    {kMutantChase3s, kE, {R::kMutantWalk3, 0}, 3, T::kNone, T::kNone, kMutantChase4},
    {kMutantChase4, kE, {R::kMutantWalk4, 0}, 8, T::kChase, T::kNone, kMutantChase1},
    {kMutantDie1, kN, {R::kMutantHurt, 1}, 7, T::kNone, T::kDeathScream, kMutantDie2},
    {kMutantDie2, kN, {R::kMutantHurt, 2}, 7, T::kNone, T::kNone, kMutantDie3},
    {kMutantDie3, kN, {R::kMutantHurt, 3}, 7, T::kNone, T::kNone, kMutantDie4},
    {kMutantDie4, kN, {R::kMutantHurt, 5}, 7, T::kNone, T::kNone, kMutantDie5},
    {kMutantDie5, kN, {R::kMutantHurt, 6}, 0, T::kNone, T::kNone, kMutantDie5},
    {kSsStand, kE, {R::kSsStand, 0}, 0, T::kStand, T::kNone, kSsStand},
    {kSsPath1, kE, {R::kSsWalk1, 0}, 20, T::kPath, T::kNone, kSsPath1s},
    {kSsPath1s, kE, {R::kSsWalk1, 0}, 5, T::kNone, T::kNone, kSsPath2},
    {kSsPath2, kE, {R::kSsWalk2, 0}, 15, T::kPath, T::kNone, kSsPath3},
    {kSsPath3, kE, {R::kSsWalk3, 0}, 20, T::kPath, T::kNone, kSsPath3s},
    {kSsPath3s, kE, {R::kSsWalk3, 0}, 5, T::kNone, T::kNone, kSsPath4},
    {kSsPath4, kE, {R::kSsWalk4, 0}, 15, T::kPath, T::kNone, kSsPath1},
    {kSsPain, kP, {R::kSsHurt, 0}, 10, T::kNone, T::kNone, kSsChase1},
    {kSsPain1, kP, {R::kSsHurt, 4}, 10, T::kNone, T::kNone, kSsChase1},
    {kSsShoot1, kN, {R::kSsShoot, 0}, 20, T::kNone, T::kNone, kSsShoot2},
    {kSsShoot2, kN, {R::kSsShoot, 1}, 20, T::kNone, T::kShoot, kSsShoot3},
    {kSsShoot3, kN, {R::kSsShoot, 2}, 10, T::kNone, T::kNone, kSsShoot4},
    {kSsShoot4, kN, {R::kSsShoot, 1}, 10, T::kNone, T::kShoot, kSsShoot5},
    {kSsShoot5, kN, {R::kSsShoot, 2}, 10, T::kNone, T::kNone, kSsShoot6},
    {kSsShoot6, kN, {R::kSsShoot, 1}, 10, T::kNone, T::kShoot, kSsShoot7},
    {kSsShoot7, kN, {R::kSsShoot, 2}, 10, T::kNone, T::kNone, kSsShoot8},
    {kSsShoot8, kN, {R::kSsShoot, 1}, 10, T::kNone, T::kShoot, kSsShoot9},
    {kSsShoot9, kN, {R::kSsShoot, 2}, 10, T::kNone, T::kNone, kSsChase1},
    {kSsChase1, kE, {R::kSsWalk1, 0}, 10, T::kChase, T::kNone, kSsChase1s},
    {kSsChase1s, kE, {R::kSsWalk1, 0}, 3, T::kNone, T::kNone, kSsChase2},
    {kSsChase2, kE, {R::kSsWalk2, 0}, 8, T::kChase, T::kNone, kSsChase3},
    {kSsChase3, kE, {R::kSsWalk3, 0}, 10, T::kChase, T::kNone, kSsChase3s},
    {kSsChase3s, kE, {R::kSsWalk3, 0}, 3, T::kNone, T::kNone, kSsChase4},
    {kSsChase4, kE, {R::kSsWalk4, 0}, 8, T::kChase, T::kNone, kSsChase1},
    {kSsDie1, kN, {R::kSsHurt, 1}, 15, T::kNone, T::kDeathScream, kSsDie2},
    {kSsDie2, kN, {R::kSsHurt, 2}, 15, T::kNone, T::kNone, kSsDie3},
    {kSsDie3, kN, {R::kSsHurt, 3}, 15, T::kNone, T::kNone, kSsDie4},
    {kSsDie4, kN, {R::kSsHurt, 5}, 0, T::kNone, T::kNone, kSsDie4},
    {kRocket, kE, {R::kRocket, 0}, 3, T::kProjectile, T::kSmoke, kRocket},
    {kSmoke1, kN, {R::kSmoke, 0}, 3, T::kNone, T::kNone, kSmoke2},
    {kSmoke2, kN, {R::kSmoke, 1}, 3, T::kNone, T::kNone, kSmoke3},
    {kSmoke3, kN, {R::kSmoke, 2}, 3, T::kNone, T::kNone, kSmoke4},
    {kSmoke4, kN, {R::kSmoke, 3}, 3, T::kNone, T::kNone, kNoState},
    {kBoom1, kN, {R::kBoom, 0}, 6, T::kNone, T::kNone, kBoom2},
    {kBoom2, kN, {R::kBoom, 1}, 6, T::kNone, T::kNone, kBoom3},
    {kBoom3, kN, {R::kBoom, 2}, 6, T::kNone, T::kNone, kNoState},
    {kHRocket, kE, {R::kHRocket, 0}, 3, T::kProjectile, T::kSmoke, kHRocket},
    {kHSmoke1, kN, {R::kHSmoke, 0}, 3, T::kNone, T::kNone, kHSmoke2},
    {kHSmoke2, kN, {R::kHSmoke, 1}, 3, T::kNone, T::kNone, kHSmoke3},
    {kHSmoke3, kN, {R::kHSmoke, 2}, 3, T::kNone, T::kNone, kHSmoke4},
    {kHSmoke4, kN, {R::kHSmoke, 3}, 3, T::kNone, T::kNone, kNoState},
    {kHBoom1, kN, {R::kHBoom, 0}, 6, T::kNone, T::kNone, kHBoom2},
    {kHBoom2, kN, {R::kHBoom, 1}, 6, T::kNone, T::kNone, kHBoom3},
    {kHBoom3, kN, {R::kHBoom, 2}, 6, T::kNone, T::kNone, kNoState},
    {kSpark1, kN, {R::kSpark, 0}, 6, T::kProjectile, T::kNone, kSpark2},
    {kSpark2, kN, {R::kSpark, 1}, 6, T::kProjectile, T::kNone, kSpark3},
    {kSpark3, kN, {R::kSpark, 2}, 6, T::kProjectile, T::kNone, kSpark4},
    {kSpark4, kN, {R::kSpark, 3}, 6, T::kProjectile, T::kNone, kSpark1},
    {kBlinkyChase1, kN, {R::kGhosts, 0}, 10, T::kGhosts, T::kNone, kBlinkyChase2},
    {kBlinkyChase2, kN, {R::kGhosts, 1}, 10, T::kGhosts, T::kNone, kBlinkyChase1},
    {kInkyChase1, kN, {R::kGhosts, 6}, 10, T::kGhosts, T::kNone, kInkyChase2},
    {kInkyChase2, kN, {R::kGhosts, 7}, 10, T::kGhosts, T::kNone, kInkyChase1},
    {kPinkyChase1, kN, {R::kGhosts, 2}, 10, T::kGhosts, T::kNone, kPinkyChase2},
    {kPinkyChase2, kN, {R::kGhosts, 3}, 10, T::kGhosts, T::kNone, kPinkyChase1},
    {kClydeChase1, kN, {R::kGhosts, 4}, 10, T::kGhosts, T::kNone, kClydeChase2},
    {kClydeChase2, kN, {R::kGhosts, 5}, 10, T::kGhosts, T::kNone, kClydeChase1},
    {kBossStand, kN, {R::kHans, 0}, 0, T::kStand, T::kNone, kBossStand},
    {kBossChase1, kN, {R::kHans, 0}, 10, T::kChase, T::kNone, kBossChase1s},
    {kBossChase1s, kN, {R::kHans, 0}, 3, T::kNone, T::kNone, kBossChase2},
    {kBossChase2, kN, {R::kHans, 1}, 8, T::kChase, T::kNone, kBossChase3},
    {kBossChase3, kN, {R::kHans, 2}, 10, T::kChase, T::kNone, kBossChase3s},
    {kBossChase3s, kN, {R::kHans, 2}, 3, T::kNone, T::kNone, kBossChase4},
    {kBossChase4, kN, {R::kHans, 3}, 8, T::kChase, T::kNone, kBossChase1},
    {kBossDie1, kN, {R::kHans, 8}, 15, T::kNone, T::kDeathScream, kBossDie2},
    {kBossDie2, kN, {R::kHans, 9}, 15, T::kNone, T::kNone, kBossDie3},
    {kBossDie3, kN, {R::kHans, 10}, 15, T::kNone, T::kNone, kBossDie4},
    {kBossDie4, kN, {R::kHans, 7}, 0, T::kNone, T::kNone, kBossDie4},
    {kBossShoot1, kN, {R::kHans, 4}, 30, T::kNone, T::kNone, kBossShoot2},
    {kBossShoot2, kN, {R::kHans, 5}, 10, T::kNone, T::kShoot, kBossShoot3},
    {kBossShoot3, kN, {R::kHans, 6}, 10, T::kNone, T::kShoot, kBossShoot4},
    {kBossShoot4, kN, {R::kHans, 5}, 10, T::kNone, T::kShoot, kBossShoot5},
    {kBossShoot5, kN, {R::kHans, 6}, 10, T::kNone, T::kShoot, kBossShoot6},
    {kBossShoot6, kN, {R::kHans, 5}, 10, T::kNone, T::kShoot, kBossShoot7},
    {kBossShoot7, kN, {R::kHans, 6}, 10, T::kNone, T::kShoot, kBossShoot8},
    {kBossShoot8, kN, {R::kHans, 4}, 10, T::kNone, T::kNone, kBossChase1},
    {kGretelStand, kN, {R::kGretel, 0}, 0, T::kStand, T::kNone, kGretelStand},
    {kGretelChase1, kN, {R::kGretel, 0}, 10, T::kChase, T::kNone, kGretelChase1s},
    {kGretelChase1s, kN, {R::kGretel, 0}, 3, T::kNone, T::kNone, kGretelChase2},
    {kGretelChase2, kN, {R::kGretel, 1}, 8, T::kChase, T::kNone, kGretelChase3},
    {kGretelChase3, kN, {R::kGretel, 2}, 10, T::kChase, T::kNone, kGretelChase3s},
    {kGretelChase3s, kN, {R::kGretel, 2}, 3, T::kNone, T::kNone, kGretelChase4},
    {kGretelChase4, kN, {R::kGretel, 3}, 8, T::kChase, T::kNone, kGretelChase1},
    {kGretelDie1, kN, {R::kGretel, 8}, 15, T::kNone, T::kDeathScream, kGretelDie2},
    {kGretelDie2, kN, {R::kGretel, 9}, 15, T::kNone, T::kNone, kGretelDie3},
    {kGretelDie3, kN, {R::kGretel, 10}, 15, T::kNone, T::kNone, kGretelDie4},
    {kGretelDie4, kN, {R::kGretel, 7}, 0, T::kNone, T::kNone, kGretelDie4},
    {kGretelShoot1, kN, {R::kGretel, 4}, 30, T::kNone, T::kNone, kGretelShoot2},
    {kGretelShoot2, kN, {R::kGretel, 5}, 10, T::kNone, T::kShoot, kGretelShoot3},
    {kGretelShoot3, kN, {R::kGretel, 6}, 10, T::kNone, T::kShoot, kGretelShoot4},
    {kGretelShoot4, kN, {R::kGretel, 5}, 10, T::kNone, T::kShoot, kGretelShoot5},
    {kGretelShoot5, kN, {R::kGretel, 6}, 10, T::kNone, T::kShoot, kGretelShoot6},
    {kGretelShoot6, kN, {R::kGretel, 5}, 10, T::kNone, T::kShoot, kGretelShoot7},
    {kGretelShoot7, kN, {R::kGretel, 6}, 10, T::kNone, T::kShoot, kGretelShoot8},
    {kGretelShoot8, kN, {R::kGretel, 4}, 10, T::kNone, T::kNone, kGretelChase1},
    {kSchabbStand, kN, {R::kSchabbs, 0}, 0, T::kStand, T::kNone, kSchabbStand},
    {kSchabbChase1, kN, {R::kSchabbs, 0}, 10, T::kSchabb, T::kNone, kSchabbChase1s},
    {kSchabbChase1s, kN, {R::kSchabbs, 0}, 3, T::kNone, T::kNone, kSchabbChase2},
    {kSchabbChase2, kN, {R::kSchabbs, 1}, 8, T::kSchabb, T::kNone, kSchabbChase3},
    {kSchabbChase3, kN, {R::kSchabbs, 2}, 10, T::kSchabb, T::kNone, kSchabbChase3s},
    {kSchabbChase3s, kN, {R::kSchabbs, 2}, 3, T::kNone, T::kNone, kSchabbChase4},
    {kSchabbChase4, kN, {R::kSchabbs, 3}, 8, T::kSchabb, T::kNone, kSchabbChase1},
    {kSchabbDeathCam, kN, {R::kSchabbs, 0}, 1, T::kNone, T::kNone, kSchabbDie1},
    {kSchabbDie1, kN, {R::kSchabbs, 0}, 10, T::kNone, T::kDeathScream, kSchabbDie2},
    {kSchabbDie2, kN, {R::kSchabbs, 0}, 10, T::kNone, T::kNone, kSchabbDie3},
    {kSchabbDie3, kN, {R::kSchabbs, 6}, 10, T::kNone, T::kNone, kSchabbDie4},
    {kSchabbDie4, kN, {R::kSchabbs, 7}, 10, T::kNone, T::kNone, kSchabbDie5},
    {kSchabbDie5, kN, {R::kSchabbs, 8}, 10, T::kNone, T::kNone, kSchabbDie6},
    {kSchabbDie6, kN, {R::kSchabbs, 9}, 20, T::kNone, T::kStartDeathCam, kSchabbDie6},
    {kSchabbShoot1, kN, {R::kSchabbs, 4}, 30, T::kNone, T::kNone, kSchabbShoot2},
    {kSchabbShoot2, kN, {R::kSchabbs, 5}, 10, T::kNone, T::kSchabbThrow, kSchabbChase1},
    {kNeedle1, kN, {R::kSchabbs, 10}, 6, T::kProjectile, T::kNone, kNeedle2},
    {kNeedle2, kN, {R::kSchabbs, 11}, 6, T::kProjectile, T::kNone, kNeedle3},
    {kNeedle3, kN, {R::kSchabbs, 12}, 6, T::kProjectile, T::kNone, kNeedle4},
    {kNeedle4, kN, {R::kSchabbs, 13}, 6, T::kProjectile, T::kNone, kNeedle1},
    {kGiftStand, kN, {R::kGift, 0}, 0, T::kStand, T::kNone, kGiftStand},
    {kGiftChase1, kN, {R::kGift, 0}, 10, T::kGift, T::kNone, kGiftChase1s},
    {kGiftChase1s, kN, {R::kGift, 0}, 3, T::kNone, T::kNone, kGiftChase2},
    {kGiftChase2, kN, {R::kGift, 1}, 8, T::kGift, T::kNone, kGiftChase3},
    {kGiftChase3, kN, {R::kGift, 2}, 10, T::kGift, T::kNone, kGiftChase3s},
    {kGiftChase3s, kN, {R::kGift, 2}, 3, T::kNone, T::kNone, kGiftChase4},
    {kGiftChase4, kN, {R::kGift, 3}, 8, T::kGift, T::kNone, kGiftChase1},
    {kGiftDeathCam, kN, {R::kGift, 0}, 1, T::kNone, T::kNone, kGiftDie1},
    {kGiftDie1, kN, {R::kGift, 0}, 1, T::kNone, T::kDeathScream, kGiftDie2},
    {kGiftDie2, kN, {R::kGift, 0}, 10, T::kNone, T::kNone, kGiftDie3},
    {kGiftDie3, kN, {R::kGift, 6}, 10, T::kNone, T::kNone, kGiftDie4},
    {kGiftDie4, kN, {R::kGift, 7}, 10, T::kNone, T::kNone, kGiftDie5},
    {kGiftDie5, kN, {R::kGift, 8}, 10, T::kNone, T::kNone, kGiftDie6},
    {kGiftDie6, kN, {R::kGift, 9}, 20, T::kNone, T::kStartDeathCam, kGiftDie6},
    {kGiftShoot1, kN, {R::kGift, 4}, 30, T::kNone, T::kNone, kGiftShoot2},
    {kGiftShoot2, kN, {R::kGift, 5}, 10, T::kNone, T::kGiftThrow, kGiftChase1},
    {kFatStand, kN, {R::kFat, 0}, 0, T::kStand, T::kNone, kFatStand},
    {kFatChase1, kN, {R::kFat, 0}, 10, T::kFat, T::kNone, kFatChase1s},
    {kFatChase1s, kN, {R::kFat, 0}, 3, T::kNone, T::kNone, kFatChase2},
    {kFatChase2, kN, {R::kFat, 1}, 8, T::kFat, T::kNone, kFatChase3},
    {kFatChase3, kN, {R::kFat, 2}, 10, T::kFat, T::kNone, kFatChase3s},
    {kFatChase3s, kN, {R::kFat, 2}, 3, T::kNone, T::kNone, kFatChase4},
    {kFatChase4, kN, {R::kFat, 3}, 8, T::kFat, T::kNone, kFatChase1},
    {kFatDeathCam, kN, {R::kFat, 0}, 1, T::kNone, T::kNone, kFatDie1},
    {kFatDie1, kN, {R::kFat, 0}, 1, T::kNone, T::kDeathScream, kFatDie2},
    {kFatDie2, kN, {R::kFat, 0}, 10, T::kNone, T::kNone, kFatDie3},
    {kFatDie3, kN, {R::kFat, 8}, 10, T::kNone, T::kNone, kFatDie4},
    {kFatDie4, kN, {R::kFat, 9}, 10, T::kNone, T::kNone, kFatDie5},
    {kFatDie5, kN, {R::kFat, 10}, 10, T::kNone, T::kNone, kFatDie6},
    {kFatDie6, kN, {R::kFat, 11}, 20, T::kNone, T::kStartDeathCam, kFatDie6},
    {kFatShoot1, kN, {R::kFat, 4}, 30, T::kNone, T::kNone, kFatShoot2},
    {kFatShoot2, kN, {R::kFat, 5}, 10, T::kNone, T::kGiftThrow, kFatShoot3},
    {kFatShoot3, kN, {R::kFat, 6}, 10, T::kNone, T::kShoot, kFatShoot4},
    {kFatShoot4, kN, {R::kFat, 7}, 10, T::kNone, T::kShoot, kFatShoot5},
    {kFatShoot5, kN, {R::kFat, 6}, 10, T::kNone, T::kShoot, kFatShoot6},
    {kFatShoot6, kN, {R::kFat, 7}, 10, T::kNone, T::kShoot, kFatChase1},
    {kFakeStand, kN, {R::kFake, 0}, 0, T::kStand, T::kNone, kFakeStand},
    {kFakeChase1, kN, {R::kFake, 0}, 10, T::kFake, T::kNone, kFakeChase1s},
    {kFakeChase1s, kN, {R::kFake, 0}, 3, T::kNone, T::kNone, kFakeChase2},
    {kFakeChase2, kN, {R::kFake, 1}, 8, T::kFake, T::kNone, kFakeChase3},
    {kFakeChase3, kN, {R::kFake, 2}, 10, T::kFake, T::kNone, kFakeChase3s},
    {kFakeChase3s, kN, {R::kFake, 2}, 3, T::kNone, T::kNone, kFakeChase4},
    {kFakeChase4, kN, {R::kFake, 3}, 8, T::kFake, T::kNone, kFakeChase1},
    {kFakeDie1, kN, {R::kFake, 7}, 10, T::kNone, T::kDeathScream, kFakeDie2},
    {kFakeDie2, kN, {R::kFake, 8}, 10, T::kNone, T::kNone, kFakeDie3},
    {kFakeDie3, kN, {R::kFake, 9}, 10, T::kNone, T::kNone, kFakeDie4},
    {kFakeDie4, kN, {R::kFake, 10}, 10, T::kNone, T::kNone, kFakeDie5},
    {kFakeDie5, kN, {R::kFake, 11}, 10, T::kNone, T::kNone, kFakeDie6},
    {kFakeDie6, kN, {R::kFake, 12}, 0, T::kNone, T::kNone, kFakeDie6},
    {kFakeShoot1, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot2},
    {kFakeShoot2, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot3},
    {kFakeShoot3, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot4},
    {kFakeShoot4, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot5},
    {kFakeShoot5, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot6},
    {kFakeShoot6, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot7},
    {kFakeShoot7, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot8},
    {kFakeShoot8, kN, {R::kFake, 4}, 8, T::kNone, T::kFakeFire, kFakeShoot9},
    {kFakeShoot9, kN, {R::kFake, 4}, 8, T::kNone, T::kNone, kFakeChase1},
    {kFire1, kN, {R::kFake, 5}, 6, T::kProjectile, T::kNone, kFire2},
    {kFire2, kN, {R::kFake, 6}, 6, T::kProjectile, T::kNone, kFire1},
    {kMechaStand, kN, {R::kMecha, 0}, 0, T::kStand, T::kNone, kMechaStand},
    {kMechaChase1, kN, {R::kMecha, 0}, 10, T::kChase, T::kMechaSound, kMechaChase1s},
    {kMechaChase1s, kN, {R::kMecha, 0}, 6, T::kNone, T::kNone, kMechaChase2},
    {kMechaChase2, kN, {R::kMecha, 1}, 8, T::kChase, T::kNone, kMechaChase3},
    {kMechaChase3, kN, {R::kMecha, 2}, 10, T::kChase, T::kMechaSound, kMechaChase3s},
    {kMechaChase3s, kN, {R::kMecha, 2}, 6, T::kNone, T::kNone, kMechaChase4},
    {kMechaChase4, kN, {R::kMecha, 3}, 8, T::kChase, T::kNone, kMechaChase1},
    {kMechaDie1, kN, {R::kMecha, 8}, 10, T::kNone, T::kDeathScream, kMechaDie2},
    {kMechaDie2, kN, {R::kMecha, 9}, 10, T::kNone, T::kNone, kMechaDie3},
    {kMechaDie3, kN, {R::kMecha, 10}, 10, T::kNone, T::kHitlerMorph, kMechaDie4},
    {kMechaDie4, kN, {R::kMecha, 7}, 0, T::kNone, T::kNone, kMechaDie4},
    {kMechaShoot1, kN, {R::kMecha, 4}, 30, T::kNone, T::kNone, kMechaShoot2},
    {kMechaShoot2, kN, {R::kMecha, 5}, 10, T::kNone, T::kShoot, kMechaShoot3},
    {kMechaShoot3, kN, {R::kMecha, 6}, 10, T::kNone, T::kShoot, kMechaShoot4},
    {kMechaShoot4, kN, {R::kMecha, 5}, 10, T::kNone, T::kShoot, kMechaShoot5},
    {kMechaShoot5, kN, {R::kMecha, 6}, 10, T::kNone, T::kShoot, kMechaShoot6},
    {kMechaShoot6, kN, {R::kMecha, 5}, 10, T::kNone, T::kShoot, kMechaChase1},
    {kHitlerChase1, kN, {R::kHitler, 0}, 6, T::kChase, T::kNone, kHitlerChase1s},
    {kHitlerChase1s, kN, {R::kHitler, 0}, 4, T::kNone, T::kNone, kHitlerChase2},
    {kHitlerChase2, kN, {R::kHitler, 1}, 2, T::kChase, T::kNone, kHitlerChase3},
    {kHitlerChase3, kN, {R::kHitler, 2}, 6, T::kChase, T::kNone, kHitlerChase3s},
    {kHitlerChase3s, kN, {R::kHitler, 2}, 4, T::kNone, T::kNone, kHitlerChase4},
    {kHitlerChase4, kN, {R::kHitler, 3}, 2, T::kChase, T::kNone, kHitlerChase1},
    {kHitlerDeathCam, kN, {R::kHitler, 0}, 10, T::kNone, T::kNone, kHitlerDie1},
    {kHitlerDie1, kN, {R::kHitler, 0}, 1, T::kNone, T::kDeathScream, kHitlerDie2},
    {kHitlerDie2, kN, {R::kHitler, 0}, 10, T::kNone, T::kNone, kHitlerDie3},
    {kHitlerDie3, kN, {R::kHitler, 8}, 10, T::kNone, T::kSlurpie, kHitlerDie4},
    {kHitlerDie4, kN, {R::kHitler, 9}, 10, T::kNone, T::kNone, kHitlerDie5},
    {kHitlerDie5, kN, {R::kHitler, 10}, 10, T::kNone, T::kNone, kHitlerDie6},
    {kHitlerDie6, kN, {R::kHitler, 11}, 10, T::kNone, T::kNone, kHitlerDie7},
    {kHitlerDie7, kN, {R::kHitler, 12}, 10, T::kNone, T::kNone, kHitlerDie8},
    {kHitlerDie8, kN, {R::kHitler, 13}, 10, T::kNone, T::kNone, kHitlerDie9},
    {kHitlerDie9, kN, {R::kHitler, 14}, 10, T::kNone, T::kNone, kHitlerDie10},
    {kHitlerDie10, kN, {R::kHitler, 7}, 20, T::kNone, T::kStartDeathCam, kHitlerDie10},
    {kHitlerShoot1, kN, {R::kHitler, 4}, 30, T::kNone, T::kNone, kHitlerShoot2},
    {kHitlerShoot2, kN, {R::kHitler, 5}, 10, T::kNone, T::kShoot, kHitlerShoot3},
    {kHitlerShoot3, kN, {R::kHitler, 6}, 10, T::kNone, T::kShoot, kHitlerShoot4},
    {kHitlerShoot4, kN, {R::kHitler, 5}, 10, T::kNone, T::kShoot, kHitlerShoot5},
    {kHitlerShoot5, kN, {R::kHitler, 6}, 10, T::kNone, T::kShoot, kHitlerShoot6},
    {kHitlerShoot6, kN, {R::kHitler, 5}, 10, T::kNone, T::kShoot, kHitlerChase1},
    {kBjRun1, kN, {R::kBj, 0}, 12, T::kBjRun, T::kNone, kBjRun1s},
    {kBjRun1s, kN, {R::kBj, 0}, 3, T::kNone, T::kNone, kBjRun2},
    {kBjRun2, kN, {R::kBj, 1}, 8, T::kBjRun, T::kNone, kBjRun3},
    {kBjRun3, kN, {R::kBj, 2}, 12, T::kBjRun, T::kNone, kBjRun3s},
    {kBjRun3s, kN, {R::kBj, 2}, 3, T::kNone, T::kNone, kBjRun4},
    {kBjRun4, kN, {R::kBj, 3}, 8, T::kBjRun, T::kNone, kBjRun1},
    {kBjJump1, kN, {R::kBj, 4}, 14, T::kBjJump, T::kNone, kBjJump2},
    {kBjJump2, kN, {R::kBj, 5}, 14, T::kBjJump, T::kBjYell, kBjJump3},
    {kBjJump3, kN, {R::kBj, 6}, 14, T::kBjJump, T::kNone, kBjJump4},
    {kBjJump4, kN, {R::kBj, 7}, 300, T::kNone, T::kBjDone, kBjJump4},
    {kTransStand, kN, {R::kTrans, 0}, 0, T::kStand, T::kNone, kTransStand},
    {kTransChase1, kN, {R::kTrans, 0}, 10, T::kChase, T::kNone, kTransChase1s},
    {kTransChase1s, kN, {R::kTrans, 0}, 3, T::kNone, T::kNone, kTransChase2},
    {kTransChase2, kN, {R::kTrans, 1}, 8, T::kChase, T::kNone, kTransChase3},
    {kTransChase3, kN, {R::kTrans, 2}, 10, T::kChase, T::kNone, kTransChase3s},
    {kTransChase3s, kN, {R::kTrans, 2}, 3, T::kNone, T::kNone, kTransChase4},
    {kTransChase4, kN, {R::kTrans, 3}, 8, T::kChase, T::kNone, kTransChase1},
    {kTransDie0, kN, {R::kTrans, 0}, 1, T::kNone, T::kDeathScream, kTransDie01},
    {kTransDie01, kN, {R::kTrans, 0}, 1, T::kNone, T::kNone, kTransDie1},
    {kTransDie1, kN, {R::kTrans, 8}, 15, T::kNone, T::kNone, kTransDie2},
    {kTransDie2, kN, {R::kTrans, 9}, 15, T::kNone, T::kNone, kTransDie3},
    {kTransDie3, kN, {R::kTrans, 10}, 15, T::kNone, T::kNone, kTransDie4},
    {kTransDie4, kN, {R::kTrans, 7}, 0, T::kNone, T::kNone, kTransDie4},
    {kTransShoot1, kN, {R::kTrans, 4}, 30, T::kNone, T::kNone, kTransShoot2},
    {kTransShoot2, kN, {R::kTrans, 5}, 10, T::kNone, T::kShoot, kTransShoot3},
    {kTransShoot3, kN, {R::kTrans, 6}, 10, T::kNone, T::kShoot, kTransShoot4},
    {kTransShoot4, kN, {R::kTrans, 5}, 10, T::kNone, T::kShoot, kTransShoot5},
    {kTransShoot5, kN, {R::kTrans, 6}, 10, T::kNone, T::kShoot, kTransShoot6},
    {kTransShoot6, kN, {R::kTrans, 5}, 10, T::kNone, T::kShoot, kTransShoot7},
    {kTransShoot7, kN, {R::kTrans, 6}, 10, T::kNone, T::kShoot, kTransShoot8},
    {kTransShoot8, kN, {R::kTrans, 4}, 10, T::kNone, T::kNone, kTransChase1},
    {kUberStand, kN, {R::kUber, 0}, 0, T::kStand, T::kNone, kUberStand},
    {kUberChase1, kN, {R::kUber, 0}, 10, T::kChase, T::kNone, kUberChase1s},
    {kUberChase1s, kN, {R::kUber, 0}, 3, T::kNone, T::kNone, kUberChase2},
    {kUberChase2, kN, {R::kUber, 1}, 8, T::kChase, T::kNone, kUberChase3},
    {kUberChase3, kN, {R::kUber, 2}, 10, T::kChase, T::kNone, kUberChase3s},
    {kUberChase3s, kN, {R::kUber, 2}, 3, T::kNone, T::kNone, kUberChase4},
    {kUberChase4, kN, {R::kUber, 3}, 8, T::kChase, T::kNone, kUberChase1},
    {kUberDie0, kN, {R::kUber, 0}, 1, T::kNone, T::kDeathScream, kUberDie01},
    {kUberDie01, kN, {R::kUber, 0}, 1, T::kNone, T::kNone, kUberDie1},
    {kUberDie1, kN, {R::kUber, 8}, 15, T::kNone, T::kNone, kUberDie2},
    {kUberDie2, kN, {R::kUber, 9}, 15, T::kNone, T::kNone, kUberDie3},
    {kUberDie3, kN, {R::kUber, 10}, 15, T::kNone, T::kNone, kUberDie4},
    {kUberDie4, kN, {R::kUber, 11}, 15, T::kNone, T::kNone, kUberDie5},
    {kUberDie5, kN, {R::kUber, 12}, 0, T::kNone, T::kNone, kUberDie5},
    {kUberShoot1, kN, {R::kUber, 4}, 30, T::kNone, T::kNone, kUberShoot2},
    {kUberShoot2, kN, {R::kUber, 5}, 12, T::kNone, T::kUberShoot, kUberShoot3},
    {kUberShoot3, kN, {R::kUber, 6}, 12, T::kNone, T::kUberShoot, kUberShoot4},
    {kUberShoot4, kN, {R::kUber, 7}, 12, T::kNone, T::kUberShoot, kUberShoot5},
    {kUberShoot5, kN, {R::kUber, 6}, 12, T::kNone, T::kUberShoot, kUberShoot6},
    {kUberShoot6, kN, {R::kUber, 5}, 12, T::kNone, T::kUberShoot, kUberShoot7},
    {kUberShoot7, kN, {R::kUber, 4}, 12, T::kNone, T::kNone, kUberChase1},
    {kWillStand, kN, {R::kWill, 0}, 0, T::kStand, T::kNone, kWillStand},
    {kWillChase1, kN, {R::kWill, 0}, 10, T::kWill, T::kNone, kWillChase1s},
    {kWillChase1s, kN, {R::kWill, 0}, 3, T::kNone, T::kNone, kWillChase2},
    {kWillChase2, kN, {R::kWill, 1}, 8, T::kWill, T::kNone, kWillChase3},
    {kWillChase3, kN, {R::kWill, 2}, 10, T::kWill, T::kNone, kWillChase3s},
    {kWillChase3s, kN, {R::kWill, 2}, 3, T::kNone, T::kNone, kWillChase4},
    {kWillChase4, kN, {R::kWill, 3}, 8, T::kWill, T::kNone, kWillChase1},
    {kWillDeathCam, kN, {R::kWill, 0}, 1, T::kNone, T::kNone, kWillDie1},
    {kWillDie1, kN, {R::kWill, 0}, 1, T::kNone, T::kDeathScream, kWillDie2},
    {kWillDie2, kN, {R::kWill, 0}, 10, T::kNone, T::kNone, kWillDie3},
    {kWillDie3, kN, {R::kWill, 8}, 10, T::kNone, T::kNone, kWillDie4},
    {kWillDie4, kN, {R::kWill, 9}, 10, T::kNone, T::kNone, kWillDie5},
    {kWillDie5, kN, {R::kWill, 10}, 10, T::kNone, T::kNone, kWillDie6},
    {kWillDie6, kN, {R::kWill, 11}, 20, T::kNone, T::kNone, kWillDie6},
    {kWillShoot1, kN, {R::kWill, 4}, 30, T::kNone, T::kNone, kWillShoot2},
    {kWillShoot2, kN, {R::kWill, 5}, 10, T::kNone, T::kLaunch, kWillShoot3},
    {kWillShoot3, kN, {R::kWill, 6}, 10, T::kNone, T::kShoot, kWillShoot4},
    {kWillShoot4, kN, {R::kWill, 7}, 10, T::kNone, T::kShoot, kWillShoot5},
    {kWillShoot5, kN, {R::kWill, 6}, 10, T::kNone, T::kShoot, kWillShoot6},
    {kWillShoot6, kN, {R::kWill, 7}, 10, T::kNone, T::kShoot, kWillChase1},
    {kDeathStand, kN, {R::kDeath, 0}, 0, T::kStand, T::kNone, kDeathStand},
    {kDeathChase1, kN, {R::kDeath, 0}, 10, T::kWill, T::kNone, kDeathChase1s},
    {kDeathChase1s, kN, {R::kDeath, 0}, 3, T::kNone, T::kNone, kDeathChase2},
    {kDeathChase2, kN, {R::kDeath, 1}, 8, T::kWill, T::kNone, kDeathChase3},
    {kDeathChase3, kN, {R::kDeath, 2}, 10, T::kWill, T::kNone, kDeathChase3s},
    {kDeathChase3s, kN, {R::kDeath, 2}, 3, T::kNone, T::kNone, kDeathChase4},
    {kDeathChase4, kN, {R::kDeath, 3}, 8, T::kWill, T::kNone, kDeathChase1},
    {kDeathDeathCam, kN, {R::kDeath, 0}, 1, T::kNone, T::kNone, kDeathDie1},
    {kDeathDie1, kN, {R::kDeath, 0}, 1, T::kNone, T::kDeathScream, kDeathDie2},
    {kDeathDie2, kN, {R::kDeath, 0}, 10, T::kNone, T::kNone, kDeathDie3},
    {kDeathDie3, kN, {R::kDeath, 8}, 10, T::kNone, T::kNone, kDeathDie4},
    {kDeathDie4, kN, {R::kDeath, 9}, 10, T::kNone, T::kNone, kDeathDie5},
    {kDeathDie5, kN, {R::kDeath, 10}, 10, T::kNone, T::kNone, kDeathDie6},
    {kDeathDie6, kN, {R::kDeath, 11}, 10, T::kNone, T::kNone, kDeathDie7},
    {kDeathDie7, kN, {R::kDeath, 12}, 10, T::kNone, T::kNone, kDeathDie8},
    {kDeathDie8, kN, {R::kDeath, 13}, 10, T::kNone, T::kNone, kDeathDie9},
    {kDeathDie9, kN, {R::kDeath, 14}, 0, T::kNone, T::kNone, kDeathDie9},
    {kDeathShoot1, kN, {R::kDeath, 4}, 30, T::kNone, T::kNone, kDeathShoot2},
    {kDeathShoot2, kN, {R::kDeath, 5}, 10, T::kNone, T::kLaunch, kDeathShoot3},
    {kDeathShoot3, kN, {R::kDeath, 7}, 10, T::kNone, T::kShoot, kDeathShoot4},
    {kDeathShoot4, kN, {R::kDeath, 6}, 10, T::kNone, T::kLaunch, kDeathShoot5},
    {kDeathShoot5, kN, {R::kDeath, 7}, 10, T::kNone, T::kShoot, kDeathChase1},
    {kAngelStand, kN, {R::kAngel, 0}, 0, T::kStand, T::kNone, kAngelStand},
    {kAngelChase1, kN, {R::kAngel, 0}, 10, T::kWill, T::kNone, kAngelChase1s},
    {kAngelChase1s, kN, {R::kAngel, 0}, 3, T::kNone, T::kNone, kAngelChase2},
    {kAngelChase2, kN, {R::kAngel, 1}, 8, T::kWill, T::kNone, kAngelChase3},
    {kAngelChase3, kN, {R::kAngel, 2}, 10, T::kWill, T::kNone, kAngelChase3s},
    {kAngelChase3s, kN, {R::kAngel, 2}, 3, T::kNone, T::kNone, kAngelChase4},
    {kAngelChase4, kN, {R::kAngel, 3}, 8, T::kWill, T::kNone, kAngelChase1},
    {kAngelDie1, kN, {R::kAngel, 0}, 1, T::kNone, T::kDeathScream, kAngelDie11},
    {kAngelDie11, kN, {R::kAngel, 0}, 1, T::kNone, T::kNone, kAngelDie2},
    {kAngelDie2, kN, {R::kAngel, 8}, 10, T::kNone, T::kSlurpie, kAngelDie3},
    {kAngelDie3, kN, {R::kAngel, 9}, 10, T::kNone, T::kNone, kAngelDie4},
    {kAngelDie4, kN, {R::kAngel, 10}, 10, T::kNone, T::kNone, kAngelDie5},
    {kAngelDie5, kN, {R::kAngel, 11}, 10, T::kNone, T::kNone, kAngelDie6},
    {kAngelDie6, kN, {R::kAngel, 12}, 10, T::kNone, T::kNone, kAngelDie7},
    {kAngelDie7, kN, {R::kAngel, 13}, 10, T::kNone, T::kNone, kAngelDie8},
    {kAngelDie8, kN, {R::kAngel, 14}, 10, T::kNone, T::kNone, kAngelDie9},
    {kAngelDie9, kN, {R::kAngel, 15}, 130, T::kNone, T::kVictory, kAngelDie9},
    {kAngelShoot1, kN, {R::kAngel, 4}, 10, T::kNone, T::kStartAttack, kAngelShoot2},
    {kAngelShoot2, kN, {R::kAngel, 5}, 20, T::kNone, T::kLaunch, kAngelShoot3},
    {kAngelShoot3, kN, {R::kAngel, 4}, 10, T::kNone, T::kRelaunch, kAngelShoot2},
    {kAngelTired, kN, {R::kAngel, 6}, 40, T::kNone, T::kBreathing, kAngelTired2},
    {kAngelTired2, kN, {R::kAngel, 7}, 40, T::kNone, T::kNone, kAngelTired3},
    {kAngelTired3, kN, {R::kAngel, 6}, 40, T::kNone, T::kBreathing, kAngelTired4},
    {kAngelTired4, kN, {R::kAngel, 7}, 40, T::kNone, T::kNone, kAngelTired5},
    {kAngelTired5, kN, {R::kAngel, 6}, 40, T::kNone, T::kBreathing, kAngelTired6},
    {kAngelTired6, kN, {R::kAngel, 7}, 40, T::kNone, T::kNone, kAngelTired7},
    {kAngelTired7, kN, {R::kAngel, 6}, 40, T::kNone, T::kBreathing, kAngelChase1},
    {kSpectreWait1, kN, {R::kSpectre, 0}, 10, T::kStand, T::kNone, kSpectreWait2},
    {kSpectreWait2, kN, {R::kSpectre, 1}, 10, T::kStand, T::kNone, kSpectreWait3},
    {kSpectreWait3, kN, {R::kSpectre, 2}, 10, T::kStand, T::kNone, kSpectreWait4},
    {kSpectreWait4, kN, {R::kSpectre, 3}, 10, T::kStand, T::kNone, kSpectreWait1},
    {kSpectreChase1, kN, {R::kSpectre, 0}, 10, T::kGhosts, T::kNone, kSpectreChase2},
    {kSpectreChase2, kN, {R::kSpectre, 1}, 10, T::kGhosts, T::kNone, kSpectreChase3},
    {kSpectreChase3, kN, {R::kSpectre, 2}, 10, T::kGhosts, T::kNone, kSpectreChase4},
    {kSpectreChase4, kN, {R::kSpectre, 3}, 10, T::kGhosts, T::kNone, kSpectreChase1},
    {kSpectreDie1, kN, {R::kSpectre, 4}, 10, T::kNone, T::kNone, kSpectreDie2},
    {kSpectreDie2, kN, {R::kSpectre, 5}, 10, T::kNone, T::kNone, kSpectreDie3},
    {kSpectreDie3, kN, {R::kSpectre, 6}, 10, T::kNone, T::kNone, kSpectreDie4},
    {kSpectreDie4, kN, {R::kSpectre, 7}, 300, T::kNone, T::kNone, kSpectreWake},
    {kSpectreWake, kN, {R::kSpectre, 7}, 10, T::kNone, T::kDormant, kSpectreWake},
}};
// clang-format on

namespace {

constexpr bool rows_in_id_order() {
  for (std::size_t i = 0; i < kStateTable.size(); ++i) {
    if (kStateTable[i].id != static_cast<StateId>(i)) return false;
  }
  return true;
}
static_assert(rows_in_id_order(), "kStateTable rows must follow StateName order");

// The death states that wait for a boss's last words: with digitised sound the engine lengthens
// them when the boss spawns (SpawnSchabbs, SpawnGift, SpawnFat, SpawnHitler set 140 tics, or 5
// without digitised sound; Spear's bosses set theirs only with a Sound Blaster and digitised
// sound, otherwise their table value stands).
struct SpokenDeath {
  StateId state;
  bool spear;
  std::int16_t with_speech;
  std::int16_t without_speech;
};
constexpr std::array kSpokenDeaths = {
    SpokenDeath{kSchabbDie2, false, 140, 5}, SpokenDeath{kGiftDie2, false, 140, 5},
    SpokenDeath{kFatDie2, false, 140, 5},    SpokenDeath{kHitlerDie2, false, 140, 5},
    SpokenDeath{kTransDie01, true, 105, 1},  SpokenDeath{kUberDie01, true, 70, 1},
    SpokenDeath{kWillDie2, true, 70, 10},    SpokenDeath{kDeathDie2, true, 105, 10},
    SpokenDeath{kAngelDie11, true, 105, 1},
};

// Which states are in kSpokenDeaths, so state_tics looks the list up only for those.
constexpr std::array<bool, kStateCount> kSpeaks = [] {
  std::array<bool, kStateCount> speaks{};
  for (const SpokenDeath& spoken : kSpokenDeaths) speaks[spoken.state] = true;
  return speaks;
}();

}  // namespace

std::int16_t state_tics(const World& world, StateId state) {
  if (!kSpeaks[state]) return state_info(state).tics;
  for (const SpokenDeath& spoken : kSpokenDeaths) {
    if (spoken.state != state) continue;
    const bool speech = world.digitized_sound && (!spoken.spear || world.sound_blaster);
    return speech ? spoken.with_speech : spoken.without_speech;
  }
  return state_info(state).tics;
}

int state_sprite(const World& world, StateId state) {
  constexpr int kNoStateSprite = -2;  // the traces' value for an object without a state
  if (state == kNoState) return kNoStateSprite;
  const SpriteRef sprite = state_info(state).sprite;
  return first_sprite(sprite.run, world.spear) + sprite.index;
}

}  // namespace wolfsuite::sim
