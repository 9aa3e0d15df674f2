#include "cli/codecs_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <sstream>
#include <system_error>

#include "cli/codec_round_trip.h"
#include "cli/command_line.h"
#include "cli/generated_inputs.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/wolf/data_set.h"

namespace wolfsuite::cli {
namespace {

using Json = nlohmann::ordered_json;  // keys in the documented order

struct CodecsReport {
  std::vector<SetRoundTrip> sets;
  GeneratedRoundTrip generated;
  std::vector<Error> errors;
  bool ok() const {
    return errors.empty() && generated.all_ok() &&
           std::all_of(sets.begin(), sets.end(), [](const SetRoundTrip& s) { return s.all_ok(); });
  }
};

Json stored_stream_json(const StoredStreamTally& tally) {
  return Json{{"count", tally.count},
              {"expanded", tally.expanded},
              {"roundtrip_ok", tally.roundtrip_ok},
              {"identical", tally.identical},
              {"expanded_bytes", tally.expanded_bytes},
              {"stored_bytes", tally.stored_bytes},
              {"recompressed_bytes", tally.recompressed_bytes}};
}

Json generated_json(const GeneratedTally& tally) {
  return Json{{"count", tally.count},
              {"roundtrip_ok", tally.roundtrip_ok},
              {"plain_bytes", tally.plain_bytes},
              {"compressed_bytes", tally.compressed_bytes}};
}

std::string hex_seed(std::uint64_t seed) {
  std::ostringstream text;
  text << "0x" << std::hex << std::setw(16) << std::setfill('0') << seed;
  return text.str();
}

void print_json(const CodecsReport& report, std::ostream& out) {
  Json sets = Json::array();
  for (const SetRoundTrip& set : report.sets) {
    Json vgagraph = nullptr;
    if (set.vgagraph_chunks) {
      vgagraph = stored_stream_json(*set.vgagraph_chunks);
      vgagraph["skipped_sparse"] = set.vgagraph_sparse_skipped;
      vgagraph["skipped_tile8"] = set.vgagraph_tile8_skipped;
    }
    sets.push_back(
        Json{{"name", set.name},
             {"folder", set.folder.string()},
             {"map_planes", set.map_planes ? stored_stream_json(*set.map_planes) : Json(nullptr)},
             {"vgagraph_chunks", vgagraph}});
  }
  const Json errors = errors_json(report.errors);
  const GeneratedRoundTrip& generated = report.generated;
  const Json document{{"schema", "wolfsuite-codecs/1"},
                      {"ok", report.ok()},
                      {"sets", sets},
                      {"generated",
                       {{"seed", hex_seed(generated.seed)},
                        {"rlew", generated_json(generated.rlew)},
                        {"carmack", generated_json(generated.carmack)},
                        {"map_plane", generated_json(generated.map_plane)},
                        {"huffman", generated_json(generated.huffman)}}},
                      {"errors", errors}};
  out << document.dump(2) << '\n';
}

struct TableRow {
  std::string set;
  std::string what;
  std::uint64_t items = 0;
  std::uint64_t ok = 0;
  std::optional<std::uint64_t> identical;  // only where there are stored streams to compare with
  std::uint64_t original_bytes = 0;
  std::uint64_t our_bytes = 0;
};

std::string ratio(std::uint64_t ours, std::uint64_t original) {
  if (original == 0) return "-";
  char text[32];
  std::snprintf(text, sizeof text, "%.3f",
                static_cast<double>(ours) / static_cast<double>(original));
  return text;
}

void print_table(const CodecsReport& report, std::ostream& out) {
  std::vector<TableRow> rows;
  for (const SetRoundTrip& set : report.sets) {
    const auto add_stored = [&](const char* what, const StoredStreamTally& tally) {
      rows.push_back(TableRow{set.name, what, tally.count, tally.roundtrip_ok, tally.identical,
                              tally.stored_bytes, tally.recompressed_bytes});
    };
    if (set.map_planes) add_stored("map planes", *set.map_planes);
    if (set.vgagraph_chunks) add_stored("vgagraph chunks", *set.vgagraph_chunks);
  }
  const auto add_generated = [&](const char* what, const GeneratedTally& tally) {
    rows.push_back(TableRow{"generated", what, tally.count, tally.roundtrip_ok, std::nullopt,
                            tally.plain_bytes, tally.compressed_bytes});
  };
  add_generated("rlew", report.generated.rlew);
  add_generated("carmack", report.generated.carmack);
  add_generated("map planes", report.generated.map_plane);
  add_generated("huffman", report.generated.huffman);

  std::size_t set_width = 3;
  for (const TableRow& row : rows) set_width = std::max(set_width, row.set.size());
  out << std::left << std::setw(static_cast<int>(set_width)) << "set"
      << "  " << std::setw(15) << "what" << std::right << std::setw(7) << "items" << std::setw(7)
      << "ok" << std::setw(11) << "identical" << std::setw(16) << "original bytes" << std::setw(11)
      << "our bytes" << std::setw(8) << "ratio" << '\n';
  for (const TableRow& row : rows) {
    out << std::left << std::setw(static_cast<int>(set_width)) << row.set << "  " << std::setw(15)
        << row.what << std::right << std::setw(7) << row.items << std::setw(7) << row.ok
        << std::setw(11) << (row.identical ? std::to_string(*row.identical) : "-") << std::setw(16)
        << row.original_bytes << std::setw(11) << row.our_bytes << std::setw(8)
        << ratio(row.our_bytes, row.original_bytes) << '\n';
  }
  out << "\noriginal bytes: id's stored streams for a data set, the plain input for generated "
         "rows; ratio = our bytes / original bytes.\n";
  for (const SetRoundTrip& set : report.sets) {
    out << set.name << ": " << set.folder.string();
    if (set.vgagraph_chunks) {
      out << " (vgagraph: skipped " << set.vgagraph_sparse_skipped << " sparse and "
          << set.vgagraph_tile8_skipped << " tile8 chunk)";
    }
    out << '\n';
  }
  out << "generated: seed " << hex_seed(report.generated.seed) << '\n';
  if (report.ok()) {
    out << "result: every round trip holds\n";
  } else {
    out << "result: FAILED, " << report.errors.size() << " error(s) (listed on stderr)\n";
  }
}

}  // namespace

CLI::App* add_codecs_command(CLI::App& parent, CodecsOptions& options) {
  CLI::App* codecs = parent.add_subcommand(
      "codecs",
      "Round-trip the map planes and VGAGRAPH chunks in DIR, and generated inputs; report");
  codecs->add_flag("--json", options.json, "print the report as JSON (schema wolfsuite-codecs/1)");
  codecs->add_flag("--generated-only", options.generated_only,
                   "only the generated section: ignore DIR and $WOLFSUITE_DATA");
  codecs
      ->add_option("DIR", options.folders,
                   "folder with data sets, or with one set folder per subfolder")
      ->type_name("DIR")
      ->envname("WOLFSUITE_DATA");
  codecs->footer(examples_footer({
      "wolfsuite codecs ../shared/data",
      "wolfsuite codecs --json data/wl1 data/sdm > codecs.json",
      "wolfsuite codecs --generated-only",
  }));
  return codecs;
}

int run_codecs(const CodecsOptions& options, Streams& streams) {
  CodecsReport report;
  const ProgressFn progress = [&streams](const std::string& line) {
    if (streams.err_is_terminal) streams.err << "wolfsuite: codecs: " << line << '\n' << std::flush;
  };

  if (!options.generated_only) {
    for (const std::string& folder : options.folders) {
      for (const DataSetFiles& set : find_sets(folder, report.errors, "E-CODECS-NO-DATA-SET")) {
        report.sets.push_back(round_trip_set(set, report.errors, progress));
      }
    }
  }
  report.generated = round_trip_generated(kGeneratedSeed, report.errors, progress);

  for (const Error& error : report.errors) report_error(error, streams.err);
  if (options.json) {
    print_json(report, streams.out);
  } else {
    print_table(report, streams.out);
  }
  return report.ok() ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
