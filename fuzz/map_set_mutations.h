#pragma once
// Typed mutations of a MAPHEAD + GAMEMAPS map set (maps.h) for the structure-aware targets
// (model_mutator.h). They aim at what only a decoded, re-encoded set reaches: the plane codes
// classify_map reads (map_semantics.h), the engine's door / actor / static limits, sizes other
// than 64 x 64, the third plane, the RLEW tag and the MAPHEAD slots.
//
//   mutation        what changes                                   reaches
//   tile            one plane 0 / 1 word: a wall, elevator switch,  every classify_map branch
//                   door, ambush, floor, start, static, turn,
//                   pushwall, exit, enemy, corpse, boss, ghost or
//                   unknown code
//   door            a door, framed by walls or not                 W-MAP-DOOR-UNFRAMED
//   pushwall        a pushwall marker on a wall or floor, with or   W-MAP-PUSHWALL-*
//                   without room to slide
//   elevator        a switch wall with floor east/west or only      W-MAP-ELEVATOR-SWITCH-NS-ONLY
//                   north/south
//   flood           doors, actors or statics up to just below or    E-MAP-TOO-MANY-*
//                   just past the engine's limit
//   size            width / height, with or without resizing the    W-GAMEMAPS-MAP-SIZE,
//                   planes                                         W-*-PLANE-SIZE
//   third plane     empty, zeros, or used                          W-GAMEMAPS-THIRD-PLANE
//   empty plane     plane 0 or 1 stored with length 0              W-GAMEMAPS-PLANE-EMPTY
//   tag             the RLEW tag, including words the planes use   W-MAPHEAD-RLEW-TAG, RLEW
//                   and Carmack tag words
//   slot            a slot made sparse, missing or a copy; fewer    W-MAPHEAD-*
//                   slots; tile info
//   words           raw words in one plane: runs, copies of         RLEW runs, Carmack near/far
//                   earlier stretches, generated patterns, words    copies; unknown codes
//                   inserted or cut
//   header          the name, the "!ID!" tag, the signature         layout paths
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "decoders/core/findings.h"
#include "decoders/fixtures/generators.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "fuzz/model_mutator.h"

