// The Wolfenstein 3-D crafting tool's recipes for wolf_maps_fuzzer (MAPHEAD and GAMEMAPS): the
// synthetic maps and small constructed rooms our encoder writes, and from those the files the map
// decoders reject or tolerate, container, Carmack and RLEW streams and map semantics alike.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::corpus {
namespace {

using json = nlohmann::json;

// ---- wolf_maps_fuzzer: [MAPHEAD, GAMEMAPS] -----------------------------------------------------

Bytes words_of(std::initializer_list<std::uint16_t> words) {
  ByteWriter out;
  for (const std::uint16_t word : words) out.u16(word);
  return out.take();
}

constexpr std::string_view kMapsTarget = "wolf_maps_fuzzer";
constexpr std::string_view kMapheadSection = "seed 001 Maphead";
constexpr std::string_view kGamemapsSection = "seed 001 Gamemaps";
constexpr std::string_view kLevelMapsSection = "seed 002 Level Maps";
// TED5 writes 0 for every unused MAPHEAD slot (maps.h), so every map set here but the short one
// gives this finding; no file has it as its one quirk.
const std::string kOffsetZero = "W-MAPHEAD-OFFSET-ZERO";
// Map header fields (maps.h "GAMEMAPS map header").
constexpr std::size_t kPlaneLengthAt = 12;
constexpr std::size_t kMapWidthAt = 18;
constexpr std::size_t kMapHeightAt = 20;
// seed 002 "Level Maps": plane 0 codes 1..63 are walls, 106 and above floor; plane 1 codes
// 19..22 the player's start. The rest of the codes the semantics recipes use (map_semantics.h).
constexpr std::uint16_t kWallTile = 1;
constexpr std::uint16_t kFloorTile = 108;
constexpr std::uint16_t kPlayerStartNorth = 19;
constexpr std::uint16_t kElevatorSwitchWall = 21;
constexpr std::uint16_t kVerticalDoor = 90;  // walls north and south of it
constexpr std::uint16_t kPuddle = 23;        // a static object that does not block
constexpr std::uint16_t kGuardEast = 108;    // a standing guard, easy: an actor
constexpr std::uint16_t kPushwallMarker = 98;
constexpr std::string_view kDoorRulesSection =
    "seed 002 A few words about the doors and the secret blocks";

std::size_t maphead_slot_at(std::size_t slot) { return kMapheadTagBytes + 4 * slot; }

std::size_t map_header_offset(const EncodedMapFiles& files, std::size_t slot) {
  return load_u32le(files.maphead, maphead_slot_at(slot));
}

// A closed room: walls round the edge, floor inside, the player in the middle facing north.
GameMap room_map(std::string_view name, std::uint16_t width = kMapSide,
                 std::uint16_t height = kMapSide) {
  GameMap map = new_game_map(name, width, height);
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      const bool edge = x == 0 || y == 0 || x + 1 == width || y + 1 == height;
      map.planes[0][y * width + x] = edge ? kWallTile : kFloorTile;
    }
  }
  map.planes[1][(height / 2) * width + width / 2] = kPlayerStartNorth;
  return map;
}

void set_tile(GameMap& map, int plane, int x, int y, std::uint16_t code) {
  map.planes.at(static_cast<std::size_t>(plane))
      .at(static_cast<std::size_t>(y) * map.width + static_cast<std::size_t>(x)) = code;
}

// `count` objects of plane 1 code `code`, row by row from (2, first_row), 60 to a row: inside
// the room, away from its walls and from the player's start in the middle.
GameMap room_with_objects(std::string_view name, std::uint16_t code, int count, int first_row) {
  constexpr int kPerRow = 60;
  GameMap map = room_map(name);
  for (int i = 0; i < count; ++i) set_tile(map, 1, 2 + i % kPerRow, first_row + i / kPerRow, code);
  return map;
}

// A wall tile carrying the pushwall marker, with solid walls north and south of it so it can
// only be pushed east or west.
void put_pushwall(GameMap& map, int x, int y) {
  set_tile(map, 0, x, y, kWallTile);
  set_tile(map, 1, x, y, kPushwallMarker);
  set_tile(map, 0, x, y - 1, kWallTile);
  set_tile(map, 0, x, y + 1, kWallTile);
}

EncodedMapFiles encode_maps(const MapSet& set) {
  return must(encode_map_set(set), "encode_map_set");
}

EncodedMapFiles one_room_set(GameMap map) { return encode_maps(new_map_set({std::move(map)})); }

