// Crafts the seed corpora of the Quake decoder targets, corpus/quake_bsp_fuzzer/,
// corpus/quake_pak_fuzzer/ and corpus/quake_vis_fuzzer/ (STYLE.md "Tests, fuzzers,
// benchmarks"), the same bytes on every run: files our encoders write from small constructed
// models (decoders/quake/synthetic_bsp.h, a two-entry pak, a short visibility row) (y_), and from
// those, by one change each, files the decoders must reject with one error ID (n_) or tolerate
// with one finding (i_). Every input is the file as is, or for the vis target a row length and
// a visibility lump (corpus/quake_corpus_verdicts.h); no byte comes from a shipped game or map.
//
//   craft_quake_corpus [--prune] OUT_DIR
//
// Regenerate the committed corpus with `cmake --build <build> --target regenerate_quake_corpus`;
// quake_corpus_test checks that the committed files are what this tool makes.
//
// IDs no recipe makes, and why:
//   encoder-only errors   E-QUAKE-BSP-ENCODE, E-QUAKE-PAK-ENCODE, E-QUAKE-BSP-ENTITIES-ENCODE
//   query-only errors     E-QUAKE-BSP-QUERY (API misuse), E-QUAKE-BSP-NODE-CYCLE (the targets
//                         run no point-in-leaf walk)
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/quake_corpus_verdicts.h"
#include "corpus/tools/recipe_book.h"
#include "decoders/core/byte_reader.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/bsp_vis.h"
#include "decoders/quake/pak.h"
#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite {
namespace {

using corpus::concat;
using corpus::decodes;
using corpus::Expect;
using corpus::FieldChange;
using corpus::first_bytes;
using corpus::Input;
using corpus::must;
using corpus::Notes;
using corpus::rejected;
using corpus::text_bytes;
using corpus::tolerated;
using corpus::with_u16;
using corpus::with_u32;

constexpr corpus::CraftingTool kCraftingTool = {"craft_quake_corpus",
                                                "corpus/tools/craft_quake_corpus.cc"};

// ---- quake_bsp_fuzzer: the BSP file ------------------------------------------------------------

constexpr std::string_view kBspTarget = "quake_bsp_fuzzer";
// What every box shows that our decoder accepts without a finding (catalogue Q- entries): the
// version the document does not give, int32 surfedges, lumps in qbsp's order with padding.
const std::vector<std::string> kBoxQuirks = {
    "Q-QUAKE-BSP-VERSION-DOC", "Q-QUAKE-BSP-SURFEDGE-WIDTH", "Q-QUAKE-BSP-LUMP-ORDER"};

std::size_t entry_at(BspLump lump) { return 4 + 8 * static_cast<std::size_t>(lump); }

class BspCrafter {
 public:
  explicit BspCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    add("box", encode(synthetic_box_bsp()), decodes(),
        {"encode_bsp_box", "encode_bsp(synthetic_box_bsp()): a one-room box, 6 faces, 8 leaves",
         "seed 004 4.2", kBoxQuirks});
    add("box_vis", encode(synthetic_box_bsp(true)), decodes(),
        {"encode_bsp_box", "the box with a visibility lump: the room sees only itself",
         "seed 004 4.4.5", kBoxQuirks});
    changed("box_special_surface", decodes(),
            "texinfo 0 stretched 3 times but special (bit 0 of "
            "animated), so its extent of 384 is allowed",
            "seed 004 4.3.4", [](Bsp& b) {
              b.texinfo[0].vector_s = {0, 3, 0};
              b.texinfo[0].animated = 1;
            });
    craft_decode_errors();
    craft_miptex_errors();
    craft_validation_errors();
    craft_findings();
  }

 private:
  struct BspNotes {
    std::string recipe;
    std::string description;
    std::string section;
    std::vector<std::string> catalogue_ids = {};
  };

  static Bytes encode(const Bsp& bsp) { return must(encode_bsp(bsp), "encode_bsp"); }

