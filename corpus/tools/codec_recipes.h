#pragma once
// What the recipe files of the codec crafting tool (craft_corpus.cc) share: one entry point per
// family of targets, each adding its files to the tool's recipe book, the document sections more
// than one family cites, the row of a hand-built stream table, and the generated inputs.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/recipe_book.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/bytes.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite::corpus {

// ---- The families (<family>_recipes.cc) --------------------------------------------------------

void craft_rlew_expand(RecipeBook& book);
void craft_carmack_expand(RecipeBook& book);
void craft_huffman_expand(RecipeBook& book);
void craft_map_plane(RecipeBook& book);
// rlew_, carmack_ and map_plane_roundtrip_fuzzer (roundtrip_recipes.cc).
void craft_word_roundtrips(RecipeBook& book);
void craft_huffman_roundtrip(RecipeBook& book);
void craft_raycaster(RecipeBook& book);
void craft_opl2(RecipeBook& book);

// ---- Shared by more than one family ------------------------------------------------------------

inline constexpr std::uint16_t kTag = kDefaultRlewTag;
inline constexpr std::string_view kRlewSection = "seed 002 CA_RLEWexpand";
inline constexpr std::string_view kCarmackSection = "seed 002 CAL_CarmackExpand";
inline constexpr std::string_view kHuffmanSection = "seed 001 Vgadict, Vgagraph";
inline constexpr std::string_view kMapPlaneSection = "seed 002 Level Maps";
// Generated words for the expanders: a small and a medium size per pattern.
inline constexpr std::size_t kSmallWords = 24;
inline constexpr std::size_t kMediumWords = 700;

// A hand-built stream that keeps or breaks one rule of its codec's header, in an expander's
// layout: one row of a codec's table.
struct StreamCase {
  std::string stem;
  std::uint32_t expanded_size;  // the layout's declared size, in bytes
  Bytes stream;
  Expect expect;
  std::string recipe;
  std::string description;
  std::vector<std::string> catalogue_ids = {};
};

// An expander target pair whose input is [u32 expanded size][codec fields][stream]: RLEW (the
// tag) and Carmack (none). Their files made from generated words are made the same way.
struct WordExpander {
  std::string codec;  // "rlew", "carmack": names the seeds, recipes and compressor
  Targets targets;
  std::string_view section;
  std::size_t header_bytes;  // the bytes before the stream
  std::string truncated_id;
  std::function<Bytes(const Bytes& plain)> compress;
  std::function<Bytes(std::uint32_t expanded_size, const Bytes& stream)> make_input;
  std::function<nlohmann::json(std::size_t expanded_size)> layout;
  std::string compressed_note;  // ends the description of a compressed file (", tag 0xABCD")
};
// A named input of an expander's layout.
using NamedInputs = std::vector<std::pair<std::string, Bytes>>;

// <codec>_compress output for kSmallWords and kMediumWords generated words of every pattern (y_);
// returns the medium ones' inputs.
NamedInputs add_compressed_words(RecipeBook& book, const WordExpander& expander);
// Each of `valid` with its stream cut to half and by one byte (n_, truncated), and with one byte
// of its stream changed (classified).
void add_cut_and_corrupted(RecipeBook& book, const WordExpander& expander,
                           const NamedInputs& valid);

// "0xABCD"
std::string hex16(std::uint16_t value);
// The words little-endian, as the codecs read them.
Bytes words_of(std::initializer_list<std::uint16_t> words);
Bytes generated_words(testing::WordPattern pattern, std::size_t words, std::uint64_t seed);
Bytes generated_bytes(testing::BytePattern pattern, std::size_t count, std::uint64_t seed);
// Every generated input gets its own seed, so no two files share data by accident.
std::uint64_t seed_for(std::string_view recipe, std::size_t index);
// Bytes [begin, end) of `input`.
Bytes slice(const Bytes& input, std::size_t begin, std::size_t end);
// A variant of a valid input: one byte after the `header` bytes changed; returns it and where.
std::pair<Bytes, std::size_t> corrupt(const Bytes& input, std::size_t header, std::uint64_t seed);

}  // namespace wolfsuite::corpus
