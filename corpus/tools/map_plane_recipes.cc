// The codec crafting tool's recipes (craft_corpus.cc) for map_plane_differential_fuzzer:
// compress_map_plane output for generated words of every pattern, hand-built stored planes for
// each rule of carmack.h and rlew.h a plane can break, and cut and corrupted variants.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "corpus/tools/codec_recipes.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/map_plane.h"
#include "decoders/fixtures/generators.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;
using testing::WordPattern;

// ---- Map plane differential layout: [u16 tag][stored plane] -----------------------------------

namespace {

json map_plane_input(std::uint16_t tag) {
  return {
      {"layout", "fuzz/fuzz_inputs.h map plane"},
      {"tag", hex16(tag)},
      {"stored_offset", fuzz::kMapPlaneHeaderBytes},
      {"error_offsets_from", "stored plane for Carmack errors, Carmack output for RLEW errors"}};
}

}  // namespace

void craft_map_plane(RecipeBook& book) {
  const corpus::Targets targets = {"map_plane_differential_fuzzer"};
  auto add = [&](const std::string& stem, std::uint16_t tag, const Bytes& stored,
                 const Expect& expect, const std::string& recipe, const std::string& description) {
    book.add(targets, stem, Input{fuzz::make_map_plane_input(tag, stored), map_plane_input(tag)},
             expect, Notes{recipe, description, kMapPlaneSection});
  };

  NamedInputs valid;
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

}  // namespace wolfsuite::corpus