  void craft_decode_errors() {
    const Bytes box = encode(synthetic_box_bsp());
    add("empty", {}, rejected("E-QUAKE-BSP-TRUNCATED", 0),
        {"bsp_empty", "an empty file: no version", "seed 004 4.2"});
    add("cut_in_header", first_bytes(box, 100), rejected("E-QUAKE-BSP-TRUNCATED", 100),
        {"bsp_cut", "the box cut to 100 bytes, inside its 124-byte header", "seed 004 4.2"});
    // The header's version and lump entries, u32 each.
    const FieldChange<BspNotes> header_changes[] = {
        {"version_23", 0, 0x17, rejected("E-QUAKE-BSP-VERSION", 0),
         BspNotes{"bsp_version_changed",
                  "the box with version 0x17, which seed 004 says it must be",
                  "seed 004 4.2",
                  {"Q-QUAKE-BSP-VERSION-DOC"}}},
        {"version_28", 0, 0x1C, rejected("E-QUAKE-BSP-VERSION", 0),
         BspNotes{"bsp_version_changed",
                  "the box with version 0x1C, the version seed 004 describes",
                  "seed 004 4.2",
                  {"Q-QUAKE-BSP-VERSION-DOC"}}},
        {"faces_past_end", entry_at(BspLump::kFaces) + 4, 1u << 20,
         rejected("E-QUAKE-BSP-LUMP-RANGE", entry_at(BspLump::kFaces)),
         BspNotes{"bsp_lump_changed", "the box with a 1 MiB faces lump", "seed 004 4.2"}},
        {"planes_offset_negative", entry_at(BspLump::kPlanes), 0xFFFFFFF0,
         rejected("E-QUAKE-BSP-LUMP-RANGE", entry_at(BspLump::kPlanes)),
         BspNotes{"bsp_lump_changed", "the box with its planes lump at offset -16",
                  "seed 004 4.2"}},
        {"faces_21_bytes", entry_at(BspLump::kFaces) + 4, 21,
         rejected("E-QUAKE-BSP-LUMP-SIZE", entry_at(BspLump::kFaces) + 4),
         BspNotes{"bsp_lump_changed", "the box with a 21-byte faces lump (faces are 20 bytes)",
                  "seed 004 4.3.5"}},
        {"surfedges_6_bytes", entry_at(BspLump::kSurfedges) + 4, 6,
         rejected("E-QUAKE-BSP-LUMP-SIZE", entry_at(BspLump::kSurfedges) + 4),
         BspNotes{
             "bsp_lump_changed",
             "the box with a 6-byte surfedges lump: whole shorts, as seed 004 declares them, but "
             "not whole int32s",
             "seed 004 4.4.4",
             {"Q-QUAKE-BSP-SURFEDGE-WIDTH"}}},
    };
    for (const auto& c : header_changes) {
      add(c.stem, with_u32(box, c.at, c.value), c.expect, c.notes);
    }
  }

