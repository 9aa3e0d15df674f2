#include "decoders/core/error.h"

#include <gtest/gtest.h>

#include "decoders/core/findings.h"

namespace wolfsuite {
namespace {

Result<int> half_of_even(int value) {
  if (value % 2 != 0) return malformed("E-TEST-ODD", 7, "odd");
  return value / 2;
}

Result<int> quarter_of(int value) {
  WS_ASSIGN_OR_RETURN(const int half, half_of_even(value));
  WS_ASSIGN_OR_RETURN(const int quarter, half_of_even(half));
  return quarter;
}

TEST(Result, CarriesValueOrErrorAndPropagatesTheFirstError) {
  EXPECT_EQ(*quarter_of(8), 2);
  const auto failed = quarter_of(6);
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.error().id, "E-TEST-ODD");
  EXPECT_EQ(failed.error().offset, 7u);
}

TEST(Error, ToStringNamesIdOffsetAndMessage) {
  const Error error = over_limit("E-TEST-BIG", 12, "too big");
  EXPECT_EQ(error.kind, ErrorKind::kLimit);
  EXPECT_EQ(error.to_string(), "E-TEST-BIG at byte 12: too big");
  EXPECT_EQ(internal_error("E-X", 0, "").kind, ErrorKind::kInternal);
}

TEST(Findings, RecordsQuirksInOrderAndAnswersContains) {
  Findings findings;
  EXPECT_TRUE(findings.empty());
  findings.add("W-TEST-A", 3, "first");
  findings.add("W-TEST-B", 9, "second");
  ASSERT_EQ(findings.items().size(), 2u);
  EXPECT_EQ(findings.items()[1].offset, 9u);
  EXPECT_TRUE(findings.contains("W-TEST-A"));
  EXPECT_FALSE(findings.contains("W-TEST-C"));
}

}  // namespace
}  // namespace wolfsuite
