#pragma once
// Version 6 BUILD maps (Witchaven, TekWar) turned into version 7, the way seed 003 "Version 6"
// describes CONVMAP7: the records keep their values (only their order and widths in the file
// differ, which the model already hides), the 8-bit sector stats widen to 16 bits, and the slopes
// follow the rule below.
//
// Slope rule (seed 003 "Version 6"): "the program will set ceilingheinum or floorheinum to 0 if
// bit 1 of the corresponding ceilingstat or floorstat of a sector is 0. Otherwise
// ceilingheinum/floorheinum will be adjusted for higher precision."
//   - "corresponding": ceilingheinum follows ceilingstat, floorheinum follows floorstat; neither
//     looks at the other's stat.
//   - bit 1 (value 2) is "sloped"; bit 0 (parallaxing) and the other bits play no part.
//   - The document does not say by how much a sloped sector's heinum is "adjusted". We keep the
//     version 6 value (catalogue Q-BUILD-MAP-V6-SLOPE-SCALE): such a slope is steeper or flatter
//     in the converted map than in the game by a factor a port has to find elsewhere.
// Not converted either: the cstat bit 9 of walls and sprites, reserved in version 6 and "reverse
// translucence" in version 7, keeps whatever the file had. Bytes after the last sprite are not
// part of the map and are not carried over.
//
//   id                     kind   meaning
//   E-BUILD-MAP-CONVERT    tool   the model given is not a version 6 map (API misuse)
#include <cstdint>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/error.h"

namespace wolfsuite {

inline constexpr std::int16_t kBuildStatSloped = 0x0002;  // seed 003: stat bit 1, "sloped"

// The version 7 heinum of a ceiling or floor whose version 6 stat and heinum are given.
std::int16_t v7_heinum_from_v6(std::int16_t stat, std::int16_t heinum);

// `v6` as a version 7 map; E-BUILD-MAP-CONVERT when v6.version is not 6. Version 6 allows as many
// records as version 7 (build_map.h), so every version 6 model converts.
Result<BuildMap> convert_build_map_v6_to_v7(const BuildMap& v6);

}  // namespace wolfsuite
