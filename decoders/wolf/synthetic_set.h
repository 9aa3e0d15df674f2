#pragma once
// The synthetic data set: a small, complete Wolfenstein 3-D game in the shareware (wl1) layout,
// drawn procedurally and written by our own encoders. It is the suite's embedded default data:
// the main job and the tests use it when no real set is present. Everything is integer
// arithmetic, fixed tables and one fixed-seed generator, so every build on every machine writes
// the same bytes. Each family is made in a file of its own (synthetic_maps.cc,
// synthetic_graphics.cc, synthetic_vswap.cc, synthetic_audio.cc; what they share is in
// synthetic_parts.h), and synthetic_set.cc puts them together.
//
// Layout of the set (file, chunks, content; the counts the engine hard-codes are wl1's, version.h)
//   file      chunks          content                                                   note
//   MAPHEAD   100 offsets     slots 0 and 1: "Synthetic 1", "Synthetic 2"; 2..99 missing TED5
//   GAMEMAPS  2 maps          64 x 64, plane 0 walls/doors/areas, plane 1 objects,        (a)
//                             plane 2 zero
//   VGAGRAPH  0               picture table (kSyntheticPictures pictures)
//             1, 2            fonts: 8 and 10 pixels high, printable ASCII 32..126
//             3 .. 9          pictures, widths multiples of 4, 8x8 up to 320x16
//             10              tile8: kTile8EngineCount tiles, so the engine's read ends
//                             inside the lump
//             11, 12, 13      a text screen (BSAVE 80x25), the game palette (game_palette.h),
//                             a text article starting with '^'
//             14 .. 17        4 demos on maps 0, 1, 0, 1
//   VSWAP     0 .. 105        walls: textures 2c-2, 2c-1 light/dark for wall code c         (b)
//                             (codes 1..8, 21, 22 present, the rest sparse as in wl1);
//                             98..105 the eight door textures (seed 001 "Wall textures")
//             106 .. 541      sprites in the engine's numbering, wl1's 436 slots            (c)
//             542 ..          sounds: 46 table entries (seed 001 "Raw pcm"), 6 present
//                             (sound k with k % 9 == 0, sound 0 spans two chunks), 5 empty
//                             (k % 9 == 4), the other 35 sparse as wl1 leaves them
//   AUDIOHED  289 offsets     87 sound effects * 3 + 27 music + 1
//   AUDIOT    87 PC speaker, 87 AdLib (a few empty in each group, as shipped), 87 empty
//             digital placeholders, 27 music: IMF songs in kSyntheticSongSlots, the rest empty
//
// (a) Each map: the outer wall closed; a 4 x 4 grid of 14 x 14 rooms, each its own area code,
//     joined by doors of every lock in both orientations, each framed by walls; a strip of
//     walls east (x 60..62) and south (y 60..62) holding the arrival elevator the player
//     starts in, the exit elevator (switch code 21 east or west of its floor tile), and a
//     closet behind a pushwall (code 98) with two free tiles to slide into. The keys open the
//     way in order: normal doors reach the silver key, silver doors the gold key, gold doors
//     the exit (map 1) or the boss (map 2). Every enemy kind stands and patrols (on a loop of
//     turning points) at every difficulty; the hard ones stand on ambush tiles (106). Map 2
//     adds Hans Grosse and, behind his room, the end-of-game tiles (99) of seed 002.
// (b) The engine draws wall code c with textures 2c - 2 and 2c - 1, and pressing the switch
//     turns code 21 into 22, so both elevator pairs are present.
// (c) Sprite numbers are compiled into the engine. wl1 has 436 sprite chunks and leaves
//     187..295 and 307..407 sparse; the public order is 0 demo, 1 death cam, 2..49 statics
//     (plane 1 codes 23..70), 50..98 guard, 99..137 dog, 138..186 SS, 187..237 mutant,
//     238..287 officer, 288..295 ghosts, 296..306 Hans Grosse, 307..407 the other bosses and
//     their missiles, 408..435 the player's weapons and the victory run. Every sprite of a
//     kind the maps place is drawn (a figure per kind, varied by frame); ghosts and the other
//     bosses stay sparse.
//
// Findings the set gives on purpose (decode_wolf_set + check_wolf_set): W-MAPHEAD-OFFSET-ZERO
// for the 98 missing map slots (TED5 writes 0 there, as in every shipped MAPHEAD) and
// W-VSWAP-SOUND-SPARSE for the 35 sounds left out the way wl1 leaves out 26. Nothing else.
//
// Catalogue
//   id                    kind      meaning
//   E-SYNTH-PLACEMENT     internal  an object placed on a map tile that already has one, or
//                                   that is not floor (for the pushwall marker: not a wall): the
//                                   content tables are wrong (our bug)
// Errors of the encoders used (new_graphics, new_vswap, new_demo, encode_wolf_set) pass through;
// with the fixed content none of them can happen.
#include <array>
#include <cstddef>
#include <string_view>

#include "decoders/core/error.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

inline constexpr GameVersion kSyntheticSetVersion = GameVersion::kWl1;
inline constexpr std::string_view kSyntheticSetExtension = "wl1";
inline constexpr std::size_t kSyntheticMaps = 2;
inline constexpr std::size_t kSyntheticPictures = 7;
// wl1's VSWAP sections (measured): 106 wall chunks, 436 sprite chunks.
inline constexpr std::size_t kSyntheticWallChunks = 106;
inline constexpr std::size_t kSyntheticSpriteChunks = 436;
inline constexpr std::array<std::size_t, 2> kSyntheticSongSlots = {0, 1};

// The pieces of the set, each as the family's decoder would give it back.
Result<MapSet> synthetic_map_set();
Result<Graphics> synthetic_graphics();
Result<Vswap> synthetic_vswap();
Audio synthetic_audio();

// The whole set: extension "wl1", the version decode_wolf_set detects for it, all four families.
Result<WolfSet> synthetic_set();
// encode_wolf_set(synthetic_set()).
Result<WolfSetFiles> synthetic_set_files();

}  // namespace wolfsuite
