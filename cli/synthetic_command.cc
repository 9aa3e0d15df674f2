#include "cli/synthetic_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "decoders/core/file_io.h"
#include "decoders/formats/registry.h"

namespace wolfsuite::cli {

CLI::App* add_synthetic_command(CLI::App& parent, SyntheticOptions& options) {
  CLI::App* synthetic = parent.add_subcommand(
      "synthetic", "Write the synthetic data set (a small game built by our encoders) into OUT");
  synthetic->add_flag("--levels", options.levels,
                      "write the synthetic level files (BUILD, Quake, Mac) instead");
  synthetic->add_option("OUT", options.output_folder, "folder for the files (created)")->required();
  synthetic->footer(
      examples_footer({"wolfsuite synthetic out/synthetic", "wolfsuite check out/synthetic",
                       "wolfsuite synthetic --levels out/levels && wolfsuite info out/levels"}));
  return synthetic;
}

int run_synthetic(const SyntheticOptions& options, Streams& streams) {
  // The set alone, or with --levels every single-file format's files, in registry order.
  const UnitShape wanted = options.levels ? UnitShape::kOneFile : UnitShape::kFileSet;
  std::vector<NamedFile> files;
  for (const Format* format : formats()) {
    if (format->shape() != wanted) continue;
    auto made = format->synthetic();
    if (!made.ok()) return report_error(made.error(), streams.err);
    for (NamedFile& file : *made) files.push_back(std::move(file));
  }
  std::error_code ec;
  std::filesystem::create_directories(options.output_folder, ec);
  if (ec) {
    return report_error(unplaced("E-IO-WRITE", options.output_folder + ": " + ec.message()),
                        streams.err);
  }
  std::size_t bytes = 0;
  for (const NamedFile& file : files) {
    const Status written =
        write_output_file(std::filesystem::path(options.output_folder) / file.name, file.bytes);
    if (!written.ok()) return report_error(written.error(), streams.err);
    bytes += file.bytes.size();
  }
  streams.out << (options.levels ? "synthetic level files: " : "synthetic set: ") << files.size()
              << " files, " << bytes << " bytes in " << options.output_folder << '\n';
  return kExitOk;
}

}  // namespace wolfsuite::cli
