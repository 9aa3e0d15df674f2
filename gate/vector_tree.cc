#include "gate/vector_tree.h"

#include <algorithm>

#include "decoders/core/sha256.h"

namespace wolfsuite::gate {
namespace {

// The tag of every vector whose input must be refused (manifest.h "tags").
constexpr std::string_view kRejectedTag = "rejected";

}  // namespace
namespace {

// Whether input `slice.input` holds `output` at `slice.offset`.
bool holds_slice(const CapabilityInput& input, const ExpectedSlice& slice, ByteSpan output) {
  const auto found = input.inputs.find(slice.input);
  if (found == input.inputs.end()) return false;
  const ByteSpan bytes = found->second;
  return slice.offset <= bytes.size() && output.size() <= bytes.size() - slice.offset &&
         std::equal(output.begin(), output.end(),
                    bytes.begin() + static_cast<std::ptrdiff_t>(slice.offset));
}

}  // namespace

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
                                        const Params& params, const OutputShape& shape,
                                        const std::vector<std::string>& tags) {
  Vector vector;
  vector.id = id;
  vector.capability = capability;
  vector.params = params;
  vector.tags = tags;
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
    vector.tags.emplace_back(kRejectedTag);
    // The engine refuses no input: what a decoder does with one it cannot read is the suite's
    // choice (the catalogue's), not the engine's behaviour.
    vector.tags.emplace_back(kImplementationDefinedTag);
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
    } else if (shape.slice && holds_slice(input, *shape.slice, result.output)) {
      expected.slice = shape.slice;
    } else if (shape.format != OutputFormat::kNone) {
      expected.output = add_vector_file(id + ".bin", result.output);
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
  for (Vector& vector : manifest.vectors) {
    std::sort(vector.tags.begin(), vector.tags.end());
    vector.tags.erase(std::unique(vector.tags.begin(), vector.tags.end()), vector.tags.end());
  }
  return manifest;
}

void VectorTree::add_tags_from(std::size_t first, const std::vector<std::string>& tags) {
  for (std::size_t i = first; i < vectors_.size(); ++i) {
    vectors_[i].tags.insert(vectors_[i].tags.end(), tags.begin(), tags.end());
  }
}

}  // namespace wolfsuite::gate
