#include "cli/generated_inputs.h"

#include <gtest/gtest.h>

#include <set>

namespace wolfsuite::cli {
namespace {

TEST(GeneratedInputs, SameSeedGivesTheSameBytes) {
  const auto first = generated_word_inputs(kGeneratedSeed);
  const auto second = generated_word_inputs(kGeneratedSeed);
  ASSERT_EQ(first.size(), second.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].name, second[i].name);
    EXPECT_EQ(first[i].bytes, second[i].bytes) << first[i].name;
  }
  const auto bytes_first = generated_byte_inputs(kGeneratedSeed);
  const auto bytes_second = generated_byte_inputs(kGeneratedSeed);
  ASSERT_EQ(bytes_first.size(), bytes_second.size());
  for (std::size_t i = 0; i < bytes_first.size(); ++i) {
    EXPECT_EQ(bytes_first[i].bytes, bytes_second[i].bytes) << bytes_first[i].name;
  }
}

TEST(GeneratedInputs, OtherSeedGivesOtherBytes) {
  const auto a = generated_word_inputs(1);
  const auto b = generated_word_inputs(2);
  ASSERT_EQ(a.size(), b.size());
  EXPECT_NE(a.back().bytes, b.back().bytes);
}

TEST(GeneratedInputs, WordInputsAreEvenUniquelyNamedAndFitTheUint16Frame) {
  std::set<std::string> names;
  bool has_empty = false;
  bool has_largest = false;
  for (const GeneratedInput& input : generated_word_inputs(kGeneratedSeed)) {
    EXPECT_TRUE(names.insert(input.name).second) << input.name;
    EXPECT_EQ(input.bytes.size() % 2, 0u) << input.name;
    EXPECT_LE(input.bytes.size(), 65534u) << input.name;
    has_empty |= input.bytes.empty();
    has_largest |= input.bytes.size() == 65534;
  }
  EXPECT_TRUE(has_empty);
  EXPECT_TRUE(has_largest);
}

TEST(GeneratedInputs, TagDenseWordsHoldRlewAndCarmackTags) {
  for (const GeneratedInput& input : generated_word_inputs(kGeneratedSeed)) {
    if (input.name != "tag_dense/4096w") continue;
    std::size_t rlew_tags = 0;
    std::size_t carmack_tags = 0;
    for (std::size_t i = 0; i + 1 < input.bytes.size(); i += 2) {
      rlew_tags += input.bytes[i] == 0xCD && input.bytes[i + 1] == 0xAB;
      carmack_tags += input.bytes[i + 1] == 0xA7 || input.bytes[i + 1] == 0xA8;
    }
    EXPECT_GT(rlew_tags, 500u);
    EXPECT_GT(carmack_tags, 500u);
    return;
  }
  FAIL() << "no tag_dense/4096w input";
}

TEST(GeneratedInputs, SingleValueBytesHoldOneValue) {
  for (const GeneratedInput& input : generated_byte_inputs(kGeneratedSeed)) {
    if (input.name.rfind("single/", 0) != 0 || input.bytes.empty()) continue;
    EXPECT_EQ(std::set<std::uint8_t>(input.bytes.begin(), input.bytes.end()).size(), 1u)
        << input.name;
  }
}

}  // namespace
}  // namespace wolfsuite::cli
