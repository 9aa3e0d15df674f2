#pragma once
// Saved games, SAVEGAM?.<ext> (seed 001 "SAVED GAMES"), as the 1.4 / Spear of Destiny 1.0 engine
// writes them. Little-endian, no header; every size below is fixed except the object list. A
// "+" offset counts from the tile map, then (from "last static" on) from the end of the objects.
//
//   offset       size          field            checksummed  note
//   0            32            name             no           NUL-terminated, may be empty
//   32           66            game state       yes          table "Game state" below
//   98           10 * nmap     level ratios     yes          per map of the episode: kill %,
//                                                            secret %, treasure %, time (70 Hz)
//   +0           4096          tile map         yes          64 x 64 tile bytes, x major
//   +4096        8192          actor at         yes          64 x 64 uint16 object pointers;
//                                                            below 256: a tile number
//   +12288       1369          area connect     no           37 x 37 door counts between areas
//   +13657       74            area by player   no           37 uint16 flags
//   +13731       60 * (n + 2)  objects          no           the player, n actors, then an end
//                                                            marker whose `active` is 0xffff
//   +0           2             last static      yes          end pointer of the statics
//   +2           8 * 400       statics          yes          table "Static" below
//   +3202        2 * 64        door positions   yes          0 closed .. 0xffff open
//   +3330        10 * 64       doors            yes          table "Door" below
//   +3970        2 each        pushwall         yes, each    state, x, y, dir, pos: five blocks
//   +3980        4             checksum                      sum over the checksummed blocks
//
// A Wolfenstein save with only the player is 32 + 66 + 80 + 4096 + 8192 + 1369 + 74 + 120 + 3984
// = 18013 bytes; each actor adds 60, Spear's 12 more level ratios add 120.
//
// Where this departs from seed 001, and why (all from the engine's save writer as publicly
// documented with its 1995 source release):
//  - gm2 has five fields, not four: attack count sits between attack frame and weapon frame, so
//    the game state is 66 bytes. Without it every later field is off by two.
//  - area connect and area by player follow actor at; the seed's map lump list skips them.
//  - entries are laid out the way the engine's compiler aligns its structs: word-sized fields
//    start at even offsets. The seed's object fields add up to 58 bytes; with the pad byte after
//    `f` (flags) and the one after `aid` (area number) an entry is 60 bytes. A door is 9 bytes
//    of fields plus a pad after `lck`: 10. Statics (8), the game state (66) and level ratios
//    (10) need no padding. The pad bytes are kept so a file re-encodes byte for byte. (Offsets
//    as public analyses of the DOS executable's data segment give them: an object's next and
//    prev at 56 and 58, a door's action at 6.)
//
// Checksum (seed 001: "chksum = sum n[i] XOR n[i+1]"): the engine computes it per written block,
// over the pairs inside each block (a block of s bytes adds s - 1 terms, none across a block
// boundary), adding into one 32-bit sum that starts at 0. The blocks are the ones marked "yes"
// above, in file order; the five pushwall fields are five blocks of one pair each. The name is
// written by the menu before the engine starts its sum, and the area tables and objects are
// written without it, so none of those is covered.
// On a mismatch the 1.4 loader shows its "corrupted save" message and goes on with the game,
// resetting score to 0, lives to 1, all weapons to the pistol and ammo to 8: a tolerated quirk,
// so a finding (W-SAVE-CHECKSUM) and the model keeps the stored values.
//
// Game state (66 bytes; the seed's field names in brackets)
//   0   2  difficulty [difc]   0-3           32  2  attack frame [atkfrm]
//   2   2  map [map]           0-59          34  2  attack count (not in the seed)
//   4   4  old score [oldpt]   at level start 36  2  weapon frame [wfrm]
//   8   4  score [pt]                        38  2  episode [ep]  0-5; 0 for Spear
//   12  4  next extra [to1up]                40  2 x 6  secret, treasure, kill counts, then
//   16  2  lives [lives]       0-9                  their totals [sp tp kp stot ttot ktot]
//   18  2  health [hp]         1-100         52  4  time count [tc]  70 Hz tics
//   20  2  ammo [ammo]         0-99          56  4  kill x [killx]
//   22  2  keys [keys]         bit field     60  4  kill y [killy]
//   24  2  best weapon [bestw] 1-3           64  2  victory flag [won]
//   26  2  weapon [wep]        0-3
//   28  2  chosen weapon [lastw] 0-3
//   30  2  face frame [facefrm]
//
// Object (60 bytes)                          Static (8 bytes)
//   0   2  active [on]       0xffff ends      0  1  tile x [tx]
//   2   2  tic count [tc]                     1  1  tile y [ty]
//   4   2  class [type]                       2  2  visible spot pointer [vis]
//   6   2  state pointer [stt]                4  2  shape (sprite) [spr]  -1 removed
//   8   1  flags [f]                          6  1  flags [f]
//   9   1  (pad)                              7  1  item number [itm]
//   10  4  distance [dr]
//   14  2  dir [dir]                        Door (10 bytes)
//   16  4  x [x]  16.16 fixed                 0  1  tile x [tx]
//   20  4  y [y]                              1  1  tile y [ty]
//   24  2  tile x [tx]                        2  2  vertical [vert]
//   26  2  tile y [ty]                        4  1  lock [lck]
//   28  1  area number [aid]                  5  1  (pad)
//   29  1  (pad)                              6  2  action [phase]  open, closed, opening,
//   30  2  view x [vwx]                                             closing
//   32  2  view height [vwh]                  8  2  tic count [tc]
//   34  4  trans x [trx]
//   38  4  trans y [try]                    Pushwall (five 2-byte fields)
//   42  2  angle [theta]                      state [phase], x, y, dir, pos [dopen]
//   44  2  hit points [hp]
//   46  4  speed [v]
//   50  2 x 3  temp 1..3 [tmp]
//   56  2  next [node]
//   58  2  prev [node]
//
// Catalogue of the IDs this decoder reports (seed 001 "SAVED GAMES" unless noted)
//   id                               kind     meaning
//   E-SAVE-EPISODE-MAPS              error    episode_maps is not 1..20 (the caller's argument)
//   E-SAVE-TRUNCATED                 error    the file ends inside a fixed-size field
//   E-SAVE-OBJECT-LIST-UNTERMINATED  error    the file ends inside the object list, before the
//                                             end of an entry whose `active` is 0xffff (a file
//                                             cut inside the list reads the same way)
//   E-SAVE-OBJECT-COUNT              limit    more than 149 actors after the player: the engine
//                                             has 150 object slots and quits when they run out
//   W-SAVE-CHECKSUM                  finding  stored checksum differs from the computed one
//   W-SAVE-NAME-UNTERMINATED         finding  no NUL in the 32 name bytes
//   W-SAVE-PLAYER-END-MARKER         finding  the first entry has `active` 0xffff: the engine
//                                             reads the first entry as the player without
//                                             testing it, so the list goes on
//   W-SAVE-TRAILING-BYTES            finding  bytes after the checksum; the engine never reads
//                                             them and they are not kept
//   W-SAVE-DIFFICULTY-RANGE          finding  difficulty not 0-3
//   W-SAVE-MAP-RANGE                 finding  map not 0-59
//   W-SAVE-LIVES-RANGE               finding  lives not 0-9
//   W-SAVE-HEALTH-RANGE              finding  health not 1-100
//   W-SAVE-AMMO-RANGE                finding  ammo not 0-99
//   W-SAVE-WEAPON-RANGE              finding  best weapon not 1-3, or weapon / chosen not 0-3
//   W-SAVE-EPISODE-RANGE             finding  episode not 0-5 (8 level ratios) or not 0 (Spear)
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

