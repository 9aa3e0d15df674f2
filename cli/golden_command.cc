#include "cli/golden_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>

#include "cli/command_line.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/manifest.h"

namespace wolfsuite::cli {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// The one set the command works on: the only one in DIR, or the one with --extension.
Result<DataSetFiles> chosen_set(const GoldenOptions& options) {
  std::vector<Error> errors;
  std::vector<DataSetFiles> sets = find_sets(options.folder, errors);
  if (!errors.empty()) return errors.front();
  if (!options.extension.empty()) {
    const std::string wanted = lower(options.extension);
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
      "golden", "Print the golden manifest (wolfsuite-golden/1) of the data set in DIR");
  golden->add_option("--set", options.set_name,
                     "the manifest's \"set\" (default: the detected version, e.g. wl1)");
  golden->add_option("--extension", options.extension,
                     "the set to use when DIR holds several (e.g. sdm)");
  golden
      ->add_option("--expect", options.expect,
                   "compare with this manifest; exit 1 and name every lump that differs")
      ->type_name("FILE");
  golden->add_option("-o,--output", options.output, "write the manifest here (default: stdout)")
      ->type_name("FILE");
  golden->add_option("DIR", options.folder, "folder with the data set")->required();
  golden->footer(examples_footer({
      "wolfsuite golden ../shared/data/wl1 > wl1.json",
      "wolfsuite golden --expect golden/wl1.json ../shared/data/wl1",
  }));
  return golden;
}

int run_golden(const GoldenOptions& options, Streams& streams) {
  auto paths = chosen_set(options);
  if (!paths.ok()) return report_error(paths.error(), streams.err);
  auto files = read_set_files(*paths);
  if (!files.ok()) return report_error(files.error(), streams.err);
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(*files, report);
  print_errors(report.errors, streams.err);
  auto manifest = golden_manifest(set, options.set_name.empty() ? set_name(set) : options.set_name);
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
  return report.errors.empty() ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
