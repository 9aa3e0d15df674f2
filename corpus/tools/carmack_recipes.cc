// The codec crafting tool's recipes (craft_corpus.cc) for carmack_expand_fuzzer and
// carmack_differential_fuzzer: carmack_compress output for generated words of every pattern,
// hand-built streams for each rule of carmack.h, and cut and corrupted variants of the valid
// streams.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "corpus/tools/codec_recipes.h"
#include "decoders/compress/carmack.h"
#include "decoders/core/byte_writer.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;

// ---- Carmack expander layout: [u32 expanded size][stream] --------------------------------------

namespace {

json carmack_input(std::size_t expanded_size) {
  return {{"layout", "fuzz/fuzz_inputs.h Carmack expander"},
          {"expanded_size", expanded_size},
          {"stream_offset", fuzz::kCarmackExpandHeaderBytes},
          {"error_offsets_from", "stream"}};
}

const WordExpander kCarmack = {
    .codec = "carmack",
    .targets = {"carmack_expand_fuzzer", "carmack_differential_fuzzer"},
    .section = kCarmackSection,
    .header_bytes = fuzz::kCarmackExpandHeaderBytes,
    .truncated_id = "E-CARMACK-TRUNCATED",
    .compress =
        [](const Bytes& plain) { return must(carmack_compress(plain), "carmack_compress"); },
    .make_input = [](std::uint32_t size,
                     const Bytes& stream) { return fuzz::make_carmack_expand_input(size, stream); },
    .layout = [](std::size_t size) { return carmack_input(size); },
    .compressed_note = "",
};

// A Carmack command word: count in the low byte, tag in the high byte.
Bytes command(std::uint8_t count, std::uint8_t tag) { return Bytes{count, tag}; }

// The 255 words 0x0100..0x01FE, so a near copy can reach back as far as a byte says.
Bytes words_0100_to_01fe() {
  ByteWriter out;
  for (std::uint16_t i = 0; i < 255; ++i) out.u16(static_cast<std::uint16_t>(0x0100 + i));
  return out.take();
}

}  // namespace

void craft_carmack_expand(RecipeBook& book) {
  const Targets& targets = kCarmack.targets;
  auto add = [&](const std::string& stem, std::uint32_t size, const Bytes& stream,
                 const Expect& expect, const std::string& recipe, const std::string& description,
                 std::vector<std::string> catalogue_ids = {}) {
    book.add(targets, stem,
             Input{fuzz::make_carmack_expand_input(size, stream), carmack_input(size)}, expect,
             Notes{recipe, description, kCarmackSection, std::move(catalogue_ids)});
  };
  const Bytes literal = words_of({0x1111});

  const NamedInputs medium_inputs = add_compressed_words(book, kCarmack);

  // Hand-built streams, each keeping or breaking one rule of carmack.h.
  const StreamCase cases[] = {
      {"escaped_tag_words", 4,
       concat({command(0, kCarmackNearTag), Bytes{0x12}, command(0, kCarmackFarTag), Bytes{0x34}}),
       decodes(), "carmack_escapes", "count 0 escapes: the literal words 0xA712 and 0xA834",
       std::vector<std::string>{"Q-CARMACK-ESCAPE-COUNT-0"}},
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

  add_cut_and_corrupted(book, kCarmack, medium_inputs);
}

}  // namespace wolfsuite::corpus
