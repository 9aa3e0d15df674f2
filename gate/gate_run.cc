#include "gate/gate_run.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <system_error>
#include <thread>

#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "gate/adapter_messages.h"
#include "gate/adapter_session.h"
#include "gate/compare.h"
#include "gate/expected_output.h"

namespace wolfsuite::gate {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::array<std::string_view, kOutcomeCount> kOutcomeNames = {
    "pass", "fail", "unsupported", "crash", "timeout", "bad-response", "error",
    "implementation-defined"};

// What /bin/sh exits with when it finds the command but cannot run it, and when it cannot find it
// (POSIX "Command Search and Execution").
constexpr int kShellCommandNotExecutable = 126;
constexpr int kShellCommandNotFound = 127;


VectorResult with_outcome(VectorResult result, Outcome outcome, std::string reason) {
  result.outcome = outcome;
  result.reason = std::move(reason);
  return result;
}

// The first missing input or expected file of `vector`, as a reason; empty when all are there.
std::string missing_file(const Vector& vector, const std::filesystem::path& folder) {
  std::error_code ignored;
  for (const auto& [role, path] : vector.inputs) {
    if (!std::filesystem::is_regular_file(folder / path, ignored)) {
      return "input \"" + role + "\" is missing: " + path;
    }
  }
  if (!vector.expected.output.empty() &&
      !std::filesystem::is_regular_file(folder / vector.expected.output, ignored)) {
    return "expected output is missing: " + vector.expected.output;
  }
  return "";
}

// With --keep, the exchange beside the output (the files of gate_run.h), so that a failure can be
// replayed by hand. Written after the adapter ended, so it never sees them; a file that cannot be
// written is left out, since the vector's outcome does not depend on it.
void keep_exchange(const std::filesystem::path& scratch, const std::string& request,
                   const ProcessRun& run) {
  const auto bytes = [](const std::string& text) {
    return ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
  };
  for (const auto& [name, text] :
       {std::pair{kRequestFileName, &request}, std::pair{kResponseFileName, &run.stdout_text},
        std::pair{kStderrFileName, &run.stderr_text}}) {
    (void)write_output_file(scratch / name, bytes(*text));
  }
}

// "the file F" or "input R at offset N": where the expected bytes were read.
std::string expected_source(const Expected& expected) {
  if (!expected.output.empty()) return "the file " + expected.output;
  return "input " + expected.slice->input + " at offset " + std::to_string(expected.slice->offset);
}

// A vector whose manifest names no expected bytes (neither "output" nor "slice") fails on its
// hash alone.
VectorResult hash_differs(VectorResult result, const Expected& expected, ByteSpan actual,
                          const std::string& actual_sha256) {
  FirstDifference difference;
  difference.kind = "hash-differs";
  difference.summary = "output differs: " + std::to_string(actual.size()) + " bytes, sha256 " +
                       actual_sha256 + "; expected " + std::to_string(expected.size) +
                       " bytes, sha256 " + expected.sha256;
  difference.facts = {{"expected_size", expected.size}, {"actual_size", actual.size()}};
  result.difference = std::move(difference);
  std::string summary = result.difference->summary;
  return with_outcome(std::move(result), Outcome::kFail, std::move(summary));
}

// The outcome of an adapter that said "ok" and wrote `output`.
VectorResult judge_output(VectorResult result, const Vector& vector,
                          const std::filesystem::path& vectors_folder,
                          const std::filesystem::path& output) {
  const Expected& expected = vector.expected;
  if (expected.format == OutputFormat::kNone) return result;  // the verdict alone
  std::error_code error;
  const std::uint64_t size = std::filesystem::file_size(output, error);
  if (error)
    return with_outcome(std::move(result), Outcome::kBadResponse, "no output file written");
  const std::uint64_t cap = output_cap(expected.size);
  if (size > cap) {
    return with_outcome(
        std::move(result), Outcome::kBadResponse,
        "output of " + std::to_string(size) + " bytes is over the cap of " + std::to_string(cap));
  }
  const auto actual = read_file(output, static_cast<std::size_t>(cap));
  if (!actual.ok()) {
    return with_outcome(std::move(result), Outcome::kBadResponse, actual.error().to_string());
  }
  const std::string actual_sha256 = sha256_hex(*actual);
  if (actual->size() == expected.size && actual_sha256 == expected.sha256) return result;

  const auto expected_bytes = read_expected_output(vector, vectors_folder, cap);
  if (!expected_bytes.ok()) {
    return with_outcome(std::move(result), Outcome::kError, expected_bytes.error().to_string());
  }
  if (!*expected_bytes) return hash_differs(std::move(result), expected, *actual, actual_sha256);
  // Bytes that are not the manifest's would make the first difference a wrong one.
  if ((*expected_bytes)->size() != expected.size ||
      sha256_hex(**expected_bytes) != expected.sha256) {
    return with_outcome(std::move(result), Outcome::kError,
                        "the expected bytes (" + expected_source(expected) +
                            ") disagree with the manifest's size or sha256");
  }
  result.difference = compare_output(expected, **expected_bytes, *actual);
  // Other bytes, equal by the format's rule: a register stream's title line is free.
  if (!result.difference) return result;
  const std::string summary = result.difference->summary;
  return with_outcome(std::move(result), Outcome::kFail, summary);
}

// The outcome of an answer (ok or rejected): the verdict, then the output.
VectorResult judge_answer(VectorResult result, const Vector& vector, const Response& response,
                          const GateOptions& options, const std::filesystem::path& output) {
  if (auto verdict = compare_verdicts(vector.expected, response)) {
    std::string summary = verdict->summary;
    result.difference = std::move(verdict);
    return with_outcome(std::move(result), Outcome::kFail, std::move(summary));
  }
  if (response.status == ResponseStatus::kRejected) return result;
  return judge_output(std::move(result), vector, options.vectors_folder, output);
}

// A wrong answer to a vector whose expected result is the suite's choice is reported as such.
VectorResult as_reported(VectorResult result, const Vector& vector) {
  if (result.outcome == Outcome::kFail && vector.has_tag(kImplementationDefinedTag)) {
    result.outcome = Outcome::kImplementationDefined;
  }
  return result;
}

VectorResult run_vector(const Vector& vector, const GateOptions& options, AdapterSession& adapter,
                        const std::filesystem::path& scratch_root) {
  VectorResult result;
  result.id = vector.id;
  result.capability = vector.capability;
  if (vector.expected.format == OutputFormat::kIndexedFrame && !vector.expected.png.empty()) {
    result.expected_png = std::filesystem::absolute(options.vectors_folder / vector.expected.png);
  }
  if (const std::string missing = missing_file(vector, options.vectors_folder); !missing.empty()) {
    return with_outcome(std::move(result), Outcome::kError, missing);
  }
  // A kept process's vectors share its folder (without --keep), the output of the one before
  // removed: a folder per vector costs a mkdir and an rmdir, 0.15-0.3 ms each on ext4 and
  // serialised on their common parent, more than a batch exchange itself (bench/NOTES.md).
  const bool shared_folder = !options.keep && adapter.keeps_a_process();
  const std::filesystem::path scratch =
      shared_folder ? adapter.batch_folder() : std::filesystem::absolute(scratch_root / vector.id);
  std::error_code error;
  if (shared_folder) {
    std::filesystem::remove(scratch / kOutputFileName, error);
  } else {
    std::filesystem::remove_all(scratch, error);
  }
  if (!error) std::filesystem::create_directories(scratch, error);
  if (error) {
    return with_outcome(
        std::move(result), Outcome::kError,
        "cannot make the scratch folder " + scratch.string() + ": " + error.message());
  }
  const std::filesystem::path output = scratch / kOutputFileName;
  const std::string request = write_request(make_request(vector, options.vectors_folder, output));
  const auto run = adapter.exchange(request, scratch);
  if (!run.ok()) return with_outcome(std::move(result), Outcome::kError, run.error().to_string());
  if (options.keep) keep_exchange(scratch, request, *run);
  result.elapsed = run->elapsed;
  result.adapter_stderr = run->stderr_text;
  result.exit_status = run->exit_code;

  const std::string how = describe_end(*run, options.limits);
  switch (run->end) {
    case ProcessEnd::kTimedOut:
      return with_outcome(std::move(result), Outcome::kTimeout, how);
    case ProcessEnd::kStdoutFlood:
    case ProcessEnd::kUnframed:
      return with_outcome(std::move(result), Outcome::kBadResponse, how);
    case ProcessEnd::kSignalled:
      return with_outcome(std::move(result), Outcome::kCrash, how);
    case ProcessEnd::kExited:
      if (run->exit_code != 0) return with_outcome(std::move(result), Outcome::kCrash, how);
      break;
    case ProcessEnd::kAnswered:
      break;
  }
  const auto response = parse_response(run->stdout_text);
  if (!response.ok()) {
    return with_outcome(std::move(result), Outcome::kBadResponse, response.error().to_string());
  }
  result.adapter_message = response->message;
  if (response->status == ResponseStatus::kUnsupported) {
    if (options.required.contains(vector.capability)) {
      return with_outcome(std::move(result), Outcome::kFail,
                          "the required capability " + vector.capability + " is unsupported");
    }
    return with_outcome(std::move(result), Outcome::kUnsupported, "unsupported");
  }
  return as_reported(judge_answer(std::move(result), vector, *response, options, output), vector);
}

// E-GATE-ADAPTER-NOT-STARTED when `first`, the first vector to finish, ended the way /bin/sh
// ends when it cannot run `command`.
std::optional<Error> not_started_error(const VectorResult& first, const std::string& command) {
  if (first.outcome != Outcome::kCrash || (first.exit_status != kShellCommandNotExecutable &&
                                           first.exit_status != kShellCommandNotFound)) {
    return std::nullopt;
  }
  const std::string shell_said = first.adapter_stderr.substr(0, first.adapter_stderr.find('\n'));
  return unplaced("E-GATE-ADAPTER-NOT-STARTED",
                  "the adapter command " + command + " cannot be started (" + first.reason +
                      "): " + (shell_said.empty() ? "nothing on stderr" : shell_said));
}

// The folder the scratch folders go in: --keep's, or a fresh one under the temporary folder
// that is removed when the run ends.
class ScratchRoot {
 public:
  static Result<ScratchRoot> make(const std::optional<std::filesystem::path>& keep) {
    std::error_code error;
    ScratchRoot root;
    if (keep) {
      root.path_ = *keep;
    } else {
      const auto stamp = Clock::now().time_since_epoch().count();
      root.path_ = std::filesystem::temp_directory_path(error) /
                   ("wolfsuite-gate-" + std::to_string(::getpid()) + "-" + std::to_string(stamp));
      root.remove_ = true;
    }
    std::filesystem::create_directories(root.path_, error);
    if (error) {
      return malformed("E-GATE-SCRATCH", 0,
                       "cannot make " + root.path_.string() + ": " + error.message());
    }
    return root;
  }
  ScratchRoot(ScratchRoot&& other) noexcept
      : path_(std::move(other.path_)), remove_(std::exchange(other.remove_, false)) {}
  ~ScratchRoot() {
    std::error_code ignored;
    if (remove_) std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  ScratchRoot() = default;
  std::filesystem::path path_;
  bool remove_ = false;
};

}  // namespace

std::uint64_t output_cap(std::uint64_t expected_size) {
  return std::min(kMaxOutputBytes, std::max(kMinOutputCapBytes, 4 * expected_size));
}

std::string_view outcome_name(Outcome outcome) {
  return kOutcomeNames[static_cast<std::size_t>(outcome)];
}

std::optional<Outcome> outcome_from_name(std::string_view name) {
  const auto found = std::find(kOutcomeNames.begin(), kOutcomeNames.end(), name);
  if (found == kOutcomeNames.end()) return std::nullopt;
  return static_cast<Outcome>(found - kOutcomeNames.begin());
}

bool is_failure(Outcome outcome) {
  return outcome != Outcome::kPass && outcome != Outcome::kUnsupported &&
         outcome != Outcome::kImplementationDefined;
}

Judgement judgement(const VectorResult& result) {
  if (!result.expectation) return Judgement::kNoExpectation;
  if (outcome_name(result.outcome) == result.expectation->outcome) return Judgement::kExpected;
  // An entry never expects a pass (kExpectableOutcomes).
  if (result.outcome == Outcome::kPass) return Judgement::kUnexpectedPass;
  return Judgement::kOtherOutcome;
}

bool is_failure(const VectorResult& result, bool strict) {
  switch (judgement(result)) {
    case Judgement::kExpected:
      return false;
    case Judgement::kUnexpectedPass:
      return strict;
    case Judgement::kNoExpectation:
    case Judgement::kOtherOutcome:
      break;
  }
  return is_failure(result.outcome);
}

std::size_t GateRun::count(Outcome outcome) const {
  return static_cast<std::size_t>(
      std::count_if(results.begin(), results.end(),
                    [outcome](const VectorResult& result) { return result.outcome == outcome; }));
}

bool GateRun::passed() const {
  return std::none_of(results.begin(), results.end(),
                      [this](const VectorResult& result) { return is_failure(result, strict); });
}

std::vector<const Vector*> chosen_vectors(const Manifest& manifest,
                                          const VectorSelection& selection) {
  std::vector<const Vector*> chosen;
  for (const Vector& vector : manifest.vectors) {
    if (selection.chooses(vector)) chosen.push_back(&vector);
  }
  return chosen;
}

Result<GateRun> run_gate(const Manifest& manifest, const GateOptions& options,
                         const GateProgress& progress) {
  const Clock::time_point start = Clock::now();
  WS_ASSIGN_OR_RETURN(const ScratchRoot scratch_root, ScratchRoot::make(options.keep));
  const std::vector<const Vector*> chosen = chosen_vectors(manifest, options.selection);
  std::error_code no_folder;
  const std::filesystem::path caller_folder = std::filesystem::current_path(no_folder);
  const std::string command =
      no_folder ? options.adapter : with_absolute_program(options.adapter, caller_folder);

  GateRun run;
  run.adapter = options.adapter;
  run.vectors_folder = options.vectors_folder;
  run.generator = manifest.generator;
  run.results.resize(chosen.size());
  std::atomic<std::size_t> next{0};
  std::size_t done = 0;
  std::mutex progress_mutex;
  std::optional<Error> not_started;  // once set, no vector starts and none is reported
  std::atomic<bool> stopped{false};
  std::atomic<bool> batch_announced{false};
  std::atomic<unsigned> workers_started{0};
  const auto since_start = [start] {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  };
  const auto work = [&] {
    // A kept process's working folder: one per worker, beside the vectors' scratch folders.
    AdapterSession adapter(
        command, options.limits, options.batch, batch_announced,
        std::filesystem::absolute(scratch_root.path() /
                                  (".batch-worker-" + std::to_string(++workers_started))));
    for (std::size_t index = next++; index < chosen.size() && !stopped; index = next++) {
      const std::chrono::milliseconds started = since_start();
      run.results[index] = run_vector(*chosen[index], options, adapter, scratch_root.path());
      run.results[index].started = started;
      run.results[index].finished = since_start();
      if (!options.keep) {
        std::error_code ignored;
        std::filesystem::remove_all(scratch_root.path() / chosen[index]->id, ignored);
      }
      const std::lock_guard lock(progress_mutex);
      if (++done == 1) not_started = not_started_error(run.results[index], command);
      if (not_started) {
        stopped = true;
        continue;
      }
      if (progress) progress(run.results[index], done, chosen.size());
    }
  };
  const unsigned workers =
      std::max(1u, std::min(options.jobs, static_cast<unsigned>(chosen.size())));
  std::vector<std::jthread> threads;
  for (unsigned i = 1; i < workers; ++i) threads.emplace_back(work);
  work();
  threads.clear();  // joins
  if (not_started) return *not_started;
  run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  return run;
}

}  // namespace wolfsuite::gate