namespace wolfsuite::fuzz {
namespace map_mutation {

// Plane codes by meaning (map_semantics.h tables; seed 002 "Level Maps").
struct CodeRange {
  std::uint16_t first;
  std::uint16_t last;
};
inline constexpr std::uint16_t kElevatorSwitch = 21;
inline constexpr std::uint16_t kFirstDoor = 90;
inline constexpr std::uint16_t kLastDoor = 101;
inline constexpr std::uint16_t kAmbushFloor = 106;
inline constexpr CodeRange kWalls = {1, 63};
inline constexpr CodeRange kFloors = {107, 143};
inline constexpr CodeRange kPlayerStarts = {19, 22};
inline constexpr CodeRange kStatics = {23, 74};
inline constexpr CodeRange kPatrolTurns = {90, 97};
inline constexpr std::uint16_t kPushwallMarker = 98;
inline constexpr std::uint16_t kExitMarker = 99;
inline constexpr std::uint16_t kCorpse = 124;
// Enemies of every kind and difficulty, mutants, ghosts (map_semantics.h "Plane 1").
inline constexpr std::array<CodeRange, 7> kActors = {
    {{108, 141}, {144, 177}, {180, 213}, {216, 223}, {234, 241}, {252, 259}, {224, 227}}};
inline constexpr std::array<std::uint16_t, 13> kBosses = {160, 178, 179, 196, 197, 214, 215,
                                                          106, 107, 125, 142, 143, 161};
// A plane of a GAMEMAPS map holds at most 32767 words (its RLEW frame is a uint16 byte count,
// maps.h E-MAPSET-MAP-AREA): a width and height written without resizing the planes stay below
// it so the set still encodes. Planes that are resized or grown stay within two 64 x 64 planes:
// past the shipped size, so every size finding is reachable, while compress_map_plane, whose
// cost grows faster than the plane (about 20 ms for 32K words unsanitised), keeps the targets
// at their seeds' speed.
inline constexpr std::size_t kMaxPlaneWords = 32767;
inline constexpr std::size_t kMaxNewSide = 181;  // 181 * 181 = 32761 words
inline constexpr std::size_t kMaxMutatedPlaneWords = 2 * kMapSide * kMapSide;
// Past the engine's limit by a few, or right at it: both sides of each E-MAP-TOO-MANY-* check.
inline constexpr std::size_t kMaxFloodOvershoot = 8;

inline std::uint16_t code_in(MutationRng& rng, CodeRange range) {
  return static_cast<std::uint16_t>(rng.in_range(range.first, range.last));
}

inline std::uint16_t actor_code(MutationRng& rng) {
  if (rng.one_in(8)) return kCorpse;
  if (rng.one_in(8)) return kBosses[rng.below(kBosses.size())];
  return code_in(rng, kActors[rng.below(kActors.size())]);
}

inline std::uint16_t plane0_code(MutationRng& rng) {
  switch (rng.below(7)) {
    case 0:
      return code_in(rng, kWalls);
    case 1:
      return kElevatorSwitch;
    case 2:
      return static_cast<std::uint16_t>(rng.in_range(kFirstDoor, kLastDoor));
    case 3:
      return kAmbushFloor;
    case 4:
      return code_in(rng, kFloors);
    case 5:  // the edges of the codes plane 0 gives no meaning
      return rng.pick<std::uint16_t>({0, 64, 89, 102, 105, 144, 0xFFFF});
    default:
      return rng.word();
  }
}

inline std::uint16_t plane1_code(MutationRng& rng) {
  switch (rng.below(8)) {
    case 0:
      return code_in(rng, kPlayerStarts);
    case 1:
      return code_in(rng, kStatics);
    case 2:
      return code_in(rng, kPatrolTurns);
    case 3:
      return rng.pick<std::uint16_t>({kPushwallMarker, kExitMarker, 0});
    case 4:
    case 5:
      return actor_code(rng);
    case 6:  // next to the known ranges; 142 is a boss only in Spear
      return rng.pick<std::uint16_t>({18, 75, 89, 100, 142, 228, 233, 260, 0xFFFF});
    default:
      return rng.word();
  }
}

inline std::vector<GameMap*> present_maps(MapSet& set) {
  std::vector<GameMap*> maps;
  for (MapSlot& slot : set.slots) {
    if (auto* map = std::get_if<GameMap>(&slot)) maps.push_back(map);
  }
  return maps;
}

// A present map to work on; a set without one gets a blank 64 x 64 map in a random slot.
inline GameMap& some_map(MapSet& set, MutationRng& rng) {
  const std::vector<GameMap*> maps = present_maps(set);
  if (!maps.empty()) return *rng.pick_from(maps);
  if (set.slots.empty()) set.slots.emplace_back(MissingMap{});
  MapSlot& slot = set.slots[rng.below(set.slots.size())];
  slot = new_game_map("fuzz");
  return std::get<GameMap>(slot);
}

// Cell (x, y) of a plane laid out by the map's width; writes outside the plane are dropped, as a
// plane may hold fewer words than width * height.
inline void set_cell(GameMap& map, int plane, std::size_t x, std::size_t y, std::uint16_t code) {
  const std::size_t index = y * map.width + x;
  auto& words = map.planes[static_cast<std::size_t>(plane)];
  if (x < map.width && y < map.height && index < words.size()) words[index] = code;
}

struct Cell {
  std::size_t x = 0;
  std::size_t y = 0;
};

inline Cell some_cell(const GameMap& map, MutationRng& rng) {
  return Cell{rng.below(std::max<std::size_t>(map.width, 1)),
              rng.below(std::max<std::size_t>(map.height, 1))};
}

inline void mutate_tile(GameMap& map, MutationRng& rng) {
  const Cell cell = some_cell(map, rng);
  if (rng.one_in(2)) {
    set_cell(map, 0, cell.x, cell.y, plane0_code(rng));
  } else {
    set_cell(map, 1, cell.x, cell.y, plane1_code(rng));
  }
}

// Seed 002 "doors": an even code is a vertical door (walls north and south), odd horizontal.
inline void place_door(GameMap& map, MutationRng& rng) {
  const Cell c = some_cell(map, rng);
  const auto code = static_cast<std::uint16_t>(rng.in_range(kFirstDoor, kLastDoor));
  set_cell(map, 0, c.x, c.y, code);
  if (rng.one_in(3)) return;  // unframed
  const bool vertical = code % 2 == 0;
  const std::uint16_t wall = code_in(rng, kWalls);
  if (vertical) {
    set_cell(map, 0, c.x, c.y - 1, wall);
    set_cell(map, 0, c.x, c.y + 1, wall);
  } else {
    set_cell(map, 0, c.x - 1, c.y, wall);
    set_cell(map, 0, c.x + 1, c.y, wall);
  }
}

inline void place_pushwall(GameMap& map, MutationRng& rng) {
  const Cell c = some_cell(map, rng);
  set_cell(map, 1, c.x, c.y, kPushwallMarker);
  set_cell(map, 0, c.x, c.y, rng.one_in(4) ? code_in(rng, kFloors) : code_in(rng, kWalls));
  if (rng.one_in(2)) {
    // Two free tiles to slide into (seed 002: a pushwall moves two tiles), east or south.
    const bool east = rng.one_in(2);
    for (std::size_t step = 1; step <= 2; ++step) {
      set_cell(map, 0, east ? c.x + step : c.x, east ? c.y : c.y + step, code_in(rng, kFloors));
      set_cell(map, 1, east ? c.x + step : c.x, east ? c.y : c.y + step, 0);
    }
  }
}

// The engine presses a switch only from the east or west (seed 002).
inline void place_elevator(GameMap& map, MutationRng& rng) {
  const Cell c = some_cell(map, rng);
  set_cell(map, 0, c.x, c.y, kElevatorSwitch);
  const std::uint16_t floor = code_in(rng, kFloors);
  switch (rng.below(3)) {
    case 0:
      set_cell(map, 0, c.x + 1, c.y, floor);
      break;
    case 1:
      set_cell(map, 0, c.x - 1, c.y, floor);
      break;
    default:
      set_cell(map, 0, c.x, c.y + 1, floor);
      set_cell(map, 0, c.x + 1, c.y, code_in(rng, kWalls));
      set_cell(map, 0, c.x - 1, c.y, code_in(rng, kWalls));
      break;
  }
}

// Fills consecutive cells (every `stride`-th, wrapping) from a random start until just below or
// past one of the engine's limits (map_semantics.h kMaxDoors, kMaxActors, kMaxStatics).
inline void flood(GameMap& map, MutationRng& rng) {
  const int kind = static_cast<int>(rng.below(3));
  const int plane = kind == 0 ? 0 : 1;
  const std::size_t limit = kind == 0 ? kMaxDoors : kind == 1 ? kMaxActors : kMaxStatics;
  auto& words = map.planes[static_cast<std::size_t>(plane)];
  if (words.empty()) return;
  const std::size_t count = limit - 1 + rng.below(kMaxFloodOvershoot + 2);
  const std::size_t stride = rng.in_range(1, 3);
  std::size_t at = rng.below(words.size());
  for (std::size_t i = 0; i < count; ++i) {
    std::uint16_t code = kind == 0 ? static_cast<std::uint16_t>(rng.in_range(kFirstDoor, kLastDoor))
                         : kind == 1 ? actor_code(rng)
                                     : code_in(rng, kStatics);
    words[at] = code;
    at = (at + stride) % words.size();
  }
}

inline std::uint16_t some_side(MutationRng& rng) {
  return rng.pick<std::uint16_t>(
      {kMapSide, 1, 2, 32, 63, 65, 128, static_cast<std::uint16_t>(rng.in_range(1, kMaxNewSide))});
}

// Resized planes keep their top-left tiles.
inline std::vector<std::uint16_t> resized_plane(const std::vector<std::uint16_t>& plane,
                                                std::size_t old_width, std::size_t width,
                                                std::size_t height) {
  std::vector<std::uint16_t> out(width * height, 0);
  if (old_width == 0) return out;
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < std::min(width, old_width); ++x) {
      const std::size_t from = y * old_width + x;
      if (from < plane.size()) out[y * width + x] = plane[from];
    }
  }
  return out;
}

