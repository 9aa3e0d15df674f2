// Crafts the seed corpora of corpus/<target>/ (STYLE.md "Tests, fuzzers, benchmarks"), the same
// bytes on every machine: valid streams made by our compressors from seeded generated data of
// every pattern, truncated and corrupted variants of them, and one small file per codec error ID
// built from the codec headers' stream descriptions.
//
//   craft_corpus [--prune] OUT_DIR
//
// writes OUT_DIR/<target>/<verdict>_<name>.bin and, beside each, <that name>.json with its
// metadata; --prune also deletes the files this tool made earlier and makes no more
// (corpus/corpus_files.h). Regenerate the committed corpus with
// `cmake --build <build> --target regenerate_corpus`; the corpus test checks that the committed
// files are what this tool makes.
//
// raycaster_fuzzer's seeds (layout in fuzz/fuzz_inputs.h) are the synthetic set's maps seen from
// some of the views the golden frames use (reference/raycaster/golden_views.h), and an empty grid
// seen from outside it and from its middle. That target rejects no input, so every seed is a y_
// file by construction.
//
// The files go through the recipe book every crafting tool shares (recipe_book.h). A file's
// verdict comes from how it was made when that decides it (a compressor's output must expand; a
// stream cut short must be truncated; a hand-built command breaks one rule of the codec's header)
// and is then checked against the literal expander, with a warning when it disagrees. A corrupted
// variant has no verdict of its own: the literal expander classifies it (add_classified).
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/corpus_verdicts.h"
#include "corpus/decode_outcome.h"
#include "corpus/tools/recipe_book.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/fuzz_inputs.h"
#include "reference/opl2/synthetic_streams.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/scene.h"

