#pragma once
// `wolfsuite check [--json] DIR|FILE ...`: validates every data set found: the containers, every
// map (classified, engine limits), every graphics chunk as its kind, every wall, sprite and
// digitised sound, the audio lumps; and every level file (decoders/formats/registry.h: decoded, then
// validated). Each error and finding is printed with its catalogue ID.
//   {"schema": "wolfsuite-check/1", "ok": bool,
//    "sets": [{"folder", "extension", "version", "loadable": bool,
//              "errors": [{"id", "family", "file", "offset", "message"}],
//              "findings": [{"id", "offset", "message"}]}],
//    "files": [{"file", "format", "version", "counts", "findings", "errors", "loadable"}],
//    "errors": [...]}
// A set or file is loadable when it has no error: findings are quirks the original engine
// tolerates.
// Exit 0 when every set and file is loadable, 1 otherwise (or when nothing was found), 2 on usage
// errors.
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct CheckOptions {
  bool json = false;
  std::vector<std::string> folders;
};

CLI::App* add_check_command(CLI::App& parent, CheckOptions& options);
int run_check(const CheckOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
