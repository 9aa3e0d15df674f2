// Crafts the seed corpora of the Mac First Encounter decoder targets, corpus/mac_level_fuzzer/,
// corpus/mac_map_list_fuzzer/ and corpus/mac_resource_fork_fuzzer/ (STYLE.md "Tests, fuzzers,
// benchmarks"), the same bytes on every run: files our encoders write from small constructed
// models (a level drawn as a sketch, decoders/mac/synthetic_level_sketch.h, with its BSP tree
// compiled by build_mac_bsp; a map list; small resource forks and their MacBinary and AppleDouble
// wrappers) (y_), and from those, by one change each, files the decoders must reject with one
// error ID (n_) or tolerate with one finding (i_). No byte comes from a shipped game.
//
//   craft_mac_corpus [--prune] OUT_DIR
//
// Regenerate the committed corpus with `cmake --build <build> --target regenerate_mac_corpus`;
// mac_corpus_test checks that the committed files are what this tool makes. A file's verdict, ID
// and finding IDs come from its recipe and are checked against its target's decoders
// (mac_corpus_outcome) before anything is written: any disagreement stops the tool.
//
// IDs no recipe makes, and why:
//   encoder-only errors   E-MAC-FORK-ENCODE, E-MAC-MACBINARY-ENCODE, E-MAC-MAP-LIST-ENCODE,
//                         E-MAC-LEVEL-ENCODE, E-MAC-BSP-COMPILE, E-MAC-SKETCH
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/mac_corpus_verdicts.h"
#include "corpus/tools/recipe_book.h"
#include "decoders/core/big_endian.h"
#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/map_list.h"
#include "decoders/mac/resource_fork.h"
#include "decoders/mac/synthetic_first_encounter.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {
namespace {

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
using corpus::with_be_uint;
using corpus::with_u8;

constexpr corpus::CraftingTool kCraftingTool = {"craft_mac_corpus", "corpus/tools/craft_mac_corpus.cc"};

// Every level file shows the mixed byte order of seed 000 2.3 / 2.5.2 (catalogue Q- entry).
const std::vector<std::string> kLevelQuirks = {"Q-MAC-MIXED-BYTE-ORDER"};

// ---- mac_level_fuzzer: the level resource --------------------------------------------------

constexpr std::string_view kLevelTarget = "mac_level_fuzzer";

// A door passed east-west, a secret block pushed south, a lift control on a pillar, a drum.
const std::vector<std::string> kCorpusSketch = {
    "#########", "#P..#...#", "#...|.o.#", "#.#.#.L.#", "#S..#####", "#.#.#", "#####",
};

MacLevel corpus_level() { return must(mac_level_from_sketch(kCorpusSketch), "sketch"); }

Bytes encode_level(const MacLevel& level) { return must(encode_mac_level(level), "encode"); }

std::size_t bsp_table_of(const MacLevel& level) {
  std::size_t at = kMacLevelFixedBytes;
  for (const MacObject& object : level.objects) at += object.type == kMacSecretObject ? 4 : 3;
  return at;
}

std::size_t first_plain_wall_segment(const MacLevel& level) {
  for (std::size_t i = 0; i < level.bsp.size(); ++i) {
    if (level.bsp[i].terminal() && level.bsp[i].map_ref < kMacDoorSideRef) return i;
  }
  return 0;
}

class LevelCrafter {
 public:
  explicit LevelCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    const MacLevel level = corpus_level();
    const Bytes sample = encode_level(level);
    add("sample", sample, decodes(),
        {"encode_mac_level_sketch",
         "a 9 x 7 sketch: two rooms joined by a door, a secret block, a lift control on a "
         "pillar; BSP tree from build_mac_bsp",
         "seed 000 2"});
    add("synthetic_level_3",
        encode_level(
            must(mac_level_from_sketch(synthetic_first_encounter_sketches()[2]), "sketch")),
        decodes(),
        {"encode_mac_level_sketch",
         "level 3 of the synthetic data set (decoders/mac/synthetic_first_encounter.h)",
         "seed 000 2"});
    craft_rejected(level, sample);
    craft_tolerated(level, sample);
  }

