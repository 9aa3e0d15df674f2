#pragma once
// The vectors manifest (docs/ADAPTERS.md "manifest.json"): the index of a VECTORS/ folder that
// `wolfsuite vectors` writes and `wolfsuite gate` reads. Every path in it is relative to the
// manifest's folder and proven, on reading, to stay inside it.
//
// manifest.json (every field required unless marked optional)
//   field         type     note
//   schema        string   kManifestSchema
//   protocol      string   kAdapterProtocol: the request/response protocol the vectors are for
//   generator     string   "wolfsuite <version>"
//   sets          array    set names ("synthetic", "wl1", ...)
//   capabilities  object   capability -> {"vectors": N}; N agrees with the vectors listed
//   vectors       array    Vector
// Vector
//   id            string   "<set>/<capability>/<name>": unique, a safe relative path stem
//   capability    string   the capability the adapter is asked for
//   inputs        object   role -> relative path
//   params        object   name -> integer or string
//   expected      object   Expected
//   input_bytes   integer  total size of the inputs
//   tags          array    optional: what the vector is about, for --tags (kTagRules); written
//                          sorted, each once. "implementation-defined" marks a vector whose
//                          expected result is the suite's choice where the engine's is undefined
// Expected
//   status        string   "ok" | "rejected"
//   error         string   optional, rejected only: the catalogue ID the input must be refused with
//   output        string   optional: relative path of the expected bytes
//   slice         object   optional, ok only, not with output: where an input holds the expected
//                          bytes: {"input": a role of inputs, "offset": N}, `size` bytes from N
//   size, sha256  integer, string   ok only (required there): the expected output's size and hash
//   format        string   ok only, optional: one of kOutputFormats (absent for the verdict)
//   width, height integer  indexed-frame only: the frame's size
//   png           string   optional, indexed-frame only: the expected frame as PNG, for humans
//
// Catalogue of the IDs read_manifest and parse_manifest report (offset: the JSON parser's byte
// for E-GATE-MANIFEST-JSON, else 0; the message names the field as a path "vectors[3].inputs")
//   E-GATE-MANIFEST-READ       the file cannot be read
//   E-GATE-MANIFEST-TOO-LARGE  the file is larger than kMaxManifestBytes
//   E-GATE-MANIFEST-JSON       not JSON, or not an object
//   E-GATE-MANIFEST-SCHEMA     schema or protocol is not the one this build reads
//   E-GATE-MANIFEST-FIELD      a field is missing, of the wrong type or has a value out of its set
//   E-GATE-MANIFEST-PATH       a path or id is empty, absolute, or has an empty, "." or ".." part;
//                              or an id is a folder of another ("a/b" beside "a/b/c")
//   E-GATE-MANIFEST-DUPLICATE  two vectors share an id
//   E-GATE-MANIFEST-COUNT      a capabilities count disagrees with the vectors listed
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "gate/params.h"

namespace wolfsuite::gate {

// A tag: 1..kMaxTagLength of a-z, 0-9, '-', '.', and at most kMaxTagsPerVector of them.
inline constexpr std::size_t kMaxTagLength = 64;
inline constexpr std::size_t kMaxTagsPerVector = 32;
inline constexpr std::string_view kImplementationDefinedTag = "implementation-defined";
bool is_valid_tag(std::string_view tag);

inline constexpr std::string_view kManifestSchema = "wolfsuite-vectors/1";
inline constexpr std::string_view kManifestFileName = "manifest.json";
// A manifest of every vector of several real sets stays far below this.
inline constexpr std::size_t kMaxManifestBytes = 64u << 20;

enum class ExpectedStatus { kOk, kRejected };

// How the expected output's bytes are laid out (docs/ADAPTERS.md "Capabilities").
enum class OutputFormat { kNone, kBytes, kIndexedFrame, kRegisterStream, kPcmS16le, kTraceJsonl };
// The JSON names, indexed by OutputFormat (kNone has none: the field is left out).
inline constexpr std::array<std::string_view, 6> kOutputFormats = {
    "", "bytes", "indexed-frame", "register-stream", "pcm-s16le", "trace-jsonl"};
std::string_view output_format_name(OutputFormat format);

// The expected output as bytes one of the vector's inputs holds (a VSWAP page, an AUDIOT lump):
// `Expected::size` bytes at `offset` of input `input`, so that the gate can show the first
// difference without a copy of them shipped.
struct ExpectedSlice {
  std::string input;  // a role of Vector::inputs
  std::uint64_t offset = 0;
  friend bool operator==(const ExpectedSlice&, const ExpectedSlice&) = default;
};

struct Expected {
  ExpectedStatus status = ExpectedStatus::kOk;
  std::string error;   // rejected: the ID, or empty when any refusal passes
  std::string output;  // relative path of the expected bytes, or empty when not shipped
  std::optional<ExpectedSlice> slice;  // when not shipped: the input that holds them
  std::uint64_t size = 0;
  std::string sha256;
  OutputFormat format = OutputFormat::kNone;
  std::uint32_t width = 0;  // kIndexedFrame only
  std::uint32_t height = 0;
  std::string png;  // kIndexedFrame only, may be empty
  friend bool operator==(const Expected&, const Expected&) = default;
};

struct Vector {
  std::string id;
  std::string capability;
  std::map<std::string, std::string> inputs;  // role -> path relative to the manifest's folder
  Params params;
  Expected expected;
  std::uint64_t input_bytes = 0;
  std::vector<std::string> tags;  // sorted, each once
  bool has_tag(std::string_view tag) const;
  friend bool operator==(const Vector&, const Vector&) = default;
};

struct Manifest {
  std::string schema{kManifestSchema};
  std::string protocol;  // kAdapterProtocol (adapter_messages.h)
  std::string generator;
  std::vector<std::string> sets;
  std::vector<Vector> vectors;  // in the order written: the exporter sorts them by id
  friend bool operator==(const Manifest&, const Manifest&) = default;
};

// The number of vectors of each capability, the manifest's "capabilities" object.
std::map<std::string, std::size_t> capability_counts(const Manifest& manifest);

// The JSON text as a Manifest, every rule of the table above checked.
Result<Manifest> parse_manifest(std::string_view json_text);
// `path` (a manifest.json) read whole, at most kMaxManifestBytes, then parsed.
Result<Manifest> read_manifest(const std::filesystem::path& path);

// The manifest's JSON: fields in the order of the table above, capabilities, inputs and params
// sorted by name, 2-space indent, a final newline. The same manifest gives the same bytes.
std::string write_manifest(const Manifest& manifest);

// Is `path` a relative path that stays in its folder: non-empty, '/'-separated, no backslash, no
// empty, "." or ".." part, not absolute?
bool is_safe_relative_path(std::string_view path);

}  // namespace wolfsuite::gate
