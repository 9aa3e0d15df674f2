// gate_adapter_bench: vectors per second of `wolfsuite gate` (gate/gate_run.h) with the example
// adapters of docs/examples/, one process per vector against batch mode (docs/ADAPTERS.md
// "Batch mode"), the targets: the Python adapter in batch mode at least 20x its speed one
// process per vector, the C adapter in batch mode at least 2,000 vectors a second.
//
//   name                                           one iteration
//   BM_GateAdapter/<adapter>/<mode>/wl1_codecs     run_gate over the codec vectors of the default
//                                                  synthetic set (rlew-expand, carmack-expand,
//                                                  huffman-expand: those of `wolfsuite vectors
//                                                  --game wl1`) at --jobs 2
// <adapter>: python (docs/examples/adapter.py by the python3 CMake found) or c (adapter.c built
// by the build); <mode>: per-process (batch mode not offered, as `--no-batch`) or batch.
// vectors_per_second (and items_per_second) count the vectors judged per second of wall time,
// adapter start-up and the gate's judging included. Every iteration must pass the rlew and
// carmack vectors (huffman-expand is "unsupported" to both adapters), or the benchmark reports an
// error instead of a time.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

#include "cli/vector_folder.h"
#include "decoders/wolf/synthetic_set.h"
#include "gate/adapter_process.h"
#include "gate/gate_run.h"
#include "gate/vectors_export.h"

namespace wolfsuite::bench {
namespace {

// The vectors, written once to a folder of their own, removed when the program ends.
struct VectorsFolder {
  std::filesystem::path path;
  gate::Manifest manifest;
  std::string problem;  // empty when the vectors were written
  ~VectorsFolder() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
};

void write_vectors(VectorsFolder& folder) {
  const auto files = synthetic_set_files(kDefaultSyntheticGame);
  if (!files.ok()) {
    folder.problem = files.error().to_string();
    return;
  }
  const gate::VectorsExport exported =
      gate::export_vectors({{synthetic_set_name(kDefaultSyntheticGame), *files, {}}}, {}, {});
  folder.manifest = exported.tree.manifest(exported.sets, "gate_adapter_bench");
  folder.path = std::filesystem::temp_directory_path() /
                ("wolfsuite-gate-adapter-bench-" + std::to_string(::getpid()));
  const Status written =
      cli::write_vector_folder(folder.path, exported.tree, gate::write_manifest(folder.manifest));
  if (!written.ok()) folder.problem = written.error().to_string();
}

void register_gate(const VectorsFolder& folder, const std::string& adapter_name,
                   const std::string& command, bool batch, int iterations) {
  const std::string name =
      "BM_GateAdapter/" + adapter_name + "/" + (batch ? "batch" : "per-process") + "/wl1_codecs";
  benchmark::RegisterBenchmark(
      name.c_str(),
      [&folder, command, batch](benchmark::State& state) {
        if (!folder.problem.empty()) {
          state.SkipWithError(folder.problem.c_str());
          return;
        }
        gate::GateOptions options;
        options.vectors_folder = folder.path;
        options.adapter = command;
        options.jobs = 2;
        options.batch = batch;
        options.required = {"rlew-expand", "carmack-expand"};
        options.selection.capabilities = {"rlew-expand", "carmack-expand", "huffman-expand"};
        std::size_t vectors = 0;
        for (auto _ : state) {
          const auto run = gate::run_gate(folder.manifest, options);
          if (!run.ok() || !run->passed()) {
            state.SkipWithError(run.ok() ? "a vector did not pass"
                                         : run.error().to_string().c_str());
            return;
          }
          vectors += run->results.size();
        }
        state.SetItemsProcessed(static_cast<std::int64_t>(vectors));
        state.counters["vectors_per_second"] =
            benchmark::Counter(static_cast<double>(vectors), benchmark::Counter::kIsRate);
      })
      ->Iterations(iterations)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
}

}  // namespace
}  // namespace wolfsuite::bench

int main(int argc, char** argv) {
  using namespace wolfsuite::bench;
  VectorsFolder folder;  // lives until the end of main: the benchmarks read it
  write_vectors(folder);
  const std::string python = wolfsuite::gate::shell_quoted(WOLFSUITE_PYTHON3) + " " +
                             wolfsuite::gate::shell_quoted(std::string(WOLFSUITE_SOURCE_DIR) +
                                                           "/docs/examples/adapter.py");
  const std::string c = wolfsuite::gate::shell_quoted(WOLFSUITE_EXAMPLE_ADAPTER_C);
  // One process per vector costs the interpreter's start-up each time: one pass is 20-30 s.
  register_gate(folder, "python", python, false, 1);
  register_gate(folder, "python", python, true, 10);
  register_gate(folder, "c", c, false, 5);
  register_gate(folder, "c", c, true, 50);

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