  void craft_miptex_errors() {
    const Bsp bsp = synthetic_box_bsp();
    const Bytes box = encode(bsp);
    const std::size_t miptex_at = bsp_lump_offsets(bsp)[static_cast<std::size_t>(BspLump::kMiptex)];
    const std::size_t texture0 = miptex_at + load_u32le(box, miptex_at + 4);
    // The miptex lump's count and offsets, and texture 0's header, u32 each.
    const FieldChange<BspNotes> miptex_changes[] = {
        {"miptex_count_past_lump", miptex_at, 1000, rejected("E-QUAKE-BSP-MIPTEX-RANGE", miptex_at),
         BspNotes{"bsp_miptex_changed", "the box's miptex lump claiming 1000 textures",
                  "seed 004 4.3.6"}},
        {"miptex_offset_past_lump", miptex_at + 4, 100000,
         rejected("E-QUAKE-BSP-MIPTEX-RANGE", miptex_at + 4),
         BspNotes{"bsp_miptex_changed", "texture 0 at offset 100000 of the miptex lump",
                  "seed 004 4.3.6"}},
        {"miptex_level_past_lump", texture0 + 36, 100000,
         rejected("E-QUAKE-BSP-MIPTEX-RANGE", texture0 + 36),
         BspNotes{"bsp_miptex_changed", "texture 0's offset8 at 100000", "seed 004 4.3.6"}},
        {"miptex_width_12", texture0 + 16, 12, rejected("E-QUAKE-BSP-MIPTEX-SIZE", texture0 + 16),
         BspNotes{"bsp_miptex_changed", "texture 0 12 pixels wide, not a multiple of 8",
                  "seed 004 4.3.6"}},
    };
    for (const auto& c : miptex_changes) {
      add(c.stem, with_u32(box, c.at, c.value), c.expect, c.notes);
    }
    // kMaxMiptex + 1 missing textures: the box's miptex lump (the last lump) grown by one -1.
    Bsp missing = synthetic_box_bsp();
    missing.miptex.textures.assign(kMaxMiptex, std::nullopt);
    missing.texinfo[2].texture_id = 0;
    Bytes many = concat({encode(missing), Bytes(4, 0xFF)});
    const std::size_t missing_at =
        bsp_lump_offsets(missing)[static_cast<std::size_t>(BspLump::kMiptex)];
    many = with_u32(many, entry_at(BspLump::kMiptex) + 4, 4 + 4 * (kMaxMiptex + 1));
    add("miptex_4097_textures", with_u32(many, missing_at, kMaxMiptex + 1),
        rejected("E-QUAKE-BSP-MIPTEX-LIMIT", missing_at),
        {"bsp_miptex_changed", "4097 textures, all missing (-1), one above kMaxMiptex",
         "seed 004 4.3.6"});
    // kMaxMiptex textures sharing one 80x80 texture: 4096 * 8500 pixel bytes, over 32 MiB.
    Bsp shared = synthetic_box_bsp();
    shared.miptex.textures = {make_miptex("shared", 80, 80, Bytes(80 * 80, 3))};
    shared.texinfo[2].texture_id = 0;
    const Bytes one = encode(shared);
    const std::size_t shared_at =
        bsp_lump_offsets(shared)[static_cast<std::size_t>(BspLump::kMiptex)];
    Bytes lump(4 + 4 * kMaxMiptex, 0);
    lump = with_u32(lump, 0, kMaxMiptex);
    for (std::size_t i = 0; i < kMaxMiptex; ++i) lump = with_u32(lump, 4 + 4 * i, lump.size());
    lump.insert(lump.end(), one.begin() + static_cast<std::ptrdiff_t>(shared_at + 8), one.end());
    Bytes sharing = concat({first_bytes(one, shared_at), lump});
    sharing = with_u32(sharing, entry_at(BspLump::kMiptex) + 4, lump.size());
    add("miptex_shared_pixels", sharing, rejected("E-QUAKE-BSP-MIPTEX-LIMIT"),
        {"bsp_miptex_changed",
         "4096 textures all pointing at one 80x80 texture: 34 MB of pixels from 25 KB",
         "seed 004 4.3.6"});
  }

