#include "decoders/quake/bsp_lumps.h"

#include <bit>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-QUAKE-BSP-TRUNCATED";

Result<float> read_float(ByteReader& reader) {
  WS_ASSIGN_OR_RETURN(const std::uint32_t bits, reader.u32());
  return std::bit_cast<float>(bits);
}

Result<Vec3> read_vec3(ByteReader& reader) {
  Vec3 v;
  WS_ASSIGN_OR_RETURN(v.x, read_float(reader));
  WS_ASSIGN_OR_RETURN(v.y, read_float(reader));
  WS_ASSIGN_OR_RETURN(v.z, read_float(reader));
  return v;
}

template <std::size_t N>
Status read_i16s(ByteReader& reader, std::array<std::int16_t, N>& out) {
  for (auto& value : out) {
    WS_ASSIGN_OR_RETURN(value, reader.i16());
  }
  return {};
}

Result<Plane> read_plane(ByteReader& reader) {
  Plane plane;
  WS_ASSIGN_OR_RETURN(plane.normal, read_vec3(reader));
  WS_ASSIGN_OR_RETURN(plane.dist, read_float(reader));
  WS_ASSIGN_OR_RETURN(plane.type, reader.i32());
  return plane;
}

Result<Node> read_node(ByteReader& reader) {
  Node node;
  WS_ASSIGN_OR_RETURN(node.plane_id, reader.i32());
  WS_RETURN_IF_ERROR(read_i16s(reader, node.children));
  WS_RETURN_IF_ERROR(read_i16s(reader, node.box));
  WS_ASSIGN_OR_RETURN(node.face_id, reader.u16());
  WS_ASSIGN_OR_RETURN(node.face_num, reader.u16());
  return node;
}

Result<Texinfo> read_texinfo(ByteReader& reader) {
  Texinfo texinfo;
  WS_ASSIGN_OR_RETURN(texinfo.vector_s, read_vec3(reader));
  WS_ASSIGN_OR_RETURN(texinfo.dist_s, read_float(reader));
  WS_ASSIGN_OR_RETURN(texinfo.vector_t, read_vec3(reader));
  WS_ASSIGN_OR_RETURN(texinfo.dist_t, read_float(reader));
  WS_ASSIGN_OR_RETURN(texinfo.texture_id, reader.u32());
  WS_ASSIGN_OR_RETURN(texinfo.animated, reader.u32());
  return texinfo;
}

Result<Face> read_face(ByteReader& reader) {
  Face face;
  WS_ASSIGN_OR_RETURN(face.plane_id, reader.u16());
  WS_ASSIGN_OR_RETURN(face.side, reader.u16());
  WS_ASSIGN_OR_RETURN(face.ledge_id, reader.i32());
  WS_ASSIGN_OR_RETURN(face.ledge_num, reader.u16());
  WS_ASSIGN_OR_RETURN(face.texinfo_id, reader.u16());
  WS_ASSIGN_OR_RETURN(face.typelight, reader.u8());
  WS_ASSIGN_OR_RETURN(face.baselight, reader.u8());
  WS_ASSIGN_OR_RETURN(face.light[0], reader.u8());
  WS_ASSIGN_OR_RETURN(face.light[1], reader.u8());
  WS_ASSIGN_OR_RETURN(face.lightmap, reader.i32());
  return face;
}

Result<Clipnode> read_clipnode(ByteReader& reader) {
  Clipnode clipnode;
  WS_ASSIGN_OR_RETURN(clipnode.planenum, reader.u32());
  WS_RETURN_IF_ERROR(read_i16s(reader, clipnode.children));
  return clipnode;
}

Result<Leaf> read_leaf(ByteReader& reader) {
  Leaf leaf;
  WS_ASSIGN_OR_RETURN(leaf.type, reader.i32());
  WS_ASSIGN_OR_RETURN(leaf.vislist, reader.i32());
  WS_RETURN_IF_ERROR(read_i16s(reader, leaf.bound));
  WS_ASSIGN_OR_RETURN(leaf.lface_id, reader.u16());
  WS_ASSIGN_OR_RETURN(leaf.lface_num, reader.u16());
  for (auto& level : leaf.ambient) {
    WS_ASSIGN_OR_RETURN(level, reader.u8());
  }
  return leaf;
}

Result<Edge> read_edge(ByteReader& reader) {
  Edge edge;
  WS_ASSIGN_OR_RETURN(edge.vertex0, reader.u16());
  WS_ASSIGN_OR_RETURN(edge.vertex1, reader.u16());
  return edge;
}