// Appends `header` with an empty name (maps.h "GAMEMAPS map header"); returns its offset.
std::uint32_t put_map_header(const MapHeader& header, ByteWriter& gamemaps) {
  const auto at = static_cast<std::uint32_t>(gamemaps.size());
  for (const std::uint32_t offset : header.plane_offset) gamemaps.u32(offset);
  for (const std::uint16_t length : header.plane_length) gamemaps.u16(length);
  gamemaps.u16(header.width);
  gamemaps.u16(header.height);
  gamemaps.bytes(Bytes(kMapNameBytes, 0));
  return at;
}

// A MAPHEAD with the default RLEW tag, `offsets` in the first slots and the rest missing.
Bytes maphead_of(std::initializer_list<std::uint32_t> offsets) {
  ByteWriter maphead;
  maphead.u16(kDefaultRlewTag);
  for (const std::uint32_t offset : offsets) maphead.u32(offset);
  for (std::size_t slot = offsets.size(); slot < kMapheadSlots; ++slot) {
    maphead.u32(kMapOffsetMissing);
  }
  return maphead.take();
}

// One map whose plane 0 is `stored` as is, written the way TED5 lays a set out (maps.h), so a
// broken plane stream reaches the plane decoder.
EncodedMapFiles set_with_stored_plane0(ByteSpan stored) {
  const Bytes empty_plane =
      must(compress_map_plane(Bytes(std::size_t{2} * kMapSide * kMapSide, 0), kDefaultRlewTag),
           "compress_map_plane");
  ByteWriter gamemaps;
  for (const char c : kTed5Signature) gamemaps.u8(static_cast<std::uint8_t>(c));
  MapHeader header;
  header.width = kMapSide;
  header.height = kMapSide;
  for (std::size_t plane = 0; plane < kPlanesPerMap; ++plane) {
    const ByteSpan bytes = plane == 0 ? stored : ByteSpan(empty_plane);
    header.plane_offset[plane] = static_cast<std::uint32_t>(gamemaps.size());
    header.plane_length[plane] = static_cast<std::uint16_t>(bytes.size());
    gamemaps.bytes(bytes);
  }
  const std::uint32_t header_at = put_map_header(header, gamemaps);
  gamemaps.bytes(kMapIdTag);
  return EncodedMapFiles{maphead_of({header_at}), gamemaps.take()};
}

// A map set the decoder takes and encode_map_set must refuse (E-MAPSET-HEADER-AT-ZERO), the shape
// the wolf_maps_fuzzer campaign found: map 1's plane 0 starts at byte 0, so there is no
// signature, and map 0 stores no plane, so re-encoding in slot order puts map 0's header first,
// at offset 0, which MAPHEAD reads as a missing map.
EncodedMapFiles set_whose_first_header_would_land_at_zero() {
  const Bytes plane0 =
      must(compress_map_plane(Bytes(std::size_t{2} * kMapSide * kMapSide, 0), kDefaultRlewTag),
           "compress_map_plane");
  const auto plane0_length = static_cast<std::uint16_t>(plane0.size());
  ByteWriter gamemaps;
  gamemaps.bytes(plane0);
  MapHeader empty;
  empty.width = kMapSide;
  empty.height = kMapSide;
  empty.plane_offset.fill(plane0_length);
  const std::uint32_t map0_at = put_map_header(empty, gamemaps);
  MapHeader stored = empty;
  stored.plane_offset[0] = 0;
  stored.plane_length[0] = plane0_length;
  const std::uint32_t map1_at = put_map_header(stored, gamemaps);
  return EncodedMapFiles{maphead_of({map0_at, map1_at}), gamemaps.take()};
}

