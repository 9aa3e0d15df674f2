// Crafts the seed corpora of the Wolfenstein 3-D decoder targets, corpus/wolf_<family>_fuzzer/ and
// corpus/wolf_set_fuzzer/ (STYLE.md "Tests, fuzzers, benchmarks"), the same bytes on every run:
// files of the synthetic set and files our encoders write from small constructed models (y_), and
// from those, by one recipe each, files the decoders must reject with one error ID (n_) or
// tolerate with one finding (i_). Every input is in its target's layout
// (corpus/wolf_corpus_verdicts.h); no byte comes from a shipped game. The y_ and i_ files of the
// maps, graphics and vswap targets are also the seeds of their structure-aware siblings
// (wolf_<family>_structured_fuzzer), whose mutators start from models that decode.
//
//   craft_wolf_corpus [--prune] OUT_DIR
//
// writes OUT_DIR/wolf_<family>_fuzzer/<verdict>_<name>.bin and, beside each, <that name>.json with
// its metadata (corpus/corpus_files.h): the common fields, plus every finding ID the file gives
// and the decoder that decided. --prune also deletes the files this tool made earlier and makes
// no more. Regenerate the committed corpus with
// `cmake --build <build> --target regenerate_wolf_corpus`; wolf_corpus_test checks that the
// committed files are what this tool makes.
//
// A file's verdict, ID and finding IDs come from its recipe and are checked against its target's
// decoders (wolf_corpus_outcome) before anything is written: any disagreement stops the tool.
//
// IDs no recipe makes, and why:
//   encoder-only errors    E-MAPSET-*, E-VGAHEAD-OFFSET-LIMIT, E-HUFFMAN-NO-CODE,
//                          E-FONT-GLYPH-SIZE, E-FONT-GLYPH-OVERLAP, E-SCREEN-LENGTH,
//                          E-DEMO-FRAME-COUNT, E-VSWAP-ENCODE, E-VSWAP-SPRITE-ENCODE,
//                          E-VSWAP-SOUND-ENCODE, E-AUDIO-GROUP-SIZES, E-AUDIO-ID-TAG,
//                          E-AUDIO-IMF-PARTIAL, E-AUDIO-IMF-SIZE
//   not reachable through  E-PALETTE-SIZE, W-PALETTE-VALUE, E-SCREEN-TRUNCATED,
//   the target             E-SCREEN-SIGNATURE, E-DEMO-TRUNCATED, E-DEMO-SIZE through
//                          wolf_graphics_fuzzer (decode_graphics classifies a chunk by the very
//                          property these check; made for wolf_graphics_chunk_fuzzer, which
//                          names the kind itself); E-HUFFMAN-SIZE-LIMIT through
//                          wolf_graphics_chunk_fuzzer (decode_tile8 always asks for 4608 bytes);
//                          W-VGAGRAPH-DEMO-COUNT through wolf_graphics_fuzzer, which gives no
//                          demo count hint (made for wolf_set_fuzzer, which does);
//                          E-SAVE-EPISODE-MAPS (the target passes 8 or 20); E-AUDIO-COUNTS
//                          (internal; the count bytes are never negative);
//                          E-CARMACK-SIZE-LIMIT, E-RLEW-SIZE-LIMIT (a u16 frame size over the
//                          65534-byte limit is odd: E-*-ODD-SIZE)
//   past the target's      E-AUDIOHED-OFFSET-LIMIT (16 KiB of AUDIOHED; wolf_set_fuzzer
//   max_len                knows no version, so no counts, for that many offsets:
//                          E-SET-AUDIO-COUNTS), E-AUDIOT-LUMP-LIMIT (a 1 MiB lump),
//                          E-VSWAP-FILE-SIZE (32 MiB): libFuzzer cuts seeds to max_len.
//                          E-VGAHEAD-COUNT (196 KiB of VGAHEAD) is made for wolf_set_fuzzer.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/recipe_book.h"
#include "corpus/wolf_corpus_verdicts.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/config.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/imf_file.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/save_game.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"
#include "fuzz/fuzz_inputs.h"

namespace {

using json = nlohmann::json;
using namespace wolfsuite;
using corpus::concat;
using corpus::decodes;
using corpus::Expect;
using corpus::first_bytes;
using corpus::Input;
using corpus::must;
using corpus::Notes;
using corpus::rejected;
using corpus::text_bytes;
using corpus::tolerated;
using corpus::with_u16;
using corpus::with_u24;
using corpus::with_u32;
using corpus::with_u8;
using corpus::with_uint;

constexpr corpus::CraftingTool kCraftingTool = {"craft_wolf_corpus", "corpus/craft_wolf_corpus.cc"};
constexpr std::string_view kFilesLayout =
    "fuzz/fuzz_inputs.h files: u32 LE size of each file but the last, then the files";

// ---- Byte recipes ------------------------------------------------------------------------------

Bytes words_of(std::initializer_list<std::uint16_t> words) {
  ByteWriter out;
  for (const std::uint16_t word : words) out.u16(word);
  return out.take();
}

// The target's files at their places in a multi-file input (fuzz/fuzz_inputs.h), `start` bytes in.
json file_entries(const std::vector<std::string_view>& names, const std::vector<ByteSpan>& files,
                  std::size_t start) {
  json entries = json::array();
  std::size_t at = start + 4 * (files.size() - 1);
  for (std::size_t i = 0; i < files.size(); ++i) {
    entries.push_back({{"file", names[i]}, {"offset", at}, {"size", files[i].size()}});
    at += files[i].size();
  }
  return entries;
}

Input files_input(const std::vector<std::string_view>& names, const std::vector<ByteSpan>& files) {
  return Input{fuzz::join_files(files),
               {{"layout", kFilesLayout}, {"files", file_entries(names, files, 0)}}};
}

// ---- wolf_maps_fuzzer: [MAPHEAD, GAMEMAPS] -----------------------------------------------------

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
    // Hand-made Carmack frames: [u16 size][word 0x0001][one command].
    add_plane0("carmack_overrun", concat({words_of({4, 0x0001, 0xA703}), Bytes{1}}),
               "E-CARMACK-OVERRUN", "a near copy of 3 words with 1 word left to write");
    add_plane0("carmack_near_offset", concat({words_of({4, 0x0001, 0xA701}), Bytes{2}}),
               "E-CARMACK-NEAR-OFFSET", "a near copy from 2 words back after 1 word written");
    add_plane0("carmack_far_offset", words_of({4, 0x0001, 0xA801, 0x0001}), "E-CARMACK-FAR-OFFSET",
               "a far copy from word 1 with only word 0 written");
    add_plane0("rlew_odd_size", carmack_wrapped(words_of({3, 0x0001, 0x0002})), "E-RLEW-ODD-SIZE",
               "a valid Carmack stream whose RLEW frame declares 3 bytes");
    add_plane0("rlew_truncated", carmack_wrapped(words_of({4, 0x0001})), "E-RLEW-TRUNCATED",
               "a valid Carmack stream whose RLEW frame declares 2 words and holds 1");
    add_plane0("rlew_run_overrun", carmack_wrapped(words_of({2, kDefaultRlewTag, 2, 0x0505})),
               "E-RLEW-RUN-OVERRUN",
               "a valid Carmack stream whose RLEW frame runs 2 words into a 1-word plane");
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

  void add_room_quirk(const std::string& stem, GameMap map, const std::string& id,
                      const std::string& what, std::string_view section) {
    add(stem, one_room_set(std::move(map)), tolerated(id, {kOffsetZero}),
        {"encode_map_set_room_quirk", "a 64x64 room with " + what, section});
  }

  void semantic_quirks() {
    GameMap door = room_map("Unframed door");
    set_tile(door, 0, 10, 10, kVerticalDoor);
    add_room_quirk("door_unframed", std::move(door), "W-MAP-DOOR-UNFRAMED",
                   "a vertical door in the open floor: no walls north and south of it",
                   kDoorRulesSection);
    GameMap switch_ns = room_map("North switch");
    set_tile(switch_ns, 0, 10, 0, kElevatorSwitchWall);
    add_room_quirk("elevator_switch_facing_south", std::move(switch_ns),
                   "W-MAP-ELEVATOR-SWITCH-NS-ONLY",
                   "an elevator switch (wall 21) in the north wall: only its south face has "
                   "floor, and the engine presses switches from the east or west only",
                   kLevelMapsSection);
    GameMap blocked = room_map("Blocked pushwall");
    put_pushwall(blocked, 20, 20);
    set_tile(blocked, 0, 19, 20, kWallTile);
    set_tile(blocked, 0, 21, 20, kWallTile);
    add_room_quirk("pushwall_blocked", std::move(blocked), "W-MAP-PUSHWALL-BLOCKED",
                   "a pushwall walled in on all four sides: it cannot slide", kDoorRulesSection);
    GameMap on_floor = room_map("Pushwall on floor");
    set_tile(on_floor, 1, 20, 20, kPushwallMarker);
    add_room_quirk("pushwall_not_wall", std::move(on_floor), "W-MAP-PUSHWALL-NOT-WALL",
                   "a pushwall marker on a floor tile", kDoorRulesSection);
    // As in wl1 map 2: a floor tile in the map's edge at the end of the slide.
    GameMap overrun = room_map("Pushwall overrun");
    set_tile(overrun, 0, 63, 10, kFloorTile);
    put_pushwall(overrun, 61, 10);
    add_room_quirk("pushwall_overrun", std::move(overrun), "W-MAP-PUSHWALL-OVERRUN",
                   "a pushwall at (61, 10) pushed east towards a floor tile in the east edge: two "
                   "tiles take it to (63, 10), the overrun bug's third tile is off the map",
                   kDoorRulesSection);
    GameMap no_start = room_map("No start");
    no_start.planes[1].assign(no_start.planes[1].size(), 0);
    add_room_quirk("no_player_start", std::move(no_start), "W-MAP-NO-PLAYER-START",
                   "no player start in plane 1", kLevelMapsSection);
    GameMap two_starts = room_map("Two starts");
    set_tile(two_starts, 1, 5, 5, kPlayerStartNorth);
    add_room_quirk("two_player_starts", std::move(two_starts), "W-MAP-SEVERAL-PLAYER-STARTS",
                   "a second player start: the engine has one player", kLevelMapsSection);
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

  void add_plane0(const std::string& stem, const Bytes& stored, const std::string& id,
                  const std::string& what) {
    add(stem, set_with_stored_plane0(stored), rejected(id),
        {"gamemaps_stored_plane0", id + ": one 64x64 map whose plane 0 is stored as " + what,
         kLevelMapsSection});
  }

  corpus::RecipeBook& corpus_;
  EncodedMapFiles synthetic_;
  std::size_t map0_;
};

// ---- wolf_graphics_fuzzer: [VGAHEAD, VGADICT, VGAGRAPH] ----------------------------------------

constexpr std::string_view kGraphicsTarget = "wolf_graphics_fuzzer";
constexpr std::string_view kVgaheadSection = "seed 001 Vgahead";
constexpr std::string_view kVgadictSection = "seed 001 Vgadict";
constexpr std::string_view kVgagraphSection = "seed 001 Vgagraph";
constexpr std::string_view kFontsSection = "seed 001 Fonts";
constexpr std::string_view kPicturesSection = "seed 001 Pictures";
constexpr std::string_view kTilesSection = "seed 001 Tiles";
constexpr std::string_view kDemosSection = "seed 001 Screens and demos";
constexpr std::size_t kFirstPicture = 1 + kFontCount;  // chunk 0 table, 1..2 fonts (graphics.h)
constexpr std::size_t kVgaheadEntryBytes = 3;
constexpr std::size_t kChunkSizePrefixBytes = 4;

// A font of `height` rows with glyphs for 'A', 'B', '0' and '1', the rest of width 0.
Font small_font(std::uint16_t height, std::uint8_t ink) {
  Font font;
  font.height = height;
  for (const char c : std::string_view("AB01")) {
    const auto glyph = static_cast<std::uint8_t>(c);
    font.widths[glyph] = static_cast<std::uint8_t>(2 + (glyph & 1));
    Bytes& pixels = font.glyphs[glyph];
    pixels.resize(std::size_t{height} * font.widths[glyph]);
    for (std::size_t i = 0; i < pixels.size(); ++i) pixels[i] = (i + glyph) % 3 == 0 ? ink : 0;
  }
  lay_out_font_glyphs(font);
  return font;
}

Picture gradient_picture(std::uint16_t width, std::uint16_t height) {
  Picture picture{width, height, Bytes(std::size_t{width} * height)};
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      picture.pixels[y * width + x] = static_cast<std::uint8_t>(16 + (x * 7 + y * 3) % 16);
    }
  }
  return picture;
}

