// The VSWAP of a synthetic set (synthetic_set.h (b), (c)): wall and door textures, a sprite in
// every slot of the game's sprite list, and the digitised sounds.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/synthetic_parts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {
namespace {

using namespace synthetic_parts;

// ==== VSWAP walls ============================================================================

constexpr std::size_t kDoorTextures = 8;  // seed 001 "Wall textures": the last 8 are doors
constexpr std::size_t kFirstDoorTexture = kSyntheticWallChunks - kDoorTextures;
constexpr int kSwitchDownCode = 22;  // the engine's switch after pressing (synthetic_set.h (b))

using Pixels = std::array<std::uint8_t, kWallBytes>;

constexpr std::uint8_t kGreyRamp = 16;

// Pattern per wall code: bricks, blocks, planks, tiles; the dark texture of the pair is the same
// pattern four ramp steps darker (the engine puts one on north and south faces, the other on
// east and west faces).
std::uint8_t plain_wall_shade(int pattern, int x, int y, NoiseGenerator& noise) {
  const int grain = noise.below(3);
  switch (pattern) {
    case 0: {
      const bool mortar = y % 16 == 15 || (x + (y / 16 % 2) * 16) % 32 == 31;
      return to_u8(mortar ? 9 : 1 + grain);
    }
    case 1: {
      const bool seam = y % 32 == 0 || x % 32 == 0;
      return to_u8(seam ? 8 : 2 + grain + (x / 32 + y / 32) % 2);
    }
    case 2: {
      const bool gap = x % 16 == 0;
      return to_u8(gap ? 10 : 1 + ((y + 3 * x) % 13 == 0 ? 3 : grain));
    }
    default: {
      const bool joint = x % 8 == 7 || y % 8 == 7;
      return to_u8(joint ? 9 : 1 + (x / 8 + y / 8) % 2 * 2 + grain);
    }
  }
}

Wall plain_wall(int code, bool dark) {
  NoiseGenerator noise(static_cast<std::uint32_t>(0x5EED0000 + code));
  Pixels pixels{};
  const int index = code - 1;
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      const int shade = plain_wall_shade(index % 4, x, y, noise) + (dark ? 4 : 0);
      pixels[grid_index(x, y, kWallSide)] = to_u8(kWallRamps[index] + std::min(shade, 15));
    }
  }
  return wall_from_row_major(pixels);
}

// Steel panels with a lever box in the middle: up for code 21, down once pressed (22).
Wall switch_wall(int code, bool dark) {
  Pixels pixels{};
  const bool pressed = code == kSwitchDownCode;
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      int colour = kGreyRamp + (y % 16 == 0 ? 10 : 5) + (dark ? 3 : 0);
      if (x >= 24 && x < 40 && y >= 20 && y < 44) colour = kGreyRamp + 13;
      const bool lever = x >= 30 && x < 34 && (pressed ? (y >= 32 && y < 42) : (y >= 22 && y < 32));
      if (lever) colour = pressed ? 40 : 100;  // dark red when down, green when up
      pixels[grid_index(x, y, kWallSide)] = to_u8(colour);
    }
  }
  return wall_from_row_major(pixels);
}

// Door texture `k` of the eight: four door faces, each light and dark, told apart by colour.
Wall door_texture(std::size_t k) {
  constexpr std::uint8_t kDoorRamps[] = {112, 16, 144, 192};
  const std::uint8_t ramp = kDoorRamps[k / 2];
  const int dark = k % 2 == 1 ? 3 : 0;
  Pixels pixels{};
  for (int y = 0; y < kWallSide; ++y) {
    for (int x = 0; x < kWallSide; ++x) {
      int shade = (y % 8 == 0 ? 7 : 3) + dark;
      if (x >= 52 && x < 56 && y >= 28 && y < 36) shade = 12;  // the handle
      pixels[grid_index(x, y, kWallSide)] = to_u8(ramp + shade);
    }
  }
  return wall_from_row_major(pixels);
}

