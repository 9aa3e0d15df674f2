#pragma once
// A small synthetic "First Encounter"-style data set made only by our encoders: a resource fork
// holding the BRGR 146 map list and three BRGR levels (IDs 200..202) drawn as sketches
// (synthetic_level_sketch.h) with doors of both kinds, a secret block, a lift and several wall
// codes; their BSP trees come from build_mac_bsp. No byte of it comes from the game.
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/mac/resource_fork.h"

namespace wolfsuite {

inline constexpr std::int16_t kSyntheticFirstLevelId = 200;

// The sketches of the three levels, in map list order.
const std::vector<std::vector<std::string>>& synthetic_first_encounter_sketches();

// The fork's model: BRGR 146 (named "Map List"), then BRGR 200.. (named "Level n").
Result<ResourceFork> synthetic_first_encounter_fork();
// The same fork as raw resource fork bytes, and wrapped in MacBinary II ("Levels", type "MAPS",
// creator "WOLF", an empty data fork).
Result<Bytes> synthetic_first_encounter_resource_fork();
Result<Bytes> synthetic_first_encounter_macbinary();

}  // namespace wolfsuite