  void craft_validation_errors() {
    broken("no_model", "E-QUAKE-BSP-NO-MODEL", "no models", "seed 004 4.3.1",
           [](Bsp& b) { b.models.clear(); });
    broken("model_headnode_6", "E-QUAKE-BSP-MODEL-HEADNODE", "model 0's head node 6 of 6",
           "seed 004 4.3.1", [](Bsp& b) { b.models[0].node_id[0] = 6; });
    broken("model_clipnode_6", "E-QUAKE-BSP-MODEL-CLIPNODE",
           "model 0's clip hull 1 head 6 of 6 clipnodes", "seed 004 4.3.1",
           [](Bsp& b) { b.models[0].node_id[1] = 6; });
    broken("model_faces_7", "E-QUAKE-BSP-MODEL-FACES", "model 0 claiming 7 of the 6 faces",
           "seed 004 4.3.1", [](Bsp& b) { b.models[0].face_num = 7; });
    broken("model_numleafs_8", "E-QUAKE-BSP-MODEL-LEAVES", "model 0's numleafs 8 of 8 leaves",
           "seed 004 4.3.1", [](Bsp& b) { b.models[0].numleafs = 8; });
    broken("edge_vertex_8", "E-QUAKE-BSP-EDGE-VERTEX", "edge 3's vertex1 8 of 8 vertices",
           "seed 004 4.3.3", [](Bsp& b) { b.edges[3].vertex1 = 8; });
    broken("texinfo_miptex_2", "E-QUAKE-BSP-TEXINFO-MIPTEX", "texinfo 2's texture 2 of 2",
           "seed 004 4.3.4", [](Bsp& b) { b.texinfo[2].texture_id = 2; });
    broken("face_plane_6", "E-QUAKE-BSP-FACE-PLANE", "face 1's plane 6 of 6", "seed 004 4.3.5",
           [](Bsp& b) { b.faces[1].plane_id = 6; });
    broken("face_texinfo_3", "E-QUAKE-BSP-FACE-TEXINFO", "face 1's texinfo 3 of 3",
           "seed 004 4.3.5", [](Bsp& b) { b.faces[1].texinfo_id = 3; });
    broken("face_edges_past_list", "E-QUAKE-BSP-FACE-EDGES",
           "face 5 with 5 edges from surfedge 20 of 24", "seed 004 4.3.5",
           [](Bsp& b) { b.faces[5].ledge_num = 5; });
    broken("surface_extent_384", "E-QUAKE-BSP-SURFACE-EXTENTS",
           "texinfo 0 stretched 3 times: the x walls span 384 texels", "seed 004 4.3.4",
           [](Bsp& b) {
             b.texinfo[0].vector_s = {0, 3, 0};
           });
    broken("node_plane_minus_1", "E-QUAKE-BSP-NODE-PLANE", "node 2's plane -1", "seed 004 4.4.1",
           [](Bsp& b) { b.nodes[2].plane_id = -1; });
    broken("node_child_leaf_8", "E-QUAKE-BSP-NODE-CHILD", "node 2's back child leaf 8 of 8",
           "seed 004 4.4.1", [](Bsp& b) { b.nodes[2].children[1] = -9; });
    broken("node_child_node_6", "E-QUAKE-BSP-NODE-CHILD", "node 2's back child node 6 of 6",
           "seed 004 4.4.1", [](Bsp& b) { b.nodes[2].children[1] = 6; });
    broken("node_faces_past_faces", "E-QUAKE-BSP-NODE-FACES", "node 2 claiming faces 2..6 of 6",
           "seed 004 4.4.1", [](Bsp& b) { b.nodes[2].face_num = 5; });
    broken("leaf_marksurfaces_7", "E-QUAKE-BSP-LEAF-MARKSURFACES",
           "leaf 1 claiming 7 of the 6 marksurfaces", "seed 004 4.4.2",
           [](Bsp& b) { b.leaves[1].lface_num = 7; });
    broken(
        "leaf_visofs_1", "E-QUAKE-BSP-LEAF-VISOFS",
        "leaf 1's vislist 1 in a 1-byte visibility lump", "seed 004 4.4.2",
        [](Bsp& b) { b.leaves[1].vislist = 1; }, true);
    broken("marksurface_6", "E-QUAKE-BSP-MARKSURFACE", "marksurface 2 naming face 6 of 6",
           "seed 004 4.4.3", [](Bsp& b) { b.marksurfaces[2] = 6; });
    broken("surfedge_minus_25", "E-QUAKE-BSP-SURFEDGE", "surfedge 4 naming edge -25 of 25",
           "seed 004 4.4.4", [](Bsp& b) { b.surfedges[4] = -25; });
    broken("clipnode_plane_6", "E-QUAKE-BSP-CLIPNODE-PLANE", "clipnode 0's plane 6 of 6",
           "seed 004 4.5.2", [](Bsp& b) { b.clipnodes[0].planenum = 6; });
    broken("clipnode_child_6", "E-QUAKE-BSP-CLIPNODE-CHILD", "clipnode 0's back child 6 of 6",
           "seed 004 4.5.2", [](Bsp& b) { b.clipnodes[0].children[1] = 6; });
    broken("entities_unclosed", "E-QUAKE-BSP-ENTITIES",
           "entity text \"{ \"classname\" \"worldspawn\"\" with no closing brace", "seed 004 4.3.7",
           [](Bsp& b) {
             const std::string text = "{ \"classname\" \"worldspawn\"";
             b.entities.assign(text.begin(), text.end());
             b.entities.push_back(0);
           });
    broken(
        "vis_row_truncated", "E-QUAKE-BSP-VIS-TRUNCATED",
        "leaf 1's row a lone zero byte with no count", "seed 004 4.4.5",
        [](Bsp& b) { b.visibility = {0x00}; }, true);
  }

