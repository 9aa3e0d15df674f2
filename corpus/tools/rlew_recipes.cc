// The codec crafting tool's recipes (craft_corpus.cc) for rlew_expand_fuzzer and
// rlew_differential_fuzzer: rlew_compress output for generated words of every pattern, hand-built
// streams for each rule of rlew.h, and cut and corrupted variants of the valid streams.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "corpus/tools/codec_recipes.h"
#include "decoders/compress/rlew.h"
#include "decoders/fixtures/generators.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;
using testing::WordPattern;

// ---- RLEW expander layout: [u32 expanded size][u16 tag][stream] ---------------------------------

namespace {

json rlew_input(std::size_t expanded_size, std::uint16_t tag) {
  return {{"layout", "fuzz/fuzz_inputs.h RLEW expander"},
          {"expanded_size", expanded_size},
          {"tag", hex16(tag)},
          {"stream_offset", fuzz::kRlewExpandHeaderBytes},
          {"error_offsets_from", "stream"}};
}

const WordExpander kRlew = {
    .codec = "rlew",
    .targets = {"rlew_expand_fuzzer", "rlew_differential_fuzzer"},
    .section = kRlewSection,
    .header_bytes = fuzz::kRlewExpandHeaderBytes,
    .truncated_id = "E-RLEW-TRUNCATED",
    .compress =
        [](const Bytes& plain) { return must(rlew_compress(plain, kTag), "rlew_compress"); },
    .make_input =
        [](std::uint32_t size, const Bytes& stream) {
          return fuzz::make_rlew_expand_input(size, kTag, stream);
        },
    .layout = [](std::size_t size) { return rlew_input(size, kTag); },
    .compressed_note = ", tag 0xABCD",
};

}  // namespace

void craft_rlew_expand(RecipeBook& book) {
  const Targets& targets = kRlew.targets;
  auto add = [&](const std::string& stem, std::uint32_t size, std::uint16_t tag,
                 const Bytes& stream, const Expect& expect, const std::string& recipe,
                 const std::string& description, std::vector<std::string> catalogue_ids = {}) {
    book.add(targets, stem,
             Input{fuzz::make_rlew_expand_input(size, tag, stream), rlew_input(size, tag)}, expect,
             Notes{recipe, description, kRlewSection, std::move(catalogue_ids)});
  };

  const NamedInputs medium_inputs = add_compressed_words(book, kRlew);
  {
    const Bytes plain = generated_words(WordPattern::kMapLike, kMediumWords, seed_for("rlew0", 0));
    add("tag_0000_map_like_700w", static_cast<std::uint32_t>(plain.size()), 0x0000,
        must(rlew_compress(plain, 0x0000), "rlew_compress"), decodes(), "rlew_compress_other_tag",
        "rlew_compress output with tag 0x0000 for map-like words, where empty tiles (0) are tags");
  }

  // Hand-built streams with tag 0xABCD, each keeping or breaking one rule of rlew.h.
  const StreamCase cases[] = {
      {"zero_count_run", 4, words_of({0x0001, kTag, 0, 0x0007, 0x0002}), decodes(),
       "rlew_zero_count_run", "a run of count 0 writes nothing (rlew.h); output 0x0001 0x0002",
       std::vector<std::string>{"Q-RLEW-RUN-COUNT-0"}},
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

  add_cut_and_corrupted(book, kRlew, medium_inputs);
}

}  // namespace wolfsuite::corpus
