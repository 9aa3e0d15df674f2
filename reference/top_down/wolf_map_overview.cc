#include "reference/top_down/wolf_map_overview.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "reference/top_down/rgba_canvas.h"

namespace wolfsuite::top_down {
namespace {

// The colour key, indexed by MapKeyItem (the order map_key() lists it in).
enum MapKeyItem : std::size_t {
  kKeyWall,
  kKeyFloor,
  kKeyAmbushFloor,
  kKeyUnknownTile,
  kKeyDoorNormal,
  kKeyDoorGoldKey,
  kKeyDoorSilverKey,
  kKeyDoorUnknownLock,
  kKeyDoorElevator,
  kKeyPushwall,
  kKeyPlayerStart,
  kKeyGuard,
  kKeyOfficer,
  kKeySs,
  kKeyDog,
  kKeyMutant,
  kKeyBoss,
  kKeyGhost,
  kKeyCorpse,
  kKeyStaticBlocking,
  kKeyStaticBonus,
  kKeyStaticDecoration,
  kKeyExitMarker,
  kKeyPatrolTurn,
  kKeyUnknownObject,
  kKeyItems,
};

constexpr std::array<MapKeyEntry, kKeyItems> kMapKey = {{
    {"wall", std::nullopt, "solid wall 1..63: the average colour of its texture"},
    {"floor", Rgb8{24, 24, 24}, "floor (area codes 107..143)"},
    {"ambush_floor", Rgb8{64, 24, 24}, "ambush floor 106: enemies here ignore noise"},
    {"unknown_tile", Rgb8{255, 0, 255}, "plane 0 code with no meaning to the engine"},
    {"door_normal", Rgb8{170, 110, 40}, "door without a lock (bar along the door leaf)"},
    {"door_gold_key", Rgb8{255, 210, 0}, "door opened by the gold key"},
    {"door_silver_key", Rgb8{150, 210, 255}, "door opened by the silver key"},
    {"door_unknown_lock", Rgb8{255, 0, 128}, "door with a lock no key opens"},
    {"door_elevator", Rgb8{0, 170, 170}, "elevator door"},
    {"pushwall", Rgb8{255, 128, 0}, "pushwall: frame round the wall that slides"},
    {"player_start", Rgb8{0, 255, 0}, "player start: square with a nose on its facing side"},
    {"guard", Rgb8{200, 150, 90}, "guard (square)"},
    {"officer", Rgb8{255, 255, 255}, "officer (square)"},
    {"ss", Rgb8{40, 80, 255}, "SS (square)"},
    {"dog", Rgb8{130, 80, 30}, "dog (square)"},
    {"mutant", Rgb8{90, 200, 60}, "mutant (square)"},
    {"boss", Rgb8{255, 0, 0}, "boss (square)"},
    {"ghost", Rgb8{180, 140, 255}, "ghost (square)"},
    {"corpse", Rgb8{100, 50, 50}, "dead guard (square)"},
    {"static_blocking", Rgb8{120, 140, 200}, "static object that blocks (dot)"},
    {"static_bonus", Rgb8{255, 255, 100}, "static object that can be picked up (dot)"},
    {"static_decoration", Rgb8{90, 100, 110}, "decoration (dot)"},
    {"exit_marker", Rgb8{0, 255, 255}, "end of level tile (dot)"},
    {"patrol_turn", Rgb8{220, 220, 220}, "patrol turning point (dot)"},
    {"unknown_object", Rgb8{255, 0, 255}, "plane 1 code with no meaning to the engine (dot)"},
}};

Rgb8 key_colour(MapKeyItem item) { return *kMapKey[item].colour; }

// Pixel origin of tile (x, y).
int tile_origin(int tile) { return tile * kMapTilePixels; }

void mark_square(RgbaCanvas& canvas, int x, int y, Rgb8 colour) {
  canvas.fill(tile_origin(x) + 2, tile_origin(y) + 2, 4, 4, colour);
}

void mark_dot(RgbaCanvas& canvas, int x, int y, Rgb8 colour) {
  canvas.fill(tile_origin(x) + 3, tile_origin(y) + 3, 2, 2, colour);
}

MapKeyItem door_item(DoorLock lock) {
  switch (lock) {
    case DoorLock::kNormal:
      return kKeyDoorNormal;
    case DoorLock::kGoldKey:
      return kKeyDoorGoldKey;
    case DoorLock::kSilverKey:
      return kKeyDoorSilverKey;
    case DoorLock::kElevator:
      return kKeyDoorElevator;
    case DoorLock::kUnknown:
      break;
  }
  return kKeyDoorUnknownLock;
}

MapKeyItem enemy_item(EnemyKind kind) {
  switch (kind) {
    case EnemyKind::kGuard:
      return kKeyGuard;
    case EnemyKind::kOfficer:
      return kKeyOfficer;
    case EnemyKind::kSs:
      return kKeySs;
    case EnemyKind::kDog:
      return kKeyDog;
    case EnemyKind::kMutant:
      break;
  }
  return kKeyMutant;
}

MapKeyItem static_item(StaticKind kind) {
  switch (kind) {
    case StaticKind::kBlocking:
      return kKeyStaticBlocking;
    case StaticKind::kBonus:
      return kKeyStaticBonus;
    case StaticKind::kDecoration:
      break;
  }
  return kKeyStaticDecoration;
}

// seed 002 "Level Maps": 1..63 walls, 106 ambush, 107..143 floor; doors are drawn over floor.
Rgb8 plane0_colour(std::uint16_t code, const Rgb8Palette& rgb, const WallColours& wall_colours) {
  if (code >= 1 && code <= kMaxWallCode) return rgb8_at(rgb, wall_colours[code]);
  if (code == 106) return key_colour(kKeyAmbushFloor);
  if ((code >= 107 && code <= 143) || (code >= 90 && code <= 101)) return key_colour(kKeyFloor);
  return key_colour(kKeyUnknownTile);
}

void paint_plane0(RgbaCanvas& canvas, const GameMap& map, const MapContents& contents,
                  const Rgb8Palette& rgb, const WallColours& wall_colours) {
  const std::vector<std::uint16_t>& plane0 = map.planes[0];
  const std::size_t area =
      static_cast<std::size_t>(contents.width) * static_cast<std::size_t>(contents.height);
  const std::size_t tiles = std::min({contents.tiles, plane0.size(), area});
  for (std::size_t i = 0; i < tiles; ++i) {
    const int x = static_cast<int>(i % static_cast<std::size_t>(contents.width));
    const int y = static_cast<int>(i / static_cast<std::size_t>(contents.width));
    canvas.fill(tile_origin(x), tile_origin(y), kMapTilePixels, kMapTilePixels,
                plane0_colour(plane0[i], rgb, wall_colours));
  }
  for (const Door& door : contents.doors) {
    const Rgb8 colour = key_colour(door_item(door.lock));
    if (door.orientation == DoorOrientation::kVertical) {
      canvas.fill(tile_origin(door.x) + 3, tile_origin(door.y), 2, kMapTilePixels, colour);
    } else {
      canvas.fill(tile_origin(door.x), tile_origin(door.y) + 3, kMapTilePixels, 2, colour);
    }
  }
  for (const Pushwall& pushwall : contents.pushwalls) {
    const Rgb8 colour = key_colour(kKeyPushwall);
    const int left = tile_origin(pushwall.x);
    const int top = tile_origin(pushwall.y);
    canvas.fill(left, top, kMapTilePixels, 1, colour);
    canvas.fill(left, top + kMapTilePixels - 1, kMapTilePixels, 1, colour);
    canvas.fill(left, top, 1, kMapTilePixels, colour);
    canvas.fill(left + kMapTilePixels - 1, top, 1, kMapTilePixels, colour);
  }
}

void mark_player_start(RgbaCanvas& canvas, const PlayerStart& start) {
  const Rgb8 colour = key_colour(kKeyPlayerStart);
  mark_square(canvas, start.x, start.y, colour);
  const int left = tile_origin(start.x);
  const int top = tile_origin(start.y);
  switch (start.facing) {
    case Facing::kNorth:
      canvas.fill(left + 3, top, 2, 2, colour);
      break;
    case Facing::kEast:
      canvas.fill(left + 6, top + 3, 2, 2, colour);
      break;
    case Facing::kSouth:
      canvas.fill(left + 3, top + 6, 2, 2, colour);
      break;
    case Facing::kWest:
      canvas.fill(left, top + 3, 2, 2, colour);
      break;
  }
}

void mark_plane1(RgbaCanvas& canvas, const MapContents& contents) {
  for (const StaticObject& object : contents.statics) {
    mark_dot(canvas, object.x, object.y, key_colour(static_item(object.kind)));
  }
  for (const PatrolTurn& turn : contents.patrol_turns) {
    mark_dot(canvas, turn.x, turn.y, key_colour(kKeyPatrolTurn));
  }
  for (const ExitMarker& exit : contents.exit_markers) {
    mark_dot(canvas, exit.x, exit.y, key_colour(kKeyExitMarker));
  }
  for (const UnknownTile& tile : contents.unknown_tiles) {
    if (tile.plane == 1) mark_dot(canvas, tile.x, tile.y, key_colour(kKeyUnknownObject));
  }
  for (const Corpse& corpse : contents.corpses) {
    mark_square(canvas, corpse.x, corpse.y, key_colour(kKeyCorpse));
  }
  for (const Enemy& enemy : contents.enemies) {
    mark_square(canvas, enemy.x, enemy.y, key_colour(enemy_item(enemy.kind)));
  }
  for (const Ghost& ghost : contents.ghosts) {
    mark_square(canvas, ghost.x, ghost.y, key_colour(kKeyGhost));
  }
  for (const Boss& boss : contents.bosses) {
    mark_square(canvas, boss.x, boss.y, key_colour(kKeyBoss));
  }
  for (const PlayerStart& start : contents.player_starts) mark_player_start(canvas, start);
}

}  // namespace

WallColours fixed_wall_colours() {
  WallColours colours{};
  for (int code = 1; code <= kMaxWallCode; ++code) {
    colours[code] = static_cast<std::uint8_t>(16 + code % 12);  // engine palette greys 16..27
  }
  return colours;
}

std::uint8_t average_colour_index(ByteSpan pixels, const VgaPalette& palette) {
  if (pixels.empty()) return 0;
  std::array<std::uint64_t, 3> sum{};
  for (const std::uint8_t pixel : pixels) {
    for (int channel = 0; channel < 3; ++channel) sum[channel] += palette[3 * pixel + channel];
  }
  std::array<std::int64_t, 3> mean{};
  for (int channel = 0; channel < 3; ++channel) {
    mean[channel] = static_cast<std::int64_t>((sum[channel] + pixels.size() / 2) / pixels.size());
  }
  std::uint8_t best = 0;
  std::int64_t best_distance = -1;
  for (int index = 0; index < kPaletteColours; ++index) {
    std::int64_t distance = 0;
    for (int channel = 0; channel < 3; ++channel) {
      const std::int64_t delta =
          static_cast<std::int64_t>(palette[3 * index + channel]) - mean[channel];
      distance += delta * delta;
    }
    if (best_distance < 0 || distance < best_distance) {
      best = static_cast<std::uint8_t>(index);
      best_distance = distance;
    }
  }
  return best;
}

WallColours texture_wall_colours(std::span<const ByteSpan> wall_textures,
                                 const VgaPalette& palette) {
  WallColours colours = fixed_wall_colours();
  for (int code = 1; code <= kMaxWallCode; ++code) {
    const std::size_t texture = 2 * static_cast<std::size_t>(code - 1);
    if (texture < wall_textures.size() && !wall_textures[texture].empty()) {
      colours[code] = average_colour_index(wall_textures[texture], palette);
    }
  }
  return colours;
}

std::span<const MapKeyEntry> map_key() { return kMapKey; }

Rgb8 key_colour(std::string_view name) {
  for (const MapKeyEntry& entry : kMapKey) {
    if (entry.name == name && entry.colour) return *entry.colour;
  }
  return key_colour(kKeyUnknownTile);
}

Result<RgbaImage> map_overview(const GameMap& map, const MapContents& contents,
                               const VgaPalette& palette, const WallColours& wall_colours) {
  if (contents.width <= 0 || contents.height <= 0 || contents.width > kMaxOverviewTiles ||
      contents.height > kMaxOverviewTiles) {
    return over_limit(
        "E-EXTRACT-MAP-SIZE", 0,
        "map of " + std::to_string(contents.width) + " x " + std::to_string(contents.height) +
            " tiles: an overview needs sides of 1.." + std::to_string(kMaxOverviewTiles));
  }
  RgbaCanvas canvas(contents.width * kMapTilePixels, contents.height * kMapTilePixels);
  canvas.fill(0, 0, contents.width * kMapTilePixels, contents.height * kMapTilePixels,
              key_colour(kKeyUnknownTile));
  paint_plane0(canvas, map, contents, palette_to_rgb8(palette), wall_colours);
  mark_plane1(canvas, contents);
  return canvas.take();
}

}  // namespace wolfsuite::top_down
