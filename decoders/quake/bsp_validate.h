#pragma once
// The index rules of seed 004 checked over a decoded BSP (every "must be in [0,n[" of chapter
// 4, and the rules around them). A broken index is an error: the engine either stops loading
// the map or reads outside its arrays. What the engine tolerates is a finding.
//
// Offsets are those of the record a rule is about in the file encode_bsp() writes for the model
// (the decoded file's own offsets when its layout is kept).
//
//   id                              kind     rule (seed 004 section)
//   E-QUAKE-BSP-NO-MODEL            error    there is no model 0 (the world) (4.3.1)
//   E-QUAKE-BSP-MODEL-HEADNODE      error    model i's node_id[0] not in [0, numnodes[ (4.3.1)
//   E-QUAKE-BSP-MODEL-CLIPNODE      error    model i's node_id[1] or node_id[2] (>= 0) not in
//                                            [0, numclipnodes[ (4.3.1: the clip hulls' heads)
//   E-QUAKE-BSP-MODEL-FACES         error    model i's face_id .. face_id + face_num not inside
//                                            the faces (4.3.1)
//   E-QUAKE-BSP-MODEL-LEAVES        error    model 0's numleafs not in [0, numleaves[: the vis
//                                            rows would cover leaves that do not exist (4.3.1)
//   E-QUAKE-BSP-EDGE-VERTEX         error    edge i's vertex0 or vertex1 not in [0, numvertices[
//                                            (4.3.3)
//   E-QUAKE-BSP-TEXINFO-MIPTEX      error    texinfo i's texture_id not in [0, numtex[ when the
//                                            map has textures (4.3.4)
//   E-QUAKE-BSP-FACE-PLANE          error    face i's plane_id not in [0, numplanes[ (4.3.5)
//   E-QUAKE-BSP-FACE-TEXINFO        error    face i's texinfo_id not in [0, numtexinfo[ (4.3.5)
//   E-QUAKE-BSP-FACE-EDGES          error    face i's ledge_id .. ledge_id + ledge_num not
//                                            inside the surfedges, or fewer than 3 edges (4.3.5)
//   E-QUAKE-BSP-SURFACE-EXTENTS     error    face i's texture-space extent above 256 on a
//                                            texinfo without bit 0 of animated (4.3.4, 4.6.1:
//                                            the engine stops with "SurfExtent>256")
//   E-QUAKE-BSP-NODE-PLANE          error    node i's plane_id not in [0, numplanes[ (4.4.1)
//   E-QUAKE-BSP-NODE-CHILD          error    node i's child not a node in [0, numnodes[ or
//                                            (negative) a leaf ~child in [0, numleaves[ (4.4.1)
//   E-QUAKE-BSP-NODE-FACES          error    node i's face_id .. face_id + face_num not inside
//                                            the faces (4.4.1)
//   E-QUAKE-BSP-LEAF-MARKSURFACES   error    leaf i's lface_id .. lface_id + lface_num not
//                                            inside the marksurfaces (4.4.2)
//   E-QUAKE-BSP-LEAF-VISOFS         error    leaf i (i >= 1)'s vislist neither -1 nor in
//                                            [0, visibility bytes[ (4.4.2); leaf 0 has no row
//   E-QUAKE-BSP-MARKSURFACE         error    marksurface i not in [0, numfaces[ (4.4.3)
//   E-QUAKE-BSP-SURFEDGE            error    surfedge i's |index| not in [0, numedges[ (4.4.4)
//   E-QUAKE-BSP-CLIPNODE-PLANE      error    clipnode i's planenum not in [0, numplanes[ (4.5.2)
//   E-QUAKE-BSP-CLIPNODE-CHILD      error    clipnode i's child (>= 0) not in [0, numclipnodes[
//   E-QUAKE-BSP-ENTITIES            error    the entity text does not parse (bsp_entities.h)
//   E-QUAKE-BSP-VIS-TRUNCATED       error    a leaf's row runs past the lump (bsp_vis.h)
//   W-QUAKE-BSP-VIS-OVERRUN         finding  a leaf's row has a zero run past its end
//   W-QUAKE-BSP-PLANE-NORMAL        finding  plane i's normal is not of length 1 (within
//                                            kPlaneNormalTolerance); the engine uses it as is
//   W-QUAKE-BSP-LEAF0-CONTENTS      finding  leaf 0 is not solid (-2) (4.4.1, 4.4.2); the engine
//                                            never enters it, nodes' -1 children still end there
//   W-QUAKE-BSP-NO-CLIPNODES        finding  a model's clip hull heads at clipnode n (>= 0) but the
//                                            map has no clipnodes (q1_cube.bsp of the ericw-tools
//                                            tests is one); the engine loads it, and a collision
//                                            test would read past the clipnodes; reported once
//   W-QUAKE-BSP-EDGE0-USED          finding  a surfedge is 0, so a face uses edge 0, which seed
//                                            004 4.3.3 says is never used (0 has no sign); the
//                                            engine walks it forwards
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/quake/bsp.h"

namespace wolfsuite {

inline constexpr double kPlaneNormalTolerance = 0.01;
inline constexpr double kMaxSurfaceExtent = 256;

Status validate_bsp(const Bsp& bsp, Findings& findings);

}  // namespace wolfsuite
