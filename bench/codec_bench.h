#pragma once
// What the area files of codec_bench share: the input groups every variant runs over, and one
// registration helper, so that `literal`, `fast` and `unchecked` time exactly the same loop around
// different expanders.
//
// Names: BM_<Codec>Expand/<variant>/<input>, where <input> is one item ("wl1_map0_plane0",
// "wl1_chunk3") or a whole set's items per iteration ("wl1_all_planes", "wl1_all_chunks"; the
// README's table comes from these: --benchmark_filter=all_). The fast and unchecked variants of a
// whole set are also timed at first sight, BM_<Codec>Expand/<variant>/<input>/first_sight
// (branch_scrub.h).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench/bench_inputs.h"
#include "bench/branch_scrub.h"
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
  bool whole_set = false;          // "<set>_all_..."
};

// Whether register_expand also times a whole set at first sight.
enum class FirstSight { kNo, kAlso };

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

// Before timing, `check(item, index)` runs once per item and returns "" or what is wrong; the
// benchmark then reports that error instead of a time. False when it did.
template <typename Item, typename Check>
bool outputs_checked(benchmark::State& state, const std::vector<const Item*>& items,
                     const Check& check) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string problem = check(*items[i], i);
    if (!problem.empty()) {
      state.SkipWithError(problem.c_str());
      return false;
    }
  }
  return true;
}

inline constexpr const char* kExpanderFailed =
    "expander failed on an input it accepted before timing";

// A first-sight repetition expands about this many items, whatever the group's size: each costs a
// scrub of about 1 ms (branch_scrub.cc), so a repetition takes about 0.15 s.
inline constexpr std::size_t kFirstSightItemsPerRepetition = 150;

// Registers `name`, each iteration calling `expand(item, index)` for every item of the group in
// order (false when the expander fails), after the outputs_checked() check. Bytes processed per
// iteration: the sum of `expanded_bytes(item)`. With FirstSight::kAlso a whole set is registered
// a second time as `name`/first_sight: the predictor is scrubbed before each item and only the
// expansions are timed.
template <typename Item, typename SizeOf, typename Check, typename Expand>
void register_expand(const std::string& name, const InputGroup<Item>& group, SizeOf expanded_bytes,
                     Check check, Expand expand, FirstSight first_sight = FirstSight::kNo) {
  std::int64_t bytes_per_iteration = 0;
  for (const Item* item : group.items) {
    bytes_per_iteration += static_cast<std::int64_t>(expanded_bytes(*item));
  }
  benchmark::RegisterBenchmark(
      name.c_str(),
      [items = group.items, bytes_per_iteration, check, expand](benchmark::State& state) {
        if (!outputs_checked(state, items, check)) return;
        for (auto _ : state) {
          for (std::size_t i = 0; i < items.size(); ++i) {
            if (!expand(*items[i], i)) {
              state.SkipWithError(kExpanderFailed);
              return;
            }
          }
        }
        state.SetBytesProcessed(state.iterations() * bytes_per_iteration);
      });
  if (first_sight == FirstSight::kNo || !group.whole_set) return;
  const auto iterations = static_cast<benchmark::IterationCount>(
      (kFirstSightItemsPerRepetition + group.items.size() - 1) / group.items.size());
  benchmark::RegisterBenchmark(
      (name + "/first_sight").c_str(),
      [items = group.items, bytes_per_iteration, check = std::move(check),
       expand = std::move(expand)](benchmark::State& state) {
        if (!outputs_checked(state, items, check)) return;
        for (auto _ : state) {
          std::chrono::steady_clock::duration timed{};
          for (std::size_t i = 0; i < items.size(); ++i) {
            scrub_branch_predictor();
            const auto start = std::chrono::steady_clock::now();
            const bool expanded = expand(*items[i], i);
            timed += std::chrono::steady_clock::now() - start;
            if (!expanded) {
              state.SkipWithError(kExpanderFailed);
              return;
            }
          }
          state.SetIterationTime(std::chrono::duration<double>(timed).count());
        }
        state.SetBytesProcessed(state.iterations() * bytes_per_iteration);
      })
      ->UseManualTime()
      ->Iterations(iterations);
}

}  // namespace wolfsuite::bench
