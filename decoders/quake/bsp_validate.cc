#include "decoders/quake/bsp_validate.h"

#include <cmath>
#include <string>

#include "decoders/quake/bsp_entities.h"
#include "decoders/quake/bsp_query.h"
#include "decoders/quake/bsp_vis.h"

namespace wolfsuite {
namespace {

class Validator {
 public:
  Validator(const Bsp& bsp, Findings& findings)
      : bsp_(bsp), findings_(findings), offsets_(bsp_lump_offsets(bsp)) {}

  Status run() {
    WS_RETURN_IF_ERROR(parse_entities(bsp_.entities, lump_at(BspLump::kEntities)));
    if (bsp_.models.empty()) return malformed("E-QUAKE-BSP-NO-MODEL", 4 + 8 * 14, "no models");
    check_planes();
    WS_RETURN_IF_ERROR(check_edges());
    WS_RETURN_IF_ERROR(check_surfedges());
    WS_RETURN_IF_ERROR(check_texinfo());
    WS_RETURN_IF_ERROR(check_faces());
    WS_RETURN_IF_ERROR(check_marksurfaces());
    WS_RETURN_IF_ERROR(check_nodes());
    WS_RETURN_IF_ERROR(check_leaves());
    WS_RETURN_IF_ERROR(check_clipnodes());
    WS_RETURN_IF_ERROR(check_models());
    return check_vis_rows();
  }

 private:
  std::size_t lump_at(BspLump lump) const { return offsets_[static_cast<std::size_t>(lump)]; }
  std::size_t record_at(BspLump lump, std::size_t i) const {
    return lump_at(lump) + i * bsp_record_bytes(lump);
  }
  static bool span_inside(std::int64_t first, std::int64_t count, std::size_t size) {
    return first >= 0 && count >= 0 && static_cast<std::uint64_t>(first + count) <= size;
  }
  static std::string index_text(std::string_view what, std::size_t i, std::string_view rule) {
    return std::string(what) + " " + std::to_string(i) + ": " + std::string(rule);
  }

  void check_planes() {
    for (std::size_t i = 0; i < bsp_.planes.size(); ++i) {
      const Vec3& n = bsp_.planes[i].normal;
      const double length = std::sqrt(double{n.x} * n.x + double{n.y} * n.y + double{n.z} * n.z);
      if (!(std::fabs(length - 1) <= kPlaneNormalTolerance)) {
        findings_.add("W-QUAKE-BSP-PLANE-NORMAL", record_at(BspLump::kPlanes, i),
                      index_text("plane", i, "normal of length " + std::to_string(length)));
      }
    }
  }

  Status check_edges() {
    for (std::size_t i = 0; i < bsp_.edges.size(); ++i) {
      const Edge& edge = bsp_.edges[i];
      if (edge.vertex0 >= bsp_.vertices.size() || edge.vertex1 >= bsp_.vertices.size()) {
        return malformed("E-QUAKE-BSP-EDGE-VERTEX", record_at(BspLump::kEdges, i),
                         index_text("edge", i, "a vertex outside the vertices"));
      }
    }
    return {};
  }

  Status check_surfedges() {
    bool edge0_reported = false;
    for (std::size_t i = 0; i < bsp_.surfedges.size(); ++i) {
      const std::int64_t surfedge = bsp_.surfedges[i];
      const std::uint64_t edge = static_cast<std::uint64_t>(surfedge < 0 ? -surfedge : surfedge);
      if (edge >= bsp_.edges.size()) {
        return malformed(
            "E-QUAKE-BSP-SURFEDGE", record_at(BspLump::kSurfedges, i),
            index_text("surfedge", i, "edge " + std::to_string(surfedge) + " outside the edges"));
      }
      if (edge == 0 && !edge0_reported) {
        findings_.add("W-QUAKE-BSP-EDGE0-USED", record_at(BspLump::kSurfedges, i),
                      index_text("surfedge", i, "uses edge 0"));
        edge0_reported = true;
      }
    }
    return {};
  }

  Status check_texinfo() {
    const std::size_t textures = bsp_.miptex.textures.size();
    for (std::size_t i = 0; i < bsp_.texinfo.size(); ++i) {
      if (textures != 0 && bsp_.texinfo[i].texture_id >= textures) {
        return malformed("E-QUAKE-BSP-TEXINFO-MIPTEX", record_at(BspLump::kTexinfo, i) + 32,
                         index_text("texinfo", i,
                                    "texture " + std::to_string(bsp_.texinfo[i].texture_id) +
                                        " of " + std::to_string(textures)));
      }
    }
    return {};
  }

