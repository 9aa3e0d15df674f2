#include "cli/golden_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>

#include "cli/command_line.h"
#include "cli/level_formats.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/core/ascii_case.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/manifest.h"

namespace wolfsuite::cli {
namespace {

// The one set the command works on: the only one in DIR, or the one with --extension.
Result<DataSetFiles> chosen_set(const GoldenOptions& options) {
  std::vector<Error> errors;
  std::vector<DataSetFiles> sets = find_sets(options.folder, errors);
  if (!errors.empty()) return errors.front();
  if (!options.extension.empty()) {
    const std::string wanted = ascii_lower(options.extension);
    std::erase_if(sets, [&](const DataSetFiles& set) { return set.extension != wanted; });
  }
  if (sets.size() != 1) {
    std::string found;
    for (const DataSetFiles& set : sets) found += " " + set.extension;
    return malformed("E-GOLDEN-WHICH-SET", 0,
                     options.folder + " holds " + std::to_string(sets.size()) + " matching sets (" +
                         (found.empty() ? " none" : found) + " ); pick one with --extension");
  }
  return sets.front();
}

// The manifest of the level files of a folder (or of one file): every file's golden lumps, named
// "<file name>/<lump>" (golden/README.md).
Result<GoldenManifest> level_manifest(const std::vector<LevelFile>& files, const std::string& set) {
  GoldenManifest manifest;
  manifest.set = set;
  for (const LevelFile& file : files) {
    WS_ASSIGN_OR_RETURN(const std::vector<GoldenLump> lumps, file.format->golden_lumps(file.bytes));
    for (const auto& [name, bytes] : lumps) {
      manifest.add(file.path.filename().string() + "/" + name, bytes);
    }
  }
  return manifest;
}

int report_difference(const ManifestDifference& difference, std::ostream& err) {
  for (const std::string& name : difference.only_in_expected) {
    err << "wolfsuite: E-GOLDEN-MISMATCH: " << name << " is missing\n";
  }
  for (const std::string& name : difference.only_in_actual) {
    err << "wolfsuite: E-GOLDEN-MISMATCH: " << name << " is not in the expected manifest\n";
  }
  for (const std::string& name : difference.different) {
    err << "wolfsuite: E-GOLDEN-MISMATCH: " << name << " differs\n";
  }
  return difference.empty() ? kExitOk : kExitDataError;
}

}  // namespace

CLI::App* add_golden_command(CLI::App& parent, GoldenOptions& options) {
  CLI::App* golden = parent.add_subcommand(
      "golden",
      "Print the golden manifest (wolfsuite-golden/1) of the data set in DIR, or of its level "
      "files (BUILD, Quake, Mac) when it holds no set");
  golden->add_option("--set", options.set_name,
                     "the manifest's \"set\" (default: the detected version, e.g. wl1; for level "
                     "files the folder's name)");
  golden->add_option("--extension", options.extension,
                     "the set to use when DIR holds several (e.g. sdm)");
  golden
      ->add_option("--expect", options.expect,
                   "compare with this manifest; exit 1 and name every lump that differs")
      ->type_name("FILE");
  golden->add_option("-o,--output", options.output, "write the manifest here (default: stdout)")
      ->type_name("FILE");
  golden->add_option("DIR", options.folder, "folder with the data set or the level files")
      ->required();
  golden->footer(examples_footer({
      "wolfsuite golden ../shared/data/wl1 > wl1.json",
      "wolfsuite golden --expect golden/wl1.json ../shared/data/wl1",
      "wolfsuite golden --expect golden/quake-bsp-ericw-tools-tests.json maps/",
  }));
  return golden;
}

namespace {

// The manifest of the one data set in the folder, or of its level files when it holds no set.
Result<GoldenManifest> manifest_of(const GoldenOptions& options, Streams& streams, bool& loadable) {
  std::vector<Error> errors;
  const FoundData found = find_data(options.folder, errors);
  if (found.sets.empty() && !found.level_files.empty()) {
    for (const Error& error : errors) report_error(error, streams.err);
    loadable = errors.empty();
    const std::string name = options.set_name.empty()
                                 ? std::filesystem::path(options.folder).filename().string()
                                 : options.set_name;
    return level_manifest(found.level_files, name);
  }
  WS_ASSIGN_OR_RETURN(const DataSetFiles paths, chosen_set(options));
  WS_ASSIGN_OR_RETURN(const WolfSetFiles files, read_set_files(paths));
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(files, report);
  print_errors(report.errors, streams.err);
  loadable = report.errors.empty();
  return golden_manifest(set, options.set_name.empty() ? set_name(set) : options.set_name);
}

}  // namespace

int run_golden(const GoldenOptions& options, Streams& streams) {
  bool loadable = true;
  auto manifest = manifest_of(options, streams, loadable);
  if (!manifest.ok()) return report_error(manifest.error(), streams.err);
  const std::string json = manifest_to_json(*manifest);
  const Status written = write_output(
      options.output, ByteSpan(reinterpret_cast<const std::uint8_t*>(json.data()), json.size()),
      streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  if (!options.expect.empty()) {
    auto text = read_file(options.expect);
    if (!text.ok()) return report_error(text.error(), streams.err);
    auto expected = manifest_from_json(
        std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
    if (!expected.ok()) return report_error(expected.error(), streams.err);
    if (report_difference(compare_manifests(*expected, *manifest), streams.err) != kExitOk) {
      return kExitDataError;
    }
  }
  return loadable ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
