#include "corpus/corpus_files.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <system_error>
#include <utility>

#include "decoders/core/file_io.h"

namespace wolfsuite::corpus {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

struct Arguments {
  bool prune = false;
  fs::path out_dir;
};

std::optional<Arguments> parse_arguments(int argc, char** argv) {
  Arguments arguments;
  bool have_out_dir = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--prune") {
      arguments.prune = true;
    } else if (!have_out_dir && !arg.starts_with("-")) {
      arguments.out_dir = fs::path(arg);
      have_out_dir = true;
    } else {
      return std::nullopt;
    }
  }
  if (!have_out_dir) return std::nullopt;
  return arguments;
}

ByteSpan text_span(const std::string& text) {
  return ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

bool write(const CraftingTool& tool, const fs::path& path, ByteSpan data) {
  const Status status = write_output_file(path, data);
  if (!status.ok()) {
    std::fprintf(stderr, "%.*s: %s\n", static_cast<int>(tool.name.size()), tool.name.data(),
                 status.error().to_string().c_str());
    return false;
  }
  return true;
}

// Target -> the names (data and metadata) the tool made there.
using Made = std::map<std::string, std::set<std::string>>;

void prune(const CraftingTool& tool, const fs::path& out_dir, const Made& made) {
  for (const auto& [target, names] : made) {
    for (const fs::path& path : files_in(out_dir / target)) {
      if (!is_metadata(path) || names.contains(path.filename().string())) continue;
      if (!made_by_tool(path, tool.path)) continue;
      fs::path data_path = path;
      data_path.replace_extension();
      std::fprintf(stderr, "%.*s: pruned %s/%s\n", static_cast<int>(tool.name.size()),
                   tool.name.data(), target.c_str(), data_path.filename().string().c_str());
      fs::remove(data_path);
      fs::remove(path);
    }
  }
}

int write_corpus(const CraftingTool& tool, const Arguments& arguments, const Crafted& crafted) {
  Made made;
  std::size_t total_bytes = 0;
  bool ok = true;
  for (const CorpusFile& file : crafted.files) {
    const fs::path folder = arguments.out_dir / file.target;
    std::error_code ec;
    fs::create_directories(folder, ec);
    const std::string metadata = file.metadata.dump(2) + "\n";
    ok = write(tool, folder / file.name, file.data) && ok;
    ok = write(tool, folder / (file.name + ".json"), text_span(metadata)) && ok;
    made[file.target].insert(file.name);
    made[file.target].insert(file.name + ".json");
    total_bytes += file.data.size() + metadata.size();
  }
  if (arguments.prune) prune(tool, arguments.out_dir, made);
  std::printf("%.*s: %zu files for %zu targets, %zu bytes with metadata%s%s\n",
              static_cast<int>(tool.name.size()), tool.name.data(), crafted.files.size(),
              made.size(), total_bytes, crafted.summary_note.empty() ? "" : ", ",
              crafted.summary_note.c_str());
  return ok ? 0 : 1;
}

std::string relative_name(const fs::path& folder, const fs::path& file) {
  return folder.filename().string() + "/" + file.filename().string();
}

fs::path new_scratch_dir(std::string_view tool_path) {
  const std::string stem = fs::path(tool_path).stem().string();
  const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
  const fs::path dir =
      fs::temp_directory_path() /
      ("wolfsuite_" + stem + "_" + std::to_string(getpid()) + "_" + std::to_string(now));
  fs::create_directories(dir);
  return dir;
}

}  // namespace

void set_catalogue_ids(json& metadata, std::vector<std::string> ids) {
  if (ids.empty()) return;
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  metadata["catalogue_ids"] = ids;
}

