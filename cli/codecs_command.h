#pragma once
// `wolfsuite codecs [--json] [--generated-only] [DIR ...]`: the codec round trip and report.
// For each Wolfenstein 3-D data set in each DIR (or, when a DIR holds none, in its immediate
// subfolders) every GAMEMAPS plane and every VGAGRAPH chunk is expanded, recompressed and
// expanded again (codec_round_trip.h); a generated section does the same for synthetic inputs
// through every codec and always runs. Prints a table, or JSON with --json:
//   {"schema": "wolfsuite-codecs/1", "ok": bool,
//    "sets": [{"name", "folder",
//              "map_planes":      {"count", "expanded", "roundtrip_ok", "identical",
//                                  "expanded_bytes", "stored_bytes", "recompressed_bytes"} | null,
//              "vgagraph_chunks": {the same keys, "skipped_sparse", "skipped_tile8"} | null}],
//    "generated": {"seed": "0x...", "rlew" | "carmack" | "map_plane" | "huffman":
//                  {"count", "roundtrip_ok", "plain_bytes", "compressed_bytes"}},
//    "errors": [{"id", "offset", "message"}]}
// Exit 0 when every round trip holds, 1 otherwise; every failure is also printed to stderr as
// "wolfsuite: E-ID at byte N: message".
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct CodecsOptions {
  bool json = false;
  bool generated_only = false;       // skip the DIRs: only the generated section
  std::vector<std::string> folders;  // DIR ...; the command line defaults it to $WOLFSUITE_DATA
};

CLI::App* add_codecs_command(CLI::App& parent, CodecsOptions& options);
int run_codecs(const CodecsOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
