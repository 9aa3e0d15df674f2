#pragma once
// What each build of the engine hard-codes about the set it loads, for the four releases the
// suite makes synthetic sets of (version.h has the counts every set of a version shares). The
// engine checks VGAHEAD's chunk count and reads the rest without checking, so a set that differs
// stops it or makes it read past what it loaded (engine tool README, "Versions and what each
// build expects of a set").
//
//   build  VGAGRAPH chunks  pictures  tile8  externs after tile8                      sprites
//   wl1    156              144       147    2 screens, help text, 4 demos, 1 end text    436
//   wl6    161              144       147    2 screens, help text, 4 demos, 6 end texts   436
//   sdm    133              125       128    2 screens, title palette, 1 demo             421
//   sod    169              147       150    2 screens, 11 palettes, 4 demos, end text    421
//
// Pictures are numbered from chunk 3 in the order of the engine's graphics header (gfxv_apo.h
// for Wolfenstein 3-D 1.4, gfxv_sod.h for Spear); the engine draws each by that number with the
// width and height the picture table gives. The sizes are the ones the shipped sets have
// (measured on wl1's and sdm's picture tables); the 22 pictures only the full Spear has (its
// ending, the id staff, the copy protection) have no free set to measure, so their sizes are
// ours, and the engine draws them only in those screens.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "decoders/wolf/version.h"

namespace wolfsuite {

struct EnginePicture {
  std::string_view name;  // the graphics header's name, e.g. "STATUSBARPIC"
  std::uint16_t width;
  std::uint16_t height;
};

enum class ExternKind { kScreen, kText, kPalette, kDemo };

struct EngineExtern {
  std::string_view name;  // "ORDERSCREEN", "T_DEMO0", ...
  ExternKind kind;
};

struct EngineBuild {
  GameVersion version;
  std::vector<EnginePicture> pictures;  // chunks 3 .. 3 + pictures - 1
  std::vector<EngineExtern> externs;    // the chunks after tile8, in order
  int sprites;                          // sprite shapes the code names (VSWAP sprite pages)
  int digitised_sounds;                 // sound info entries prepared at start-up
  int level_slots;                      // maps a level number can name (the song table)

  static constexpr std::size_t kFirstPicture = 3;  // after the picture table and two fonts
  std::size_t tile8_chunk() const { return kFirstPicture + pictures.size(); }
  std::size_t chunk_count() const { return tile8_chunk() + 1 + externs.size(); }
  // The picture's chunk number, or 0 when the build has no picture of that name.
  std::size_t picture_chunk(std::string_view name) const;
};

// The builds the suite has synthetic sets for, in this order.
inline constexpr GameVersion kEngineBuilds[] = {GameVersion::kWl1, GameVersion::kWl6,
                                                GameVersion::kSdm, GameVersion::kSod};

bool has_engine_build(GameVersion version);
// One of kEngineBuilds; any other version is our bug (checked by has_engine_build first).
const EngineBuild& engine_build(GameVersion version);

}  // namespace wolfsuite