inline void resize(GameMap& map, MutationRng& rng) {
  std::uint16_t width = some_side(rng);
  std::uint16_t height = some_side(rng);
  if (std::size_t{width} * height > kMaxPlaneWords) {
    height = static_cast<std::uint16_t>(kMaxPlaneWords / width);
  }
  if (rng.one_in(3)) {  // only the header: the planes no longer match it
    map.width = width;
    map.height = height;
    return;
  }
  if (std::size_t{width} * height > kMaxMutatedPlaneWords) {
    height = static_cast<std::uint16_t>(kMaxMutatedPlaneWords / width);
  }
  for (auto& plane : map.planes) {
    if (!plane.empty()) plane = resized_plane(plane, map.width, width, height);
  }
  map.width = width;
  map.height = height;
}

inline void mutate_third_plane(GameMap& map, MutationRng& rng) {
  auto& plane = map.planes[2];
  const std::size_t tiles =
      std::min<std::size_t>(std::size_t{map.width} * map.height, kMaxMutatedPlaneWords);
  switch (rng.below(4)) {
    case 0:
      plane.clear();
      break;
    case 1:
      plane.assign(tiles, 0);
      break;
    case 2:
      plane = map.planes[0];
      break;
    default:
      plane.assign(tiles, 0);
      for (std::size_t i = 0; i < rng.in_range(1, 16) && !plane.empty(); ++i) {
        plane[rng.below(plane.size())] = rng.word();
      }
      break;
  }
}

