#pragma once
// The bosses' missiles (the engine's T_Projectile, A_Smoke, T_SchabbThrow, T_GiftThrow,
// T_FakeFire, T_Launch): objects of their own that fly straight at the angle the player was at.
#include "reference/sim/world.h"

namespace wolfsuite::sim {

// T_Projectile: fly speed * tics along the missile's angle (each axis capped at a tile a frame in
// the positive direction only, as the engine caps it); a wall or door ends it (rockets explode),
// coming within 0.75 tile of the player on both axes hurts him and ends it.
void think_projectile(World& world, int slot);

// A_Smoke: a rocket leaves a puff of smoke where it is.
void rocket_smoke(World& world, int slot);

// T_SchabbThrow (a needle), T_GiftThrow (a rocket, also Fettgesicht's), T_FakeFire (a flame;
// back to chasing when every slot is taken), T_Launch (Spear: Wilhelm's rocket, the Death
// Knight's two heat-seekers with a shot between, the Angel's sparks).
void throw_needle(World& world, int slot);
void throw_rocket(World& world, int slot);
void breathe_fire(World& world, int slot);
void launch_missile(World& world, int slot);

// The angle from the actor to the player in whole degrees (0..359, counter-clockwise from east),
// from the engine's float atan2, and the 16.16 multiply it moves missiles with (FixedMul).
int angle_to_player(const World& world, const Actor& actor);
int angle_between(std::int32_t from_x, std::int32_t from_y, std::int32_t to_x, std::int32_t to_y);
std::int32_t fixed_mul(std::int32_t a, std::int32_t b);

}  // namespace wolfsuite::sim
