#pragma once
// A VECTORS/ folder in memory (docs/ADAPTERS.md "Layout"): every file by its path relative to the
// manifest, and the vectors. The exporter fills it, then the command writes it, so the folder is
// the same bytes on every run and the tests compare two exports without touching the disk.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "gate/capabilities.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {

// One input of a vector: a file already in the tree.
struct VectorInput {
  std::string role;
  std::string path;
};

// How a vector's expected output is kept.
struct OutputShape {
  OutputFormat format = OutputFormat::kBytes;
  // The output's extension (".bin"), or empty when the bytes are not shipped: a slice of a set's
  // file the vectors hold already, named by `slice`.
  std::string extension;
  std::uint32_t width = 0;  // kIndexedFrame
  std::uint32_t height = 0;
  // kIndexedFrame: the frame as PNG, for humans; nullopt when it cannot be made.
  std::function<std::optional<Bytes>(ByteSpan pixels)> png;
  // Where the input holds the output when it is not shipped. Listed only when the input's bytes
  // there are the output; otherwise the output is shipped as "<id>.bin", so that the gate always
  // has the expected bytes to show a first difference against.
  std::optional<ExpectedSlice> slice;
};

class VectorTree {
 public:
  // Stores a set's data file at `path` (each once; a path stored twice keeps the first bytes).
  const std::string& add_set_file(const std::string& path, Bytes bytes);
  // Stores a per-vector file at `path`, or returns the path of a file with the same bytes
  // already stored: equal inputs and outputs are shipped once.
  std::string add_vector_file(const std::string& path, Bytes bytes);

  // Computes the vector's expected result from its inputs (which must be in the tree) with
  // compute_capability, stores its output as `<id><extension>` when shipped, and lists it.
  // Returns the result, for vectors made from another's output. `tags` say what the vector is
  // about (manifest.h); a vector expected to be rejected is tagged "rejected".
  CapabilityResult add_vector(const std::string& id, const std::string& capability,
                              const std::vector<VectorInput>& inputs, const Params& params,
                              const OutputShape& shape, const std::vector<std::string>& tags = {});
  // Adds `tags` to the vectors listed from index `first` on (vectors().size() before a set's
  // export): the tags every vector of a set shares.
  void add_tags_from(std::size_t first, const std::vector<std::string>& tags);

  // The manifest: the vectors sorted by id, each one's tags sorted and listed once.
  Manifest manifest(std::vector<std::string> sets, std::string generator) const;
  const std::map<std::string, Bytes>& files() const { return files_; }
  const std::vector<Vector>& vectors() const { return vectors_; }

 private:
  std::map<std::string, Bytes> files_;
  std::map<std::string, std::string> path_of_hash_;  // sha256 -> the per-vector file
  std::vector<Vector> vectors_;
};

}  // namespace wolfsuite::gate
