// BM_MapPlaneExpand/<variant>/<plane>: a whole GAMEMAPS plane, stored bytes to tiles (Carmack,
// then RLEW), the work a port does per plane when it loads a level.
#include <algorithm>
#include <memory>

#include "bench/codec_bench.h"
#include "bench/unchecked_codecs.h"
#include "decoders/compress/map_plane.h"

namespace wolfsuite::bench {

void register_map_plane_benchmarks(const BenchInputs& inputs) {
  const auto groups = plane_groups(inputs);
  const auto plane_bytes = [](const PlaneInput& plane) { return plane.plane.size(); };

  // The engine mallocs the Carmack output per plane and expands into a plane buffer it keeps;
  // here one scratch buffer and one output buffer are reused for every plane (fast and unchecked).
  const auto copies =
      slack_copies(groups, [](const PlaneInput& plane) { return ByteSpan(plane.stored); });
  std::size_t largest_stream = 0;
  std::size_t largest_plane = 0;
  for (const auto& [plane, copy] : *copies) {
    largest_stream = std::max(largest_stream, plane->rlew_stream.size());
    largest_plane = std::max(largest_plane, plane->plane.size());
  }
  const auto scratch = std::make_shared<Bytes>(unchecked_output_buffer(largest_stream));
  const auto out = std::make_shared<Bytes>(unchecked_output_buffer(largest_plane));

  for (const auto& group : groups) {
    register_expand(
        "BM_MapPlaneExpand/literal/" + group.name, group, plane_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded = expand_map_plane_literal(plane.stored, plane.rlew_tag);
          return expanded.ok() ? compare_output(plane.plane, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded = expand_map_plane_literal(plane.stored, plane.rlew_tag);
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    // fast: expand_map_plane_into over the same input copies, scratch and plane buffers as
    // unchecked (below), so neither gains from where its buffers happen to sit (README.md: the
    // place of the Carmack output relative to the plane moved unchecked by up to 1.8x); no
    // allocation and no fill. fast-bytes: expand_map_plane, which allocates and zero-fills both per
    // plane.
    register_expand(
        "BM_MapPlaneExpand/fast/" + group.name, group, plane_bytes,
        [copies, in = slack_inputs(*copies, group), scratch, out](const PlaneInput& plane,
                                                                  std::size_t i) {
          const auto size = expand_map_plane_into(ByteSpan(in[i], plane.stored.size()),
                                                  plane.rlew_tag, *scratch, *out);
          return size.ok() ? compare_output(plane.plane, ByteSpan(*out).first(*size))
                           : size.error().to_string();
        },
        [copies, in = slack_inputs(*copies, group), scratch, out](const PlaneInput& plane,
                                                                  std::size_t i) {
          if (!expand_map_plane_into(ByteSpan(in[i], plane.stored.size()), plane.rlew_tag, *scratch,
                                     *out)
                   .ok()) {
            return false;
          }
          benchmark::DoNotOptimize(out->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);

    register_expand(
        "BM_MapPlaneExpand/fast-bytes/" + group.name, group, plane_bytes,
        [](const PlaneInput& plane, std::size_t) {
          const auto expanded = expand_map_plane(plane.stored, plane.rlew_tag);
          return expanded.ok() ? compare_output(plane.plane, *expanded)
                               : expanded.error().to_string();
        },
        [](const PlaneInput& plane, std::size_t) {
          auto expanded = expand_map_plane(plane.stored, plane.rlew_tag);
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    register_expand(
        "BM_MapPlaneExpand/unchecked/" + group.name, group, plane_bytes,
        [copies, in = slack_inputs(*copies, group), scratch, out](const PlaneInput& plane,
                                                                  std::size_t i) {
          const std::size_t size =
              map_plane_expand_unchecked(in[i], scratch->data(), out->data(), plane.rlew_tag);
          return compare_output(plane.plane, ByteSpan(*out).first(size));
        },
        [copies, in = slack_inputs(*copies, group), scratch, out](const PlaneInput& plane,
                                                                  std::size_t i) {
          map_plane_expand_unchecked(in[i], scratch->data(), out->data(), plane.rlew_tag);
          benchmark::DoNotOptimize(out->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);
  }
}

}  // namespace wolfsuite::bench
