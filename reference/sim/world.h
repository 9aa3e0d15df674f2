#pragma once
// The state the engine's 70 Hz game logic works on, one level at a time: the tile and actor grids,
// the doors, the pushwall, the static objects, the thinking objects (the player first), the
// player's game state and the random table's index. Field meanings and numeric values are the
// engine's own (its enumerations, flag bits and fixed-point units), because the demo traces hash
// them: see README.md of this folder for the trace schema.
//
// Units: positions are 16.16 fixed point in tiles (x east, y south; a tile's centre is
// (t << 16) + 0x8000); angles of the player are whole degrees 0..359 counter-clockwise from east;
// actor directions are the eight `Dir` values.
#include <array>
#include <cstdint>
#include <vector>

#include "reference/sim/random_table.h"

namespace wolfsuite::sim {

inline constexpr int kMapSide = 64;                // MAPSIZE
inline constexpr int kMaxActors = 150;             // MAXACTORS: object slots, the player's included
inline constexpr int kMaxStatics = 400;            // MAXSTATS
inline constexpr int kMaxDoors = 64;               // MAXDOORS
inline constexpr int kNumAreas = 37;               // NUMAREAS: floor codes 107..143
inline constexpr int kAreaTile = 107;              // AREATILE: the first floor (area) code
inline constexpr int kAmbushTile = 106;            // AMBUSHTILE
inline constexpr int kPushableTile = 98;           // PUSHABLETILE (plane 1 code of a secret wall)
inline constexpr int kElevatorTile = 21;           // ELEVATORTILE: the switch wall
inline constexpr int kAltElevatorTile = 107;       // ALTELEVATORTILE: floor code of a secret exit
inline constexpr std::int32_t kTileGlobal = 1 << 16;  // TILEGLOBAL
inline constexpr std::int32_t kMinDist = 0x5800;      // MINDIST: player radius for clipping
inline constexpr std::int32_t kMinActorDist = 0x10000;  // MINACTORDIST
inline constexpr int kDemoTics = 4;                // DEMOTICS: tics a demo frame
inline constexpr int kMaxTics = 10;                // MAXTICS

// The tile grid's byte: a wall code 1..63, BIT_WALL (64) while a pushwall moves through it,
// BIT_DOOR (0x80) | door number for a door.
inline constexpr std::uint8_t kBitWall = 0x40;   // BIT_WALL
inline constexpr std::uint8_t kBitDoor = 0x80;   // BIT_DOOR

// classtypes, in the engine's order (objhash hashes these values).
enum class ActorClass : std::uint8_t {
  kNothing, kPlayer, kInert, kGuard, kOfficer, kSs, kDog, kBoss, kSchabbs, kFake, kMechaHitler,
  kMutant, kNeedle, kFire, kBj, kGhost, kRealHitler, kGretel, kGift, kFat, kRocket, kSpectre,
  kAngel, kTrans, kUber, kWill, kDeath, kHRocket, kSpark,
};

// dirtype: east, then counter-clockwise in 45-degree steps; kNone for no direction.
enum class Dir : std::uint8_t {
  kEast, kNorthEast, kNorth, kNorthWest, kWest, kSouthWest, kSouth, kSouthEast, kNone,
};

// objflags bits.
inline constexpr std::uint32_t kFlShootable = 0x01;
inline constexpr std::uint32_t kFlBonus = 0x02;
inline constexpr std::uint32_t kFlNeverMark = 0x04;
inline constexpr std::uint32_t kFlVisible = 0x08;
inline constexpr std::uint32_t kFlAttackMode = 0x10;
inline constexpr std::uint32_t kFlFirstAttack = 0x20;
inline constexpr std::uint32_t kFlAmbush = 0x40;
inline constexpr std::uint32_t kFlNonMark = 0x80;

// activetypes.
enum class Active : std::int8_t { kBadObject = -1, kNo = 0, kYes = 1, kAlways = 2 };

enum class Difficulty : std::int16_t { kBaby, kEasy, kMedium, kHard };

enum class WeaponType : std::int16_t { kNone = -1, kKnife, kPistol, kMachineGun, kChainGun };

// playstatetypes (the trace's playstate).
enum class PlayState : std::int8_t {
  kStillPlaying, kCompleted, kDied, kWarped, kResetGame, kLoadedGame, kVictorious, kAbort,
  kDemoDone, kSecretLevel,
};

// Index into the state table (actor_states.h); kNoState for an object without one.
using StateId = std::int16_t;
inline constexpr StateId kNoState = -1;

// A thinking object (objtype). Slots are never moved; `next`/`prev` chain them in list order.
struct Actor {
  Active active = Active::kNo;
  std::int16_t tic_count = 0;
  ActorClass object_class = ActorClass::kNothing;
  StateId state = kNoState;
  std::uint32_t flags = 0;
  std::int32_t distance = 0;  // the rest of the current move; negative: -1 - door waited for
  Dir dir = Dir::kNone;
  std::int32_t x = 0;
  std::int32_t y = 0;
  int tile_x = 0;
  int tile_y = 0;
  std::uint8_t area = 0;
  std::int16_t view_x = 0;        // screen column of its centre, set by the last frame that drew it
  std::uint16_t view_height = 0;
  std::int32_t trans_x = 0;       // distance along the view direction, set with view_x
  std::int32_t trans_y = 0;
  std::int16_t angle = 0;         // the player's view angle, degrees
  std::int16_t hit_points = 0;
  std::int32_t speed = 0;
  std::int16_t temp1 = 0;
  std::int16_t temp2 = 0;
  std::int16_t hidden = 0;
  int next = -1;  // slot of the next object in list order, -1 at the end
  int prev = -1;
};

// The actor grid's cell (actorat): 0 empty, 1..0xFFFF a tile code that blocks (a wall code, a
// door's kBitDoor | number, kBitWall for a blocking static), or kActorRef + slot.
using Cell = std::uint32_t;
inline constexpr Cell kActorRef = 0x10000;
inline bool is_actor(Cell cell) { return cell >= kActorRef; }
inline int actor_slot(Cell cell) { return static_cast<int>(cell - kActorRef); }
inline Cell actor_cell(int slot) { return kActorRef + static_cast<Cell>(slot); }

// Static object types (wl_stat_types): what the bonus pick-up does with one.
enum class StaticType : std::uint8_t {
  kNone, kBlock, kGibs, kAlpo, kFirstAid, kKey1, kKey2, kKey3, kKey4, kCross, kChalice, kBible,
  kCrown, kClip, kClip2, kMachineGun, kChainGun, kFood, kFullHeal, k25Clip, kSpear,
};

// A static object (statobj_t). sprite == -1 once removed (picked up).
struct StaticObject {
  int tile_x = 0;
  int tile_y = 0;
  int sprite = -1;            // the engine's shape number of the static (SPR_STAT_n)
  std::uint32_t flags = 0;    // kFlBonus for items, kFlFullBright where the engine sets it
  StaticType item = StaticType::kNone;
};

enum class DoorAction : std::uint8_t { kOpen, kClosed, kOpening, kClosing };
enum class DoorLock : std::uint8_t { kNormal, kLock1, kLock2, kLock3, kLock4, kElevator };

struct Door {
  int tile_x = 0;
  int tile_y = 0;
  bool vertical = false;
  DoorLock lock = DoorLock::kNormal;
  DoorAction action = DoorAction::kClosed;
  std::int16_t tic_count = 0;
  std::uint16_t position = 0;  // doorposition: 0 closed .. 0xFFFF open
};

// gametype: the player's side of the game.
struct GameState {
  Difficulty difficulty = Difficulty::kHard;
  int map = 0;
  std::int32_t old_score = 0;
  std::int32_t score = 0;
  std::int32_t next_extra = 40000;  // EXTRAPOINTS
  int lives = 3;
  int health = 100;
  int ammo = 8;  // STARTAMMO
  int keys = 0;  // bit 0 gold, bit 1 silver
  WeaponType best_weapon = WeaponType::kPistol;
  WeaponType weapon = WeaponType::kPistol;
  WeaponType chosen_weapon = WeaponType::kPistol;
  int face_frame = 0;
  int attack_frame = 0;
  int attack_count = 0;
  int weapon_frame = 0;
  int episode = 0;
  int secret_count = 0;
  int treasure_count = 0;
  int kill_count = 0;
  int secret_total = 0;
  int treasure_total = 0;
  int kill_total = 0;
  std::int32_t time_count = 0;
  std::int32_t kill_x = 0;
  std::int32_t kill_y = 0;
  bool victory = false;
};

// The control values of one frame (PollControls' output): buttons held and the movement
// values already multiplied by the frame's tics, as the engine keeps them.
enum Button : int {
  kBtAttack, kBtStrafe, kBtRun, kBtUse, kBtReadyKnife, kBtReadyPistol, kBtReadyMachineGun,
  kBtReadyChainGun, kBtNextWeapon, kBtPrevWeapon, kBtEsc, kBtPause, kBtStrafeLeft,
  kBtStrafeRight, kBtMoveForward, kBtMoveBackward, kBtTurnLeft, kBtTurnRight, kNumButtons,
};
struct Controls {
  std::array<bool, kNumButtons> state{};
  std::array<bool, kNumButtons> held{};  // buttonheld: the state of the previous frame
  int x = 0;  // controlx: turn (or strafe), negative left
  int y = 0;  // controly: negative forward
};

// The pushwall in motion (pwallstate etc.).
struct Pushwall {
  std::uint16_t state = 0;  // pwallstate: 0 idle, else 1.. counting tics of the push
  std::uint16_t pos = 0;    // pwallpos: 0..63 in the current tile
  int x = 0;                // pwallx, pwally: the tile the block is leaving
  int y = 0;
  int dir = 0;              // pwalldir: 0 north, 1 east, 2 south, 3 west
  std::uint8_t tile = 0;    // pwalltile: the wall code it shows
};

// What the view of the last frame showed the logic (the engine's ThreeDRefresh side effects).
struct ViewGeometry {
  int view_size = 19;     // the engine's view size setting (21 hides the status bar)
  int view_width = 304;   // viewwidth (view size 19 at 320x200)
  int view_height = 152;
  int center_x = 151;     // centerx = viewwidth / 2 - 1
  int shoot_delta = 30;   // shootdelta = viewwidth / 10
};

struct World {
  // Grids, [x][y] like the engine's.
  std::array<std::array<std::uint8_t, kMapSide>, kMapSide> tiles{};  // tilemap
  std::array<std::array<Cell, kMapSide>, kMapSide> actor_at{};        // actorat
  std::array<std::array<bool, kMapSide>, kMapSide> spot_seen{};       // spotvis of the last frame
  std::vector<std::uint16_t> plane0;  // map plane 0 (64 x 64, [y * 64 + x]): area codes
  std::vector<std::uint16_t> plane1;  // map plane 1: objects