 private:
  void craft_rejected(const MacLevel& level, const Bytes& sample) {
    const std::size_t bsp_table = bsp_table_of(level);
    const std::size_t entries = level.bsp.size();
    add("empty", {}, rejected("E-MAC-LEVEL-TRUNCATED", 0),
        {"level_empty", "an empty resource", "seed 000 2"});
    add("cut_in_bsp", first_bytes(sample, sample.size() - 1),
        rejected("E-MAC-LEVEL-TRUNCATED", bsp_table),
        {"level_cut", "the sample one byte short of its last BSP entry", "seed 000 2.5.2"});
    add("bsp_table_in_map", with_be_uint(sample, kMacLevelHeaderAt + 6, 2, 100),
        rejected("E-MAC-LEVEL-TABLE-OFFSET", kMacLevelHeaderAt + 2),
        {"level_header_changed", "the sample with its BSP table offset 100, inside the map",
         "seed 000 2.3"});
    add("tables_overlap", with_be_uint(sample, kMacLevelHeaderAt + 6, 2, kMacLevelFixedBytes + 3),
        rejected("E-MAC-LEVEL-TABLE-OFFSET", kMacLevelHeaderAt + 6),
        {"level_header_changed",
         "the sample with its BSP table starting on the object table's second entry",
         "seed 000 2.3"});
    add("no_bsp_entries", with_be_uint(first_bytes(sample, bsp_table), kMacLevelHeaderAt + 4, 2, 0),
        rejected("E-MAC-BSP-EMPTY", bsp_table),
        {"level_cut", "the sample without its BSP table and a count of 0: no root",
         "seed 000 2.5.2"});
    add("child_past_table", with_be_uint(sample, bsp_table + 2, 1, entries & 0xFF),
        rejected("E-MAC-BSP-CHILD", bsp_table + 2),
        {"level_bsp_changed",
         "the root's first child (little-endian) set to the entry count, one past the last",
         "seed 000 2.5.2", kLevelQuirks});
    MacLevel cycle = level;
    cycle.bsp[0].second_child = 0;
    add("root_child_is_root", encode_level(cycle), rejected("E-MAC-BSP-CYCLE", bsp_table),
        {"encode_mac_level_changed", "the sample with the root as its own second child",
         "seed 000 2.5.2", kLevelQuirks});
    MacLevel open_leaf = level;
    open_leaf.bsp.back().flags &= 0xBF;
    add("last_flag_cleared", encode_level(open_leaf),
        rejected("E-MAC-BSP-LEAF-END", bsp_table + entries * kMacBspEntryBytes),
        {"encode_mac_level_changed",
         "the sample with the last entry's last-segment flag cleared: the node runs off the table",
         "seed 000 2.5.2"});
    MacLevel wide = level;
    wide.bsp.back().end = 130;
    add("segment_end_130", encode_level(wide),
        rejected("E-MAC-BSP-COORDINATE", bsp_table + (entries - 1) * kMacBspEntryBytes),
        {"encode_mac_level_changed", "the sample with its last segment ending at 130 (max 128)",
         "seed 000 2.5.1"});
    add("object_y_64", with_u8(sample, kMacLevelFixedBytes + 1, 64),
        rejected("E-MAC-OBJECT-CELL", kMacLevelFixedBytes),
        {"level_object_changed", "the sample with object 0 at y 64", "seed 000 2.4"});
    add("room_64", with_u8(sample, 1 * 64 + 1, 64), rejected("E-MAC-ROOM-RANGE", 65),
        {"level_map_changed", "the sample with room 64 at cell (1, 1); rooms are 0..63",
         "seed 000 2.1"});
  }

