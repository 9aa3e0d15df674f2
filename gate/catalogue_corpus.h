#pragma once
// The corpus files the edge-case catalogue names (corpus/catalogue.json, corpus/catalogue.h),
// read for the verdict vectors.
//
// Catalogue of the IDs read_catalogue_corpus reports
//   E-GATE-CORPUS-READ  catalogue.json or a file it names cannot be read
//   E-GATE-CORPUS-PATH  a corpus path is not "corpus/<target>/<file>"
// The catalogue's own E-CATALOGUE-* errors pass through.
#include <filesystem>
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "gate/vectors_export.h"

namespace wolfsuite::gate {

// Every corpus file of every catalogue entry, each once, sorted by target then file name;
// `corpus_dir` is the repository's corpus/ folder.
Result<std::vector<CorpusCase>> read_catalogue_corpus(const std::filesystem::path& corpus_dir);

// The paths the catalogue names ("corpus/<target>/<file>") of the entries that name any, by
// entry id.
Result<std::vector<std::pair<std::string, std::vector<std::string>>>> catalogue_corpus_paths(
    const std::filesystem::path& corpus_dir);

}  // namespace wolfsuite::gate
