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
#include "cli/extract_images.h"
#include "cli/extract_level_file.h"
#include "cli/extract_sections.h"
#include "cli/extract_set_writer.h"
#include "cli/level_formats.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "cli/wolf_model_json.h"
#include "decoders/wolf/data_set.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/top_down/wolf_map_overview.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

struct SetOutcome {
  std::string name;
  fs::path folder;
  fs::path out;
  std::map<std::string, std::size_t> files;
};

struct ReportedError {
  std::optional<std::string> set;
  Error error;
};

struct ExtractReport {
  std::vector<SetOutcome> sets;
  std::vector<LevelExtraction> level_files;
  std::vector<ReportedError> errors;
};

// The set's name, or "<name>-<extension>[-k]" when an earlier set took it.
std::string unique_name(const std::string& name, const std::string& extension,
                        std::set<std::string>& taken) {
  std::string candidate = name;
  if (taken.count(candidate) != 0 && extension != name) candidate = name + "-" + extension;
  const std::string base = candidate;
  for (int k = 2; taken.count(candidate) != 0; ++k) candidate = base + "-" + std::to_string(k);
  taken.insert(candidate);
  return candidate;
}

void extract_contents(SetContext& context) {
  const WolfSet& set = context.set;
  top_down::WallColours wall_colours = top_down::fixed_wall_colours();
  bool texture_colours = false;
  if (set.vswap) {
    const auto walls = extract_vswap(context, *set.vswap);
    std::vector<ByteSpan> textures;
    for (const std::optional<Wall>& wall : walls) {
      textures.push_back(wall ? ByteSpan(wall->columns) : ByteSpan());
    }
    wall_colours = top_down::texture_wall_colours(textures, context.palette.palette);
    texture_colours = std::any_of(walls.begin(), walls.end(),
                                  [](const std::optional<Wall>& wall) { return wall.has_value(); });
  }
  if (set.graphics) extract_graphics(context, *set.graphics);
  if (set.maps) extract_maps(context, *set.maps, wall_colours, texture_colours);
  if (set.audio) extract_audio(context, *set.audio);
}

void extract_set(const DataSetFiles& source, const fs::path& out, std::set<std::string>& taken,
                 Streams& streams, ExtractReport& extract_report) {
  const auto files = read_set_files(source);
  if (!files.ok()) {
    extract_report.errors.push_back(ReportedError{source.extension, files.error()});
    return;
  }
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(*files, report);
  const std::string name = unique_name(set_name(set), set.extension, taken);
  SetWriter writer(out / name, report.errors);
  Progress progress(streams, name);
  SetContext context{set, report, writer, progress, set_palette(set)};
  extract_contents(context);
  // set.json lists the errors met so far and counts itself; a failure to write it is reported
  // on stderr and in the summary.
  std::map<std::string, std::size_t> files_with_set_json = writer.files();
  ++files_with_set_json["set"];
  writer.write_json("set", "set.json",
                    set_json(name, source, set, report, context.palette, files_with_set_json));
  progress.finish();
  for (const FamilyError& error : report.errors) {
    extract_report.errors.push_back(ReportedError{name, error.error});
  }
  extract_report.sets.push_back(SetOutcome{name, source.folder, writer.root(), writer.files()});
}

void print_json(const ExtractReport& report, std::ostream& out) {
  Json sets = Json::array();
  for (const SetOutcome& set : report.sets) {
    sets.push_back(Json{{"name", set.name},
                        {"folder", set.folder.string()},
                        {"out", set.out.string()},
                        {"files", files_json(set.files)}});
  }
  Json errors = Json::array();
  for (const ReportedError& reported : report.errors) {
    Json entry{{"set", reported.set ? Json(*reported.set) : Json(nullptr)}};
    entry.update(error_json(reported.error));
    errors.push_back(std::move(entry));
  }
  Json level_files = Json::array();
  for (const LevelExtraction& file : report.level_files) {
    level_files.push_back(
        Json{{"name", file.name}, {"out", file.out.string()}, {"files", file.files_written}});
  }
  out << json_text(Json{{"schema", "wolfsuite-extract/1"},
                        {"sets", std::move(sets)},
                        {"level_files", std::move(level_files)},
                        {"errors", std::move(errors)}});
}

void print_summary(const ExtractReport& report, std::ostream& out) {
  for (const SetOutcome& set : report.sets) {
    std::size_t total = 0;
    for (const auto& [kind, count] : set.files) total += count;
    out << set.name << ": " << total << " files in " << set.out.string() << " (from "
        << set.folder.string() << ")\n ";
    for (const char* kind : kFileKinds) {
      const auto found = set.files.find(kind);
      out << ' ' << kind << ' ' << (found == set.files.end() ? 0 : found->second);
    }
    out << '\n';
  }
  for (const LevelExtraction& file : report.level_files) {
    out << file.name << ": " << file.files_written << " files in " << file.out.string() << '\n';
  }
  if (report.errors.empty()) {
    out << "result: every file written\n";
  } else {
    out << "result: " << report.errors.size() << " error(s) (listed on stderr)\n";
  }
}

}  // namespace

CLI::App* add_extract_command(CLI::App& parent, ExtractOptions& options) {
  CLI::App* extract = parent.add_subcommand(
      "extract", "Write every asset of the data sets in DIR under OUT as PNG, WAV, JSON and IMF");
  extract->add_flag("--json", options.json,
                    "print the summary as JSON (schema wolfsuite-extract/1)");
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
  std::vector<Error> search_errors;
  const FoundData found = find_data(options.folder, search_errors, "E-EXTRACT-NO-DATA-SET");
  const std::vector<DataSetFiles>& sets = found.sets;
  for (Error& error : search_errors) report.errors.push_back(ReportedError{std::nullopt, error});

  std::error_code ec;
  const fs::path out(options.out);
  if (!sets.empty() || !found.level_files.empty()) {
    fs::create_directories(out, ec);
    if (ec || !fs::is_directory(out, ec)) {
      report.errors.push_back(ReportedError{
          std::nullopt, malformed("E-IO-WRITE", 0, out.string() + ": cannot create folder")});
    } else {
      std::set<std::string> taken;
      for (const DataSetFiles& set : sets) extract_set(set, out, taken, streams, report);
      for (const LevelFile& file : found.level_files) {
        LevelExtraction extraction = extract_level_file(file, out, taken);
        for (const Error& error : extraction.errors) {
          report.errors.push_back(ReportedError{extraction.name, error});
        }
        report.level_files.push_back(std::move(extraction));
      }
    }
  }

  for (const ReportedError& reported : report.errors) {
    Error error = reported.error;
    if (reported.set) error.message = *reported.set + ": " + error.message;
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
