#include "cli/synthetic_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "cli/level_formats.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/synthetic_set.h"

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
  std::vector<NamedFile> files;
  if (options.levels) {
    auto levels = synthetic_level_files();
    if (!levels.ok()) return report_error(levels.error(), streams.err);
    files = std::move(levels).value();
  } else {
    auto set = synthetic_set_files();
    if (!set.ok()) return report_error(set.error(), streams.err);
    for (auto& [stem, data] : set->files) {
      files.push_back(NamedFile{stem + "." + set->extension, std::move(data)});
    }
  }
  std::error_code ec;
  std::filesystem::create_directories(options.output_folder, ec);
  if (ec) {
    return report_error(malformed("E-IO-WRITE", 0, options.output_folder + ": " + ec.message()),
                        streams.err);
  }
  std::size_t bytes = 0;
  for (const NamedFile& file : files) {
    const Status written =
        write_file_atomic(std::filesystem::path(options.output_folder) / file.name, file.bytes);
    if (!written.ok()) return report_error(written.error(), streams.err);
    bytes += file.bytes.size();
  }
  streams.out << (options.levels ? "synthetic level files: " : "synthetic set: ") << files.size()
              << " files, " << bytes << " bytes in " << options.output_folder << '\n';
  return kExitOk;
}

}  // namespace wolfsuite::cli
