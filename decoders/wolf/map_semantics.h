#pragma once
// What the words of map planes 0 and 1 mean, and the limits past which the engine refuses a map
// (seed 002 "Level Maps" and its plane code tables; seed 001 "Plane 0", "Plane 1").
//
// Input: two expanded planes of one map, one uint16 per tile, row-major (index y * width + x,
// x grows east, y grows south). The container (maps.h + map_plane.h) produces them.
//
// Plane 0: walls, doors, floors
//   code      meaning                      note
//   1..63     solid wall                   texture pair index (seed 002); 0 is not a wall
//   21        elevator switch wall         also a solid wall; see "Elevator switch" below
//   90..101   door                         even = vertical (walls north and south), odd =
//                                          horizontal (walls east and west); lock = (code-90)/2:
//                                          normal, gold key, silver key, two locks no key object
//                                          of plane 1 opens (reported kUnknown), elevator
//   106       ambush marker                floor; seed 002 says "106 and above: floor", the
//                                          engine reads 106 as the "deaf guard" floor code of
//                                          public map-editing guides: an enemy standing on it
//                                          does not react to noise. Its area is a neighbour's.
//   107..143  area (floor) code            area number = code - 107; the engine has 37 areas
//                                          (public "Map Data Values" table: 107-143 floor).
//                                          107 (area 0) is also the floor in front of a secret
//                                          elevator switch: wl1 map 0 has its one 107 tile there.
//   other     unknown                      0, 64..89, 102..105, 144 and up
//
// Plane 1: objects
//   code      meaning                      note
//   0         nothing
//   19..22    player start                 facing north, east, south, west (engine order)
//   23..74    static object                sprite = code - 23; 71..74 exist in Spear only
//   90..97    patrol turning point         direction east, north-east, north, ... (code - 90,
//                                          counter-clockwise in 45 degree steps); every arrow of
//                                          wl1 and sdm points at a floor tile in this order.
//                                          Not in seed 002's table, found in the real data.
//   98        pushwall marker              on the wall tile that slides (seed 002)
//   99        exit marker                  the "end of level" tile (seed 002)
//   108..141  enemy, easy                  per kind: 4 standing codes then 4 patrolling codes;
//   144..177  enemy, medium                code - base = facing east, north, west, south
//   180..213  enemy, hard                  (engine order); guard 108, officer 116, SS 126,
//   216..223  mutant, easy                 dog 134 (+36 medium, +72 hard); mutant 216, 234, 252
//   234..241  mutant, medium
//   252..259  mutant, hard
//   124       corpse                       a dead guard; an actor, not a static (the public
//                                          "Map Data Values" table lists it with the moving
//                                          objects), so it takes an actor slot
//   bosses    Wolf: 160 178 179 196 197 214 215; Spear: 106 107 125 142 143 161
//   224..227  ghosts                       Wolf only (seed 002: episode 3 secret level)
//   other     unknown                      includes Spear-only codes in Wolf and vice versa
//
// Facing (catalogue note W-MAP-SEED-FACING-ORDER): seed 002 says the four codes of a player start
// or an enemy mean "north, west, south, east". The shipped engine reads a player start as north,
// east, south, west and an enemy's (code - base) as east, north, west, south. The real data
// agrees with the engine: every patrolling enemy of wl1 and sdm faces a floor tile in the engine
// order (22 of them face a wall in the seed's), and the sdm map 1 start stands in its arrival
// elevator facing the door (east), which the seed's order would turn to the back wall.
//
// Elevator switch (catalogue note W-MAP-SEED-ELEVATOR-CODE): seed 002 says the elevator panel is
// wall code 22. The shipped engine ends the level on wall code 21, and the real data agrees: all
// 12 exit elevators of wl1 and sdm are one floor tile with code 21 on three sides, the switch
// behind it to the east or west and the two other 21 walls north and south (the engine accepts
// the switch only from the east or west, seed 002; the north/south faces show the elevator's side
// texture). Code 22 appears once, in sdm map 1, as the back wall of the arrival elevator the
// player starts in, where it is not a switch; that elevator's two 21 side walls therefore face a
// floor with no switch beside it and are the only findings on real data
// (W-MAP-ELEVATOR-SWITCH-NS-ONLY). We classify 21 as the switch.
//
// Catalogue. Seed sections: 001-limits = seed 001 "Plane 1" static limits, 001-maps = seed 001
// "Gamemaps", 002-p0 / 002-p1 = seed 002 plane 0 / plane 1 tables, 002-rules = seed 002 "A few
// words about the doors and the secret blocks".
//   id                             kind     seed        meaning
//   E-MAP-TOO-MANY-DOORS           error    001-limits  more than 64 doors (002-rules agrees)
//   E-MAP-TOO-MANY-STATICS         error    001-limits  more than 399 static objects
//   E-MAP-TOO-MANY-ACTORS          error    001-limits  more than 150 actors, the player included
//   W-MAP-PLANE-SIZE               finding  001-maps    a plane's word count is not width * height
//                                                       (or is over the tile cap); only the tiles
//                                                       both planes hold are classified
//   W-MAP-NO-PLAYER-START          finding  002-p1      plane 1 has no player start
//   W-MAP-SEVERAL-PLAYER-STARTS    finding  002-p1      more than one start; the engine has one
//                                                       player, so only one start takes effect
//   W-MAP-DOOR-UNFRAMED            finding  002-rules   a door lacks a solid wall on either side
//                                                       across its opening
//   W-MAP-ELEVATOR-SWITCH-NS-ONLY  finding  002-p0      a switch wall with floor only north or
//                                                       south and no east/west switch beside that
//                                                       floor: nobody can ever press it
//   W-MAP-PUSHWALL-BLOCKED         finding  002-rules   a pushwall with open tiles on both sides
//                                                       of neither axis: it cannot slide
//   W-MAP-PUSHWALL-NOT-WALL        finding  002-rules   a pushwall marker not on a solid wall
//   W-MAP-PUSHWALL-OVERRUN         finding  002-rules   a pushwall whose slide (two tiles, or
//                                                       three by the seed's overrun bug) meets
//                                                       nothing that stops it before the map's
//                                                       edge: it would leave the tile map
//   W-MAP-SEED-FACING-ORDER        note     002-p1      seed 002's facing order is not the
//                                                       engine's (see "Facing"); never emitted
//   W-MAP-SEED-ELEVATOR-CODE       note     002-p0      seed 002's switch code 22 is 21 in the
//                                                       engine and the data; never emitted
// Finding and error offsets are byte offsets into the expanded plane named in the message
// (2 * tile index). Width or height other than 64 is the container's business, not ours.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

