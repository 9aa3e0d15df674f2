#include "reference/raycaster/scene.h"

#include <algorithm>

#include "decoders/core/findings.h"
#include "decoders/wolf/map_semantics.h"
#include "reference/raycaster/sprite_numbers.h"

namespace wolfsuite::raycaster {
namespace {

constexpr std::uint16_t kFirstDoorCode = 90;
constexpr std::uint16_t kLastDoorCode = 101;
constexpr std::uint16_t kAmbushCode = 106;  // floor; codes from 107 on are areas

// Ceiling colours per level, one byte each (the engine stores each byte twice, for word fills).
constexpr std::array<std::uint8_t, 60> kWolfCeilings = {
    0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0xbf,  //
    0x4e, 0x4e, 0x4e, 0x1d, 0x8d, 0x4e, 0x1d, 0x2d, 0x1d, 0x8d,  //
    0x1d, 0x1d, 0x1d, 0x1d, 0x1d, 0x2d, 0xdd, 0x1d, 0x1d, 0x98,  //
    0x1d, 0x9d, 0x2d, 0xdd, 0xdd, 0x9d, 0x2d, 0x4d, 0x1d, 0xdd,  //
    0x7d, 0x1d, 0x2d, 0x2d, 0xdd, 0xd7, 0x1d, 0x1d, 0x1d, 0x2d,  //
    0x1d, 0x1d, 0x1d, 0x1d, 0xdd, 0xdd, 0x7d, 0xdd, 0xdd, 0xdd};
constexpr std::array<std::uint8_t, 21> kSpearCeilings = {
    0x6f, 0x4f, 0x1d, 0xde, 0xdf, 0x2e, 0x7f, 0x9e, 0xae, 0x7f, 0x1d,
    0xde, 0xdf, 0xde, 0xdf, 0xde, 0xe1, 0xdc, 0x2e, 0x1d, 0xdc};

constexpr std::uint16_t kFirstAreaCode = 107;
constexpr std::int32_t kHalfTile = 1 << 15;
constexpr int kNoDirection = 8;
constexpr int kElevatorLock = 5;  // (code - 90) / 2 of codes 100 and 101

// Door pages by lock: (code - 90) / 2 is 0 normal, 1..4 the locked ones, 5 the elevator.
int door_page(int lock) {
  if (lock == 0) return 0;
  return lock == kElevatorLock ? 4 : 6;
}

// The tile step of the four axis directions, east, north, west, south (the engine's dirtype / 2).
constexpr std::array<TileStep, 4> kDirectionSteps = {{{1, 0}, {0, -1}, {-1, 0}, {0, 1}}};

int facing_direction(Facing facing) {
  switch (facing) {
    case Facing::kEast:
      return 0;
    case Facing::kNorth:
      return 2;
    case Facing::kWest:
      return 4;
    case Facing::kSouth:
      return 6;
  }
  return 0;
}

std::uint16_t plane_word(const GameMap& map, int plane, int x, int y) {
  const auto& words = map.planes[static_cast<std::size_t>(plane)];
  if (x >= map.width || y >= map.height) return 0;
  const std::size_t index = static_cast<std::size_t>(y) * map.width + static_cast<std::size_t>(x);
  return index < words.size() ? words[index] : 0;
}

// The engine's first pass over plane 0: codes below the first area code (107) are the tile byte.
void place_codes(const GameMap& map, Level& level) {
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::uint16_t code = plane_word(map, 0, x, y);
      level.tiles[static_cast<std::size_t>(spot(x, y))] =
          code < kFirstAreaCode ? static_cast<std::uint8_t>(code) : 0;
    }
  }
}

void flag_frame(Level& level, int x, int y) {
  if (in_grid(x, y)) level.tiles[static_cast<std::size_t>(spot(x, y))] |= kDoorFrameFlag;
}

