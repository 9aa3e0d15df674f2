#pragma once
// The set a command that draws or plays a level needs (render, demo): the one Wolfenstein 3-D set of
// DIR (set_loader.h find_one_set: --set EXT, E-SET-AMBIGUOUS, E-SET-NOT-FOUND) with decodable
// maps and VSWAP. Each command reports with its own catalogue IDs (SetErrorIds): no decodable
// MAPHEAD + GAMEMAPS, no decodable VSWAP. A family that is present but fails to decode reports its
// decoder's own error instead.
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {

struct LoadedSet {
  WolfSet set;
  std::string tag;       // set_name(set)
  WolfSetReport report;  // what decode_wolf_set reported: why a family the set lacks did not decode
};

struct SetErrorIds {
  std::string_view no_maps;   // "E-RENDER-NO-MAPS"
  std::string_view no_vswap;  // "E-RENDER-NO-VSWAP"
};

Result<LoadedSet> load_playable_set(const std::string& folder, const std::string& extension,
                                    const SetErrorIds& ids);

}  // namespace wolfsuite::cli