// kTile8EngineCount tiles, so the engine's read of the lump ends inside it.
Bytes small_tiles(std::size_t tiles = kTile8EngineCount) {
  Bytes bytes(tiles * kTile8Bytes, 0);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (i % 9 == (i / kTile8Bytes) % 9) bytes[i] = static_cast<std::uint8_t>(15 + i % 4);
  }
  return bytes;
}

Screen small_screen() {
  Screen screen;
  for (const char c : std::string_view("Thanks for playing the corpus set")) {
    screen.cells.push_back(static_cast<std::uint8_t>(c));
    screen.cells.push_back(0x1F);  // white on blue
  }
  screen.trailer = {0x1A};  // DOS end of file, as in the shipped screens (graphics_chunks.h)
  return screen;
}

std::vector<DemoFrame> walk_frames(std::size_t count) {
  std::vector<DemoFrame> frames(count);
  for (std::size_t i = 0; i < count; ++i) {
    frames[i] = DemoFrame{static_cast<std::uint8_t>(i % 8 == 0 ? kDemoFire : 0),
                          static_cast<std::int8_t>(i % 5 == 0 ? -20 : 0), 50};
  }
  return frames;
}

// The demo quirks both graphics targets carry, each handed to `add_demo(stem, demo, id, what)`
// (seed 001 "Screens and demos").
template <typename AddDemo>
void demo_quirks(AddDemo&& add_demo) {
  add_demo("demo_8194_bytes", must(new_demo(1, walk_frames(2730)), "new_demo"), "W-DEMO-SIZE-LIMIT",
           "a demo of 2730 frames, 8194 bytes: above the 8192 bytes DOS records");
  std::vector<DemoFrame> wild = walk_frames(20);
  wild[7].turn = 120;
  add_demo("demo_turn_120", must(new_demo(0, std::move(wild)), "new_demo"), "W-DEMO-DELTA-RANGE",
           "a demo whose frame 7 turns by 120, outside -100..100");
  Demo partial = must(new_demo(0, walk_frames(20)), "new_demo");
  partial.unplayed = {0x01};
  partial.size = static_cast<std::uint16_t>(partial.size + 1);
  add_demo("demo_partial_frame", partial, "W-DEMO-SIZE-FRAMES",
           "a demo of 20 frames and one byte whose size counts that byte: not 4 + 3 * frames");
  Demo longer = must(new_demo(0, walk_frames(20)), "new_demo");
  longer.unplayed = Bytes(6, 0);
  add_demo("demo_lump_longer", longer, "W-DEMO-SIZE-MISMATCH",
           "a demo lump 6 bytes longer than its size field");
}

// Two small fonts, two pictures, a full tile8 lump, a screen, a text and a demo.
GraphicsLumps small_lumps() {
  GraphicsLumps lumps;
  lumps.fonts = {small_font(3, 15), small_font(4, 14)};
  lumps.pictures = {gradient_picture(8, 4), gradient_picture(4, 2)};
  lumps.tiles = small_tiles();
  lumps.misc = {small_screen(), text_bytes("^P\r\n^C0FCorpus article\r\n^E\r\n"),
                must(new_demo(0, walk_frames(20)), "new_demo")};
  return lumps;
}

// Chunks of the small set: 0 table, 1..2 fonts, 3..4 pictures, 5 tile8, 6 screen, 7 text, 8 demo.
constexpr std::size_t kSmallTextChunk = 7;

EncodedGraphicsFiles encode_graphics_of(const Graphics& graphics) {
  return must(encode_graphics(graphics), "encode_graphics");
}

EncodedGraphicsFiles encode_lumps(const GraphicsLumps& lumps) {
  return encode_graphics_of(must(new_graphics(lumps), "new_graphics"));
}

std::size_t chunk_offset(const EncodedGraphicsFiles& files, std::size_t chunk) {
  const std::size_t at = kVgaheadEntryBytes * chunk;
  return load_u16le(files.vgahead, at) | std::size_t{files.vgahead.at(at + 2)} << 16;
}

// A dictionary from the counts of every chunk's expanded bytes, the way new_graphics builds one.
HuffmanDict dict_from_chunks(const Graphics& graphics) {
  Bytes all;
  for (const GraphicsChunk& chunk : graphics.chunks) {
    all.insert(all.end(), chunk.expanded.begin(), chunk.expanded.end());
  }
  return huffman_build_dict_for(all);
}

class GraphicsCrafter {
 public:
  GraphicsCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus),
        synthetic_{*synthetic.file("vgahead"), *synthetic.file("vgadict"),
                   *synthetic.file("vgagraph")},
        small_model_(must(new_graphics(small_lumps()), "new_graphics")),
        small_(encode_graphics_of(small_model_)) {}

  void craft() {
    valid();
    container_errors();
    huffman_errors();
    lump_errors();
    container_quirks();
    lump_quirks();
  }

 private:
  void add(const std::string& stem, const EncodedGraphicsFiles& files, const Expect& expect,
           const Notes& notes) {
    corpus_.add(kGraphicsTarget, stem,
                files_input({"VGAHEAD", "VGADICT", "VGAGRAPH"},
                            {files.vgahead, files.vgadict, files.vgagraph}),
                expect, notes);
  }

  EncodedGraphicsFiles small_with(std::optional<Bytes> vgahead, std::optional<Bytes> vgadict,
                                  std::optional<Bytes> vgagraph) const {
    return EncodedGraphicsFiles{std::move(vgahead).value_or(small_.vgahead),
                                std::move(vgadict).value_or(small_.vgadict),
                                std::move(vgagraph).value_or(small_.vgagraph)};
  }

  // The small set with chunk `chunk`'s expanded bytes replaced, encoded again.
  EncodedGraphicsFiles small_with_chunk(std::size_t chunk, Bytes expanded) const {
    Graphics graphics = small_model_;
    graphics.chunks.at(chunk).expanded = std::move(expanded);
    return encode_graphics_of(graphics);
  }

  void valid() {
    add("synthetic_set", synthetic_, decodes(),
        {"synthetic_set",
         "VGAHEAD, VGADICT and VGAGRAPH of the synthetic set (synthetic_set.h): fonts, pictures, "
         "tile8, a screen, the palette, a text and four demos",
         kVgagraphSection});
    add("small_set", small_, decodes(),
        {"new_graphics_small",
         "new_graphics of two small fonts, two pictures, 72 tiles, a text screen, a text and a "
         "demo",
         kVgagraphSection});
  }

  void container_errors() {
    add("vgahead_cut", small_with(first_bytes(small_.vgahead, small_.vgahead.size() - 1), {}, {}),
        rejected("E-VGAHEAD-SIZE", small_.vgahead.size() - 1),
        {"vgahead_cut_one_byte", "VGAHEAD one byte short of whole 3-byte offsets",
         kVgaheadSection});
    add("vgahead_empty", small_with(Bytes{}, {}, {}), rejected("E-VGAHEAD-SIZE", 0),
        {"vgahead_empty", "an empty VGAHEAD: not even the end offset", kVgaheadSection});
    const std::size_t end_entry = small_.vgahead.size() - kVgaheadEntryBytes;
    add("end_past_vgagraph",
        small_with(with_u24(small_.vgahead, end_entry,
                            static_cast<std::uint32_t>(small_.vgagraph.size() + 1)),
                   {}, {}),
        rejected("E-VGAHEAD-RANGE", end_entry),
        {"vgahead_end_past_file", "the end offset one byte past the end of VGAGRAPH",
         kVgaheadSection});
    add("end_sparse", small_with(with_u24(small_.vgahead, end_entry, kVgaheadSparse), {}, {}),
        rejected("E-VGAHEAD-RANGE", end_entry),
        {"vgahead_end_sparse", "the end offset marked sparse: the last chunk has no end",
         kVgaheadSection});
    add("pictable_sparse", small_with(with_u24(small_.vgahead, 0, kVgaheadSparse), {}, {}),
        rejected("E-VGAGRAPH-PICTABLE-MISSING", 0),
        {"vgahead_chunk0_sparse", "chunk 0, the picture table, marked sparse", kVgagraphSection});
    add("font_sparse",
        small_with(with_u24(small_.vgahead, kVgaheadEntryBytes, kVgaheadSparse), {}, {}),
        rejected("E-VGAGRAPH-FONT-COUNT"),
        {"vgahead_chunk1_sparse", "chunk 1, the first font, marked sparse", kFontsSection});
  }

  void huffman_errors() {
    add("vgadict_1023", small_with({}, first_bytes(small_.vgadict, kHuffmanDictBytes - 1), {}),
        rejected("E-HUFFMAN-DICT-SIZE", 0),
        {"vgadict_cut", "a VGADICT of 1023 bytes", kVgadictSection});
    const std::size_t picture = chunk_offset(small_, kFirstPicture);
    add("size_prefix_17mib", small_with({}, {}, with_u32(small_.vgagraph, picture, 17u << 20)),
        rejected("E-HUFFMAN-SIZE-LIMIT", picture),
        {"vgagraph_size_prefix_huge",
         "the first picture's expanded size set to 17 MiB, above the Huffman output limit",
         kVgagraphSection});
    add("size_prefix_grown",
        small_with({}, {},
                   with_u32(small_.vgagraph, picture, load_u32le(small_.vgagraph, picture) + 4096)),
        rejected("E-HUFFMAN-TRUNCATED"),
        {"vgagraph_size_prefix_grown",
         "the first picture's expanded size 4096 bytes larger: its bits run out",
         kVgagraphSection});
    const std::size_t head = 4 * std::size_t{kHuffmanHeadNode};
    // Child 511 names node 255, the padding record past the tree.
    Bytes past_tree = with_u16(small_.vgadict, head, 511);
    past_tree = with_u16(std::move(past_tree), head + 2, 511);
    add("head_children_past_tree", small_with({}, std::move(past_tree), {}),
        rejected("E-HUFFMAN-NODE-RANGE"),
        {"vgadict_head_node_range", "both children of the head node name node 255",
         kVgadictSection});
    // Both children of the head name the head: a cycle. With the fonts sparse, chunk 0's stored
    // bytes run on to the first picture, enough bits for the 256 steps without a leaf.
    Bytes cycle = with_u16(small_.vgadict, head, 256 + kHuffmanHeadNode);
    cycle = with_u16(std::move(cycle), head + 2, 256 + kHuffmanHeadNode);
    Bytes fonts_sparse = with_u24(small_.vgahead, kVgaheadEntryBytes, kVgaheadSparse);
    fonts_sparse = with_u24(std::move(fonts_sparse), 2 * kVgaheadEntryBytes, kVgaheadSparse);
    add("head_cycle", small_with(std::move(fonts_sparse), std::move(cycle), {}),
        rejected("E-HUFFMAN-NO-LEAF"),
        {"vgadict_head_cycle",
         "both children of the head node name the head, and the fonts are sparse so chunk 0 "
         "runs on to the first picture",
         kVgadictSection});
  }

  void lump_errors() {
    add("pictable_odd", small_with_chunk(0, concat({small_model_.chunks[0].expanded, Bytes{8, 0}})),
        rejected("E-PICTABLE-SIZE", 0),
        {"pictable_two_more_bytes", "a picture table of 10 bytes, not 4 per picture",
         kVgagraphSection});
    Bytes more_pictures = small_model_.chunks[0].expanded;
    for (int i = 0; i < 20; ++i) more_pictures.insert(more_pictures.end(), {8, 0, 8, 0});
    add("pictable_22_pictures", small_with_chunk(0, std::move(more_pictures)),
        rejected("E-VGAGRAPH-PICTURE-COUNT", 0),
        {"pictable_more_pictures",
         "a picture table naming 22 pictures in a set with room for far fewer", kPicturesSection});
    add("pictable_32769_pictures", huge_picture_table(), rejected("E-PICTABLE-COUNT", 0),
        {"pictable_over_limit",
         "a picture table of 32769 zero sizes (the dictionary built for it codes 0 in one bit), "
         "over the 32768 pictures a 16-bit number can name",
         kVgagraphSection});
    add("font_100_bytes", small_with_chunk(1, first_bytes(small_model_.chunks[1].expanded, 100)),
        rejected("E-FONT-TRUNCATED"),
        {"font_cut", "the first font cut to 100 bytes, inside its 770-byte header", kFontsSection});
    add("font_glyph_past_end",
        small_with_chunk(1, with_u16(small_model_.chunks[1].expanded, 2 + 2 * 'A', 0xFFF0)),
        rejected("E-FONT-GLYPH-RANGE"),
        {"font_glyph_offset", "glyph 'A' of the first font at offset 0xFFF0, past the lump",
         kFontsSection});
    add("font_glyphs_over_16mib", font_glyphs_over_limit(), rejected("E-FONT-GLYPH-LIMIT"),
        {"font_shared_glyphs",
         "the first font with 256 glyphs of 300 x 255 bytes, all at the same offset: a 77 KB lump "
         "whose glyph copies add up to 19.6 MB, over kMaxFontGlyphBytes",
         kFontsSection});
    const Bytes& picture = small_model_.chunks[kFirstPicture].expanded;
    add("picture_short", small_with_chunk(kFirstPicture, first_bytes(picture, picture.size() - 4)),
        rejected("E-PIC-SIZE"),
        {"picture_cut", "the 8x4 picture 4 bytes short of width * height", kPicturesSection});
  }

  // Glyphs may share bytes (graphics_chunks.h), so the copies outgrow the lump. The dictionary
  // built for the zeros codes them in one bit: the seed stays far under max_len.
  EncodedGraphicsFiles font_glyphs_over_limit() const {
    constexpr std::uint16_t kHeight = 300;
    constexpr std::uint8_t kWidth = 255;
    static_assert(kFontGlyphs * kHeight * kWidth > kMaxFontGlyphBytes);
    ByteWriter font;
    font.u16(kHeight);
    for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
      font.u16(static_cast<std::uint16_t>(kFontHeaderBytes));
    }
    for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) font.u8(kWidth);
    font.bytes(Bytes(std::size_t{kHeight} * kWidth, 0));
    Graphics graphics = small_model_;
    graphics.chunks[1].expanded = font.take();
    graphics.dict = dict_from_chunks(graphics);
    return encode_graphics_of(graphics);
  }

  EncodedGraphicsFiles huge_picture_table() const {
    Graphics graphics = small_model_;
    graphics.chunks[0].expanded.assign(4 * (kMaxPictures + 1), 0);
    graphics.dict = dict_from_chunks(graphics);
    return encode_graphics_of(graphics);
  }

  void container_quirks() {
    const std::size_t text = kSmallTextChunk;
    add("text_sparse",
        small_with(with_u24(small_.vgahead, kVgaheadEntryBytes * text, kVgaheadSparse), {}, {}),
        tolerated("W-VGAGRAPH-SPARSE"),
        {"vgahead_misc_sparse",
         "the text chunk marked sparse; its bytes become trailing bytes of the screen before it",
         kVgaheadSection});
    add("unreferenced_tail",
        small_with({}, {}, concat({small_.vgagraph, text_bytes("unreferenced")})),
        tolerated("W-VGAGRAPH-UNREFERENCED"),
        {"vgagraph_tail", "12 bytes after the end offset of VGAGRAPH", kVgaheadSection});
    add("pad_bit_set", with_pad_bit_set(), tolerated("W-VGAGRAPH-CODE-BITS"),
        {"vgagraph_pad_bit",
         "the last pad bit after the code bits of the first chunk whose bits do not end on a "
         "byte boundary set to 1",
         kVgadictSection});
  }

  // The first chunk (before tile8) whose code bits end inside a byte, with that byte's top bit
  // (a pad bit: bits are taken least significant first, huffman.h) set.
  EncodedGraphicsFiles with_pad_bit_set() const {
    for (std::size_t chunk = 0; chunk < kFirstPicture + 2; ++chunk) {
      const GraphicsChunk& lump = small_model_.chunks[chunk];
      if (!lump.trailing.empty() && lump.trailing[0] == 0) continue;  // igrab_trailing: whole
      const Bytes code = must(huffman_compress(lump.expanded, small_model_.dict), "compress");
      const std::size_t last =
          chunk_offset(small_, chunk) + kChunkSizePrefixBytes + code.size() - 1;
      return small_with({}, {}, with_u8(small_.vgagraph, last, small_.vgagraph[last] | 0x80));
    }
    std::fprintf(stderr, "craft_wolf_corpus: every small chunk ends on a byte boundary\n");
    std::exit(1);
  }

  void lump_quirks() {
    GraphicsLumps narrow = small_lumps();
    narrow.pictures[1] = gradient_picture(6, 2);
    add("picture_width_6", encode_lumps(narrow), tolerated("W-PIC-WIDTH"),
        {"new_graphics_narrow_picture", "a 6x2 picture: the engine draws 4 columns",
         kPicturesSection});
    GraphicsLumps few_tiles = small_lumps();
    few_tiles.tiles = small_tiles(2);
    add("tile8_two_tiles", encode_lumps(few_tiles), tolerated("W-VGAGRAPH-TILE8-BROKEN"),
        {"new_graphics_two_tiles",
         "a tile8 lump of 2 tiles: the bits end before the engine's 72 tiles", kTilesSection});
    demo_quirks([this](const std::string& stem, const Demo& demo, const std::string& id,
                       const std::string& what) { add_demo(stem, demo, id, what); });
  }

  void add_demo(const std::string& stem, const Demo& demo, const std::string& id,
                const std::string& what) {
    GraphicsLumps lumps = small_lumps();
    lumps.misc.back() = demo;
    add(stem, encode_lumps(lumps), tolerated(id),
        {"new_graphics_demo", "the small set with " + what, kDemosSection});
  }

  corpus::RecipeBook& corpus_;
  EncodedGraphicsFiles synthetic_;
  Graphics small_model_;
  EncodedGraphicsFiles small_;
};

