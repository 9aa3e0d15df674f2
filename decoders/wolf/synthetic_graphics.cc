// The VGAGRAPH of a synthetic set (synthetic_set.h): two fonts, every picture of the engine build
// at its number and size (engine_build.h), the tile8 lump, and the build's lumps after it: text
// screens, palettes, text articles and demos.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/synthetic_parts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

using namespace synthetic_parts;

constexpr int kFirstPrintable = 32;
constexpr int kLastPrintable = 126;
constexpr std::uint8_t kFontInk = 15;

// Printable ASCII; the glyph rows between the blank top and bottom rows are a fixed hash of the
// character, and the last column of each glyph is the space before the next.
Font synthetic_font(std::uint16_t height, int base_width) {
  Font font;
  font.height = height;
  for (int c = kFirstPrintable; c <= kLastPrintable; ++c) {
    const int width = c == ' ' ? base_width : base_width + c % 3;
    const auto index = static_cast<std::size_t>(c);
    font.widths[index] = to_u8(width);
    Bytes& glyph = font.glyphs[index];
    glyph.assign(grid_index(0, height, width), 0);
    if (c == ' ') continue;
    for (int row = 1; row + 1 < height; ++row) {
      for (int col = 0; col + 1 < width; ++col) {
        const std::uint32_t hash = static_cast<std::uint32_t>(c) * 2654435761u ^
                                   static_cast<std::uint32_t>(row * 40503 + col * 9973);
        if (col == 0 || ((hash >> 13) & 1) != 0) {
          glyph[grid_index(col, row, width)] = kFontInk;
        }
      }
    }
  }
  lay_out_font_glyphs(font);
  return font;
}

// How a picture is drawn, by what the engine shows it as (its header name).
enum class PictureStyle { kStatusBar, kDigit, kFace, kKey, kWeapon, kLetter, kRamp, kStripes,
                          kDisc, kNoise };

bool starts_with(std::string_view name, std::string_view prefix) {
  return name.substr(0, prefix.size()) == prefix;
}

PictureStyle picture_style(std::string_view name, std::size_t index) {
  using enum PictureStyle;
  if (name == "STATUSBARPIC") return kStatusBar;
  if (starts_with(name, "N_")) return kDigit;
  if (starts_with(name, "FACE") || starts_with(name, "GODMODEFACE") ||
      starts_with(name, "BJWAITING") || name == "BJOUCHPIC" || name == "GOTGATLINGPIC" ||
      name == "MUTANTBJPIC" || starts_with(name, "L_GUY") || name == "L_BJWINSPIC") {
    return kFace;
  }
  if (name == "NOKEYPIC" || name == "GOLDKEYPIC" || name == "SILVERKEYPIC") return kKey;
  if (name == "KNIFEPIC" || name == "GUNPIC" || name == "MACHINEGUNPIC" ||
      name == "GATLINGGUNPIC") {
    return kWeapon;
  }
  if (starts_with(name, "L_")) return kLetter;
  constexpr PictureStyle kOthers[] = {kRamp, kStripes, kDisc, kNoise};
  return kOthers[index % std::size(kOthers)];
}

constexpr std::uint8_t kPanelGrey = 25;
constexpr std::uint8_t kPanelDark = 19;
constexpr std::uint8_t kDigitInk = 15;
constexpr std::uint8_t kGold = 65;
constexpr std::uint8_t kSilver = 29;

// Seven segments a, b, c, d, e, f, g (bit 0 = a) of the digits 0..9.
constexpr std::uint8_t kSegments[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};

bool digit_ink(int digit, int x, int y, int width, int height) {
  if (digit < 0) return false;  // N_BLANKPIC
  const int right = width - 2;
  const int middle = height / 2;
  const int bottom = height - 2;
  const std::uint8_t on = kSegments[digit];
  const bool horizontal = x >= 1 && x <= right;
  const bool upper = y >= 1 && y <= middle;
  const bool lower = y >= middle && y <= bottom;
  return ((on & 0x01) != 0 && horizontal && y == 1) || ((on & 0x02) != 0 && x == right && upper) ||
         ((on & 0x04) != 0 && x == right && lower) || ((on & 0x08) != 0 && horizontal && y == bottom) ||
         ((on & 0x10) != 0 && x == 1 && lower) || ((on & 0x20) != 0 && x == 1 && upper) ||
         ((on & 0x40) != 0 && horizontal && y == middle);
}

// The face: a skin oval, eyes looking left, ahead or right (the picture's place in its group of
// three), and a redder tint the lower its health row.
std::uint8_t face_pixel(int x, int y, int width, int height, std::size_t index) {
  const int dx = 2 * x - width + 1;
  const int dy = 2 * y - height + 1;
  if (dx * dx * height * height + dy * dy * width * width > width * width * height * height) {
    return kPanelDark;
  }
  const int glance = static_cast<int>(index % 3) - 1;
  const int eye_y = height * 2 / 5;
  const int left_eye = width / 3 + glance;
  const int right_eye = width * 2 / 3 - 1 + glance;
  if (y == eye_y && (x == left_eye || x == right_eye)) return 0;
  if (y == height * 3 / 4 && x > width / 3 && x < width * 2 / 3) return 40;  // the mouth
  return to_u8(196 + static_cast<int>(index / 3 % 8));
}