// Words of the planes, so a tag can collide with the data the RLEW coder must escape.
inline std::uint16_t rlew_tag_for(const MapSet& set, MutationRng& rng) {
  for (const MapSlot& slot : set.slots) {
    const auto* map = std::get_if<GameMap>(&slot);
    if (map != nullptr && !map->planes[0].empty() && rng.one_in(2)) {
      return map->planes[0][rng.below(map->planes[0].size())];
    }
  }
  // The default, zero, Carmack near / far tag words and the signed / unsigned ends.
  return rng.pick<std::uint16_t>(
      {kDefaultRlewTag, 0, 0xA700, 0xA7A7, 0xA800, 0xA8A8, 0x8000, 0xFFFF, rng.word()});
}

inline void mutate_slots(MapSet& set, MutationRng& rng) {
  if (set.slots.empty()) {
    set.slots.emplace_back(new_game_map("fuzz"));
    return;
  }
  MapSlot& slot = set.slots[rng.below(set.slots.size())];
  const std::vector<GameMap*> maps = present_maps(set);
  switch (rng.below(5)) {
    case 0:
      slot = SparseMap{};
      break;
    case 1:
      slot = MissingMap{};
      break;
    case 2:
      if (!maps.empty()) slot = GameMap(*rng.pick_from(maps));
      break;
    case 3:
      // Fewer than 100 offsets: W-MAPHEAD-SHORT. Four tile info bytes would read back as an
      // offset (maps.h E-MAPSET-TILEINFO), so at most three stay.
      set.slots.resize(rng.in_range(1, set.slots.size()), MissingMap{});
      if (set.slots.size() < kMapheadSlots) {
        set.tileinfo.resize(std::min<std::size_t>(set.tileinfo.size(), 3));
      }
      break;
    default:
      set.slots.resize(kMapheadSlots, MissingMap{});
      set.tileinfo = random_bytes_of(rng, rng.below(kMaxLumpEdit));
      break;
  }
}