  void craft_tolerated(const MacLevel& level, const Bytes& sample) {
    add("trailing_byte", concat({sample, Bytes{0}}), tolerated("W-MAC-LEVEL-LAYOUT"),
        {"level_trailing", "the sample and one byte after its BSP table", "seed 000 2.3"});
    quirk(level, "unreached_entry", "W-MAC-BSP-UNREACHED",
          "one more segment entry after the tree, reached from no node", "seed 000 2.5.2",
          [](MacLevel& l) { l.bsp.push_back(l.bsp.back()); });
    const std::size_t wall = first_plain_wall_segment(level);
    quirk(level, "segment_empty", "W-MAC-SEGMENT-EMPTY", "a wall segment ending where it starts",
          "seed 000 2.5.1", [wall](MacLevel& l) { l.bsp[wall].end = l.bsp[wall].start; });
    quirk(level, "segment_other_room", "W-MAC-SEGMENT-FACING",
          "a wall segment naming room 9, which it does not face", "seed 000 2.5.2",
          [wall](MacLevel& l) { l.bsp[wall].room = 9; });
    quirk(level, "door_object_removed", "W-MAC-DOOR-OBJECT",
          "the door's object ($5A) removed: the $DA in the map is no door", "seed 000 2.6",
          [](MacLevel& l) {
            std::erase_if(l.objects, [](const MacObject& o) { return o.type == 0x5A; });
          });
    quirk(level, "door_face_missing", "W-MAC-DOOR-SEGMENTS",
          "one sliding face of the door made a side segment ($80)", "seed 000 2.6",
          [](MacLevel& l) {
            for (MacBspEntry& entry : l.bsp) {
              if (entry.terminal() && entry.map_ref > kMacDoorSideRef) {
                entry.map_ref = kMacDoorSideRef;
                return;
              }
            }
          });
    quirk(level, "lift_on_stone", "W-MAC-LIFT-PANEL",
          "the $64 lift object moved onto the grey stone at (0, 0)", "seed 000 2.7",
          [](MacLevel& l) {
            for (MacObject& object : l.objects) {
              if (object.type == kMacLiftObject) object = {0, 0, kMacLiftObject, 0};
            }
          });
    quirk(level, "secret_target_changed", "W-MAC-SECRET-BLOCK",
          "the block two cells on from the secret block made blue stone ($89)", "seed 000 2.8",
          [](MacLevel& l) { l.cell(1, 6) = 0x89; });
  }

  template <typename Change>
  void quirk(const MacLevel& level, const std::string& stem, const std::string& id,
             const std::string& what, std::string_view section, Change change) {
    MacLevel changed = level;
    change(changed);
    add(stem, encode_level(changed), tolerated(id),
        {"encode_mac_level_changed", "the sample with " + what, section});
  }

  struct LevelNotes {
    std::string recipe;
    std::string description;
    std::string_view section;
    std::vector<std::string> catalogue_ids = kLevelQuirks;
  };

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const LevelNotes& notes) {
    book_.add(kLevelTarget, stem,
              Input{file, {{"layout", "fuzz/mac_level_fuzzer.cc: the level resource as is"}}},
              expect, Notes{notes.recipe, notes.description, notes.section, notes.catalogue_ids});
  }

  corpus::RecipeBook& book_;
};

// ---- mac_map_list_fuzzer: BRGR 146 ------------------------------------------------------------

constexpr std::string_view kMapListTarget = "mac_map_list_fuzzer";
constexpr std::string_view kMapListSection = "seed 000 1";

MapList corpus_map_list() {
  MapList list;
  list.first_level = 200;
  list.levels = {{1, 2, 90, 1, 1}, {2, 2, 120, 1, 2}, {0, 0, 180, 2, 1}};
  return list;
}

void craft_map_lists(corpus::RecipeBook& book) {
  const auto add = [&book](const std::string& stem, const Bytes& file, const Expect& expect,
                           const std::string& recipe, const std::string& description) {
    book.add(kMapListTarget, stem,
             Input{file, {{"layout", "fuzz/mac_map_list_fuzzer.cc: the map list as is"}}}, expect,
             Notes{recipe, description, kMapListSection});
  };
  const Bytes sample = must(encode_map_list(corpus_map_list()), "encode_map_list");
  add("three_levels", sample, decodes(), "encode_map_list_sample",
      "three levels from ID 200, level 1's alternate exit to level 3");
  add("no_levels", must(encode_map_list(MapList{}), "encode_map_list"), decodes(),
      "encode_map_list_empty", "a list of no levels");
  add("empty", {}, rejected("E-MAC-MAP-LIST-TRUNCATED", 0), "map_list_empty", "an empty resource");
  add("count_past_end", with_be_uint(sample, 0, 2, 4), rejected("E-MAC-MAP-LIST-TRUNCATED", 0),
      "map_list_count_changed", "the sample claiming 4 levels, 3 present");
  add("trailing_byte", concat({sample, text_bytes("\x01")}), tolerated("W-MAC-MAP-LIST-TRAILING"),
      "map_list_trailing", "the sample and one byte after its last entry");
  MapList past = corpus_map_list();
  past.levels[1].next = 3;
  add("next_past_list", must(encode_map_list(past), "encode_map_list"),
      tolerated("W-MAC-MAP-LIST-NEXT"), "encode_map_list_changed",
      "the sample with level 2's next level 3, past the last (2)");
}

