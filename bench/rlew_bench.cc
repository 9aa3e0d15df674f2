// BM_RlewExpand/<variant>/<plane>: the second stage of a map plane, from the RLEW stream that
// Carmack expansion produced to the 64x64 plane.
#include <algorithm>
#include <memory>
#include <span>

#include "bench/codec_bench.h"
#include "bench/unchecked_codecs.h"
#include "decoders/compress/rlew.h"

namespace wolfsuite::bench {

void register_rlew_benchmarks(const BenchInputs& inputs) {
  const auto groups = plane_groups(inputs);
  const auto plane_bytes = [](const PlaneInput& plane) { return plane.plane.size(); };

  // Unchecked: inputs copied with slack, one output buffer reused for every plane (the engine
  // also expands into the same plane buffers level after level).
  const auto copies =
      slack_copies(groups, [](const PlaneInput& plane) { return plane.rlew_data(); });
  std::size_t largest = 0;
  for (const auto& [plane, copy] : *copies) largest = std::max(largest, plane->plane.size());
  const auto out = std::make_shared<Bytes>(unchecked_output_buffer(largest));

  for (const auto& group : groups) {
    register_expand(
        "BM_RlewExpand/literal/" + group.name, group, plane_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded =
              rlew_expand_literal(plane.rlew_data(), plane.rlew_expanded_size(), plane.rlew_tag);
          return expanded.ok() ? compare_output(plane.plane, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded =
              rlew_expand_literal(plane.rlew_data(), plane.rlew_expanded_size(), plane.rlew_tag);
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    // fast: rlew_expand_into over the same input copies and the same output buffer as unchecked
    // (below), so neither gains from where its buffers happen to sit; no allocation and no fill.
    // fast-bytes: the Bytes-returning call, which allocates and zero-fills a fresh plane each time.
    register_expand(
        "BM_RlewExpand/fast/" + group.name, group, plane_bytes,
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          const auto dest = std::span(*out).first(plane.rlew_expanded_size());
          const Status expanded =
              rlew_expand_into(ByteSpan(in[i], plane.rlew_data().size()), plane.rlew_tag, dest);
          return expanded.ok() ? compare_output(plane.plane, dest) : expanded.error().to_string();
        },
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          const auto dest = std::span(*out).first(plane.rlew_expanded_size());
          if (!rlew_expand_into(ByteSpan(in[i], plane.rlew_data().size()), plane.rlew_tag, dest)
                   .ok()) {
            return false;
          }
          benchmark::DoNotOptimize(dest.data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);

    register_expand(
        "BM_RlewExpand/fast-bytes/" + group.name, group, plane_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded =
              rlew_expand(plane.rlew_data(), plane.rlew_expanded_size(), plane.rlew_tag);
          return expanded.ok() ? compare_output(plane.plane, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded =
              rlew_expand(plane.rlew_data(), plane.rlew_expanded_size(), plane.rlew_tag);
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    register_expand(
        "BM_RlewExpand/unchecked/" + group.name, group, plane_bytes,
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          rlew_expand_unchecked(in[i], out->data(), plane.rlew_expanded_size(), plane.rlew_tag);
          return compare_output(plane.plane, ByteSpan(*out).first(plane.plane.size()));
        },
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          rlew_expand_unchecked(in[i], out->data(), plane.rlew_expanded_size(), plane.rlew_tag);
          benchmark::DoNotOptimize(out->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);
  }
}

}  // namespace wolfsuite::bench