inline constexpr std::size_t kSaveNameBytes = 32;
inline constexpr std::size_t kSaveGameStateBytes = 66;
inline constexpr std::size_t kSaveLevelRatioBytes = 10;
inline constexpr std::size_t kSaveMapSide = 64;
inline constexpr std::size_t kSaveMapTiles = kSaveMapSide * kSaveMapSide;
inline constexpr std::size_t kSaveAreas = 37;  // the engine's NUMAREAS
inline constexpr std::size_t kSaveObjectBytes = 60;
inline constexpr std::size_t kSaveStatics = 400;  // MAXSTATS
inline constexpr std::size_t kSaveStaticBytes = 8;
inline constexpr std::size_t kSaveDoors = 64;  // MAXDOORS
inline constexpr std::size_t kSaveDoorBytes = 10;
inline constexpr std::size_t kSavePushwallBytes = 10;
inline constexpr std::size_t kSaveChecksumBytes = 4;
inline constexpr std::uint16_t kSaveObjectListEnd = 0xffff;  // ac_badobject
// The engine's object table has 150 slots, the player takes one (seed 001 "SAVED GAMES" gives
// no limit; the cap is the engine's MAXACTORS). It also bounds what the decoder allocates.
inline constexpr std::size_t kMaxSaveObjects = 150;
inline constexpr std::size_t kMaxSaveActors = kMaxSaveObjects - 1;
// nmap is 8 (wl1/wl6) or 20 (sdm/sod): decoders/wolf/version.h save_episode_maps.
inline constexpr int kWolfSaveEpisodeMaps = 8;
inline constexpr int kMaxSaveEpisodeMaps = 20;

