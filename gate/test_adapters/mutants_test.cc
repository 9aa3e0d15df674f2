// The gate catches every planted fault (mutants.h): each mutant adapter, run by the gate on the
// synthetic set's vectors, fails, and fails on the capabilities its fault is in and nowhere else;
// the same adapter program without a fault passes every vector.
#include "gate/test_adapters/mutants.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "decoders/fixtures/test_name.h"
#include "gate/test_adapters/vectors_on_disk.h"

namespace wolfsuite::gate {
namespace {

// Every capability but the corpus verdicts: hundreds of vectors, which no mutant touches and the
// test without a fault below runs.
const std::set<std::string> kNotVerdict = [] {
  std::set<std::string> capabilities(capability_names().begin(), capability_names().end());
  capabilities.erase("verdict");
  return capabilities;
}();

std::string mutant_command(std::string_view mutant) {
  return std::string("'") + WOLFSUITE_MUTANT_ADAPTER + "' --mutant " + std::string(mutant);
}

// Failing vectors by capability, every failure that is not a wrong output named.
std::map<std::string, std::size_t> failures_by_capability(const GateRun& run) {
  std::map<std::string, std::size_t> failures;
  for (const VectorResult& result : run.results) {
    if (!is_failure(result.outcome)) continue;
    ++failures[result.capability];
    EXPECT_EQ(result.outcome, Outcome::kFail)
        << result.id << ": " << outcome_name(result.outcome) << ", " << result.reason << "\n"
        << result.adapter_stderr;
  }
  return failures;
}

class MutantGate : public ::testing::TestWithParam<Mutant> {};

TEST_P(MutantGate, FailsOnTheCapabilitiesOfItsFaultAlone) {
  const Mutant& mutant = GetParam();
  const testing::VectorsOnDisk& vectors = testing::synthetic_vectors_on_disk();
  const std::set<std::string> capabilities(mutant.capabilities.begin(), mutant.capabilities.end());
  const Result<GateRun> run = run_gate(
      vectors.manifest,
      testing::gate_options(vectors.folder.path(), mutant_command(mutant.name), kNotVerdict));
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_FALSE(run->passed());
  const std::map<std::string, std::size_t> failures = failures_by_capability(*run);
  for (const std::string& capability : capabilities) {
    EXPECT_GT(failures.count(capability) ? failures.at(capability) : 0, 0u)
        << mutant.name << " passes every " << capability << " vector";
  }
  for (const auto& [capability, count] : failures) {
    EXPECT_TRUE(capabilities.contains(capability)) << mutant.name << " fails " << capability;
  }
}

TEST(MutantGate, WithoutAFaultPassesEveryVector) {
  const testing::VectorsOnDisk& vectors = testing::synthetic_vectors_on_disk();
  const Result<GateRun> run = run_gate(
      vectors.manifest, testing::gate_options(vectors.folder.path(), mutant_command("none"), {}));
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_EQ(run->results.size(), vectors.manifest.vectors.size());
  EXPECT_EQ(run->count(Outcome::kPass), run->results.size());
  EXPECT_TRUE(failures_by_capability(*run).empty());
}

INSTANTIATE_TEST_SUITE_P(Mutants, MutantGate,
                         ::testing::ValuesIn(mutants().begin(), mutants().end()),
                         [](const ::testing::TestParamInfo<Mutant>& param) {
                           return ::wolfsuite::testing::test_name(param.param.name);
                         });

}  // namespace
}  // namespace wolfsuite::gate