std::uint8_t picture_pixel(const EnginePicture& picture, std::size_t index, int x, int y,
                           NoiseGenerator& noise) {
  const int width = picture.width;
  const int height = picture.height;
  switch (picture_style(picture.name, index)) {
    case PictureStyle::kStatusBar: {
      // Framed boxes where the engine prints floor, score, lives, face, health, ammo, keys, gun.
      const bool frame = y == 0 || y == height - 1 || x == 0 || x == width - 1 || x % 40 == 39;
      return frame ? kPanelDark : kPanelGrey;
    }
    case PictureStyle::kDigit: {
      const std::string_view name = picture.name;
      const int digit = name == "N_BLANKPIC" ? -1 : name[2] - '0';
      return digit_ink(digit, x, y, width, height) ? kDigitInk : 0;
    }
    case PictureStyle::kFace:
      return face_pixel(x, y, width, height, index);
    case PictureStyle::kKey: {
      const std::uint8_t metal = picture.name == "GOLDKEYPIC"     ? kGold
                                 : picture.name == "SILVERKEYPIC" ? kSilver
                                                                  : kPanelGrey;
      const bool bow = x >= 1 && x <= 3 && y >= height / 2 - 2 && y <= height / 2 + 1;
      const bool shaft = y == height / 2 && x >= 1 && x < width - 1;
      return bow || shaft ? metal : kPanelGrey;
    }
    case PictureStyle::kWeapon: {
      const int length = width / 4 + static_cast<int>(index % 4) * width / 8;
      const bool barrel = y >= height / 2 - 2 && y <= height / 2 && x >= width / 4 &&
                          x < width / 4 + length;
      const bool grip = x >= width / 4 && x < width / 4 + 4 && y > height / 2 && y < height - 2;
      return barrel || grip ? 27 : kPanelGrey;
    }
    case PictureStyle::kLetter: {
      const std::uint32_t hash = static_cast<std::uint32_t>(index) * 2654435761u ^
                                 static_cast<std::uint32_t>((y / 2) * 40503 + (x / 2) * 9973);
      const bool inside = x >= 2 && x < width - 2 && y >= 2 && y < height - 2;
      return inside && ((hash >> 13) & 1) != 0 ? kDigitInk : 0;
    }
    case PictureStyle::kRamp:
      return to_u8(144 + (x + y) * 16 / (width + height));  // a blue diagonal ramp
    case PictureStyle::kStripes:
      return to_u8(y % 8 < 4 ? 32 + x % 16 : 16 + x % 16);  // red and grey stripes
    case PictureStyle::kDisc: {
      const int dx = 2 * x - width + 1;
      const int dy = 2 * y - height + 1;
      const int inside = dx * dx + dy * dy <= width * width;
      return to_u8(inside != 0 ? 196 + (dx * dx + dy * dy) * 8 / (width * width + 1) : 0);
    }
    case PictureStyle::kNoise:
      return to_u8(96 + noise.below(8));  // green noise
  }
  return 0;
}

Picture synthetic_picture(const EnginePicture& recipe, std::size_t index) {
  NoiseGenerator noise(static_cast<std::uint32_t>(0x91C0 + index));
  Picture picture{recipe.width, recipe.height, {}};
  picture.pixels.reserve(std::size_t{recipe.width} * recipe.height);
  for (int y = 0; y < recipe.height; ++y) {
    for (int x = 0; x < recipe.width; ++x) {
      picture.pixels.push_back(picture_pixel(recipe, index, x, y, noise));
    }
  }
  return picture;
}

Bytes synthetic_tiles() {
  Bytes tiles;
  tiles.reserve(kTile8EngineCount * kTile8Bytes);
  for (std::size_t t = 0; t < kTile8EngineCount; ++t) {
    for (int y = 0; y < 8; ++y) {
      for (int x = 0; x < 8; ++x) {
        tiles.push_back(to_u8(kWallRamps[t % 8] + ((x ^ y ^ static_cast<int>(t)) & 7)));
      }
    }
  }
  return tiles;
}

