// The codec crafting tool's recipes (craft_corpus.cc) for the round trip targets
// (rlew_, carmack_, map_plane_ and huffman_roundtrip_fuzzer): raw and generated sources of every
// pattern, each a y_ file (the compressor and expander must agree on any plain).
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "corpus/tools/codec_recipes.h"
#include "decoders/compress/huffman.h"
#include "decoders/fixtures/generators.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;
using testing::BytePattern;
using testing::WordPattern;

// ---- Round trips: [u16 tag][word source], [word source], [u8 dict choice][...][byte source] -----

namespace {

json source_input(std::string_view layout, const Bytes& source, std::optional<std::uint16_t> tag) {
  json input = {{"layout", layout}, {"error_offsets_from", "plain"}};
  if (tag) input["tag"] = hex16(*tag);
  if (!source.empty() && source[0] >= 0x80) {
    input["source"] = "generated";
  } else {
    input["source"] = "raw";
  }
  return input;
}

}  // namespace

void craft_word_roundtrips(RecipeBook& book) {
  struct Target {
    std::string name;
    bool tagged;
    std::string_view section;
    std::string_view layout;
  };
  const Target targets[] = {
      {"rlew_roundtrip_fuzzer", true, kRlewSection, "fuzz/fuzz_inputs.h RLEW round trip"},
      {"carmack_roundtrip_fuzzer", false, kCarmackSection, "fuzz/fuzz_inputs.h Carmack round trip"},
      {"map_plane_roundtrip_fuzzer", true, kMapPlaneSection,
       "fuzz/fuzz_inputs.h map plane round trip"},
  };
  for (const Target& target : targets) {
    auto add = [&](const std::string& stem, std::uint16_t tag, const Bytes& source,
                   const std::string& recipe, const std::string& description) {
      const Bytes input = target.tagged ? concat({words_of({tag}), source}) : source;
      book.add(target.name, stem,
               Input{input, source_input(target.layout, source,
                                         target.tagged ? std::optional(tag) : std::nullopt)},
               decodes(), Notes{recipe, description, target.section});
    };
    std::size_t index = 0;
    for (std::size_t p = 0; p < std::size(testing::kAllWordPatterns); ++p) {
      const WordPattern pattern = testing::kAllWordPatterns[p];
      const std::string pattern_name = testing::word_pattern_name(pattern);
      const Bytes plain = generated_words(pattern, 200, seed_for(target.name, index++));
      add("raw_" + pattern_name + "_200w", kTag, fuzz::make_raw_source(plain),
          "raw_generated_words", "200 generated " + pattern_name + " words as raw input");
      const std::uint16_t words = pattern == WordPattern::kMapLike ? 4096 : 3000;
      const std::uint64_t seed = seed_for(target.name, index++);
      add("generated_" + pattern_name + "_" + std::to_string(words) + "w", kTag,
          fuzz::make_generated_source(static_cast<unsigned>(p), words, seed), "generated_source",
          "the generator call for " + std::to_string(words) + " " + pattern_name + " words (seed " +
              std::to_string(seed) + "), so far copies and long runs occur");
    }
    if (target.tagged) {
      add("raw_tag_0000_map_like", 0x0000,
          fuzz::make_raw_source(
              generated_words(WordPattern::kMapLike, 300, seed_for(target.name, 99))),
          "raw_other_tag", "map-like words with tag 0x0000, so every empty tile is a tag word");
    }
    add("raw_empty", kTag, fuzz::make_raw_source({}), "raw_empty", "no words at all");
    add("raw_odd_byte_dropped", kTag, fuzz::make_raw_source(Bytes{0xCD, 0xAB, 0xA7}), "raw_odd",
        "three raw bytes: the tag word, and a last odd byte the layout drops");
  }
}

namespace {

json huffman_roundtrip_input(unsigned mode, const Bytes& source) {
  static constexpr std::string_view kModes[] = {"built from the plain", "fixed",
                                                "built from counts", "VGADICT"};
  json input = source_input("fuzz/fuzz_inputs.h Huffman round trip", source, std::nullopt);
  input["dictionary"] = kModes[mode & 3];
  return input;
}

}  // namespace