// ---- wolf_graphics_chunk_fuzzer: [u8 kind][one expanded chunk] ----------------------------------

constexpr std::string_view kGraphicsChunkTarget = "wolf_graphics_chunk_fuzzer";
constexpr std::string_view kPalettesSection = "seed 001 Palettes";
constexpr std::string_view kChunkLayout =
    "fuzz/wolf_graphics_chunk_fuzzer.cc: u8 kind (modulo 8), then the expanded chunk; a picture "
    "puts u16 LE width and height before it, a tile8 lump a dict_choice byte and, when its bit 0 "
    "is set, a VGADICT";
// fuzz::GraphicsChunkInputKind, in order.
constexpr std::array<std::string_view, fuzz::kGraphicsChunkInputs> kChunkInputNames = {
    "picture table", "font", "picture", "tile8", "screen", "palette", "demo", "misc"};
constexpr std::uint8_t kVgadictFollows = 1;  // dict_choice bit 0

json lump_at(std::size_t offset, std::size_t size) { return {{"offset", offset}, {"size", size}}; }

// The input for `kind` with `header` (the bytes between the kind byte and the lump) and `lump`.
Input chunk_input(fuzz::GraphicsChunkInputKind kind, ByteSpan header, ByteSpan lump,
                  json layout = json::object()) {
  layout["layout"] = kChunkLayout;
  layout["kind"] = kind;
  layout["kind_name"] = kChunkInputNames[kind];
  layout["lump"] = lump_at(1 + header.size(), lump.size());
  return Input{concat({Bytes{kind}, header, lump}), std::move(layout)};
}

Input chunk_input(fuzz::GraphicsChunkInputKind kind, ByteSpan lump) {
  return chunk_input(kind, {}, lump);
}

Input picture_input(std::uint16_t width, std::uint16_t height, ByteSpan lump) {
  ByteWriter size;
  size.u16(width);
  size.u16(height);
  return chunk_input(fuzz::kPictureInput, size.view(), lump,
                     {{"width", width}, {"height", height}});
}

// A tile8 lump coded with fixed dictionary `fixed_dict` (fuzz/fuzz_inputs.h).
Input tile8_input(unsigned fixed_dict, ByteSpan stored) {
  const auto choice = static_cast<std::uint8_t>(fixed_dict << 1);
  return chunk_input(
      fuzz::kTile8Input, Bytes{choice}, stored,
      {{"dict_choice", choice}, {"dictionary", fuzz::fixed_huffman_dict_name(fixed_dict)}});
}

Input tile8_input_with_vgadict(ByteSpan vgadict, ByteSpan stored) {
  return chunk_input(fuzz::kTile8Input, concat({Bytes{kVgadictFollows}, vgadict}), stored,
                     {{"dict_choice", kVgadictFollows}, {"vgadict", lump_at(2, vgadict.size())}});
}

// A font whose 256 glyphs of height x width bytes all start at the end of the header: the copies
// add up to 256 times the one glyph the lump holds.
Bytes font_of_shared_glyphs(std::uint16_t height, std::uint8_t width) {
  ByteWriter font;
  font.u16(height);
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) {
    font.u16(static_cast<std::uint16_t>(kFontHeaderBytes));
  }
  for (std::size_t glyph = 0; glyph < kFontGlyphs; ++glyph) font.u8(width);
  font.bytes(Bytes(std::size_t{height} * width, 0));
  return font.take();
}

// Colour c is grey level c / 4: every value a 6-bit DAC takes.
Palette grey_palette() {
  Palette palette;
  for (std::size_t i = 0; i < kPaletteBytes; ++i) {
    palette.rgb[i] = static_cast<std::uint8_t>(i / 3 / 4);
  }
  return palette;
}