// seed 001 "Plane 1" static limits. Seed 002 says "no more than 400 static objects" and seed 001's
// saved-game layout has a 400-entry static array, but seed 001 gives 399 as the map limit: we use
// 399.
inline constexpr std::size_t kMaxDoors = 64;
inline constexpr std::size_t kMaxStatics = 399;
inline constexpr std::size_t kMaxActors = 150;  // the player included
// Tiles we classify at most. A GAMEMAPS plane is framed by a uint16 byte count (seed 002), so it
// holds at most 32767 words; the cap bounds the work and the lists (at most one entry per tile,
// 32 MiB of UnknownTile at worst) for callers that pass larger spans, and keeps coordinates in
// int range.
inline constexpr std::size_t kMaxClassifiedTiles = std::size_t{1} << 20;

struct MapPlanes {
  int width = 0;
  int height = 0;
  std::span<const std::uint16_t> plane0;
  std::span<const std::uint16_t> plane1;
};

enum class DoorLock { kNormal, kGoldKey, kSilverKey, kUnknown, kElevator };
enum class DoorOrientation { kVertical, kHorizontal };
enum class Facing { kNorth, kEast, kSouth, kWest };
// The eight directions of patrol turning points, in code order (east first, counter-clockwise).
enum class TurnDirection {
  kEast,
  kNorthEast,
  kNorth,
  kNorthWest,
  kWest,
  kSouthWest,
  kSouth,
  kSouthEast
};
enum class EnemyKind { kGuard, kOfficer, kSs, kDog, kMutant };
// Lowest game difficulty at which an enemy appears (seed 002 letters E, M, H). kEasy enemies
// appear at every difficulty.
enum class Difficulty { kEasy, kMedium, kHard };
enum class BossKind {
  kHansGrosse,       // 214 Wolf
  kSchabbs,          // 196 Wolf
  kFakeHitler,       // 160 Wolf
  kHitler,           // 178 Wolf
  kGiftmacher,       // 215 Wolf
  kGretelGrosse,     // 197 Wolf
  kFettgesicht,      // 179 Wolf
  kTransGrosse,      // 125 Spear
  kBarnacleWilhelm,  // 143 Spear
  kUbermutant,       // 142 Spear
  kDeathKnight,      // 161 Spear
  kSpectre,          // 106 Spear (seed 002 "Ghost, finale")
  kAngelOfDeath,     // 107 Spear
};
// Seed 002's marks: # blocking, + bonus (can be picked up), none decoration.
enum class StaticKind { kDecoration, kBlocking, kBonus };

struct Door {
  int x = 0;
  int y = 0;
  DoorLock lock = DoorLock::kNormal;
  DoorOrientation orientation = DoorOrientation::kVertical;
  std::uint16_t code = 0;
  friend bool operator==(const Door&, const Door&) = default;
};

struct ElevatorSwitch {
  int x = 0;
  int y = 0;
  bool pressable = false;  // walkable floor east or west of it (the engine's only switch faces)
  // The floor east or west of it is code 107: pressing from there leads to the secret level.
  bool to_secret_level = false;
  friend bool operator==(const ElevatorSwitch&, const ElevatorSwitch&) = default;
};

struct AmbushTile {
  int x = 0;
  int y = 0;
  friend bool operator==(const AmbushTile&, const AmbushTile&) = default;
};

