#pragma once
// The levels of a First Encounter resource fork, found the way seed 000 1 and 2 describe: the map
// list in BRGR 146 gives the number of levels and the resource ID of the first; level i is BRGR
// resource first_level + i.
//
// Catalogue of the IDs this file reports (offsets are map list resource offsets)
//   id                   kind     meaning
//   W-MAC-LEVEL-MISSING  finding  the map list names a level whose BRGR resource the fork lacks;
//                                 the offset is the level's map list entry
// Errors of the map list and level decoders (map_list.h, level.h) pass through unchanged.
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/mac/level.h"
#include "decoders/mac/map_list.h"
#include "decoders/mac/resource_fork.h"

namespace wolfsuite {

struct ForkLevel {
  std::int16_t id = 0;  // the BRGR resource ID
  MacLevel level;
};

struct ForkLevels {
  std::optional<MapList> map_list;  // none when the fork has no BRGR 146
  std::vector<ForkLevel> levels;    // in map list order, the missing ones left out
};

// The resource ID of level `index`: first_level + index in 16 bits, as the Resource Manager's
// signed IDs hold it.
std::int16_t level_resource_id(const MapList& list, std::size_t index);

// Decodes the map list and every level it names, validating each; the first error stops. A fork
// without a map list has no levels and no finding.
Result<ForkLevels> decode_fork_levels(const ResourceFork& fork, Findings& findings);

}  // namespace wolfsuite