namespace {

using json = nlohmann::json;
using namespace wolfsuite;
using corpus::concat;
using corpus::decodes;
using corpus::Expect;
using corpus::Input;
using corpus::must;
using corpus::Notes;
using corpus::RecipeBook;
using corpus::rejected;
using testing::BytePattern;
using testing::Rng;
using testing::WordPattern;

constexpr corpus::CraftingTool kCraftingTool = {"craft_corpus", "corpus/tools/craft_corpus.cc"};
// The codec targets have one expander and no findings, and this tool asks only the literal one,
// so a broken fast path cannot stop it: a disagreement is a warning (the corpus test checks both
// paths against the metadata).
const corpus::BookOptions kCodecBook = {
    .disagreement = corpus::Disagreement::kWarns,
    .decoder_fields = false,
    .recipe_verdict_from = "construction",
    .classified_verdict_from = "literal expander at crafting time",
};
constexpr std::uint16_t kTag = kDefaultRlewTag;
constexpr std::string_view kRlewSection = "seed 002 CA_RLEWexpand";
constexpr std::string_view kCarmackSection = "seed 002 CAL_CarmackExpand";
constexpr std::string_view kHuffmanSection = "seed 001 Vgadict, Vgagraph";
constexpr std::string_view kMapPlaneSection = "seed 002 Level Maps";
// Generated inputs: a small and a medium size per pattern.
constexpr std::size_t kSmallWords = 24;
constexpr std::size_t kMediumWords = 700;
constexpr std::size_t kSmallBytes = 64;
constexpr std::size_t kMediumBytes = 1500;

const corpus::Targets kRlewExpandTargets = {"rlew_expand_fuzzer", "rlew_differential_fuzzer"};
const corpus::Targets kCarmackExpandTargets = {"carmack_expand_fuzzer",
                                               "carmack_differential_fuzzer"};
const corpus::Targets kHuffmanExpandTargets = {"huffman_expand_fuzzer",
                                               "huffman_differential_fuzzer"};

// The literal expander's outcome (corpus/corpus_verdicts.h) in the form the recipe book reads.
std::optional<corpus::DecodeOutcome> literal_expander_outcome(std::string_view target,
                                                              ByteSpan input) {
  const std::optional<corpus::Outcome> outcome =
      corpus::corpus_outcome(target, input, corpus::Path::kLiteral);
  if (!outcome) return std::nullopt;
  return corpus::DecodeOutcome{
      outcome->accepted, "the literal expander", outcome->error_id, outcome->error_offset, {}};
}

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

std::string hex16(std::uint16_t value) {
  char text[8];
  std::snprintf(text, sizeof(text), "0x%04X", static_cast<unsigned>(value));
  return text;
}

Bytes words_of(std::initializer_list<std::uint16_t> words) {
  ByteWriter out;
  for (const std::uint16_t word : words) out.u16(word);
  return out.take();
}

Bytes generated_words(WordPattern pattern, std::size_t words, std::uint64_t seed) {
  Rng rng(seed);
  return testing::random_words(rng, words, pattern);
}

Bytes generated_bytes(BytePattern pattern, std::size_t count, std::uint64_t seed) {
  Rng rng(seed);
  return testing::random_bytes(rng, count, pattern);
}

// Every generated input gets its own seed, so no two files share data by accident.
std::uint64_t seed_for(std::string_view recipe, std::size_t index) {
  std::uint64_t seed = 0x5EED;
  for (const char c : recipe) seed = seed * 131 + static_cast<unsigned char>(c);
  return seed + index;
}

// Bytes [begin, end) of `input`.
Bytes slice(const Bytes& input, std::size_t begin, std::size_t end) {
  return Bytes(input.begin() + static_cast<std::ptrdiff_t>(begin),
               input.begin() + static_cast<std::ptrdiff_t>(end));
}

// A variant of a valid input: one byte after the `header` bytes changed; returns it and where.
std::pair<Bytes, std::size_t> corrupt(const Bytes& input, std::size_t header, std::uint64_t seed) {
  Rng rng(seed);
  Bytes out = input;
  const std::size_t at = header + rng.below(input.size() - header);
  out[at] ^= static_cast<std::uint8_t>(1 + rng.below(255));
  return {out, at};
}

// ---- RLEW expander layout: [u32 expanded size][u16 tag][stream] ---------------------------------

json rlew_input(std::size_t expanded_size, std::uint16_t tag) {
  return {{"layout", "fuzz/fuzz_inputs.h RLEW expander"},
          {"expanded_size", expanded_size},
          {"tag", hex16(tag)},
          {"stream_offset", fuzz::kRlewExpandHeaderBytes},
          {"error_offsets_from", "stream"}};
}

void craft_rlew_expand(RecipeBook& book) {
  const auto& targets = kRlewExpandTargets;
  auto add = [&](const std::string& stem, std::uint32_t size, std::uint16_t tag,
                 const Bytes& stream, const Expect& expect, const std::string& recipe,
                 const std::string& description, std::vector<std::string> catalogue_ids = {}) {
    book.add(targets, stem,
             Input{fuzz::make_rlew_expand_input(size, tag, stream), rlew_input(size, tag)}, expect,
             Notes{recipe, description, kRlewSection, std::move(catalogue_ids)});
  };

  std::vector<std::pair<std::string, Bytes>> medium_inputs;
  std::size_t index = 0;
  for (const WordPattern pattern : testing::kAllWordPatterns) {
    for (const std::size_t words : {kSmallWords, kMediumWords}) {
      const std::string name =
          std::string(testing::word_pattern_name(pattern)) + "_" + std::to_string(words) + "w";
      const Bytes plain = generated_words(pattern, words, seed_for("rlew", index++));
      const Bytes stream = must(rlew_compress(plain, kTag), "rlew_compress");
      add(name, static_cast<std::uint32_t>(plain.size()), kTag, stream, decodes(),
          "rlew_compress_generated",
          "rlew_compress output for " + std::to_string(words) + " generated " +
              testing::word_pattern_name(pattern) + " words, tag 0xABCD");
      if (words == kMediumWords) {
        medium_inputs.emplace_back(
            name,
            fuzz::make_rlew_expand_input(static_cast<std::uint32_t>(plain.size()), kTag, stream));
      }
    }
  }
  {
    const Bytes plain = generated_words(WordPattern::kMapLike, kMediumWords, seed_for("rlew0", 0));
    add("tag_0000_map_like_700w", static_cast<std::uint32_t>(plain.size()), 0x0000,
        must(rlew_compress(plain, 0x0000), "rlew_compress"), decodes(), "rlew_compress_other_tag",
        "rlew_compress output with tag 0x0000 for map-like words, where empty tiles (0) are tags");
  }

  // Hand-built streams with tag 0xABCD, each keeping or breaking one rule of rlew.h.
  const StreamCase cases[] = {
      {"zero_count_run",
       4,
       words_of({0x0001, kTag, 0, 0x0007, 0x0002}),
       decodes(),
       "rlew_zero_count_run",
       "a run of count 0 writes nothing (rlew.h); output 0x0001 0x0002",
       {"Q-RLEW-RUN-COUNT-0"}},
      {"run_of_the_tag_word", 2, words_of({kTag, 1, kTag}), decodes(), "rlew_tag_as_run",
       "the tag word itself written as a run of 1, as id's compressor does"},
      {"run_exactly_fills", 6, words_of({kTag, 3, 0x1234}), decodes(), "rlew_run_fills",
       "one run that ends exactly at the declared size"},
      {"trailing_input_ignored", 4, words_of({0x0001, 0x0002, kTag, 9, 9}), decodes(),
       "rlew_trailing_input", "input after the output is full is ignored, as the engine does"},
      {"truncated_empty", 2, Bytes{}, rejected("E-RLEW-TRUNCATED", 0), "rlew_minimal_truncated",
       "E-RLEW-TRUNCATED: no stream at all for one word"},
      {"truncated_after_tag", 4, words_of({kTag}), rejected("E-RLEW-TRUNCATED", 2),
       "rlew_truncated_after_tag", "E-RLEW-TRUNCATED: a run cut after its tag (count missing)"},
      {"truncated_after_count", 4, words_of({kTag, 2}), rejected("E-RLEW-TRUNCATED", 4),
       "rlew_truncated_after_count", "E-RLEW-TRUNCATED: a run cut after its count (value missing)"},
      {"truncated_lone_byte", 4, concat({words_of({0x0101}), Bytes{0x02}}),
       rejected("E-RLEW-TRUNCATED", 2), "rlew_truncated_lone_byte",
       "E-RLEW-TRUNCATED: a lone trailing byte where the second word should be"},
      {"run_overrun", 2, words_of({kTag, 2, 0x0505}), rejected("E-RLEW-RUN-OVERRUN", 0),
       "rlew_minimal_run_overrun",
       "E-RLEW-RUN-OVERRUN: a run of 2 words into a 1-word output (the engine's do/while loop "
       "would write past its buffer)"},
      {"run_overrun_after_literal", 4, words_of({0x0001, kTag, 3, 0x0505}),
       rejected("E-RLEW-RUN-OVERRUN", 2), "rlew_run_overrun_after_literal",
       "E-RLEW-RUN-OVERRUN: a run of 3 words with 1 word left; offset of the tag word"},
      {"odd_size", 3, words_of({0x0001, 0x0002}), rejected("E-RLEW-ODD-SIZE", 0),
       "rlew_minimal_odd_size", "E-RLEW-ODD-SIZE: declared size 3 is not whole words"},
      {"size_limit", 65536, Bytes{}, rejected("E-RLEW-SIZE-LIMIT", 0), "rlew_minimal_size_limit",
       "E-RLEW-SIZE-LIMIT: declared size 65536, above the 65534 a uint16 frame can hold"},
      {"size_limit_4gib", 0xFFFFFFFE, Bytes{}, rejected("E-RLEW-SIZE-LIMIT", 0),
       "rlew_size_limit_huge",
       "E-RLEW-SIZE-LIMIT: declared size 4 GiB - 2, rejected before anything is allocated"},
  };
  for (const StreamCase& c : cases) {
    add(c.stem, c.expanded_size, kTag, c.stream, c.expect, c.recipe, c.description,
        c.catalogue_ids);
  }

  std::size_t variant = 0;
  for (const auto& [name, input] : medium_inputs) {
    for (const std::size_t keep :
         {fuzz::kRlewExpandHeaderBytes + (input.size() - 6) / 2, input.size() - 1}) {
      add("cut_" + name + "_to_" + std::to_string(keep - fuzz::kRlewExpandHeaderBytes),
          load_u32le(input, 0), kTag, slice(input, fuzz::kRlewExpandHeaderBytes, keep),
          rejected("E-RLEW-TRUNCATED"), "rlew_cut_valid_stream",
          "E-RLEW-TRUNCATED: the valid " + name + " stream cut short");
    }
    const auto [bad, at] =
        corrupt(input, fuzz::kRlewExpandHeaderBytes, seed_for("rlewbad", variant++));
    book.add_classified(
        targets, "corrupt_" + name + "_at_" + std::to_string(at - fuzz::kRlewExpandHeaderBytes),
        Input{bad, rlew_input(load_u32le(bad, 0), kTag)},
        Notes{"rlew_corrupt_valid_stream",
              "the valid " + name + " stream with byte " +
                  std::to_string(at - fuzz::kRlewExpandHeaderBytes) + " of the stream changed",
              kRlewSection});
  }
}

// ---- Carmack expander layout: [u32 expanded size][stream] --------------------------------------

json carmack_input(std::size_t expanded_size) {
  return {{"layout", "fuzz/fuzz_inputs.h Carmack expander"},
          {"expanded_size", expanded_size},
          {"stream_offset", fuzz::kCarmackExpandHeaderBytes},
          {"error_offsets_from", "stream"}};
}

// A Carmack command word: count in the low byte, tag in the high byte.
Bytes command(std::uint8_t count, std::uint8_t tag) { return Bytes{count, tag}; }

// The 255 words 0x0100..0x01FE, so a near copy can reach back as far as a byte says.
Bytes words_0100_to_01fe() {
  ByteWriter out;
  for (std::uint16_t i = 0; i < 255; ++i) out.u16(static_cast<std::uint16_t>(0x0100 + i));
  return out.take();
}

void craft_carmack_expand(RecipeBook& book) {
  const auto& targets = kCarmackExpandTargets;
  auto add = [&](const std::string& stem, std::uint32_t size, const Bytes& stream,
                 const Expect& expect, const std::string& recipe, const std::string& description,
                 std::vector<std::string> catalogue_ids = {}) {
    book.add(targets, stem,
             Input{fuzz::make_carmack_expand_input(size, stream), carmack_input(size)}, expect,
             Notes{recipe, description, kCarmackSection, std::move(catalogue_ids)});
  };
  const Bytes literal = words_of({0x1111});

  std::vector<std::pair<std::string, Bytes>> medium_inputs;
  std::size_t index = 0;
  for (const WordPattern pattern : testing::kAllWordPatterns) {
    for (const std::size_t words : {kSmallWords, kMediumWords}) {
      const std::string name =
          std::string(testing::word_pattern_name(pattern)) + "_" + std::to_string(words) + "w";
      const Bytes plain = generated_words(pattern, words, seed_for("carmack", index++));
      const Bytes stream = must(carmack_compress(plain), "carmack_compress");
      add(name, static_cast<std::uint32_t>(plain.size()), stream, decodes(),
          "carmack_compress_generated",
          "carmack_compress output for " + std::to_string(words) + " generated " +
              testing::word_pattern_name(pattern) + " words");
      if (words == kMediumWords) {
        medium_inputs.emplace_back(name, fuzz::make_carmack_expand_input(
                                             static_cast<std::uint32_t>(plain.size()), stream));
      }
    }
  }

  // Hand-built streams, each keeping or breaking one rule of carmack.h.
  const StreamCase cases[] = {
      {"escaped_tag_words",
       4,
       concat({command(0, kCarmackNearTag), Bytes{0x12}, command(0, kCarmackFarTag), Bytes{0x34}}),
       decodes(),
       "carmack_escapes",
       "count 0 escapes: the literal words 0xA712 and 0xA834",
       {"Q-CARMACK-ESCAPE-COUNT-0"}},
      {"near_copy_overlapping", 8, concat({literal, command(3, kCarmackNearTag), Bytes{1}}),
       decodes(), "carmack_near_overlap",
       "a near copy of 3 words from 1 back repeats the one word written (count > back)"},
      {"far_copy", 8,
       concat({words_of({0x1111, 0x2222}), command(2, kCarmackFarTag), words_of({0})}), decodes(),
       "carmack_far_copy", "a far copy of words 0..1 of the output"},
      {"far_copy_overlapping", 8, concat({literal, command(3, kCarmackFarTag), words_of({0})}),
       decodes(), "carmack_far_overlap",
       "a far copy from word 0 of 3 words when only 1 is written: copies run word by word"},
      {"near_copy_255_back", 512,
       concat({words_0100_to_01fe(), command(1, kCarmackNearTag), Bytes{255}}), decodes(),
       "carmack_near_max_back", "a near copy from the farthest a byte can reach back, 255 words"},
      {"trailing_input_ignored", 2, concat({literal, command(9, kCarmackFarTag)}), decodes(),
       "carmack_trailing_input", "input after the output is full is ignored, as the engine does"},
      {"odd_size", 3, concat({literal, literal}), rejected("E-CARMACK-ODD-SIZE", 0),
       "carmack_minimal_odd_size", "E-CARMACK-ODD-SIZE: declared size 3 is not whole words"},
      {"size_limit", 65536, Bytes{}, rejected("E-CARMACK-SIZE-LIMIT", 0),
       "carmack_minimal_size_limit",
       "E-CARMACK-SIZE-LIMIT: declared size 65536, above the 65534 a uint16 frame can hold"},
      {"size_limit_4gib", 0xFFFFFFFE, Bytes{}, rejected("E-CARMACK-SIZE-LIMIT", 0),
       "carmack_size_limit_huge",
       "E-CARMACK-SIZE-LIMIT: declared size 4 GiB - 2, rejected before anything is allocated"},
      {"truncated_empty", 2, Bytes{}, rejected("E-CARMACK-TRUNCATED", 0),
       "carmack_minimal_truncated", "E-CARMACK-TRUNCATED: no stream at all for one word"},
      {"truncated_lone_byte", 4, concat({literal, Bytes{0x34}}), rejected("E-CARMACK-TRUNCATED", 3),
       "carmack_truncated_lone_byte",
       "E-CARMACK-TRUNCATED: half a word where the second should be"},
      {"truncated_near_back", 4, concat({literal, command(1, kCarmackNearTag)}),
       rejected("E-CARMACK-TRUNCATED", 4), "carmack_truncated_near",
       "E-CARMACK-TRUNCATED: a near copy without its back byte"},
      {"truncated_far_at", 4, concat({literal, command(1, kCarmackFarTag), Bytes{0}}),
       rejected("E-CARMACK-TRUNCATED", 5), "carmack_truncated_far",
       "E-CARMACK-TRUNCATED: a far copy with one byte of its uint16 position"},
      {"truncated_escape", 2, command(0, kCarmackNearTag), rejected("E-CARMACK-TRUNCATED", 2),
       "carmack_truncated_escape", "E-CARMACK-TRUNCATED: an escape without its low byte"},
      {"truncated_before_overrun", 4, concat({literal, command(5, kCarmackNearTag)}),
       rejected("E-CARMACK-TRUNCATED", 4), "carmack_check_order_truncation",
       "E-CARMACK-TRUNCATED, not OVERRUN: truncation is checked first (carmack.h)"},
      {"overrun_near", 4, concat({literal, command(2, kCarmackNearTag), Bytes{1}}),
       rejected("E-CARMACK-OVERRUN", 2), "carmack_minimal_overrun",
       "E-CARMACK-OVERRUN: a near copy of 2 words with 1 left (the engine's length would wrap)"},
      {"overrun_far", 4, concat({literal, command(2, kCarmackFarTag), words_of({0})}),
       rejected("E-CARMACK-OVERRUN", 2), "carmack_overrun_far",
       "E-CARMACK-OVERRUN: a far copy of 2 words with 1 left"},
      {"overrun_before_offset", 4, concat({literal, command(5, kCarmackNearTag), Bytes{0}}),
       rejected("E-CARMACK-OVERRUN", 2), "carmack_check_order_overrun",
       "E-CARMACK-OVERRUN, not NEAR-OFFSET: overrun is checked before the offset (carmack.h)"},
      {"near_offset_zero", 4, concat({literal, command(1, kCarmackNearTag), Bytes{0}}),
       rejected("E-CARMACK-NEAR-OFFSET", 2), "carmack_minimal_near_offset",
       "E-CARMACK-NEAR-OFFSET: back 0, a copy from the word being written"},
      {"near_offset_zero_long_copy", 512,
       concat({literal, command(255, kCarmackNearTag), Bytes{0}}),
       rejected("E-CARMACK-NEAR-OFFSET", 2), "carmack_near_offset_zero_long",
       "E-CARMACK-NEAR-OFFSET: back 0 for a copy of 255 words; distilled from a libFuzzer "
       "timeout of carmack_expand_fuzzer, where the fast expander looped on a copy from itself"},
      {"near_offset_before_start", 4, concat({literal, command(1, kCarmackNearTag), Bytes{2}}),
       rejected("E-CARMACK-NEAR-OFFSET", 2), "carmack_near_before_start",
       "E-CARMACK-NEAR-OFFSET: back 2 with 1 word written, a copy from before the output"},
      {"near_copy_first", 2, concat({command(1, kCarmackNearTag), Bytes{1}}),
       rejected("E-CARMACK-NEAR-OFFSET", 0), "carmack_near_first",
       "E-CARMACK-NEAR-OFFSET: a near copy before any word is written"},
      {"far_offset_unwritten", 4, concat({literal, command(1, kCarmackFarTag), words_of({1})}),
       rejected("E-CARMACK-FAR-OFFSET", 2), "carmack_minimal_far_offset",
       "E-CARMACK-FAR-OFFSET: a far copy from word 1 when only word 0 is written"},
      {"far_copy_first", 2, concat({command(1, kCarmackFarTag), words_of({0})}),
       rejected("E-CARMACK-FAR-OFFSET", 0), "carmack_far_first",
       "E-CARMACK-FAR-OFFSET: a far copy before any word is written"},
  };
  for (const StreamCase& c : cases) {
    add(c.stem, c.expanded_size, c.stream, c.expect, c.recipe, c.description, c.catalogue_ids);
  }

  std::size_t variant = 0;
  for (const auto& [name, input] : medium_inputs) {
    for (const std::size_t keep :
         {fuzz::kCarmackExpandHeaderBytes + (input.size() - 4) / 2, input.size() - 1}) {
      add("cut_" + name + "_to_" + std::to_string(keep - fuzz::kCarmackExpandHeaderBytes),
          load_u32le(input, 0), slice(input, fuzz::kCarmackExpandHeaderBytes, keep),
          rejected("E-CARMACK-TRUNCATED"), "carmack_cut_valid_stream",
          "E-CARMACK-TRUNCATED: the valid " + name + " stream cut short");
    }
    const auto [bad, at] =
        corrupt(input, fuzz::kCarmackExpandHeaderBytes, seed_for("carmackbad", variant++));
    book.add_classified(
        targets, "corrupt_" + name + "_at_" + std::to_string(at - fuzz::kCarmackExpandHeaderBytes),
        Input{bad, carmack_input(load_u32le(bad, 0))},
        Notes{"carmack_corrupt_valid_stream",
              "the valid " + name + " stream with byte " +
                  std::to_string(at - fuzz::kCarmackExpandHeaderBytes) + " of the stream changed",
              kCarmackSection});
  }
}

// ---- Huffman expander layout: [u8 dict choice][1024-byte VGADICT?][u32 expanded size][stream] ---

json huffman_input(bool vgadict, unsigned fixed_dict, std::size_t expanded_size) {
  json input = {{"layout", "fuzz/fuzz_inputs.h Huffman expander"},
                {"expanded_size", expanded_size},
                {"error_offsets_from", "stream"}};
  if (vgadict) {
    input["vgadict_offset"] = 1;
    input["stream_offset"] = 1 + kHuffmanDictBytes + 4;
  } else {
    input["fixed_dictionary"] = fuzz::fixed_huffman_dict_name(fixed_dict);
    input["stream_offset"] = 5;
  }
  return input;
}

HuffmanDict patched(HuffmanDict dict, std::size_t node, bool bit1, std::uint16_t value) {
  (bit1 ? dict.nodes[node].bit1 : dict.nodes[node].bit0) = value;
  return dict;
}

void craft_huffman_expand(RecipeBook& book) {
  const auto& targets = kHuffmanExpandTargets;
  auto add_with_dict = [&](const std::string& stem, const HuffmanDict& dict, std::uint32_t size,
                           const Bytes& stream, const Expect& expect, const std::string& recipe,
                           const std::string& description) {
    book.add(
        targets, stem,
        Input{fuzz::make_huffman_expand_input_with_vgadict(encode_huffman_dict(dict), size, stream),
              huffman_input(true, 0, size)},
        expect, Notes{recipe, description, kHuffmanSection});
  };
  auto add_fixed = [&](const std::string& stem, unsigned fixed, std::uint32_t size,
                       const Bytes& stream, const Expect& expect, const std::string& recipe,
                       const std::string& description) {
    book.add(targets, stem,
             Input{fuzz::make_huffman_expand_input_with_fixed_dict(fixed, size, stream),
                   huffman_input(false, fixed, size)},
             expect, Notes{recipe, description, kHuffmanSection});
  };

  std::vector<std::tuple<std::string, HuffmanDict, Bytes, Bytes>>
      medium;  // name, dict, plain, bits
  std::size_t index = 0;
  for (const BytePattern pattern : testing::kAllBytePatterns) {
    for (const std::size_t count : {kSmallBytes, kMediumBytes}) {
      const std::string name =
          std::string(testing::byte_pattern_name(pattern)) + "_" + std::to_string(count) + "b";
      const Bytes plain = generated_bytes(pattern, count, seed_for("huffman", index++));
      const HuffmanDict dict = huffman_build_dict_for(plain);
      const Bytes stream = must(huffman_compress(plain, dict), "huffman_compress");
      add_with_dict(name, dict, static_cast<std::uint32_t>(plain.size()), stream, decodes(),
                    "huffman_compress_generated",
                    "huffman_compress output for " + std::to_string(count) + " generated " +
                        testing::byte_pattern_name(pattern) +
                        " bytes, with the dictionary huffman_build_dict_for built for them");
      if (count == kMediumBytes) medium.emplace_back(name, dict, plain, stream);
    }
  }
  for (unsigned fixed = 0; fixed < fuzz::kFixedHuffmanDicts; ++fixed) {
    const std::string dict_name(fuzz::fixed_huffman_dict_name(fixed));
    Bytes plain = generated_bytes(BytePattern::kSkewed, 200, seed_for("huffmanfixed", fixed));
    for (unsigned value = 0; value < 256; ++value)
      plain.push_back(static_cast<std::uint8_t>(value));
    const Bytes stream =
        must(huffman_compress(plain, fuzz::fixed_huffman_dict(fixed)), "huffman_compress");
    add_fixed("fixed_" + dict_name + "_every_byte", fixed, static_cast<std::uint32_t>(plain.size()),
              stream, decodes(), "huffman_compress_fixed_dict",
              "huffman_compress output with the fixed " + dict_name +
                  " dictionary for skewed bytes and then every byte value once (every code "
                  "length the dictionary has)");
  }
  {
    const auto& [name, dict, plain, stream] = medium.front();
    add_with_dict("trailing_input_ignored", dict, static_cast<std::uint32_t>(plain.size()),
                  concat({stream, Bytes{0xFF, 0xFF}}), decodes(), "huffman_trailing_input",
                  "two bytes after the " + name + " stream; bits after a full output are ignored");
  }

  const HuffmanDict& flat = fuzz::fixed_huffman_dict(0);
  // Hand-built streams for the flat fixed dictionary (number 0), each breaking one rule of
  // huffman.h.
  const StreamCase flat_cases[] = {
      {"size_limit", (16u << 20) + 1, Bytes{}, rejected("E-HUFFMAN-SIZE-LIMIT", 0),
       "huffman_minimal_size_limit",
       "E-HUFFMAN-SIZE-LIMIT: declared size 16 MiB + 1, above Limits::max_huffman_output"},
      {"size_limit_4gib", 0xFFFFFFFF, Bytes{}, rejected("E-HUFFMAN-SIZE-LIMIT", 0),
       "huffman_size_limit_huge",
       "E-HUFFMAN-SIZE-LIMIT: declared size 4 GiB - 1, rejected before anything is allocated"},
      {"truncated_empty", 1, Bytes{}, rejected("E-HUFFMAN-TRUNCATED", 0),
       "huffman_minimal_truncated", "E-HUFFMAN-TRUNCATED: no bits at all for one byte"},
      {"truncated_mid_code", 2, Bytes{0x00}, rejected("E-HUFFMAN-TRUNCATED", 1),
       "huffman_truncated_mid_code",
       "E-HUFFMAN-TRUNCATED: the flat dictionary's 8-bit codes, one byte of bits for two "
       "bytes of output; offset is the input size"},
  };
  for (const StreamCase& c : flat_cases) {
    add_fixed(c.stem, 0, c.expanded_size, c.stream, c.expect, c.recipe, c.description);
  }
  // Streams for the flat dictionary with one child changed, each breaking one rule of huffman.h.
  struct DictCase {
    std::string stem;
    HuffmanDict dict;
    std::uint32_t expanded_size;
    Bytes stream;
    Expect expect;
    std::string recipe;
    std::string description;
  };
  const std::uint16_t child = flat.nodes[kHuffmanHeadNode].bit0;
  const DictCase dict_cases[] = {
      {"node_range_at_head", patched(flat, kHuffmanHeadNode, false, 0x01FF), 1, Bytes{0x00},
       rejected("E-HUFFMAN-NODE-RANGE", 0), "huffman_minimal_node_range",
       "E-HUFFMAN-NODE-RANGE: the head's bit0 child names node 255, the padding record"},
      {"node_range_second_byte", patched(flat, kHuffmanHeadNode, true, 0xFFFF), 2,
       Bytes{0x00, 0x01}, rejected("E-HUFFMAN-NODE-RANGE", 1), "huffman_node_range_second_byte",
       "E-HUFFMAN-NODE-RANGE: the head's bit1 child is 0xFFFF; the first byte's 8 zero "
       "bits reach a leaf, the second byte's first bit (1) meets it"},
      {"no_leaf_self_loop", patched(flat, kHuffmanHeadNode, false, 256 + kHuffmanHeadNode), 1,
       Bytes(32, 0x00), rejected("E-HUFFMAN-NO-LEAF", 31), "huffman_minimal_no_leaf",
       "E-HUFFMAN-NO-LEAF: the head's bit0 child is the head; 32 zero bytes, step 256 is "
       "in byte 31"},
      {"no_leaf_two_node_cycle", patched(flat, child - 256u, false, 256 + kHuffmanHeadNode), 1,
       Bytes(32, 0x00), rejected("E-HUFFMAN-NO-LEAF", 31), "huffman_no_leaf_cycle",
       "E-HUFFMAN-NO-LEAF: head -0-> node " + std::to_string(child - 256u) +
           " -0-> head; 32 zero bytes, step 256 is in byte 31"},
  };
  for (const DictCase& c : dict_cases) {
    add_with_dict(c.stem, c.dict, c.expanded_size, c.stream, c.expect, c.recipe, c.description);
  }
  {
    const Bytes short_dict(kHuffmanDictBytes - 24, 0x00);
    book.add(targets, "dict_size",
             Input{concat({Bytes{0x01}, short_dict}),
                   {{"layout", "fuzz/fuzz_inputs.h Huffman expander"},
                    {"vgadict_offset", 1},
                    {"vgadict_size", short_dict.size()},
                    {"error_offsets_from", "vgadict"}}},
             rejected("E-HUFFMAN-DICT-SIZE", 0),
             Notes{"huffman_minimal_dict_size",
                   "E-HUFFMAN-DICT-SIZE: the input ends 24 bytes before the end of its "
                   "VGADICT, so decode_huffman_dict gets 1000 bytes",
                   kHuffmanSection});
  }

  std::size_t variant = 0;
  for (const auto& [name, dict, plain, stream] : medium) {
    const Bytes input = fuzz::make_huffman_expand_input_with_vgadict(
        encode_huffman_dict(dict), static_cast<std::uint32_t>(plain.size()), stream);
    const std::size_t header = 1 + kHuffmanDictBytes + 4;
    const std::size_t keep = stream.size() - 1;
    add_with_dict("cut_" + name + "_to_" + std::to_string(keep), dict,
                  static_cast<std::uint32_t>(plain.size()), slice(stream, 0, keep),
                  rejected("E-HUFFMAN-TRUNCATED", keep), "huffman_cut_valid_stream",
                  "E-HUFFMAN-TRUNCATED: the valid " + name +
                      " stream without its last byte; offset is the input size");
    // One changed dictionary record, then one changed stream byte.
    Rng rng(seed_for("huffmanbad", variant++));
    Bytes bad_dict = input;
    const std::size_t record = rng.below(255);
    const std::size_t field = 1 + 4 * record + 2 * rng.below(2);
    bad_dict[field] = static_cast<std::uint8_t>(rng.below(256));
    bad_dict[field + 1] = static_cast<std::uint8_t>(rng.below(3));
    book.add_classified(targets, "corrupt_dict_" + name + "_node_" + std::to_string(record),
                        Input{bad_dict, huffman_input(true, 0, plain.size())},
                        Notes{"huffman_corrupt_dict",
                              "the valid " + name + " input with one child of dictionary node " +
                                  std::to_string(record) + " changed",
                              kHuffmanSection});
    const auto [bad, at] = corrupt(input, header, rng.next());
    book.add_classified(
        targets, "corrupt_" + name + "_at_" + std::to_string(at - header),
        Input{bad, huffman_input(true, 0, plain.size())},
        Notes{"huffman_corrupt_stream",
              "the valid " + name + " stream with byte " + std::to_string(at - header) + " changed",
              kHuffmanSection});
  }
}

// ---- Round trips: [u16 tag][word source], [word source], [u8 dict choice][...][byte source] -----

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

json huffman_roundtrip_input(unsigned mode, const Bytes& source) {
  static constexpr std::string_view kModes[] = {"built from the plain", "fixed",
                                                "built from counts", "VGADICT"};
  json input = source_input("fuzz/fuzz_inputs.h Huffman round trip", source, std::nullopt);
  input["dictionary"] = kModes[mode & 3];
  return input;
}

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

// ---- Map plane differential layout: [u16 tag][stored plane] -----------------------------------

json map_plane_input(std::uint16_t tag) {
  return {
      {"layout", "fuzz/fuzz_inputs.h map plane"},
      {"tag", hex16(tag)},
      {"stored_offset", fuzz::kMapPlaneHeaderBytes},
      {"error_offsets_from", "stored plane for Carmack errors, Carmack output for RLEW errors"}};
}

void craft_map_plane(RecipeBook& book) {
  const corpus::Targets targets = {"map_plane_differential_fuzzer"};
  auto add = [&](const std::string& stem, std::uint16_t tag, const Bytes& stored,
                 const Expect& expect, const std::string& recipe, const std::string& description) {
    book.add(targets, stem, Input{fuzz::make_map_plane_input(tag, stored), map_plane_input(tag)},
             expect, Notes{recipe, description, kMapPlaneSection});
  };

  std::vector<std::pair<std::string, Bytes>> valid;
  std::size_t index = 0;
  for (const WordPattern pattern : testing::kAllWordPatterns) {
    const std::string pattern_name = testing::word_pattern_name(pattern);
    const std::size_t words = pattern == WordPattern::kMapLike ? 4096 : 300;
    const Bytes plane = generated_words(pattern, words, seed_for("mapplane", index++));
    const Bytes stored = must(compress_map_plane(plane, kTag), "compress_map_plane");
    const std::string name = pattern_name + "_" + std::to_string(words) + "w";
    add(name, kTag, stored, decodes(), "compress_map_plane_generated",
        "compress_map_plane output for " + std::to_string(words) + " generated " + pattern_name +
            " words" + (words == 4096 ? " (a full 64x64 plane)" : ""));
    valid.emplace_back(name, fuzz::make_map_plane_input(kTag, stored));
  }
  {
    const Bytes plane = generated_words(WordPattern::kMapLike, 4096, seed_for("mapplane0", 0));
    add("tag_0000_map_like_4096w", 0x0000, must(compress_map_plane(plane, 0), "compress_map_plane"),
        decodes(), "compress_map_plane_other_tag",
        "a full map-like plane with tag 0x0000, where every empty tile is a tag word");
  }

  // Inner RLEW streams wrapped by the Carmack compressor, so only the RLEW stage fails.
  auto wrap = [](const Bytes& carmack_output) {
    return must(carmack_compress_framed(carmack_output), "carmack_compress_framed");
  };
  // Hand-built stored planes with tag 0xABCD, each breaking one rule of carmack.h or rlew.h.
  struct PlaneCase {
    std::string stem;
    Bytes stored;
    Expect expect;
    std::string recipe;
    std::string description;
  };
  const PlaneCase cases[] = {
      {"stored_empty", Bytes{}, rejected("E-CARMACK-TRUNCATED", 0), "map_plane_empty",
       "E-CARMACK-TRUNCATED: no bytes for the Carmack frame's size"},
      {"carmack_odd_size", concat({words_of({3}), words_of({0x0001, 0x0002})}),
       rejected("E-CARMACK-ODD-SIZE", 0), "map_plane_carmack_odd",
       "E-CARMACK-ODD-SIZE: the Carmack frame declares 3 bytes"},
      {"rlew_run_overrun", wrap(words_of({2, kTag, 2, 0x0505})), rejected("E-RLEW-RUN-OVERRUN", 2),
       "map_plane_rlew_overrun",
       "E-RLEW-RUN-OVERRUN inside a valid Carmack stream; the offset is in the Carmack output "
       "(the RLEW frame's size is at 0, the tag at 2)"},
      {"rlew_truncated", wrap(words_of({4, 0x0001})), rejected("E-RLEW-TRUNCATED", 4),
       "map_plane_rlew_truncated",
       "E-RLEW-TRUNCATED inside a valid Carmack stream: the RLEW frame declares 2 words, has 1"},
      {"rlew_odd_size", wrap(words_of({3, 0x0001, 0x0002})), rejected("E-RLEW-ODD-SIZE", 0),
       "map_plane_rlew_odd",
       "E-RLEW-ODD-SIZE: the RLEW frame inside the Carmack output declares 3"},
  };
  for (const PlaneCase& c : cases) add(c.stem, kTag, c.stored, c.expect, c.recipe, c.description);

  std::size_t variant = 0;
  for (const auto& [name, input] : valid) {
    const std::size_t keep = input.size() - 1;
    add("cut_" + name + "_to_" + std::to_string(keep - fuzz::kMapPlaneHeaderBytes), kTag,
        slice(input, fuzz::kMapPlaneHeaderBytes, keep), rejected("E-CARMACK-TRUNCATED"),
        "map_plane_cut_stored", "E-CARMACK-TRUNCATED: the valid " + name + " plane cut short");
    const auto [bad, at] =
        corrupt(input, fuzz::kMapPlaneHeaderBytes, seed_for("mapbad", variant++));
    book.add_classified(
        targets, "corrupt_" + name + "_at_" + std::to_string(at - fuzz::kMapPlaneHeaderBytes),
        Input{bad, map_plane_input(kTag)},
        Notes{"map_plane_corrupt_stored",
              "the valid " + name + " plane with stored byte " +
                  std::to_string(at - fuzz::kMapPlaneHeaderBytes) + " changed",
              kMapPlaneSection});
  }
}

// ---- Raycaster layout: fuzz/fuzz_inputs.h RaycasterInput ----------------------------------------

constexpr std::string_view kRaycasterSection =
    "seed 002 Level Maps; reference/raycaster/literal_renderer.h";
constexpr int kSeedWidth = 61;
constexpr int kSeedHeight = 37;

std::string tiles_text(std::int32_t fixed) {
  const std::string whole = std::to_string(fixed >> 16);
  return (fixed & 0xFFFF) == 0x8000 ? whole + ".5" : whole;
}

json raycaster_fields(const fuzz::RaycasterInput& input, const std::string& map_name) {
  json fields = {{"layout", "fuzz/fuzz_inputs.h raycaster"},
                 {"map", map_name},
                 {"view_x_tiles", tiles_text(input.view_x)},
                 {"view_y_tiles", tiles_text(input.view_y)},
                 {"angle_degrees", input.angle},
                 {"frame", std::to_string(input.width) + "x" + std::to_string(input.height)},
                 {"map_index", input.map_index},
                 {"spear", input.spear},
                 {"weapon", input.weapon},
                 {"demo_playback", input.demo_playback},
                 {"hurt_player", input.hurt_player},
                 {"textures", "the synthetic set's VSWAP"}};
  json doors = json::array();
  for (const std::uint16_t opening : input.door_open) doors.push_back(opening);
  fields["door_open"] = doors;
  if (input.pushwall_moving) {
    static constexpr std::array<std::string_view, 4> kDirections = {"north", "east", "south",
                                                                    "west"};
    fields["pushwall"] = {
        {"x", input.pushwall_x},
        {"y", input.pushwall_y},
        {"direction", kDirections[static_cast<std::size_t>(input.pushwall_direction)]},
        {"progress", input.progress},
        {"code", input.pushwall_code}};
  }
  return fields;
}

// A golden view (reference/raycaster/golden_views.h) of `map` as an input, in a 61x37 frame.
fuzz::RaycasterInput raycaster_view_input(const GameMap& map, int map_index,
                                          const raycaster::NamedView& named) {
  fuzz::RaycasterInput input;
  input.view_x = named.view.x;
  input.view_y = named.view.y;
  input.angle = named.view.angle;
  input.width = kSeedWidth;
  input.height = kSeedHeight;
  input.map_index = map_index;
  input.door_open = named.motion.door_open;
  if (input.door_open.size() > fuzz::kRaycasterDoorOpenings) {
    input.door_open.resize(fuzz::kRaycasterDoorOpenings);
  }
  if (const auto& wall = named.motion.pushwall) {
    input.pushwall_moving = true;
    input.pushwall_x = wall->x;
    input.pushwall_y = wall->y;
    input.pushwall_direction = static_cast<int>(wall->direction);
    input.progress = wall->progress;
    input.pushwall_code = wall->code;
  }
  input.plane0 = map.planes[0];
  input.plane1 = map.planes[1];
  return input;
}

// opl2_chip_fuzzer and opl2_differential_fuzzer take any bytes as a register stream
// (reference/opl2/synthetic_streams.h stream_from_bytes): y_ files by construction, one per
// feature stream, cut to what a seed may hold (kMaxFuzzSamples, max_len 3072: 1000 writes).
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

void craft_raycaster(RecipeBook& book) {
  const std::string target = "raycaster_fuzzer";
  const Result<MapSet> maps = synthetic_map_set();
  if (!maps.ok()) {
    std::fprintf(stderr, "craft_corpus: synthetic_map_set failed: %s\n",
                 maps.error().to_string().c_str());
    std::exit(1);
  }
  auto add = [&](const std::string& stem, const fuzz::RaycasterInput& input,
                 const std::string& map_name, const std::string& recipe,
                 const std::string& description) {
    book.add_accepted_by_construction(
        target, stem, Input{fuzz::raycaster_input_bytes(input), raycaster_fields(input, map_name)},
        Notes{recipe, description, kRaycasterSection});
  };

  constexpr bool kSpear = false;
  for (const int map_index : {0, 1}) {
    const auto* map = std::get_if<GameMap>(&maps->slots[static_cast<std::size_t>(map_index)]);
    if (map == nullptr) continue;
    const std::string map_name = "synthetic map " + std::to_string(map_index);
    const std::string stem = "synthetic_map" + std::to_string(map_index);
    const raycaster::Level level = raycaster::build_level(*map, map_index, kSpear);
    for (const raycaster::NamedView& named : raycaster::golden_views(*map, level, kSpear)) {
      fuzz::RaycasterInput input = raycaster_view_input(*map, map_index, named);
      if (named.name == "start") {
        add(stem + "_start", input, map_name, "raycaster_synthetic_start",
            "the player start's tile centre, looking its way (golden view \"start\"), every door "
            "closed, 61x37");
        input.weapon = 2;  // the pistol
        input.demo_playback = true;
        input.hurt_player = true;
        add(stem + "_start_pistol_demo_hurt", input, map_name, "raycaster_synthetic_start_options",
            "the start view with the pistol and the DEMO sprite drawn over it (demo playback: the "
            "player's tile is not marked seen) for a player at 10 health with 99 rounds");
      } else if (named.name == "oblique") {
        input.width = fuzz::kRaycasterMaxWidth;
        input.height = fuzz::kRaycasterMaxHeight;
        add(stem + "_oblique_96x64", input, map_name, "raycaster_synthetic_oblique",
            "the player start's tile centre at 37 degrees (golden view \"oblique\"), the "
            "largest frame the layout allows");
      } else if (named.name == "door") {
        // Different openings for the other doors, so each door's opening is read from its slot.
        for (std::size_t i = 1; i < input.door_open.size(); ++i) {
          input.door_open[i] = static_cast<std::uint16_t>(i * 0x0F0F);
        }
        add(stem + "_door_open", input, map_name, "raycaster_synthetic_door",
            "the first door's tile centre along its passage with that door open (golden view "
            "\"door\"), the other doors opened by different amounts");
      } else if (named.name == "pushing") {
        add(stem + "_pushwall_half_way", input, map_name, "raycaster_synthetic_pushing",
            "the tile before the first pushwall, looking at it, the pushwall half-way (32/64) "
            "into the tile behind it (golden view \"pushing\")");
      }
    }
  }

  fuzz::RaycasterInput outside;
  outside.view_x = -(4 << 16);
  outside.view_y = -(4 << 16);
  outside.angle = 315;
  outside.width = kSeedWidth;
  outside.height = kSeedHeight;
  add("empty_grid_from_outside", outside, "none: every tile empty", "raycaster_empty_outside",
      "an empty grid seen from 4 tiles north-west of its corner, looking south-east: the eye is "
      "outside the grid, so every ray stops at the first tile boundary it crosses, a border "
      "drawn in the missing-texture colour");
  fuzz::RaycasterInput one_pixel;
  one_pixel.view_x = (32 << 16) + (1 << 15);
  one_pixel.view_y = one_pixel.view_x;
  one_pixel.angle = -180;
  add("empty_grid_1x1", one_pixel, "none: every tile empty", "raycaster_empty_one_pixel",
      "a 1x1 frame from the middle of an empty grid, with a negative angle (-180 degrees: "
      "west); the ray ends on the grid's west edge");
}

std::optional<corpus::Crafted> craft() {
  RecipeBook book(kCraftingTool, literal_expander_outcome, kCodecBook);
  craft_rlew_expand(book);
  craft_carmack_expand(book);
  craft_huffman_expand(book);
  craft_word_roundtrips(book);
  craft_huffman_roundtrip(book);
  craft_map_plane(book);
  craft_raycaster(book);
  craft_opl2(book);
  return book.crafted();
}

}  // namespace

int main(int argc, char** argv) {
  return corpus::run_crafting_tool(argc, argv, kCraftingTool, craft);
}
