#pragma once
// The set a command that draws or plays a level needs (render, demo): one Wolfenstein 3-D set of
// DIR with decodable maps and VSWAP, picked by --set (its extension, else its detected version
// tag; default the first set). The catalogue IDs carry the command's prefix:
//   <prefix>-NO-SET     DIR holds no set with the --set tag
//   <prefix>-NO-MAPS    the set has no decodable MAPHEAD + GAMEMAPS
//   <prefix>-NO-VSWAP   the set has no decodable VSWAP
// A family that is present but fails to decode reports its decoder's own error instead.
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {

struct LoadedSet {
  WolfSet set;
  std::string tag;  // set_name(set)
};

Result<LoadedSet> load_playable_set(const std::string& folder, const std::string& set_tag,
                                    std::string_view id_prefix);

}  // namespace wolfsuite::cli
