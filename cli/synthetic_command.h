#pragma once
// `wolfsuite synthetic [--game wl1|wl6|sdm|sod] [--levels] OUT`: writes a synthetic data set
// (decoders/wolf/synthetic_set.h) of that game, wl1 by default, into OUT as maphead.wl1,
// gamemaps.wl1, ... — the same bytes on every run and machine; with --levels, the synthetic files of every single-file format of the
// registry instead (decoders/formats/registry.h, each entry's synthetic(): BUILD maps and a GRP,
// Quake BSP and PAK, Mac resource forks). The build runs both, into <build>/synthetic and <build>/synthetic-levels: the
// main job's embedded default data.
// Exit 0 when every file was written, 1 otherwise, 2 on usage errors.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct SyntheticOptions {
  bool levels = false;
  std::string game = "wl1";  // the extension of one of the engine builds (engine_build.h)
  std::string output_folder;
};

CLI::App* add_synthetic_command(CLI::App& parent, SyntheticOptions& options);
int run_synthetic(const SyntheticOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
