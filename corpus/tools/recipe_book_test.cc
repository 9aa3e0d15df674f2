#include "corpus/tools/recipe_book.h"

#include <gtest/gtest.h>

#include <optional>
#include <string_view>
#include <utility>

namespace wolfsuite::corpus {
namespace {

constexpr CraftingTool kTool = {"recipe_book_test", "corpus/tools/recipe_book_test.cc"};

// A target whose one decoder accepts an input starting with 0 and rejects any other with
// E-TEST-FIRST-BYTE at byte 0; an empty input is ignored.
std::optional<DecodeOutcome> first_byte_outcome(std::string_view, ByteSpan input) {
  if (input.empty()) return std::nullopt;
  DecodeOutcome outcome;
  outcome.decoder = "decode_first_byte";
  outcome.accepted = input[0] == 0;
  if (!outcome.accepted) outcome.error_id = "E-TEST-FIRST-BYTE";
  return outcome;
}

Input bytes(Bytes data) { return Input{std::move(data), {{"layout", "test"}}}; }
const Notes kNotes = {"test_recipe", "a test file", "nowhere"};

TEST(RecipeBook, AFileTheDecodersAgreeWithIsTakenWithItsDecoderFields) {
  RecipeBook book(kTool, first_byte_outcome);
  book.add("t", "one", bytes({1}), rejected("E-TEST-FIRST-BYTE"), kNotes);
  const std::optional<Crafted> crafted = book.crafted();
  ASSERT_TRUE(crafted.has_value());
  ASSERT_EQ(crafted->files.size(), 1u);
  EXPECT_EQ(crafted->files[0].name, "n_one.bin");
  EXPECT_EQ(crafted->files[0].metadata["expected_offset"], 0);
  EXPECT_EQ(crafted->files[0].metadata["decoder"], "decode_first_byte");
  EXPECT_EQ(crafted->summary_note, "");
}

TEST(RecipeBook, ADisagreementFailsTheBookByDefault) {
  RecipeBook book(kTool, first_byte_outcome);
  book.add("t", "wrong", bytes({1}), decodes(), kNotes);
  EXPECT_FALSE(book.crafted().has_value());
}

TEST(RecipeBook, AWarningBookKeepsTheRecipesVerdictAndCountsTheWarning) {
  RecipeBook book(kTool, first_byte_outcome,
                  {.disagreement = Disagreement::kWarns, .decoder_fields = false});
  book.add("t", "wrong", bytes({0}), rejected("E-TEST-FIRST-BYTE"), kNotes);
  const std::optional<Crafted> crafted = book.crafted();
  ASSERT_TRUE(crafted.has_value());
  ASSERT_EQ(crafted->files.size(), 1u);
  EXPECT_EQ(crafted->files[0].name, "n_wrong.bin");
  EXPECT_TRUE(crafted->files[0].metadata["expected_offset"].is_null());
  EXPECT_FALSE(crafted->files[0].metadata.contains("decoder"));
  EXPECT_EQ(crafted->summary_note, "1 warnings");
}

TEST(RecipeBook, OneRecipeGoesToEveryTargetNamed) {
  RecipeBook book(kTool, first_byte_outcome);
  book.add(Targets{"a", "b"}, "shared", bytes({0}), decodes(), kNotes);
  const std::optional<Crafted> crafted = book.crafted();
  ASSERT_TRUE(crafted.has_value());
  ASSERT_EQ(crafted->files.size(), 2u);
  EXPECT_EQ(crafted->files[0].target, "a");
  EXPECT_EQ(crafted->files[1].target, "b");
}

TEST(RecipeBook, AClassifiedFileTakesTheDecodersVerdictAndSkipsBytesItsTargetHas) {
  RecipeBook book(kTool, first_byte_outcome, {.classified_verdict_from = "the test decoder"});
  book.add("t", "valid", bytes({0}), decodes(), kNotes);
  book.add_classified(Targets{"t"}, "same_as_valid", bytes({0}), kNotes);
  book.add_classified(Targets{"t"}, "changed", bytes({7}), kNotes);
  const std::optional<Crafted> crafted = book.crafted();
  ASSERT_TRUE(crafted.has_value());
  ASSERT_EQ(crafted->files.size(), 2u);
  EXPECT_EQ(crafted->files[1].name, "n_changed.bin");
  EXPECT_EQ(crafted->files[1].metadata["verdict_from"], "the test decoder");
}

TEST(RecipeBook, AFileAcceptedByConstructionAsksNoDecoder) {
  RecipeBook book(kTool, {}, {.decoder_fields = false});
  book.add_accepted_by_construction("t", "anything", bytes({9}), kNotes);
  const std::optional<Crafted> crafted = book.crafted();
  ASSERT_TRUE(crafted.has_value());
  ASSERT_EQ(crafted->files.size(), 1u);
  EXPECT_EQ(crafted->files[0].name, "y_anything.bin");
  EXPECT_EQ(crafted->files[0].metadata["verdict_from"],
            "construction: the target accepts every input");
}

TEST(RecipeBook, TheSameBytesTwiceForOneTargetFailTheBook) {
  RecipeBook book(kTool, first_byte_outcome);
  book.add("t", "first", bytes({0}), decodes(), kNotes);
  book.add("t", "second", bytes({0}), decodes(), kNotes);
  EXPECT_FALSE(book.crafted().has_value());
}

}  // namespace
}  // namespace wolfsuite::corpus
