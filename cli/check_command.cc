#include "cli/check_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/level_formats.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"

namespace wolfsuite::cli {

CLI::App* add_check_command(CLI::App& parent, CheckOptions& options) {
  CLI::App* check = parent.add_subcommand(
      "check",
      "Validate the data sets and level files in each DIR or FILE; every error and finding with "
      "its ID");
  check->add_flag("--json", options.json, "print JSON (schema wolfsuite-check/1)");
  add_data_folders(*check, options.folders);
  check->footer(examples_footer(
      {"wolfsuite check ../shared/data/wl1", "wolfsuite check --json mymod/ > check.json"}));
  return check;
}

int run_check(const CheckOptions& options, Streams& streams) {
  std::vector<Error> errors;
  Json sets = Json::array();
  Json level_files = Json::array();
  bool all_loadable = true;
  for (const std::string& operand : options.folders) {
    const FoundData found = find_data(operand, errors);
    for (const DataSetFiles& paths : found.sets) {
      if (streams.err_is_terminal) {
        streams.err << "wolfsuite: check: " << describe_set(paths) << '\n' << std::flush;
      }
      auto files = read_set_files(paths);
      if (!files.ok()) {
        errors.push_back(files.error());
        continue;
      }
      WolfSetReport report;
      const WolfSet set = decode_wolf_set(*files, report);
      check_wolf_set(set, report);
      add_missing_file_errors(report);
      const bool loadable = report.errors.empty();
      all_loadable = all_loadable && loadable;
      print_errors(report.errors, streams.err);
      sets.push_back({{"folder", paths.folder.string()},
                      {"extension", paths.extension},
                      {"version", set_name(set)},
                      {"loadable", loadable},
                      {"errors", errors_json(report.errors)},
                      {"findings", findings_json(report.findings)}});
      if (!options.json) {
        streams.out << describe_set(paths) << ": " << (loadable ? "loadable" : "NOT loadable")
                    << ", " << counted_with_ids("error", error_ids(report.errors)) << ", "
                    << counted_with_ids("finding", finding_ids(report.findings)) << '\n';
        print_findings(report.findings, streams.out);
      }
    }
    for (const LevelFile& file : found.level_files) {
      if (streams.err_is_terminal) {
        streams.err << "wolfsuite: check: " << file.path.string() << '\n' << std::flush;
      }
      const LevelFileReport report = file.format->inspect(file.bytes);
      const bool loadable = !report.error.has_value();
      all_loadable = all_loadable && loadable;
      if (report.error) report_error(*report.error, streams.err);
      level_files.push_back(level_file_json(file, report));
      level_files.back()["loadable"] = loadable;
      if (!options.json) {
        std::vector<std::string> errors_of_file;
        if (report.error) errors_of_file.push_back(report.error->id);
        streams.out << file.path.string() << " (" << file.format->name
                    << "): " << (loadable ? "loadable" : "NOT loadable") << ", "
                    << counted_with_ids("error", errors_of_file) << ", "
                    << counted_with_ids("finding", finding_ids(report.findings)) << '\n';
        print_findings(report.findings, streams.out);
      }
    }
  }
  for (const Error& error : errors) report_error(error, streams.err);
  const bool ok = all_loadable && errors.empty();
  if (options.json) {
    Json check = set_command_json("wolfsuite-check/1", ok, sets, errors);
    check["files"] = level_files;
    streams.out << check.dump(2) << '\n';
  }
  return ok ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
