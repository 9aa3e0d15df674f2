#include "cli/adapter_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "decoders/core/file_io.h"
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
  const Result<Bytes> request =
      read_input(std::string(kStandardStream), streams.in, gate::kMaxMessageBytes);
  const gate::AdapterFiles files{
      [](const std::string& path) { return read_file(path); },
      [](const std::string& path, ByteSpan bytes) { return write_file_atomic(path, bytes); }};
  const gate::Response response =
      request.ok() ? gate::answer_request(std::string(request->begin(), request->end()), files)
                   : gate::Response{gate::ResponseStatus::kRejected, request.error().id,
                                    request.error().to_string()};
  if (response.status == gate::ResponseStatus::kRejected && !response.message.empty()) {
    streams.err << "wolfsuite: " << response.message << '\n';
  }
  streams.out << gate::write_response(response);
  return kExitOk;
}

}  // namespace wolfsuite::cli