// One chunk at a time, in the chunk decoder's own words: the cases wolf_graphics_fuzzer cannot
// reach (the kind is chosen by content there) and a second route to those it can.
class GraphicsChunkCrafter {
 public:
  explicit GraphicsChunkCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus),
        font_(must(encode_font(small_font(3, 15)), "encode_font")),
        screen_(must(encode_screen(small_screen()), "encode_screen")),
        palette_(encode_palette(grey_palette())),
        demo_(must(encode_demo(must(new_demo(0, walk_frames(20)), "new_demo")), "encode_demo")) {}

  void craft() {
    picture_tables();
    fonts();
    pictures();
    tile8();
    screens();
    palettes();
    demos();
    misc();
  }

 private:
  void add(const std::string& stem, const Input& input, const Expect& expect, const Notes& notes) {
    corpus_.add(kGraphicsChunkTarget, stem, input, expect, notes);
  }

  void picture_tables() {
    const Bytes table = must(encode_picture_table(PictureTable{{{8, 4}, {4, 2}, {320, 200}}}),
                             "encode_picture_table");
    add("picture_table", chunk_input(fuzz::kPictureTableInput, table), decodes(),
        {"encode_picture_table", "encode_picture_table of three sizes: 8x4, 4x2 and 320x200",
         kPicturesSection});
    add("picture_table_6_bytes", chunk_input(fuzz::kPictureTableInput, first_bytes(table, 6)),
        rejected("E-PICTABLE-SIZE", 6),
        {"picture_table_cut", "the three-entry picture table cut to 6 bytes, not 4 per picture",
         kPicturesSection});
    add("picture_table_32769_pictures",
        chunk_input(fuzz::kPictureTableInput, Bytes(4 * (kMaxPictures + 1), 0)),
        rejected("E-PICTABLE-COUNT", 0),
        {"picture_table_over_limit",
         "a picture table of 32769 zero sizes, over the 32768 pictures a 16-bit number can name",
         kPicturesSection});
  }

  void fonts() {
    add("font", chunk_input(fuzz::kFontInput, font_), decodes(),
        {"encode_font", "encode_font of a 3-row font with glyphs for 'A', 'B', '0' and '1'",
         kFontsSection});
    add("font_100_bytes", chunk_input(fuzz::kFontInput, first_bytes(font_, 100)),
        rejected("E-FONT-TRUNCATED"),
        {"font_cut", "the font cut to 100 bytes, inside its 770-byte header", kFontsSection});
    add("font_glyph_past_end", chunk_input(fuzz::kFontInput, with_u16(font_, 2 + 2 * 'A', 0xFFF0)),
        rejected("E-FONT-GLYPH-RANGE", 2 + 2 * 'A'),
        {"font_glyph_offset", "glyph 'A' of the font at offset 0xFFF0, past the lump",
         kFontsSection});
    // 258 * 255 = 65790 bytes, the smallest glyph whose 256 copies pass 16 MiB at width 255.
    constexpr std::uint16_t kHeight = 258;
    constexpr std::uint8_t kWidth = 255;
    static_assert(kFontGlyphs * kHeight * kWidth > kMaxFontGlyphBytes);
    add("font_glyphs_over_16mib",
        chunk_input(fuzz::kFontInput, font_of_shared_glyphs(kHeight, kWidth)),
        rejected("E-FONT-GLYPH-LIMIT", 0),
        {"font_shared_glyphs",
         "256 glyphs of 255 x 258 bytes, all at the end of the header: a 66560-byte lump whose "
         "glyph copies add up to 16.8 MB, over kMaxFontGlyphBytes",
         kFontsSection});
  }

  void pictures() {
    const Bytes planar = must(encode_picture(gradient_picture(8, 4)), "encode_picture");
    add("picture_8x4", picture_input(8, 4, planar), decodes(),
        {"encode_picture", "encode_picture of an 8x4 gradient: four planes of 2x4",
         kPicturesSection});
    add("picture_width_6",
        picture_input(6, 2, must(encode_picture(gradient_picture(6, 2)), "encode_picture")),
        tolerated("W-PIC-WIDTH"),
        {"encode_picture_narrow", "a 6x2 picture: the engine draws 4 columns", kPicturesSection});
    add("picture_short", picture_input(8, 4, first_bytes(planar, planar.size() - 4)),
        rejected("E-PIC-SIZE", 0),
        {"picture_cut", "the 8x4 picture 4 bytes short of width * height", kPicturesSection});
    add("picture_65535x65535", picture_input(0xFFFF, 0xFFFF, planar), rejected("E-PIC-SIZE", 0),
        {"picture_size_huge",
         "the 32 bytes of the 8x4 picture given a 65535 x 65535 size (4 GiB of pixels): "
         "rejected by comparing sizes, before anything is allocated",
         kPicturesSection});
  }

  void tile8() {
    const Bytes tiles = small_tiles();
    const Tile8Lump flat = must(new_tile8(tiles, fuzz::fixed_huffman_dict(0)), "new_tile8");
    add("tile8_flat_dict", tile8_input(0, flat.stored), decodes(),
        {"new_tile8_flat_dict",
         "new_tile8 of 72 tiles with the flat fixed dictionary (8 bits a byte)", kTilesSection});
    const HuffmanDict dict = huffman_build_dict_for(tiles);
    const Bytes vgadict = encode_huffman_dict(dict);
    const Tile8Lump built = must(new_tile8(tiles, dict), "new_tile8");
    add("tile8_vgadict", tile8_input_with_vgadict(vgadict, built.stored), decodes(),
        {"new_tile8_vgadict",
         "new_tile8 of 72 tiles with the dictionary built for them, given as a VGADICT",
         kTilesSection});
    add("tile8_two_tiles",
        tile8_input_with_vgadict(vgadict,
                                 must(new_tile8(small_tiles(2), dict), "new_tile8").stored),
        tolerated("W-VGAGRAPH-TILE8-BROKEN"),
        {"new_tile8_two_tiles",
         "a tile8 lump of 2 tiles: the bits end before the engine's 72 tiles", kTilesSection});
    add("tile8_vgadict_1023",
        tile8_input_with_vgadict(first_bytes(vgadict, kHuffmanDictBytes - 1), {}),
        rejected("E-HUFFMAN-DICT-SIZE", 0),
        {"vgadict_cut", "dict_choice 1 and only 1023 bytes of VGADICT after it", kVgadictSection});
    const std::size_t head = 4 * std::size_t{kHuffmanHeadNode};
    // Child 511 names node 255, the padding record past the tree.
    const Bytes past_tree = with_u16(with_u16(vgadict, head, 511), head + 2, 511);
    add("tile8_head_children_past_tree", tile8_input_with_vgadict(past_tree, built.stored),
        rejected("E-HUFFMAN-NODE-RANGE"),
        {"vgadict_head_node_range",
         "the 72-tile lump with a VGADICT whose head node's children both name node 255",
         kVgadictSection});
    const std::uint16_t head_child = 256 + kHuffmanHeadNode;
    const Bytes cycle = with_u16(with_u16(vgadict, head, head_child), head + 2, head_child);
    add("tile8_head_cycle", tile8_input_with_vgadict(cycle, built.stored),
        rejected("E-HUFFMAN-NO-LEAF"),
        {"vgadict_head_cycle",
         "the 72-tile lump with a VGADICT whose head node's children both name the head: the "
         "walk never meets a leaf",
         kVgadictSection});
  }

  void screens() {
    add("screen", chunk_input(fuzz::kScreenInput, screen_), decodes(),
        {"encode_screen", "encode_screen of a 33-character text screen and its 0x1A trailer",
         kDemosSection});
    add("screen_signature_0xfe", chunk_input(fuzz::kScreenInput, with_u8(screen_, 0, 0xFE)),
        rejected("E-SCREEN-SIGNATURE", 0),
        {"screen_signature", "the screen with first byte 0xFE, not the BSAVE 0xFD", kDemosSection});
    add("screen_length_4000", chunk_input(fuzz::kScreenInput, with_u16(screen_, 5, 4000)),
        rejected("E-SCREEN-TRUNCATED"),
        {"screen_length_past_lump",
         "the screen's BSAVE length set to 4000 (a whole 80x25 screen) where 67 bytes follow",
         kDemosSection});
    add("screen_header_cut", chunk_input(fuzz::kScreenInput, first_bytes(screen_, 4)),
        rejected("E-SCREEN-TRUNCATED"),
        {"screen_cut_in_header", "the screen cut to 4 bytes, inside its 7-byte BSAVE header",
         kDemosSection});
  }

  void palettes() {
    add("palette_grey", chunk_input(fuzz::kPaletteInput, palette_), decodes(),
        {"encode_palette_grey", "encode_palette of a grey ramp: colour c is level c / 4",
         kPalettesSection});
    add("palette_767_bytes", chunk_input(fuzz::kPaletteInput, first_bytes(palette_, 767)),
        rejected("E-PALETTE-SIZE", 0),
        {"palette_cut", "the grey palette one byte short of 768", kPalettesSection});
    add("palette_value_64", chunk_input(fuzz::kPaletteInput, with_u8(palette_, 3 * 200 + 1, 64)),
        tolerated("W-PALETTE-VALUE"),
        {"palette_value_over_63",
         "the grey palette with colour 200's green set to 64: the DAC keeps 6 bits",
         kPalettesSection});
  }

  void demos() {
    add("demo", chunk_input(fuzz::kDemoInput, demo_), decodes(),
        {"new_demo", "new_demo of 20 frames on map 0, encoded", kDemosSection});
    add("demo_3_bytes", chunk_input(fuzz::kDemoInput, first_bytes(demo_, 3)),
        rejected("E-DEMO-TRUNCATED"),
        {"demo_cut_in_header", "the demo cut to 3 bytes, inside its 4-byte header", kDemosSection});
    add("demo_size_3", chunk_input(fuzz::kDemoInput, with_u16(demo_, 1, 3)),
        rejected("E-DEMO-SIZE", 1),
        {"demo_size_below_header", "the demo's size field set to 3, less than its own header",
         kDemosSection});
    demo_quirks([this](const std::string& stem, const Demo& demo, const std::string& id,
                       const std::string& what) { add_demo(stem, demo, id, what); });
  }

  void add_demo(const std::string& stem, const Demo& demo, const std::string& id,
                const std::string& what) {
    add(stem, chunk_input(fuzz::kDemoInput, must(encode_demo(demo), "encode_demo")), tolerated(id),
        {"encode_demo_changed", what, kDemosSection});
  }

  // Lumps after tile8 whose kind classify_misc_chunk finds by content (graphics_chunks.h).
  void misc() {
    add("misc_text",
        chunk_input(fuzz::kMiscInput, text_bytes("^P\r\n^C0FCorpus article\r\n^E\r\n")), decodes(),
        {"misc_text", "a one-page article: starts with '^', printable ASCII", kDemosSection});
    add("misc_raw", chunk_input(fuzz::kMiscInput, text_bytes("raw lump")), decodes(),
        {"misc_raw", "8 bytes of no recognised kind: kept as bytes", kDemosSection});
    add("misc_screen", chunk_input(fuzz::kMiscInput, screen_), decodes(),
        {"misc_screen", "the text screen, recognised by its BSAVE header", kDemosSection});
    add("misc_palette", chunk_input(fuzz::kMiscInput, palette_), decodes(),
        {"misc_palette", "the grey palette, recognised by its 768 bytes of at most 63",
         kPalettesSection});
    add("misc_demo", chunk_input(fuzz::kMiscInput, demo_), decodes(),
        {"misc_demo", "the 20-frame demo, recognised by its map and size", kDemosSection});
  }

  corpus::RecipeBook& corpus_;
  Bytes font_;
  Bytes screen_;
  Bytes palette_;
  Bytes demo_;
};

// ---- wolf_vswap_fuzzer: [VSWAP] ----------------------------------------------------------------

constexpr std::string_view kVswapTarget = "wolf_vswap_fuzzer";
constexpr std::string_view kVswapSection = "seed 001 VSWAP";
constexpr std::string_view kWallsSection = "seed 001 Wall textures";
constexpr std::string_view kSpritesSection = "seed 001 Sprites";
constexpr std::string_view kPcmSection = "seed 001 Raw pcm";
// The engine draws a sprite from column 32 out (seed 001 "Sprites").
constexpr int kSpriteCentre = 32;

std::size_t vswap_offset_at(std::size_t chunk) { return kVswapHeaderBytes + 4 * chunk; }
std::size_t vswap_size_at(std::size_t chunks, std::size_t chunk) {
  return kVswapHeaderBytes + 4 * chunks + 2 * chunk;
}

Bytes encode_vswap_of(const Vswap& vswap) { return must(encode_vswap(vswap), "encode_vswap"); }

Bytes vswap_of(const VswapContents& contents) {
  return encode_vswap_of(must(new_vswap(contents), "new_vswap"));
}

// A figure drawn in columns [left, right], rows 8..55, in palette colours 32 and up.
SpriteImage figure(std::size_t left, std::size_t right) {
  SpriteImage image;
  for (std::size_t y = 8; y < 56; ++y) {
    for (std::size_t x = left; x <= right; ++x) {
      if ((x + y) % 7 == 0) continue;  // gaps, so columns have several posts
      const std::size_t at = y * kSpriteSide + x;
      image.pixels[at] = static_cast<std::uint8_t>(32 + (x * 3 + y) % 24);
      image.alpha[at] = kSpriteOpaque;
    }
  }
  return image;
}

// A lump of columns left..right, each with `posts` copies of one command written by hand, so any
// values can be stored (vswap_sprite.h layout). Unless `post` is given, the post draws rows 0..1
// from the two pixel bytes after the column offsets.
Bytes hand_sprite(std::uint16_t left, std::uint16_t right, std::size_t posts = 1,
                  std::optional<SpritePost> post = std::nullopt) {
  SpriteLump lump;
  lump.left = left;
  lump.right = right;
  lump.pixel_data = {40, 41};
  const std::size_t columns = std::size_t{right} - left + 1;
  const std::size_t pixels_at = 4 + 2 * columns;
  const SpritePost drawn = post.value_or(SpritePost{4, static_cast<std::uint16_t>(pixels_at), 0});
  for (std::size_t i = 0; i < columns; ++i) {
    const std::size_t list_at = pixels_at + lump.pixel_data.size() + i * (6 * posts + 2);
    lump.column_offsets.push_back(static_cast<std::uint16_t>(list_at));
    lump.columns.push_back(SpriteColumn{std::vector<SpritePost>(posts, drawn)});
  }
  return must(encode_sprite_lump(lump), "encode_sprite_lump");
}

