#pragma once
// The set a command that draws or plays a level needs (render, demo): one Wolfenstein 3-D set of
// DIR with decodable maps and VSWAP, picked by --set (its extension, else its detected version
// tag; default the first set). Each command reports with its own catalogue IDs (SetErrorIds): no
// set with the --set tag, no decodable MAPHEAD + GAMEMAPS, no decodable VSWAP. A family that is
// present but fails to decode reports its decoder's own error instead.
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
  std::string_view no_set;    // "E-RENDER-NO-SET"
  std::string_view no_maps;   // "E-RENDER-NO-MAPS"
  std::string_view no_vswap;  // "E-RENDER-NO-VSWAP"
};

Result<LoadedSet> load_playable_set(const std::string& folder, const std::string& set_tag,
                                    const SetErrorIds& ids);

}  // namespace wolfsuite::cli
