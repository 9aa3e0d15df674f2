#pragma once
// The synthetic data sets: a small, complete game for each engine build (engine_build.h: wl1,
// wl6, sdm, sod), drawn procedurally and written by our own encoders, that the engine itself loads
// and plays. They are the suite's embedded default data: the main job and the tests use them when
// no real set is present. Everything is integer arithmetic, fixed tables and one fixed-seed
// generator, so every build on every machine writes the same bytes. Each family is made in a file
// of its own (synthetic_maps.cc, synthetic_graphics.cc, synthetic_vswap.cc, synthetic_audio.cc;
// what they share is in synthetic_parts.h), and synthetic_set.cc puts them together.
//
// Layout of a set (file, chunks, content; the counts are the engine build's, engine_build.h)
//   file      chunks          content                                                   note
//   MAPHEAD   100 offsets     the game's maps (synthetic_map_slots): wl1 and sdm slots   (a)
//                             0-1, wl6 0, 1, 10, 20, 30, 40, 50 (one or two per episode),
//                             sod 0-5 (one per boss); the rest missing, as TED5 writes
//   GAMEMAPS  those maps      64 x 64, plane 0 walls/doors/areas, plane 1 objects,
//                             plane 2 zero
//   VGAGRAPH  0               picture table: the build's pictures and sizes
//             1, 2            fonts: 8 and 10 pixels high, printable ASCII 32..126
//             3 ..            every picture the build names, at its number and size: status
//                             bar, digits, faces, keys, weapons and the rest by kind
//             tile8           kTile8EngineCount tiles, so the engine's read ends inside
//             after tile8     the build's lumps: text screens, palettes (the game palette),
//                             text articles, demos (one per demo the game has)
//   VSWAP     (packed: chunks end to end, each of an even size, vswap_packed_layout)
//             0 .. 105        walls: textures 2c-2, 2c-1 light/dark for wall code c         (b)
//                             (codes 1..8, 21, 22 present, the rest sparse as in wl1);
//                             98..105 the eight door textures (seed 001 "Wall textures")
//             106 ..          sprites: every one of the build's list, 436 or 421          (c)
//             then            sounds: 46 table entries (Spear 40, seed 001 "Raw pcm"); every
//                             one the build prepares present (sound 0 spans two chunks), past
//                             them k % 9 == 0 present, k % 9 == 4 empty, the rest sparse as
//                             wl1 leaves them
//   AUDIOHED  289 / 268       87 (Spear 81) sound effects * 3 + 27 (24) music + 1
//   AUDIOT    PC speaker effects (a few empty, as shipped), every AdLib effect (the engine
//             reads each at start-up), empty digital placeholders, an IMF song in every music
//             slot
//
// (a) Each map: the outer wall closed; a 4 x 4 grid of 14 x 14 rooms, each its own area code,
//     joined by doors of every lock in both orientations, each framed by walls; a strip of
//     walls east (x 60..62) and south (y 60..62) holding the arrival elevator the player
//     starts in, the exit elevator (switch code 21 east or west of its floor tile; on the first
//     map of wl6 and sod its floor is code 107, the secret exit), and a closet behind a pushwall
//     (code 98) with two free tiles to slide into. The keys open the way in order: normal doors
//     reach the silver key, silver doors the gold key, gold doors the exit. Every enemy kind
//     stands and patrols (on a loop of turning points) at every difficulty; the hard ones stand
//     on ambush tiles (106). The start room holds a party facing the arrival door: the map's
//     bosses, and on the maps the demos play one enemy of each kind too (wl1: Hans Grosse;
//     wl6: Hans, Schabbs with Giftmacher and Fettgesicht, the fake Hitler with Hitler and the
//     four ghosts, Gretel with Fettgesicht; sdm: Trans Grosse; sod: Trans, Wilhelm with the
//     Ubermutant, the Death Knight, the Angel with two spectres), and every episode's own boss
//     has a map of its own. wl1's and wl6's Hans Grosse map adds the end-of-game tiles (99) of
//     seed 002. No dog stands (the engine has none; the engine tool crashes on the codes).
// (b) The engine draws wall code c with textures 2c - 2 and 2c - 1, and pressing the switch
//     turns code 21 into 22, so both elevator pairs are present.
// (c) Sprite numbers are compiled into the engine: 0 demo, 1 death cam, the statics (48, Spear
//     52), guard, dog, SS, mutant and officer frames (Spear's 4 later), then the ghosts, bosses
//     and missiles, and the player's weapons last. Every sprite has a figure of its kind, with
//     an even count of opaque pixels so that its lump's size is even.
//
// Findings a set gives on purpose (decode_wolf_set + check_wolf_set): W-MAPHEAD-OFFSET-ZERO for
// the missing map slots (TED5 writes 0 there, as in every shipped MAPHEAD) and
// W-VSWAP-SOUND-SPARSE for the sounds left out the way wl1 leaves out 26. Nothing else.
//
// Catalogue
//   id                    kind      meaning
//   E-SYNTH-PLACEMENT     internal  an object placed on a map tile that already has one, or
//                                   that is not floor (for the pushwall marker: not a wall), or a
//                                   start-room party larger than its places: the content tables
//                                   are wrong (our bug)
// Errors of the encoders used (new_graphics, new_vswap, new_demo, encode_wolf_set) pass through;
// with the fixed content none of them can happen.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// The games there are synthetic sets of (engine_build.h kEngineBuilds); the default is wl1's.
inline constexpr GameVersion kDefaultSyntheticGame = GameVersion::kWl1;
// VSWAP's wall section, as wl1's (measured): 106 wall chunks.
inline constexpr std::size_t kSyntheticWallChunks = 106;

// The set's name in golden files and vectors: "synthetic" for the default game (wl1's set had it
// before there were four), "synthetic-<tag>" for the others.
std::string synthetic_set_name(GameVersion game);

// The MAPHEAD slots that hold a map, in the order the maps are made.
std::vector<int> synthetic_map_slots(GameVersion game);
// The map each demo plays, demo 0 first: the maps whose start room holds one enemy of every kind
// besides bosses, which between them hold every actor class of the game.
std::vector<int> synthetic_demo_slots(GameVersion game);

// The pieces of a set, each as the family's decoder would give it back. `game` is one of
// kEngineBuilds.
Result<MapSet> synthetic_map_set(GameVersion game = kDefaultSyntheticGame);
Result<Graphics> synthetic_graphics(GameVersion game = kDefaultSyntheticGame);
Result<Vswap> synthetic_vswap(GameVersion game = kDefaultSyntheticGame);
Audio synthetic_audio(GameVersion game = kDefaultSyntheticGame);

// The whole set: the game's extension, the version decode_wolf_set detects for it, all four
// families.
Result<WolfSet> synthetic_set(GameVersion game = kDefaultSyntheticGame);
// encode_wolf_set(synthetic_set(game)).
Result<WolfSetFiles> synthetic_set_files(GameVersion game = kDefaultSyntheticGame);

}  // namespace wolfsuite