std::optional<Wall> wall_texture(std::size_t chunk) {
  if (chunk >= kFirstDoorTexture) return door_texture(chunk - kFirstDoorTexture);
  const int code = static_cast<int>(chunk / 2) + 1;
  const bool dark = chunk % 2 == 1;
  if (code <= kPlainWallCodes) return plain_wall(code, dark);
  if (code == kElevatorSwitchCode || code == kSwitchDownCode) return switch_wall(code, dark);
  return std::nullopt;  // sparse, as wl1 leaves its unused textures
}

// ==== VSWAP sprites ==========================================================================

enum class Figure { kSign, kStatic, kHuman, kDog, kBoss, kWeapon };

struct SpriteBlock {
  std::size_t first;
  std::size_t count;
  Figure figure;
  std::uint8_t colour;
};

// synthetic_set.h (c): the engine's sprite list per game. Humans: 8 rotations x (standing + 4
// walking poses), then action frames. Spear has 4 more statics, which moves every later block by
// 4, and its own bosses; both end with the player's weapons.
constexpr SpriteBlock kWolfSpriteBlocks[] = {
    {0, 2, Figure::kSign, 15},       // demo, death cam
    {2, 48, Figure::kStatic, 0},     // plane 1 codes 23..70
    {50, 49, Figure::kHuman, 212},   // guard: brown
    {99, 39, Figure::kDog, 206},     // dog: tan
    {138, 49, Figure::kHuman, 150},  // SS: blue
    {187, 51, Figure::kHuman, 104},  // mutant: green
    {238, 50, Figure::kHuman, 18},   // officer: white
    {288, 8, Figure::kBoss, 40},     // ghosts: red
    {296, 112, Figure::kBoss, 22},   // bosses, their missiles and the victory run: grey
    {408, 28, Figure::kWeapon, 24},  // the player's weapons and victory run
};
constexpr SpriteBlock kSpearSpriteBlocks[] = {
    {0, 2, Figure::kSign, 15},        // demo, death cam
    {2, 52, Figure::kStatic, 0},      // plane 1 codes 23..74
    {54, 49, Figure::kHuman, 212},    // guard
    {103, 39, Figure::kDog, 206},     // dog
    {142, 49, Figure::kHuman, 150},   // SS
    {191, 51, Figure::kHuman, 104},   // mutant
    {242, 50, Figure::kHuman, 18},    // officer
    {292, 109, Figure::kBoss, 22},    // bosses, spectres, missiles
    {401, 20, Figure::kWeapon, 24},   // the player's weapons
};

constexpr int kUprightFrames = 40;  // humans: 8 rotations x 5 poses
constexpr int kDogWalkFrames = 32;  // dogs: 8 rotations x 4 poses
constexpr std::uint8_t kSkin = 196;
constexpr std::uint8_t kGunMetal = 27;

void paint(SpriteImage& image, int x0, int y0, int x1, int y1, std::uint8_t colour) {
  for (int y = std::max(y0, 0); y <= std::min(y1, kSpriteSide - 1); ++y) {
    for (int x = std::max(x0, 0); x <= std::min(x1, kSpriteSide - 1); ++x) {
      const auto at = grid_index(x, y, kSpriteSide);
      image.pixels[at] = colour;
      image.alpha[at] = kSpriteOpaque;
    }
  }
}

void clear_row(SpriteImage& image, int y) {
  for (int x = 0; x < kSpriteSide; ++x) {
    const auto at = grid_index(x, y, kSpriteSide);
    image.pixels[at] = 0;
    image.alpha[at] = 0;
  }
}

// A sign hanging from the ceiling, with two bars for text.
SpriteImage sign_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  paint(image, 16, 0, 47, 11, colour);
  paint(image, 19, 3, 44, 4, to_u8(4 + static_cast<int>(frame)));
  paint(image, 19, 7, 38, 8, to_u8(4 + static_cast<int>(frame)));
  return image;
}

enum class StaticShape { kPillar, kFloorItem, kHanging, kTable };

