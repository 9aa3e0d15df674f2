#include "cli/golden_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>

#include "cli/command_line.h"
#include "cli/found_units.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "cli/unit_report.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/manifest.h"
#include "reference/renderers/reference_renderers.h"

namespace wolfsuite::cli {
namespace {

// The one set the command works on (set_loader.h pick_set: --set EXT or the only one).
Result<const FoundUnit*> chosen_set(const GoldenOptions& options, const FoundUnits& found) {
  if (found.no_set) return *found.no_set;
  std::vector<const FoundUnit*> sets;
  std::vector<std::string> extensions;
  for (const FoundUnit& unit : found.units) {
    if (!is_set(unit)) continue;
    sets.push_back(&unit);
    extensions.push_back(unit.input.group);
  }
  WS_ASSIGN_OR_RETURN(const std::size_t index,
                      pick_set(extensions, options.extension, options.folder));
  return sets[index];
}

// The manifest of the files of a folder (or of one file): every file's golden lumps, named
// "<file name>/<lump>" (golden/README.md).
Result<GoldenManifest> files_manifest(const std::vector<FoundUnit>& files, const std::string& set) {
  GoldenManifest manifest;
  manifest.set = set;
  for (const FoundUnit& file : files) {
    FormatReport report;
    WS_ASSIGN_OR_RETURN(const GoldenManifest lumps,
                        file.format->golden(file.input, reference_renderers(), report));
    const std::string prefix = file.input.location.filename().string() + "/";
    for (const auto& [name, digest] : lumps.lumps) manifest.lumps[prefix + name] = digest;
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
  golden->add_option("--set", options.extension,
                     "the set to use when DIR holds several: its extension (e.g. sdm)")
      ->type_name("EXT");
  golden->add_option("--name", options.set_name,
                     "the manifest's \"set\" (default: the detected version, e.g. wl1; for level "
                     "files the folder's name)");
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
  const FoundUnits found = find_units(options.folder);
  const bool any_set = std::any_of(found.units.begin(), found.units.end(), is_set);
  if (!any_set && !found.units.empty()) {
    for (const Error& error : found.errors) report_error(error, streams.err);
    loadable = found.errors.empty();
    const std::string name = options.set_name.empty()
                                 ? std::filesystem::path(options.folder).filename().string()
                                 : options.set_name;
    return files_manifest(found.units, name);
  }
  WS_ASSIGN_OR_RETURN(const FoundUnit* set, chosen_set(options, found));
  if (const Error* unreadable = set->input.read_error()) return *unreadable;
  FormatReport report;
  Result<GoldenManifest> manifest = set->format->golden(set->input, reference_renderers(), report);
  print_errors(report.errors, streams.err);
  loadable = report.loadable();
  if (manifest.ok()) manifest->set = options.set_name.empty() ? report.name : options.set_name;
  return manifest;
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
