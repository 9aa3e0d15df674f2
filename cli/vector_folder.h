#pragma once
// A VECTORS/ folder written from its tree in memory (gate/vector_tree.h): `wolfsuite vectors`
// writes it, and the gate's tests that run adapters write theirs with it too. Its own small
// library in cli/, the one place that writes files (STYLE.md), so the exporter stays pure.
#include <filesystem>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/vector_tree.h"

namespace wolfsuite::cli {

// Every file of `tree` under `folder` (subfolders made as needed), then `manifest_text` as
// gate::kManifestFileName, last: a folder with a manifest holds every file it names. E-IO-WRITE
// when a folder or file cannot be written.
Status write_vector_folder(const std::filesystem::path& folder, const gate::VectorTree& tree,
                           std::string_view manifest_text);

}  // namespace wolfsuite::cli