// Doors in map order; each marks the two tiles its frame faces (scene.h).
void place_doors(const GameMap& map, Level& level) {
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::uint16_t code = plane_word(map, 0, x, y);
      if (code < kFirstDoorCode || code > kLastDoorCode) continue;
      if (level.doors.size() >= kMaxDoors) continue;  // the engine quits ("Too many doors")
      const int lock = (code - kFirstDoorCode) / 2;
      const bool vertical = (code - kFirstDoorCode) % 2 == 0;
      const auto number = static_cast<std::uint8_t>(level.doors.size());
      level.doors.push_back({x, y, door_page(lock)});
      level.tiles[static_cast<std::size_t>(spot(x, y))] = kDoorTile | number;
      if (vertical) {
        flag_frame(level, x, y - 1);
        flag_frame(level, x, y + 1);
      } else {
        flag_frame(level, x - 1, y);
        flag_frame(level, x + 1, y);
      }
    }
  }
}

void clear_ambush_tiles(const GameMap& map, Level& level) {
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      if (plane_word(map, 0, x, y) == kAmbushCode) level.tiles[static_cast<std::size_t>(spot(x, y))] = 0;
    }
  }
}

// The 64 x 64 corner of the map that the engine loads, for classify_map.
struct GridPlanes {
  std::vector<std::uint16_t> plane0;
  std::vector<std::uint16_t> plane1;
};

GridPlanes grid_planes(const GameMap& map) {
  GridPlanes planes;
  planes.plane0.resize(kGridTiles);
  planes.plane1.resize(kGridTiles);
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::size_t index = static_cast<std::size_t>(y) * kGridSide + x;
      planes.plane0[index] = plane_word(map, 0, x, y);
      planes.plane1[index] = plane_word(map, 1, x, y);
    }
  }
  return planes;
}

// What the engine's pick-up does with static object `index` (code - 23). The engine marks dog
// food, food and first aid (health), clip and ammo box (ammo) and the two gibs (eaten at low
// health; seed 002 calls them decoration) apart from the other bonus items.
Bonus static_bonus(const StaticObject& object) {
  switch (object.sprite) {
    case 6:   // dog food
    case 24:  // food
    case 25:  // first aid
      return Bonus::kHealth;
    case 26:  // clip
    case 49:  // Spear's ammo box
      return Bonus::kAmmo;
    case 34:  // bloody remains
    case 38:  // pool of blood
      return Bonus::kGibs;
    default:
      return object.bonus() ? Bonus::kAlways : Bonus::kNone;
  }
}

void place_statics(const MapContents& contents, bool spear, Level& level) {
  for (const StaticObject& object : contents.statics) {
    // map_semantics.h's limit: the engine quits ("Too many static objects") at the next one.
    if (level.statics.size() >= kMaxStatics) break;
    const std::optional<int> sprite = static_sprite(object.sprite, spear);
    if (sprite) level.statics.push_back({object.x, object.y, *sprite, static_bonus(object)});
  }
}

LevelActor actor_at(int x, int y, int sprite, bool rotates, int direction) {
  return {(x << 16) + kHalfTile, (y << 16) + kHalfTile, x, y, sprite, rotates, direction};
}

// Actors in the engine's spawn order (map order: y, then x; one object per tile).
void place_actors(const MapContents& contents, bool spear, Level& level) {
  std::vector<std::pair<int, LevelActor>> actors;
  const auto add = [&](int x, int y, std::optional<int> sprite, bool rotates, int direction) {
    if (sprite) actors.emplace_back(y * kGridSide + x, actor_at(x, y, *sprite, rotates, direction));
  };
  for (const Enemy& enemy : contents.enemies) {
    const int direction = facing_direction(enemy.facing);
    LevelActor actor = actor_at(enemy.x, enemy.y,
                                enemy_first_sprite(enemy.kind, enemy.patrol, spear), true, direction);
    if (enemy.patrol) {
      // The engine's patrol spawn moves the tile one step along the path, not the position.
      const TileStep step = kDirectionSteps[static_cast<std::size_t>(direction / 2)];
      actor.tile_x += step.dx;
      actor.tile_y += step.dy;
    }
    actors.emplace_back(enemy.y * kGridSide + enemy.x, actor);
  }
  for (const Corpse& corpse : contents.corpses) {
    add(corpse.x, corpse.y, corpse_sprite(spear), false, kNoDirection);
  }
  for (const Boss& boss : contents.bosses) {
    add(boss.x, boss.y, boss_sprite(boss.kind, spear), false, kNoDirection);
  }
  for (const Ghost& ghost : contents.ghosts) {
    add(ghost.x, ghost.y, ghost_sprite(ghost.code, spear), false, kNoDirection);
  }
  std::stable_sort(actors.begin(), actors.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [order, actor] : actors) level.actors.push_back(actor);
}

}  // namespace