// ---- mac_resource_fork_fuzzer: byte 0 picks the container, then the file -----------------------

constexpr std::string_view kForkTarget = "mac_resource_fork_fuzzer";
constexpr std::string_view kForkSection =
    "Inside Macintosh: More Macintosh Toolbox, Resource Manager, format of a resource fork";
constexpr std::string_view kMacBinarySection = "MacBinary II standard (1987), header";
constexpr std::string_view kAppleDoubleSection = "AppleSingle/AppleDouble Formats (1990), header";
constexpr std::string_view kLevelListSection =
    "seed 000 1 and 2: levels from the first level ID on";
constexpr std::uint8_t kDetect = 0;
constexpr std::uint8_t kRaw = 1;
constexpr std::uint8_t kMacBinary = 2;
constexpr std::uint8_t kAppleDouble = 3;

constexpr std::int16_t kForkLevelId = 200;

// A map list of one level, BRGR 200, so that the fork holds a whole (small) game.
MapList fork_map_list() {
  MapList list;
  list.first_level = static_cast<std::uint16_t>(kForkLevelId);
  list.levels = {{0, 0, 90, 1, 1}};
  return list;
}

// The STR comes second so that recipes can name it as resources[1]; the encoder still groups the
// level with the map list under BRGR.
ResourceFork corpus_fork() {
  ResourceFork fork;
  fork.resources.push_back({kMapListType, kMapListId, std::string("Map List"), 0,
                            must(encode_map_list(fork_map_list()), "encode_map_list")});
  fork.resources.push_back({"STR ", 128, std::nullopt, 0x20, text_bytes("First Encounter")});
  fork.resources.push_back(
      {kMapListType, kForkLevelId, std::string("Level 1"), 0, encode_level(corpus_level())});
  return fork;
}

Bytes encode_fork(const ResourceFork& fork) {
  return must(encode_resource_fork(fork), "encode_resource_fork");
}

MacBinaryFile corpus_macbinary() {
  MacBinaryFile file;
  file.name = "Levels";
  file.file_type = "MAPS";
  file.creator = "WOLF";
  file.data_fork = text_bytes("data");
  file.resource_fork = encode_fork(corpus_fork());
  return file;
}

AppleDoubleFile corpus_apple_double() {
  AppleDoubleFile file;
  file.entries.push_back({9, Bytes(32, 0)});  // Finder info
  file.entries.push_back({kAppleDoubleResourceFork, encode_fork(corpus_fork())});
  return file;
}

