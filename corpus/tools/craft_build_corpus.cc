// Crafts the seed corpora of the BUILD engine decoder targets, corpus/build_map_fuzzer/ and
// corpus/build_grp_fuzzer/ (STYLE.md "Tests, fuzzers, benchmarks"), the same bytes on every run:
// files our encoders write from small constructed models (decoders/build_engine/synthetic_maps.h)
// (y_), and from those, by one change each, files the decoders must reject with one error ID (n_)
// or tolerate with one finding (i_). Every input is the file as is
// (corpus/build_corpus_verdicts.h); no byte comes from a shipped game.
//
//   craft_build_corpus [--prune] OUT_DIR
//
// Regenerate the committed corpus with `cmake --build <build> --target regenerate_build_corpus`;
// build_corpus_test checks that the committed files are what this tool makes. A file's verdict,
// ID and finding IDs come from its recipe and are checked against its target's decoders
// (build_corpus_outcome) before anything is written: any disagreement stops the tool.
//
// IDs no recipe makes, and why:
//   encoder-only errors   E-BUILD-MAP-ENCODE, E-GRP-ENCODE
//   API misuse            E-BUILD-MAP-CONVERT (a model that is not version 6),
//                         E-BUILD-VIEW-SIZE (the fuzz target always asks for 64 x 48)
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/build_corpus_verdicts.h"
#include "corpus/tools/recipe_book.h"
#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/grp.h"
#include "decoders/build_engine/synthetic_maps.h"

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
using corpus::with_u16;
using corpus::with_u32;

constexpr corpus::CraftingTool kCraftingTool = {"craft_build_corpus",
                                                "corpus/tools/craft_build_corpus.cc"};

// Quirks a version 6 file shows that our decoder accepts without a finding (catalogue Q- entries).
const std::vector<std::string> kV6Quirks = {"Q-BUILD-MAP-V6-LIMITS", "Q-BUILD-MAP-V6-SLOPE-SCALE"};

// ---- build_map_fuzzer: the MAP file ------------------------------------------------------------

constexpr std::string_view kMapTarget = "build_map_fuzzer";
constexpr std::size_t kNumSectorsAt = 20;
constexpr std::size_t kVersionAt = 0;

std::string section_of(std::int32_t version) {
  switch (version) {
    case 6:
      return "seed 003 Version 6";
    case 8:
      return "seed 003 Version 8";
    case 9:
      return "seed 003 Version 9";
    default:
      return "seed 003 Version 7";
  }
}

