#pragma once
// `wolfsuite gate`: every vector of a manifest run through an adapter command and judged
// (docs/ADAPTERS.md "Gate outcomes"). Each vector gets a fresh scratch folder (where the adapter
// writes its output; a one-shot adapter's working folder), its own exchange under ProcessLimits
// (a process of its own, or a request to the worker's kept process when the adapter announced
// batch mode: adapter_session.h), and an outcome; up to `jobs` vectors run at once, one worker
// each. A vector that cannot be run (an input or expected
// file missing) is an error of that vector alone: the run goes on. An adapter that cannot be
// started at all ends the run instead: when the first vector to finish is a crash with the exit
// status /bin/sh gives a command it cannot run (126 not executable, 127 not found), no further
// vector starts, those running finish, and run_gate returns E-GATE-ADAPTER-NOT-STARTED (every
// vector would end the same way, one crash line each).
//
// Catalogue of the IDs run_gate reports (no offset; the vectors' own problems are results)
//   E-GATE-SCRATCH              no scratch folder can be made
//   E-GATE-ADAPTER-NOT-STARTED  the adapter command cannot be run: the message names the command
//                               as run and the first line the shell wrote to stderr
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "gate/adapter_process.h"
#include "gate/expectations.h"
#include "gate/first_difference.h"
#include "gate/manifest.h"
#include "gate/vector_selection.h"

namespace wolfsuite::gate {

// The largest output file the gate reads: 64 MiB, and at most 4 times the expected size (but at
// least kMinOutputCapBytes, so a tiny expected output leaves room for a wrong one to be shown).
inline constexpr std::uint64_t kMaxOutputBytes = 64u << 20;
inline constexpr std::uint64_t kMinOutputCapBytes = 4096;
std::uint64_t output_cap(std::uint64_t expected_size);

enum class Outcome {
  kPass,
  kFail,         // wrong output, verdict or error ID; or a required capability unsupported
  kUnsupported,  // the adapter does not implement the capability (not a failure)
  kCrash,        // non-zero exit or killed by a signal
  kTimeout,      // still running at the deadline
  kBadResponse,  // no or invalid JSON, no output file, output over the cap, stdout flood
  kError,        // the vector itself could not be run: an input or expected file is missing
  // A wrong output or verdict on a vector tagged implementation-defined: the suite's choice where
  // the engine's behaviour is undefined (manifest.h "tags"), reported and never a failure.
  kImplementationDefined,
};
inline constexpr std::size_t kOutcomeCount = 8;
// "pass", "fail", "unsupported", "crash", "timeout", "bad-response", "error",
// "implementation-defined"
std::string_view outcome_name(Outcome outcome);
// The outcome of that name, or nullopt.
std::optional<Outcome> outcome_from_name(std::string_view name);
// Whether the outcome makes the gate fail (all but pass, unsupported and implementation-defined).
bool is_failure(Outcome outcome);

struct VectorResult {
  std::string id;
  std::string capability;
  Outcome outcome = Outcome::kPass;
  std::string reason;  // one line, empty for a pass
  std::optional<FirstDifference> difference;
  std::string adapter_message;         // the response's "message", when it has one
  std::string adapter_stderr;          // at most ProcessLimits::stderr_cap bytes
  std::filesystem::path expected_png;  // frames with a PNG shipped: its absolute path
  std::chrono::milliseconds elapsed{0};
  // When the vector began and ended, since the run began (wall time, for JUnit's suite times).
  std::chrono::milliseconds started{0};
  std::chrono::milliseconds finished{0};
  int exit_status = 0;  // the adapter's, when it exited (0 when it was killed or did not run)
  // The entry of an expectation file that matched the vector (gate/apply_expectations.h).
  std::optional<Expectation> expectation;
};

// How a result stands against its expectation (docs/ADAPTERS.md "Expectation files").
enum class Judgement {
  kNoExpectation,   // no entry matched: the outcome alone decides
  kExpected,        // the outcome is the expected one: never a failure
  kUnexpectedPass,  // expected not to pass, and passed: a failure only when the run is strict
  kOtherOutcome,    // another outcome than the expected one: the outcome alone decides
};
Judgement judgement(const VectorResult& result);
// Whether the result makes the gate fail, its expectation considered.
bool is_failure(const VectorResult& result, bool strict);

// The files of a vector's scratch folder, which --keep keeps: the output the adapter was asked to
// write, and, written by the gate once the adapter ended, the request it was sent and its stdout
// (the response) and stderr, whole.
inline constexpr std::string_view kOutputFileName = "output";
inline constexpr std::string_view kRequestFileName = "request.json";
inline constexpr std::string_view kResponseFileName = "response.json";
inline constexpr std::string_view kStderrFileName = "stderr.txt";

struct GateOptions {
  std::filesystem::path vectors_folder;  // holds manifest.json
  std::string adapter;  // run by /bin/sh -c, its first word made absolute (with_absolute_program)
  unsigned jobs = 1;
  ProcessLimits limits;
  // Offer the adapter batch mode (adapter_session.h); false: one process per vector, no offer.
  bool batch = true;
  std::set<std::string> required;             // capabilities whose "unsupported" fails
  VectorSelection selection;                  // the vectors run: every one by default
  std::optional<std::filesystem::path> keep;  // scratch folders kept here (else removed)
};

struct GateRun {
  std::string adapter;
  std::filesystem::path vectors_folder;  // GateOptions', for the command that reruns a vector
  std::string generator;                 // the manifest's
  std::vector<VectorResult> results;     // in manifest order
  std::chrono::milliseconds elapsed{0};
  // Set by apply_expectations (gate/apply_expectations.h): whether an unexpected pass fails
  // (--strict), and the entries that match no vector of the manifest.
  bool strict = false;
  std::vector<Expectation> stale_expectations;

  std::size_t count(Outcome outcome) const;
  bool passed() const;  // no result is a failure (is_failure, strict as the run is)
};

// Called after each vector, from the thread that ran it but never two at once.
using GateProgress = std::function<void(const VectorResult&, std::size_t done, std::size_t total)>;

// The vectors the selection chooses, in manifest order.
std::vector<const Vector*> chosen_vectors(const Manifest& manifest,
                                          const VectorSelection& selection);

// The chosen vectors run and judged; an adapter's relative first word is resolved against the
// current folder first. E-GATE-SCRATCH or E-GATE-ADAPTER-NOT-STARTED (the catalogue above).
Result<GateRun> run_gate(const Manifest& manifest, const GateOptions& options,
                         const GateProgress& progress = {});

}  // namespace wolfsuite::gate