// The shape a static's seed 002 name suggests; anything unnamed here lies on the floor.
StaticShape static_shape(std::uint16_t code, bool spear) {
  using enum StaticShape;
  constexpr std::pair<std::string_view, StaticShape> kKeywords[] = {
      {"ceiling", kHanging}, {"chandelier", kHanging}, {"hanging", kHanging}, {"vines", kHanging},
      {"table", kTable},     {"bed", kTable},          {"stove", kTable},     {"rack", kTable},
      {"cage", kTable},      {"barrel", kPillar},      {"pillar", kPillar},   {"tree", kPillar},
      {"plant", kPillar},    {"urn", kPillar},         {"armor", kPillar},    {"well", kPillar},
      {"flag", kPillar},     {"lamp", kPillar},        {"washbasin", kPillar}};
  const std::string_view name = static_object_name(code, spear);
  for (const auto& [keyword, shape] : kKeywords) {
    if (name.find(keyword) != std::string_view::npos) return shape;
  }
  return kFloorItem;
}

// Statics: a pillar, a floor item, a hanging lamp (chain and lamp split by a gap) or a table
// with a shelf (top and shelf split by a gap), coloured and sized by code.
SpriteImage static_sprite(std::size_t index, bool spear) {
  constexpr std::uint8_t kColours[] = {56, 100, 140, 200, 72, 24};
  constexpr std::uint16_t kFirstStaticCode = 23;
  const std::uint8_t colour = kColours[index % 6];
  const int size = static_cast<int>(index % 5);
  SpriteImage image;
  switch (static_shape(to_u16(kFirstStaticCode + static_cast<int>(index)), spear)) {
    case StaticShape::kPillar:
      paint(image, 28 - size, 28, 35 + size, 63, colour);
      for (int y = 32; y < 64; y += 8) {
        paint(image, 28 - size, y, 35 + size, y + 1, to_u8(colour + 4));
      }
      break;
    case StaticShape::kFloorItem:
      paint(image, 26 - size, 54, 37 + size, 63, colour);
      paint(image, 28, 56, 30, 57, 15);
      break;
    case StaticShape::kHanging:
      paint(image, 31, 0, 32, 5, kGunMetal);
      paint(image, 26 - size, 8, 37 + size, 15, colour);
      break;
    case StaticShape::kTable:
      paint(image, 22, 38, 41, 41, colour);
      paint(image, 22, 42, 23, 63, colour);
      paint(image, 40, 42, 41, 63, colour);
      paint(image, 24, 52, 39, 54, to_u8(colour + 4));
      break;
  }
  return image;
}

// A person: head, body with a gap at the belt (two posts in every body column), two legs that
// move with the walking pose, a dark stripe that moves with the rotation. Frames after the
// upright ones alternate between firing (an arm with a gun) and lying on the floor.
SpriteImage human_sprite(std::uint8_t colour, std::size_t frame, int scale) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  const int half = 5 + scale;
  if (f >= kUprightFrames && f % 2 == 1) {
    paint(image, 32 - 2 * half, 56, 31 + 2 * half, 63, colour);
    paint(image, 32 + 2 * half, 57, 35 + 2 * half, 61, kSkin);
    return image;
  }
  const int top = 34 - 4 * scale;
  paint(image, 30 - scale, top, 33 + scale, top + 4 + scale, kSkin);
  paint(image, 32 - half, top + 6 + scale, 31 + half, 52, colour);
  clear_row(image, 46);
  const int rotation = f % 8;
  paint(image, 32 - half + rotation, top + 7 + scale, 32 - half + rotation, 44, to_u8(colour + 6));
  const int pose = f < kUprightFrames ? f / 8 : 0;
  const int lift_left = pose % 2 == 1 ? 2 : 0;
  const int lift_right = pose != 0 && pose % 2 == 0 ? 2 : 0;
  paint(image, 28 - scale, 53, 30 - scale, 63 - lift_left, colour);
  paint(image, 33 + scale, 53, 35 + scale, 63 - lift_right, colour);
  if (f >= kUprightFrames) paint(image, 32 + half, 42, 39 + half, 44, kGunMetal);
  return image;
}

