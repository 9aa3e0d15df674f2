// The codec crafting tool's recipes (craft_corpus.cc) for opl2_chip_fuzzer and
// opl2_differential_fuzzer, which take any bytes as a register stream
// (reference/opl2/synthetic_streams.h stream_from_bytes).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "corpus/tools/codec_recipes.h"
#include "reference/opl2/synthetic_streams.h"

namespace wolfsuite::corpus {

// y_ files by construction, one per feature stream, cut to what a seed may hold
// (kMaxFuzzSamples, max_len 3072: 1000 writes).
void craft_opl2(RecipeBook& book) {
  constexpr std::size_t kMaxSeedWrites = 1000;
  constexpr std::uint32_t kSeedSamples = opl2::kMaxFuzzSamples - 1024;
  for (const opl2::NamedStream& named : opl2::feature_streams()) {
    opl2::RegisterStream cut;
    for (const opl2::RegisterWrite& write : named.stream.writes) {
      if (write.sample >= kSeedSamples || cut.writes.size() == kMaxSeedWrites) break;
      cut.writes.push_back(write);
    }
    Bytes bytes = opl2::stream_bytes(cut);
    bytes.resize(std::min<std::size_t>(bytes.size(), 3 * kMaxSeedWrites));
    std::string stem = named.name;
    std::replace(stem.begin(), stem.end(), '-', '_');
    for (const std::string target : {"opl2_chip_fuzzer", "opl2_differential_fuzzer"}) {
      book.add_accepted_by_construction(
          target, stem,
          Input{bytes,
                {{"layout",
                  "reference/opl2/synthetic_streams.h stream_from_bytes: gap, address, "
                  "value a write"}}},
          Notes{"opl2_feature_stream",
                "the feature stream \"" + named.name +
                    "\" of reference/opl2/synthetic_streams.h, its first " +
                    std::to_string(bytes.size() / 3) + " writes",
                "reference/opl2/README.md"});
    }
  }
}

}  // namespace wolfsuite::corpus
