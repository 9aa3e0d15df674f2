#pragma once
// Expectation files (docs/ADAPTERS.md "Expectation files"): what a port knows it gets wrong
// today, so that `wolfsuite gate --expectations FILE` fails on what changed, not on the known
// failures (test262's engine expectation files, wpt metadata, Khronos CTS waivers). This is the
// document alone; gate/apply_expectations.h judges a run with it.
//
// expectations.json (every field required unless marked optional; unknown fields are ignored)
//   field         type    note
//   schema        string  kExpectationsSchema
//   expectations  array   Expectation, at most kMaxExpectations
// Expectation
//   id       string  a vector id, or a glob of ids (id_matches): a safe relative path pattern
//   outcome  string  one of kExpectableOutcomes: the outcome the vector is expected to have
//   reason   string  not empty: why (a bug, a missing feature, a deliberate difference)
//   link     string  optional, not empty: an issue or document that says more
// Every string is at most kMaxExpectationTextBytes long; no two entries have the same id.
//
// The matching rule (ExpectationLookup): an entry whose id has no glob character matches that
// vector alone and comes first; otherwise the first glob entry, in the file's order, that
// matches the vector's id. A vector no entry matches is judged by its outcome alone.
//
// Catalogue of the IDs read_expectations and parse_expectations report (offset: the JSON
// parser's byte for E-GATE-EXPECTATIONS-JSON, else 0; the message names the field as a path,
// "expectations[3].outcome")
//   E-GATE-EXPECTATIONS-READ       the file cannot be read
//   E-GATE-EXPECTATIONS-TOO-LARGE  the file is over kMaxExpectationsBytes, it has more than
//                                  kMaxExpectations entries, or a string is over
//                                  kMaxExpectationTextBytes
//   E-GATE-EXPECTATIONS-JSON       not JSON, or not an object
//   E-GATE-EXPECTATIONS-SCHEMA     schema is not the one this build reads
//   E-GATE-EXPECTATIONS-FIELD      a field is missing, of the wrong type, empty, or out of its set
//                                  (an unknown outcome, an id that is no safe relative path)
//   E-GATE-EXPECTATIONS-DUPLICATE  two entries share an id
#include <array>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::gate {

inline constexpr std::string_view kExpectationsSchema = "wolfsuite-expectations/1";
// A file of an entry for every vector of several real sets, with long reasons, stays far below
// these; they bound what a mistaken or hostile file makes the gate hold.
inline constexpr std::size_t kMaxExpectationsBytes = 16u << 20;
inline constexpr std::size_t kMaxExpectations = 1u << 17;
inline constexpr std::size_t kMaxExpectationTextBytes = 4096;

// The outcomes an entry may expect (gate/gate_run.h outcome_name): every one a port's adapter
// can cause. Not "pass" (nothing to expect), nor "error": that vector could not be run at all,
// a fault of the VECTORS folder that no expectation should hide.
inline constexpr std::array<std::string_view, 5> kExpectableOutcomes = {
    "fail", "unsupported", "crash", "timeout", "bad-response"};

struct Expectation {
  std::string id;       // a vector id or a glob
  std::string outcome;  // one of kExpectableOutcomes
  std::string reason;
  std::string link;  // empty when the entry has none
  friend bool operator==(const Expectation&, const Expectation&) = default;
};

struct Expectations {
  std::string schema{kExpectationsSchema};
  std::vector<Expectation> entries;  // in the file's order
  friend bool operator==(const Expectations&, const Expectations&) = default;
};

// Whether `pattern` has a glob character (`*` or `?`).
bool is_glob(std::string_view pattern);

// Does `id` match `pattern`? `?` is one character but `/`, `*` any run of characters without a
// `/` (within one part of the id), `**` any run at all (across parts); every other character is
// itself. So "wl1/vswap-page/*" is every vswap-page vector of wl1, "**/render-view/*" every
// render-view vector, "wl1/**" every vector of wl1. Time: pattern length times id length.
bool id_matches(std::string_view pattern, std::string_view id);

// The entries of an Expectations, indexed for the matching rule above. Holds pointers into
// `expectations`, which must outlive it.
class ExpectationLookup {
 public:
  explicit ExpectationLookup(const Expectations& expectations);
  // The entry that matches `id`, or nullptr.
  const Expectation* find(std::string_view id) const;

 private:
  std::map<std::string, const Expectation*, std::less<>> exact_;
  std::vector<const Expectation*> globs_;  // in the file's order
};

// The JSON text as Expectations, every rule of the table above checked.
Result<Expectations> parse_expectations(std::string_view json_text);
// `path` read whole, at most kMaxExpectationsBytes, then parsed.
Result<Expectations> read_expectations(const std::filesystem::path& path);

// The JSON: fields in the order of the table above, entries in their order, 2-space indent, a
// final newline; invalid UTF-8 in a string written as U+FFFD.
std::string write_expectations(const Expectations& expectations);

}  // namespace wolfsuite::gate