Bytes hand_sprite_post(SpritePost post, std::size_t posts = 1) {
  return hand_sprite(kSpriteCentre, kSpriteCentre, posts, post);
}

// The typed chunks of the synthetic VSWAP, whose whole file is too big to be a seed (334 KiB).
VswapContents synthetic_vswap_contents() {
  Findings findings;  // the set's sparse sounds (synthetic_set.h)
  return must(decode_vswap_contents(must(synthetic_vswap(), "synthetic_vswap"), findings),
              "decode_vswap_contents");
}

class VswapCrafter {
 public:
  explicit VswapCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus),
        synthetic_(synthetic_vswap_contents()),
        small_contents_(small_contents()),
        small_(vswap_of(small_contents_)) {}

  void craft() {
    valid();
    header_errors();
    chunk_errors();
    sprite_errors();
    sound_errors();
    quirks();
  }

 private:
  void add(const std::string& stem, const Bytes& vswap, const Expect& expect, const Notes& notes) {
    corpus_.add(kVswapTarget, stem, files_input({"VSWAP"}, {vswap}), expect, notes);
  }

  // The shortest present sound of the synthetic set: one chunk.
  DigitisedSound short_sound() const {
    const DigitisedSound* best = nullptr;
    for (const DigitisedSound& sound : synthetic_.sounds) {
      if (sound.sparse() || sound.samples.empty()) continue;
      if (best == nullptr || sound.samples.size() < best->samples.size()) best = &sound;
    }
    return *best;
  }

  // Two walls (the second sparse), three sprites (the second sparse) and one short sound.
  VswapContents small_contents() const {
    VswapContents contents;
    contents.walls = {synthetic_.walls.at(0), std::nullopt};
    contents.sprites = {sprite_lump_from_image(figure(20, 44)), std::nullopt,
                        sprite_lump_from_image(figure(28, 36))};
    contents.sounds = {short_sound()};
    return contents;
  }

  std::size_t small_chunks() const { return load_u16le(small_, 0); }
  std::size_t small_chunk_at(std::size_t chunk) const {
    return load_u32le(small_, vswap_offset_at(chunk));
  }
  std::size_t small_size_at(std::size_t chunk) const {
    return vswap_size_at(small_chunks(), chunk);
  }
  // Chunks of the small set: wall 0, sparse wall, sprites 2..4 (3 sparse), sound 5, table 6.
  static constexpr std::size_t kWall = 0;
  static constexpr std::size_t kSprite = 2;
  static constexpr std::size_t kSound = 5;
  static constexpr std::size_t kTable = 6;

  // A VSWAP of one sprite chunk holding `lump` and a one-sound table.
  Bytes with_sprite_lump(const Bytes& lump) const {
    Vswap vswap;
    vswap.sprite_start = 0;
    vswap.sound_start = 1;
    vswap.chunks = {lump, short_sound().samples,
                    encode_pcm_table({PcmTableEntry{
                        0, static_cast<std::uint16_t>(short_sound().samples.size())}})};
    return encode_vswap_of(vswap);
  }

  // A VSWAP of sound chunks `chunks` (one may be empty: sparse) and the table `entries`.
  static Bytes with_sounds(std::vector<Bytes> chunks, const std::vector<PcmTableEntry>& entries) {
    Vswap vswap;
    chunks.push_back(encode_pcm_table(entries));
    vswap.chunks = std::move(chunks);
    return encode_vswap_of(vswap);
  }

  void valid() {
    add("small_set", small_, decodes(),
        {"new_vswap_small",
         "new_vswap of a synthetic wall and a sparse one, two drawn sprites around a sparse one, "
         "and the synthetic set's shortest sound",
         kVswapSection,
         {"Q-VSWAP-SPARSE-CHUNK"}});
    VswapContents two_chunks = small_contents_;
    two_chunks.sounds = {synthetic_.sounds.at(0), short_sound()};
    two_chunks.walls = {synthetic_.walls.at(2), synthetic_.walls.at(3)};
    add("two_chunk_sound", vswap_of(two_chunks), decodes(),
        {"new_vswap_long_sound",
         "new_vswap of two synthetic walls, the sprites of the small set and the synthetic "
         "set's sound 0, which spans two chunks",
         kPcmSection});
  }

  void header_errors() {
    add("header_4_bytes", first_bytes(small_, 4), rejected("E-VSWAP-TRUNCATED", 4),
        {"vswap_cut_in_header", "the small VSWAP cut to 4 bytes, inside the 6-byte header",
         kVswapSection});
    add("tables_cut", first_bytes(small_, vswap_size_at(small_chunks(), 0) + 3),
        rejected("E-VSWAP-TRUNCATED"),
        {"vswap_cut_in_tables", "the small VSWAP cut inside its size table", kVswapSection});
    add("count_4097", with_u16(small_, 0, kMaxVswapChunks + 1), rejected("E-VSWAP-CHUNK-COUNT", 0),
        {"vswap_count_over_limit", "a chunk count of 4097, over the limit of 4096", kVswapSection});
    add("sprites_after_sounds", with_u16(small_, 2, static_cast<std::uint16_t>(kSound + 1)),
        rejected("E-VSWAP-SECTIONS", 2),
        {"vswap_sections_out_of_order", "the sprite start set after the sound start",
         kVswapSection});
  }

  void chunk_errors() {
    add("cut_in_last_chunk", first_bytes(small_, small_chunk_at(kTable) + 1),
        rejected("E-VSWAP-CHUNK-RANGE", vswap_offset_at(kTable)),
        {"vswap_cut_in_chunk", "the small VSWAP cut one byte into its pcm table chunk",
         kVswapSection});
    add("chunks_over_32mib", chunks_over_total(), rejected("E-VSWAP-CHUNK-TOTAL"),
        {"vswap_overlapping_chunks",
         "2365 chunks of 14188 bytes, all at the same offset: more than 32 MiB of chunks in a "
         "28 KiB file",
         kVswapSection});
    add("wall_4095_bytes", with_u16(small_, small_size_at(kWall), kWallBytes - 1),
        rejected("E-VSWAP-WALL-SIZE", 0),
        {"vswap_wall_size", "wall 0's size set to 4095: the engine draws 4096 bytes",
         kWallsSection});
  }

  // Chunk sizes add up past kMaxVswapChunkBytes with the fewest file bytes: n chunks of s bytes
  // with 6 * n + s minimal for n * s > 32 MiB.
  static Bytes chunks_over_total() {
    constexpr std::size_t kChunks = 2365;
    constexpr std::size_t kChunkBytes = 14188;
    static_assert(kChunks * kChunkBytes > kMaxVswapChunkBytes);
    const std::size_t header = kVswapHeaderBytes + kVswapChunkEntryBytes * kChunks;
    ByteWriter out;
    out.u16(static_cast<std::uint16_t>(kChunks));
    out.u16(0);
    out.u16(0);
    for (std::size_t i = 0; i < kChunks; ++i) out.u32(static_cast<std::uint32_t>(header));
    for (std::size_t i = 0; i < kChunks; ++i) out.u16(static_cast<std::uint16_t>(kChunkBytes));
    out.bytes(Bytes(kChunkBytes, 0));
    return out.take();
  }

  void sprite_errors() {
    const std::size_t sprite = small_chunk_at(kSprite);
    add("sprite_3_bytes", with_u16(small_, small_size_at(kSprite), 3),
        rejected("E-VSWAP-SPRITE-TRUNCATED"),
        {"vswap_sprite_size_cut", "the first sprite's chunk size set to 3 bytes", kSpritesSection});
    add("sprite_right_64", with_u16(small_, sprite + 2, kSpriteSide),
        rejected("E-VSWAP-SPRITE-BOUNDS", 0),
        {"sprite_right_column_64", "the first sprite's right column set to 64", kSpritesSection});
    const std::size_t right = load_u16le(small_, sprite + 2);
    add("sprite_left_after_right", with_u16(small_, sprite, right + 1),
        rejected("E-VSWAP-SPRITE-BOUNDS", 0),
        {"sprite_left_past_right",
         "the first sprite's left column set one past its right column (" + std::to_string(right) +
             ")",
         kSpritesSection});
    add("sprite_column_past_lump", with_u16(small_, sprite + 4, 0xFFF0),
        rejected("E-VSWAP-SPRITE-COLUMN-RANGE", 4),
        {"sprite_column_offset", "the first sprite's first column list at offset 0xFFF0",
         kSpritesSection});
    const std::size_t size = load_u16le(small_, small_size_at(kSprite));
    add("sprite_last_list_cut",
        with_u16(small_, small_size_at(kSprite), static_cast<std::uint16_t>(size - 2)),
        rejected("E-VSWAP-SPRITE-COMMANDS-TRUNCATED", size - 2),
        {"sprite_size_minus_terminator",
         "the first sprite's chunk 2 bytes short: its last command list loses its terminator",
         kSpritesSection});
    add("sprite_65_posts",
        with_sprite_lump(hand_sprite(kSpriteCentre, kSpriteCentre, kMaxSpritePostsPerColumn + 1)),
        rejected("E-VSWAP-SPRITE-POSTS"),
        {"sprite_posts_over_limit", "a column list of 65 posts, over the limit of 64",
         kSpritesSection});
    add("sprite_post_odd", with_sprite_lump(hand_sprite_post({3, 0, 0})),
        rejected("E-VSWAP-SPRITE-POST-ODD"),
        {"sprite_post_odd_row", "a post whose end row * 2 is 3", kSpritesSection});
    add("sprite_post_row_65", with_sprite_lump(hand_sprite_post({130, 0, 0})),
        rejected("E-VSWAP-SPRITE-POST-RANGE"),
        {"sprite_post_past_row_64", "a post ending at row 65", kSpritesSection});
    add("sprite_pixels_past_lump", with_sprite_lump(hand_sprite_post({4, 0x7000, 0})),
        rejected("E-VSWAP-SPRITE-PIXEL-RANGE"),
        {"sprite_post_pixel_offset", "a post whose pixels are at lump byte 0x7000",
         kSpritesSection});
  }

  void sound_errors() {
    add("table_sparse", with_u16(small_, small_size_at(kTable), 0),
        rejected("E-VSWAP-SOUND-TABLE-MISSING", 0),
        {"vswap_table_size_zero", "the pcm table chunk's size set to 0: sparse", kPcmSection});
    add("sound_chunk_200", with_u16(small_, small_chunk_at(kTable), 200),
        rejected("E-VSWAP-SOUND-RANGE", 0),
        {"pcm_table_first_chunk", "the sound's first chunk set to 200 of 1 sound chunk",
         kPcmSection});
    add("sound_second_chunk_sparse",
        with_sounds({Bytes(kPcmChunkBytes, 0x80), {}}, {PcmTableEntry{0, 5000}}),
        rejected("E-VSWAP-SOUND-SPARSE-CHUNK", 0),
        {"pcm_sparse_second_chunk", "a 5000-byte sound whose second chunk is sparse", kPcmSection});
    add("sound_chunk_5000", with_sounds({Bytes(5000, 0x80)}, {PcmTableEntry{0, 4000}}),
        rejected("E-VSWAP-SOUND-CHUNK-SIZE", 0),
        {"pcm_chunk_over_page",
         "a 4000-byte sound in a chunk of 5000 bytes, over the engine's 4096-byte page",
         kPcmSection});
    add("sound_chunk_short", with_sounds({Bytes(50, 0x80)}, {PcmTableEntry{0, 100}}),
        rejected("E-VSWAP-SOUND-CHUNK-SHORT", 0),
        {"pcm_chunk_short", "a 100-byte sound in a 50-byte chunk", kPcmSection});
    add("sounds_over_16mib", sparse_sounds_over_total(), rejected("E-VSWAP-SOUND-TOTAL"),
        {"pcm_lengths_over_limit",
         "257 table entries of 65535 bytes, all on the same 16 sparse chunks: more than 16 MiB",
         kPcmSection});
  }

  // Sparse sounds cost no sample bytes, so only the table grows.
  static Bytes sparse_sounds_over_total() {
    constexpr std::size_t kEntries = kMaxPcmSoundBytes / 0xFFFF + 1;
    const std::vector<PcmTableEntry> entries(kEntries, PcmTableEntry{0, 0xFFFF});
    return with_sounds(std::vector<Bytes>(0xFFFF / kPcmChunkBytes + 1), entries);
  }

  void quirks() {
    add("sprite_left_40", with_sprite_lump(must(encode_sprite(figure(40, 50)), "encode_sprite")),
        tolerated("W-VSWAP-SPRITE-LEFT-GE-32"),
        {"encode_sprite_right_half", "a sprite drawn in columns 40..50 only: left column 40",
         kSpritesSection});
    add("sprite_right_column_10", with_sprite_lump(hand_sprite(2, 10)),
        tolerated("W-VSWAP-SPRITE-RIGHT-LT-32"),
        {"sprite_right_below_32", "a sprite lump of columns 2..10, right column below 32",
         kSpritesSection});
    VswapContents sparse = small_contents_;
    sparse.sounds.push_back(DigitisedSound{{}, 1200});
    add("sound_sparse", vswap_of(sparse), tolerated("W-VSWAP-SOUND-SPARSE"),
        {"new_vswap_sparse_sound",
         "the small set with a second sound of 1200 bytes left out, as wl1 leaves out sounds",
         kPcmSection});
    Vswap tail = must(new_vswap(small_contents_), "new_vswap");
    tail.chunks.back().insert(tail.chunks.back().end(), {0, 0});
    add("table_tail", encode_vswap_of(tail), tolerated("W-VSWAP-SOUND-TABLE-TAIL"),
        {"pcm_table_tail", "2 bytes after the pcm table's last entry", kPcmSection});
    add("sound_chunk_tail", with_sounds({Bytes(120, 0x80)}, {PcmTableEntry{0, 100}}),
        tolerated("W-VSWAP-SOUND-CHUNK-TAIL"),
        {"pcm_chunk_tail", "a 100-byte sound in a 120-byte chunk", kPcmSection});
  }

  corpus::RecipeBook& corpus_;
  VswapContents synthetic_;
  VswapContents small_contents_;
  Bytes small_;
};

