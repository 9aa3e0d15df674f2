#pragma once
// Questions a renderer or a game asks of a BSP: a face's polygon (seed 004 4.4.4: a face's
// surfedges pick edges, a negative surfedge walks its edge backwards), the leaf holding a point
// (4.4.1: walk the nodes from model 0's head node, front when the point is in front of the
// split plane, until a leaf) and what a leaf sees (4.4.5).
//
// Every query checks the indexes it follows, so it is safe on a model validate_bsp has not
// seen; a broken index gives the validation ID of its rule (bsp_validate.h). Query-only IDs:
//   E-QUAKE-BSP-QUERY      error  the caller asked about a face or leaf that does not exist
//   E-QUAKE-BSP-NODE-CYCLE error  the walk from the head node visits more nodes than there are
//                                 (the nodes form a loop, which no compiler writes)
#include <cstddef>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/quake/bsp.h"

namespace wolfsuite {

// The face's vertices in its edge order: for surfedge e >= 0 edge e's vertex0, for e < 0
// edge -e's vertex1.
Result<std::vector<Vec3>> face_polygon(const Bsp& bsp, std::size_t face);

// The leaf of model 0's tree that holds `point` (on a plane counts as behind it, as in the
// engine: front only when the distance is > 0).
Result<std::size_t> point_in_leaf(const Bsp& bsp, const Vec3& point);

// The decoded visibility row of `leaf` (vis_row_bytes(model 0's numleafs) bytes). Leaf 0, a leaf
// whose vislist is -1 and a map with an empty visibility lump see everything: all bits set, as
// the engine does.
Result<Bytes> leaf_pvs(const Bsp& bsp, std::size_t leaf, Findings& findings);
// Whether `to` is in the potentially visible set of `from`.
Result<bool> leaf_sees(const Bsp& bsp, std::size_t from, std::size_t to, Findings& findings);

}  // namespace wolfsuite