  Status check_faces() {
    for (std::size_t i = 0; i < bsp_.faces.size(); ++i) {
      const Face& face = bsp_.faces[i];
      const std::size_t at = record_at(BspLump::kFaces, i);
      if (face.plane_id >= bsp_.planes.size()) {
        return malformed("E-QUAKE-BSP-FACE-PLANE", at, index_text("face", i, "plane outside"));
      }
      if (face.texinfo_id >= bsp_.texinfo.size()) {
        return malformed("E-QUAKE-BSP-FACE-TEXINFO", at + 10,
                         index_text("face", i, "texinfo outside"));
      }
      WS_ASSIGN_OR_RETURN(const std::vector<Vec3> polygon, face_polygon(bsp_, i));
      WS_RETURN_IF_ERROR(check_extents(i, polygon));
    }
    return {};
  }

  // seed 004 4.3.4: s = dot(vertex, vectorS) + distS (t alike); the extent is the bounding
  // range rounded out to multiples of 16 (lightmap samples are 16 texels apart, 4.5.3).
  Status check_extents(std::size_t i, const std::vector<Vec3>& polygon) {
    const Texinfo& info = bsp_.texinfo[bsp_.faces[i].texinfo_id];
    if (info.animated & 1) return {};
    for (const auto& [axis, dist] :
         {std::pair{info.vector_s, info.dist_s}, std::pair{info.vector_t, info.dist_t}}) {
      double low = INFINITY;
      double high = -INFINITY;
      for (const Vec3& v : polygon) {
        const double value =
            double{v.x} * axis.x + double{v.y} * axis.y + double{v.z} * axis.z + dist;
        low = std::min(low, value);
        high = std::max(high, value);
      }
      const double extent = (std::ceil(high / 16) - std::floor(low / 16)) * 16;
      if (!(extent <= kMaxSurfaceExtent)) {
        return malformed("E-QUAKE-BSP-SURFACE-EXTENTS", record_at(BspLump::kFaces, i),
                         index_text("face", i, "texture extent " + std::to_string(extent)));
      }
    }
    return {};
  }

  Status check_marksurfaces() {
    for (std::size_t i = 0; i < bsp_.marksurfaces.size(); ++i) {
      if (bsp_.marksurfaces[i] >= bsp_.faces.size()) {
        return malformed("E-QUAKE-BSP-MARKSURFACE", record_at(BspLump::kMarksurfaces, i),
                         index_text("marksurface", i, "face outside the faces"));
      }
    }
    return {};
  }

  bool child_ok(std::int16_t child) const {
    return child >= 0 ? static_cast<std::size_t>(child) < bsp_.nodes.size()
                      : static_cast<std::size_t>(-1 - child) < bsp_.leaves.size();
  }

  Status check_nodes() {
    for (std::size_t i = 0; i < bsp_.nodes.size(); ++i) {
      const Node& node = bsp_.nodes[i];
      const std::size_t at = record_at(BspLump::kNodes, i);
      if (node.plane_id < 0 || static_cast<std::size_t>(node.plane_id) >= bsp_.planes.size()) {
        return malformed("E-QUAKE-BSP-NODE-PLANE", at, index_text("node", i, "plane outside"));
      }
      for (std::size_t side = 0; side < 2; ++side) {
        if (!child_ok(node.children[side])) {
          return malformed("E-QUAKE-BSP-NODE-CHILD", at + 4 + 2 * side,
                           index_text("node", i,
                                      "child " + std::to_string(node.children[side]) +
                                          " names no node or leaf"));
        }
      }
      if (!span_inside(node.face_id, node.face_num, bsp_.faces.size())) {
        return malformed("E-QUAKE-BSP-NODE-FACES", at + 20,
                         index_text("node", i, "faces outside the faces"));
      }
    }
    return {};
  }

  Status check_leaves() {
    if (!bsp_.leaves.empty() && bsp_.leaves[0].type != kContentsSolid) {
      findings_.add("W-QUAKE-BSP-LEAF0-CONTENTS", record_at(BspLump::kLeaves, 0),
                    "leaf 0 has type " + std::to_string(bsp_.leaves[0].type) + ", not solid (-2)");
    }
    for (std::size_t i = 0; i < bsp_.leaves.size(); ++i) {
      const Leaf& leaf = bsp_.leaves[i];
      const std::size_t at = record_at(BspLump::kLeaves, i);
      if (!span_inside(leaf.lface_id, leaf.lface_num, bsp_.marksurfaces.size())) {
        return malformed("E-QUAKE-BSP-LEAF-MARKSURFACES", at + 20,
                         index_text("leaf", i, "marksurfaces outside"));
      }
      // The engine never looks up leaf 0's row, and with no visibility lump it sees everything.
      if (i != 0 && !bsp_.visibility.empty() && leaf.vislist != -1 &&
          !span_inside(leaf.vislist, 1, bsp_.visibility.size())) {
        return malformed(
            "E-QUAKE-BSP-LEAF-VISOFS", at + 4,
            index_text("leaf", i,
                       "vislist " + std::to_string(leaf.vislist) + " outside the visibility lump"));
      }
    }
    return {};
  }