// A dog: body, head, four legs stepping with the pose; after the walking frames it lies or jumps.
SpriteImage dog_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  if (f >= kDogWalkFrames && f % 2 == 1) {
    paint(image, 22, 58, 41, 63, colour);
    return image;
  }
  const int lift = f >= kDogWalkFrames ? 6 : 0;
  paint(image, 24, 48 - lift, 41, 54 - lift, colour);
  paint(image, 42, 44 - lift, 47, 50 - lift, to_u8(colour + 3));
  paint(image, 20, 46 - lift, 23, 47 - lift, colour);
  const int pose = f < kDogWalkFrames ? f / 8 : 0;
  for (int leg = 0; leg < 4; ++leg) {
    const int x = 25 + 5 * leg;
    const int lifted = (leg + pose) % 2 == 1 ? 2 : 0;
    paint(image, x, 55 - lift, x + 1, 63 - lift - lifted, colour);
  }
  paint(image, 24 + f % 8, 49 - lift, 24 + f % 8, 50 - lift, to_u8(colour + 8));
  return image;
}

// The player's hand and gun at the bottom of the view; every fifth frame shows the muzzle flash.
SpriteImage weapon_sprite(std::uint8_t colour, std::size_t frame) {
  SpriteImage image;
  const int f = static_cast<int>(frame);
  const int length = 8 + 2 * (f % 5);
  paint(image, 28, 52, 35, 63, kSkin);
  paint(image, 30, 52 - length, 33, 51, to_u8(colour + f % 4));
  if (f % 5 == 2) paint(image, 29, 44 - length, 34, 51 - length, 68);
  return image;
}

std::optional<SpriteImage> sprite_image(std::size_t sprite, bool spear) {
  const std::span<const SpriteBlock> blocks = spear ? std::span<const SpriteBlock>(kSpearSpriteBlocks)
                                                    : std::span<const SpriteBlock>(kWolfSpriteBlocks);
  for (const SpriteBlock& block : blocks) {
    if (sprite < block.first || sprite >= block.first + block.count) continue;
    const std::size_t frame = sprite - block.first;
    switch (block.figure) {
      case Figure::kSign:
        return sign_sprite(block.colour, frame);
      case Figure::kStatic:
        return static_sprite(frame, spear);
      case Figure::kHuman:
        return human_sprite(block.colour, frame, 0);
      case Figure::kDog:
        return dog_sprite(block.colour, frame);
      case Figure::kBoss:
        return human_sprite(block.colour, frame, 3);
      case Figure::kWeapon:
        return weapon_sprite(block.colour, frame);
    }
  }
  return std::nullopt;  // past the game's list: not reached for the engine's count
}

// ==== VSWAP sounds ===========================================================================

// 7 kHz unsigned 8-bit (seed 001 "Raw pcm"). One sine period in 16 steps:
// round(128 + 100 sin(2 pi k / 16)).
constexpr std::array<int, 16> kSineTable = {128, 166, 199, 220, 228, 220, 199, 166,
                                            128, 90,  57,  36,  28,  36,  57,  90};
constexpr std::size_t kPcmSoundSpacing = 9;

enum class Wave { kSine, kSquare, kNoise };

struct SoundRecipe {
  Wave wave;
  int samples;
  int hz_from;  // the pitch glides linearly from hz_from to hz_to
  int hz_to;
};

// The present sounds' recipes, round robin; the first spans two chunks.
constexpr SoundRecipe kSoundRecipes[] = {
    {Wave::kSine, 5000, 440, 440},  {Wave::kNoise, 1800, 0, 0},    {Wave::kSine, 2600, 1200, 200},
    {Wave::kSquare, 700, 300, 300}, {Wave::kSine, 1500, 880, 660}, {Wave::kSquare, 3000, 150, 600},
};

