#include "cli/adapter_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "gate/adapter.h"

namespace wolfsuite::cli {

CLI::App* add_adapter_command(CLI::App& parent, AdapterOptions& /*options*/) {
  CLI::App* adapter = parent.add_subcommand(
      "adapter", "Answer one gate request from stdin with the suite's own decoders and models");
  adapter->footer(examples_footer({"wolfsuite gate --vectors vectors --adapter 'wolfsuite adapter'",
                                   "wolfsuite adapter < request.json"}));
  return adapter;
}

int run_adapter(const AdapterOptions& /*options*/, Streams& streams) {
  const gate::Response response =
      gate::answer_request(gate::read_request_text(streams.in), gate::files_on_disk());
  if (response.status == gate::ResponseStatus::kRejected && !response.message.empty()) {
    streams.err << "wolfsuite: " << response.message << '\n';
  }
  streams.out << gate::write_response(response);
  return kExitOk;
}

}  // namespace wolfsuite::cli
