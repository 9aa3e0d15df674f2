#include "decoders/quake/synthetic_bsp.h"

#include <array>
#include <string>

#include "decoders/quake/bsp_entities.h"

namespace wolfsuite {
namespace {

constexpr float kHalf = 64;

Vec3 corner(int bits) {
  return Vec3{bits & 1 ? kHalf : -kHalf, bits & 2 ? kHalf : -kHalf, bits & 4 ? kHalf : -kHalf};
}

Miptex checker_texture(const std::string& name, std::uint8_t dark, std::uint8_t light) {
  Bytes full(16 * 16);
  for (std::size_t i = 0; i < full.size(); ++i)
    full[i] = ((i % 16) / 4 + i / 64) % 2 ? light : dark;
  return make_miptex(name, 16, 16, full);
}

}  // namespace

Bsp synthetic_box_bsp(bool with_vis) {
  Bsp bsp;
  const std::array<Vec3, 6> normals = {Vec3{1, 0, 0},  Vec3{-1, 0, 0}, Vec3{0, 1, 0},
                                       Vec3{0, -1, 0}, Vec3{0, 0, 1},  Vec3{0, 0, -1}};
  for (std::int32_t i = 0; i < 6; ++i) {
    // Plane types 0..2 are "axial along x, y, z" in qbsp's numbering.
    bsp.planes.push_back(Plane{normals[static_cast<std::size_t>(i)], kHalf, i / 2});
  }
  for (int bits = 0; bits < 8; ++bits) bsp.vertices.push_back(corner(bits));
  // Each wall's corners (by their x, y, z bits) in the order its edges walk them.
  const std::array<std::array<std::uint16_t, 4>, 6> walls = {
      {{1, 3, 7, 5}, {0, 4, 6, 2}, {2, 6, 7, 3}, {0, 1, 5, 4}, {4, 5, 7, 6}, {0, 2, 3, 1}}};
  bsp.edges.push_back(Edge{0, 0});  // seed 004 4.3.3: edge 0 is never used
  for (std::size_t f = 0; f < walls.size(); ++f) {
    for (std::size_t k = 0; k < 4; ++k) {
      bsp.surfedges.push_back(static_cast<std::int32_t>(bsp.edges.size()));
      bsp.edges.push_back(Edge{walls[f][k], walls[f][(k + 1) % 4]});
    }
    Face face;
    face.plane_id = static_cast<std::uint16_t>(f);
    face.side = 1;
    face.ledge_id = static_cast<std::int32_t>(4 * f);
    face.ledge_num = 4;
    face.texinfo_id = static_cast<std::uint16_t>(f / 2);
    bsp.faces.push_back(face);
    bsp.marksurfaces.push_back(static_cast<std::uint16_t>(f));
  }
  bsp.texinfo = {Texinfo{{0, 1, 0}, 0, {0, 0, -1}, 0, 0, 0},
                 Texinfo{{1, 0, 0}, 0, {0, 0, -1}, 0, 0, 0},
                 Texinfo{{1, 0, 0}, 0, {0, -1, 0}, 0, 1, 0}};
  bsp.miptex.textures = {checker_texture("wall", 16, 31), checker_texture("floor", 64, 79)};
  const std::array<std::int16_t, 6> room = {-64, -64, -64, 64, 64, 64};
  for (std::int16_t i = 0; i < 6; ++i) {
    Node node;
    node.plane_id = i;
    node.children = {static_cast<std::int16_t>(-1 - (2 + i)),
                     static_cast<std::int16_t>(i == 5 ? -1 - 1 : i + 1)};
    node.box = {-80, -80, -80, 80, 80, 80};
    node.face_id = static_cast<std::uint16_t>(i);
    node.face_num = 1;
    bsp.nodes.push_back(node);
    bsp.clipnodes.push_back(
        Clipnode{static_cast<std::uint32_t>(i),
                 {kContentsSolid, static_cast<std::int16_t>(i == 5 ? kContentsEmpty : i + 1)}});
  }
  Leaf solid;
  solid.type = kContentsSolid;
  solid.vislist = -1;
  bsp.leaves.assign(8, solid);
  bsp.leaves[0].vislist = 0;  // as qbsp writes it; the engine never reads leaf 0's row
  Leaf& inside = bsp.leaves[1];
  inside.type = kContentsEmpty;
  inside.bound = room;
  inside.lface_id = 0;
  inside.lface_num = 6;
  if (with_vis) {
    bsp.visibility = {0x01};
    inside.vislist = 0;
  }
  BspModel world;
  world.bound = {-kHalf, -kHalf, -kHalf, kHalf, kHalf, kHalf};
  world.numleafs = 7;
  world.face_num = 6;
  bsp.models.push_back(world);
  bsp.entities = write_entities({Entity{{{"classname", "worldspawn"}, {"wad", "box.wad"}}},
                                 Entity{{{"classname", "info_player_start"}, {"origin", "0 0 0"}}}})
                     .value();
  return bsp;
}

}  // namespace wolfsuite
