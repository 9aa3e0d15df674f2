#pragma once
// Which palette draws a set's images, the one rule every command uses (extract, render).
//
// The engine loads its palette from its executable (game_palette.h): Wolfenstein 3-D's is
// published, Spear of Destiny's is not. So a Spear set is drawn with its first VGAGRAPH palette
// chunk that starts like the game palette (the VGA's 16 EGA-compatible colours), else with the
// Wolfenstein 3-D palette. Measured: sdm's one palette chunk (131) starts 1,0,0 / 63,30,0 (a
// picture's palette) and draws sdm's walls in wrong colours, while the engine palette draws them
// as they look in the game.
#include <cstddef>
#include <optional>
#include <vector>

#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// The game palette opens with the 16 colours of the VGA's EGA-compatible default palette.
inline constexpr int kEgaColours = 16;

// Whether a VGAGRAPH palette can stand for the game palette: its first kEgaColours colours are
// the engine palette's (6-bit values compared; the DAC ignores the two high bits).
bool starts_like_game_palette(const VgaPalette& palette);

bool is_spear_set(const WolfSet& set);

struct SetPalette {
  VgaPalette palette;
  std::optional<std::size_t> chunk;      // the VGAGRAPH palette chunk, or none: the engine's
  std::vector<std::size_t> passed_over;  // palette chunks that do not start like the game's
};

SetPalette set_palette(const WolfSet& set);

}  // namespace wolfsuite