class MapCrafter {
 public:
  explicit MapCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    for (std::int32_t version = 6; version <= 9; ++version) {
      add("sample_v" + std::to_string(version), encode(synthetic_build_map(version)), decodes(),
          {"encode_build_map_sample",
           "encode_build_map(synthetic_build_map(" + std::to_string(version) +
               ")): two square sectors joined by a portal, two sprites",
           version, version == 6 ? kV6Quirks : std::vector<std::string>{}});
    }
    BuildMap empty;
    add("no_records", encode(empty), decodes(),
        {"encode_build_map_empty", "a version 7 map with no sectors, walls or sprites", 7});
    craft_rejected();
    craft_tolerated();
  }

 private:
  struct MapNotes {
    std::string recipe;
    std::string description;
    std::int32_t version = 7;
    std::vector<std::string> catalogue_ids = {};
  };

  static Bytes encode(const BuildMap& map) {
    return must(encode_build_map(map), "encode_build_map");
  }

  // File offsets of the counts in the encoding of `map`.
  static std::size_t num_walls_at(const BuildMap& map) {
    return kNumSectorsAt + 2 + map.sectors.size() * build_record_sizes(map.version)->sector;
  }
  static std::size_t num_sprites_at(const BuildMap& map) {
    return num_walls_at(map) + 2 + map.walls.size() * kBuildWallBytes;
  }

  void craft_rejected() {
    const BuildMap v7 = synthetic_build_map(7);
    const Bytes sample = encode(v7);
    add("empty", {}, rejected("E-BUILD-MAP-TRUNCATED", 0),
        {"map_empty", "an empty file: no version field"});
    add("cut_in_walls", first_bytes(sample, num_walls_at(v7) + 2 + 40),
        rejected("E-BUILD-MAP-TRUNCATED", num_walls_at(v7) + 2),
        {"map_cut", "the version 7 sample cut 40 bytes into its 8 walls (256 bytes)"});
    const BuildMap v6 = synthetic_build_map(6);
    add("v6_cut_in_sprites", first_bytes(encode(v6), num_sprites_at(v6) + 2 + 42),
        rejected("E-BUILD-MAP-TRUNCATED", num_sprites_at(v6) + 2),
        {"map_cut", "the version 6 sample cut 42 bytes into its two 43-byte sprites", 6,
         kV6Quirks});
    add("version_5", with_u32(sample, kVersionAt, 5), rejected("E-BUILD-MAP-VERSION", 0),
        {"map_version_changed",
         "the version 7 sample with version 5, which seed 003 does not "
         "describe"});
    add("version_10", with_u32(sample, kVersionAt, 10), rejected("E-BUILD-MAP-VERSION", 0),
        {"map_version_changed", "the version 7 sample with version 10"});
    const BuildMap v8 = synthetic_build_map(8);
    // One count of a sample set one above its version's limit (the u16 at `at`).
    struct CountOverLimit {
      const BuildMap& map;
      std::size_t at;
      std::uint64_t count;
      std::string id;
      std::string stem;
      std::string what;  // "the sample with <what>"
    };
    const CountOverLimit counts[] = {
        {v7, kNumSectorsAt, 1025, "E-BUILD-MAP-SECTOR-LIMIT", "sectors_1025",
         "1025 sectors in version 7 (MAXSECTORS 1024)"},
        {v7, num_walls_at(v7), 8193, "E-BUILD-MAP-WALL-LIMIT", "walls_8193",
         "8193 walls in version 7 (MAXWALLS 8192)"},
        {v7, num_sprites_at(v7), 4097, "E-BUILD-MAP-SPRITE-LIMIT", "sprites_4097",
         "4097 sprites in version 7 (MAXSPRITES 4096)"},
        {v8, num_walls_at(v8), 16385, "E-BUILD-MAP-WALL-LIMIT", "v8_walls_16385",
         "16385 walls in version 8 (MAXWALLS 16384)"},
        {v6, kNumSectorsAt, 1025, "E-BUILD-MAP-SECTOR-LIMIT", "v6_sectors_1025",
         "1025 sectors in version 6, which takes version 7's limits"},
    };
    for (const CountOverLimit& c : counts)
      count_over_limit(c.map, c.at, c.count, c.id, c.stem, c.what);
  }

  void count_over_limit(const BuildMap& map, std::size_t at, std::uint64_t count,
                        const std::string& id, const std::string& stem, const std::string& what) {
    std::vector<std::string> quirks;
    if (map.version == 6) quirks = {"Q-BUILD-MAP-V6-LIMITS"};
    add(stem, with_u16(encode(map), at, count), rejected(id, at),
        {"map_count_changed", "the sample with " + what, map.version, quirks});
  }

  void craft_tolerated() {
    const BuildMap v7 = synthetic_build_map(7);
    add("trailing_bytes", concat({encode(v7), text_bytes("EXTRA")}),
        tolerated("W-BUILD-MAP-TRAILING"),
        {"map_trailing", "the version 7 sample and 5 bytes after its last sprite"});
    quirk("sector_shares_walls", "W-BUILD-MAP-WALLPTR", "a third sector claiming sector 0's walls",
          [](BuildMap& map) { map.sectors.push_back(map.sectors[0]); });
    quirk("point2_shared", "W-BUILD-MAP-LOOP", "wall 2's point2 set to wall 0, which wall 3 has",
          [](BuildMap& map) { map.walls[2].point2 = 0; });
    quirk("one_sided_portal", "W-BUILD-MAP-NEXTWALL", "wall 7 no longer pointing back at wall 1",
          [](BuildMap& map) {
            map.walls[7].nextwall = -1;
            map.walls[7].nextsector = -1;
          });
    quirk("sprite_sector_2", "W-BUILD-MAP-SPRITE-SECTOR", "sprite 1 in sector 2 of 2",
          [](BuildMap& map) { map.sprites[1].sectnum = 2; });
    quirk("sprite_angle_2048", "W-BUILD-MAP-ANGLE", "sprite 0's ang 2048 (a full turn)",
          [](BuildMap& map) { map.sprites[0].ang = 2048; });
    quirk("start_angle_negative", "W-BUILD-MAP-ANGLE", "the start angle -1",
          [](BuildMap& map) { map.ang = -1; });
    quirk(
        "v6_sprite_sector_minus_1", "W-BUILD-MAP-SPRITE-SECTOR",
        "sprite 0 in sector -1 (offsets in the version 6 layout)",
        [](BuildMap& map) { map.sprites[0].sectnum = -1; }, 6);
  }

  template <typename Change>
  void quirk(const std::string& stem, const std::string& id, const std::string& what, Change change,
             std::int32_t version = 7) {
    BuildMap map = synthetic_build_map(version);
    change(map);
    add(stem, encode(map), tolerated(id),
        {"encode_build_map_changed",
         "the version " + std::to_string(version) + " sample with " + what, version,
         version == 6 ? kV6Quirks : std::vector<std::string>{}});
  }

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const MapNotes& notes) {
    const std::string section = section_of(notes.version);  // viewed by Notes during add()
    book_.add(kMapTarget, stem,
              Input{file,
                    {{"layout", "fuzz/build_map_fuzzer.cc: the MAP file as is"},
                     {"version", notes.version}}},
              expect, Notes{notes.recipe, notes.description, section, notes.catalogue_ids});
  }

  corpus::RecipeBook& book_;
};

