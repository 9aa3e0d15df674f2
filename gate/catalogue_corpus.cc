#include "gate/catalogue_corpus.h"

#include <set>

#include "corpus/catalogue.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::gate {
namespace {

constexpr std::string_view kCorpusPrefix = "corpus/";

Result<std::string> read_text(const std::filesystem::path& path) {
  Result<Bytes> bytes = read_file(path);
  if (!bytes) return malformed("E-GATE-CORPUS-READ", 0, bytes.error().to_string());
  return std::string(bytes->begin(), bytes->end());
}

}  // namespace

Result<std::vector<std::pair<std::string, std::vector<std::string>>>> catalogue_corpus_paths(
    const std::filesystem::path& corpus_dir) {
  WS_ASSIGN_OR_RETURN(const std::string text, read_text(corpus_dir / "catalogue.json"));
  WS_ASSIGN_OR_RETURN(const catalogue::Catalogue parsed, catalogue::parse_catalogue(text));
  std::vector<std::pair<std::string, std::vector<std::string>>> entries;
  for (const catalogue::Entry& entry : parsed.entries) {
    if (!entry.corpus.empty()) entries.emplace_back(entry.id, entry.corpus);
  }
  return entries;
}

Result<std::vector<CorpusCase>> read_catalogue_corpus(const std::filesystem::path& corpus_dir) {
  WS_ASSIGN_OR_RETURN(const auto entries, catalogue_corpus_paths(corpus_dir));
  std::set<std::pair<std::string, std::string>> named;  // target, file name
  for (const auto& [id, paths] : entries) {
    for (const std::string& path : paths) {
      const std::size_t slash = path.find('/', kCorpusPrefix.size());
      if (!path.starts_with(kCorpusPrefix) || slash == std::string::npos ||
          path.find('/', slash + 1) != std::string::npos) {
        return malformed("E-GATE-CORPUS-PATH", 0, id + " names \"" + path + "\"");
      }
      named.emplace(path.substr(kCorpusPrefix.size(), slash - kCorpusPrefix.size()),
                    path.substr(slash + 1));
    }
  }
  std::vector<CorpusCase> corpus;
  for (const auto& [target, file_name] : named) {
    Result<Bytes> data = read_file(corpus_dir / target / file_name);
    if (!data) return malformed("E-GATE-CORPUS-READ", 0, data.error().to_string());
    corpus.push_back({target, file_name, std::move(data).value()});
  }
  return corpus;
}

}  // namespace wolfsuite::gate
