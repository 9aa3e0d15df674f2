#include "cli/build_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/manifest.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

Json file_comparison(const std::string& name, const Bytes& original, const Bytes& rebuilt) {
  const auto mismatch =
      std::mismatch(original.begin(), original.end(), rebuilt.begin(), rebuilt.end());
  const bool identical = original == rebuilt;
  Json file = {{"name", name},
               {"size", original.size()},
               {"rebuilt_size", rebuilt.size()},
               {"identical", identical}};
  file["first_difference"] =
      identical ? Json(nullptr) : Json(static_cast<std::size_t>(mismatch.first - original.begin()));
  return file;
}

Json differences_json(const ManifestDifference& difference) {
  Json names = Json::array();
  for (const auto& name : difference.only_in_expected) names.push_back("missing " + name);
  for (const auto& name : difference.only_in_actual) names.push_back("extra " + name);
  for (const auto& name : difference.different) names.push_back("differs " + name);
  return names;
}

// Rebuilds one set into `out`; returns its report and whether it holds (manifest equal).
bool rebuild_set(const DataSetFiles& paths, const fs::path& out, Json& result, std::ostream& err) {
  result = {
      {"folder", paths.folder.string()}, {"extension", paths.extension}, {"out", out.string()}};
  std::vector<FamilyError> errors;
  auto files = read_set_files(paths);
  if (!files.ok()) {
    errors.push_back({"set", "", files.error()});
    result["errors"] = errors_json(errors);
    print_errors(errors, err);
    return false;
  }
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(*files, report);
  // What `check` calls not loadable (a missing file, no map) fails the build too.
  check_wolf_set(set, report);
  check_wolf_set_startable(set, report);
  errors = report.errors;
  auto rebuilt = encode_wolf_set(set);
  Json compared = Json::array();
  int identical = 0;
  bool ok = errors.empty() && rebuilt.ok();
  if (!rebuilt.ok()) errors.push_back({"set", "", rebuilt.error()});
  if (rebuilt.ok()) {
    for (const auto& [stem, bytes] : rebuilt->files) {
      const auto original_path = paths.file(stem);
      const std::string name =
          original_path ? original_path->filename().string() : stem + "." + paths.extension;
      const Status written = write_output_file(out / name, bytes);
      if (!written.ok()) {
        errors.push_back({"set", stem, written.error()});
        ok = false;
      }
      const Bytes* original = files->file(stem);
      compared.push_back(file_comparison(name, original ? *original : Bytes{}, bytes));
      identical += compared.back()["identical"].get<bool>();
    }
    WolfSetReport rebuilt_report;
    const WolfSet again = decode_wolf_set(*rebuilt, rebuilt_report);
    auto before = golden_manifest(set, set_name(set));
    auto after = golden_manifest(again, set_name(set));
    if (before.ok() && after.ok()) {
      const ManifestDifference difference = compare_manifests(*before, *after);
      result["manifest_equal"] = difference.empty();
      result["manifest_differences"] = differences_json(difference);
      ok = ok && difference.empty();
    } else {
      errors.push_back({"set", "", before.ok() ? after.error() : before.error()});
      ok = false;
    }
  }
  result["files"] = compared;
  result["identical_files"] = identical;
  result["errors"] = errors_json(errors);
  print_errors(errors, err);
  return ok;
}

void print_result(const Json& result, std::ostream& out) {
  out << result["extension"].get<std::string>() << " from " << result["folder"].get<std::string>()
      << " -> " << result["out"].get<std::string>() << ": " << result["identical_files"].get<int>()
      << "/" << result["files"].size() << " files byte-identical, manifest "
      << (result.value("manifest_equal", false) ? "equal" : "DIFFERENT") << '\n';
  for (const Json& file : result["files"]) {
    out << "  " << file["name"].get<std::string>() << ": ";
    if (file["identical"].get<bool>()) {
      out << "identical (" << file["size"].get<std::size_t>() << " bytes)\n";
    } else {
      out << "differs from byte " << file["first_difference"].get<std::size_t>() << " ("
          << file["size"].get<std::size_t>() << " -> " << file["rebuilt_size"].get<std::size_t>()
          << " bytes)\n";
    }
  }
  if (result.contains("manifest_differences")) {
    for (const Json& name : result["manifest_differences"]) {
      out << "  manifest: " << name.get<std::string>() << '\n';
    }
  }
}

}  // namespace

CLI::App* add_build_command(CLI::App& parent, BuildOptions& options) {
  CLI::App* build = parent.add_subcommand(
      "build", "Decode the data set in DIR and encode it again into OUT; compare the bytes");
  build->add_flag("--json", options.json, "print JSON (schema wolfsuite-build/1)");
  build->add_option("DIR", options.folder, "folder with the data set(s)")->required();
  build->add_option("--set", options.set_extension,
                    "the set to use when DIR holds several: its extension (e.g. sdm)")
      ->type_name("EXT");
  build->add_option("OUT", options.output_folder, "folder for the rebuilt files (created)")
      ->required();
  build->footer(examples_footer({"wolfsuite build ../shared/data/wl1 out/wl1-rebuilt"}));
  return build;
}

int run_build(const BuildOptions& options, Streams& streams) {
  std::vector<Error> errors;
  Json results = Json::array();
  bool ok = false;
  // The input first: a missing or ambiguous DIR creates no OUT.
  const Result<DataSetFiles> paths = find_one_set(options.folder, options.set_extension);
  if (!paths.ok()) errors.push_back(paths.error());
  if (paths.ok()) {
    std::error_code ec;
    fs::create_directories(options.output_folder, ec);
    if (ec) errors.push_back(unplaced("E-IO-WRITE", options.output_folder + ": " + ec.message()));
  }
  if (errors.empty()) {
    Json result;
    ok = rebuild_set(*paths, options.output_folder, result, streams.err);
    if (!options.json) print_result(result, streams.out);
    results.push_back(std::move(result));
  }
  for (const Error& error : errors) report_error(error, streams.err);
  if (options.json) {
    streams.out << set_command_json("wolfsuite-build/1", ok, results, errors).dump(2) << '\n';
  }
  return ok ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
