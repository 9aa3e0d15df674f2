// The gate catches every planted fault (mutants.h): each mutant adapter, run by the gate on the
// synthetic set's vectors of its fault's capabilities (the gate's --only), fails with wrong
// outputs and has failing vectors in each of them; the same adapter program without a fault
// passes every vector of those capabilities, so a failure is the fault's.
#include "gate/test_adapters/mutants.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "decoders/fixtures/test_name.h"
#include "gate/test_adapters/vectors_on_disk.h"

namespace wolfsuite::gate {
namespace {

std::string mutant_command(std::string_view mutant) {
  std::string command = "'";
  command += WOLFSUITE_MUTANT_ADAPTER;
  command += "' --mutant ";
  command += mutant;
  return command;
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

TEST_P(MutantGate, FailsOnTheCapabilitiesOfItsFault) {
  const Mutant& mutant = GetParam();
  const testing::VectorsOnDisk& vectors = testing::synthetic_vectors_on_disk();
  ASSERT_TRUE(vectors.written.ok()) << vectors.written.error().to_string();
  const std::set<std::string> capabilities(mutant.capabilities.begin(), mutant.capabilities.end());
  const Result<GateRun> run = run_gate(
      vectors.manifest,
      testing::gate_options(vectors.folder.path(), mutant_command(mutant.name), capabilities));
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

// Over the capabilities the mutants plant faults in (the other vectors go to answer_request
// unchanged, which gate_synthetic_passes gates as `wolfsuite adapter`).
TEST(MutantGate, WithoutAFaultPassesEveryVectorOfTheMutatedCapabilities) {
  const testing::VectorsOnDisk& vectors = testing::synthetic_vectors_on_disk();
  ASSERT_TRUE(vectors.written.ok()) << vectors.written.error().to_string();
  std::set<std::string> capabilities;
  for (const Mutant& mutant : mutants()) {
    capabilities.insert(mutant.capabilities.begin(), mutant.capabilities.end());
  }
  const Result<GateRun> run =
      run_gate(vectors.manifest, testing::gate_options(vectors.folder.path(),
                                                       mutant_command("none"), capabilities));
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_GT(run->results.size(), 0u);
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
