// AdPlug through the gate (README.md "AdPlug through the gate"): the synthetic set's sound
// vectors run by wolfsuite_adplug_adapter. AdPlug is not sample-exact to our chip, so the gate
// fails it; the test holds that the run completes, that each vector's report names its first
// differing sample, and prints how close each vector is (first differing sample, differing
// samples, largest and RMS difference against the expected output's own RMS level).
//
// The closeness is measured here against the expected PCM made by compute_capability, the bytes
// the exporter ships with these vectors.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <string>

#include "decoders/core/file_io.h"
#include "gate/capabilities.h"
#include "gate/test_adapters/vectors_on_disk.h"

namespace wolfsuite::gate {
namespace {

const std::set<std::string> kSoundCapabilities = {"opl2-pcm", "imf-pcm"};

std::int16_t sample_at(ByteSpan pcm, std::size_t index) {
  return static_cast<std::int16_t>(pcm[2 * index] | (pcm[2 * index + 1] << 8));
}

struct Closeness {
  std::size_t samples = 0;
  std::size_t first_difference = 0;  // == samples when none
  std::size_t differing = 0;
  int largest_difference = 0;
  double rms_difference = 0;
  double rms_expected = 0;
};

Closeness closeness(ByteSpan expected, ByteSpan actual) {
  Closeness c;
  c.samples = std::min(expected.size(), actual.size()) / 2;
  c.first_difference = c.samples;
  double difference_energy = 0;
  double expected_energy = 0;
  for (std::size_t i = 0; i < c.samples; ++i) {
    const int want = sample_at(expected, i);
    const int difference = sample_at(actual, i) - want;
    if (difference != 0) {
      c.first_difference = std::min(c.first_difference, i);
      ++c.differing;
    }
    c.largest_difference = std::max(c.largest_difference, std::abs(difference));
    difference_energy += static_cast<double>(difference) * difference;
    expected_energy += static_cast<double>(want) * want;
  }
  if (c.samples > 0) {
    c.rms_difference = std::sqrt(difference_energy / static_cast<double>(c.samples));
    c.rms_expected = std::sqrt(expected_energy / static_cast<double>(c.samples));
  }
  return c;
}

// The sound vectors' expected PCM, computed as the exporter computes the hash.
Bytes expected_output(const VectorTree& tree, const Vector& vector) {
  CapabilityInput input;
  input.params = vector.params;
  for (const auto& [role, path] : vector.inputs) input.inputs.emplace(role, tree.files().at(path));
  return compute_capability(vector.capability, input).output;
}

TEST(AdplugGate, SoundVectorsRunToTheEndWithTheirFirstDifference) {
  const VectorsExport& exported = testing::synthetic_export();
  Manifest manifest = exported.tree.manifest(exported.sets, "wolfsuite test");
  const ::wolfsuite::testing::ScratchFolder folder;
  std::map<std::string, Bytes> expected;
  for (Vector& vector : manifest.vectors) {
    if (!kSoundCapabilities.contains(vector.capability)) continue;
    Bytes pcm = expected_output(exported.tree, vector);
    ASSERT_EQ(pcm.size(), vector.expected.size) << vector.id;
    vector.expected.output = vector.id + ".pcm";
    expected[vector.id] = std::move(pcm);
  }
  ASSERT_GT(expected.size(), 1u);
  const Status written = testing::write_tree(exported.tree, manifest, folder.path());
  ASSERT_TRUE(written.ok()) << written.error().to_string();
  for (const auto& [id, pcm] : expected) {
    std::filesystem::create_directories((folder / id).parent_path());
    ASSERT_TRUE(write_output_file(folder / (id + ".pcm"), pcm).ok()) << id;
  }

  GateOptions options =
      testing::gate_options(folder.path(), WOLFSUITE_ADPLUG_ADAPTER, kSoundCapabilities);
  options.keep = folder / "kept";
  const Result<GateRun> run = run_gate(manifest, options);
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  ASSERT_EQ(run->results.size(), expected.size());
  std::printf("%-34s %9s %9s %9s %8s %9s %9s\n", "vector", "samples", "first", "differ", "largest",
              "rms diff", "rms want");
  for (const VectorResult& result : run->results) {
    ASSERT_TRUE(result.outcome == Outcome::kPass || result.outcome == Outcome::kFail)
        << result.id << ": " << outcome_name(result.outcome) << ", " << result.reason << "\n"
        << result.adapter_stderr;
    const Result<Bytes> actual = read_file(folder / "kept" / result.id / "output");
    ASSERT_TRUE(actual.ok()) << result.id << ": " << result.reason << "; " << result.adapter_message
                             << "; " << actual.error().to_string();
    EXPECT_EQ(actual->size(), expected.at(result.id).size()) << result.id;
    const Closeness c = closeness(expected.at(result.id), *actual);
    if (result.outcome == Outcome::kFail) {
      ASSERT_TRUE(result.difference.has_value()) << result.id;
      EXPECT_EQ(result.difference->facts.value("sample", c.samples), c.first_difference)
          << result.id << ": " << result.difference->summary;
    }
    std::printf("%-34s %9zu %9zu %9zu %8d %9.1f %9.1f\n", result.id.c_str(), c.samples,
                c.first_difference, c.differing, c.largest_difference, c.rms_difference,
                c.rms_expected);
  }
}

}  // namespace
}  // namespace wolfsuite::gate
