#include "cli/synthetic_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite::cli {

CLI::App* add_synthetic_command(CLI::App& parent, SyntheticOptions& options) {
  CLI::App* synthetic = parent.add_subcommand(
      "synthetic", "Write the synthetic data set (a small game built by our encoders) into OUT");
  synthetic->add_option("OUT", options.output_folder, "folder for the files (created)")->required();
  synthetic->footer(
      examples_footer({"wolfsuite synthetic out/synthetic", "wolfsuite check out/synthetic"}));
  return synthetic;
}

int run_synthetic(const SyntheticOptions& options, Streams& streams) {
  auto files = synthetic_set_files();
  if (!files.ok()) return report_error(files.error(), streams.err);
  std::error_code ec;
  std::filesystem::create_directories(options.output_folder, ec);
  if (ec) {
    return report_error(malformed("E-IO-WRITE", 0, options.output_folder + ": " + ec.message()),
                        streams.err);
  }
  std::size_t bytes = 0;
  for (const auto& [stem, data] : files->files) {
    const std::filesystem::path path =
        std::filesystem::path(options.output_folder) / (stem + "." + files->extension);
    const Status written = write_file_atomic(path, data);
    if (!written.ok()) return report_error(written.error(), streams.err);
    bytes += data.size();
  }
  streams.out << "synthetic set: " << files->files.size() << " files, " << bytes << " bytes in "
              << options.output_folder << '\n';
  return kExitOk;
}

}  // namespace wolfsuite::cli
