#pragma once
// `wolfsuite golden [--set EXT] [--name NAME] [--expect FILE] [-o FILE] DIR`: the golden
// manifest (decoders/wolf/manifest.h, names in golden/README.md) of the one data set in DIR
// (picked by set_loader.h pick_set: E-SET-AMBIGUOUS, E-SET-NOT-FOUND), as
// JSON on stdout or in FILE. A DIR with no data set but level files (decoders/formats/registry.h)
// gets the manifest of those files: every file's lumps named "<file name>/<lump>", "set" the
// folder's name. Each unit's lumps are its registry entry's (Format::golden). With --expect, the
// manifest is compared with FILE's and every lump that differs is named on stderr.
// Exit 0 when the manifest was made (and matches --expect), 1 otherwise, 2 on usage errors.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct GoldenOptions {
  std::string folder;
  std::string set_name;   // "set" in the manifest; default: the detected version's tag
  std::string extension;  // --set: which set when DIR holds several
  std::string expect;     // a manifest to compare with
  std::string output = std::string(kStandardStream);
};

CLI::App* add_golden_command(CLI::App& parent, GoldenOptions& options);
int run_golden(const GoldenOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
