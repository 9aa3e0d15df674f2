#pragma once
// The engine's state machines (the statetype tables of WL_ACT2 and WL_AGENT): every state an
// object of Wolfenstein 3-D or Spear of Destiny can be in, as one table of rows. A row says which
// sprite the state shows, whether that sprite has eight rotations, how many tics the state lasts
// (0: until a think changes it), the think called every tic, the action called once when the
// state ends, and the state that follows. `StateId` (world.h) indexes the table.
#include <array>
#include <cstdint>

#include "reference/sim/world.h"

namespace wolfsuite::sim {

// The functions a state names, as its think (every tic) or its action (when it ends). kPlayer and
// kAttack are the player's own thinks (player.h); the rest are the actors' (actor_think.h).
enum class Think : std::uint8_t {
  kNone,
  kPlayer,
  kAttack,  // T_Player, T_Attack
  kStand,
  kPath,
  kChase,
  kDogChase,
  kGhosts,  // T_Stand, T_Path, T_Chase, ...
  kSchabb,
  kGift,
  kFat,
  kFake,
  kWill,
  kProjectile,  // the bosses' chases, T_Projectile
  kBjRun,
  kBjJump,  // the victory run
  kShoot,
  kUberShoot,
  kBite,
  kLaunch,  // T_Shoot, T_UShoot, T_Bite, T_Launch
  kSchabbThrow,
  kGiftThrow,
  kFakeFire,  // the bosses' missiles
  kDeathScream,
  kSmoke,
  kHitlerMorph,
  kMechaSound,
  kSlurpie,
  kStartDeathCam,
  kRelaunch,
  kStartAttack,
  kVictory,
  kBreathing,
  kDormant,
  kBjYell,
  kBjDone,
};

// Which sprites rotate with the viewer's angle: none, eight rotations, or the pain frames'
// special case (rotate 2 in the engine, drawn without rotation but facing the player).
enum class Rotation : std::uint8_t { kNone, kEight, kPain };

// The engine numbers its sprites in one list of runs (SPR_DEMO, the statics, then each actor's
// frames); some runs exist in only one of the two games, which shifts every later number. A
// sprite is named here by its run and its place in the run; state_sprite() gives the number.
// clang-format off
enum class SpriteRun : std::uint8_t {
  kDemo, kDeathCam, kStatics, kSpearStatics,
  kGuardStand, kGuardWalk1, kGuardWalk2, kGuardWalk3, kGuardWalk4, kGuardHurt, kGuardShoot,
  kDogWalk1, kDogWalk2, kDogWalk3, kDogWalk4, kDogHurt,
  kSsStand, kSsWalk1, kSsWalk2, kSsWalk3, kSsWalk4, kSsHurt, kSsShoot,
  kMutantStand, kMutantWalk1, kMutantWalk2, kMutantWalk3, kMutantWalk4, kMutantHurt,
  kMutantShoot,
  kOfficerStand, kOfficerWalk1, kOfficerWalk2, kOfficerWalk3, kOfficerWalk4, kOfficerHurt,
  kOfficerShoot,
  kGhosts, kHans, kSchabbs, kFake, kMecha, kHitler, kGift,
  kRocket, kSmoke, kBoom, kHRocket, kHSmoke, kHBoom, kSpark,
  kGretel, kFat, kBj, kTrans, kWill, kUber, kDeath, kSpectre, kAngel,
  kWeapons,
};
// clang-format on
struct SpriteRef {
  SpriteRun run;
  std::uint8_t index;  // place in the run
};

struct StateInfo {
  StateId id;
  Rotation rotation;
  SpriteRef sprite;
  std::int16_t tics;  // tictime; 0: the state lasts until a think leaves it
  Think think;
  Think action;
  StateId next;  // kNoState: the object is removed when the state ends
};

// Every state, named after the engine's s_ names. kStatePlayer and kStateAttack are the player's.
// clang-format off
enum StateName : StateId {
  kStatePlayer, kStateAttack, kStateDeathCam,
  // guard
  kGuardStand, kGuardPath1, kGuardPath1s, kGuardPath2, kGuardPath3, kGuardPath3s, kGuardPath4,
  kGuardPain, kGuardPain1, kGuardShoot1, kGuardShoot2, kGuardShoot3,
  kGuardChase1, kGuardChase1s, kGuardChase2, kGuardChase3, kGuardChase3s, kGuardChase4,
  kGuardDie1, kGuardDie2, kGuardDie3, kGuardDie4,
  // dog
  kDogPath1, kDogPath1s, kDogPath2, kDogPath3, kDogPath3s, kDogPath4,
  kDogJump1, kDogJump2, kDogJump3, kDogJump4, kDogJump5,
  kDogChase1, kDogChase1s, kDogChase2, kDogChase3, kDogChase3s, kDogChase4,
  kDogDie1, kDogDie2, kDogDie3, kDogDead,
  // officer
  kOfficerStand, kOfficerPath1, kOfficerPath1s, kOfficerPath2, kOfficerPath3, kOfficerPath3s,
  kOfficerPath4, kOfficerPain, kOfficerPain1, kOfficerShoot1, kOfficerShoot2, kOfficerShoot3,
  kOfficerChase1, kOfficerChase1s, kOfficerChase2, kOfficerChase3, kOfficerChase3s,
  kOfficerChase4, kOfficerDie1, kOfficerDie2, kOfficerDie3, kOfficerDie4, kOfficerDie5,
  // mutant
  kMutantStand, kMutantPath1, kMutantPath1s, kMutantPath2, kMutantPath3, kMutantPath3s,
  kMutantPath4, kMutantPain, kMutantPain1, kMutantShoot1, kMutantShoot2, kMutantShoot3,
  kMutantShoot4, kMutantChase1, kMutantChase1s, kMutantChase2, kMutantChase3, kMutantChase3s,
  kMutantChase4, kMutantDie1, kMutantDie2, kMutantDie3, kMutantDie4, kMutantDie5,
  // SS
  kSsStand, kSsPath1, kSsPath1s, kSsPath2, kSsPath3, kSsPath3s, kSsPath4, kSsPain, kSsPain1,
  kSsShoot1, kSsShoot2, kSsShoot3, kSsShoot4, kSsShoot5, kSsShoot6, kSsShoot7, kSsShoot8,
  kSsShoot9, kSsChase1, kSsChase1s, kSsChase2, kSsChase3, kSsChase3s, kSsChase4,
  kSsDie1, kSsDie2, kSsDie3, kSsDie4,
  // missiles, smoke and explosions (both games), Spear's heat-seeking rockets and sparks
  kRocket, kSmoke1, kSmoke2, kSmoke3, kSmoke4, kBoom1, kBoom2, kBoom3,
  kHRocket, kHSmoke1, kHSmoke2, kHSmoke3, kHSmoke4, kHBoom1, kHBoom2, kHBoom3,
  kSpark1, kSpark2, kSpark3, kSpark4,
  // Wolfenstein 3-D's ghosts
  kBlinkyChase1, kBlinkyChase2, kInkyChase1, kInkyChase2, kPinkyChase1, kPinkyChase2,
  kClydeChase1, kClydeChase2,
  // Hans Grosse
  kBossStand, kBossChase1, kBossChase1s, kBossChase2, kBossChase3, kBossChase3s, kBossChase4,
  kBossDie1, kBossDie2, kBossDie3, kBossDie4, kBossShoot1, kBossShoot2, kBossShoot3, kBossShoot4,
  kBossShoot5, kBossShoot6, kBossShoot7, kBossShoot8,
  // Gretel Grosse
  kGretelStand, kGretelChase1, kGretelChase1s, kGretelChase2, kGretelChase3, kGretelChase3s,
  kGretelChase4, kGretelDie1, kGretelDie2, kGretelDie3, kGretelDie4, kGretelShoot1,
  kGretelShoot2, kGretelShoot3, kGretelShoot4, kGretelShoot5, kGretelShoot6, kGretelShoot7,
  kGretelShoot8,
  // Dr Schabbs and his needles
  kSchabbStand, kSchabbChase1, kSchabbChase1s, kSchabbChase2, kSchabbChase3, kSchabbChase3s,
  kSchabbChase4, kSchabbDeathCam, kSchabbDie1, kSchabbDie2, kSchabbDie3, kSchabbDie4,
  kSchabbDie5, kSchabbDie6, kSchabbShoot1, kSchabbShoot2, kNeedle1, kNeedle2, kNeedle3, kNeedle4,
  // Otto Giftmacher
  kGiftStand, kGiftChase1, kGiftChase1s, kGiftChase2, kGiftChase3, kGiftChase3s, kGiftChase4,
  kGiftDeathCam, kGiftDie1, kGiftDie2, kGiftDie3, kGiftDie4, kGiftDie5, kGiftDie6,
  kGiftShoot1, kGiftShoot2,
  // General Fettgesicht
  kFatStand, kFatChase1, kFatChase1s, kFatChase2, kFatChase3, kFatChase3s, kFatChase4,
  kFatDeathCam, kFatDie1, kFatDie2, kFatDie3, kFatDie4, kFatDie5, kFatDie6,
  kFatShoot1, kFatShoot2, kFatShoot3, kFatShoot4, kFatShoot5, kFatShoot6,
  // fake Hitler and his flames
  kFakeStand, kFakeChase1, kFakeChase1s, kFakeChase2, kFakeChase3, kFakeChase3s, kFakeChase4,
  kFakeDie1, kFakeDie2, kFakeDie3, kFakeDie4, kFakeDie5, kFakeDie6,
  kFakeShoot1, kFakeShoot2, kFakeShoot3, kFakeShoot4, kFakeShoot5, kFakeShoot6, kFakeShoot7,
  kFakeShoot8, kFakeShoot9, kFire1, kFire2,
  // Hitler in the mech suit, then without it
  kMechaStand, kMechaChase1, kMechaChase1s, kMechaChase2, kMechaChase3, kMechaChase3s,
  kMechaChase4, kMechaDie1, kMechaDie2, kMechaDie3, kMechaDie4, kMechaShoot1, kMechaShoot2,
  kMechaShoot3, kMechaShoot4, kMechaShoot5, kMechaShoot6,
  kHitlerChase1, kHitlerChase1s, kHitlerChase2, kHitlerChase3, kHitlerChase3s, kHitlerChase4,
  kHitlerDeathCam, kHitlerDie1, kHitlerDie2, kHitlerDie3, kHitlerDie4, kHitlerDie5,
  kHitlerDie6, kHitlerDie7, kHitlerDie8, kHitlerDie9, kHitlerDie10, kHitlerShoot1,
  kHitlerShoot2, kHitlerShoot3, kHitlerShoot4, kHitlerShoot5, kHitlerShoot6,
  // BJ's victory run
  kBjRun1, kBjRun1s, kBjRun2, kBjRun3, kBjRun3s, kBjRun4, kBjJump1, kBjJump2, kBjJump3, kBjJump4,
  // Spear: Trans Grosse
  kTransStand, kTransChase1, kTransChase1s, kTransChase2, kTransChase3, kTransChase3s,
  kTransChase4, kTransDie0, kTransDie01, kTransDie1, kTransDie2, kTransDie3, kTransDie4,
  kTransShoot1, kTransShoot2, kTransShoot3, kTransShoot4, kTransShoot5, kTransShoot6,
  kTransShoot7, kTransShoot8,
  // Spear: the Ubermutant
  kUberStand, kUberChase1, kUberChase1s, kUberChase2, kUberChase3, kUberChase3s, kUberChase4,
  kUberDie0, kUberDie01, kUberDie1, kUberDie2, kUberDie3, kUberDie4, kUberDie5,
  kUberShoot1, kUberShoot2, kUberShoot3, kUberShoot4, kUberShoot5, kUberShoot6, kUberShoot7,
  // Spear: Barnacle Wilhelm
  kWillStand, kWillChase1, kWillChase1s, kWillChase2, kWillChase3, kWillChase3s, kWillChase4,
  kWillDeathCam, kWillDie1, kWillDie2, kWillDie3, kWillDie4, kWillDie5, kWillDie6,
  kWillShoot1, kWillShoot2, kWillShoot3, kWillShoot4, kWillShoot5, kWillShoot6,
  // Spear: the Death Knight
  kDeathStand, kDeathChase1, kDeathChase1s, kDeathChase2, kDeathChase3, kDeathChase3s,
  kDeathChase4, kDeathDeathCam, kDeathDie1, kDeathDie2, kDeathDie3, kDeathDie4, kDeathDie5,
  kDeathDie6, kDeathDie7, kDeathDie8, kDeathDie9, kDeathShoot1, kDeathShoot2, kDeathShoot3,
  kDeathShoot4, kDeathShoot5,
  // Spear: the Angel of Death
  kAngelStand, kAngelChase1, kAngelChase1s, kAngelChase2, kAngelChase3, kAngelChase3s,
  kAngelChase4, kAngelDie1, kAngelDie11, kAngelDie2, kAngelDie3, kAngelDie4, kAngelDie5,
  kAngelDie6, kAngelDie7, kAngelDie8, kAngelDie9, kAngelShoot1, kAngelShoot2, kAngelShoot3,
  kAngelTired, kAngelTired2, kAngelTired3, kAngelTired4, kAngelTired5, kAngelTired6,
  kAngelTired7,
  // Spear: the spectres
  kSpectreWait1, kSpectreWait2, kSpectreWait3, kSpectreWait4, kSpectreChase1, kSpectreChase2,
  kSpectreChase3, kSpectreChase4, kSpectreDie1, kSpectreDie2, kSpectreDie3, kSpectreDie4,
  kSpectreWake,
  kStateCount,
};
// clang-format on

// Every state's row, indexed by StateId (actor_states.cc). Declared here so that state_info
// inlines into the per-object loop (do_actor), which reads a row for every object every frame.
extern const std::array<StateInfo, kStateCount> kStateTable;

// The row of a state; `state` must be a valid index (not kNoState).
inline const StateInfo& state_info(StateId state) { return kStateTable[state]; }

// The state's tic time as the engine has it for this world: the bosses' death states that wait
// for a spoken line last longer with digitised sound (their spawns set it in the engine).
std::int16_t state_tics(const World& world, StateId state);

// The engine's shape number of the state's sprite in the world's game (Spear numbers shift past
// its four extra statics and its bosses), -2 for kNoState as the traces hash it.
int state_sprite(const World& world, StateId state);

}  // namespace wolfsuite::sim