  void craft_findings() {
    const Bsp bsp = synthetic_box_bsp();
    const Bytes box = encode(bsp);
    const std::size_t leaves_at = bsp_lump_offsets(bsp)[static_cast<std::size_t>(BspLump::kLeaves)];
    const Bytes overlap = with_u32(with_u32(box, entry_at(BspLump::kLighting), leaves_at),
                                   entry_at(BspLump::kLighting) + 4, 28);
    add("lighting_over_leaves", overlap, tolerated("W-QUAKE-BSP-LUMP-OVERLAP"),
        {"bsp_lump_changed", "the box's empty lighting lump grown over the bytes of leaf 0",
         "seed 004 4.2", kBoxQuirks});
    quirk("plane_normal_2", "W-QUAKE-BSP-PLANE-NORMAL", "plane 0's normal (2, 0, 0)",
          "seed 004 4.5.1", [](Bsp& b) {
            b.planes[0].normal = {2, 0, 0};
          });
    quirk("no_clipnodes", "W-QUAKE-BSP-NO-CLIPNODES",
          "no clipnodes, the world's clip hulls still heading at clipnode 0", "seed 004 4.3.1",
          [](Bsp& b) { b.clipnodes.clear(); });
    quirk("leaf0_empty", "W-QUAKE-BSP-LEAF0-CONTENTS", "leaf 0 empty (-1) instead of solid",
          "seed 004 4.4.2", [](Bsp& b) { b.leaves[0].type = kContentsEmpty; });
    quirk("edge0_used", "W-QUAKE-BSP-EDGE0-USED",
          "face 0's first surfedge 0, edge 0 made a copy of edge 1", "seed 004 4.3.3", [](Bsp& b) {
            b.edges[0] = b.edges[1];
            b.surfedges[0] = 0;
          });
    quirk("vis_run_past_row", "W-QUAKE-BSP-VIS-OVERRUN",
          "leaf 1's row a run of 5 zero bytes in a 1-byte row", "seed 004 4.4.5", [](Bsp& b) {
            b.visibility = {0x00, 0x05};
            b.leaves[1].vislist = 0;
          });
  }

  void changed(const std::string& stem, const Expect& expect, const std::string& what,
               const std::string& section, const std::function<void(Bsp&)>& change,
               bool with_vis = false) {
    Bsp bsp = synthetic_box_bsp(with_vis);
    change(bsp);
    add(stem, encode(bsp), expect,
        {"encode_bsp_box_changed",
         "the box" + std::string(with_vis ? " with vis" : "") + " with " + what, section,
         kBoxQuirks});
  }
  void broken(const std::string& stem, const std::string& id, const std::string& what,
              const std::string& section, const std::function<void(Bsp&)>& change,
              bool with_vis = false) {
    changed(stem, rejected(id), what, section, change, with_vis);
  }
  void quirk(const std::string& stem, const std::string& id, const std::string& what,
             const std::string& section, const std::function<void(Bsp&)>& change) {
    changed(stem, tolerated(id), what, section, change);
  }

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const BspNotes& notes) {
    book_.add(kBspTarget, stem,
              Input{file, {{"layout", "fuzz/quake_bsp_fuzzer.cc: the BSP file as is"}}}, expect,
              Notes{notes.recipe, notes.description, notes.section, notes.catalogue_ids});
  }

  corpus::RecipeBook& book_;
};

