// BM_Memcpy/<input> and BM_Memset/<input>: the ceiling for an expander, the same number of bytes
// written in the same pieces (one call per plane or chunk) through the same loop as the codecs.
// Sources are the expanded outputs themselves, so they are as warm in cache as the codecs' inputs.
//   <set>_all_planes, <plane>        the plane sizes (RLEW and map-plane output)
//   <set>_all_rlew_streams           the Carmack output sizes
//   <set>_all_chunks, <chunk>        the Huffman output sizes
#include <algorithm>
#include <cstring>
#include <memory>
#include <string>

#include "bench/codec_bench.h"

namespace wolfsuite::bench {
namespace {

template <typename Item, typename Expanded>
void register_memory_pair(const std::string& input, const InputGroup<Item>& group,
                          Expanded expanded) {
  const auto expanded_bytes = [expanded](const Item& item) { return expanded(item).size(); };
  std::size_t largest = 0;
  for (const Item* item : group.items) largest = std::max(largest, expanded(*item).size());
  auto out = std::make_shared<Bytes>(largest);
  const auto no_check = [](const Item&, std::size_t) { return std::string(); };

  register_expand("BM_Memcpy/" + input, group, expanded_bytes, no_check,
                  [out, expanded](const Item& item, std::size_t) {
                    const Bytes& source = expanded(item);
                    std::memcpy(out->data(), source.data(), source.size());
                    benchmark::DoNotOptimize(out->data());
                    benchmark::ClobberMemory();
                    return true;
                  });
  register_expand("BM_Memset/" + input, group, expanded_bytes, no_check,
                  [out, expanded](const Item& item, std::size_t) {
                    std::memset(out->data(), 0, expanded(item).size());
                    benchmark::DoNotOptimize(out->data());
                    benchmark::ClobberMemory();
                    return true;
                  });
}

}  // namespace

void register_memory_benchmarks(const BenchInputs& inputs) {
  const auto plane = [](const PlaneInput& item) -> const Bytes& { return item.plane; };
  const auto rlew_stream = [](const PlaneInput& item) -> const Bytes& { return item.rlew_stream; };
  const auto chunk = [](const ChunkInput& item) -> const Bytes& { return item.expanded; };
  for (const auto& group : plane_groups(inputs)) {
    register_memory_pair(group.name, group, plane);
    if (group.items.size() > 1) {
      register_memory_pair(group.set + "_all_rlew_streams", group, rlew_stream);
    }
  }
  for (const auto& group : chunk_groups(inputs)) register_memory_pair(group.name, group, chunk);
}

}  // namespace wolfsuite::bench