struct PlayerStart {
  int x = 0;
  int y = 0;
  Facing facing = Facing::kNorth;
  std::uint16_t code = 0;
  friend bool operator==(const PlayerStart&, const PlayerStart&) = default;
};

struct StaticObject {
  int x = 0;
  int y = 0;
  std::uint16_t code = 0;
  int sprite = 0;  // code - 23, the static sprite index (seed 002 numbers in brackets)
  StaticKind kind = StaticKind::kDecoration;
  bool blocking() const { return kind == StaticKind::kBlocking; }
  bool bonus() const { return kind == StaticKind::kBonus; }
  friend bool operator==(const StaticObject&, const StaticObject&) = default;
};

struct Pushwall {
  int x = 0;
  int y = 0;
  friend bool operator==(const Pushwall&, const Pushwall&) = default;
};

struct ExitMarker {
  int x = 0;
  int y = 0;
  friend bool operator==(const ExitMarker&, const ExitMarker&) = default;
};

struct PatrolTurn {
  int x = 0;
  int y = 0;
  TurnDirection direction = TurnDirection::kEast;
  std::uint16_t code = 0;
  friend bool operator==(const PatrolTurn&, const PatrolTurn&) = default;
};

struct Enemy {
  int x = 0;
  int y = 0;
  EnemyKind kind = EnemyKind::kGuard;
  bool patrol = false;  // patrolling, else standing
  Facing facing = Facing::kNorth;
  Difficulty min_difficulty = Difficulty::kEasy;
  std::uint16_t code = 0;
  bool on_ambush_tile = false;  // plane 0 under it is 106
  friend bool operator==(const Enemy&, const Enemy&) = default;
};

struct Corpse {
  int x = 0;
  int y = 0;
  friend bool operator==(const Corpse&, const Corpse&) = default;
};

struct Boss {
  int x = 0;
  int y = 0;
  BossKind kind = BossKind::kHansGrosse;
  std::uint16_t code = 0;
  friend bool operator==(const Boss&, const Boss&) = default;
};

struct Ghost {
  int x = 0;
  int y = 0;
  std::uint16_t code = 0;  // 224..227, one per ghost colour
  friend bool operator==(const Ghost&, const Ghost&) = default;
};

struct UnknownTile {
  int x = 0;
  int y = 0;
  int plane = 0;
  std::uint16_t code = 0;
  friend bool operator==(const UnknownTile&, const UnknownTile&) = default;
};

// Every list is in plane scan order (row by row, west to east), the order the engine spawns in.
struct MapContents {
  int width = 0;
  int height = 0;
  std::size_t tiles = 0;  // tiles classified (see W-MAP-PLANE-SIZE)
  // plane 0
  std::map<int, int> wall_tile_counts;            // texture pair index 1..63 -> tiles
  std::vector<ElevatorSwitch> elevator_switches;  // the code 21 walls, also counted as walls
  std::vector<Door> doors;
  std::vector<AmbushTile> ambush_tiles;
  std::map<int, int> area_tile_counts;  // area number 0..36 -> tiles
  // plane 1
  std::vector<PlayerStart> player_starts;
  std::vector<StaticObject> statics;
  std::vector<PatrolTurn> patrol_turns;
  std::vector<Pushwall> pushwalls;
  std::vector<ExitMarker> exit_markers;
  std::vector<Enemy> enemies;
  std::vector<Corpse> corpses;
  std::vector<Boss> bosses;
  std::vector<Ghost> ghosts;
  // both planes
  std::vector<UnknownTile> unknown_tiles;
  friend bool operator==(const MapContents&, const MapContents&) = default;
};

// Any width, height and plane contents classify; oddities the engine tolerates become Findings.
MapContents classify_map(const MapPlanes& planes, bool spear, Findings& findings);

// The engine's static limits (E-MAP-TOO-MANY-*), each reported at the first object past the cap.
std::vector<Error> map_limit_violations(const MapContents& contents);

// Actors the engine spawns at its hardest difficulty: the player (always one), every enemy,
// corpse, boss and ghost.
std::size_t actor_count(const MapContents& contents);

// Static object names from seed 002's table ("green_barrel"); "unknown" outside 23..74 and for
// Spear-only codes in Wolf.
std::string_view static_object_name(std::uint16_t code, bool spear);
// The kind of static object `code` in that game; nullopt outside its statics (23..70, 23..74).
std::optional<StaticKind> static_object_kind(std::uint16_t code, bool spear);
// The plane 1 code of a boss, and whether it is Spear's (each spawns only in its own game).
std::uint16_t boss_code(BossKind kind);
bool is_spear_boss(BossKind kind);

std::string_view to_string(DoorLock lock);
std::string_view to_string(DoorOrientation orientation);
std::string_view to_string(Facing facing);
std::string_view to_string(TurnDirection direction);
std::string_view to_string(EnemyKind kind);
std::string_view to_string(Difficulty difficulty);
std::string_view to_string(BossKind kind);
std::string_view to_string(StaticKind kind);

}  // namespace wolfsuite