enum class GameDifficulty : std::uint16_t { kBaby = 0, kEasy = 1, kMedium = 2, kHard = 3 };
enum class Weapon : std::uint16_t { kKnife = 0, kPistol = 1, kMachineGun = 2, kChainGun = 3 };
enum class DoorAction : std::uint16_t { kOpen = 0, kClosed = 1, kOpening = 2, kClosing = 3 };

// Enum fields hold whatever the file holds: a value outside the names is kept as is.
struct SaveGameState {
  GameDifficulty difficulty = GameDifficulty::kBaby;
  std::int16_t map = 0;
  std::int32_t old_score = 0;
  std::int32_t score = 0;
  std::int32_t next_extra = 0;  // score that gives the next extra life
  std::int16_t lives = 0;
  std::int16_t health = 0;
  std::int16_t ammo = 0;
  std::uint16_t keys = 0;
  Weapon best_weapon = Weapon::kKnife;
  Weapon weapon = Weapon::kKnife;
  Weapon chosen_weapon = Weapon::kKnife;
  std::int16_t face_frame = 0;
  std::int16_t attack_frame = 0;
  std::int16_t attack_count = 0;
  std::int16_t weapon_frame = 0;
  std::int16_t episode = 0;
  std::int16_t secret_count = 0;
  std::int16_t treasure_count = 0;
  std::int16_t kill_count = 0;
  std::int16_t secret_total = 0;
  std::int16_t treasure_total = 0;
  std::int16_t kill_total = 0;
  std::int32_t time_count = 0;  // 70 Hz tics on this map
  std::int32_t kill_x = 0;      // reference object of the victory sequence
  std::int32_t kill_y = 0;
  std::uint16_t victory_flag = 0;
  friend bool operator==(const SaveGameState&, const SaveGameState&) = default;
};

struct LevelRatio {
  std::int16_t kill_percent = 0;
  std::int16_t secret_percent = 0;
  std::int16_t treasure_percent = 0;
  std::int32_t time = 0;  // 70 Hz tics
  friend bool operator==(const LevelRatio&, const LevelRatio&) = default;
};