// ---- wolf_audio_fuzzer: [u8 sound effects][u8 music][AUDIOHED, AUDIOT] -------------------------

constexpr std::string_view kAudioTarget = "wolf_audio_fuzzer";
constexpr std::string_view kAudiohedSection = "seed 001 Audiohed";
constexpr std::string_view kAudiotSection = "seed 001 Audiot";
constexpr std::string_view kPcSection = "seed 001 PC sound effect";
constexpr std::string_view kAdlibSection = "seed 001 Adlib sound effect";
constexpr std::string_view kDigitalSection = "seed 001 Digital sound effect";
constexpr std::string_view kMusicSection = "seed 001 Music";
constexpr std::size_t kSmallSoundEffects = 3;

Input audio_input(const AudioCounts& counts, const Bytes& audiohed, const Bytes& audiot) {
  const Bytes files = fuzz::join_files({audiohed, audiot});
  Bytes bytes = {static_cast<std::uint8_t>(counts.sound_effects),
                 static_cast<std::uint8_t>(counts.music)};
  bytes.insert(bytes.end(), files.begin(), files.end());
  return Input{std::move(bytes),
               {{"layout", "fuzz/wolf_audio_fuzzer.cc: u8 sound effects, u8 music, then " +
                               std::string(kFilesLayout)},
                {"sound_effects", counts.sound_effects},
                {"music", counts.music},
                {"files", file_entries({"AUDIOHED", "AUDIOT"}, {audiohed, audiot}, 2)}}};
}

// AUDIOHED and AUDIOT holding `lumps` back to back.
EncodedAudioFiles files_of_lumps(const std::vector<Bytes>& lumps) {
  ByteWriter audiohed;
  ByteWriter audiot;
  for (const Bytes& lump : lumps) {
    audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
    audiot.bytes(lump);
  }
  audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
  return EncodedAudioFiles{audiohed.take(), audiot.take()};
}

class AudioCrafter {
 public:
  AudioCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus),
        synthetic_{*synthetic.file("audiohed"), *synthetic.file("audiot")},
        small_model_(small_audio()),
        small_counts_(audio_counts_of(small_model_)),
        small_(must(encode_audio(small_model_), "encode_audio")),
        small_lumps_(must(encode_audiot_lumps(small_model_), "encode_audiot_lumps")) {}

  void craft() {
    valid();
    table_errors();
    lump_errors();
    quirks();
  }

 private:
  void add(const std::string& stem, const AudioCounts& counts, const EncodedAudioFiles& files,
           const Expect& expect, const Notes& notes) {
    corpus_.add(kAudioTarget, stem, audio_input(counts, files.audiohed, files.audiot), expect,
                notes);
  }
  void add_small(const std::string& stem, const EncodedAudioFiles& files, const Expect& expect,
                 const Notes& notes) {
    add(stem, small_counts_, files, expect, notes);
  }

  // Three sound effects and two songs (the second empty) taken from the synthetic set.
  static Audio small_audio() {
    const Audio synthetic = synthetic_audio();
    std::vector<SoundEffect> effects;
    for (std::size_t k = 0; k < synthetic.pc_sounds.size() && effects.size() < kSmallSoundEffects;
         ++k) {
      if (synthetic.pc_sounds[k] && synthetic.adlib_sounds[k]) {
        effects.push_back(SoundEffect{synthetic.pc_sounds[k], synthetic.adlib_sounds[k]});
      }
    }
    return new_audio(effects, {synthetic.music.at(0), std::nullopt});
  }

  // The small set with lump `index` replaced.
  EncodedAudioFiles small_with_lump(std::size_t index, Bytes lump) const {
    std::vector<Bytes> lumps = small_lumps_;
    lumps.at(index) = std::move(lump);
    return files_of_lumps(lumps);
  }
  std::size_t lump_start(std::size_t index) const { return load_u32le(small_.audiohed, 4 * index); }
  std::size_t adlib_lump() const { return kSmallSoundEffects; }
  std::size_t music_lump() const { return 3 * kSmallSoundEffects; }

  void valid() {
    const VersionFacts& wl1 = version_facts(kSyntheticSetVersion);
    add("synthetic_set", AudioCounts{wl1.sound_effects, wl1.music}, synthetic_, decodes(),
        {"synthetic_set",
         "AUDIOHED and AUDIOT of the synthetic set (synthetic_set.h) with wl1's counts, 87 sound "
         "effects and 27 songs",
         kAudiohedSection});
    add_small("small_set", small_, decodes(),
              {"new_audio_small",
               "new_audio of three synthetic sound effects, a synthetic song and an empty one",
               kAudiotSection});
  }

  void table_errors() {
    std::vector<Bytes> without_digital;
    for (std::size_t i = 0; i < small_lumps_.size(); ++i) {
      const bool digital = i >= 2 * kSmallSoundEffects && i < 3 * kSmallSoundEffects;
      if (!digital) without_digital.push_back(small_lumps_[i]);
    }
    add_small("digital_placeholders_missing", files_of_lumps(without_digital),
              rejected("E-AUDIOHED-COUNT"),
              {"audiohed_without_digital",
               "the small set without its three digital placeholder lumps: seed 001 says their "
               "offsets must exist, and the table is 3 offsets short",
               kDigitalSection});
    add_small(
        "audiohed_cut", {first_bytes(small_.audiohed, small_.audiohed.size() - 1), small_.audiot},
        rejected("E-AUDIOHED-SIZE", small_.audiohed.size() - 1),
        {"audiohed_cut_one_byte", "AUDIOHED one byte short of whole offsets", kAudiohedSection});
    add("one_more_effect", {small_counts_.sound_effects + 1, small_counts_.music}, small_,
        rejected("E-AUDIOHED-COUNT", small_.audiohed.size()),
        {"audio_counts_one_more",
         "the small set read with 4 sound effects: its table is 3 offsets short",
         kAudiohedSection});
    add_small("offset_backwards",
              {with_u32(small_.audiohed, 8, static_cast<std::uint32_t>(lump_start(1) - 1)),
               small_.audiot},
              rejected("E-AUDIOHED-OFFSET-ORDER", 8),
              {"audiohed_offset_backwards", "offset 2 set one below offset 1", kAudiohedSection});
    const std::size_t last = small_.audiohed.size() - 4;
    add_small(
        "end_past_audiot",
        {with_u32(small_.audiohed, last, static_cast<std::uint32_t>(small_.audiot.size() + 1)),
         small_.audiot},
        rejected("E-AUDIOHED-OFFSET-RANGE", last),
        {"audiohed_end_past_file", "the last offset one byte past the end of AUDIOT",
         kAudiohedSection});
  }

  void lump_errors() {
    add_small(
        "pc_3_bytes", small_with_lump(0, {1, 0, 0}), rejected("E-AUDIOT-PC-TRUNCATED"),
        {"pc_lump_cut", "PC speaker sound 0 cut to 3 bytes, inside its 6-byte header", kPcSection});
    add_small("pc_size_past_lump",
              {small_.audiohed, with_u32(small_.audiot, lump_start(0), 0xFFFF)},
              rejected("E-AUDIOT-PC-SIZE", lump_start(0)),
              {"pc_size_grown", "PC speaker sound 0 declares 65535 samples", kPcSection});
    add_small("adlib_10_bytes", small_with_lump(adlib_lump(), Bytes(10, 1)),
              rejected("E-AUDIOT-ADLIB-TRUNCATED"),
              {"adlib_lump_cut", "AdLib sound 0 cut to 10 bytes, inside its 23-byte header",
               kAdlibSection});
    add_small("adlib_size_past_lump",
              {small_.audiohed, with_u32(small_.audiot, lump_start(adlib_lump()), 0xFFFF)},
              rejected("E-AUDIOT-ADLIB-SIZE", lump_start(adlib_lump())),
              {"adlib_size_grown", "AdLib sound 0 declares 65535 pitches", kAdlibSection});
    add_small("music_1_byte", small_with_lump(music_lump(), {4}),
              rejected("E-AUDIOT-MUSIC-TRUNCATED"),
              {"music_lump_cut", "song 0 cut to 1 byte, inside its size field", kMusicSection});
    add_small("imf_size_past_lump",
              {small_.audiohed, with_u16(small_.audiot, lump_start(music_lump()), 0xFFFC)},
              rejected("E-AUDIOT-IMF-SIZE", lump_start(music_lump())),
              {"imf_size_grown", "song 0 declares 65532 bytes of commands", kMusicSection});
  }

  void quirks() {
    Audio zero_sized = small_model_;
    zero_sized.pc_sounds[1].reset();
    zero_sized.adlib_sounds[2].reset();
    add_small("zero_sized_lumps", must(encode_audio(zero_sized), "encode_audio"), decodes(),
              {"new_audio_zero_sized",
               "the small set with PC speaker sound 1 and AdLib sound 2 zero-sized (and its "
               "empty second song): seed 001 says such lumps are valid and never read",
               kAudiohedSection,
               {"Q-AUDIOT-ZERO-SIZED-LUMP"}});
    add("song_1_extra", {small_counts_.sound_effects, small_counts_.music - 1}, small_,
        tolerated("W-AUDIOHED-EXTRA-OFFSETS"),
        {"audio_counts_one_song_less",
         "the small set read with 1 song: its empty second song is an extra lump",
         kAudiohedSection});
    Audio leading = small_model_;
    leading.before_first_lump = text_bytes("LEAD");
    add_small("leading_bytes", must(encode_audio(leading), "encode_audio"),
              tolerated("W-AUDIOT-LEADING-BYTES"),
              {"audiot_leading", "4 bytes before the first lump of AUDIOT", kAudiohedSection});
    Audio trailing = small_model_;
    trailing.after_last_lump = text_bytes("TAIL");
    add_small("trailing_bytes", must(encode_audio(trailing), "encode_audio"),
              tolerated("W-AUDIOT-TRAILING-BYTES"),
              {"audiot_trailing", "4 bytes after the last offset of AUDIOT", kAudiohedSection});
    Audio digital = small_model_;
    digital.digital_sounds[0] = {1, 2, 3};
    add_small(
        "digital_3_bytes", must(encode_audio(digital), "encode_audio"),
        tolerated("W-AUDIOT-DIGITAL-NOT-EMPTY"),
        {"digital_placeholder_bytes", "digital placeholder 0 holds 3 bytes", kDigitalSection});
    Audio odd = small_model_;
    odd.music[0]->partial_command = {0x20, 0x01};
    add_small("imf_partial_command", must(encode_audio(odd), "encode_audio"),
              tolerated("W-AUDIOT-IMF-SIZE-ODD"),
              {"imf_size_odd", "song 0 with 2 bytes of a partial command after its commands",
               kMusicSection});
  }

  corpus::RecipeBook& corpus_;
  EncodedAudioFiles synthetic_;
  Audio small_model_;
  AudioCounts small_counts_;
  EncodedAudioFiles small_;
  std::vector<Bytes> small_lumps_;
};

