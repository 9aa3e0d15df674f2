#pragma once
// `wolfsuite adapter`: the suite's own adapter of the gate protocol (docs/ADAPTERS.md,
// gate/adapter.h). Reads one request from stdin, writes the output file it names, prints one
// response on stdout and exits 0, whatever the request holds: errors are answered in the response
// (status "rejected" with their ID), an unknown capability with "unsupported".
// `wolfsuite gate --vectors V --adapter 'wolfsuite adapter'` passes every vector.
#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct AdapterOptions {};

CLI::App* add_adapter_command(CLI::App& parent, AdapterOptions& options);
int run_adapter(const AdapterOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
