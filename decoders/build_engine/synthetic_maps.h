#pragma once
// Small BUILD levels made from constructed models, not from any game's data: the seeds of the
// corpus crafting tool and the synthetic level files of the CLI. The same models on every run.
#include <cstdint>

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/grp.h"

namespace wolfsuite {

// Two 1024-unit square sectors side by side joined by one portal (walls 1 and 7), two sprites
// and the player start in sector 0: a map validate_build_map finds nothing in. In version 6 the
// ceiling of sector 1 is sloped (ceilingstat bit 1, heinum 512) and its floor stat is parallaxing
// with a heinum of 300 the conversion to version 7 clears (build_map_convert.h).
BuildMap synthetic_build_map(std::int32_t version);

// A GRP of synthetic_build_map in versions 6 to 9 (SAMPLE6.MAP .. SAMPLE9.MAP) and a 12-character
// name with no NUL (READMEFI.TXT).
Grp synthetic_grp();

}  // namespace wolfsuite
