#include "reference/raycaster/sprite_numbers.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kFirstStatic = 2;  // after SPR_DEMO and SPR_DEATHCAM
constexpr int kWolfStatics = 48;
constexpr int kSpearStatics = 52;
constexpr int kSpearShift = kSpearStatics - kWolfStatics;

// First frames in Wolfenstein 3-D's numbering; Spear adds kSpearShift to the shared enemies.
constexpr int kGuardStand = 50;
constexpr int kDogWalk = 99;
constexpr int kSsStand = 138;
constexpr int kMutantStand = 187;
constexpr int kOfficerStand = 238;
constexpr int kWalkAfterStand = 8;  // eight standing rotations, then the first walking ones
constexpr int kGuardDead = 95;

}  // namespace

int engine_sprite_count(bool spear) { return spear ? 421 : 436; }

std::optional<int> static_sprite(int index, bool spear) {
  if (index < 0 || index >= (spear ? kSpearStatics : kWolfStatics)) return std::nullopt;
  return kFirstStatic + index;
}

int enemy_first_sprite(EnemyKind kind, bool patrol, bool spear) {
  const int shift = spear ? kSpearShift : 0;
  const int walk = patrol ? kWalkAfterStand : 0;
  switch (kind) {
    case EnemyKind::kGuard:
      return kGuardStand + walk + shift;
    case EnemyKind::kOfficer:
      return kOfficerStand + walk + shift;
    case EnemyKind::kSs:
      return kSsStand + walk + shift;
    case EnemyKind::kDog:
      return kDogWalk + shift;
    case EnemyKind::kMutant:
      return kMutantStand + walk + shift;
  }
  return kGuardStand + shift;
}

int corpse_sprite(bool spear) { return kGuardDead + (spear ? kSpearShift : 0); }

std::optional<int> boss_sprite(BossKind kind, bool spear) {
  struct Frame {
    int sprite;
    bool spear;
  };
  const auto frame = [&]() -> Frame {
    switch (kind) {
      case BossKind::kHansGrosse:
        return {296, false};
      case BossKind::kSchabbs:
        return {307, false};
      case BossKind::kFakeHitler:
        return {321, false};
      case BossKind::kHitler:  // the mech suit he starts in
        return {334, false};
      case BossKind::kGiftmacher:
        return {360, false};
      case BossKind::kGretelGrosse:
        return {385, false};
      case BossKind::kFettgesicht:
        return {396, false};
      case BossKind::kTransGrosse:
        return {326, true};
      case BossKind::kBarnacleWilhelm:
        return {337, true};
      case BossKind::kUbermutant:
        return {349, true};
      case BossKind::kDeathKnight:
        return {362, true};
      case BossKind::kSpectre:
        return {377, true};
      case BossKind::kAngelOfDeath:
        return {385, true};
    }
    return {0, !spear};
  }();
  if (frame.spear != spear) return std::nullopt;
  return frame.sprite;
}

std::optional<int> ghost_sprite(int code, bool spear) {
  // Codes 224..227 spawn Blinky, Clyde, Pinky and Inky; their sprites come as Blinky, Pinky,
  // Clyde, Inky, two frames each.
  constexpr int kFirstGhost = 288;
  constexpr int kFramesPerGhost = 2;
  constexpr int kSpriteSlot[4] = {0, 2, 1, 3};
  if (spear || code < 224 || code > 227) return std::nullopt;
  return kFirstGhost + kFramesPerGhost * kSpriteSlot[code - 224];
}

int rotation_frame(int view_degrees, int direction) {
  constexpr int kDegrees = 360;
  int angle = view_degrees - kDegrees / 2 - 45 * direction + kDegrees / 16;
  angle %= kDegrees;
  if (angle < 0) angle += kDegrees;
  return angle / (kDegrees / 8);
}

}  // namespace wolfsuite::raycaster
