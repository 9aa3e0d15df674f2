#include "reference/sim/player_items.h"

namespace wolfsuite::sim {

void heal_self(World& world, int points) {
  world.game.health += points;
  if (world.game.health > kMaxHealth) world.game.health = kMaxHealth;
}

void give_ammo(World& world, int ammo) {
  GameState& game = world.game;
  if (game.ammo == 0 && game.attack_frame == 0) game.weapon = game.chosen_weapon;
  game.ammo += ammo;
  if (game.ammo > kMaxAmmo) game.ammo = kMaxAmmo;
}

void give_weapon(World& world, WeaponType weapon) {
  give_ammo(world, 6);
  GameState& game = world.game;
  if (game.best_weapon < weapon) game.best_weapon = game.weapon = game.chosen_weapon = weapon;
}

void give_extra_life(World& world) {
  if (world.game.lives < kMaxLives) ++world.game.lives;
}

void give_points(World& world, std::int32_t points) {
  GameState& game = world.game;
  game.score += points;
  while (game.score >= game.next_extra) {
    game.next_extra += kExtraPoints;
    give_extra_life(world);
  }
}

}  // namespace wolfsuite::sim
