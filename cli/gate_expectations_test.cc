// `wolfsuite gate --expectations`, `--strict` and `--write-expectations` end to end in-process:
// two verdict vectors and shell adapters that get both right or both wrong.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli_test_support.h"
#include "gate/adapter_messages.h"
#include "gate/expectations.h"
#include "gate/manifest.h"

namespace wolfsuite::cli {
namespace {

using testing::run_command;
using testing::ScratchFolder;

Bytes bytes_of_text(const std::string& text) { return Bytes(text.begin(), text.end()); }

std::string file_text(const std::filesystem::path& path) {
  const Bytes bytes = testing::read_bytes(path);
  return std::string(bytes.begin(), bytes.end());
}

// VECTORS/ with two vectors, synthetic/verdict/a and synthetic/verdict/b, both to be rejected.
std::filesystem::path write_verdict_vectors(const ScratchFolder& folder) {
  const std::filesystem::path vectors = folder / "vectors";
  std::filesystem::create_directories(vectors / "synthetic/verdict");
  gate::Manifest manifest;
  manifest.protocol = gate::kAdapterProtocol;
  manifest.generator = "wolfsuite test";
  manifest.sets = {"synthetic"};
  for (const std::string name : {"a", "b"}) {
    testing::write_bytes(vectors / ("synthetic/verdict/" + name + ".bin"), Bytes{1, 2});
    gate::Vector vector;
    vector.id = "synthetic/verdict/" + name;
    vector.capability = "verdict";
    vector.inputs = {{"data", "synthetic/verdict/" + name + ".bin"}};
    vector.params = {{"decoder", std::string("rlew-expand")}};
    vector.expected.status = gate::ExpectedStatus::kRejected;
    vector.input_bytes = 2;
    manifest.vectors.push_back(vector);
  }
  testing::write_bytes(vectors / "manifest.json", bytes_of_text(gate::write_manifest(manifest)));
  return vectors;
}

// An adapter that accepts every input: both vectors fail (they are to be rejected).
constexpr std::string_view kWrongAdapter =
    "cat > /dev/null; echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"ok\"}'";
// An adapter that rejects every input: both vectors pass.
constexpr std::string_view kRightAdapter =
    "cat > /dev/null; echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"rejected\"}'";

std::filesystem::path write_expectations_file(const ScratchFolder& folder,
                                              std::vector<gate::Expectation> entries) {
  gate::Expectations expectations;
  expectations.entries = std::move(entries);
  const std::filesystem::path path = folder / "expectations.json";
  testing::write_bytes(path, bytes_of_text(gate::write_expectations(expectations)));
  return path;
}

testing::CommandRun gate_with(const std::filesystem::path& vectors, std::string_view adapter,
                              std::vector<std::string> more) {
  std::vector<std::string> args = {
      "gate", "--vectors", vectors.string(), "--adapter", std::string(adapter), "--jobs", "1"};
  args.insert(args.end(), more.begin(), more.end());
  return run_command(args);
}

TEST(GateExpectations, ExpectedFailuresDoNotFailTheRun) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path expectations =
      write_expectations_file(folder, {{"synthetic/verdict/*", "fail", "accepts all", ""}});
  const auto run = gate_with(vectors, kWrongAdapter, {"--expectations", expectations.string()});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  EXPECT_EQ(run.out.rfind("PASSED 2 vectors: 2 fail (2 expected) in ", 0), 0u) << run.out;
  EXPECT_NE(run.err.find("fail (expected) synthetic/verdict/a: "), std::string::npos) << run.err;
}

TEST(GateExpectations, AFailureTheFileDoesNotExpectStillFailsTheRun) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path expectations =
      write_expectations_file(folder, {{"synthetic/verdict/a", "fail", "accepts all", ""}});
  const auto run = gate_with(vectors, kWrongAdapter, {"--expectations", expectations.string()});
  EXPECT_EQ(run.exit_code, kExitDataError) << run.err;
  EXPECT_EQ(run.out.rfind("FAILED 2 vectors: 2 fail (1 expected) in ", 0), 0u) << run.out;
}

TEST(GateExpectations, AnUnexpectedPassIsReportedAndFailsAStrictRun) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path expectations =
      write_expectations_file(folder, {{"synthetic/verdict/a", "crash", "it used to crash", ""}});
  const std::filesystem::path report = folder / "gate.json";
  const auto lenient = gate_with(
      vectors, kRightAdapter, {"--expectations", expectations.string(), "--json", report.string()});
  EXPECT_EQ(lenient.exit_code, kExitOk) << lenient.err;
  EXPECT_EQ(lenient.out.rfind("PASSED 2 vectors: 2 pass (1 unexpected) in ", 0), 0u) << lenient.out;
  const auto json = nlohmann::json::parse(file_text(report));
  EXPECT_EQ(json["summary"]["unexpected_passes"], 1);
  EXPECT_EQ(json["results"][0]["expectation"]["judgement"], "unexpected-pass");

  const auto strict =
      gate_with(vectors, kRightAdapter, {"--expectations", expectations.string(), "--strict"});
  EXPECT_EQ(strict.exit_code, kExitDataError) << strict.err;
  EXPECT_EQ(strict.out.rfind("FAILED 2 vectors: 2 pass (1 unexpected) in ", 0), 0u) << strict.out;
}

