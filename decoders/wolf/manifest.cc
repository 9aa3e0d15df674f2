#include "decoders/wolf/manifest.h"

#include <nlohmann/json.hpp>

#include "decoders/core/sha256.h"

namespace wolfsuite {

void GoldenManifest::add(const std::string& name, ByteSpan bytes) {
  lumps[name] = LumpDigest{bytes.size(), sha256_hex(bytes)};
}

std::string manifest_to_json(const GoldenManifest& manifest) {
  // Written by hand around nlohmann's string escaping so each lump sits on its own line: the
  // checked-in manifests then diff line by line.
  std::string out = "{\n  \"schema\": " + nlohmann::json(kGoldenSchema).dump() +
                    ",\n  \"set\": " + nlohmann::json(manifest.set).dump() + ",\n  \"lumps\": {";
  bool first = true;
  for (const auto& [name, digest] : manifest.lumps) {
    out += first ? "\n    " : ",\n    ";
    first = false;
    out += nlohmann::json(name).dump() + ": {\"size\": " + std::to_string(digest.size) +
           ", \"sha256\": \"" + digest.sha256 + "\"}";
  }
  out += manifest.lumps.empty() ? "}\n}\n" : "\n  }\n}\n";
  return out;
}

Result<GoldenManifest> manifest_from_json(std::string_view text) {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded() || !json.is_object()) {
    return malformed("E-GOLDEN-JSON", 0, "not a JSON object");
  }
  if (json.value("schema", std::string()) != kGoldenSchema) {
    return malformed("E-GOLDEN-JSON", 0, "schema is not wolfsuite-golden/1");
  }
  const auto set = json.find("set");
  const auto lumps = json.find("lumps");
  if (set == json.end() || !set->is_string() || lumps == json.end() || !lumps->is_object()) {
    return malformed("E-GOLDEN-JSON", 0, "needs a string \"set\" and an object \"lumps\"");
  }
  GoldenManifest manifest;
  manifest.set = set->get<std::string>();
  for (const auto& [name, digest] : lumps->items()) {
    const auto size = digest.find("size");
    const auto sha256 = digest.find("sha256");
    if (!digest.is_object() || size == digest.end() || !size->is_number_unsigned() ||
        sha256 == digest.end() || !sha256->is_string()) {
      return malformed("E-GOLDEN-JSON", 0, "lump " + name + " needs \"size\" and \"sha256\"");
    }
    manifest.lumps[name] = LumpDigest{size->get<std::size_t>(), sha256->get<std::string>()};
  }
  return manifest;
}

ManifestDifference compare_manifests(const GoldenManifest& expected, const GoldenManifest& actual) {
  ManifestDifference difference;
  for (const auto& [name, digest] : expected.lumps) {
    const auto found = actual.lumps.find(name);
    if (found == actual.lumps.end()) {
      difference.only_in_expected.push_back(name);
    } else if (!(found->second == digest)) {
      difference.different.push_back(name);
    }
  }
  for (const auto& [name, digest] : actual.lumps) {
    if (!expected.lumps.contains(name)) difference.only_in_actual.push_back(name);
  }
  return difference;
}

}  // namespace wolfsuite