// A 64x64 room (room_map) with one thing the engine tolerates: each gives one finding besides
// W-MAPHEAD-OFFSET-ZERO (map_semantics.h).
struct RoomQuirk {
  const char* stem;
  const char* map_name;  // in GAMEMAPS
  const char* id;        // the finding
  const char* what;      // "a 64x64 room with <what>"
  std::string_view section;
  void (*change)(GameMap&);
};
const RoomQuirk kRoomQuirks[] = {
    {"door_unframed", "Unframed door", "W-MAP-DOOR-UNFRAMED",
     "a vertical door in the open floor: no walls north and south of it", kDoorRulesSection,
     [](GameMap& map) { set_tile(map, 0, 10, 10, kVerticalDoor); }},
    {"elevator_switch_facing_south", "North switch", "W-MAP-ELEVATOR-SWITCH-NS-ONLY",
     "an elevator switch (wall 21) in the north wall: only its south face has floor, and the "
     "engine presses switches from the east or west only",
     kLevelMapsSection, [](GameMap& map) { set_tile(map, 0, 10, 0, kElevatorSwitchWall); }},
    {"pushwall_blocked", "Blocked pushwall", "W-MAP-PUSHWALL-BLOCKED",
     "a pushwall walled in on all four sides: it cannot slide", kDoorRulesSection,
     [](GameMap& map) {
       put_pushwall(map, 20, 20);
       set_tile(map, 0, 19, 20, kWallTile);
       set_tile(map, 0, 21, 20, kWallTile);
     }},
    {"pushwall_not_wall", "Pushwall on floor", "W-MAP-PUSHWALL-NOT-WALL",
     "a pushwall marker on a floor tile", kDoorRulesSection,
     [](GameMap& map) { set_tile(map, 1, 20, 20, kPushwallMarker); }},
    // As in wl1 map 2: a floor tile in the map's edge at the end of the slide.
    {"pushwall_overrun", "Pushwall overrun", "W-MAP-PUSHWALL-OVERRUN",
     "a pushwall at (61, 10) pushed east towards a floor tile in the east edge: two tiles take "
     "it to (63, 10), the overrun bug's third tile is off the map",
     kDoorRulesSection,
     [](GameMap& map) {
       set_tile(map, 0, 63, 10, kFloorTile);
       put_pushwall(map, 61, 10);
     }},
    {"no_player_start", "No start", "W-MAP-NO-PLAYER-START", "no player start in plane 1",
     kLevelMapsSection, [](GameMap& map) { map.planes[1].assign(map.planes[1].size(), 0); }},
    {"two_player_starts", "Two starts", "W-MAP-SEVERAL-PLAYER-STARTS",
     "a second player start: the engine has one player", kLevelMapsSection,
     [](GameMap& map) { set_tile(map, 1, 5, 5, kPlayerStartNorth); }},
};

// An RLEW frame (the Carmack output) wrapped by the Carmack compressor: only RLEW can fail.
Bytes carmack_wrapped(const Bytes& rlew_frame) {
  return must(carmack_compress_framed(rlew_frame), "carmack_compress_framed");
}