// The run chooses vector a alone; b's entry matches a vector of the manifest, so it is not stale.
TEST(GateExpectations, AnEntryMatchingNoVectorOfTheManifestIsAStaleWarning) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path expectations =
      write_expectations_file(folder, {{"synthetic/verdict/b", "fail", "accepts all", ""},
                                       {"wl6/**", "timeout", "slow on wl6", ""}});
  const std::filesystem::path report = folder / "gate.json";
  const auto run = gate_with(vectors, kRightAdapter,
                             {"--expectations", expectations.string(), "--id",
                              "synthetic/verdict/a", "--json", report.string()});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  EXPECT_NE(run.err.find("wolfsuite: gate: stale expectation wl6/** (timeout): no vector of the "
                         "manifest matches it\n"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.err.find("stale expectation synthetic/verdict/b"), std::string::npos) << run.err;
  const auto json = nlohmann::json::parse(file_text(report));
  EXPECT_EQ(json["summary"]["stale_expectations"], 1);
  EXPECT_EQ(json["stale_expectations"][0]["id"], "wl6/**");
}

TEST(GateExpectations, WrittenExpectationsMakeTheSameRunPass) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path written = folder / "known.json";
  const auto first = gate_with(vectors, kWrongAdapter, {"--write-expectations", written.string()});
  EXPECT_EQ(first.exit_code, kExitDataError) << first.err;
  const Result<gate::Expectations> read = gate::read_expectations(written);
  ASSERT_TRUE(read.ok()) << read.error().to_string();
  ASSERT_EQ(read->entries.size(), 2u);
  EXPECT_EQ(read->entries[0].id, "synthetic/verdict/a");
  EXPECT_EQ(read->entries[0].outcome, "fail");
  EXPECT_FALSE(read->entries[0].reason.empty());

  const auto again = gate_with(vectors, kWrongAdapter, {"--expectations", written.string()});
  EXPECT_EQ(again.exit_code, kExitOk) << again.err;
  EXPECT_EQ(again.out.rfind("PASSED 2 vectors: 2 fail (2 expected)", 0), 0u) << again.out;
}

TEST(GateExpectations, AWriteExpectationsPathInAMissingFolderFailsBeforeAnyVectorRuns) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path marker = folder / "ran";
  const std::filesystem::path path = folder / "missing" / "known.json";
  const auto run = gate_with(vectors, "touch '" + marker.string() + "'; exit 1",
                             {"--write-expectations", path.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("E-IO-NO-FOLDER"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(marker));
}

TEST(GateExpectations, AMalformedFileIsAUsageErrorNamingItsIdBeforeAnyVectorRuns) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_verdict_vectors(folder);
  const std::filesystem::path marker = folder / "ran";
  const std::filesystem::path expectations = folder / "expectations.json";
  for (const auto& [text, id] :
       {std::pair{std::string("{"), "E-GATE-EXPECTATIONS-JSON"},
        std::pair{std::string(R"({"schema": "wolfsuite-expectations/9", "expectations": []})"),
                  "E-GATE-EXPECTATIONS-SCHEMA"},
        std::pair{std::string(R"({"schema": "wolfsuite-expectations/1", "expectations": )"
                              R"([{"id": "a/b", "outcome": "pass", "reason": "r"}]})"),
                  "E-GATE-EXPECTATIONS-FIELD"}}) {
    testing::write_bytes(expectations, bytes_of_text(text));
    const auto run = gate_with(vectors, "touch '" + marker.string() + "'; exit 1",
                               {"--expectations", expectations.string()});
    EXPECT_EQ(run.exit_code, kExitUsage) << id;
    EXPECT_EQ(run.err.rfind(std::string("wolfsuite: ") + id, 0), 0u) << run.err;
    EXPECT_FALSE(std::filesystem::exists(marker)) << id;
  }
  const auto missing =
      gate_with(vectors, kRightAdapter, {"--expectations", (folder / "none.json").string()});
  EXPECT_EQ(missing.exit_code, kExitUsage);
  EXPECT_NE(missing.err.find("E-GATE-EXPECTATIONS-READ"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace wolfsuite::cli
