#pragma once
// `wolfsuite vectors [DIR ...] [--set EXT] [--game GAME ...] [--generate N [--seed S]] -o VECTORS
// [--corpus DIR] [--golden DIR] [--json]`: exports the conformance vectors of the embedded synthetic sets (all four games, or
// those --game names: "synthetic" is wl1's, "synthetic-wl6", "synthetic-sdm" and
// "synthetic-sod" the others, each vector's "game" param its version), of every Wolfenstein 3-D set found
// in each DIR (as `wolfsuite check` finds them; with --set only those of that extension,
// E-SET-NOT-FOUND for a DIR that has none), and of every corpus file the edge-case catalogue names, into
// the folder VECTORS (absent or empty): manifest.json and the files it names
// (gate/vectors_export.h, docs/ADAPTERS.md). The same inputs write the same bytes. Prints a summary
// (with --json as JSON: {"schema": "wolfsuite-vectors/1", "output", "sets", "vectors",
// "capabilities", "files", "bytes", "seconds"}; on failure {"schema", "ok": false,
// "errors": [error]}, cli/set_report.h report_failure, and the error on stderr).
//
// --generate N adds N seeded random views and N random input recordings to every set (the same
// seed, default 1, gives the same vectors; gate/export_generated.cc).
// --corpus defaults to corpus/ in the share folder (cli/share_folder.h: share/wolfsuite beside the
// command's bin/, in a build tree a link to the source tree's); when that is absent the verdict
// vectors are left out with a note on stderr. A --corpus given that cannot be read is an error.
// --golden (default the share folder's golden/) is where a real set's engine views are looked for
// (frames/<extension>-engine-views.json): their still views become render-view vectors too.
//
// Catalogue
//   id                            kind   meaning
//   E-VECTORS-OUTPUT-NOT-EMPTY    error  VECTORS exists and holds files: remove it first
// Set discovery (E-IO-READ, E-SET-NOT-FOUND), file reading and the corpus reading
// (E-GATE-CORPUS-*, E-CATALOGUE-*) report their own IDs. Exit 0 when written, 1 on any error,
// 2 on usage errors.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct VectorsOptions {
  std::vector<std::string> folders;
  std::string output_folder;
  std::string corpus_folder;  // empty: the share folder's corpus/
  std::string golden_folder;  // empty: the share folder's golden/
  bool json = false;
  std::string set_extension;  // --set: only the real sets of this extension
  // --game: the synthetic sets to export, by game tag; empty: all four (kEngineBuilds).
  std::vector<std::string> games;
  std::size_t generate = 0;  // --generate: random views and recordings a set
  std::uint64_t seed = 1;
};

CLI::App* add_vectors_command(CLI::App& parent, VectorsOptions& options);
int run_vectors(const VectorsOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
