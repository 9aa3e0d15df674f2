// Huffman against the real VGAGRAPH/VGADICT of each data set found (decoders/fixtures/real_data.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "decoders/compress/huffman.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/graphics.h"

namespace wolfsuite {
namespace {

struct GraphicsSet {
  std::string extension;
  Bytes vgahead;
  Bytes vgadict;
  Bytes vgagraph;
};

std::vector<GraphicsSet> graphics_sets() {
  std::vector<GraphicsSet> sets;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    const auto vgahead = files.file("vgahead");
    const auto vgadict = files.file("vgadict");
    const auto vgagraph = files.file("vgagraph");
    if (!vgahead || !vgadict || !vgagraph) continue;
    GraphicsSet set{files.extension, {}, {}, {}};
    for (auto [path, bytes] : {std::pair{*vgahead, &set.vgahead}, std::pair{*vgadict, &set.vgadict},
                               std::pair{*vgagraph, &set.vgagraph}}) {
      auto read = read_file(path);
      EXPECT_TRUE(read.ok()) << path;
      if (read.ok()) *bytes = std::move(*read);
    }
    sets.push_back(std::move(set));
  }
  return sets;
}

// How a chunk's stored bits go on after the bits huffman_compress writes for the same bytes with
// the same VGADICT. Measured: the original compressor writes one extra zero byte after a stream
// that ends on a byte boundary (not always), and some chunks are followed by the ASCII "!ID!".
struct Tails {
  int identical = 0;
  int zero_byte = 0;
  int signature = 0;
  int zero_byte_and_signature = 0;
};

struct ChunkCounts {
  std::size_t chunks = 0;
  std::size_t expanded = 0;
  Tails tails;
};

struct KnownSet {
  const char* extension;
  std::size_t vgagraph_bytes;
  ChunkCounts counts;
};
// Measured on the WL1 and SDM sets; every chunk but tile8 expands (none is sparse).
constexpr KnownSet kKnownSets[] = {
    {"wl1", 326568, {156, 155, {130, 22, 1, 2}}},
    {"sdm", 305891, {133, 132, {106, 23, 3, 0}}},
};

void add_tail(ByteSpan stored_bits, ByteSpan reencoded, Tails& tails) {
  ASSERT_GE(stored_bits.size(), reencoded.size());
  ASSERT_TRUE(std::equal(reencoded.begin(), reencoded.end(), stored_bits.begin()));
  const Bytes tail(stored_bits.begin() + static_cast<std::ptrdiff_t>(reencoded.size()),
                   stored_bits.end());
  const Bytes signature = {'!', 'I', 'D', '!'};
  const Bytes zero_and_signature = {0, '!', 'I', 'D', '!'};
  if (tail.empty()) {
    ++tails.identical;
  } else if (tail == Bytes{0}) {
    ++tails.zero_byte;
  } else if (tail == signature) {
    ++tails.signature;
  } else if (tail == zero_and_signature) {
    ++tails.zero_byte_and_signature;
  } else {
    ADD_FAILURE() << "unexpected tail of " << tail.size() << " bytes";
  }
}

// Expands every chunk with both expanders, re-encodes it and sorts the stored tails.
ChunkCounts check_set(const GraphicsSet& set) {
  ChunkCounts counts;
  Findings findings;
  auto head = decode_vgahead(set.vgahead, findings);
  auto dict = decode_huffman_dict(set.vgadict);
  EXPECT_TRUE(head.ok() && dict.ok());
  if (!head.ok() || !dict.ok()) return counts;
  const HuffmanDecoder decoder(*dict);
  EXPECT_TRUE(decoder.is_tree());
  counts.chunks = head->chunk_count();
  std::size_t tile8_index = 0;  // seed 001 "Tiles": right after the last picture
  for (std::size_t index = 0; index < head->chunk_count(); ++index) {
    auto stored = vgagraph_chunk_stored(set.vgagraph, *head, index);
    EXPECT_TRUE(stored.ok()) << index;
    if (!stored.ok() || stored->empty() || (index > 0 && index == tile8_index)) continue;
    ByteReader reader(*stored, "E-HUFFMAN-TRUNCATED");
    const auto declared = reader.u32();
    auto fast = huffman_expand_framed(*stored, decoder);
    EXPECT_TRUE(declared.ok() && fast.ok()) << "chunk " << index;
    if (!declared.ok() || !fast.ok()) continue;
    EXPECT_EQ(fast->size(), *declared) << "chunk " << index;
    auto literal = huffman_expand_literal(reader.rest(), *declared, *dict);
    EXPECT_TRUE(literal.ok() && *literal == *fast) << "chunk " << index;
    if (index == 0) tile8_index = 3 + fast->size() / 4;  // seed 001 "Pictures": 4 bytes each
    ++counts.expanded;
    auto reencoded = huffman_compress(*fast, *dict);
    EXPECT_TRUE(reencoded.ok()) << "chunk " << index;
    if (reencoded.ok()) add_tail(reader.rest(), *reencoded, counts.tails);
  }
  return counts;
}

TEST(HuffmanRealData,
     EveryVgagraphChunkButTile8ExpandsToItsSizeAndReencodesToAPrefixOfItsStoredBits) {
  const std::vector<GraphicsSet> sets = graphics_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const GraphicsSet& set : sets) {
    SCOPED_TRACE(set.extension);
    const ChunkCounts counts = check_set(set);
    EXPECT_GT(counts.expanded, 0u);
    for (const KnownSet& known : kKnownSets) {
      if (set.extension == known.extension && set.vgagraph.size() == known.vgagraph_bytes) {
        EXPECT_EQ(counts.chunks, known.counts.chunks);
        EXPECT_EQ(counts.expanded, known.counts.expanded);
        EXPECT_EQ(counts.tails.identical, known.counts.tails.identical);
        EXPECT_EQ(counts.tails.zero_byte, known.counts.tails.zero_byte);
        EXPECT_EQ(counts.tails.signature, known.counts.tails.signature);
        EXPECT_EQ(counts.tails.zero_byte_and_signature, known.counts.tails.zero_byte_and_signature);
      }
    }
  }
}

}  // namespace
}  // namespace wolfsuite
