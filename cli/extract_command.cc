#include "cli/extract_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "cli/command_line.h"
#include "cli/folder_sink.h"
#include "cli/found_units.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/core/ascii_case.h"
#include "decoders/formats/registry.h"
#include "decoders/formats/report_json.h"
#include "reference/renderers/reference_renderers.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

// What was written of one unit, under OUT/<name>/.
struct UnitOutcome {
  const Format* format;
  std::string name;
  fs::path folder;
  fs::path out;
  std::map<std::string, std::size_t> files;  // per kind (Format::file_kinds), a file's under ""
};

struct ReportedError {
  std::optional<std::string> unit;
  Error error;
};

struct ExtractReport {
  std::vector<UnitOutcome> units;
  std::vector<ReportedError> errors;
};

// The unit's name, or "<name>-<extension>[-k]" for a set when an earlier unit took it
// ("<name>-k" for a file).
std::string unique_name(const std::string& name, const std::string& extension,
                        std::set<std::string>& taken) {
  std::string candidate = name;
  if (taken.count(candidate) != 0 && !extension.empty() && extension != name) {
    candidate = name + "-" + extension;
  }
  const std::string base = candidate;
  for (int k = 2; taken.count(candidate) != 0; ++k) candidate = base + "-" + std::to_string(k);
  taken.insert(candidate);
  return candidate;
}

// What `check` finds that makes the unit not loadable (a set without VSWAP, with no map) fails
// the extraction too, whatever could still be written: each ID the extraction did not already
// report (it names the lump at fault in its own words).
void add_check_errors(const FoundUnit& unit, const std::string& name,
                      const std::vector<Error>& extraction_errors, ExtractReport& report) {
  for (const FamilyError& checked : unit.format->check(unit.input).errors) {
    const bool seen = std::any_of(
        extraction_errors.begin(), extraction_errors.end(), [&](const Error& error) {
          return error.id == checked.error.id;
        });
    if (!seen) report.errors.push_back(ReportedError{name, checked.error});
  }
}

void extract_unit(const FoundUnit& unit, const fs::path& out, std::set<std::string>& taken,
                  Streams& streams, ExtractReport& report) {
  if (const Error* unreadable = unit.input.read_error()) {
    report.errors.push_back(ReportedError{unit.input.group, *unreadable});
    return;
  }
  const std::string name =
      unique_name(unit.format->inspect(unit.input).name, unit.input.group, taken);
  FolderSink sink(out / name, name, streams);
  const Extraction extraction =
      unit.format->extract(unit.input, name, reference_renderers(), sink);
  sink.finish();
  for (const Error& error : extraction.errors) report.errors.push_back(ReportedError{name, error});
  add_check_errors(unit, name, extraction.errors, report);
  report.units.push_back(
      UnitOutcome{unit.format, name, unit.input.location, sink.root(), extraction.files});
}

std::size_t total(const std::map<std::string, std::size_t>& files) {
  std::size_t sum = 0;
  for (const auto& [kind, count] : files) sum += count;
  return sum;
}

// {kind: count} over the format's kinds, 0 for a kind with no file.
Json kinds_json(const UnitOutcome& unit) {
  Json json = Json::object();
  for (const std::string_view kind : unit.format->file_kinds()) {
    const auto found = unit.files.find(std::string(kind));
    json[std::string(kind)] = found == unit.files.end() ? 0 : found->second;
  }
  return json;
}

bool is_set(const UnitOutcome& unit) { return unit.format->shape() == UnitShape::kFileSet; }

void print_json(const ExtractReport& report, std::ostream& out) {
  Json sets = Json::array();
  Json level_files = Json::array();
  for (const UnitOutcome& unit : report.units) {
    if (is_set(unit)) {
      sets.push_back(Json{{"name", unit.name},
                          {"folder", unit.folder.string()},
                          {"out", unit.out.string()},
                          {"files", kinds_json(unit)}});
    } else {
      level_files.push_back(
          Json{{"name", unit.name}, {"out", unit.out.string()}, {"files", total(unit.files)}});
    }
  }
  Json errors = Json::array();
  for (const ReportedError& reported : report.errors) {
    Json entry{{"set", reported.unit ? Json(*reported.unit) : Json(nullptr)}};
    entry.update(error_json(reported.error));
    errors.push_back(std::move(entry));
  }
  out << json_text(Json{{"schema", "wolfsuite-extract/1"},
                        {"sets", std::move(sets)},
                        {"level_files", std::move(level_files)},
                        {"errors", std::move(errors)}});
}