// The colour text screen the engine shows on quitting: white on blue, one centred line.
Screen synthetic_screen() {
  constexpr int kColumns = 80;
  constexpr int kRows = 25;
  constexpr std::uint8_t kWhiteOnBlue = 0x1F;
  constexpr std::string_view kLine = "wolfsuite synthetic data set";
  Screen screen;
  for (int i = 0; i < kColumns * kRows; ++i) {
    screen.cells.push_back(' ');
    screen.cells.push_back(kWhiteOnBlue);
  }
  const std::size_t start =
      2 * grid_index(static_cast<int>(kColumns - kLine.size()) / 2, 12, kColumns);
  for (std::size_t i = 0; i < kLine.size(); ++i) {
    screen.cells[start + 2 * i] = static_cast<std::uint8_t>(kLine[i]);
  }
  screen.trailer = {0x1A};
  return screen;
}

Palette synthetic_palette() {
  Palette palette;
  const VgaPalette& game = wolfenstein_palette();
  std::copy(game.begin(), game.end(), palette.rgb.begin());
  return palette;
}

// A text article in the engine's ^ layout commands (page, colour, end), titled by its lump.
Bytes synthetic_text(std::string_view lump) {
  std::string text = "^P\r\n^C0FSynthetic data set: ";
  text += lump;
  text +=
      "\r\n\r\n^C00Every map, picture, sprite and sound of this set is drawn by a program."
      "\r\n^E\r\n";
  return Bytes(text.begin(), text.end());
}

// Demo `index` of the game plays on its map (synthetic_demo_slots) and meets the start room's
// party (synthetic_maps.cc) from the arrival elevator: open its door, wait for it, step to the
// threshold, then hold it, firing every other frame while sweeping a little left and right, and
// pressing a weapon key now and then. Holding the door lets the party come one by one: measured
// with the simulator (equal to the engine on these demos), this lives two to three times as long
// and kills more than walking in (wl1 map 0: 154 frames and 3 kills against 54 and none).
// Deltas stay inside seed 001's -100..100; the demo is longer than any of them lasts.
Result<Demo> synthetic_demo(GameVersion game, int index) {
  const int slot = synthetic_demo_slots(game)[static_cast<std::size_t>(index)];
  constexpr int kDoorWait = 14;   // frames: a door opens in 16 frames of 4 tics
  constexpr int kStepIn = 2;      // frames at a run to the threshold
  constexpr int kSweep = 8;       // frames of one left-and-right sweep
  constexpr int kTurn = 6;
  constexpr int kWeaponKeyEvery = 90;
  constexpr std::uint8_t kWeapons[] = {kDemoKnife, kDemoPistol, kDemoMachineGun,
                                       kDemoGatlingGun};
  constexpr int kFrames = 600;
  std::vector<DemoFrame> frames;
  for (int i = 0; i < kFrames; ++i) {
    DemoFrame frame;
    if (i == 0) {
      frame.buttons = kDemoOpen;
    } else if (i < kDoorWait) {
      // stand while the door opens
    } else if (i < kDoorWait + kStepIn) {
      frame.buttons = kDemoRun;
      frame.move = -70;
    } else {
      const int t = i - kDoorWait - kStepIn;
      std::uint8_t buttons = t % 2 == 0 ? kDemoFire : 0;
      if (t % kWeaponKeyEvery == kWeaponKeyEvery / 2) {
        buttons |= kWeapons[(t / kWeaponKeyEvery + index) % 4];
      }
      frame.buttons = buttons;
      // Demos 2 and 3 replay the maps of 0 and 1 (wl1) sweeping the other way first.
      const bool left_first = index / 2 % 2 == 0;
      frame.turn = static_cast<std::int8_t>((t % kSweep < kSweep / 2) == left_first ? kTurn : -kTurn);
    }
    frames.push_back(frame);
  }
  return new_demo(to_u8(slot), std::move(frames));
}

Result<MiscLump> extern_lump(GameVersion game, const EngineExtern& lump, int& demo_index) {
  switch (lump.kind) {
    case ExternKind::kScreen:
      return MiscLump(synthetic_screen());
    case ExternKind::kPalette:
      return MiscLump(synthetic_palette());
    case ExternKind::kText:
      return MiscLump(synthetic_text(lump.name));
    case ExternKind::kDemo: {
      WS_ASSIGN_OR_RETURN(Demo demo, synthetic_demo(game, demo_index++));
      return MiscLump(std::move(demo));
    }
  }
  return MiscLump(Bytes{});
}

}  // namespace

Result<Graphics> synthetic_graphics(GameVersion game) {
  const EngineBuild& build = engine_build(game);
  GraphicsLumps lumps;
  lumps.fonts = {synthetic_font(8, 4), synthetic_font(10, 6)};
  for (std::size_t k = 0; k < build.pictures.size(); ++k) {
    lumps.pictures.push_back(synthetic_picture(build.pictures[k], k));
  }
  lumps.tiles = synthetic_tiles();
  int demo_index = 0;
  for (const EngineExtern& lump : build.externs) {
    WS_ASSIGN_OR_RETURN(MiscLump misc, extern_lump(game, lump, demo_index));
    lumps.misc.push_back(std::move(misc));
  }
  return new_graphics(lumps);
}

}  // namespace wolfsuite
