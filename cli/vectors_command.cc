#include "cli/vectors_command.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <algorithm>
#include <set>
#include <system_error>

#include "cli/command_line.h"
#include "cli/png_image.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "cli/share_folder.h"
#include "cli/vector_folder.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "gate/catalogue_corpus.h"
#include "gate/vectors_export.h"
#include "reference/raycaster/engine_views.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kVectorsSchema = "wolfsuite-vectors/1";

// A name for a real set that no other set has: its extension, then "-2", "-3", ...
std::string unique_set_name(const std::string& extension, std::set<std::string>& taken) {
  std::string name = extension;
  for (int suffix = 2; taken.contains(name); ++suffix) {
    name = extension + "-" + std::to_string(suffix);
  }
  taken.insert(name);
  return name;
}

// The engine views of a set's extension (golden/frames/<ext>-engine-views.json), or none when the
// golden folder has none for it.
Result<std::vector<raycaster::EngineView>> read_engine_views(const fs::path& golden_folder,
                                                             const std::string& extension) {
  const fs::path path = golden_folder / "frames" / (extension + "-engine-views.json");
  std::error_code ec;
  if (!fs::exists(path, ec)) return std::vector<raycaster::EngineView>{};
  WS_ASSIGN_OR_RETURN(const Bytes text, read_file(path));
  return raycaster::parse_engine_views(
      std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
}

Result<std::vector<gate::NamedSetFiles>> read_sets(const VectorsOptions& options) {
  const fs::path golden_folder =
      options.golden_folder.empty() ? share_folder() / "golden" : fs::path(options.golden_folder);
  std::vector<gate::NamedSetFiles> sets;
  std::set<std::string> taken = {std::string(gate::kCorpusSetName)};
  for (const GameVersion game : kEngineBuilds) {
    const std::string tag(version_facts(game).tag);
    if (!options.games.empty() && std::ranges::find(options.games, tag) == options.games.end()) {
      continue;
    }
    WS_ASSIGN_OR_RETURN(WolfSetFiles synthetic, synthetic_set_files(game));
    const std::string name = synthetic_set_name(game);
    taken.insert(name);
    sets.push_back({name, std::move(synthetic), {}});
  }
  for (const std::string& folder : options.folders) {
    std::vector<Error> errors;
    std::vector<DataSetFiles> found = find_sets(folder, errors);
    if (!errors.empty()) return errors.front();
    WS_ASSIGN_OR_RETURN(found, sets_with_extension(std::move(found), options.set_extension, folder));
    for (const DataSetFiles& set : found) {
      WS_ASSIGN_OR_RETURN(WolfSetFiles files, read_set_files(set));
      WS_ASSIGN_OR_RETURN(std::vector<raycaster::EngineView> views,
                          read_engine_views(golden_folder, set.extension));
      sets.push_back({unique_set_name(set.extension, taken), std::move(files), std::move(views)});
    }
  }
  return sets;
}

Result<std::vector<gate::CorpusCase>> read_corpus(const VectorsOptions& options,
                                                  std::ostream& err) {
  if (!options.corpus_folder.empty()) return gate::read_catalogue_corpus(options.corpus_folder);
  const fs::path built_in = share_folder() / "corpus";
  std::error_code ec;
  if (!fs::exists(built_in / "catalogue.json", ec)) {
    err << "wolfsuite: note: no corpus at " << built_in.string()
        << ": the verdict vectors are left out (--corpus DIR or $" << kShareFolderVariable
        << " names one)\n";
    return std::vector<gate::CorpusCase>{};
  }
  return gate::read_catalogue_corpus(built_in);
}

Status check_output_folder(const fs::path& folder) {
  std::error_code ec;
  if (fs::exists(folder, ec) && !fs::is_empty(folder, ec)) {
    return malformed("E-VECTORS-OUTPUT-NOT-EMPTY", 0,
                     folder.string() + " holds files: remove it, or name another folder");
  }
  return {};
}

std::optional<Bytes> frame_png(int width, int height, ByteSpan pixels, const Rgb8Palette& palette) {
  Result<Bytes> png = encode_png_indexed(width, height, pixels, palette);
  if (!png) return std::nullopt;
  return std::move(png).value();
}

void print_summary(const VectorsOptions& options, const gate::Manifest& manifest,
                   const gate::VectorTree& tree, std::size_t manifest_bytes, double seconds,
                   std::ostream& out) {
  std::size_t bytes = manifest_bytes;
  for (const auto& [path, content] : tree.files()) bytes += content.size();
  const std::size_t files = tree.files().size() + 1;
  const std::map<std::string, std::size_t> counts = gate::capability_counts(manifest);
  if (options.json) {
    nlohmann::ordered_json summary = {
        {"schema", kVectorsSchema}, {"output", options.output_folder},
        {"sets", manifest.sets},    {"vectors", manifest.vectors.size()},
        {"capabilities", counts},   {"files", files},
        {"bytes", bytes},           {"seconds", seconds}};
    out << summary.dump(2) << '\n';
    return;
  }
  out << "vectors: " << manifest.vectors.size() << " vectors of " << counts.size()
      << " capabilities, " << files << " files, " << bytes << " bytes in " << options.output_folder
      << " (" << seconds << " s)\n";
  for (const auto& [capability, count] : counts) out << "  " << capability << ": " << count << '\n';
}

}  // namespace