// ---- wolf_adlib_sound_fuzzer: one AdLib sound effect lump ---------------------------------------

constexpr std::string_view kAdlibSoundTarget = "wolf_adlib_sound_fuzzer";

Input lump_input(const Bytes& lump, std::string_view layout) {
  return Input{lump, {{"layout", layout}}};
}

void craft_adlib_sounds(corpus::RecipeBook& corpus) {
  constexpr std::string_view kLayout = "fuzz/wolf_adlib_sound_fuzzer.cc: the lump as is";
  const auto add = [&](const std::string& stem, const Bytes& lump, const Expect& expect,
                       const Notes& notes) {
    corpus.add(kAdlibSoundTarget, stem, lump_input(lump, kLayout), expect, notes);
  };
  const Audio synthetic = synthetic_audio();
  std::vector<AdlibSound> sounds;
  for (const auto& sound : synthetic.adlib_sounds) {
    if (sound && sounds.size() < 3) sounds.push_back(*sound);
  }
  for (std::size_t k = 0; k < sounds.size(); ++k) {
    add("synthetic_effect_" + std::to_string(k), encode_adlib_sound_lump(sounds[k]), decodes(),
        {"adlib_synthetic", "AdLib effect " + std::to_string(k) + " of the synthetic set",
         kAdlibSection});
  }
  const Bytes sample = encode_adlib_sound_lump(sounds[0]);
  add("header_cut", first_bytes(sample, 10), rejected("E-AUDIOT-ADLIB-TRUNCATED"),
      {"adlib_lump_cut", "synthetic effect 0 cut to 10 bytes, inside its 23-byte header",
       kAdlibSection});
  add("size_past_lump", with_u32(sample, 0, 0xFFFF), rejected("E-AUDIOT-ADLIB-SIZE", 0),
      {"adlib_size_grown", "synthetic effect 0 declaring 65535 pitches", kAdlibSection});
  AdlibSound silent = sounds[0];
  silent.pitches.clear();
  add("no_pitches", encode_adlib_sound_lump(silent), tolerated("W-AUDIOT-ADLIB-NO-PITCHES"),
      {"adlib_no_pitches",
       "synthetic effect 0 with a pitch count of 0, its tag kept: the engine would play the "
       "bytes after the lump",
       kAdlibSection});
}

// ---- wolf_imf_fuzzer: a standalone IMF file
// ------------------------------------------------------

constexpr std::string_view kImfTarget = "wolf_imf_fuzzer";
constexpr std::string_view kImfSection = "seed 001 Music";
constexpr std::size_t kImfSeedCommands = 200;

void craft_imf_files(corpus::RecipeBook& corpus) {
  constexpr std::string_view kLayout = "fuzz/wolf_imf_fuzzer.cc: the file as is";
  const auto add = [&](const std::string& stem, const Bytes& file, const Expect& expect,
                       const Notes& notes) {
    corpus.add(kImfTarget, stem, lump_input(file, kLayout), expect, notes);
  };
  // The synthetic set's first song, its first commands, behind the reset command a type 0 file
  // starts with (register 0, value 0, no delay).
  Music song = *synthetic_audio().music.at(0);
  song.commands.resize(std::min(song.commands.size(), kImfSeedCommands));
  song.commands.insert(song.commands.begin(), ImfCommand{0, 0, 0});
  song.partial_command.clear();
  const ImfFile type1{ImfType::kType1, song};
  add("type1_synthetic_song", must(encode_imf_file(type1), "encode_imf_file"), decodes(),
      {"imf_type1_synthetic",
       "a reset command and the synthetic set's song 0 as the music lump: u16 size, then the "
       "commands",
       kImfSection});
  ImfFile type0{ImfType::kType0, song};
  type0.music.tag.clear();
  const Bytes type0_bytes = must(encode_imf_file(type0), "encode_imf_file");
  add("type0_synthetic_song", type0_bytes, decodes(),
      {"imf_type0_synthetic", "the same commands alone: a type 0 file", kImfSection});
  add("empty", {}, rejected("E-IMF-EMPTY", 0), {"imf_empty", "a file of no bytes", kImfSection});
  add("type0_partial_command", concat({type0_bytes, Bytes{0xb0, 0x20, 0x01}}),
      tolerated("W-IMF-PARTIAL"),
      {"imf_type0_partial", "the type 0 file with 3 bytes of a command after its last one",
       kImfSection});
}

// ---- wolf_save_game_fuzzer: [params, SAVEGAM] --------------------------------------------------

constexpr std::string_view kSaveTarget = "wolf_save_game_fuzzer";
constexpr std::string_view kSaveSection = "seed 001 SAVED GAMES";
// Where the object list starts in a save of nmap level ratios (save_game.h layout).
std::size_t save_objects_at(int episode_maps) {
  return kSaveNameBytes + kSaveGameStateBytes + kSaveLevelRatioBytes * episode_maps +
         kSaveMapTiles * 3 + kSaveAreas * kSaveAreas + 2 * kSaveAreas;
}

Input save_input(int episode_maps, const Bytes& save) {
  const Bytes params = {static_cast<std::uint8_t>(episode_maps == kMaxSaveEpisodeMaps ? 1 : 0)};
  return Input{fuzz::join_files({params, save}),
               {{"layout", kFilesLayout},
                {"episode_maps", episode_maps},
                {"files", file_entries({"params", "SAVEGAM"}, {params, save}, 0)}}};
}

SaveObject object_at(std::uint16_t tile_x, std::uint16_t tile_y, std::uint16_t object_class) {
  SaveObject object;
  object.active = 1;
  object.object_class = object_class;
  object.tile_x = tile_x;
  object.tile_y = tile_y;
  object.x = (tile_x << 16) + 0x8000;  // the middle of the tile, 16.16 fixed point
  object.y = (tile_y << 16) + 0x8000;
  object.area_number = 1;
  object.hit_points = 25;
  return object;
}

// A game on map 0: a walled room, the player and one guard, a lamp and a closed door.
SaveGame small_save(int episode_maps) {
  SaveGame save;
  const std::string_view name = "Corpus save";
  std::copy(name.begin(), name.end(), save.name.begin());
  SaveGameState& state = save.state;
  state.difficulty = GameDifficulty::kMedium;
  state.score = 1200;
  state.next_extra = 40000;
  state.lives = 3;
  state.health = 100;
  state.ammo = 8;
  state.best_weapon = Weapon::kPistol;
  state.weapon = Weapon::kPistol;
  state.chosen_weapon = Weapon::kPistol;
  state.kill_total = 1;
  state.time_count = 700;
  save.level_ratios.resize(static_cast<std::size_t>(episode_maps));
  for (std::size_t y = 0; y < kSaveMapSide; ++y) {
    for (std::size_t x = 0; x < kSaveMapSide; ++x) {
      const bool edge = x == 0 || y == 0 || x + 1 == kSaveMapSide || y + 1 == kSaveMapSide;
      save.tile_map[x * kSaveMapSide + y] = edge ? 1 : 0;
      save.actor_at[x * kSaveMapSide + y] = edge ? 1 : 0;  // a wall's tile number
    }
  }
  save.area_by_player[1] = 1;
  save.player = object_at(32, 32, 0);
  save.player.hit_points = 100;
  save.actors = {object_at(40, 32, 3)};
  save.last_static = 1;
  save.statics[0] = SaveStatic{30, 30, 0, 4, 0, 0};  // sprite 4, seed 002 "yellow chandelier"
  save.doors[0] = SaveDoor{20, 32, 1, 0, 0, DoorAction::kClosed, 0};
  return save;
}

class SaveCrafter {
 public:
  explicit SaveCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus), wolf_(encode_save_game(small_save(kWolfSaveEpisodeMaps))) {}

  void craft() {
    valid();
    errors();
    quirks();
  }

 private:
  void add(const std::string& stem, int episode_maps, const Bytes& save, const Expect& expect,
           const Notes& notes) {
    corpus_.add(kSaveTarget, stem, save_input(episode_maps, save), expect, notes);
  }
  void add_wolf(const std::string& stem, const Bytes& save, const Expect& expect,
                const Notes& notes) {
    add(stem, kWolfSaveEpisodeMaps, save, expect, notes);
  }

  // The small Wolfenstein save with one change to its model, encoded again.
  template <typename Change>
  Bytes wolf_with(Change change) const {
    SaveGame save = small_save(kWolfSaveEpisodeMaps);
    change(save);
    return encode_save_game(save);
  }

  void valid() {
    add_wolf("wolf_8_ratios", wolf_, decodes(),
             {"encode_save_game_wolf",
              "encode_save_game of a game on map 0 with the player and one guard, 8 level ratios",
              kSaveSection});
    add_wolf("name_empty", wolf_with([](SaveGame& save) { save.name.fill(0); }), decodes(),
             {"encode_save_game_empty_name",
              "the Wolfenstein save with an empty name (32 NUL bytes): seed 001 says the name "
              "may be empty",
              kSaveSection,
              {"Q-SAVE-NAME-EMPTY"}});
    add("spear_20_ratios", kMaxSaveEpisodeMaps, encode_save_game(small_save(kMaxSaveEpisodeMaps)),
        decodes(),
        {"encode_save_game_spear", "the same game with Spear of Destiny's 20 level ratios",
         kSaveSection});
  }

  void errors() {
    add_wolf(
        "cut_in_state", first_bytes(wolf_, 50), rejected("E-SAVE-TRUNCATED", 50),
        {"save_cut_in_state", "the save cut to 50 bytes, inside the game state", kSaveSection});
    add_wolf("cut_before_checksum", first_bytes(wolf_, wolf_.size() - 2),
             rejected("E-SAVE-TRUNCATED", wolf_.size() - kSaveChecksumBytes),
             {"save_cut_in_checksum", "the save 2 bytes short: the checksum is cut", kSaveSection});
    const std::size_t guard = save_objects_at(kWolfSaveEpisodeMaps) + kSaveObjectBytes;
    add_wolf("cut_in_objects", first_bytes(wolf_, guard + 30),
             rejected("E-SAVE-OBJECT-LIST-UNTERMINATED"),
             {"save_cut_in_object_list", "the save cut in the middle of the guard's entry",
              kSaveSection});
    add_wolf("150_actors", wolf_with([](SaveGame& save) {
               save.actors.assign(kMaxSaveActors + 1, object_at(40, 32, 3));
             }),
             rejected("E-SAVE-OBJECT-COUNT"),
             {"save_actors_over_limit",
              "150 actors after the player: the engine's 150 object slots hold 149", kSaveSection});
  }

  void quirks() {
    const Bytes bad_sum = with_u8(wolf_, wolf_.size() - 1, wolf_.back() ^ 0x40);
    add_wolf("checksum_changed", bad_sum, tolerated("W-SAVE-CHECKSUM"),
             {"save_checksum_flip", "one bit of the stored checksum changed", kSaveSection});
    add_wolf("trailing_bytes", concat({wolf_, text_bytes("END")}),
             tolerated("W-SAVE-TRAILING-BYTES"),
             {"save_trailing", "3 bytes after the checksum", kSaveSection});
    add_model_quirk("name_unterminated", "W-SAVE-NAME-UNTERMINATED", "a name of 32 'A's, no NUL",
                    [](SaveGame& save) { save.name.fill('A'); });
    add_model_quirk("player_end_marker", "W-SAVE-PLAYER-END-MARKER",
                    "the player's entry with active 0xffff",
                    [](SaveGame& save) { save.player.active = kSaveObjectListEnd; });
    add_model_quirk("difficulty_4", "W-SAVE-DIFFICULTY-RANGE", "difficulty 4",
                    [](SaveGame& save) { save.state.difficulty = static_cast<GameDifficulty>(4); });
    add_model_quirk("map_60", "W-SAVE-MAP-RANGE", "map 60",
                    [](SaveGame& save) { save.state.map = 60; });
    add_model_quirk("lives_10", "W-SAVE-LIVES-RANGE", "10 lives",
                    [](SaveGame& save) { save.state.lives = 10; });
    add_model_quirk("health_0", "W-SAVE-HEALTH-RANGE", "health 0",
                    [](SaveGame& save) { save.state.health = 0; });
    add_model_quirk("ammo_100", "W-SAVE-AMMO-RANGE", "100 rounds of ammo",
                    [](SaveGame& save) { save.state.ammo = 100; });
    add_model_quirk("weapon_4", "W-SAVE-WEAPON-RANGE", "weapon 4",
                    [](SaveGame& save) { save.state.weapon = static_cast<Weapon>(4); });
    add_model_quirk("episode_6", "W-SAVE-EPISODE-RANGE", "episode 6 of Wolfenstein's 0-5",
                    [](SaveGame& save) { save.state.episode = 6; });
    SaveGame spear = small_save(kMaxSaveEpisodeMaps);
    spear.state.episode = 1;
    add("spear_episode_1", kMaxSaveEpisodeMaps, encode_save_game(spear),
        tolerated("W-SAVE-EPISODE-RANGE"),
        {"encode_save_game_spear_episode", "a Spear of Destiny save in episode 1: Spear has only 0",
         kSaveSection});
  }

  template <typename Change>
  void add_model_quirk(const std::string& stem, const std::string& id, const std::string& what,
                       Change change) {
    add_wolf(stem, wolf_with(change), tolerated(id),
             {"encode_save_game_changed", "the Wolfenstein save with " + what, kSaveSection});
  }

  corpus::RecipeBook& corpus_;
  Bytes wolf_;
};