MapContents grid_contents(const GameMap& map, bool spear) {
  const GridPlanes planes = grid_planes(map);
  Findings findings;  // the level's quirks are the checker's business, not the renderer's
  return classify_map({kGridSide, kGridSide, planes.plane0, planes.plane1}, spear, findings);
}

std::uint8_t ceiling_colour(int map_index, bool spear) {
  const auto index = static_cast<std::size_t>(map_index);
  if (map_index < 0) return kWolfCeilings[0];
  if (spear) return index < kSpearCeilings.size() ? kSpearCeilings[index] : kWolfCeilings[0];
  return index < kWolfCeilings.size() ? kWolfCeilings[index] : kWolfCeilings[0];
}

Level build_level(const GameMap& map, int map_index, bool spear) {
  Level level;
  level.ceiling = ceiling_colour(map_index, spear);
  level.spear = spear;
  place_codes(map, level);
  place_doors(map, level);
  const MapContents contents = grid_contents(map, spear);
  place_statics(contents, spear, level);
  place_actors(contents, spear, level);
  clear_ambush_tiles(map, level);
  return level;
}

const SpriteImage* sprite_image(const Textures& textures, int sprite) {
  if (sprite < 0 || static_cast<std::size_t>(sprite) >= textures.sprites.size()) return nullptr;
  const std::optional<SpriteImage>& image = textures.sprites[static_cast<std::size_t>(sprite)];
  return image ? &*image : nullptr;
}

TileStep push_step(PushDirection direction) {
  switch (direction) {
    case PushDirection::kNorth:
      return {0, -1};
    case PushDirection::kEast:
      return {1, 0};
    case PushDirection::kSouth:
      return {0, 1};
    case PushDirection::kWest:
      return {-1, 0};
  }
  return {1, 0};
}

Textures build_textures(const Vswap& vswap) {
  Textures textures;
  const std::size_t sprite_start = std::min<std::size_t>(vswap.sprite_start, vswap.chunk_count());
  const std::size_t sound_start =
      std::clamp<std::size_t>(vswap.sound_start, sprite_start, vswap.chunk_count());
  Findings findings;
  for (std::size_t chunk = 0; chunk < sprite_start; ++chunk) {
    const Result<Wall> wall = decode_wall(vswap.chunks[chunk], findings);
    textures.walls.push_back(wall.ok() ? std::optional<WallTexture>(wall->columns) : std::nullopt);
  }
  for (std::size_t chunk = sprite_start; chunk < sound_start; ++chunk) {
    Result<SpriteImage> sprite = decode_sprite(vswap.chunks[chunk], findings);
    textures.sprites.push_back(sprite.ok() ? std::optional<SpriteImage>(*sprite) : std::nullopt);
  }
  textures.door_wall = static_cast<int>(sprite_start) - 8;
  return textures;
}

}  // namespace wolfsuite::raycaster

namespace wolfsuite::raycaster {

TileMap tiles_in_motion(const Level& level, const Motion& motion) {
  TileMap tiles = level.tiles;
  if (!motion.pushwall) return tiles;
  const MovingPushwall& wall = *motion.pushwall;
  const auto [dx, dy] = push_step(wall.direction);
  if (!in_grid(wall.x, wall.y) || !in_grid(wall.x + dx, wall.y + dy)) return tiles;
  tiles[static_cast<std::size_t>(spot(wall.x, wall.y))] = kPushwallTile;
  tiles[static_cast<std::size_t>(spot(wall.x + dx, wall.y + dy))] = kPushwallTile;
  return tiles;
}

}  // namespace wolfsuite::raycaster
