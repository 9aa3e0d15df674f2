#include "reference/sim/statics.h"

#include <array>

#include "reference/sim/player_items.h"

namespace wolfsuite::sim {
namespace {

// The engine's static object table (statinfo), by plane 1 code - 23: what the pick-up does with
// each and whether it blocks. Sprites are SPR_STAT_n = kFirstStaticSprite + n. Spear changes four
// entries and adds four; both end with the dropped-clip entry (which reuses the clip's sprite)
// and an empty terminator.
constexpr int kFirstStaticSprite = 2;  // after SPR_DEMO and SPR_DEATHCAM
constexpr int kClipSprite = kFirstStaticSprite + 26;
constexpr int kNoSprite = -1;

struct StaticInfo {
  int sprite;
  StaticType type;
};

using T = StaticType;
constexpr std::array<StaticType, 48> kWolfTypes = {
    T::kNone,  T::kBlock, T::kBlock,  T::kBlock,  T::kNone,      T::kBlock,      T::kAlpo,
    T::kBlock,  // 0..7: puddle, barrel, table, floor lamp, chandelier, hanged man, bad food, pillar
    T::kBlock, T::kNone,  T::kBlock,  T::kBlock,  T::kBlock,     T::kBlock,      T::kNone,
    T::kNone,   // 8..15: tree, skeleton, sink, plant, urn, bare table, ceiling light, kitchen stuff
    T::kBlock, T::kBlock, T::kBlock,  T::kNone,   T::kKey1,      T::kKey2,       T::kBlock,
    T::kNone,   // 16..23: armour, cage, skeleton in cage, skeleton, gold key, silver key, stuff
    T::kFood,  T::kFirstAid, T::kClip, T::kMachineGun, T::kChainGun, T::kCross,   T::kChalice,
    T::kBible,  // 24..31
    T::kCrown, T::kFullHeal, T::kGibs, T::kBlock, T::kBlock,     T::kBlock,      T::kGibs,
    T::kBlock,  // 32..39: crown, extra life, gibs, barrel, well, empty well, gibs 2, flag
    T::kBlock, T::kNone,  T::kNone,   T::kNone,   T::kNone,      T::kBlock,      T::kBlock,
    T::kNone,   // 40..47: call Apogee, junk x3, pots, stove, spears, vines
};

// Spear of Destiny's differences: entries 15 and 44 block (gibs), 40 is a red light, and four
// more objects follow (marble pillar, ammo box, truck, the Spear).
constexpr std::array<StaticType, 4> kSpearExtra = {T::kBlock, T::k25Clip, T::kBlock, T::kSpear};

int table_size(bool spear) { return spear ? 52 : 48; }

// statinfo[index]; past the objects, the dropped clip and then the terminator (no sprite).
StaticInfo static_info(int index, bool spear) {
  const int objects = table_size(spear);
  if (index < 0 || index > objects) return {kNoSprite, T::kNone};
  if (index == objects) return {kClipSprite, T::kClip2};
  StaticType type = index < 48 ? kWolfTypes[static_cast<std::size_t>(index)]
                               : kSpearExtra[static_cast<std::size_t>(index - 48)];
  if (spear && (index == 15 || index == 44)) type = T::kBlock;
  if (spear && index == 40) type = T::kNone;
  return {kFirstStaticSprite + index, type};
}

bool is_treasure(StaticType type) {
  return type == T::kCross || type == T::kChalice || type == T::kBible || type == T::kCrown ||
         type == T::kFullHeal;
}

// PlaceItemType looks its type up in the table: the first entry with that type.
int first_index_of(StaticType type, bool spear) {
  for (int index = 0; index <= table_size(spear); ++index) {
    if (static_info(index, spear).type == type) return index;
  }
  return -1;
}

}  // namespace

void spawn_static(World& world, int tile_x, int tile_y, int index) {
  if (world.statics.size() >= static_cast<std::size_t>(kMaxStatics)) {
    world.quit_reason = "too many static objects";
    return;
  }
  const StaticInfo info = static_info(index, world.spear);
  StaticObject object;
  object.tile_x = tile_x;
  object.tile_y = tile_y;
  object.sprite = info.sprite;
  if (info.type == T::kBlock) {
    world.actor_at[static_cast<std::size_t>(tile_x)][static_cast<std::size_t>(tile_y)] = kBitWall;
  } else if (info.type != T::kNone) {
    if (is_treasure(info.type)) ++world.game.treasure_total;
    object.flags = kFlBonus;
    object.item = info.type;
  }
  world.statics.push_back(object);
}

void place_item_type(World& world, StaticType type, int tile_x, int tile_y) {
  const int index = first_index_of(type, world.spear);
  if (index < 0) {
    world.quit_reason = "dropped item type not in the static table";
    return;
  }
  // A removed static's slot first, else a new one at the end (none when the list is full).
  std::size_t slot = 0;
  while (slot < world.statics.size() && world.statics[slot].sprite != kNoSprite) ++slot;
  if (slot == world.statics.size()) {
    if (slot >= static_cast<std::size_t>(kMaxStatics)) return;
    world.statics.emplace_back();
  }
  StaticObject& object = world.statics[slot];
  object.tile_x = tile_x;
  object.tile_y = tile_y;
  object.sprite = static_info(index, world.spear).sprite;
  object.flags = kFlBonus;
  object.item = type;
}

// DOS picks a bonus up in the frame the player dies too (Wolf4SDL's ADDEDFIX returns first; the
// engine tool's builds keep DOS's rule: a random recording met it on synthetic map 1).
void get_bonus(World& world, int index) {
  StaticObject& object = world.statics[static_cast<std::size_t>(index)];
  GameState& game = world.game;
  constexpr int kFullHealth = 100;
  constexpr int kFullAmmo = 99;
  constexpr int kGibsBelow = 10;
  switch (object.item) {
    case T::kFirstAid:
      if (game.health == kFullHealth) return;
      heal_self(world, 25);
      break;
    case T::kKey1:
    case T::kKey2:
    case T::kKey3:
    case T::kKey4:
      game.keys |= 1 << (static_cast<int>(object.item) - static_cast<int>(T::kKey1));
      break;
    case T::kCross:
      give_points(world, 100);
      ++game.treasure_count;
      break;
    case T::kChalice:
      give_points(world, 500);
      ++game.treasure_count;
      break;
    case T::kBible:
      give_points(world, 1000);
      ++game.treasure_count;
      break;
    case T::kCrown:
      give_points(world, 5000);
      ++game.treasure_count;
      break;
    case T::kClip:
      if (game.ammo == kFullAmmo) return;
      give_ammo(world, 8);
      break;
    case T::kClip2:
      if (game.ammo == kFullAmmo) return;
      give_ammo(world, 4);
      break;
    case T::k25Clip:
      if (!world.spear) break;  // only Spear's pick-up knows the ammo box
      if (game.ammo == kFullAmmo) return;
      give_ammo(world, 25);
      break;
    case T::kMachineGun:
      give_weapon(world, WeaponType::kMachineGun);
      break;
    case T::kChainGun:
      // The chain gun's grin holds the face for 38 face updates (facetimes) in demos.
      world.face_times = 38;
      give_weapon(world, WeaponType::kChainGun);
      world.face_count = 0;
      break;
    case T::kFullHeal:
      heal_self(world, 99);
      give_ammo(world, 25);
      give_extra_life(world);
      ++game.treasure_count;
      break;
    case T::kFood:
      if (game.health == kFullHealth) return;
      heal_self(world, 10);
      break;
    case T::kAlpo:
      if (game.health == kFullHealth) return;
      heal_self(world, 4);
      break;
    case T::kGibs:
      if (game.health > kGibsBelow) return;
      heal_self(world, 1);
      break;
    case T::kSpear:
      if (world.spear) world.play_state = PlayState::kCompleted;
      break;
    case T::kNone:
    case T::kBlock:
      break;
  }
  object.sprite = kNoSprite;
}

}  // namespace wolfsuite::sim
