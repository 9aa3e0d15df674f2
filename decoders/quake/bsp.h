#pragma once
// Quake BSP files, version 29 (seed 004, "Unofficial Quake Specs" chapter 4): one level, a
// header of 15 lump (offset, length) pairs, and the lumps.
//
// Header
//   offset  size  field          note
//   0       4     version        int32, 29 (see Q-QUAKE-BSP-VERSION-DOC)
//   4+8i    4     lump i offset  int32, from the file's start; i in the order of BspLump
//   8+8i    4     lump i length  int32, bytes; a whole number of the lump's records
//   124     ...   lumps          anywhere in the file, in any order, with any padding between
//
// Lumps (seed 004 4.2-4.5; record sizes in bytes)
//   i   lump          record  fields
//   0   entities      text    "{ "key" "value" ... }" (bsp_entities.h), NUL-terminated
//   1   planes        20      normal float[3], dist float, type int32
//   2   miptex        -       bsp_miptex.h
//   3   vertices      12      float[3]
//   4   visibility    bytes   run-length coded leaf rows (bsp_vis.h)
//   5   nodes         24      plane_id int32, front int16, back int16 (>= 0: a node; < 0: the
//                             leaf ~child), box int16[6], face_id uint16, face_num uint16
//   6   texinfo       40      vectorS float[3], distS float, vectorT float[3], distT float,
//                             texture_id uint32, animated uint32
//   7   faces         20      plane_id uint16, side uint16, ledge_id int32, ledge_num uint16,
//                             texinfo_id uint16, typelight, baselight, light[2] uint8,
//                             lightmap int32
//   8   lighting      bytes   lightmap samples
//   9   clipnodes     8       planenum uint32, front int16, back int16 (< 0: contents)
//   10  leaves        28      type int32, vislist int32, bound int16[6], lface_id uint16,
//                             lface_num uint16, ambient sound levels uint8[4]
//   11  marksurfaces  2       uint16 face index (seed 004's "list of faces")
//   12  edges         4       vertex0 uint16, vertex1 uint16
//   13  surfedges     4       int32: edge index, negative for the edge walked backwards (seed
//                             004 says short; see Q-QUAKE-BSP-SURFEDGE-WIDTH)
//   14  models        64      bound float[6], origin float[3], node_id int32[4], numleafs
//                             int32, face_id int32, face_num int32
// The seed's node_t gives front/back as uint16 with bit 15 marking a leaf and the leaf as ~value;
// read as int16 that is "negative: leaf -1 - value", which is how the model holds them.
//
// BspLayout keeps every lump's offset and the bytes between lumps, so decode then encode gives
// the file back byte for byte. encode_bsp() writes that layout when the lumps still fit it;
// otherwise (or with no layout) it writes the lumps in qbsp's order (planes, leaves, vertices,
// nodes, texinfo, faces, clipnodes, marksurfaces, surfedges, edges, models, lighting,
// visibility, entities, miptex), each at a 4-byte boundary, zero padded.
//
// Catalogue of the IDs this file reports (offsets are file offsets):
//   id                          kind     meaning
//   E-QUAKE-BSP-TRUNCATED       error    the file is shorter than the 124-byte header
//   E-QUAKE-BSP-VERSION         error    version is not 29
//   E-QUAKE-BSP-LUMP-RANGE      error    lump i: offset or length negative, or its bytes not
//                                        inside the file (offset: the lump's header entry)
//   E-QUAKE-BSP-LUMP-SIZE       error    lump i's length is not a multiple of its record size
//   E-QUAKE-BSP-ENCODE          error    encode: a lump of 2 GiB or more, or a miptex lump that
//                                        cannot be written (bsp_miptex.h)
//   W-QUAKE-BSP-LUMP-OVERLAP    finding  two non-empty lumps (or a lump and the header) share
//                                        bytes; the engine reads each lump on its own, so both
//                                        are decoded from the same bytes
//   and the miptex lump's IDs (bsp_miptex.h). validate_bsp (bsp_validate.h) checks the indexes.
//   Q-QUAKE-BSP-VERSION-DOC     accepted seed 004 says the version "must be 0x17 (23)" and
//                                        describes "version 0x1C"; shipped Quake and every
//                                        compiler write 29 (0x1D), the only value we accept
//   Q-QUAKE-BSP-SURFEDGE-WIDTH  accepted seed 004 declares the list of edges as short; files
//                                        hold int32 entries (4 bytes, as the lump lengths show)
//   Q-QUAKE-BSP-LUMP-ORDER      accepted lumps are stored in another order than the header's
//                                        and padded to 4 bytes; kept by BspLayout
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"
#include "decoders/quake/bsp_miptex.h"
#include "decoders/quake/placed_bytes.h"