// Raw words in one plane, shaped like what the word codecs handle specially.
inline void mutate_words(GameMap& map, MutationRng& rng) {
  auto& plane = map.planes[rng.below(kPlanesPerMap)];
  const std::size_t at = rng.below(plane.size() + 1);
  const std::size_t count = rng.in_range(1, 256);
  switch (rng.below(5)) {
    case 0: {  // a run: RLEW's (tag, count, word)
      const std::uint16_t word = rng.one_in(2) ? plane0_code(rng) : rng.word();
      for (std::size_t i = at; i < std::min(plane.size(), at + count); ++i) plane[i] = word;
      break;
    }
    case 1: {  // a copy of an earlier stretch: Carmack near / far copies
      if (plane.empty()) break;
      const std::size_t from = rng.below(plane.size());
      const std::size_t to = rng.below(plane.size());
      const std::size_t n = std::min({count, plane.size() - from, plane.size() - to});
      std::copy_n(plane.begin() + static_cast<std::ptrdiff_t>(from), n,
                  plane.begin() + static_cast<std::ptrdiff_t>(to));
      break;
    }
    case 2: {  // generated words (tag-dense, Carmack tags, map-like, repeats ...)
      testing::Rng words_rng(rng.wide());
      const auto pattern =
          testing::kAllWordPatterns[rng.below(std::size(testing::kAllWordPatterns))];
      const Bytes words = testing::random_words(words_rng, count, pattern);
      for (std::size_t i = 0; i < count && at + i < plane.size(); ++i) {
        plane[at + i] = load_u16le(words, 2 * i);
      }
      break;
    }
    case 3:  // words inserted: the plane no longer holds width * height words
      if (plane.size() + count <= kMaxMutatedPlaneWords) {
        plane.insert(plane.begin() + static_cast<std::ptrdiff_t>(at), count, rng.word());
      }
      break;
    default:
      plane.erase(plane.begin() + static_cast<std::ptrdiff_t>(at),
                  plane.begin() + static_cast<std::ptrdiff_t>(std::min(plane.size(), at + count)));
      break;
  }
}

inline void mutate_header(MapSet& set, GameMap& map, MutationRng& rng) {
  switch (rng.below(3)) {
    case 0:
      for (std::uint8_t& byte : map.name) byte = rng.one_in(2) ? 0 : rng.byte();
      break;
    case 1:
      map.id_tag = !map.id_tag;
      break;
    default: {
      // The signature must stay printable and the tail must not start printable (maps.h
      // E-MAPSET-SIGNATURE), or the set would not encode.
      set.signature = kTed5Signature;
      if (rng.one_in(2)) {
        set.signature.resize(rng.below(12));
        for (char& c : set.signature) c = static_cast<char>(rng.in_range(0x20, 0x7E));
      }
      set.signature_tail = random_bytes_of(rng, rng.below(8));
      if (!set.signature_tail.empty()) set.signature_tail[0] = rng.one_in(2) ? 0 : 0x80;
      break;
    }
  }
}

inline void mutate_map_set(MapSet& set, MutationRng& rng) {
  switch (rng.below(14)) {
    case 0:
    case 1:
    case 2:
      mutate_tile(some_map(set, rng), rng);
      break;
    case 3:
      place_door(some_map(set, rng), rng);
      break;
    case 4:
      place_pushwall(some_map(set, rng), rng);
      break;
    case 5:
      place_elevator(some_map(set, rng), rng);
      break;
    case 6:
      flood(some_map(set, rng), rng);
      break;
    case 7:
      resize(some_map(set, rng), rng);
      break;
    case 8:
      mutate_third_plane(some_map(set, rng), rng);
      break;
    case 9:
      some_map(set, rng).planes[rng.below(2)].clear();
      break;
    case 10:
      set.rlew_tag = rlew_tag_for(set, rng);
      break;
    case 11:
      mutate_slots(set, rng);
      break;
    case 12:
      mutate_words(some_map(set, rng), rng);
      break;
    default: {
      GameMap& map = some_map(set, rng);
      mutate_header(set, map, rng);
      break;
    }
  }
}

}  // namespace map_mutation

// The files [MAPHEAD, GAMEMAPS] with 1..kMaxTypedMutations typed mutations, or nullopt when they
// do not decode or the mutated set does not encode.
inline std::optional<std::vector<Bytes>> mutate_map_files(const std::vector<ByteSpan>& files,
                                                          MutationRng& rng) {
  if (files.size() != 2) return std::nullopt;
  Findings ignored;
  Result<MapSet> set = decode_map_set({files[0], files[1]}, ignored);
  if (!set.ok()) return std::nullopt;
  apply_typed_mutations(*set, rng, map_mutation::mutate_map_set);
  Result<EncodedMapFiles> encoded = encode_map_set(*set);
  if (!encoded.ok()) return std::nullopt;
  return std::vector<Bytes>{std::move(encoded->maphead), std::move(encoded->gamemaps)};
}

}  // namespace wolfsuite::fuzz