CLI::App* add_vectors_command(CLI::App& parent, VectorsOptions& options) {
  CLI::App* vectors = parent.add_subcommand(
      "vectors", "Export the conformance vectors a port's adapter is gated on (docs/ADAPTERS.md)");
  vectors->add_option("DIR", options.folders, "folders with real data sets to export as well")
      ->type_name("DIR");
  vectors->add_option("--set", options.set_extension,
                      "only the real sets of this extension (e.g. sdm), when a DIR holds several")
      ->type_name("EXT");
  vectors->add_option("--game", options.games,
                      "the synthetic sets to export, by game (repeatable; default all four)")
      ->type_name("GAME")
      ->check(CLI::IsMember({"wl1", "wl6", "sdm", "sod"}));
  vectors->add_option("--generate", options.generate,
                      "add N seeded random views and N random input recordings to every set, "
                      "0..10000 (default 0)")
      ->type_name("N")
      ->check(CLI::Range(std::size_t{0}, std::size_t{10000}));
  vectors->add_option("--seed", options.seed, "the seed of --generate (default 1)")->type_name("S");
  vectors->add_option("-o,--output", options.output_folder, "the VECTORS folder (absent or empty)")
      ->type_name("DIR")
      ->required();
  // The defaults as this run finds them (cli/share_folder.h), so --help shows the real folders.
  const std::filesystem::path share = share_folder();
  const std::string where = ", in $" + std::string(kShareFolderVariable) +
                            " or else in share/wolfsuite beside the command's bin/ folder";
  vectors
      ->add_option("--corpus", options.corpus_folder,
                   "the repository's corpus/ folder (default " + (share / "corpus").string() +
                       where + "; when that is absent the verdict vectors are left out)")
      ->type_name("DIR");
  vectors
      ->add_option("--golden", options.golden_folder,
                   "the repository's golden/ folder, for the engine views of real sets (default " +
                       (share / "golden").string() + where + ")")
      ->type_name("DIR");
  vectors->add_flag("--json", options.json,
                    "print the summary as JSON (schema wolfsuite-vectors/1)");
  vectors->footer(examples_footer(
      {"wolfsuite vectors -o vectors", "wolfsuite vectors ../shared/data/wl1 -o vectors --json"}));
  return vectors;
}

int run_vectors(const VectorsOptions& options, Streams& streams) {
  const auto fail = [&](const Error& error) {
    return report_failure(error, kVectorsSchema, options.json, streams);
  };
  const auto start = std::chrono::steady_clock::now();
  const Status empty = check_output_folder(options.output_folder);
  if (!empty) return fail(empty.error());
  Result<std::vector<gate::NamedSetFiles>> sets = read_sets(options);
  if (!sets) return fail(sets.error());
  Result<std::vector<gate::CorpusCase>> corpus = read_corpus(options, streams.err);
  if (!corpus) return fail(corpus.error());

  const gate::VectorsExport exported = gate::export_vectors(*sets, *corpus, frame_png, {options.generate, options.seed});
  const gate::Manifest manifest =
      exported.tree.manifest(exported.sets, "wolfsuite " WOLFSUITE_VERSION);
  const std::string manifest_text = gate::write_manifest(manifest);
  const Status written = write_vector_folder(options.output_folder, exported.tree, manifest_text);
  if (!written) return fail(written.error());
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  print_summary(options, manifest, exported.tree, manifest_text.size(), seconds.count(),
                streams.out);
  return kExitOk;
}

}  // namespace wolfsuite::cli
