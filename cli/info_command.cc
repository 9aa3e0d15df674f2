#include "cli/info_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <map>
#include <system_error>

#include "cli/command_line.h"
#include "cli/level_formats.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/wolf/graphics_chunks.h"

namespace wolfsuite::cli {
namespace {

Json map_counts(const MapSet& maps, Json& names) {
  int present = 0, missing = 0, sparse = 0;
  for (const MapSlot& slot : maps.slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) {
      ++present;
      names.push_back(map_name(*map));
    } else if (std::holds_alternative<SparseMap>(slot)) {
      ++sparse;
    } else {
      ++missing;
    }
  }
  return {
      {"slots", maps.slots.size()}, {"present", present}, {"missing", missing}, {"sparse", sparse}};
}

Json graphics_counts(const Graphics& graphics) {
  std::map<std::string, int> kinds;
  for (const GraphicsChunk& chunk : graphics.chunks) ++kinds[graphics_chunk_kind_name(chunk.kind)];
  Json counts = {{"chunks", graphics.chunks.size()}};
  for (const auto& [kind, count] : kinds) counts[kind] = count;
  return counts;
}

Json vswap_counts(const Vswap& vswap) {
  std::size_t sparse = 0;
  for (std::size_t n = 0; n < vswap.chunk_count(); ++n) sparse += vswap.sparse(n);
  return {{"chunks", vswap.chunk_count()},
          {"walls", vswap.sprite_start},
          {"sprites", vswap.sound_start - vswap.sprite_start},
          {"sound_chunks", vswap.chunk_count() - vswap.sound_start},
          {"sparse", sparse}};
}

Json audio_counts(const Audio& audio) {
  return {{"pc_sounds", audio.pc_sounds.size()},
          {"adlib_sounds", audio.adlib_sounds.size()},
          {"digital_sounds", audio.digital_sounds.size()},
          {"music", audio.music.size()},
          {"extra_lumps", audio.extra_lumps.size()}};
}

Json set_info(const DataSetFiles& paths, const WolfSetFiles& files, const WolfSet& set,
              const WolfSetReport& report) {
  Json info;
  info["folder"] = paths.folder.string();
  info["extension"] = paths.extension;
  if (set.version.version) {
    const VersionFacts& facts = version_facts(*set.version.version);
    info["version"] = facts.tag;
    info["game"] = facts.game;
  } else {
    info["version"] = nullptr;
    info["game"] = nullptr;
  }
  info["version_reasons"] = set.version.reasons;
  Json sizes = Json::object();
  for (const auto& [stem, bytes] : files.files) sizes[stem] = bytes.size();
  info["files"] = sizes;
  info["missing_files"] = report.missing_files;
  Json counts = Json::object();
  Json names = Json::array();
  if (set.maps) counts["maps"] = map_counts(*set.maps, names);
  if (set.graphics) counts["graphics"] = graphics_counts(*set.graphics);
  if (set.vswap) counts["vswap"] = vswap_counts(*set.vswap);
  if (set.audio) counts["audio"] = audio_counts(*set.audio);
  info["counts"] = counts;
  info["map_names"] = names;
  info["findings"] = findings_json(report.findings);
  info["errors"] = errors_json(report.errors);
  return info;
}

void print_counts(const std::string& family, const Json& counts, std::ostream& out) {
  out << "  " << family << ":";
  for (const auto& [key, value] : counts.items()) out << ' ' << key << ' ' << value.dump();
  out << '\n';
}

// "FILE: build-map version 7: sectors 12, walls 80, sprites 3" and its findings.
void print_level_file(const Json& info, const Findings& findings, std::ostream& out) {
  out << info["file"].get<std::string>() << ": " << info["format"].get<std::string>();
  if (!info["version"].is_null()) out << " version " << info["version"].dump();
  const char* separator = ": ";
  for (const auto& [key, value] : info["counts"].items()) {
    out << separator << key << ' ' << value.dump();
    separator = ", ";
  }
  out << '\n';
  print_findings(findings, out);
}

void print_set(const Json& info, std::ostream& out) {
  out << info["extension"].get<std::string>() << " in " << info["folder"].get<std::string>() << ": "
      << (info["game"].is_null() ? "unknown version" : info["game"].get<std::string>()) << '\n';
  for (const auto& reason : info["version_reasons"]) {
    out << "  version: " << reason.get<std::string>() << '\n';
  }
  for (const auto& [family, counts] : info["counts"].items()) print_counts(family, counts, out);
  if (!info["map_names"].empty()) {
    out << "  map names:";
    for (const auto& name : info["map_names"]) out << " \"" << name.get<std::string>() << '"';
    out << '\n';
  }
  out << "  " << counted(info["findings"].size(), "finding") << ", "
      << counted(info["errors"].size(), "error") << '\n';
}

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
  Json level_files = Json::array();
  std::vector<Findings> set_findings;
  bool all_ok = true;
  for (const std::string& operand : options.folders) {
    const FoundData found = find_data(operand, errors);
    for (const DataSetFiles& paths : found.sets) {
      auto files = read_set_files(paths);
      if (!files.ok()) {
        errors.push_back(files.error());
        continue;
      }
      WolfSetReport report;
      const WolfSet set = decode_wolf_set(*files, report);
      all_ok = all_ok && report.errors.empty();
      print_errors(report.errors, streams.err);
      sets.push_back(set_info(paths, *files, set, report));
      set_findings.push_back(report.findings);
    }
    for (const LevelFile& file : found.level_files) {
      const LevelFileReport report = file.format->inspect(file.bytes);
      if (report.error) {
        all_ok = false;
        report_error(*report.error, streams.err);
      }
      level_files.push_back(level_file_json(file, report));
      if (!options.json) print_level_file(level_files.back(), report.findings, streams.out);
    }
  }
  for (const Error& error : errors) report_error(error, streams.err);
  const bool ok = all_ok && errors.empty();
  if (options.json && is_single_file(options, sets, level_files, errors)) {
    Json info = {{"schema", kFileSchema}};
    info.update(level_files.front());
    streams.out << info.dump(2) << '\n';
  } else if (options.json) {
    Json info = set_command_json("wolfsuite-info/1", ok, sets, errors);
    info["files"] = level_files;
    streams.out << info.dump(2) << '\n';
  } else {
    for (std::size_t i = 0; i < sets.size(); ++i) {
      print_set(sets[i], streams.out);
      print_findings(set_findings[i], streams.out);
    }
  }
  return ok ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