Result<BspModel> read_model(ByteReader& reader) {
  BspModel model;
  for (float& value : model.bound) {
    WS_ASSIGN_OR_RETURN(value, read_float(reader));
  }
  WS_ASSIGN_OR_RETURN(model.origin, read_vec3(reader));
  for (std::int32_t& head : model.node_id) {
    WS_ASSIGN_OR_RETURN(head, reader.i32());
  }
  WS_ASSIGN_OR_RETURN(model.numleafs, reader.i32());
  WS_ASSIGN_OR_RETURN(model.face_id, reader.i32());
  WS_ASSIGN_OR_RETURN(model.face_num, reader.i32());
  return model;
}

Result<std::uint16_t> read_u16(ByteReader& reader) { return reader.u16(); }
Result<std::int32_t> read_i32(ByteReader& reader) { return reader.i32(); }

// Reads a whole lump of records with `read_one`; the vector is sized from the lump's length,
// which decode_bsp has checked against the file.
template <typename T, typename ReadOne>
Status read_records(ByteSpan bytes, std::size_t offset, std::size_t record_bytes, ReadOne read_one,
                    std::vector<T>& out) {
  ByteReader reader(bytes, kTruncated, offset);
  out.clear();
  out.reserve(bytes.size() / record_bytes);
  while (!reader.at_end()) {
    WS_ASSIGN_OR_RETURN(T record, read_one(reader));
    out.push_back(std::move(record));
  }
  return {};
}

void write_float(ByteWriter& writer, float value) {
  writer.u32(std::bit_cast<std::uint32_t>(value));
}

void write_vec3(ByteWriter& writer, const Vec3& v) {
  write_float(writer, v.x);
  write_float(writer, v.y);
  write_float(writer, v.z);
}

template <std::size_t N>
void write_i16s(ByteWriter& writer, const std::array<std::int16_t, N>& values) {
  for (const std::int16_t value : values) writer.i16(value);
}

Bytes write_planes(const std::vector<Plane>& planes) {
  ByteWriter writer;
  for (const Plane& plane : planes) {
    write_vec3(writer, plane.normal);
    write_float(writer, plane.dist);
    writer.i32(plane.type);
  }
  return writer.take();
}

Bytes write_vertices(const std::vector<Vec3>& vertices) {
  ByteWriter writer;
  for (const Vec3& vertex : vertices) write_vec3(writer, vertex);
  return writer.take();
}

Bytes write_nodes(const std::vector<Node>& nodes) {
  ByteWriter writer;
  for (const Node& node : nodes) {
    writer.i32(node.plane_id);
    write_i16s(writer, node.children);
    write_i16s(writer, node.box);
    writer.u16(node.face_id);
    writer.u16(node.face_num);
  }
  return writer.take();
}

Bytes write_texinfo(const std::vector<Texinfo>& texinfo) {
  ByteWriter writer;
  for (const Texinfo& info : texinfo) {
    write_vec3(writer, info.vector_s);
    write_float(writer, info.dist_s);
    write_vec3(writer, info.vector_t);
    write_float(writer, info.dist_t);
    writer.u32(info.texture_id);
    writer.u32(info.animated);
  }
  return writer.take();
}

Bytes write_faces(const std::vector<Face>& faces) {
  ByteWriter writer;
  for (const Face& face : faces) {
    writer.u16(face.plane_id);
    writer.u16(face.side);
    writer.i32(face.ledge_id);
    writer.u16(face.ledge_num);
    writer.u16(face.texinfo_id);
    writer.u8(face.typelight);
    writer.u8(face.baselight);
    writer.u8(face.light[0]);
    writer.u8(face.light[1]);
    writer.i32(face.lightmap);
  }
  return writer.take();
}

Bytes write_clipnodes(const std::vector<Clipnode>& clipnodes) {
  ByteWriter writer;
  for (const Clipnode& clipnode : clipnodes) {
    writer.u32(clipnode.planenum);
    write_i16s(writer, clipnode.children);
  }
  return writer.take();
}

Bytes write_leaves(const std::vector<Leaf>& leaves) {
  ByteWriter writer;
  for (const Leaf& leaf : leaves) {
    writer.i32(leaf.type);
    writer.i32(leaf.vislist);
    write_i16s(writer, leaf.bound);
    writer.u16(leaf.lface_id);
    writer.u16(leaf.lface_num);
    writer.bytes(leaf.ambient);
  }
  return writer.take();
}

Bytes write_marksurfaces(const std::vector<std::uint16_t>& marksurfaces) {
  ByteWriter writer;
  for (const std::uint16_t face : marksurfaces) writer.u16(face);
  return writer.take();
}