// Sets first, each with its files per kind, then the level files.
void print_summary(const ExtractReport& report, std::ostream& out) {
  for (const UnitOutcome& unit : report.units) {
    if (!is_set(unit)) continue;
    out << unit.name << ": " << total(unit.files) << " files in " << unit.out.string() << " (from "
        << unit.folder.string() << ")\n ";
    const Json kinds = kinds_json(unit);
    for (const auto& [kind, count] : kinds.items()) out << ' ' << kind << ' ' << count.dump();
    out << '\n';
  }
  for (const UnitOutcome& unit : report.units) {
    if (is_set(unit)) continue;
    out << unit.name << ": " << total(unit.files) << " files in " << unit.out.string() << '\n';
  }
  if (report.errors.empty()) {
    out << "result: every file written\n";
  } else {
    out << "result: " << report.errors.size()
        << " error(s) (listed on stderr): what they name is missing or was skipped\n";
  }
}

// --set: the sets of other extensions left out (level files stay); E-SET-NOT-FOUND, and no
// unit left, when no set has it.
Status keep_sets_with_extension(FoundUnits& found, const ExtractOptions& options) {
  if (options.set_extension.empty()) return {};
  std::vector<std::string> extensions;
  for (const FoundUnit& unit : found.units) {
    if (unit.format->shape() == UnitShape::kFileSet) extensions.push_back(unit.input.group);
  }
  const auto picked = pick_set(extensions, options.set_extension, options.folder);
  if (!picked.ok() && picked.error().id == "E-SET-NOT-FOUND") {
    found.units.clear();
    return picked.error();
  }
  const std::string wanted = ascii_lower(options.set_extension);
  std::erase_if(found.units, [&](const FoundUnit& unit) {
    return unit.format->shape() == UnitShape::kFileSet && unit.input.group != wanted;
  });
  return {};
}

}  // namespace

CLI::App* add_extract_command(CLI::App& parent, ExtractOptions& options) {
  CLI::App* extract = parent.add_subcommand(
      "extract", "Write every asset of the data sets in DIR under OUT as PNG, WAV, JSON and IMF");
  extract->add_flag("--json", options.json,
                    "print the summary as JSON (schema wolfsuite-extract/1)");
  extract->add_option("--set", options.set_extension,
                      "only the sets of this extension (e.g. sdm), when DIR holds several")
      ->type_name("EXT");
  extract
      ->add_option("DIR", options.folder,
                   "folder with data sets, or with one set folder per subfolder")
      ->type_name("DIR")
      ->required();
  extract->add_option("OUT", options.out, "folder to write into, one subfolder per set")
      ->type_name("OUT")
      ->required();
  extract->footer(examples_footer({
      "wolfsuite extract ../shared/data/wl1 assets",
      "wolfsuite extract --json ../shared/data assets > extract.json",
  }));
  return extract;
}

int run_extract(const ExtractOptions& options, Streams& streams) {
  ExtractReport report;
  FoundUnits found = find_units(options.folder, "E-EXTRACT-NO-DATA-SET");
  for (const Error& error : found.errors) report.errors.push_back(ReportedError{std::nullopt, error});
  if (const Status kept = keep_sets_with_extension(found, options); !kept.ok()) {
    report.errors.push_back(ReportedError{std::nullopt, kept.error()});
  }

  std::error_code ec;
  const fs::path out(options.out);
  if (!found.units.empty()) {
    fs::create_directories(out, ec);
    if (ec || !fs::is_directory(out, ec)) {
      report.errors.push_back(ReportedError{
          std::nullopt, unplaced("E-IO-WRITE", out.string() + ": cannot create folder")});
    } else {
      std::set<std::string> taken;
      for (const FoundUnit& unit : found.units) extract_unit(unit, out, taken, streams, report);
    }
  }

  for (const ReportedError& reported : report.errors) {
    Error error = reported.error;
    if (reported.unit) error.message = *reported.unit + ": " + error.message;
    report_error(error, streams.err);
  }
  if (options.json) {
    print_json(report, streams.out);
  } else {
    print_summary(report, streams.out);
  }
  return report.errors.empty() ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
