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
#include "gate/compare.h"

namespace wolfsuite::gate {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::array<std::string_view, kOutcomeCount> kOutcomeNames = {
    "pass", "fail", "unsupported", "crash", "timeout", "bad-response", "error"};

// What /bin/sh exits with when it finds the command but cannot run it, and when it cannot find it
// (POSIX "Command Search and Execution").
constexpr int kShellCommandNotExecutable = 126;
constexpr int kShellCommandNotFound = 127;

// The file the adapter is asked to write, in its scratch folder.
constexpr std::string_view kOutputFileName = "output";

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

  if (expected.output.empty()) {
    return with_outcome(std::move(result), Outcome::kFail,
                        "output differs: " + std::to_string(actual->size()) + " bytes, sha256 " +
                            actual_sha256 + "; expected " + std::to_string(expected.size) +
                            " bytes, sha256 " + expected.sha256);
  }
  // The manifest states the expected file's size: a bigger file is an error, never read whole.
  const auto expected_bytes = read_file(vectors_folder / expected.output,
                                        static_cast<std::size_t>(std::min(expected.size, cap)));
  if (!expected_bytes.ok()) {
    return with_outcome(std::move(result), Outcome::kError, expected_bytes.error().to_string());
  }
  result.difference = compare_output(expected, *expected_bytes, *actual);
  if (!result.difference) {
    // Same bytes, different hash: the manifest's size or sha256 disagrees with its own file.
    if (*expected_bytes == *actual) {
      return with_outcome(std::move(result), Outcome::kError,
                          "the expected file disagrees with the manifest's size or sha256");
    }
    // Other bytes, equal by the format's rule: a register stream's title line is free.
    return result;
  }
  const std::string summary = result.difference->summary;
  return with_outcome(std::move(result), Outcome::kFail, summary);
}

VectorResult run_vector(const Vector& vector, const GateOptions& options,
                        const std::string& command, const std::filesystem::path& scratch_root) {
  VectorResult result;
  result.id = vector.id;
  result.capability = vector.capability;
  if (vector.expected.format == OutputFormat::kIndexedFrame && !vector.expected.png.empty()) {
    result.expected_png = std::filesystem::absolute(options.vectors_folder / vector.expected.png);
  }
  if (const std::string missing = missing_file(vector, options.vectors_folder); !missing.empty()) {
    return with_outcome(std::move(result), Outcome::kError, missing);
  }
  const std::filesystem::path scratch = std::filesystem::absolute(scratch_root / vector.id);
  std::error_code error;
  std::filesystem::remove_all(scratch, error);
  std::filesystem::create_directories(scratch, error);
  if (error) {
    return with_outcome(
        std::move(result), Outcome::kError,
        "cannot make the scratch folder " + scratch.string() + ": " + error.message());
  }
  const std::filesystem::path output = scratch / kOutputFileName;
  const std::string request = write_request(make_request(vector, options.vectors_folder, output));
  const auto run = run_adapter_process(command, request, scratch, options.limits);
  if (!run.ok()) return with_outcome(std::move(result), Outcome::kError, run.error().to_string());
  result.elapsed = run->elapsed;
  result.adapter_stderr = run->stderr_text;
  result.exit_status = run->exit_code;

  const std::string how = describe_end(*run, options.limits);
  switch (run->end) {
    case ProcessEnd::kTimedOut:
      return with_outcome(std::move(result), Outcome::kTimeout, how);
    case ProcessEnd::kStdoutFlood:
      return with_outcome(std::move(result), Outcome::kBadResponse, how);
    case ProcessEnd::kSignalled:
      return with_outcome(std::move(result), Outcome::kCrash, how);
    case ProcessEnd::kExited:
      if (run->exit_code != 0) return with_outcome(std::move(result), Outcome::kCrash, how);
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
  if (auto verdict = compare_verdicts(vector.expected, *response)) {
    std::string summary = verdict->summary;
    result.difference = std::move(verdict);
    return with_outcome(std::move(result), Outcome::kFail, std::move(summary));
  }
  if (response->status == ResponseStatus::kRejected) return result;
  return judge_output(std::move(result), vector, options.vectors_folder, output);
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

bool is_failure(Outcome outcome) {
  return outcome != Outcome::kPass && outcome != Outcome::kUnsupported;
}

std::size_t GateRun::count(Outcome outcome) const {
  return static_cast<std::size_t>(
      std::count_if(results.begin(), results.end(),
                    [outcome](const VectorResult& result) { return result.outcome == outcome; }));
}

bool GateRun::passed() const {
  return std::none_of(results.begin(), results.end(),
                      [](const VectorResult& result) { return is_failure(result.outcome); });
}

std::vector<const Vector*> chosen_vectors(const Manifest& manifest,
                                          const std::set<std::string>& only) {
  std::vector<const Vector*> chosen;
  for (const Vector& vector : manifest.vectors) {
    if (only.empty() || only.contains(vector.capability)) chosen.push_back(&vector);
  }
  return chosen;
}

Result<GateRun> run_gate(const Manifest& manifest, const GateOptions& options,
                         const GateProgress& progress) {
  const Clock::time_point start = Clock::now();
  WS_ASSIGN_OR_RETURN(const ScratchRoot scratch_root, ScratchRoot::make(options.keep));
  const std::vector<const Vector*> chosen = chosen_vectors(manifest, options.only);
  std::error_code no_folder;
  const std::filesystem::path caller_folder = std::filesystem::current_path(no_folder);
  const std::string command =
      no_folder ? options.adapter : with_absolute_program(options.adapter, caller_folder);

  GateRun run;
  run.adapter = options.adapter;
  run.generator = manifest.generator;
  run.results.resize(chosen.size());
  std::atomic<std::size_t> next{0};
  std::size_t done = 0;
  std::mutex progress_mutex;
  std::optional<Error> not_started;  // once set, no vector starts and none is reported
  std::atomic<bool> stopped{false};
  const auto work = [&] {
    for (std::size_t index = next++; index < chosen.size() && !stopped; index = next++) {
      run.results[index] = run_vector(*chosen[index], options, command, scratch_root.path());
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
