#pragma once
// The Wolfenstein 3-D PC data set as a registry entry (format.h), "wolf-set": the eight files of
// one folder that share an extension (MAPHEAD.WL1, VSWAP.WL1, ...: decoders/wolf/data_set.h),
// found by name the way the engine opens them and graded by content (decoders/wolf/set_probe.h).
// Its model is WolfSet (decoders/wolf/wolf_set.h).
//
//   method     what it does
//   gather     the sets of a folder, else of each subfolder (data_set.h find_data_sets)
//   inspect    decode_wolf_set; the version and its reasons, file sizes, counts per file family
//              and map names (wolf_set_json.h set_info_details)
//   check      inspect, then check_wolf_set and check_wolf_set_startable (E-SET-MISSING-FILE for
//              each file the set lacks, E-SET-NO-MAP when no slot holds a map)
//   golden     golden_manifest (golden/README.md)
//   extract    every asset as PNG, WAV, JSON and IMF (wolf_set_extract.h), set.json last
//   reencode   encode_wolf_set, each file named <stem>.<extension>
//   synthetic  the synthetic set (decoders/wolf/synthetic_set.h), <stem>.wl1

#include "decoders/formats/format.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

const Format& wolf_set_format();

// A set's files by lower-case stem, as decode_wolf_set takes them.
WolfSetFiles wolf_set_files(const FormatInput& input);

}  // namespace wolfsuite
