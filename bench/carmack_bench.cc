// BM_CarmackExpand/<variant>/<plane>: the first stage of a map plane, from the stored GAMEMAPS
// bytes to the RLEW stream.
#include <algorithm>
#include <memory>
#include <span>

#include "bench/codec_bench.h"
#include "bench/unchecked_codecs.h"
#include "decoders/compress/carmack.h"

namespace wolfsuite::bench {

void register_carmack_benchmarks(const BenchInputs& inputs) {
  const auto groups = plane_groups(inputs);
  const auto stream_bytes = [](const PlaneInput& plane) { return plane.rlew_stream.size(); };

  const auto copies =
      slack_copies(groups, [](const PlaneInput& plane) { return plane.carmack_data(); });
  std::size_t largest = 0;
  for (const auto& [plane, copy] : *copies) largest = std::max(largest, plane->rlew_stream.size());
  const auto out = std::make_shared<Bytes>(unchecked_output_buffer(largest));

  for (const auto& group : groups) {
    register_expand(
        "BM_CarmackExpand/literal/" + group.name, group, stream_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded =
              carmack_expand_literal(plane.carmack_data(), plane.carmack_expanded_size());
          return expanded.ok() ? compare_output(plane.rlew_stream, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded =
              carmack_expand_literal(plane.carmack_data(), plane.carmack_expanded_size());
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    // fast: carmack_expand_into over the same input copies and the same output buffer as
    // unchecked (below), so neither gains from where its buffers happen to sit; no allocation and
    // no fill, as a port expanding into buffers it keeps. fast-bytes: the Bytes-returning call,
    // which allocates and zero-fills a fresh output each time.
    register_expand(
        "BM_CarmackExpand/fast/" + group.name, group, stream_bytes,
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          const auto dest = std::span(*out).first(plane.carmack_expanded_size());
          const Status expanded =
              carmack_expand_into(ByteSpan(in[i], plane.carmack_data().size()), dest);
          return expanded.ok() ? compare_output(plane.rlew_stream, dest)
                               : expanded.error().to_string();
        },
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          const auto dest = std::span(*out).first(plane.carmack_expanded_size());
          if (!carmack_expand_into(ByteSpan(in[i], plane.carmack_data().size()), dest).ok()) {
            return false;
          }
          benchmark::DoNotOptimize(dest.data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);

    register_expand(
        "BM_CarmackExpand/fast-bytes/" + group.name, group, stream_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded = carmack_expand(plane.carmack_data(), plane.carmack_expanded_size());
          return expanded.ok() ? compare_output(plane.rlew_stream, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded = carmack_expand(plane.carmack_data(), plane.carmack_expanded_size());
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    register_expand(
        "BM_CarmackExpand/unchecked/" + group.name, group, stream_bytes,
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          carmack_expand_unchecked(in[i], out->data(), plane.carmack_expanded_size());
          return compare_output(plane.rlew_stream, ByteSpan(*out).first(plane.rlew_stream.size()));
        },
        [copies, in = slack_inputs(*copies, group), out](const PlaneInput& plane, std::size_t i) {
          carmack_expand_unchecked(in[i], out->data(), plane.carmack_expanded_size());
          benchmark::DoNotOptimize(out->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);
  }
}

}  // namespace wolfsuite::bench
