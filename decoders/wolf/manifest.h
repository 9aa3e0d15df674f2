#pragma once
// The golden manifest `wolfsuite-golden/1`: the size and SHA-256 of every canonical lump of a data
// set, so two implementations can diff their decoders by comparing one JSON file.
//
//   {"schema":"wolfsuite-golden/1","set":"wl1","lumps":{NAME:{"size":N,"sha256":HEX},...}}
//
// Names are sorted (byte order); what each name's bytes are is listed in golden/README.md and
// produced by golden_manifest() in data_set_golden.h.
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

inline constexpr std::string_view kGoldenSchema = "wolfsuite-golden/1";

struct LumpDigest {
  std::size_t size = 0;
  std::string sha256;
  friend bool operator==(const LumpDigest&, const LumpDigest&) = default;
};

struct GoldenManifest {
  std::string set;
  std::map<std::string, LumpDigest> lumps;  // std::map keeps the names sorted

  void add(const std::string& name, ByteSpan bytes);
  friend bool operator==(const GoldenManifest&, const GoldenManifest&) = default;
};

// Two-space indented JSON with one lump per line, ending in a newline.
std::string manifest_to_json(const GoldenManifest& manifest);
// E-GOLDEN-JSON for text that is not a wolfsuite-golden/1 manifest.
Result<GoldenManifest> manifest_from_json(std::string_view text);

struct ManifestDifference {
  std::vector<std::string> only_in_expected;
  std::vector<std::string> only_in_actual;
  std::vector<std::string> different;  // same name, other size or digest
  bool empty() const {
    return only_in_expected.empty() && only_in_actual.empty() && different.empty();
  }
};
ManifestDifference compare_manifests(const GoldenManifest& expected, const GoldenManifest& actual);

}  // namespace wolfsuite
