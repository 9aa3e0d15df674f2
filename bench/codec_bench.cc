// codec_bench: loads the inputs (bench_inputs.h), registers every area's benchmarks, then runs
// Google Benchmark as usual (all its --benchmark_* flags apply).
#include "bench/codec_bench.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

namespace wolfsuite::bench {
namespace {

template <typename Item>
std::vector<InputGroup<Item>> groups_of(const BenchInputs& inputs,
                                        std::vector<Item> SetInputs::*items,
                                        const char* all_suffix) {
  std::vector<InputGroup<Item>> groups;
  for (const SetInputs& set : inputs.sets) {
    for (const Item& item : set.*items) groups.push_back({item.name, set.name, {&item}});
  }
  for (const SetInputs& set : inputs.sets) {
    if ((set.*items).empty()) continue;
    InputGroup<Item> all{set.name + all_suffix, set.name, {}, true};
    for (const Item& item : set.*items) all.items.push_back(&item);
    groups.push_back(std::move(all));
  }
  return groups;
}

}  // namespace

std::vector<InputGroup<PlaneInput>> plane_groups(const BenchInputs& inputs) {
  return groups_of(inputs, &SetInputs::planes, "_all_planes");
}

std::vector<InputGroup<ChunkInput>> chunk_groups(const BenchInputs& inputs) {
  return groups_of(inputs, &SetInputs::chunks, "_all_chunks");
}

std::string compare_output(ByteSpan want, ByteSpan got) {
  if (want.size() != got.size()) {
    return "output is " + std::to_string(got.size()) + " bytes, the literal expander's " +
           std::to_string(want.size());
  }
  for (std::size_t i = 0; i < want.size(); ++i) {
    if (want[i] != got[i]) {
      return "output differs from the literal expander's at byte " + std::to_string(i);
    }
  }
  return "";
}

}  // namespace wolfsuite::bench

int main(int argc, char** argv) {
  using namespace wolfsuite::bench;
  // Lives until the end of main: every registered benchmark points into it.
  const BenchInputs inputs = load_bench_inputs();
  std::string summary;
  for (const std::string& note : inputs.notes) {
    std::fprintf(stderr, "codec_bench: %s\n", note.c_str());
    if (note.find("skipped") == std::string::npos) summary += (summary.empty() ? "" : "; ") + note;
  }
  benchmark::AddCustomContext("wolfsuite_inputs", summary);

  register_rlew_benchmarks(inputs);
  register_carmack_benchmarks(inputs);
  register_huffman_benchmarks(inputs);
  register_map_plane_benchmarks(inputs);
  register_level_benchmarks(inputs);
  register_memory_benchmarks(inputs);

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
