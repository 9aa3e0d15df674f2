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

int door_page(DoorLock lock) {
  switch (lock) {
    case DoorLock::kNormal:
      return 0;
    case DoorLock::kElevator:
      return 4;
    default:
      return 6;  // both keys and the two locks no key opens
  }
}

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

void place_tiles(const GameMap& map, Level& level) {
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::uint16_t code = plane_word(map, 0, x, y);
      GridTile& tile = level.tiles[static_cast<std::size_t>(y) * kGridSide + x];
      if (code >= kFirstDoorCode && code <= kLastDoorCode) continue;  // place_doors
      if (code != 0 && code < kAmbushCode) tile = {TileKind::kWall, code, 0};
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
  planes.plane0.resize(kGridSide * kGridSide);
  planes.plane1.resize(kGridSide * kGridSide);
  for (int y = 0; y < kGridSide; ++y) {
    for (int x = 0; x < kGridSide; ++x) {
      const std::size_t index = static_cast<std::size_t>(y) * kGridSide + x;
      planes.plane0[index] = plane_word(map, 0, x, y);
      planes.plane1[index] = plane_word(map, 1, x, y);
    }
  }
  return planes;
}

void place_doors(const MapContents& contents, Level& level) {
  for (const Door& door : contents.doors) {
    const auto index = static_cast<std::uint16_t>(level.doors.size());
    level.doors.push_back({door.x, door.y, door_page(door.lock)});
    level.tiles[static_cast<std::size_t>(door.y) * kGridSide + door.x] = {TileKind::kDoor, 0,
                                                                          index};
  }
}

void place_sprites(const MapContents& contents, bool spear, Level& level) {
  const auto add = [&](int x, int y, std::optional<int> sprite, bool rotates, int direction) {
    if (sprite) level.sprites.push_back({x, y, *sprite, rotates, direction});
  };
  for (const StaticObject& object : contents.statics) {
    add(object.x, object.y, static_sprite(object.sprite, spear), false, 0);
  }
  for (const Enemy& enemy : contents.enemies) {
    add(enemy.x, enemy.y, enemy_first_sprite(enemy.kind, enemy.patrol, spear), true,
        facing_direction(enemy.facing));
  }
  for (const Corpse& corpse : contents.corpses) {
    add(corpse.x, corpse.y, corpse_sprite(spear), false, 0);
  }
  for (const Boss& boss : contents.bosses) add(boss.x, boss.y, boss_sprite(boss.kind, spear), false, 0);
  for (const Ghost& ghost : contents.ghosts) {
    add(ghost.x, ghost.y, ghost_sprite(ghost.code, spear), false, 0);
  }
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
  place_tiles(map, level);
  const MapContents contents = grid_contents(map, spear);
  place_doors(contents, level);
  place_sprites(contents, spear, level);
  return level;
}

TileStep push_step(PushDirection direction) {
  switch (direction) {
    case PushDirection::kEast:
      return {1, 0};
    case PushDirection::kNorth:
      return {0, -1};
    case PushDirection::kWest:
      return {-1, 0};
    case PushDirection::kSouth:
      return {0, 1};
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