// ---- build_grp_fuzzer: the GRP file ------------------------------------------------------------

constexpr std::string_view kGrpTarget = "build_grp_fuzzer";
constexpr std::string_view kGrpSection = "decoders/build_engine/grp.h layout (no seed document)";
constexpr std::size_t kCountAt = 12;

std::size_t entry_at(std::size_t index) { return kGrpHeaderBytes + index * kGrpEntryBytes; }

class GrpCrafter {
 public:
  explicit GrpCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    const Grp grp = synthetic_grp();
    const Bytes sample = encode(grp);
    add("sample", sample, decodes(),
        {"encode_grp_sample",
         "encode_grp(synthetic_grp()): the sample map in versions 6 to 9 and a text file whose "
         "12-character name has no NUL"});
    add("no_files", encode(Grp{}), decodes(), {"encode_grp_empty", "a GRP of no files"});

    add("empty", {}, rejected("E-GRP-TRUNCATED", 0), {"grp_empty", "an empty file"});
    add("magic_kes", with_u16(sample, 2, 's' | ('S' << 8)), rejected("E-GRP-MAGIC", 0),
        {"grp_magic_changed", "the sample with \"KesSilverman\" for \"KenSilverman\""});
    add("count_65537", with_u32(sample, kCountAt, kMaxGrpFiles + 1),
        rejected("E-GRP-FILE-LIMIT", kCountAt),
        {"grp_count_changed", "the sample claiming 65537 files, one above kMaxGrpFiles"});
    add("count_past_end", with_u32(sample, kCountAt, 4096), rejected("E-GRP-TRUNCATED", 16),
        {"grp_count_changed", "the sample claiming 4096 files: 64 KiB of directory is not there"});
    const std::size_t data_at = entry_at(grp.files.size());
    std::size_t last_at = data_at;
    for (std::size_t i = 0; i + 1 < grp.files.size(); ++i) last_at += grp.files[i].data.size();
    add("cut_in_last_file", first_bytes(sample, sample.size() - 1),
        rejected("E-GRP-TRUNCATED", last_at),
        {"grp_cut", "the sample one byte short of its last file's data"});

    add("trailing_bytes", concat({sample, text_bytes("\x1a")}), tolerated("W-GRP-TRAILING"),
        {"grp_trailing", "the sample and one byte (DOS end of file) after the last file's data"});
    quirk("duplicate_name", "W-GRP-DUPLICATE-NAME", "entry 1 named sample6.map, as entry 0 is",
          [](Grp& g) {
            const std::string name = "sample6.map";
            g.files[1].name_field = {};
            std::copy(name.begin(), name.end(), g.files[1].name_field.begin());
          });
    quirk("name_padding", "W-GRP-NAME-PADDING",
          "entry 0 named E1L1.MAP, an x two bytes after its NUL", [](Grp& g) {
            const std::string name = "E1L1.MAP";
            g.files[0].name_field = {};
            std::copy(name.begin(), name.end(), g.files[0].name_field.begin());
            g.files[0].name_field[10] = 'x';
          });
    quirk("empty_name", "W-GRP-EMPTY-NAME", "entry 4's name field all NULs",
          [](Grp& g) { g.files[4].name_field = {}; });
  }

 private:
  static Bytes encode(const Grp& grp) { return must(encode_grp(grp), "encode_grp"); }

  template <typename Change>
  void quirk(const std::string& stem, const std::string& id, const std::string& what,
             Change change) {
    Grp grp = synthetic_grp();
    change(grp);
    add(stem, encode(grp), tolerated(id), {"encode_grp_changed", "the sample with " + what});
  }

  struct GrpNotes {
    std::string recipe;
    std::string description;
  };

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const GrpNotes& notes) {
    book_.add(kGrpTarget, stem,
              Input{file, {{"layout", "fuzz/build_grp_fuzzer.cc: the GRP file as is"}}}, expect,
              Notes{notes.recipe, notes.description, kGrpSection});
  }

  corpus::RecipeBook& book_;
};

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook book(kCraftingTool, corpus::build_corpus_outcome);
  MapCrafter(book).craft();
  GrpCrafter(book).craft();
  return book.crafted();
}

}  // namespace
}  // namespace wolfsuite

int main(int argc, char** argv) {
  return wolfsuite::corpus::run_crafting_tool(argc, argv, wolfsuite::kCraftingTool,
                                              wolfsuite::craft);
}
