// BM_HuffmanExpand/<variant>/<chunk>: VGAGRAPH chunks with their set's VGADICT. The fast decoder
// is compiled once per dictionary outside the timing, as a port compiles it once per file.
#include <algorithm>
#include <map>
#include <memory>
#include <string>

#include "bench/codec_bench.h"
#include "bench/unchecked_codecs.h"
#include "decoders/compress/huffman.h"

namespace wolfsuite::bench {
namespace {

struct SetDictionary {
  HuffmanDict dict;
  HuffmanDecoder decoder;
  UncheckedHuffmanTable table;
};

}  // namespace

void register_huffman_benchmarks(const BenchInputs& inputs) {
  std::map<std::string, std::shared_ptr<const SetDictionary>> dictionaries;
  for (const SetInputs& set : inputs.sets) {
    if (set.chunks.empty()) continue;
    auto dict = decode_huffman_dict(set.vgadict);
    if (!dict.ok()) continue;  // the inputs were expanded with it, so this does not happen
    HuffmanDecoder decoder(*dict);
    dictionaries[set.name] = std::make_shared<const SetDictionary>(
        SetDictionary{*dict, std::move(decoder), unchecked_huffman_table(set.vgadict)});
  }

  const auto groups = chunk_groups(inputs);
  const auto chunk_bytes = [](const ChunkInput& chunk) { return chunk.expanded.size(); };

  const auto copies =
      slack_copies(groups, [](const ChunkInput& chunk) { return chunk.huffman_bits(); });
  std::size_t largest = 0;
  for (const auto& [chunk, copy] : *copies) largest = std::max(largest, chunk->expanded.size());
  const auto out = std::make_shared<Bytes>(unchecked_output_buffer(largest));

  for (const auto& group : groups) {
    const auto found = dictionaries.find(group.set);
    if (found == dictionaries.end()) continue;
    const std::shared_ptr<const SetDictionary> dictionary = found->second;

    register_expand(
        "BM_HuffmanExpand/literal/" + group.name, group, chunk_bytes,
        [dictionary](const ChunkInput& chunk, std::size_t) {
          const auto expanded = huffman_expand_literal(
              chunk.huffman_bits(), chunk.huffman_expanded_size(), dictionary->dict);
          return expanded.ok() ? compare_output(chunk.expanded, *expanded)
                               : expanded.error().to_string();
        },
        [dictionary](const ChunkInput& chunk, std::size_t) {
          auto expanded = huffman_expand_literal(chunk.huffman_bits(),
                                                 chunk.huffman_expanded_size(), dictionary->dict);
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        });

    register_expand(
        "BM_HuffmanExpand/fast/" + group.name, group, chunk_bytes,
        [dictionary](const ChunkInput& chunk, std::size_t) -> std::string {
          if (!dictionary->decoder.is_tree()) return "the set's VGADICT did not compile to a tree";
          const auto expanded =
              dictionary->decoder.expand(chunk.huffman_bits(), chunk.huffman_expanded_size());
          return expanded.ok() ? compare_output(chunk.expanded, *expanded)
                               : expanded.error().to_string();
        },
        [dictionary](const ChunkInput& chunk, std::size_t) {
          auto expanded =
              dictionary->decoder.expand(chunk.huffman_bits(), chunk.huffman_expanded_size());
          if (!expanded.ok()) return false;
          benchmark::DoNotOptimize(expanded->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);

    register_expand(
        "BM_HuffmanExpand/unchecked/" + group.name, group, chunk_bytes,
        [dictionary, copies, in = slack_inputs(*copies, group), out](const ChunkInput& chunk,
                                                                     std::size_t i) {
          huffman_expand_unchecked(in[i], out->data(), chunk.huffman_expanded_size(),
                                   dictionary->table);
          return compare_output(chunk.expanded, ByteSpan(*out).first(chunk.expanded.size()));
        },
        [dictionary, copies, in = slack_inputs(*copies, group), out](const ChunkInput& chunk,
                                                                     std::size_t i) {
          huffman_expand_unchecked(in[i], out->data(), chunk.huffman_expanded_size(),
                                   dictionary->table);
          benchmark::DoNotOptimize(out->data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);
  }
}

}  // namespace wolfsuite::bench