Bytes synthesise(const SoundRecipe& recipe, std::uint32_t seed) {
  NoiseGenerator noise(seed);
  Bytes samples;
  samples.reserve(static_cast<std::size_t>(recipe.samples));
  std::uint32_t phase = 0;
  for (int n = 0; n < recipe.samples; ++n) {
    const int hz = recipe.hz_from + (recipe.hz_to - recipe.hz_from) * n / recipe.samples;
    // Phase step of one sample: hz / 7000 of a period in 32-bit fixed point.
    phase += static_cast<std::uint32_t>((std::uint64_t{static_cast<std::uint32_t>(hz)} << 32) /
                                        kPcmSampleRateHz);
    int wave = 0;
    switch (recipe.wave) {
      case Wave::kSine:
        wave = kSineTable[phase >> 28] - 128;
        break;
      case Wave::kSquare:
        wave = (phase >> 31) != 0 ? 80 : -80;
        break;
      case Wave::kNoise:
        wave = noise.byte() / 2 - 64;
        break;
    }
    const int envelope = recipe.samples - n;  // linear fade out
    samples.push_back(to_u8(128 + wave * envelope / recipe.samples));
  }
  return samples;
}

// One table entry per sound the game references (version.h pcm_sounds). The ones the engine
// build prepares at start-up are all present (it stops on a sound whose pages lie outside the
// file, engine_build.h); past them every kPcmSoundSpacing-th is present, a few are empty and the
// rest are left out of the file with their length kept in the table, as wl1 does.
std::vector<DigitisedSound> synthetic_sounds(GameVersion game) {
  const auto count = static_cast<std::size_t>(version_facts(game).pcm_sounds);
  const auto prepared = static_cast<std::size_t>(engine_build(game).digitised_sounds);
  std::vector<DigitisedSound> sounds(count);
  for (std::size_t k = 0; k < count; ++k) {
    if (k < prepared || k % kPcmSoundSpacing == 0) {
      sounds[k].samples = synthesise(kSoundRecipes[k % std::size(kSoundRecipes)],
                                     static_cast<std::uint32_t>(0x50D0 + k));
    } else if (k % kPcmSoundSpacing != 4) {
      sounds[k].sparse_length = to_u16(1200 + 97 * static_cast<int>(k));
    }
  }
  return sounds;
}

// A sprite whose lump has an even size (synthetic_set.h (c)): its pixel bytes are the lump's only
// odd part (the header, offsets and post commands are 16-bit words), so an odd one loses its last
// opaque pixel in row-major order, low in the figure where a pixel is least seen.
Result<SpriteLump> even_sprite_lump(SpriteImage image) {
  WS_ASSIGN_OR_RETURN(const Bytes lump, encode_sprite_lump(sprite_lump_from_image(image)));
  if (lump.size() % 2 != 0) {
    for (std::size_t at = kSpritePixels; at-- > 0;) {
      if (image.alpha[at] == 0) continue;
      image.alpha[at] = 0;
      image.pixels[at] = 0;
      break;
    }
  }
  return sprite_lump_from_image(image);
}

}  // namespace

Result<Vswap> synthetic_vswap(GameVersion game) {
  const bool spear = version_facts(game).spear;
  VswapContents contents;
  for (std::size_t chunk = 0; chunk < kSyntheticWallChunks; ++chunk) {
    contents.walls.push_back(wall_texture(chunk));
  }
  const auto sprites = static_cast<std::size_t>(engine_build(game).sprites);
  for (std::size_t sprite = 0; sprite < sprites; ++sprite) {
    const std::optional<SpriteImage> image = sprite_image(sprite, spear);
    if (!image) {
      contents.sprites.emplace_back();
      continue;
    }
    WS_ASSIGN_OR_RETURN(SpriteLump lump, even_sprite_lump(*image));
    contents.sprites.emplace_back(std::move(lump));
  }
  contents.sounds = synthetic_sounds(game);
  WS_ASSIGN_OR_RETURN(Vswap vswap, new_vswap(contents));
  vswap.stored_layout = vswap_packed_layout(vswap.chunks);
  return vswap;
}

}  // namespace wolfsuite