  std::vector<StaticObject> statics;  // statobjlist up to laststatobj
  std::vector<Door> doors;            // doorobjlist in map order
  std::array<std::array<std::uint8_t, kNumAreas>, kNumAreas> area_connect{};
  std::array<bool, kNumAreas> area_by_player{};
  Pushwall pushwall;

  std::array<Actor, kMaxActors> slots{};
  std::array<bool, kMaxActors> slot_used{};
  int player = 0;     // the player's slot, first in list order
  int last_obj = -1;  // slot of the last object in list order
  int free_head = -1; // first free slot (objfreelist), the rest chained through `prev`
  int new_obj = -1;   // slot of the object spawned last (GetNewActor's newobj)
  int last_attacker = -1;  // LastAttacker

  GameState game;
  Controls controls;
  ViewGeometry view;
  Random random;
  PlayState play_state = PlayState::kStillPlaying;
  bool made_noise = false;  // madenoise: the player fired this tic
  bool demo_rules = true;   // play by the original 1.4 rules (demo playback)
  bool spear = false;       // Spear of Destiny numbering (sprites, statics, actors)
  bool shareware = false;   // the shareware build (UPLOAD): no secret-level death scream draw
  bool digitized_sound = true;  // DigiMode != sds_Off: bosses' spoken deaths last longer
  bool sound_blaster = true;    // SoundBlasterPresent: Spear's bosses' spoken deaths
  int tics = kDemoTics;     // tics of the current frame
  std::int32_t thrust_speed = 0;  // thrustspeed
  int angle_frac = 0;       // anglefrac: turning below a degree
  int face_count = 0;       // facecount
  int face_times = 0;       // facetimes: face updates the chain gun's grin still holds (demos)
  std::int32_t funny_tic_count = 0;  // funnyticount: Spear's idle face timer
  const char* quit_reason = nullptr;  // set where the engine would stop with an error

