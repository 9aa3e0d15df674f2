#pragma once
// For the tests that run the gate on a test adapter: the synthetic set's vectors (with the
// catalogue's corpus) written to a scratch folder once per test program, as `wolfsuite vectors`
// writes them, and the gate's options for an adapter command.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "gate/gate_run.h"
#include "gate/gate_test_support.h"
#include "gate/runner_test_support.h"

namespace wolfsuite::gate::testing {

struct VectorsOnDisk {
  ScratchFolder folder;
  Manifest manifest;
};

// Writes `tree` and its manifest to `folder`.
inline void write_tree(const VectorTree& tree, const Manifest& manifest,
                       const std::filesystem::path& folder) {
  const auto write = [&](const std::string& path, std::string_view bytes) {
    std::filesystem::create_directories((folder / path).parent_path());
    std::ofstream(folder / path, std::ios::binary)
        .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  };
  for (const auto& [path, bytes] : tree.files()) {
    write(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  }
  write("manifest.json", write_manifest(manifest));
}

inline const VectorsOnDisk& synthetic_vectors_on_disk() {
  // Removed with the folder when the program ends.
  static const std::unique_ptr<VectorsOnDisk> on_disk = [] {
    auto made = std::make_unique<VectorsOnDisk>();
    const VectorsExport& exported = synthetic_export();
    made->manifest = exported.tree.manifest(exported.sets, "wolfsuite test");
    write_tree(exported.tree, made->manifest, made->folder.path());
    return made;
  }();
  return *on_disk;
}

// Two vectors at once, as the machines that run the tests have two cores.
inline GateOptions gate_options(const std::filesystem::path& folder, std::string adapter,
                                std::set<std::string> only) {
  GateOptions options;
  options.vectors_folder = folder;
  options.adapter = std::move(adapter);
  options.jobs = 2;
  options.only = std::move(only);
  return options;
}

}  // namespace wolfsuite::gate::testing
