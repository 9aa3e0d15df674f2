#pragma once
// What the area files of codec_bench share: the input groups every variant runs over, and one
// registration helper, so that `literal`, `fast` and `unchecked` time exactly the same loop around
// different expanders.
//
// Names: BM_<Codec>Expand/<variant>/<input>, where <input> is one item ("wl1_map0_plane0",
// "wl1_chunk3") or a whole set's items per iteration ("wl1_all_planes", "wl1_all_chunks"; the
// README's table comes from these: --benchmark_filter=all_).
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench/bench_inputs.h"
#include "bench/unchecked_codecs.h"

namespace wolfsuite::bench {

void register_rlew_benchmarks(const BenchInputs& inputs);
void register_carmack_benchmarks(const BenchInputs& inputs);
void register_huffman_benchmarks(const BenchInputs& inputs);
void register_map_plane_benchmarks(const BenchInputs& inputs);
void register_level_benchmarks(const BenchInputs& inputs);
void register_memory_benchmarks(const BenchInputs& inputs);

template <typename Item>
struct InputGroup {
  std::string name;                // "wl1_map0_plane0" or "wl1_all_planes"
  std::string set;                 // "wl1"
  std::vector<const Item*> items;  // expanded one after another in each iteration
};

// Each plane alone, then "<set>_all_planes" for every set with planes.
std::vector<InputGroup<PlaneInput>> plane_groups(const BenchInputs& inputs);
// Each chunk alone, then "<set>_all_chunks" for every set with chunks.
std::vector<InputGroup<ChunkInput>> chunk_groups(const BenchInputs& inputs);

// "" when `got` equals `want`, else a short description of the first difference.
std::string compare_output(ByteSpan want, ByteSpan got);

// For the unchecked variants: every item's input copied once with_slack(), shared by all the
// groups that hold the item, and the copies of one group's items in order.
template <typename Item>
using SlackCopies = std::map<const Item*, Bytes>;
template <typename Item, typename InputOf>
std::shared_ptr<const SlackCopies<Item>> slack_copies(const std::vector<InputGroup<Item>>& groups,
                                                      InputOf input_of) {
  auto copies = std::make_shared<SlackCopies<Item>>();
  for (const auto& group : groups) {
    for (const Item* item : group.items) {
      if (!copies->contains(item)) copies->emplace(item, with_slack(input_of(*item)));
    }
  }
  return copies;
}
template <typename Item>
std::vector<const std::uint8_t*> slack_inputs(const SlackCopies<Item>& copies,
                                              const InputGroup<Item>& group) {
  std::vector<const std::uint8_t*> inputs;
  for (const Item* item : group.items) inputs.push_back(copies.at(item).data());
  return inputs;
}

// Registers `name`. Before timing, `check(item, index)` runs once per item and returns "" or what
// is wrong (the benchmark then reports that error instead of a time). Each iteration calls
// `expand(item, index)` for every item of the group in order; it returns false when the expander
// fails. Bytes processed per iteration: the sum of `expanded_bytes(item)`.
template <typename Item, typename SizeOf, typename Check, typename Expand>
void register_expand(const std::string& name, const InputGroup<Item>& group, SizeOf expanded_bytes,
                     Check check, Expand expand) {
  std::int64_t bytes_per_iteration = 0;
  for (const Item* item : group.items) {
    bytes_per_iteration += static_cast<std::int64_t>(expanded_bytes(*item));
  }
  benchmark::RegisterBenchmark(
      name.c_str(), [items = group.items, bytes_per_iteration, check = std::move(check),
                     expand = std::move(expand)](benchmark::State& state) {
        for (std::size_t i = 0; i < items.size(); ++i) {
          const std::string problem = check(*items[i], i);
          if (!problem.empty()) {
            state.SkipWithError(problem.c_str());
            return;
          }
        }
        for (auto _ : state) {
          for (std::size_t i = 0; i < items.size(); ++i) {
            if (!expand(*items[i], i)) {
              state.SkipWithError("expander failed on an input it accepted before timing");
              return;
            }
          }
        }
        state.SetBytesProcessed(state.iterations() * bytes_per_iteration);
      });
}

}  // namespace wolfsuite::bench
