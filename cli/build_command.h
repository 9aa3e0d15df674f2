#pragma once
// `wolfsuite build [--json] [--set EXT] DIR OUT`: decodes the one data set in DIR (set_loader.h
// find_one_set: E-SET-AMBIGUOUS, E-SET-NOT-FOUND) into the typed models and encodes it again into
// OUT (same file names; OUT is created only once DIR has given its set), then reports, per file,
// whether the rebuilt bytes are identical to the original (or where they first differ), and
// whether the rebuilt set's golden manifest equals the original's.
//   {"schema": "wolfsuite-build/1", "ok": bool,
//    "sets": [{"folder", "extension", "out",
//              "files": [{"name", "size", "rebuilt_size", "identical", "first_difference"}],
//              "identical_files", "manifest_equal", "manifest_differences": [...],
//              "errors": [...]}],
//    "errors": [...]}
// Exit 0 when the set was rebuilt and its manifest is equal, 1 otherwise (a family that does not
// decode is an error: the set is not loadable), 2 on usage errors.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct BuildOptions {
  bool json = false;
  std::string folder;
  std::string output_folder;
  std::string set_extension;  // --set: which set when DIR holds several
};

CLI::App* add_build_command(CLI::App& parent, BuildOptions& options);
int run_build(const BuildOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
