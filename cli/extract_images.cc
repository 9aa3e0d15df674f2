#include "cli/extract_images.h"

#include <algorithm>
#include <cstddef>
#include <string>

namespace wolfsuite::cli {
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

Rgb8 palette_colour(const Rgb8Palette& rgb, std::uint8_t index) {
  const std::size_t at = 3 * std::size_t{index};
  return Rgb8{rgb[at], rgb[at + 1], rgb[at + 2]};
}

// Row-major RGBA canvas; every write is clipped to it.
class Canvas {
 public:
  Canvas(int width, int height)
      : image_{width, height,
               Bytes(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4)} {}

  void fill(int x, int y, int width, int height, Rgb8 colour) {
    const int x_end = std::min(x + width, image_.width);
    const int y_end = std::min(y + height, image_.height);
    for (int row = std::max(y, 0); row < y_end; ++row) {
      for (int column = std::max(x, 0); column < x_end; ++column) {
        const std::size_t at = 4 * (static_cast<std::size_t>(row) * image_.width + column);
        image_.rgba[at] = colour[0];
        image_.rgba[at + 1] = colour[1];
        image_.rgba[at + 2] = colour[2];
        image_.rgba[at + 3] = 255;
      }
    }
  }
  RgbaImage take() { return std::move(image_); }

 private:
  RgbaImage image_;
};

// Pixel origin of tile (x, y).
int tile_origin(int tile) { return tile * kMapTilePixels; }

void mark_square(Canvas& canvas, int x, int y, Rgb8 colour) {
  canvas.fill(tile_origin(x) + 2, tile_origin(y) + 2, 4, 4, colour);
}

void mark_dot(Canvas& canvas, int x, int y, Rgb8 colour) {
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
  if (code >= 1 && code <= kMaxWallCode) return palette_colour(rgb, wall_colours[code]);
  if (code == 106) return key_colour(kKeyAmbushFloor);
  if ((code >= 107 && code <= 143) || (code >= 90 && code <= 101)) return key_colour(kKeyFloor);
  return key_colour(kKeyUnknownTile);
}

void paint_plane0(Canvas& canvas, const GameMap& map, const MapContents& contents,
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

void mark_player_start(Canvas& canvas, const PlayerStart& start) {
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

void mark_plane1(Canvas& canvas, const MapContents& contents) {
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

Rgb8Palette png_palette(const VgaPalette& palette) { return palette_to_rgb8(palette); }

IndexedImage wall_image(const Wall& wall) {
  const auto pixels = wall_pixels_row_major(wall);
  return IndexedImage{kWallSide, kWallSide, Bytes(pixels.begin(), pixels.end())};
}

RgbaImage sprite_image(const SpriteImage& sprite, const VgaPalette& palette) {
  const Rgb8Palette rgb = palette_to_rgb8(palette);
  RgbaImage image{kSpriteSide, kSpriteSide, Bytes(4 * kSpritePixels)};
  for (std::size_t i = 0; i < kSpritePixels; ++i) {
    const Rgb8 colour = palette_colour(rgb, sprite.pixels[i]);
    image.rgba[4 * i] = colour[0];
    image.rgba[4 * i + 1] = colour[1];
    image.rgba[4 * i + 2] = colour[2];
    image.rgba[4 * i + 3] = sprite.alpha[i];
  }
  return image;
}

IndexedImage picture_image(const Picture& picture) {
  return IndexedImage{picture.width, picture.height, picture.pixels};
}

Result<IndexedImage> font_sheet(const Font& font) {
  if (font.height > kMaxFontSheetCellRows) {
    return over_limit("E-EXTRACT-FONT-SIZE", 0,
                      "font height " + std::to_string(font.height) + " is above the sheet's " +
                          std::to_string(kMaxFontSheetCellRows) + " rows per cell");
  }
  const int cell_width =
      std::max(1, static_cast<int>(*std::max_element(font.widths.begin(), font.widths.end())));
  const int cell_height = std::max(1, static_cast<int>(font.height));
  IndexedImage sheet{kFontSheetColumns * cell_width, kFontSheetRows * cell_height, {}};
  sheet.pixels.assign(static_cast<std::size_t>(sheet.width) * sheet.height, kFontSheetPaper);
  for (std::size_t c = 0; c < kFontGlyphs; ++c) {
    const int width = font.widths[c];
    const Bytes& glyph = font.glyphs[c];
    const int left = static_cast<int>(c % kFontSheetColumns) * cell_width;
    const int top = static_cast<int>(c / kFontSheetColumns) * cell_height;
    // A constructed glyph may be shorter than height * width: only its bytes are drawn.
    for (std::size_t i = 0; width > 0 && i < glyph.size() && i / width < font.height; ++i) {
      if (glyph[i] == 0) continue;
      const std::size_t x = static_cast<std::size_t>(left) + i % width;
      const std::size_t y = static_cast<std::size_t>(top) + i / width;
      sheet.pixels[y * static_cast<std::size_t>(sheet.width) + x] = kFontSheetInk;
    }
  }
  return sheet;
}

Rgb8Palette font_sheet_palette() {
  Rgb8Palette palette{};
  for (int channel = 0; channel < 3; ++channel) palette[3 * kFontSheetInk + channel] = 255;
  return palette;
}

IndexedImage palette_swatch() {
  constexpr int kSide = 16 * kSwatchCellPixels;
  IndexedImage swatch{kSide, kSide, Bytes(std::size_t{kSide} * kSide)};
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      swatch.pixels[y * kSide + x] =
          static_cast<std::uint8_t>((y / kSwatchCellPixels) * 16 + x / kSwatchCellPixels);
    }
  }
  return swatch;
}

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

WallColours texture_wall_colours(const std::vector<std::optional<Wall>>& walls,
                                 const VgaPalette& palette) {
  WallColours colours = fixed_wall_colours();
  for (int code = 1; code <= kMaxWallCode; ++code) {
    const std::size_t texture = 2 * static_cast<std::size_t>(code - 1);
    if (texture < walls.size() && walls[texture]) {
      colours[code] = average_colour_index(walls[texture]->columns, palette);
    }
  }
  return colours;
}

std::span<const MapKeyEntry> map_key() { return kMapKey; }

Result<RgbaImage> map_overview(const GameMap& map, const MapContents& contents,
                               const VgaPalette& palette, const WallColours& wall_colours) {
  if (contents.width <= 0 || contents.height <= 0 || contents.width > kMaxOverviewTiles ||
      contents.height > kMaxOverviewTiles) {
    return over_limit(
        "E-EXTRACT-MAP-SIZE", 0,
        "map of " + std::to_string(contents.width) + " x " + std::to_string(contents.height) +
            " tiles: an overview needs sides of 1.." + std::to_string(kMaxOverviewTiles));
  }
  Canvas canvas(contents.width * kMapTilePixels, contents.height * kMapTilePixels);
  canvas.fill(0, 0, contents.width * kMapTilePixels, contents.height * kMapTilePixels,
              key_colour(kKeyUnknownTile));
  paint_plane0(canvas, map, contents, palette_to_rgb8(palette), wall_colours);
  mark_plane1(canvas, contents);
  return canvas.take();
}

}  // namespace wolfsuite::cli