struct SaveObject {
  std::uint16_t active = 0;  // 0 no, 1 yes, 2 always; kSaveObjectListEnd ends the list
  std::int16_t tic_count = 0;
  std::uint16_t object_class = 0;
  std::uint16_t state = 0;  // near pointer to the state table entry
  std::uint8_t flags = 0;
  std::uint8_t pad_after_flags = 0;
  std::int32_t distance = 0;
  std::uint16_t dir = 0;
  std::int32_t x = 0;  // 16.16 fixed point
  std::int32_t y = 0;
  std::uint16_t tile_x = 0;
  std::uint16_t tile_y = 0;
  std::uint8_t area_number = 0;
  std::uint8_t pad_after_area = 0;
  std::int16_t view_x = 0;
  std::uint16_t view_height = 0;
  std::int32_t trans_x = 0;
  std::int32_t trans_y = 0;
  std::int16_t angle = 0;
  std::int16_t hit_points = 0;
  std::int32_t speed = 0;
  std::array<std::int16_t, 3> temp{};
  std::uint16_t next = 0;  // near pointers; the loader keeps its own links for actors
  std::uint16_t prev = 0;
  friend bool operator==(const SaveObject&, const SaveObject&) = default;
};

struct SaveStatic {
  std::uint8_t tile_x = 0;
  std::uint8_t tile_y = 0;
  std::uint16_t visible_spot = 0;  // near pointer into the visibility map
  std::int16_t shape = 0;          // sprite number; -1 once picked up
  std::uint8_t flags = 0;
  std::uint8_t item = 0;
  friend bool operator==(const SaveStatic&, const SaveStatic&) = default;
};

struct SaveDoor {
  std::uint8_t tile_x = 0;
  std::uint8_t tile_y = 0;
  std::uint16_t vertical = 0;
  std::uint8_t lock = 0;
  std::uint8_t pad_after_lock = 0;
  DoorAction action = DoorAction::kOpen;
  std::int16_t tic_count = 0;
  friend bool operator==(const SaveDoor&, const SaveDoor&) = default;
};

struct SavePushwall {
  std::uint16_t state = 0;  // opening phase, 0 when no pushwall moves
  std::uint16_t x = 0;
  std::uint16_t y = 0;
  std::int16_t dir = 0;
  std::int16_t pos = 0;  // fine position
  friend bool operator==(const SavePushwall&, const SavePushwall&) = default;
};

struct SaveGame {
  std::array<std::uint8_t, kSaveNameBytes> name{};  // raw: bytes after the NUL are kept
  SaveGameState state;
  std::vector<LevelRatio> level_ratios;  // nmap entries: 8 or 20
  std::array<std::uint8_t, kSaveMapTiles> tile_map{};
  std::array<std::uint16_t, kSaveMapTiles> actor_at{};
  std::array<std::uint8_t, kSaveAreas * kSaveAreas> area_connect{};
  std::array<std::uint16_t, kSaveAreas> area_by_player{};
  SaveObject player;
  std::vector<SaveObject> actors;  // at most kMaxSaveActors, none with active 0xffff
  SaveObject end_marker{.active = kSaveObjectListEnd};  // the engine only sets `active`
  std::uint16_t last_static = 0;
  std::array<SaveStatic, kSaveStatics> statics{};
  std::array<std::uint16_t, kSaveDoors> door_position{};
  std::array<SaveDoor, kSaveDoors> doors{};
  SavePushwall pushwall;
  friend bool operator==(const SaveGame&, const SaveGame&) = default;
};

// The name up to its first NUL (all 32 bytes when there is none).
std::string save_game_name(const SaveGame& save);

// `episode_maps` is nmap, the number of level ratios (8 or 20, VersionFacts::save_episode_maps).
// Trailing bytes are reported and dropped; everything else is kept, so re-encoding a file without
// trailing bytes gives it back byte for byte, stored checksum included when it was right.
Result<SaveGame> decode_save_game(ByteSpan in, int episode_maps, Findings& findings);

// Writes the model as the engine does and appends the checksum it computes. The end marker's
// `active` is always written as 0xffff. The model must keep the decoder's invariants (1..20 level
// ratios, at most 149 actors, no actor with active 0xffff) for the bytes to decode back to it.
Bytes encode_save_game(const SaveGame& save);

}  // namespace wolfsuite