class ForkCrafter {
 public:
  explicit ForkCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    const Bytes raw = encode_fork(corpus_fork());
    const Bytes binary = must(encode_macbinary(corpus_macbinary()), "encode_macbinary");
    const Bytes apple_double = encode_apple_double(corpus_apple_double());
    add(kRaw, "raw_sample", raw, decodes(),
        {"encode_resource_fork_sample",
         "a fork of a one-level map list (BRGR 146), its level (BRGR 200, the level sample) and "
         "an unnamed STR "});
    add(kDetect, "detected_macbinary", binary, decodes(),
        {"encode_macbinary_sample", "the sample fork in MacBinary II, container detected",
         kMacBinarySection});
    add(kAppleDouble, "appledouble_sample", apple_double, decodes(),
        {"encode_apple_double_sample", "the sample fork as AppleDouble entry 2",
         kAppleDoubleSection});
    add(kDetect, "empty_fork", encode_fork(ResourceFork{}), decodes(),
        {"encode_resource_fork_empty", "a fork of no resources (types - 1 = 0xFFFF)"});
    craft_fork_errors(raw);
    craft_wrapper_errors(binary, apple_double);
    craft_tolerated(binary, apple_double);
  }

 private:
  void craft_fork_errors(const Bytes& raw) {
    const std::size_t map = load_be32(raw, 4);
    const std::size_t references = map + 28 + 2 + 2 * 8;
    add(kRaw, "fork_cut_in_header", first_bytes(raw, 15), rejected("E-MAC-FORK-TRUNCATED", 0),
        {"fork_cut", "the sample fork cut to 15 bytes, inside its header"});
    // The sample with one big-endian field of its header or map changed.
    struct FieldChange {
      std::string stem;
      std::size_t at;
      std::size_t bytes;
      std::uint64_t value;
      Expect expect;
      ForkNotes notes;
    };
    const FieldChange changes[] = {
        {"map_past_end", 12, 4, load_be32(raw, 12) + 1, rejected("E-MAC-FORK-RANGE", 0),
         ForkNotes{"fork_header_changed", "the sample with a map one byte longer than the fork"}},
        {"types_past_map", map + 28, 2, 0x4000, rejected("E-MAC-FORK-MAP", map + 28),
         ForkNotes{"fork_map_changed", "the sample claiming 16385 types in a map of two"}},
        {"references_past_map", map + 30 + 4, 2, 0x7000, rejected("E-MAC-FORK-MAP", map + 30),
         ForkNotes{"fork_map_changed", "the sample's first type claiming 28673 resources"}},
        {"data_past_area", 256, 4, 5000, rejected("E-MAC-FORK-DATA", 256),
         ForkNotes{"fork_data_changed", "the sample's first resource claiming 5000 bytes of data"}},
        {"name_past_map", references + 2, 2, 0xFFF0,
         rejected("E-MAC-FORK-NAME", map + load_be16(raw, map + 26)),
         ForkNotes{"fork_map_changed", "the sample's first name offset 0xFFF0, past the map"}},
    };
    for (const FieldChange& c : changes) {
      add(kRaw, c.stem, with_be_uint(raw, c.at, c.bytes, c.value), c.expect, c.notes);
    }
    ResourceFork shared;
    for (std::int16_t id = 0; id < 8; ++id) shared.resources.push_back({"DATA", id, {}, 0, {}});
    shared.resources[0].data = Bytes(400, 0x5A);
    Bytes sharing = encode_fork(shared);
    const std::size_t shared_references = load_be32(sharing, 4) + 28 + 2 + 8;
    for (std::size_t i = 1; i < 8; ++i) {
      sharing = with_be_uint(sharing, shared_references + 12 * i + 5, 3, 0);
    }
    add(kRaw, "shared_data", sharing, rejected("E-MAC-FORK-SIZE-LIMIT", shared_references + 12),
        {"fork_map_changed",
         "eight references to one 400-byte resource: the second already takes the model past "
         "the fork's size"});
  }

  void craft_wrapper_errors(const Bytes& binary, const Bytes& apple_double) {
    add(kMacBinary, "macbinary_cut", first_bytes(binary, binary.size() - 128),
        rejected("E-MAC-MACBINARY-TRUNCATED", 83),
        {"macbinary_cut", "the MacBinary sample without its last 128 bytes", kMacBinarySection});
    add(kMacBinary, "macbinary_version_1", with_u8(binary, 0, 1),
        rejected("E-MAC-MACBINARY-HEADER", 0),
        {"macbinary_header_changed", "the MacBinary sample with old version byte 1",
         kMacBinarySection});
    add(kAppleDouble, "appledouble_cut", first_bytes(apple_double, 20),
        rejected("E-MAC-APPLEDOUBLE-TRUNCATED", 0),
        {"appledouble_cut", "the AppleDouble sample cut to 20 bytes", kAppleDoubleSection});
    add(kAppleDouble, "appledouble_magic", with_u8(apple_double, 3, 0x00),
        rejected("E-MAC-APPLEDOUBLE-MAGIC", 0),
        {"appledouble_header_changed", "the AppleDouble sample with AppleSingle's magic",
         kAppleDoubleSection});
    add(kAppleDouble, "appledouble_entry_past_end",
        with_be_uint(apple_double, 26 + 12 + 8, 4, 1u << 20),
        rejected("E-MAC-APPLEDOUBLE-ENTRY", 26 + 12),
        {"appledouble_entry_changed", "the AppleDouble sample's fork entry claiming 1 MiB",
         kAppleDoubleSection});
    Bytes sharing = apple_double;
    for (std::size_t i = 0; i < 2; ++i) {  // both entries at the whole file
      sharing = with_be_uint(sharing, 26 + 12 * i + 4, 4, 0);
      sharing = with_be_uint(sharing, 26 + 12 * i + 8, 4, apple_double.size());
    }
    add(kAppleDouble, "appledouble_entries_share_file", sharing,
        rejected("E-MAC-APPLEDOUBLE-SIZE-LIMIT", 26 + 12),
        {"appledouble_entry_changed",
         "the AppleDouble sample with both entries spanning the whole file: twice its bytes",
         kAppleDoubleSection});
    AppleDoubleFile no_fork = corpus_apple_double();
    no_fork.entries.pop_back();
    add(kAppleDouble, "appledouble_no_fork", encode_apple_double(no_fork),
        rejected("E-MAC-APPLEDOUBLE-NO-FORK", 24),
        {"encode_apple_double_changed", "an AppleDouble file of Finder info only",
         kAppleDoubleSection});
  }

  void craft_tolerated(const Bytes& binary, const Bytes& apple_double) {
    ResourceFork twice = corpus_fork();
    twice.resources.push_back(twice.resources[1]);
    add(kRaw, "duplicate_id", encode_fork(twice), tolerated("W-MAC-FORK-DUPLICATE"),
        {"encode_resource_fork_changed", "the sample with STR  128 twice"});
    ResourceFork three = corpus_fork();
    three.resources.push_back({"DATA", 1, std::nullopt, 0, text_bytes("x")});
    Bytes repeated = encode_fork(three);
    const std::size_t third_type = load_be32(repeated, 4) + 28 + 2 + 2 * 8;
    for (std::size_t i = 0; i < 4; ++i) {
      repeated = with_u8(repeated, third_type + i, static_cast<std::uint8_t>(kMapListType[i]));
    }
    add(kRaw, "duplicate_type", repeated, tolerated("W-MAC-FORK-DUPLICATE-TYPE"),
        {"fork_map_changed", "the sample plus a DATA resource whose type entry says BRGR again"});
    ResourceFork no_level = corpus_fork();
    no_level.resources.pop_back();
    add(kRaw, "level_missing", encode_fork(no_level), tolerated("W-MAC-LEVEL-MISSING"),
        {"encode_resource_fork_changed", "the sample without the level its map list names",
         kLevelListSection});
    add(kMacBinary, "macbinary_bad_crc", with_u8(binary, 125, binary[125] ^ 0xFF),
        tolerated("W-MAC-MACBINARY-CRC"),
        {"macbinary_header_changed", "the MacBinary sample with its header CRC's low byte flipped",
         kMacBinarySection});
    add(kAppleDouble, "appledouble_version_3", with_be_uint(apple_double, 4, 4, 0x00030000),
        tolerated("W-MAC-APPLEDOUBLE-VERSION"),
        {"appledouble_header_changed", "the AppleDouble sample with version 3",
         kAppleDoubleSection});
  }

  struct ForkNotes {
    std::string recipe;
    std::string description;
    std::string_view section = kForkSection;
  };

  void add(std::uint8_t container, const std::string& stem, const Bytes& file, const Expect& expect,
           const ForkNotes& notes) {
    static constexpr std::string_view kContainerNames[] = {"detect", "raw fork", "MacBinary",
                                                           "AppleDouble"};
    book_.add(kForkTarget, stem,
              Input{concat({Bytes{container}, file}),
                    {{"layout",
                      "fuzz/mac_resource_fork_fuzzer.cc: byte 0 picks the container (0 detect, 1 "
                      "raw fork, 2 MacBinary, 3 AppleDouble), then the file; offsets are into the "
                      "file after byte 0"},
                     {"container", kContainerNames[container]}}},
              expect, Notes{notes.recipe, notes.description, notes.section});
  }

  corpus::RecipeBook& book_;
};

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook book(kCraftingTool, corpus::mac_corpus_outcome);
  LevelCrafter(book).craft();
  craft_map_lists(book);
  ForkCrafter(book).craft();
  return book.crafted();
}

}  // namespace
}  // namespace wolfsuite

int main(int argc, char** argv) {
  return wolfsuite::corpus::run_crafting_tool(argc, argv, wolfsuite::kCraftingTool,
                                              wolfsuite::craft);
}
