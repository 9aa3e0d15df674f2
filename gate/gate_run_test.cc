// run_gate over hand-made vectors and tiny shell adapters: every outcome of docs/ADAPTERS.md.
#include "gate/gate_run.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>

#include "decoders/core/sha256.h"
#include "gate/adapter_messages.h"
#include "gate/runner_test_support.h"

namespace wolfsuite::gate {
namespace {

using namespace std::chrono_literals;
using testing::ScratchFolder;
using testing::write_script;
using testing::write_text;

// The shell lines that put the request's input "data" and output paths in $in and $out.
constexpr std::string_view kReadRequest =
    "request=$(cat)\n"
    "in=$(printf '%s' \"$request\" | sed 's/.*\"data\":\"\\([^\"]*\\)\".*/\\1/')\n"
    "out=$(printf '%s' \"$request\" | sed 's/.*\"output\":\"\\([^\"]*\\)\".*/\\1/')\n";
constexpr std::string_view kOk = "echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"ok\"}'";

// A batch-mode adapter (docs/ADAPTERS.md "Batch mode") that logs each start of its process to
// `log`, announces batch mode when offered, and for each request line runs `body` with $in, $out
// and $data (the input's text) set, then answers ok.
std::string batch_adapter(const std::filesystem::path& log, std::string_view body) {
  return "echo started >> '" + log.string() +
         "'\n"
         "[ \"$WOLFSUITE_ADAPTER_BATCH\" = wolfsuite-batch/1 ] &&\n"
         "  echo '{\"protocol\":\"wolfsuite-adapter/1\",\"batch\":\"wolfsuite-batch/1\"}'\n"
         "while IFS= read -r request; do\n"
         "  in=$(printf '%s' \"$request\" | sed 's/.*\"data\":\"\\([^\"]*\\)\".*/\\1/')\n"
         "  out=$(printf '%s' \"$request\" | sed 's/.*\"output\":\"\\([^\"]*\\)\".*/\\1/')\n"
         "  data=$(cat \"$in\")\n" +
         std::string(body) + "\n  cp \"$in\" \"$out\"\n  " + std::string(kOk) + "\ndone\n";
}

// How many lines `log` has: how many times the adapter was started.
std::size_t line_count(const std::filesystem::path& log) {
  std::ifstream in(log);
  std::size_t lines = 0;
  for (std::string line; std::getline(in, line);) ++lines;
  return lines;
}

class GateRunTest : public ::testing::Test {
 protected:
  // A bytes vector "synthetic/<capability>/<name>" whose output is its input "data".
  void add_copy_vector(const std::string& capability, const std::string& name,
                       const std::string& bytes) {
    Vector vector;
    vector.id = "synthetic/" + capability + "/" + name;
    vector.capability = capability;
    vector.inputs["data"] = vector.id + ".in";
    write_text(folder_, "vectors/" + vector.id + ".in", bytes);
    vector.expected.output = vector.id + ".expected";
    write_text(folder_, "vectors/" + vector.id + ".expected", bytes);
    vector.expected.size = bytes.size();
    vector.expected.sha256 =
        sha256_hex(ByteSpan(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
    vector.expected.format = OutputFormat::kBytes;
    manifest_.vectors.push_back(vector);
  }

  GateRun run(std::string_view adapter_body, std::chrono::milliseconds timeout = 5s) {
    options_.vectors_folder = folder_ / "vectors";
    options_.adapter = write_script(folder_, "adapter.sh", adapter_body).string();
    options_.limits.timeout = timeout;
    const auto run = run_gate(manifest_, options_);
    EXPECT_TRUE(run.ok()) << (run.ok() ? "" : run.error().to_string());
    return run.ok() ? *run : GateRun{};
  }

  // The one result of a run over one copy vector, the adapter running `body`.
  VectorResult run_one(std::string_view body, std::chrono::milliseconds timeout = 5s) {
    add_copy_vector("rlew-expand", "one", "abcd");
    const GateRun gate = run(body, timeout);
    EXPECT_EQ(gate.results.size(), 1u);
    return gate.results.empty() ? VectorResult{} : gate.results.front();
  }

  ScratchFolder folder_;
  Manifest manifest_;
  GateOptions options_;
};

TEST_F(GateRunTest, AnAdapterThatWritesTheExpectedBytesPasses) {
  add_copy_vector("rlew-expand", "a", "first");
  add_copy_vector("carmack-expand", "b", "second");
  const GateRun gate = run(std::string(kReadRequest) + "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 2u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kPass) << gate.results[0].reason;
  EXPECT_EQ(gate.results[1].outcome, Outcome::kPass) << gate.results[1].reason;
  EXPECT_TRUE(gate.passed());
}

TEST_F(GateRunTest, WrongBytesFailWithTheFirstDifference) {
  const VectorResult result =
      run_one(std::string(kReadRequest) + "printf abXd > \"$out\"\n" + std::string(kOk));
  EXPECT_EQ(result.outcome, Outcome::kFail);
  EXPECT_EQ(result.reason, "first difference at byte 2: expected 0x63, actual 0x58");
  ASSERT_TRUE(result.difference.has_value());
}

// A vswap-page vector ships no copy of the page: its expected bytes are a slice of the input.
TEST_F(GateRunTest, ASliceVectorFailsWithTheFirstDifferenceAgainstTheSlice) {
  add_copy_vector("vswap-page", "page", "abcd");
  Vector& page = manifest_.vectors.back();
  write_text(folder_, "vectors/" + page.id + ".in", "header:abcd;next");
  page.expected.output.clear();
  page.expected.slice = ExpectedSlice{"data", 7};
  // The page padded with zeros up to the next page's offset, as Wolf4SDL's loader read it.
  const GateRun gate = run(std::string(kReadRequest) +
                           "printf 'abcd\\000\\000\\000\\000' > \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  const VectorResult& result = gate.results.front();
  EXPECT_EQ(result.outcome, Outcome::kFail);
  EXPECT_EQ(result.reason, "expected bytes followed by 4 zero bytes: 8 bytes, expected 4");
  ASSERT_TRUE(result.difference.has_value());
  EXPECT_EQ(result.difference->kind, "padded-with-zeros");
}

TEST_F(GateRunTest, ASliceThatIsNotTheManifestsBytesIsAnErrorOfTheVector) {
  add_copy_vector("vswap-page", "page", "abcd");
  Vector& page = manifest_.vectors.back();
  page.expected.output.clear();
  page.expected.slice = ExpectedSlice{"data", 1};  // "bcd" and past the end
  const GateRun gate =
      run(std::string(kReadRequest) + "printf abce > \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kError);
  EXPECT_NE(gate.results[0].reason.find("no 4 bytes at offset 1"), std::string::npos)
      << gate.results[0].reason;
}

TEST_F(GateRunTest, AHashOnlyVectorFailsOnItsHashWithAKind) {
  add_copy_vector("audio-lump", "lump", "abcd");
  manifest_.vectors.back().expected.output.clear();
  const GateRun gate =
      run(std::string(kReadRequest) + "printf abce > \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kFail);
  EXPECT_EQ(gate.results[0].reason.rfind("output differs: 4 bytes, sha256 ", 0), 0u);
  ASSERT_TRUE(gate.results[0].difference.has_value());
  EXPECT_EQ(gate.results[0].difference->kind, "hash-differs");
}

TEST_F(GateRunTest, KeepKeepsTheRequestTheResponseAndTheStderr) {
  add_copy_vector("rlew-expand", "a", "x");
  options_.keep = folder_ / "kept";
  const GateRun gate = run(std::string(kReadRequest) + "echo 'a warning' >&2\n" +
                           "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  const std::filesystem::path kept = folder_ / "kept/synthetic/rlew-expand/a";
  const auto text_of = [](const std::filesystem::path& path) {
    std::ostringstream text;
    text << std::ifstream(path, std::ios::binary).rdbuf();
    return text.str();
  };
  EXPECT_NE(text_of(kept / "request.json").find("\"id\":\"synthetic/rlew-expand/a\""),
            std::string::npos)
      << text_of(kept / "request.json");
  EXPECT_EQ(text_of(kept / "response.json"),
            "{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"ok\"}\n");
  EXPECT_EQ(text_of(kept / "stderr.txt"), "a warning\n");
  EXPECT_EQ(text_of(kept / "output"), "x");
}

TEST_F(GateRunTest, EachResultHasItsWallTimeSpanInTheRun) {
  add_copy_vector("rlew-expand", "a", "x");
  add_copy_vector("rlew-expand", "b", "x");
  options_.jobs = 1;
  const GateRun gate =
      run(std::string(kReadRequest) + "sleep 0.1; cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 2u);
  EXPECT_GE(gate.results[0].finished - gate.results[0].started, 100ms);
  EXPECT_GE(gate.results[1].started, gate.results[0].finished);
  EXPECT_LE(gate.results[1].finished, gate.elapsed);
}

TEST_F(GateRunTest, ANonZeroExitIsACrash) {
  const VectorResult result = run_one("echo broken >&2; exit 3");
  EXPECT_EQ(result.outcome, Outcome::kCrash);
  EXPECT_EQ(result.reason, "exit status 3");
  EXPECT_EQ(result.adapter_stderr, "broken\n");
}

TEST_F(GateRunTest, AnAdapterThatIsNotFoundStopsTheRunWithOneError) {
  add_copy_vector("rlew-expand", "one", "abcd");
  options_.vectors_folder = folder_ / "vectors";
  options_.adapter = "./not-in-the-scratch-folder";
  const auto gate = run_gate(manifest_, options_);
  ASSERT_FALSE(gate.ok());
  EXPECT_EQ(gate.error().id, "E-GATE-ADAPTER-NOT-STARTED");
  EXPECT_EQ(gate.error().message.rfind("the adapter command ./not-in-the-scratch-folder cannot be "
                                       "started (exit status 127): /bin/sh: ",
                                       0),
            0u)
      << gate.error().message;
}

TEST_F(GateRunTest, NoVectorStartsAfterTheFirstCouldNotStartTheAdapter) {
  for (const char* name : {"a", "b", "c"}) add_copy_vector("rlew-expand", name, "x");
  const std::filesystem::path log = folder_ / "started.log";
  options_.jobs = 1;
  options_.vectors_folder = folder_ / "vectors";
  options_.adapter =
      "echo started >> '" + log.string() + "'; echo 'port: not found' >&2; echo more >&2; exit 127";
  const auto gate = run_gate(manifest_, options_);
  ASSERT_FALSE(gate.ok());
  EXPECT_EQ(gate.error().id, "E-GATE-ADAPTER-NOT-STARTED");
  EXPECT_EQ(gate.error().message, "the adapter command " + options_.adapter +
                                      " cannot be started (exit status 127): port: not found");
  std::ostringstream started;
  started << std::ifstream(log).rdbuf();
  EXPECT_EQ(started.str(), "started\n");  // one vector run of three
}

TEST_F(GateRunTest, AnAdapterThatIsNotExecutableStopsTheRun) {
  add_copy_vector("rlew-expand", "one", "abcd");
  options_.vectors_folder = folder_ / "vectors";
  options_.adapter = write_text(folder_, "not-executable.sh", "#!/bin/sh\n").string();
  const auto gate = run_gate(manifest_, options_);
  ASSERT_FALSE(gate.ok());
  EXPECT_EQ(gate.error().id, "E-GATE-ADAPTER-NOT-STARTED");
  EXPECT_NE(gate.error().message.find("(exit status 126)"), std::string::npos)
      << gate.error().message;
}

TEST_F(GateRunTest, AnExitStatus127AfterAVectorFinishedIsACrashOfThatVector) {
  add_copy_vector("rlew-expand", "a", "x");
  add_copy_vector("rlew-expand", "b", "y");
  options_.jobs = 1;
  const GateRun gate = run(std::string(kReadRequest) + "[ \"$(cat \"$in\")\" = y ] && exit 127\n" +
                           "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 2u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kPass) << gate.results[0].reason;
  EXPECT_EQ(gate.results[1].outcome, Outcome::kCrash);
  EXPECT_EQ(gate.results[1].reason, "exit status 127");
}

TEST_F(GateRunTest, DeathBySignalIsACrash) {
  const VectorResult result = run_one("kill -ABRT $$");
  EXPECT_EQ(result.outcome, Outcome::kCrash);
  EXPECT_EQ(result.reason, "exit status 134 (128 + signal 6 (SIGABRT))");
}

TEST_F(GateRunTest, AnAdapterThatNeverExitsTimesOut) {
  const VectorResult result = run_one("exec sleep 30", 300ms);
  EXPECT_EQ(result.outcome, Outcome::kTimeout);
  EXPECT_LT(result.elapsed, 5s);
}

TEST_F(GateRunTest, GarbageOnStdoutIsABadResponse) {
  const VectorResult result = run_one("echo 'this is not json'");
  EXPECT_EQ(result.outcome, Outcome::kBadResponse);
  EXPECT_NE(result.reason.find("E-GATE-RESPONSE-JSON"), std::string::npos) << result.reason;
}

TEST_F(GateRunTest, FloodingStdoutIsABadResponseAndEndsEarly) {
  const VectorResult result = run_one("yes '{}'");
  EXPECT_EQ(result.outcome, Outcome::kBadResponse);
  EXPECT_NE(result.reason.find("bytes to stdout"), std::string::npos) << result.reason;
  EXPECT_LT(result.elapsed, 4s);
}

TEST_F(GateRunTest, AResponseOverTheMessageCapIsABadResponseThatSaysSo) {
  // One byte over kMaxMessageBytes: read whole, then refused by the response's reader.
  const VectorResult result = run_one("head -c " + std::to_string(kMaxMessageBytes + 1) +
                                      " /dev/zero | tr '\\0' ' '");
  EXPECT_EQ(result.outcome, Outcome::kBadResponse);
  EXPECT_NE(result.reason.find("E-GATE-RESPONSE-TOO-LARGE"), std::string::npos) << result.reason;
}

TEST_F(GateRunTest, SayingOkWithoutWritingTheOutputIsABadResponse) {
  const VectorResult result = run_one(kOk);
  EXPECT_EQ(result.outcome, Outcome::kBadResponse);
  EXPECT_EQ(result.reason, "no output file written");
}

TEST_F(GateRunTest, AnOutputOverTheCapIsABadResponse) {
  const VectorResult result =
      run_one(std::string(kReadRequest) + "head -c 5000 /dev/zero > \"$out\"\n" + std::string(kOk));
  EXPECT_EQ(result.outcome, Outcome::kBadResponse);
  EXPECT_EQ(result.reason, "output of 5000 bytes is over the cap of 4096");
}

TEST_F(GateRunTest, UnsupportedIsNotAFailureUnlessRequired) {
  const std::string unsupported =
      "echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"unsupported\"}'";
  const VectorResult result = run_one(unsupported);
  EXPECT_EQ(result.outcome, Outcome::kUnsupported);
  EXPECT_FALSE(is_failure(result.outcome));

  options_.required = {"rlew-expand"};
  const GateRun required = run(unsupported);
  ASSERT_EQ(required.results.size(), 1u);
  EXPECT_EQ(required.results[0].outcome, Outcome::kFail);
  EXPECT_FALSE(required.passed());
}

TEST_F(GateRunTest, AMissingInputIsAnErrorOfThatVectorAndTheRunGoesOn) {
  add_copy_vector("rlew-expand", "gone", "x");
  add_copy_vector("rlew-expand", "here", "y");
  std::filesystem::remove(folder_ / "vectors/synthetic/rlew-expand/gone.in");
  const GateRun gate = run(std::string(kReadRequest) + "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 2u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kError);
  EXPECT_EQ(gate.results[0].reason, "input \"data\" is missing: synthetic/rlew-expand/gone.in");
  EXPECT_EQ(gate.results[1].outcome, Outcome::kPass);
  EXPECT_FALSE(gate.passed());
}

TEST_F(GateRunTest, AMissingExpectedFileIsAnErrorOfThatVector) {
  add_copy_vector("rlew-expand", "unchecked", "x");
  std::filesystem::remove(folder_ / "vectors/synthetic/rlew-expand/unchecked.expected");
  const GateRun gate = run(std::string(kReadRequest) + "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kError);
  EXPECT_EQ(gate.results[0].reason,
            "expected output is missing: synthetic/rlew-expand/unchecked.expected");
}

TEST_F(GateRunTest, AVerdictVectorComparesStatusAndErrorId) {
  add_copy_vector("verdict", "refused", "");
  Vector& vector = manifest_.vectors.back();
  vector.expected = Expected{};
  vector.expected.status = ExpectedStatus::kRejected;
  vector.expected.error = "E-CARMACK-FAR-OFFSET";
  const GateRun right =
      run("echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"rejected\",\"error\":"
          "\"E-CARMACK-FAR-OFFSET\"}'");
  EXPECT_EQ(right.results.at(0).outcome, Outcome::kPass) << right.results.at(0).reason;
  const GateRun wrong = run(kOk);
  EXPECT_EQ(wrong.results.at(0).outcome, Outcome::kFail);
  EXPECT_EQ(wrong.results.at(0).reason,
            "verdict: expected rejected with E-CARMACK-FAR-OFFSET, actual ok");
}

TEST_F(GateRunTest, AWrongAnswerToAnImplementationDefinedVectorIsReportedNotFailed) {
  add_copy_vector("rlew-expand", "suite-choice", "abcd");
  manifest_.vectors.back().tags = {std::string(kImplementationDefinedTag)};
  const GateRun wrong = run(std::string(kReadRequest) + "printf abXd > \"$out\"\n" + std::string(kOk));
  EXPECT_EQ(wrong.results.at(0).outcome, Outcome::kImplementationDefined);
  EXPECT_EQ(wrong.results.at(0).reason, "first difference at byte 2: expected 0x63, actual 0x58");
  EXPECT_TRUE(wrong.passed());
  // A crash is the adapter's fault whatever the vector.
  const GateRun crashed = run("exit 3");
  EXPECT_EQ(crashed.results.at(0).outcome, Outcome::kCrash);
  EXPECT_FALSE(crashed.passed());
}

TEST_F(GateRunTest, OnlyRunsTheNamedCapabilities) {
  add_copy_vector("rlew-expand", "a", "x");
  add_copy_vector("carmack-expand", "b", "y");
  options_.selection.capabilities = {"carmack-expand"};
  const GateRun gate = run(std::string(kReadRequest) + "cp \"$in\" \"$out\"\n" + std::string(kOk));
  ASSERT_EQ(gate.results.size(), 1u);
  EXPECT_EQ(gate.results[0].id, "synthetic/carmack-expand/b");
}

TEST_F(GateRunTest, EachVectorRunsInAFreshEmptyFolderKeptWithKeep) {
  add_copy_vector("rlew-expand", "a", "x");
  add_copy_vector("rlew-expand", "b", "y");
  options_.keep = folder_ / "kept";
  // Fails unless the folder is empty and is the one the output goes to.
  const GateRun gate = run(std::string(kReadRequest) +
                           "[ -z \"$(ls -A)\" ] || exit 9\n"
                           "[ \"$(dirname \"$out\")\" = \"$(pwd)\" ] || exit 8\n"
                           "touch left-behind; cp \"$in\" \"$out\"\n" +
                           std::string(kOk));
  ASSERT_EQ(gate.results.size(), 2u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kPass) << gate.results[0].reason;
  EXPECT_EQ(gate.results[1].outcome, Outcome::kPass) << gate.results[1].reason;
  EXPECT_TRUE(std::filesystem::exists(folder_ / "kept/synthetic/rlew-expand/b/left-behind"));
}

TEST_F(GateRunTest, JobsRunVectorsAtTheSameTime) {
  for (const char* name : {"a", "b", "c", "d"}) add_copy_vector("rlew-expand", name, "x");
  options_.jobs = 4;
  const GateRun gate =
      run(std::string(kReadRequest) + "sleep 0.5; cp \"$in\" \"$out\"\n" + std::string(kOk));
  EXPECT_TRUE(gate.passed());
  EXPECT_LT(gate.elapsed, 1500ms);  // one at a time would take 2 s
}

// The first vector is a one-shot run (the adapter may not know batch mode); it announces batch
// mode there, and every other vector goes to the one process kept.
TEST_F(GateRunTest, ABatchAdapterAnswersTheVectorsAfterTheFirstFromOneProcess) {
  for (const char* name : {"a", "b", "c", "d"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path log = folder_ / "started.log";
  const GateRun gate = run(batch_adapter(log, ""));
  ASSERT_EQ(gate.results.size(), 4u);
  for (const VectorResult& result : gate.results) {
    EXPECT_EQ(result.outcome, Outcome::kPass) << result.id << ": " << result.reason;
  }
  EXPECT_EQ(line_count(log), 2u);
}

TEST_F(GateRunTest, AnAdapterThatDoesNotAnnounceBatchModeRunsOneProcessPerVector) {
  for (const char* name : {"a", "b", "c"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path log = folder_ / "started.log";
  const GateRun gate = run("echo started >> '" + log.string() + "'\n" + std::string(kReadRequest) +
                           "cp \"$in\" \"$out\"\n" + std::string(kOk));
  EXPECT_TRUE(gate.passed());
  EXPECT_EQ(line_count(log), 3u);
}

TEST_F(GateRunTest, WithoutTheBatchOptionNoOfferIsMadeAndEachVectorHasAProcess) {
  for (const char* name : {"a", "b", "c"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  options_.batch = false;
  const std::filesystem::path log = folder_ / "started.log";
  const GateRun gate = run(batch_adapter(log, ""));
  EXPECT_TRUE(gate.passed()) << gate.results.at(0).reason;
  EXPECT_EQ(line_count(log), 3u);
}

TEST_F(GateRunTest, AHangInABatchIsATimeoutOfThatVectorAndTheNextRunsInANewProcess) {
  for (const char* name : {"a", "b", "hang", "d"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path log = folder_ / "started.log";
  const GateRun gate = run(batch_adapter(log, "  [ \"$data\" = hang ] && sleep 30"), 500ms);
  ASSERT_EQ(gate.results.size(), 4u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kPass) << gate.results[0].reason;
  EXPECT_EQ(gate.results[1].outcome, Outcome::kPass) << gate.results[1].reason;
  EXPECT_EQ(gate.results[2].outcome, Outcome::kTimeout) << gate.results[2].reason;
  EXPECT_EQ(gate.results[2].reason, "still running after 0.5 s: killed");
  EXPECT_EQ(gate.results[3].outcome, Outcome::kPass) << gate.results[3].reason;
  EXPECT_EQ(line_count(log), 3u);  // the one-shot run, the kept process killed, its successor
}

TEST_F(GateRunTest, ACrashInABatchIsACrashOfThatVectorWithItsStderr) {
  for (const char* name : {"a", "b", "crash", "d"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path log = folder_ / "started.log";
  const GateRun gate =
      run(batch_adapter(log, "  [ \"$data\" = crash ] && { echo dying >&2; exit 3; }"));
  ASSERT_EQ(gate.results.size(), 4u);
  EXPECT_EQ(gate.results[1].outcome, Outcome::kPass) << gate.results[1].reason;
  EXPECT_EQ(gate.results[2].outcome, Outcome::kCrash);
  EXPECT_EQ(gate.results[2].reason, "exit status 3");
  EXPECT_EQ(gate.results[2].adapter_stderr, "dying\n");
  EXPECT_EQ(gate.results[3].outcome, Outcome::kPass) << gate.results[3].reason;
}

TEST_F(GateRunTest, EachVectorOfABatchHasTheStderrWrittenWhileItWasAnswered) {
  for (const char* name : {"a", "b", "c"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const GateRun gate = run(batch_adapter(folder_ / "started.log", "  echo \"vector $data\" >&2"));
  ASSERT_EQ(gate.results.size(), 3u);
  EXPECT_EQ(gate.results[0].adapter_stderr, "vector a\n");
  EXPECT_EQ(gate.results[1].adapter_stderr, "vector b\n");
  EXPECT_EQ(gate.results[2].adapter_stderr, "vector c\n");
}

TEST_F(GateRunTest, ABatchAdapterThatEndsItsBatchOnItsOwnIsStartedAgain) {
  for (const char* name : {"a", "b", "c", "d", "e"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path log = folder_ / "started.log";
  // Each process answers two requests, then exits 0 on reading a third, answering nothing.
  const GateRun gate = run(batch_adapter(
      log, "  [ \"${answered:-0}\" -ge 2 ] && exit 0\n  answered=$((${answered:-0} + 1))"));
  ASSERT_EQ(gate.results.size(), 5u);
  for (const VectorResult& result : gate.results) {
    EXPECT_EQ(result.outcome, Outcome::kPass) << result.id << ": " << result.reason;
  }
  EXPECT_EQ(line_count(log), 3u);  // the one-shot run, the process that ended, its successor
}

TEST_F(GateRunTest, ABatchProcessWhoseFirstLineIsNotTheAnnouncementIsABadResponse) {
  for (const char* name : {"a", "b", "c"}) add_copy_vector("rlew-expand", name, name);
  options_.jobs = 1;
  const std::filesystem::path marker = folder_ / "announced";
  // Announces in the one-shot run, then starts its kept processes with another line.
  const GateRun gate = run("[ -e '" + marker.string() + "' ] && echo hello\n" + "touch '" +
                           marker.string() + "'\n" + batch_adapter(folder_ / "started.log", ""));
  ASSERT_EQ(gate.results.size(), 3u);
  EXPECT_EQ(gate.results[0].outcome, Outcome::kPass) << gate.results[0].reason;
  EXPECT_EQ(gate.results[1].outcome, Outcome::kBadResponse);
  EXPECT_EQ(gate.results[1].reason.rfind("batch mode: the first line is not the announcement", 0),
            0u)
      << gate.results[1].reason;
}

}  // namespace
}  // namespace wolfsuite::gate