std::optional<std::string> catalogue_ids_problem(const json& metadata) {
  if (!metadata.contains("catalogue_ids")) return std::nullopt;
  const json& ids = metadata["catalogue_ids"];
  if (!ids.is_array() || ids.empty()) return "catalogue_ids is not a non-empty array";
  std::string previous;
  for (const json& id : ids) {
    if (!id.is_string()) return "catalogue_ids holds a non-string";
    const std::string text = id.get<std::string>();
    if (!text.starts_with("E-") && !text.starts_with("W-") && !text.starts_with("Q-")) {
      return text + " is not an E-, W- or Q- ID";
    }
    if (text <= previous) return "catalogue_ids is not sorted or repeats " + text;
    if (metadata.value("expected_id", json()) == id) return text + " is the expected_id";
    previous = text;
  }
  return std::nullopt;
}

int run_crafting_tool(int argc, char** argv, const CraftingTool& tool,
                      const std::function<std::optional<Crafted>()>& craft) {
  const auto arguments = parse_arguments(argc, argv);
  if (!arguments) {
    std::fprintf(stderr, "usage: %.*s [--prune] OUT_DIR\n", static_cast<int>(tool.name.size()),
                 tool.name.data());
    return 2;
  }
  try {
    const std::optional<Crafted> crafted = craft();
    if (!crafted) return 1;
    return write_corpus(tool, *arguments, *crafted);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%.*s: %s\n", static_cast<int>(tool.name.size()), tool.name.data(),
                 e.what());
    return 1;
  }
}

fs::path corpus_dir(const fs::path& source_dir) {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR"); env != nullptr && *env != '\0') {
    return fs::path(env) / "corpus";
  }
  return source_dir / "corpus";
}

bool is_metadata(const fs::path& path) { return path.extension() == ".json"; }

std::vector<fs::path> files_in(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<fs::path> inputs_in(const fs::path& folder) {
  std::vector<fs::path> inputs;
  for (const fs::path& file : files_in(folder)) {
    if (!is_metadata(file)) inputs.push_back(file);
  }
  return inputs;
}

namespace {

json parse_json_file(const fs::path& path) {
  const Result<Bytes> text = read_file(path);
  if (!text.ok()) return json(json::value_t::discarded);
  return json::parse(text->begin(), text->end(), nullptr, /*allow_exceptions=*/false);
}

}  // namespace

json metadata_of(const fs::path& input) {
  return parse_json_file(fs::path(input.string() + ".json"));
}

bool made_by_tool(const fs::path& metadata_path, std::string_view tool_path) {
  const json metadata = parse_json_file(metadata_path);
  return metadata.is_object() && metadata.contains("made_by") && metadata["made_by"].is_object() &&
         metadata["made_by"].value("tool", "") == tool_path;
}

Regeneration regenerate_and_compare(const fs::path& tool_binary, std::string_view tool_path,
                                    const fs::path& corpus,
                                    const std::vector<std::string>& targets) {
  Regeneration result;
  const fs::path scratch = new_scratch_dir(tool_path);
  const std::string command = "'" + tool_binary.string() + "' '" + scratch.string() + "'";
  result.exit_status = std::system(command.c_str());

  std::set<std::string> made;
  for (const fs::directory_entry& folder : fs::directory_iterator(scratch)) {
    result.folders.insert(folder.path().filename().string());
    for (const fs::path& file : files_in(folder.path())) {
      const std::string relative = relative_name(folder.path(), file);
      made.insert(relative);
      const fs::path committed = corpus / relative;
      const Result<Bytes> now = read_file(file);
      const Result<Bytes> before = read_file(committed);
      if (!before.ok()) {
        result.not_committed.push_back(relative);
      } else if (!now.ok() || *now != *before) {
        result.different.push_back(relative);
      }
    }
  }
  for (const std::string& target : targets) {
    for (const fs::path& input : inputs_in(corpus / target)) {
      const std::string relative = target + "/" + input.filename().string();
      if (made_by_tool(fs::path(input.string() + ".json"), tool_path) && !made.contains(relative)) {
        result.no_longer_made.push_back(relative);
      }
    }
  }
  std::error_code ec;
  fs::remove_all(scratch, ec);
  return result;
}

}  // namespace wolfsuite::corpus
