#pragma once
// The BUILD engine's files as registry entries (format.h, one_file_format.h), found by content:
//
//   entry       model (decode)   counts (info)              extract
//   build-map   BuildMap         sectors, walls, sprites    top_down.png (renderers.h), and
//               (build_map.h)                               converted_v7.map for a version 6 map
//   build-grp   Grp (grp.h)      files, maps                files/<i>_<name> as stored, and a
//                                                           top-down view of each map among them
// Golden lumps: golden/README.md "build-map", "build-grp". Synthetic files: the maps of
// decoders/build_engine/synthetic_maps.h in versions 6 to 9 (sample_v<N>.map), and their GRP
// (sample.grp).
#include "decoders/formats/format.h"

namespace wolfsuite {

const Format& build_map_format();
const Format& build_grp_format();

}  // namespace wolfsuite
