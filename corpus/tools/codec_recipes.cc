// The generated inputs, byte helpers and word expander files the codec crafting tool's recipe
// files share (codec_recipes.h).
#include "corpus/tools/codec_recipes.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite::corpus {

using testing::BytePattern;
using testing::Rng;
using testing::WordPattern;

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

std::uint64_t seed_for(std::string_view recipe, std::size_t index) {
  std::uint64_t seed = 0x5EED;
  for (const char c : recipe) seed = seed * 131 + static_cast<unsigned char>(c);
  return seed + index;
}

Bytes slice(const Bytes& input, std::size_t begin, std::size_t end) {
  return Bytes(input.begin() + static_cast<std::ptrdiff_t>(begin),
               input.begin() + static_cast<std::ptrdiff_t>(end));
}

std::pair<Bytes, std::size_t> corrupt(const Bytes& input, std::size_t header, std::uint64_t seed) {
  Rng rng(seed);
  Bytes out = input;
  const std::size_t at = header + rng.below(input.size() - header);
  out[at] ^= static_cast<std::uint8_t>(1 + rng.below(255));
  return {out, at};
}

NamedInputs add_compressed_words(RecipeBook& book, const WordExpander& expander) {
  NamedInputs medium_inputs;
  std::size_t index = 0;
  for (const WordPattern pattern : testing::kAllWordPatterns) {
    for (const std::size_t words : {kSmallWords, kMediumWords}) {
      const std::string name =
          std::string(testing::word_pattern_name(pattern)) + "_" + std::to_string(words) + "w";
      const Bytes plain = generated_words(pattern, words, seed_for(expander.codec, index++));
      const Bytes stream = expander.compress(plain);
      const auto size = static_cast<std::uint32_t>(plain.size());
      const Bytes input = expander.make_input(size, stream);
      book.add(
          expander.targets, name, Input{input, expander.layout(size)}, decodes(),
          Notes{expander.codec + "_compress_generated",
                expander.codec + "_compress output for " + std::to_string(words) + " generated " +
                    testing::word_pattern_name(pattern) + " words" + expander.compressed_note,
                expander.section});
      if (words == kMediumWords) medium_inputs.emplace_back(name, input);
    }
  }
  return medium_inputs;
}

void add_cut_and_corrupted(RecipeBook& book, const WordExpander& expander,
                           const NamedInputs& valid) {
  const std::size_t header = expander.header_bytes;
  std::size_t variant = 0;
  for (const auto& [name, input] : valid) {
    const std::uint32_t size = load_u32le(input, 0);
    for (const std::size_t keep : {header + (input.size() - header) / 2, input.size() - 1}) {
      book.add(expander.targets, "cut_" + name + "_to_" + std::to_string(keep - header),
               Input{expander.make_input(size, slice(input, header, keep)), expander.layout(size)},
               rejected(expander.truncated_id),
               Notes{expander.codec + "_cut_valid_stream",
                     expander.truncated_id + ": the valid " + name + " stream cut short",
                     expander.section});
    }
    const auto [bad, at] = corrupt(input, header, seed_for(expander.codec + "bad", variant++));
    book.add_classified(expander.targets, "corrupt_" + name + "_at_" + std::to_string(at - header),
                        Input{bad, expander.layout(load_u32le(bad, 0))},
                        Notes{expander.codec + "_corrupt_valid_stream",
                              "the valid " + name + " stream with byte " +
                                  std::to_string(at - header) + " of the stream changed",
                              expander.section});
  }
}

}  // namespace wolfsuite::corpus
