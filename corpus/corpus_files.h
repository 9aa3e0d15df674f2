#pragma once
// What the seed corpus crafting tools (corpus/tools/craft_*corpus.cc) and the corpus tests
// share: the command line, how a corpus file and its metadata are written and pruned, how a
// committed corpus is read, and the check that a tool still makes the committed files byte for
// byte.
//
//   <tool> [--prune] OUT_DIR
//
// A tool crafts every file in memory first, then writes OUT_DIR/<target>/<name> and, beside it,
// <name>.json: its metadata as 2-space indented JSON and a newline (keys sorted, so the bytes do
// not depend on the order a recipe sets them). --prune then deletes the files of those folders
// whose metadata names this tool in made_by.tool and that the tool no longer makes; files found by
// fuzzing carry no such metadata and are left alone.
//
// Metadata fields every file has (STYLE.md "Tests, fuzzers, benchmarks"): target, description,
// document_section, expected_verdict ("y", "n" or "i"), expected_id, verdict_from,
// made_by {tool, recipe}, input (the layout's fields); n_ and i_ files add expected_offset. The
// tools whose recipe book names the decoders (corpus/tools/recipe_book.h, BookOptions) add decoder
// and expected_findings. catalogue_ids, when present, lists the catalogue entries
// (corpus/catalogue.json) the file exercises that are neither its expected_id nor among its
// expected_findings, such as the "Q-..." quirks our decoders accept without a finding.
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

struct CorpusFile {
  std::string target;  // the fuzz target, and the folder under corpus/
  std::string name;    // <verdict>_<stem>.bin
  Bytes data;
  nlohmann::json metadata;
};

// Sets metadata["catalogue_ids"] to `ids` sorted, each once; leaves the metadata as it is when
// `ids` is empty, so files that exercise no further entry keep their metadata unchanged.
void set_catalogue_ids(nlohmann::json& metadata, std::vector<std::string> ids);
// What is wrong with a file's catalogue_ids, if anything: absent is fine; present, it is a
// non-empty sorted array of distinct "E-", "W-" or "Q-" IDs, none of them the expected_id.
std::optional<std::string> catalogue_ids_problem(const nlohmann::json& metadata);

struct CraftingTool {
  std::string_view name;  // "craft_corpus": starts every message
  std::string_view path;  // "corpus/tools/craft_corpus.cc": the made_by.tool of its files
};

struct Crafted {
  std::vector<CorpusFile> files;
  std::string summary_note;  // appended to the summary line when not empty ("2 warnings")
};

// The whole main() of a crafting tool: reads the command line, runs `craft` (nullopt: the recipes
// failed and said why; nothing is written), writes the files and prunes. Returns the exit status:
// 0 done, 1 failure, 2 usage error.
int run_crafting_tool(int argc, char** argv, const CraftingTool& tool,
                      const std::function<std::optional<Crafted>()>& craft);

// ---- Reading a committed corpus (the corpus tests) ---------------------------------------------

// $WOLFSUITE_SOURCE_DIR/corpus when that is set, else <source_dir>/corpus.
std::filesystem::path corpus_dir(const std::filesystem::path& source_dir);

bool is_metadata(const std::filesystem::path& path);
// The regular files directly in `folder`, metadata included, sorted by name; none when the folder
// does not exist.
std::vector<std::filesystem::path> files_in(const std::filesystem::path& folder);
// The same without the metadata files.
std::vector<std::filesystem::path> inputs_in(const std::filesystem::path& folder);
// The metadata beside `input`; a discarded JSON value when it is missing or not JSON.
nlohmann::json metadata_of(const std::filesystem::path& input);
// Whether the metadata file names `tool_path` as the tool that made its input.
bool made_by_tool(const std::filesystem::path& metadata_path, std::string_view tool_path);

// What a crafting tool makes now, compared with the committed corpus. Paths are
// "<target>/<file name>", data and metadata files alike.
struct Regeneration {
  int exit_status = -1;                     // the tool's, as std::system returns it
  std::set<std::string> folders;            // the target folders the tool made
  std::vector<std::string> not_committed;   // made, but not in the corpus
  std::vector<std::string> different;       // made with other bytes than the committed file
  std::vector<std::string> no_longer_made;  // inputs whose committed metadata names the tool,
                                            // in the folders of `targets`, that it did not make
};

// Runs `tool_binary` into a new temporary folder (removed afterwards) and compares.
Regeneration regenerate_and_compare(const std::filesystem::path& tool_binary,
                                    std::string_view tool_path, const std::filesystem::path& corpus,
                                    const std::vector<std::string>& targets);

}  // namespace wolfsuite::corpus