// ---- quake_pak_fuzzer: the PAK file ------------------------------------------------------------

constexpr std::string_view kPakTarget = "quake_pak_fuzzer";
constexpr std::string_view kPakSection = "decoders/quake/pak.h layout (no seed document)";

Pak sample_pak() {
  Pak pak;
  pak.entries.push_back(
      must(make_pak_entry("default.cfg", text_bytes("bind w +forward\n")), "make_pak_entry"));
  pak.entries.push_back(must(
      make_pak_entry("maps/box.bsp", encode_bsp(synthetic_box_bsp()).value()), "make_pak_entry"));
  return pak;
}

class PakCrafter {
 public:
  explicit PakCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    const Pak pak = sample_pak();
    const Bytes sample = encode(pak);
    const std::size_t directory_at = load_u32le(sample, 4);
    add("sample", sample, decodes(),
        {"encode_pak_sample", "encode_pak(sample_pak()): default.cfg and maps/box.bsp"});
    add("no_entries", encode(Pak{}), decodes(), {"encode_pak_empty", "a pak of no entries"});
    // The directory moved 4 bytes on, "GAP!" before it: kept in the layout.
    Bytes gap =
        concat({first_bytes(sample, directory_at), text_bytes("GAP!"),
                Bytes(sample.begin() + static_cast<std::ptrdiff_t>(directory_at), sample.end())});
    add("gap_before_directory", with_u32(gap, 4, directory_at + 4), decodes(),
        {"pak_gap", "the sample with 4 bytes no entry covers before its directory"});

    add("empty", {}, rejected("E-QUAKE-PAK-TRUNCATED", 0), {"pak_empty", "an empty file"});
    // The header's magic and directory, and the directory's entries, u32 each.
    const FieldChange<PakNotes> changes[] = {
        {"magic_pakk", 0, 0x4B4B4150, rejected("E-QUAKE-PAK-MAGIC", 0),
         PakNotes{"pak_magic_changed", "the sample with \"PAKK\" for \"PACK\""}},
        {"directory_past_end", 4, sample.size(), rejected("E-QUAKE-PAK-DIRECTORY", 4),
         PakNotes{"pak_directory_changed", "the sample's directory moved to the end of the file"}},
        {"directory_100_bytes", 8, 100, rejected("E-QUAKE-PAK-DIRECTORY", 4),
         PakNotes{"pak_directory_changed", "a 100-byte directory: not whole 64-byte entries"}},
        {"entries_2049", 8, 64 * (kMaxPakEntries + 1), rejected("E-QUAKE-PAK-ENTRY-LIMIT", 8),
         PakNotes{"pak_directory_changed",
                  "a directory of 2049 entries, one above MAX_FILES_IN_PACK"}},
        {"entry_past_end", directory_at + 64 + 60, sample.size(),
         rejected("E-QUAKE-PAK-ENTRY-RANGE", directory_at + 64 + 56),
         PakNotes{"pak_entry_changed", "entry 1 as long as the whole file"}},
        {"entries_overlap", directory_at + 64 + 56, 14,
         rejected("E-QUAKE-PAK-OVERLAP", directory_at + 64),
         PakNotes{"pak_entry_changed", "entry 1 starting 2 bytes into entry 0"}},
        {"entry_over_header", directory_at + 56, 8, rejected("E-QUAKE-PAK-OVERLAP", directory_at),
         PakNotes{"pak_entry_changed", "entry 0 starting inside the header"}},
    };
    for (const auto& c : changes) add(c.stem, with_u32(sample, c.at, c.value), c.expect, c.notes);