namespace wolfsuite {

inline constexpr std::int32_t kBspVersion = 29;
inline constexpr std::size_t kBspLumpCount = 15;
inline constexpr std::size_t kBspHeaderBytes = 4 + 8 * kBspLumpCount;

enum class BspLump : std::uint8_t {
  kEntities,
  kPlanes,
  kMiptex,
  kVertices,
  kVisibility,
  kNodes,
  kTexinfo,
  kFaces,
  kLighting,
  kClipnodes,
  kLeaves,
  kMarksurfaces,
  kEdges,
  kSurfedges,
  kModels,
};
// "entities", "planes", ... as the counts of `wolfsuite info` name them.
std::string_view bsp_lump_name(BspLump lump);
// Bytes per record; 1 for the byte lumps (entities, miptex, visibility, lighting).
std::size_t bsp_record_bytes(BspLump lump);

// seed 004 4.4.2: a leaf's type; leaf 0 is always solid.
inline constexpr std::int32_t kContentsEmpty = -1;
inline constexpr std::int32_t kContentsSolid = -2;

struct Vec3 {
  float x = 0;
  float y = 0;
  float z = 0;
  friend bool operator==(const Vec3&, const Vec3&) = default;
};

struct Plane {
  Vec3 normal;
  float dist = 0;
  std::int32_t type = 0;
  friend bool operator==(const Plane&, const Plane&) = default;
};

struct Node {
  std::int32_t plane_id = 0;
  std::array<std::int16_t, 2> children{};  // front, back; < 0: leaf -1 - child
  std::array<std::int16_t, 6> box{};
  std::uint16_t face_id = 0;
  std::uint16_t face_num = 0;
  friend bool operator==(const Node&, const Node&) = default;
};

struct Texinfo {
  Vec3 vector_s;
  float dist_s = 0;
  Vec3 vector_t;
  float dist_t = 0;
  std::uint32_t texture_id = 0;
  std::uint32_t animated = 0;  // bit 0: a special (warped or sky) surface, no extent limit
  friend bool operator==(const Texinfo&, const Texinfo&) = default;
};

struct Face {
  std::uint16_t plane_id = 0;
  std::uint16_t side = 0;
  std::int32_t ledge_id = 0;  // first surfedge
  std::uint16_t ledge_num = 0;
  std::uint16_t texinfo_id = 0;
  std::uint8_t typelight = 0;
  std::uint8_t baselight = 0;
  std::array<std::uint8_t, 2> light{};
  std::int32_t lightmap = -1;
  friend bool operator==(const Face&, const Face&) = default;
};

struct Clipnode {
  std::uint32_t planenum = 0;
  std::array<std::int16_t, 2> children{};  // front, back; < 0: contents
  friend bool operator==(const Clipnode&, const Clipnode&) = default;
};

struct Leaf {
  std::int32_t type = kContentsEmpty;
  std::int32_t vislist = -1;  // offset into visibility, -1: every leaf visible
  std::array<std::int16_t, 6> bound{};
  std::uint16_t lface_id = 0;  // first marksurface
  std::uint16_t lface_num = 0;
  std::array<std::uint8_t, 4> ambient{};  // water, sky, slime, lava
  friend bool operator==(const Leaf&, const Leaf&) = default;
};

struct Edge {
  std::uint16_t vertex0 = 0;
  std::uint16_t vertex1 = 0;
  friend bool operator==(const Edge&, const Edge&) = default;
};

struct BspModel {
  std::array<float, 6> bound{};  // min x, y, z, max x, y, z
  Vec3 origin;
  std::array<std::int32_t, 4> node_id{};  // BSP tree head node, then the clip hulls' heads
  std::int32_t numleafs = 0;              // leaves with visibility rows (model 0)
  std::int32_t face_id = 0;
  std::int32_t face_num = 0;
  friend bool operator==(const BspModel&, const BspModel&) = default;
};

struct BspLayout {
  std::array<std::size_t, kBspLumpCount> offsets{};  // as stored, empty lumps included
  std::size_t file_size = 0;
  std::vector<PlacedBytes> leftover;  // file bytes neither the header nor a lump covers
  friend bool operator==(const BspLayout&, const BspLayout&) = default;
};

struct Bsp {
  Bytes entities;  // the lump's text as stored, NUL included
  std::vector<Plane> planes;
  MiptexLump miptex;
  std::vector<Vec3> vertices;
  Bytes visibility;
  std::vector<Node> nodes;
  std::vector<Texinfo> texinfo;
  std::vector<Face> faces;
  Bytes lighting;
  std::vector<Clipnode> clipnodes;
  std::vector<Leaf> leaves;
  std::vector<std::uint16_t> marksurfaces;
  std::vector<Edge> edges;
  std::vector<std::int32_t> surfedges;
  std::vector<BspModel> models;
  std::optional<BspLayout> layout;  // nullopt: the canonical layout
  friend bool operator==(const Bsp&, const Bsp&) = default;
};

Result<Bsp> decode_bsp(ByteSpan in, Findings& findings);
Result<Bytes> encode_bsp(const Bsp& bsp);

// Where each lump starts in the file encode_bsp() writes (for validation offsets).
std::array<std::size_t, kBspLumpCount> bsp_lump_offsets(const Bsp& bsp);

// kCertain when the version is 29 and every lump lies inside the bytes given with a whole number
// of records; kLikely when the version is 29 but the header is cut short or a lump does not fit
// (pass the whole file for kCertain); kNo otherwise.
ProbeVerdict probe_bsp(ByteSpan file);

// One count per lump for `wolfsuite info`, named as bsp_lump_name() names them: records for the
// record lumps, textures for miptex, entities for entities (0 when the text does not parse),
// bytes for visibility and lighting.
std::vector<std::pair<std::string_view, std::size_t>> bsp_counts(const Bsp& bsp);

}  // namespace wolfsuite
