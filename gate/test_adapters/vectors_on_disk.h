#pragma once
// For the tests that run the gate on a test adapter: the synthetic set's vectors (with the
// catalogue's corpus) written to a scratch folder once per test program by `wolfsuite vectors`'
// writer (cli/vector_folder.h), and the gate's options for an adapter command.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "cli/vector_folder.h"
#include "gate/gate_run.h"
#include "gate/gate_test_support.h"
#include "gate/runner_test_support.h"

namespace wolfsuite::gate::testing {

struct VectorsOnDisk {
  ScratchFolder folder;
  Manifest manifest;
  Status written;  // each test asserts it before running the gate
};

// Writes `tree` and `manifest` to `folder`.
inline Status write_tree(const VectorTree& tree, const Manifest& manifest,
                         const std::filesystem::path& folder) {
  return cli::write_vector_folder(folder, tree, write_manifest(manifest));
}

inline const VectorsOnDisk& synthetic_vectors_on_disk() {
  // Removed with the folder when the program ends.
  static const std::unique_ptr<VectorsOnDisk> on_disk = [] {
    auto made = std::make_unique<VectorsOnDisk>();
    const VectorsExport& exported = synthetic_export();
    made->manifest = exported.tree.manifest(exported.sets, "wolfsuite test");
    made->written = write_tree(exported.tree, made->manifest, made->folder.path());
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
  options.selection.capabilities = std::move(only);
  return options;
}

}  // namespace wolfsuite::gate::testing