    quirk("name_unterminated", "W-QUAKE-PAK-NAME-UNTERMINATED", "entry 0's name 56 letters a",
          [](Pak& p) { p.entries[0].name_field.fill('a'); });
    quirk("name_padding", "W-QUAKE-PAK-NAME-PADDING", "an x 10 bytes after entry 0's NUL",
          [](Pak& p) { p.entries[0].name_field[21] = 'x'; });
    quirk("name_empty", "W-QUAKE-PAK-EMPTY-NAME", "entry 1's name field all NULs",
          [](Pak& p) { p.entries[1].name_field = {}; });
    quirk("name_duplicate", "W-QUAKE-PAK-DUPLICATE-NAME", "entry 1 also named default.cfg",
          [](Pak& p) { p.entries[1].name_field = p.entries[0].name_field; });
  }

 private:
  static Bytes encode(const Pak& pak) { return must(encode_pak(pak), "encode_pak"); }

  void quirk(const std::string& stem, const std::string& id, const std::string& what,
             const std::function<void(Pak&)>& change) {
    Pak pak = sample_pak();
    change(pak);
    add(stem, encode(pak), tolerated(id), {"encode_pak_changed", "the sample with " + what});
  }

  struct PakNotes {
    std::string recipe;
    std::string description;
  };

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const PakNotes& notes) {
    book_.add(kPakTarget, stem,
              Input{file, {{"layout", "fuzz/quake_pak_fuzzer.cc: the PAK file as is"}}}, expect,
              Notes{notes.recipe, notes.description, kPakSection});
  }

  corpus::RecipeBook& book_;
};

// ---- quake_vis_fuzzer: a row length and a visibility lump --------------------------------------

constexpr std::string_view kVisTarget = "quake_vis_fuzzer";
constexpr std::string_view kVisSection = "seed 004 4.4.5";

class VisCrafter {
 public:
  explicit VisCrafter(corpus::RecipeBook& book) : book_(book) {}

  void craft() {
    const Bytes row = {0x01, 0x00, 0x00, 0x00, 0x80, 0x00};
    add("row_6", input(6, compress_vis_row(row)), decodes(),
        {"compress_vis_row", "compress_vis_row of a 6-byte row seeing leaves 1 and 40"});
    add("row_300_zeros", input(300, compress_vis_row(Bytes(300, 0))), decodes(),
        {"compress_vis_row", "a 300-byte row of zeros: runs of 255 and 45"});
    add("row_empty", input(0, {}), decodes(), {"vis_empty", "a row of 0 bytes and no lump"});
    add("lone_zero", input(2, {0x05, 0x00}), rejected("E-QUAKE-BSP-VIS-TRUNCATED", 3),
        {"vis_cut", "a 2-byte row: 0x05, then a zero byte with no count"});
    add("row_past_lump", input(4, {0x05, 0x00, 0x01}), rejected("E-QUAKE-BSP-VIS-TRUNCATED", 5),
        {"vis_cut", "a 4-byte row whose lump ends after 2 of its bytes"});
    add("run_past_row", input(2, {0x00, 0x09}), tolerated("W-QUAKE-BSP-VIS-OVERRUN"),
        {"vis_overrun", "a 2-byte row coded as a run of 9 zero bytes"});
  }

 private:
  static Bytes input(std::uint16_t row_bytes, const Bytes& lump) {
    return concat({with_u16(Bytes(2, 0), 0, row_bytes), lump});
  }

  struct VisNotes {
    std::string recipe;
    std::string description;
  };

  void add(const std::string& stem, const Bytes& bytes, const Expect& expect,
           const VisNotes& notes) {
    book_.add(kVisTarget, stem,
              Input{bytes,
                    {{"layout",
                      "fuzz/quake_vis_fuzzer.cc: row length uint16 LE, then the visibility lump"}}},
              expect, Notes{notes.recipe, notes.description, kVisSection});
  }

  corpus::RecipeBook& book_;
};

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook book(kCraftingTool, corpus::quake_corpus_outcome);
  BspCrafter(book).craft();
  PakCrafter(book).craft();
  VisCrafter(book).craft();
  return book.crafted();
}

}  // namespace
}  // namespace wolfsuite

int main(int argc, char** argv) {
  return wolfsuite::corpus::run_crafting_tool(argc, argv, wolfsuite::kCraftingTool,
                                              wolfsuite::craft);
}
