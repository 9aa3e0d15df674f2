#include "cli/check_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/found_units.h"
#include "cli/set_report.h"
#include "cli/unit_report.h"

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
  Json files = Json::array();
  bool all_loadable = true;
  for (const std::string& operand : options.folders) {
    const FoundUnits found = find_units(operand);
    errors.insert(errors.end(), found.errors.begin(), found.errors.end());
    for (const FoundUnit& unit : found.units) {
      if (streams.err_is_terminal) {
        streams.err << "wolfsuite: check: " << describe_unit(unit) << '\n' << std::flush;
      }
      if (const Error* unreadable = unit.input.read_error()) {
        errors.push_back(*unreadable);
        continue;
      }
      const FormatReport report = unit.format->check(unit.input);
      all_loadable = all_loadable && report.loadable();
      print_errors(report.errors, streams.err);
      (is_set(unit) ? sets : files).push_back(check_json(unit, report));
      if (!options.json) print_check(unit, report, streams.out);
    }
  }
  for (const Error& error : errors) report_error(error, streams.err);
  const bool ok = all_loadable && errors.empty();
  if (options.json) {
    Json check = set_command_json("wolfsuite-check/1", ok, sets, errors);
    check["files"] = files;
    streams.out << check.dump(2) << '\n';
  }
  return ok ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