  // Map planes 0 (floor and area codes) and 1 (objects) at (x, y); 0 off the map, where the
  // engine would read a neighbouring row.
  std::uint16_t floor_code(int x, int y) const { return plane_at(plane0, x, y); }
  std::uint16_t object_code(int x, int y) const { return plane_at(plane1, x, y); }
  void set_floor_code(int x, int y, std::uint16_t code) { set_plane(plane0, x, y, code); }
  void set_object_code(int x, int y, std::uint16_t code) { set_plane(plane1, x, y, code); }

  static bool on_map(int x, int y) { return x >= 0 && y >= 0 && x < kMapSide && y < kMapSide; }
  std::uint8_t& tile(int x, int y) { return tiles[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]; }
  std::uint8_t tile(int x, int y) const { return tiles[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]; }
  Cell& cell(int x, int y) { return actor_at[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]; }
  Cell cell(int x, int y) const { return actor_at[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]; }

  Actor& obj(int slot) { return slots[static_cast<std::size_t>(slot)]; }
  const Actor& obj(int slot) const { return slots[static_cast<std::size_t>(slot)]; }
  Actor& player_obj() { return obj(player); }
  const Actor& player_obj() const { return obj(player); }

 private:
  static std::uint16_t plane_at(const std::vector<std::uint16_t>& plane, int x, int y) {
    return on_map(x, y) && plane.size() == kMapSide * kMapSide
               ? plane[static_cast<std::size_t>(y * kMapSide + x)]
               : 0;
  }
  static void set_plane(std::vector<std::uint16_t>& plane, int x, int y, std::uint16_t code) {
    if (on_map(x, y) && plane.size() == kMapSide * kMapSide) {
      plane[static_cast<std::size_t>(y * kMapSide + x)] = code;
    }
  }
};

}  // namespace wolfsuite::sim
