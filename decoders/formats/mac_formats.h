#pragma once
// Mac Wolfenstein 3-D First Encounter files as a registry entry (format.h, one_file_format.h),
// "mac-resource-fork", found by content: a resource fork, raw or wrapped in MacBinary or
// AppleDouble (decoders/mac/mac_file.h), whose BRGR 146 map list names the levels (BRGR resources
// from the list's first level ID on, seed 000 1; fork_levels.h).
//
//   counts (info)  resources, types, levels, and over every level objects, bsp_entries, nodes,
//                  segments, leaves, doors
//   extract        per level its map (levels/level_<id>_map.png, each cell in its code's colour)
//                  and the view from its player start and its three quarter turns
//                  (levels/level_<id>_view_<ahead|left|behind|right>.png, renderers.h); every
//                  resource as stored (resources/<type>_<id>.bin)
//   golden         golden/README.md "mac-resource-fork"
//   synthetic      decoders/mac/synthetic_first_encounter.h's fork raw (first_encounter.rsrc), as
//                  MacBinary II (.bin) and as AppleDouble (.appledouble)
#include <vector>

#include "decoders/formats/format.h"
#include "decoders/mac/fork_levels.h"
#include "decoders/mac/resource_fork.h"

namespace wolfsuite {

// The entry's model (Format::decode): the fork and the levels its map list names.
struct MacForkContents {
  ResourceFork fork;
  std::vector<ForkLevel> levels;  // in map list order, the missing ones left out
};

const Format& mac_resource_fork_format();

}  // namespace wolfsuite