Bytes write_edges(const std::vector<Edge>& edges) {
  ByteWriter writer;
  for (const Edge& edge : edges) {
    writer.u16(edge.vertex0);
    writer.u16(edge.vertex1);
  }
  return writer.take();
}

Bytes write_surfedges(const std::vector<std::int32_t>& surfedges) {
  ByteWriter writer;
  for (const std::int32_t edge : surfedges) writer.i32(edge);
  return writer.take();
}

Bytes write_models(const std::vector<BspModel>& models) {
  ByteWriter writer;
  for (const BspModel& model : models) {
    for (const float value : model.bound) write_float(writer, value);
    write_vec3(writer, model.origin);
    for (const std::int32_t head : model.node_id) writer.i32(head);
    writer.i32(model.numleafs);
    writer.i32(model.face_id);
    writer.i32(model.face_num);
  }
  return writer.take();
}

std::size_t at(BspLump lump) { return static_cast<std::size_t>(lump); }

}  // namespace

Status read_bsp_lumps(const BspLumpBytes& bytes,
                      const std::array<std::size_t, kBspLumpCount>& offsets, Bsp& bsp) {
  const auto span_of = [&](BspLump lump) { return bytes[at(lump)]; };
  const auto offset_of = [&](BspLump lump) { return offsets[at(lump)]; };
  const auto read = [&](BspLump lump, auto read_one, auto& out) {
    return read_records(span_of(lump), offset_of(lump), bsp_record_bytes(lump), read_one, out);
  };
  bsp.entities.assign(span_of(BspLump::kEntities).begin(), span_of(BspLump::kEntities).end());
  bsp.visibility.assign(span_of(BspLump::kVisibility).begin(), span_of(BspLump::kVisibility).end());
  bsp.lighting.assign(span_of(BspLump::kLighting).begin(), span_of(BspLump::kLighting).end());
  WS_RETURN_IF_ERROR(read(BspLump::kPlanes, read_plane, bsp.planes));
  WS_RETURN_IF_ERROR(read(BspLump::kVertices, read_vec3, bsp.vertices));
  WS_RETURN_IF_ERROR(read(BspLump::kNodes, read_node, bsp.nodes));
  WS_RETURN_IF_ERROR(read(BspLump::kTexinfo, read_texinfo, bsp.texinfo));
  WS_RETURN_IF_ERROR(read(BspLump::kFaces, read_face, bsp.faces));
  WS_RETURN_IF_ERROR(read(BspLump::kClipnodes, read_clipnode, bsp.clipnodes));
  WS_RETURN_IF_ERROR(read(BspLump::kLeaves, read_leaf, bsp.leaves));
  WS_RETURN_IF_ERROR(read(BspLump::kMarksurfaces, read_u16, bsp.marksurfaces));
  WS_RETURN_IF_ERROR(read(BspLump::kEdges, read_edge, bsp.edges));
  WS_RETURN_IF_ERROR(read(BspLump::kSurfedges, read_i32, bsp.surfedges));
  WS_RETURN_IF_ERROR(read(BspLump::kModels, read_model, bsp.models));
  return {};
}

std::array<Bytes, kBspLumpCount> write_bsp_lumps(const Bsp& bsp) {
  std::array<Bytes, kBspLumpCount> lumps;
  lumps[at(BspLump::kEntities)] = bsp.entities;
  lumps[at(BspLump::kPlanes)] = write_planes(bsp.planes);
  lumps[at(BspLump::kVertices)] = write_vertices(bsp.vertices);
  lumps[at(BspLump::kVisibility)] = bsp.visibility;
  lumps[at(BspLump::kNodes)] = write_nodes(bsp.nodes);
  lumps[at(BspLump::kTexinfo)] = write_texinfo(bsp.texinfo);
  lumps[at(BspLump::kFaces)] = write_faces(bsp.faces);
  lumps[at(BspLump::kLighting)] = bsp.lighting;
  lumps[at(BspLump::kClipnodes)] = write_clipnodes(bsp.clipnodes);
  lumps[at(BspLump::kLeaves)] = write_leaves(bsp.leaves);
  lumps[at(BspLump::kMarksurfaces)] = write_marksurfaces(bsp.marksurfaces);
  lumps[at(BspLump::kEdges)] = write_edges(bsp.edges);
  lumps[at(BspLump::kSurfedges)] = write_surfedges(bsp.surfedges);
  lumps[at(BspLump::kModels)] = write_models(bsp.models);
  return lumps;
}

}  // namespace wolfsuite