void craft_huffman_roundtrip(RecipeBook& book) {
  const std::string target = "huffman_roundtrip_fuzzer";
  auto add = [&](const std::string& stem, std::uint8_t dict_choice, const Bytes& dict_data,
                 const Bytes& source, const Expect& expect, const std::string& recipe,
                 const std::string& description) {
    book.add(target, stem,
             Input{concat({Bytes{dict_choice}, dict_data, source}),
                   huffman_roundtrip_input(dict_choice & 3u, source)},
             expect, Notes{recipe, description, kHuffmanSection});
  };
  std::size_t index = 0;
  for (std::size_t p = 0; p < std::size(testing::kAllBytePatterns); ++p) {
    const BytePattern pattern = testing::kAllBytePatterns[p];
    const std::string pattern_name = testing::byte_pattern_name(pattern);
    add("built_raw_" + pattern_name + "_300b", 0, {},
        fuzz::make_raw_source(generated_bytes(pattern, 300, seed_for(target, index++))), decodes(),
        "raw_generated_bytes", "300 generated " + pattern_name + " bytes as raw input");
    const std::uint64_t seed = seed_for(target, index++);
    add("built_generated_" + pattern_name + "_6000b", 0, {},
        fuzz::make_generated_source(static_cast<unsigned>(p), 6000, seed), decodes(),
        "generated_source",
        "the generator call for 6000 " + pattern_name + " bytes (seed " + std::to_string(seed) +
            ")");
  }
  for (unsigned fixed = 0; fixed < fuzz::kFixedHuffmanDicts; ++fixed) {
    const std::string dict_name(fuzz::fixed_huffman_dict_name(fixed));
    add("fixed_" + dict_name, static_cast<std::uint8_t>(1 | (fixed << 2)), {},
        fuzz::make_generated_source(1, 2000, seed_for(target, index++)), decodes(), "fixed_dict",
        "2000 skewed bytes with the fixed " + dict_name + " dictionary");
  }
  {
    // Counts 2^55, 2^54, ... as huffman_count_from_byte reads them: a deep tree.
    Bytes counts(fuzz::kHuffmanCountBytes);
    for (std::size_t i = 0; i < counts.size(); ++i) {
      counts[i] = static_cast<std::uint8_t>(i < 48 ? 0xFF - i : 1);
    }
    Bytes plain;
    for (unsigned value = 0; value < 256; ++value)
      plain.push_back(static_cast<std::uint8_t>(value));
    add("counts_deep_tree", 2, counts, fuzz::make_raw_source(plain), decodes(), "counts_dict",
        "a dictionary built from counts 2^55, 2^54, ... 2^8 then 1: codes of up to ~56 bits, "
        "each byte value once");
  }
  const Bytes text = {'W', 'o', 'l', 'f', 'e', 'n', 's', 't', 'e', 'i', 'n', ' ', '3', '-', 'D'};
  {
    const HuffmanDict dict = huffman_build_dict_for(text);
    add("vgadict_built", 3, encode_huffman_dict(dict), fuzz::make_raw_source(text), decodes(),
        "vgadict", "a text with the VGADICT built for it, given as VGADICT bytes");
    // The leaf for 'f' now says 'W': 'f' has no code.
    HuffmanDict no_f = dict;
    for (HuffmanNode& node : no_f.nodes) {
      if (node.bit0 == 'f') node.bit0 = 'W';
      if (node.bit1 == 'f') node.bit1 = 'W';
    }
    add("vgadict_without_a_code", 3, encode_huffman_dict(no_f), fuzz::make_raw_source(text),
        rejected("E-HUFFMAN-NO-CODE", 3), "huffman_minimal_no_code",
        "E-HUFFMAN-NO-CODE: the VGADICT's leaf for 'f' says 'W', so the compressor finds no code "
        "for the 'f' at byte 3 of the plain");
  }
}

}  // namespace wolfsuite::corpus