// ---- wolf_config_fuzzer: the CONFIG file -------------------------------------------------------

constexpr std::string_view kConfigTarget = "wolf_config_fuzzer";
constexpr std::string_view kConfigSection = "seed 001 Saved game settings and highscores";

class ConfigCrafter {
 public:
  explicit ConfigCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus), default_(encode_config(default_config())) {}

  void craft() {
    add("default", default_, decodes(),
        {"encode_config_default",
         "encode_config(default_config()): the shipped high scores and first-run settings"});
    add("cut_to_521", first_bytes(default_, kConfigBytes - 1), rejected("E-CONFIG-SIZE", 521),
        {"config_cut_one_byte", "the default config one byte short of 522"});
    add("empty", {}, rejected("E-CONFIG-SIZE", 0), {"config_empty", "an empty config file"});
    add("trailing_bytes", concat({default_, text_bytes("old tail")}),
        tolerated("W-CONFIG-TRAILING-BYTES"),
        {"config_trailing", "8 bytes after the 522: the writer does not truncate the file"});
    quirk("score_name_unterminated", "W-CONFIG-SCORE-NAME-UNTERMINATED",
          "high score 0's name 58 'B's, no NUL",
          [](Config& config) { config.high_scores[0].name.fill('B'); });
    quirk("sound_mode_3", "W-CONFIG-SOUND-MODE-RANGE", "sound mode 3",
          [](Config& config) { config.sound_mode = static_cast<SoundMode>(3); });
    quirk("music_mode_2", "W-CONFIG-MUSIC-MODE-RANGE", "music mode 2",
          [](Config& config) { config.music_mode = static_cast<MusicMode>(2); });
    quirk("digi_mode_4", "W-CONFIG-DIGI-MODE-RANGE", "digitised sound mode 4",
          [](Config& config) { config.digi_mode = static_cast<DigiMode>(4); });
    quirk("mouse_enabled_2", "W-CONFIG-BOOLEAN-RANGE", "mouse enabled 2",
          [](Config& config) { config.mouse_enabled = 2; });
    quirk("joystick_port_2", "W-CONFIG-JOYSTICK-PORT-RANGE", "joystick port 2",
          [](Config& config) { config.joystick_port = 2; });
    quirk("scan_code_0x80", "W-CONFIG-SCAN-CODE-RANGE", "the north key's scan code 0x80",
          [](Config& config) { config.direction_scan[0] = 0x80; });
    quirk("mouse_button_8", "W-CONFIG-BUTTON-RANGE", "mouse button 3 set to action 8",
          [](Config& config) { config.mouse_buttons[3] = 8; });
    quirk("view_size_20", "W-CONFIG-VIEW-SIZE-RANGE", "view size 20",
          [](Config& config) { config.view_size = 20; });
    quirk("mouse_adjustment_10", "W-CONFIG-MOUSE-ADJUSTMENT-RANGE", "mouse adjustment 10",
          [](Config& config) { config.mouse_adjustment = 10; });
  }

 private:
  struct ConfigNotes {
    std::string recipe;
    std::string description;
  };

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const ConfigNotes& notes) {
    corpus_.add(kConfigTarget, stem,
                Input{file, {{"layout", "fuzz/wolf_config_fuzzer.cc: the CONFIG file as is"}}},
                expect, Notes{notes.recipe, notes.description, kConfigSection});
  }

  template <typename Change>
  void quirk(const std::string& stem, const std::string& id, const std::string& what,
             Change change) {
    Config config = default_config();
    change(config);
    add(stem, encode_config(config), tolerated(id),
        {"encode_config_changed", "the default config with " + what});
  }

  corpus::RecipeBook& corpus_;
  Bytes default_;
};

// ---- wolf_set_fuzzer: the eight files of a set --------------------------------------------------

constexpr std::string_view kSetTarget = "wolf_set_fuzzer";
constexpr std::string_view kSetSection = "seed 002 The main resources of the game";
// The input's files, in the order of kWolfSetStems (wolf_set.h).
const std::vector<std::string_view> kSetFileNames = {"MAPHEAD",  "GAMEMAPS", "VGAHEAD",  "VGADICT",
                                                     "VGAGRAPH", "VSWAP",    "AUDIOHED", "AUDIOT"};

// Whole sets cost a few hundred KiB each (the synthetic VSWAP is 334 KiB), so the target gets
// only the cases no single-family target reaches: what check_wolf_set and the version detection
// add, and a VGAHEAD too long for wolf_graphics_fuzzer's max_len.
class SetCrafter {
 public:
  SetCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus), synthetic_(synthetic) {}

  void craft() {
    add("synthetic_set", synthetic_, decodes(synthetic_findings()),
        {"synthetic_set",
         "the eight files of the synthetic set (synthetic_set.h); without an extension its "
         "counts make it wl1",
         kSetSection});
    add("pcm_table_45_sounds", with_file("vswap", vswap_one_sound_less()),
        tolerated("W-VSWAP-SOUND-COUNT", synthetic_findings()),
        {"synthetic_set_short_pcm_table",
         "the synthetic set with its last digitised sound left out of VSWAP: the pcm table lists "
         "45 sounds where wl1's engine references 46",
         kPcmSection});
    // Without VSWAP (an empty file is a missing one) the set stays small; the counts in MAPHEAD
    // and AUDIOHED still make it wl1, whose engine plays 4 demos.
    WolfSetFiles one_demo = synthetic_;
    const EncodedGraphicsFiles small_graphics = encode_lumps(small_lumps());
    one_demo.files["vgahead"] = small_graphics.vgahead;
    one_demo.files["vgadict"] = small_graphics.vgadict;
    one_demo.files["vgagraph"] = small_graphics.vgagraph;
    one_demo.files.erase("vswap");
    add("graphics_with_one_demo", one_demo,
        tolerated("W-VGAGRAPH-DEMO-COUNT", {"W-MAPHEAD-OFFSET-ZERO"}),
        {"synthetic_set_small_graphics",
         "the synthetic maps and audio with the small graphics of wolf_graphics_fuzzer (one "
         "demo) and no VSWAP: wl1 has 4 demos",
         kDemosSection});
    WolfSetFiles vgahead_over_limit;
    vgahead_over_limit.files["vgahead"] = Bytes(kVgaheadEntryBytes * (kMaxVgaheadOffsets + 1), 0);
    vgahead_over_limit.files["vgadict"] = small_graphics.vgadict;
    vgahead_over_limit.files["vgagraph"] = small_graphics.vgagraph;
    add("vgahead_65537_offsets", vgahead_over_limit, rejected("E-VGAHEAD-COUNT"),
        {"vgahead_over_limit",
         "only the graphics files, VGAHEAD holding 65537 offsets (192 KiB, more than "
         "wolf_graphics_fuzzer's max_len): over the 65536 a set may have",
         kVgaheadSection});
    WolfSetFiles unknown_counts = with_file("audiohed", audiohed_one_offset_more());
    unknown_counts.files.erase("vswap");
    add("audiohed_290_offsets", unknown_counts, rejected("E-SET-AUDIO-COUNTS"),
        {"synthetic_set_audiohed_290",
         "the synthetic set without VSWAP and with its last AUDIOHED offset written twice: 290 "
         "offsets fit no version, and with no extension nothing else names the sound effect and "
         "music counts",
         kAudiohedSection});
  }

 private:
  // A file the set lacks is given as an empty file.
  void add(const std::string& stem, const WolfSetFiles& files, const Expect& expect,
           const Notes& notes) {
    std::vector<ByteSpan> spans;
    for (const std::string_view file_stem : kWolfSetStems) {
      const Bytes* file = files.file(file_stem);
      spans.push_back(file != nullptr ? ByteSpan(*file) : ByteSpan());
    }
    corpus_.add(kSetTarget, stem, files_input(kSetFileNames, spans), expect, notes);
  }

  WolfSetFiles with_file(const std::string& stem, Bytes bytes) const {
    WolfSetFiles files = synthetic_;
    files.files[stem] = std::move(bytes);
    return files;
  }

  // The findings of the synthetic set: the set has two maps in MAPHEAD's 100 slots, and leaves
  // out the sounds wl1 leaves out (synthetic_set.h).
  static std::vector<std::string> synthetic_findings() {
    return {"W-MAPHEAD-OFFSET-ZERO", "W-VSWAP-SOUND-SPARSE"};
  }

  static Bytes vswap_one_sound_less() {
    VswapContents contents = synthetic_vswap_contents();
    contents.sounds.pop_back();
    return vswap_of(contents);
  }

  Bytes audiohed_one_offset_more() const {
    const Bytes& audiohed = *synthetic_.file("audiohed");
    const Bytes last_offset(audiohed.end() - 4, audiohed.end());
    return concat({audiohed, last_offset});
  }

  corpus::RecipeBook& corpus_;
  const WolfSetFiles& synthetic_;
};

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook corpus(kCraftingTool, corpus::wolf_corpus_outcome,
                            corpus::structured_target_of);
  const WolfSetFiles synthetic = must(synthetic_set_files(), "synthetic_set_files");
  MapsCrafter(corpus, synthetic).craft();
  GraphicsCrafter(corpus, synthetic).craft();
  GraphicsChunkCrafter(corpus).craft();
  VswapCrafter(corpus).craft();
  AudioCrafter(corpus, synthetic).craft();
  craft_adlib_sounds(corpus);
  craft_imf_files(corpus);
  SaveCrafter(corpus).craft();
  ConfigCrafter(corpus).craft();
  SetCrafter(corpus, synthetic).craft();
  return corpus.crafted();
}

}  // namespace

int main(int argc, char** argv) {
  return corpus::run_crafting_tool(argc, argv, kCraftingTool, craft);
}
