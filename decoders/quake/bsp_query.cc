#include "decoders/quake/bsp_query.h"

#include <string>

#include "decoders/quake/bsp_vis.h"

namespace wolfsuite {
namespace {

std::size_t record_offset(const Bsp& bsp, BspLump lump, std::size_t index) {
  return bsp_lump_offsets(bsp)[static_cast<std::size_t>(lump)] + index * bsp_record_bytes(lump);
}

Result<std::size_t> row_bytes(const Bsp& bsp) {
  if (bsp.models.empty()) return malformed("E-QUAKE-BSP-NO-MODEL", 4 + 8 * 14, "no models");
  const std::int32_t visleafs = bsp.models[0].numleafs;
  if (visleafs < 0 ||
      static_cast<std::size_t>(visleafs) >= std::max<std::size_t>(bsp.leaves.size(), 1)) {
    return malformed("E-QUAKE-BSP-MODEL-LEAVES", record_offset(bsp, BspLump::kModels, 0) + 52,
                     "model 0 has " + std::to_string(visleafs) + " vis leaves, the map " +
                         std::to_string(bsp.leaves.size()) + " leaves");
  }
  return vis_row_bytes(static_cast<std::size_t>(visleafs));
}

}  // namespace

Result<std::vector<Vec3>> face_polygon(const Bsp& bsp, std::size_t face_index) {
  if (face_index >= bsp.faces.size()) {
    return malformed(
        "E-QUAKE-BSP-QUERY", 0,
        "face " + std::to_string(face_index) + " of " + std::to_string(bsp.faces.size()));
  }
  const Face& face = bsp.faces[face_index];
  if (face.ledge_id < 0 || static_cast<std::size_t>(face.ledge_id) > bsp.surfedges.size() ||
      face.ledge_num > bsp.surfedges.size() - static_cast<std::size_t>(face.ledge_id) ||
      face.ledge_num < 3) {
    return malformed("E-QUAKE-BSP-FACE-EDGES", record_offset(bsp, BspLump::kFaces, face_index) + 4,
                     "face " + std::to_string(face_index) + ": " + std::to_string(face.ledge_num) +
                         " edges from surfedge " + std::to_string(face.ledge_id) + " of " +
                         std::to_string(bsp.surfedges.size()));
  }
  std::vector<Vec3> polygon;
  for (std::size_t k = 0; k < face.ledge_num; ++k) {
    const std::size_t s = static_cast<std::size_t>(face.ledge_id) + k;
    const std::int64_t surfedge = bsp.surfedges[s];
    const std::uint64_t edge_index =
        static_cast<std::uint64_t>(surfedge < 0 ? -surfedge : surfedge);
    if (edge_index >= bsp.edges.size()) {
      return malformed("E-QUAKE-BSP-SURFEDGE", record_offset(bsp, BspLump::kSurfedges, s),
                       "surfedge " + std::to_string(s) + " picks edge " +
                           std::to_string(edge_index) + " of " + std::to_string(bsp.edges.size()));
    }
    const Edge& edge = bsp.edges[edge_index];
    const std::size_t vertex = surfedge < 0 ? edge.vertex1 : edge.vertex0;
    if (vertex >= bsp.vertices.size()) {
      return malformed("E-QUAKE-BSP-EDGE-VERTEX", record_offset(bsp, BspLump::kEdges, edge_index),
                       "edge " + std::to_string(edge_index) + " names vertex " +
                           std::to_string(vertex) + " of " + std::to_string(bsp.vertices.size()));
    }
    polygon.push_back(bsp.vertices[vertex]);
  }
  return polygon;
}

Result<std::size_t> point_in_leaf(const Bsp& bsp, const Vec3& point) {
  if (bsp.models.empty()) return malformed("E-QUAKE-BSP-NO-MODEL", 4 + 8 * 14, "no models");
  std::int64_t child = bsp.models[0].node_id[0];
  if (child < 0 || static_cast<std::size_t>(child) >= bsp.nodes.size()) {
    return malformed(
        "E-QUAKE-BSP-MODEL-HEADNODE", record_offset(bsp, BspLump::kModels, 0) + 36,
        "model 0's head node " + std::to_string(child) + " of " + std::to_string(bsp.nodes.size()));
  }
  for (std::size_t steps = 0; child >= 0; ++steps) {
    if (steps >= bsp.nodes.size()) {
      return malformed("E-QUAKE-BSP-NODE-CYCLE", record_offset(bsp, BspLump::kNodes, 0),
                       "the walk from the head node does not reach a leaf");
    }
    const std::size_t node_index = static_cast<std::size_t>(child);
    if (node_index >= bsp.nodes.size()) {
      return malformed("E-QUAKE-BSP-NODE-CHILD", record_offset(bsp, BspLump::kNodes, 0),
                       "a child names node " + std::to_string(node_index) + " of " +
                           std::to_string(bsp.nodes.size()));
    }
    const Node& node = bsp.nodes[node_index];
    if (node.plane_id < 0 || static_cast<std::size_t>(node.plane_id) >= bsp.planes.size()) {
      return malformed(
          "E-QUAKE-BSP-NODE-PLANE", record_offset(bsp, BspLump::kNodes, node_index),
          "node " + std::to_string(node_index) + " names plane " + std::to_string(node.plane_id));
    }
    const Plane& plane = bsp.planes[static_cast<std::size_t>(node.plane_id)];
    const double distance = double{plane.normal.x} * point.x + double{plane.normal.y} * point.y +
                            double{plane.normal.z} * point.z - plane.dist;
    child = node.children[distance > 0 ? 0 : 1];
  }
  const std::size_t leaf = static_cast<std::size_t>(-1 - child);
  if (leaf >= bsp.leaves.size()) {
    return malformed(
        "E-QUAKE-BSP-NODE-CHILD", record_offset(bsp, BspLump::kNodes, 0),
        "a child names leaf " + std::to_string(leaf) + " of " + std::to_string(bsp.leaves.size()));
  }
  return leaf;
}

Result<Bytes> leaf_pvs(const Bsp& bsp, std::size_t leaf, Findings& findings) {
  if (leaf >= bsp.leaves.size()) {
    return malformed("E-QUAKE-BSP-QUERY", 0,
                     "leaf " + std::to_string(leaf) + " of " + std::to_string(bsp.leaves.size()));
  }
  WS_ASSIGN_OR_RETURN(const std::size_t bytes, row_bytes(bsp));
  const std::int32_t vislist = bsp.leaves[leaf].vislist;
  if (leaf == 0 || vislist == -1 || bsp.visibility.empty()) return Bytes(bytes, 0xFF);
  if (vislist < 0 || static_cast<std::size_t>(vislist) >= bsp.visibility.size()) {
    return malformed("E-QUAKE-BSP-LEAF-VISOFS", record_offset(bsp, BspLump::kLeaves, leaf) + 4,
                     "leaf " + std::to_string(leaf) + "'s vislist " + std::to_string(vislist) +
                         " is outside the " + std::to_string(bsp.visibility.size()) +
                         "-byte visibility lump");
  }
  return decompress_vis_row(bsp.visibility, static_cast<std::size_t>(vislist), bytes, findings,
                            bsp_lump_offsets(bsp)[static_cast<std::size_t>(BspLump::kVisibility)]);
}

Result<bool> leaf_sees(const Bsp& bsp, std::size_t from, std::size_t to, Findings& findings) {
  if (to >= bsp.leaves.size()) {
    return malformed("E-QUAKE-BSP-QUERY", 0,
                     "leaf " + std::to_string(to) + " of " + std::to_string(bsp.leaves.size()));
  }
  WS_ASSIGN_OR_RETURN(const Bytes row, leaf_pvs(bsp, from, findings));
  return vis_row_has_leaf(row, to);
}

}  // namespace wolfsuite
