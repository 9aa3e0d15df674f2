#include "cli/synthetic_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>
#include <vector>
#include <system_error>

#include "cli/command_line.h"
#include "decoders/core/file_io.h"
#include "decoders/formats/registry.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite::cli {

CLI::App* add_synthetic_command(CLI::App& parent, SyntheticOptions& options) {
  CLI::App* synthetic = parent.add_subcommand(
      "synthetic",
      "Write a synthetic data set (a small game built by our encoders, which the engine plays) "
      "into OUT");
  synthetic->add_option("--game", options.game, "the game version of the set (default wl1)")
      ->type_name("GAME")
      ->check(CLI::IsMember({"wl1", "wl6", "sdm", "sod"}));
  synthetic->add_flag("--levels", options.levels,
                      "write the synthetic level files (BUILD, Quake, Mac) instead");
  synthetic->add_option("OUT", options.output_folder, "folder for the files (created)")->required();
  synthetic->footer(
      examples_footer({"wolfsuite synthetic out/synthetic", "wolfsuite check out/synthetic",
                       "wolfsuite synthetic --game sod out/sod",
                       "wolfsuite synthetic --levels out/levels && wolfsuite info out/levels"}));
  return synthetic;
}

namespace {

Result<std::vector<NamedFile>> set_files(GameVersion game) {
  WS_ASSIGN_OR_RETURN(WolfSetFiles set, synthetic_set_files(game));
  std::vector<NamedFile> files;
  for (auto& [stem, bytes] : set.files) files.push_back({stem + "." + set.extension, bytes});
  return files;
}

// Every single-file format's synthetic files, in registry order.
Result<std::vector<NamedFile>> level_files() {
  std::vector<NamedFile> files;
  for (const Format* format : formats()) {
    if (format->shape() != UnitShape::kOneFile) continue;
    WS_ASSIGN_OR_RETURN(std::vector<NamedFile> made, format->synthetic());
    for (NamedFile& file : made) files.push_back(std::move(file));
  }
  return files;
}

}  // namespace

int run_synthetic(const SyntheticOptions& options, Streams& streams) {
  // The command line's check admits only these; a caller that builds the options itself may not.
  const std::optional<GameVersion> game = version_from_tag(options.game);
  if (!game || !has_engine_build(*game)) {
    streams.err << "--game " << options.game << ": not one of wl1, wl6, sdm, sod\n";
    return kExitUsage;
  }
  auto made = options.levels ? level_files() : set_files(*game);
  if (!made.ok()) return report_error(made.error(), streams.err);
  const std::vector<NamedFile>& files = *made;
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
