#include "gate/vector_tree.h"

#include <algorithm>

#include "decoders/core/sha256.h"

namespace wolfsuite::gate {

const std::string& VectorTree::add_set_file(const std::string& path, Bytes bytes) {
  return files_.emplace(path, std::move(bytes)).first->first;
}

std::string VectorTree::add_vector_file(const std::string& path, Bytes bytes) {
  const std::string hash = sha256_hex(bytes);
  const auto [known, added] = path_of_hash_.emplace(hash, path);
  if (added) files_.emplace(path, std::move(bytes));
  return known->second;
}

CapabilityResult VectorTree::add_vector(const std::string& id, const std::string& capability,
                                        const std::vector<VectorInput>& inputs,
                                        const Params& params, const OutputShape& shape) {
  Vector vector;
  vector.id = id;
  vector.capability = capability;
  vector.params = params;
  CapabilityInput input;
  input.params = params;
  for (const VectorInput& each : inputs) {
    const Bytes& bytes = files_.at(each.path);
    vector.inputs.emplace(each.role, each.path);
    input.inputs.emplace(each.role, bytes);
    vector.input_bytes += bytes.size();
  }
  CapabilityResult result = compute_capability(capability, input);
  Expected& expected = vector.expected;
  if (result.status != ResponseStatus::kOk) {
    expected.status = ExpectedStatus::kRejected;
    expected.error = result.error;
  } else {
    expected.size = result.output.size();
    expected.sha256 = sha256_hex(result.output);
    expected.format = shape.format;
    if (shape.format == OutputFormat::kIndexedFrame) {
      expected.width = shape.width;
      expected.height = shape.height;
      if (shape.png) {
        if (std::optional<Bytes> png = shape.png(result.output)) {
          expected.png = add_vector_file(id + ".png", std::move(*png));
        }
      }
    }
    if (!shape.extension.empty()) {
      expected.output = add_vector_file(id + shape.extension, result.output);
    }
  }
  vectors_.push_back(std::move(vector));
  return result;
}

Manifest VectorTree::manifest(std::vector<std::string> sets, std::string generator) const {
  Manifest manifest;
  manifest.protocol = std::string(kAdapterProtocol);
  manifest.generator = std::move(generator);
  manifest.sets = std::move(sets);
  manifest.vectors = vectors_;
  std::sort(manifest.vectors.begin(), manifest.vectors.end(),
            [](const Vector& a, const Vector& b) { return a.id < b.id; });
  return manifest;
}

}  // namespace wolfsuite::gate
