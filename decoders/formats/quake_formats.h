#pragma once
// Quake's files as registry entries (format.h, one_file_format.h), found by content:
//
//   entry       model (decode)   counts (info)                 extract
//   quake-bsp   Bsp (bsp.h)      one per lump: planes,         miptex/<name>_mip<k>.png (every
//                                vertices, ... (bsp_lumps.h)   mip level, grey ramp palette) and
//                                                              entities.json
//   quake-pak   Pak (pak.h)      entries                       entries/<i>_<name> as stored
// Golden lumps: golden/README.md "quake-bsp", "quake-pak". Synthetic files: the box map of
// decoders/quake/synthetic_bsp.h (box.bsp) and a PAK holding it (box.pak).
#include "decoders/formats/format.h"

namespace wolfsuite {

const Format& quake_bsp_format();
const Format& quake_pak_format();

}  // namespace wolfsuite
