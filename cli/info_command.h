#pragma once
// `wolfsuite info [--json] DIR|FILE ...`: for each data set found in each DIR, its version (with
// the reasons), files and sizes, counts per file family, and the errors and findings of decoding;
// for each level file (BUILD, Quake, Mac; found by content: decoders/formats/registry.h) in a DIR
// or named as FILE, its format, version and counts.
//   {"schema": "wolfsuite-info/1", "ok": bool,
//    "sets": [{"folder", "extension", "version": tag | null, "game", "version_reasons": [...],
//              "files": {stem: size}, "missing_files": [...],
//              "counts": {"maps": {"slots", "present", "missing", "sparse"},
//                         "graphics": {"chunks", <kind>: n, ...},
//                         "vswap": {"chunks", "walls", "sprites", "sound_chunks", "sparse"},
//                         "audio": {"pc_sounds", "adlib_sounds", "digital_sounds", "music",
//                                   "extra_lumps"}},
//              "map_names": [...], "findings": [...], "errors": [...]}],
//    "files": [{"file", "format", "version", "counts": {name: n}, "findings", "errors"}],
//    "errors": [...]}
// One FILE alone prints its object of "files" alone, with "schema": "wolfsuite-info-file/1":
//   {"schema", "file", "format": "build-map", "version": 7,
//    "counts": {"sectors": 12, "walls": 80, "sprites": 3}, "findings": [...], "errors": [...]}
// Exit 0 when every set and file decodes, 1 when any failed or nothing was found.
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct InfoOptions {
  bool json = false;
  std::vector<std::string> folders;
};

CLI::App* add_info_command(CLI::App& parent, InfoOptions& options);
int run_info(const InfoOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
