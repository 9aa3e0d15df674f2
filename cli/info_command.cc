#include "cli/info_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "cli/found_units.h"
#include "cli/set_report.h"
#include "cli/unit_report.h"
#include "decoders/formats/report_json.h"

namespace wolfsuite::cli {
namespace {

// `wolfsuite info --json FILE` on one level file prints that file's object alone.
constexpr std::string_view kFileSchema = "wolfsuite-info-file/1";

bool is_single_file(const InfoOptions& options, const Json& sets, const Json& level_files,
                    const std::vector<Error>& errors) {
  std::error_code error;
  return options.folders.size() == 1 && std::filesystem::is_regular_file(options.folders[0], error) &&
         sets.empty() && level_files.size() == 1 && errors.empty();
}

}  // namespace

CLI::App* add_info_command(CLI::App& parent, InfoOptions& options) {
  CLI::App* info =
      parent.add_subcommand("info",
                            "Version, files, counts and findings of the data sets and level files "
                            "(BUILD, Quake, Mac) in each DIR or FILE");
  info->add_flag("--json", options.json, "print JSON (schema wolfsuite-info/1)");
  add_data_folders(*info, options.folders);
  info->footer(examples_footer(
      {"wolfsuite info ../shared/data/wl1", "wolfsuite info --json ../shared/data > info.json"}));
  return info;
}

int run_info(const InfoOptions& options, Streams& streams) {
  std::vector<Error> errors;
  Json sets = Json::array();
  Json files = Json::array();
  // The text of the sets comes after every file's, as it always has.
  struct SetText {
    const Format* format;
    Json info;
    Findings findings;
  };
  std::vector<SetText> set_texts;
  bool all_ok = true;
  for (const std::string& operand : options.folders) {
    const FoundUnits found = find_units(operand);
    errors.insert(errors.end(), found.errors.begin(), found.errors.end());
    for (const FoundUnit& unit : found.units) {
      if (const Error* unreadable = unit.input.read_error()) {
        errors.push_back(*unreadable);
        continue;
      }
      const FormatReport report = unit.format->inspect(unit.input);
      all_ok = all_ok && report.loadable();
      print_errors(report.errors, streams.err);
      Json info = unit_info_json(*unit.format, unit.input, report);
      if (is_set(unit)) {
        set_texts.push_back(SetText{unit.format, info, report.findings});
        sets.push_back(std::move(info));
      } else {
        if (!options.json) print_info(*unit.format, info, report.findings, streams.out);
        files.push_back(std::move(info));
      }
    }
  }
  for (const Error& error : errors) report_error(error, streams.err);
  const bool ok = all_ok && errors.empty();
  if (options.json && is_single_file(options, sets, files, errors)) {
    Json info = {{"schema", kFileSchema}};
    info.update(files.front());
    streams.out << info.dump(2) << '\n';
  } else if (options.json) {
    Json info = set_command_json("wolfsuite-info/1", ok, sets, errors);
    info["files"] = files;
    streams.out << info.dump(2) << '\n';
  } else {
    for (const SetText& text : set_texts) {
      print_info(*text.format, text.info, text.findings, streams.out);
    }
  }
  return ok ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