  Status check_clipnodes() {
    for (std::size_t i = 0; i < bsp_.clipnodes.size(); ++i) {
      const Clipnode& clipnode = bsp_.clipnodes[i];
      const std::size_t at = record_at(BspLump::kClipnodes, i);
      if (clipnode.planenum >= bsp_.planes.size()) {
        return malformed("E-QUAKE-BSP-CLIPNODE-PLANE", at,
                         index_text("clipnode", i, "plane outside"));
      }
      for (std::size_t side = 0; side < 2; ++side) {
        const std::int16_t child = clipnode.children[side];
        if (child >= 0 && static_cast<std::size_t>(child) >= bsp_.clipnodes.size()) {
          return malformed(
              "E-QUAKE-BSP-CLIPNODE-CHILD", at + 4 + 2 * side,
              index_text("clipnode", i, "child " + std::to_string(child) + " names no clipnode"));
        }
      }
    }
    return {};
  }

  Status check_models() {
    for (std::size_t i = 0; i < bsp_.models.size(); ++i) {
      const BspModel& model = bsp_.models[i];
      const std::size_t at = record_at(BspLump::kModels, i);
      if (model.node_id[0] < 0 || static_cast<std::size_t>(model.node_id[0]) >= bsp_.nodes.size()) {
        return malformed("E-QUAKE-BSP-MODEL-HEADNODE", at + 36,
                         index_text("model", i, "head node outside the nodes"));
      }
      if (!span_inside(model.face_id, model.face_num, bsp_.faces.size())) {
        return malformed("E-QUAKE-BSP-MODEL-FACES", at + 56,
                         index_text("model", i, "faces outside the faces"));
      }
      WS_RETURN_IF_ERROR(check_clip_hull_heads(model, i, at));
    }
    const std::int32_t visleafs = bsp_.models[0].numleafs;
    if (visleafs < 0 ||
        static_cast<std::size_t>(visleafs) >= std::max<std::size_t>(bsp_.leaves.size(), 1)) {
      return malformed("E-QUAKE-BSP-MODEL-LEAVES", record_at(BspLump::kModels, 0) + 52,
                       "model 0 has " + std::to_string(visleafs) + " vis leaves, the map " +
                           std::to_string(bsp_.leaves.size()) + " leaves");
    }
    return {};
  }

  // node_id[1] and node_id[2] head the two clip hulls (4.3.1); a negative head is a contents
  // value and names no clipnode. node_id[3] is "usually zero" and the engine never reads it.
  Status check_clip_hull_heads(const BspModel& model, std::size_t i, std::size_t at) {
    for (std::size_t hull = 1; hull <= 2; ++hull) {
      const std::int32_t head = model.node_id[hull];
      if (head < 0) continue;
      if (bsp_.clipnodes.empty()) {
        if (!reported_no_clipnodes_) {
          findings_.add("W-QUAKE-BSP-NO-CLIPNODES", at + 36 + 4 * hull,
                        index_text("model", i,
                                   "clip hull " + std::to_string(hull) + " heads at clipnode " +
                                       std::to_string(head) + " of a map without clipnodes"));
          reported_no_clipnodes_ = true;
        }
        continue;
      }
      if (static_cast<std::size_t>(head) >= bsp_.clipnodes.size()) {
        return malformed("E-QUAKE-BSP-MODEL-CLIPNODE", at + 36 + 4 * hull,
                         index_text("model", i,
                                    "clip hull " + std::to_string(hull) + " head " +
                                        std::to_string(head) + " outside the clipnodes"));
      }
    }
    return {};
  }

  Status check_vis_rows() {
    if (bsp_.visibility.empty()) return {};
    const std::size_t row = vis_row_bytes(static_cast<std::size_t>(bsp_.models[0].numleafs));
    for (std::size_t i = 1; i < bsp_.leaves.size(); ++i) {
      if (bsp_.leaves[i].vislist < 0) continue;
      WS_RETURN_IF_ERROR(decompress_vis_row(bsp_.visibility,
                                            static_cast<std::size_t>(bsp_.leaves[i].vislist), row,
                                            findings_, lump_at(BspLump::kVisibility)));
    }
    return {};
  }

  const Bsp& bsp_;
  Findings& findings_;
  std::array<std::size_t, kBspLumpCount> offsets_;
  bool reported_no_clipnodes_ = false;
};

}  // namespace

Status validate_bsp(const Bsp& bsp, Findings& findings) { return Validator(bsp, findings).run(); }

}  // namespace wolfsuite