class MapsCrafter {
 public:
  MapsCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus),
        synthetic_{*synthetic.file("maphead"), *synthetic.file("gamemaps")},
        map0_(map_header_offset(synthetic_, 0)) {}

  void craft() {
    valid();
    maphead_quirks();
    gamemaps_quirks();
    encoder_refusals();
    container_errors();
    plane_stream_errors();
    limits();
    semantic_quirks();
    quirks_accepted_silently();
  }

 private:
  void add(const std::string& stem, const EncodedMapFiles& files, const Expect& expect,
           const Notes& notes) {
    corpus_.add(kMapsTarget, stem,
                files_input({"MAPHEAD", "GAMEMAPS"}, {files.maphead, files.gamemaps}), expect,
                notes);
  }

  EncodedMapFiles synthetic_with_maphead(Bytes maphead) const {
    return EncodedMapFiles{std::move(maphead), synthetic_.gamemaps};
  }
  EncodedMapFiles synthetic_with_gamemaps(Bytes gamemaps) const {
    return EncodedMapFiles{synthetic_.maphead, std::move(gamemaps)};
  }

  void valid() {
    add("synthetic_set", synthetic_, decodes({kOffsetZero}),
        {"synthetic_set", "MAPHEAD and GAMEMAPS of the synthetic set (synthetic_set.h): two maps",
         kMapheadSection});
    add("one_room", one_room_set(room_map("Corpus room")), decodes({kOffsetZero}),
        {"encode_map_set_one_room",
         "encode_map_set of one 64x64 room: walls round a floor, the player's start in the middle",
         kLevelMapsSection});
  }

  void maphead_quirks() {
    MapSet tagged = must(synthetic_map_set(), "synthetic_map_set");
    tagged.rlew_tag = 0x1234;
    add("rlew_tag_1234", encode_maps(tagged), tolerated("W-MAPHEAD-RLEW-TAG", {kOffsetZero}),
        {"encode_map_set_other_tag",
         "the synthetic maps encoded with RLEW tag 0x1234: the engine takes the tag as given",
         kMapheadSection});
    add("maphead_two_offsets", synthetic_with_maphead(first_bytes(synthetic_.maphead, 10)),
        tolerated("W-MAPHEAD-SHORT"),
        {"maphead_cut_after_two_offsets",
         "the synthetic MAPHEAD cut after its two used offsets (10 bytes): the engine reads the "
         "rest of its 100-offset table past its copy of the file",
         kMapheadSection});
    add("sparse_slot_5",
        synthetic_with_maphead(with_u32(synthetic_.maphead, maphead_slot_at(5), kMapOffsetSparse)),
        tolerated("W-MAPHEAD-OFFSET-SPARSE", {kOffsetZero}),
        {"maphead_sparse_slot",
         "slot 5 of the synthetic MAPHEAD set to 0xFFFFFFFF, a sparse map the engine crashes on "
         "if played",
         kMapheadSection});
    add("tileinfo", synthetic_with_maphead(concat({synthetic_.maphead, Bytes(16, 0x0D)})),
        tolerated("W-MAPHEAD-TILEINFO", {kOffsetZero}),
        {"maphead_tileinfo",
         "16 bytes of TED5 tile info after the 100 offsets of the synthetic MAPHEAD",
         kMapheadSection});
  }

  void gamemaps_quirks() {
    add("map_32x32", one_room_set(room_map("Small room", 32, 32)),
        tolerated("W-GAMEMAPS-MAP-SIZE", {kOffsetZero}),
        {"encode_map_set_32x32", "encode_map_set of a 32x32 room: the engine loads only 64x64",
         kLevelMapsSection});
    GameMap no_third = room_map("No third plane");
    no_third.planes[2].clear();
    add("third_plane_empty", one_room_set(std::move(no_third)),
        tolerated("W-GAMEMAPS-PLANE-EMPTY", {kOffsetZero}),
        {"encode_map_set_empty_plane", "a room whose plane 2 is stored with length 0",
         kGamemapsSection});
    GameMap short_third = room_map("Short plane");
    short_third.planes[2].assign(100, 0);
    add("third_plane_100_words", one_room_set(std::move(short_third)),
        tolerated("W-GAMEMAPS-PLANE-SIZE", {kOffsetZero}),
        {"encode_map_set_short_plane", "a 64x64 room whose plane 2 expands to 100 words, not 4096",
         kLevelMapsSection});
    GameMap marked = room_map("Third plane");
    marked.planes[2][65] = 7;
    add("third_plane_used", one_room_set(std::move(marked)),
        tolerated("W-GAMEMAPS-THIRD-PLANE", {kOffsetZero}),
        {"encode_map_set_third_plane", "a room with one non-zero word in plane 2",
         kGamemapsSection});
    add("trailing_bytes",
        synthetic_with_gamemaps(concat({synthetic_.gamemaps, text_bytes("TAIL")})),
        tolerated("W-GAMEMAPS-LAYOUT", {kOffsetZero}),
        {"gamemaps_trailing",
         "4 bytes after the last map of the synthetic GAMEMAPS: not TED5's layout",
         kLevelMapsSection});
  }

  // Decodes, and our encoder refuses to write it back (fuzz/map_set_checks.h accepts that
  // refusal, is_refusal_of_decoded_map_set): the regression file of the one crash the
  // wolf_maps_fuzzer campaign found (fuzz/README.md).
  void encoder_refusals() {
    add("first_header_would_land_at_zero", set_whose_first_header_would_land_at_zero(),
        tolerated("W-GAMEMAPS-PLANE-EMPTY",
                  {kOffsetZero, "W-GAMEMAPS-LAYOUT", "W-MAP-NO-PLAYER-START", "W-MAP-PLANE-SIZE"}),
        {"gamemaps_plane_at_zero",
         "map 0 stores no plane and map 1's plane 0 starts at byte 0 of GAMEMAPS: no signature, "
         "so encode_map_set would write map 0's header at offset 0 and refuses "
         "(E-MAPSET-HEADER-AT-ZERO)",
         kGamemapsSection,
         {"E-MAPSET-HEADER-AT-ZERO"}});
  }

  void container_errors() {
    add("maphead_one_byte", synthetic_with_maphead(first_bytes(synthetic_.maphead, 1)),
        rejected("E-MAPHEAD-TRUNCATED", 0),
        {"maphead_cut_in_tag", "a MAPHEAD of one byte, shorter than the RLEW tag",
         kMapheadSection});
    const std::size_t map1 = map_header_offset(synthetic_, 1);
    add("header_cut",
        synthetic_with_gamemaps(first_bytes(synthetic_.gamemaps, map1 + kMapHeaderBytes / 2)),
        rejected("E-GAMEMAPS-HEADER-RANGE"),
        {"gamemaps_cut_in_header", "the synthetic GAMEMAPS cut in the middle of map 1's header",
         kGamemapsSection});
    add("plane_past_end",
        synthetic_with_gamemaps(with_u32(synthetic_.gamemaps, map0_ + 4,
                                         static_cast<std::uint32_t>(synthetic_.gamemaps.size()))),
        rejected("E-GAMEMAPS-PLANE-RANGE"),
        {"gamemaps_plane_offset_past_end",
         "map 0's plane 1 offset set to the end of the synthetic GAMEMAPS", kGamemapsSection});
    Bytes huge = with_u16(synthetic_.gamemaps, map0_ + kMapWidthAt, 256);
    huge = with_u16(std::move(huge), map0_ + kMapHeightAt, 256);
    add("map_256x256", synthetic_with_gamemaps(std::move(huge)),
        rejected("E-GAMEMAPS-MAP-AREA", map0_ + kMapWidthAt),
        {"gamemaps_map_area",
         "map 0 of the synthetic set declared 256x256: 128 KiB per plane, above the plane limit",
         kLevelMapsSection});
  }

  void plane_stream_errors() {
    const std::uint32_t plane0 = load_u32le(synthetic_.gamemaps, map0_);
    add("plane_length_4",
        synthetic_with_gamemaps(with_u16(synthetic_.gamemaps, map0_ + kPlaneLengthAt, 4)),
        rejected("E-CARMACK-TRUNCATED"),
        {"gamemaps_plane_length_cut",
         "map 0's plane 0 stored length cut to 4 bytes: the Carmack stream ends early",
         kLevelMapsSection});
    add("carmack_odd_size", synthetic_with_gamemaps(with_u16(synthetic_.gamemaps, plane0, 8191)),
        rejected("E-CARMACK-ODD-SIZE", plane0),
        {"gamemaps_carmack_size_odd", "the Carmack frame of map 0's plane 0 declares 8191 bytes",
         kLevelMapsSection});
    // Plane 0 of one 64x64 map stored as hand-made Carmack frames ([u16 size][word 0x0001][one
    // command]), then as valid Carmack streams around broken RLEW frames: each rejected with
    // `id`.
    struct StoredPlane0 {
      std::string stem;
      Bytes stored;
      std::string id;
      std::string what;  // "one 64x64 map whose plane 0 is stored as <what>"
    };
    const StoredPlane0 cases[] = {
        {"carmack_overrun", concat({words_of({4, 0x0001, 0xA703}), Bytes{1}}), "E-CARMACK-OVERRUN",
         "a near copy of 3 words with 1 word left to write"},
        {"carmack_near_offset", concat({words_of({4, 0x0001, 0xA701}), Bytes{2}}),
         "E-CARMACK-NEAR-OFFSET", "a near copy from 2 words back after 1 word written"},
        {"carmack_far_offset", words_of({4, 0x0001, 0xA801, 0x0001}), "E-CARMACK-FAR-OFFSET",
         "a far copy from word 1 with only word 0 written"},
        {"rlew_odd_size", carmack_wrapped(words_of({3, 0x0001, 0x0002})), "E-RLEW-ODD-SIZE",
         "a valid Carmack stream whose RLEW frame declares 3 bytes"},
        {"rlew_truncated", carmack_wrapped(words_of({4, 0x0001})), "E-RLEW-TRUNCATED",
         "a valid Carmack stream whose RLEW frame declares 2 words and holds 1"},
        {"rlew_run_overrun", carmack_wrapped(words_of({2, kDefaultRlewTag, 2, 0x0505})),
         "E-RLEW-RUN-OVERRUN",
         "a valid Carmack stream whose RLEW frame runs 2 words into a 1-word plane"},
    };
    for (const StoredPlane0& c : cases) {
      add(c.stem, set_with_stored_plane0(c.stored), rejected(c.id),
          {"gamemaps_stored_plane0", c.id + ": one 64x64 map whose plane 0 is stored as " + c.what,
           kLevelMapsSection});
    }
  }

  // seed 001 "Plane 1" static limits: the engine quits with "too many ..." (map_semantics.h).
  void limits() {
    GameMap doors = room_map("65 doors");
    for (int i = 0; i <= static_cast<int>(kMaxDoors); ++i) {
      const int x = 2 + 2 * (i % 30);
      const int y = 4 + 4 * (i / 30);
      set_tile(doors, 0, x, y, kVerticalDoor);
      set_tile(doors, 0, x, y - 1, kWallTile);
      set_tile(doors, 0, x, y + 1, kWallTile);
    }
    add("doors_65", one_room_set(std::move(doors)), rejected("E-MAP-TOO-MANY-DOORS"),
        {"encode_map_set_doors", "a room with 65 doors, each framed by walls: the engine has 64",
         kLevelMapsSection});
    add("statics_400", one_room_set(room_with_objects("400 statics", kPuddle, 400, 2)),
        rejected("E-MAP-TOO-MANY-STATICS"),
        {"encode_map_set_statics", "a room with 400 puddles (static objects): the engine has 399",
         kLevelMapsSection});
    add("actors_151", one_room_set(room_with_objects("151 actors", kGuardEast, 150, 2)),
        rejected("E-MAP-TOO-MANY-ACTORS"),
        {"encode_map_set_actors",
         "a room with 150 guards and the player: 151 actors where the engine has 150",
         kLevelMapsSection});
  }

  void semantic_quirks() {
    for (const RoomQuirk& quirk : kRoomQuirks) {
      GameMap map = room_map(quirk.map_name);
      quirk.change(map);
      add(quirk.stem, one_room_set(std::move(map)), tolerated(quirk.id, {kOffsetZero}),
          {"encode_map_set_room_quirk", std::string("a 64x64 room with ") + quirk.what,
           quirk.section});
    }
    GameMap short_objects = room_map("Short plane 1");
    short_objects.planes[1].assign(100, 0);
    set_tile(short_objects, 1, 1, 1, kPlayerStartNorth);
    add("object_plane_100_words", one_room_set(std::move(short_objects)),
        tolerated("W-MAP-PLANE-SIZE", {kOffsetZero, "W-GAMEMAPS-PLANE-SIZE"}),
        {"encode_map_set_short_object_plane",
         "a 64x64 room whose plane 1 expands to 100 words: only the tiles both planes hold are "
         "classified",
         kLevelMapsSection});
  }

  // Cases the engine and our decoders take without a finding; the metadata names their
  // catalogue entries.
  void quirks_accepted_silently() {
    GameMap slide = room_map("Pushwall slides");
    put_pushwall(slide, 20, 20);
    add("pushwall_two_tiles", one_room_set(std::move(slide)), decodes({kOffsetZero}),
        {"encode_map_set_pushwall",
         "a pushwall at (20, 20) with open floor east and west: pushed either way it slides two "
         "tiles and stops",
         kDoorRulesSection,
         {"Q-MAP-PUSHWALL-TWO-TILES"}});
    GameMap escapes = room_map("Carmack escapes");
    set_tile(escapes, 0, 5, 5, static_cast<std::uint16_t>(kCarmackNearTag << 8 | 0x12));
    set_tile(escapes, 0, 6, 5, static_cast<std::uint16_t>(kCarmackFarTag << 8 | 0x34));
    const EncodedMapFiles files = one_room_set(std::move(escapes));
    require_escape_words(files);
    add("carmack_escape_words", files, decodes({kOffsetZero}),
        {"encode_map_set_escapes",
         "a room whose plane 0 holds the words 0xA712 and 0xA834 (unknown tile codes): their high "
         "bytes are the near and far tags, so the Carmack stream stores each as a command of "
         "count 0 and the low byte (bytes 00 A7 12 and 00 A8 34), which CAL_CarmackExpand turns "
         "back into the word",
         kLevelMapsSection,
         {"Q-CARMACK-ESCAPE-COUNT-0"}});
  }

  // The recipe above is only worth its name when the compressor wrote count 0 escape commands.
  static void require_escape_words(const EncodedMapFiles& files) {
    const Bytes near = {0, kCarmackNearTag, 0x12};
    const Bytes far = {0, kCarmackFarTag, 0x34};
    const auto holds = [&](const Bytes& pattern) {
      return std::search(files.gamemaps.begin(), files.gamemaps.end(), pattern.begin(),
                         pattern.end()) != files.gamemaps.end();
    };
    if (!holds(near) || !holds(far)) {
      std::fprintf(stderr, "craft_wolf_corpus: the Carmack stream holds no count 0 escapes\n");
      std::exit(1);
    }
  }

  corpus::RecipeBook& corpus_;
  EncodedMapFiles synthetic_;
  std::size_t map0_;
};

}  // namespace

void craft_wolf_maps(RecipeBook& corpus, const WolfSetFiles& synthetic) {
  MapsCrafter(corpus, synthetic).craft();
}

}  // namespace wolfsuite::corpus
