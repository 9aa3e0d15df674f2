#include "gate/expectations.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace wolfsuite::gate {
namespace {

using nlohmann::json;

Expectations sample_expectations() {
  Expectations expectations;
  expectations.entries = {
      {"wl1/vswap-page/page0001", "crash", "the page reader trusts the sprite's left edge",
       "https://example.org/port/issues/12"},
      {"wl1/vswap-page/*", "fail", "sprites are drawn from another offset", ""},
      {"**/render-view/*", "unsupported", "the port has no software renderer", ""}};
  return expectations;
}

json sample_json() { return json::parse(write_expectations(sample_expectations())); }

std::string error_id_of(const json& document) {
  const Result<Expectations> parsed = parse_expectations(document.dump());
  return parsed.ok() ? "" : parsed.error().id;
}

TEST(Expectations, WriteThenParseIsTheSameDocument) {
  const std::string text = write_expectations(sample_expectations());
  const Result<Expectations> parsed = parse_expectations(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(*parsed, sample_expectations());
  EXPECT_EQ(write_expectations(*parsed), text);
}

TEST(Expectations, AnEntryWithoutALinkIsWrittenWithoutOne) {
  const json written = sample_json();
  EXPECT_EQ(written["schema"], "wolfsuite-expectations/1");
  EXPECT_EQ(written["expectations"][0]["link"], "https://example.org/port/issues/12");
  EXPECT_FALSE(written["expectations"][1].contains("link"));
}

TEST(Expectations, AnotherSchemaIsRejected) {
  json document = sample_json();
  document["schema"] = "wolfsuite-expectations/2";
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-SCHEMA");
  EXPECT_EQ(error_id_of(json::object({{"expectations", json::array()}})),
            "E-GATE-EXPECTATIONS-FIELD");
}

TEST(Expectations, TextThatIsNoJsonObjectIsRejected) {
  EXPECT_EQ(parse_expectations("[]").error().id, "E-GATE-EXPECTATIONS-JSON");
  EXPECT_EQ(parse_expectations("{\"schema\": ").error().id, "E-GATE-EXPECTATIONS-JSON");
}

TEST(Expectations, AnUnknownOutcomeIsRejectedNamingTheField) {
  for (const std::string outcome : {"pass", "error", "flaky", ""}) {
    json document = sample_json();
    document["expectations"][1]["outcome"] = outcome;
    const Result<Expectations> parsed = parse_expectations(document.dump());
    ASSERT_FALSE(parsed.ok()) << outcome;
    EXPECT_EQ(parsed.error().id, "E-GATE-EXPECTATIONS-FIELD");
    EXPECT_NE(parsed.error().message.find("expectations[1].outcome"), std::string::npos)
        << parsed.error().message;
  }
}

TEST(Expectations, AMissingOrEmptyReasonIsRejected) {
  json document = sample_json();
  document["expectations"][0].erase("reason");
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-FIELD");
  document["expectations"][0]["reason"] = "";
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-FIELD");
  document["expectations"][0]["reason"] = 3;
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-FIELD");
}

TEST(Expectations, AnEmptyLinkIsRejected) {
  json document = sample_json();
  document["expectations"][1]["link"] = "";
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-FIELD");
}

TEST(Expectations, AnIdThatIsNoRelativePathIsRejected) {
  for (const std::string id : {"", "/wl1/*", "wl1/../x", "wl1//x", "wl1\\x"}) {
    json document = sample_json();
    document["expectations"][0]["id"] = id;
    EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-FIELD") << id;
  }
}

TEST(Expectations, TwoEntriesWithOneIdAreRejected) {
  json document = sample_json();
  document["expectations"].push_back(document["expectations"][1]);
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-DUPLICATE");
}

TEST(Expectations, AStringOverTheCapIsTooLarge) {
  json document = sample_json();
  document["expectations"][0]["reason"] = std::string(kMaxExpectationTextBytes, 'x');
  EXPECT_EQ(error_id_of(document), "");
  document["expectations"][0]["reason"] = std::string(kMaxExpectationTextBytes + 1, 'x');
  const Result<Expectations> parsed = parse_expectations(document.dump());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-GATE-EXPECTATIONS-TOO-LARGE");
  EXPECT_EQ(parsed.error().kind, ErrorKind::kLimit);
}

TEST(Expectations, MoreEntriesThanTheCapAreTooLarge) {
  json document = {{"schema", kExpectationsSchema}, {"expectations", json::array()}};
  for (std::size_t i = 0; i <= kMaxExpectations; ++i) document["expectations"].push_back(0);
  EXPECT_EQ(error_id_of(document), "E-GATE-EXPECTATIONS-TOO-LARGE");
}

class ExpectationsFile : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = std::filesystem::temp_directory_path() /
            ("wolfsuite-expectations-test-" +
             std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
  }
  void TearDown() override { std::filesystem::remove(path_); }
  std::filesystem::path path_;
};

TEST_F(ExpectationsFile, AFileOverTheCapIsTooLargeAndAMissingOneUnreadable) {
  EXPECT_EQ(read_expectations(path_).error().id, "E-GATE-EXPECTATIONS-READ");
  {
    std::ofstream out(path_, std::ios::binary);
    out << write_expectations(sample_expectations());
  }
  ASSERT_TRUE(read_expectations(path_).ok());
  std::filesystem::resize_file(path_, kMaxExpectationsBytes + 1);
  EXPECT_EQ(read_expectations(path_).error().id, "E-GATE-EXPECTATIONS-TOO-LARGE");
}

TEST(IdMatches, AStarMatchesWithinOnePartOfTheId) {
  EXPECT_TRUE(id_matches("wl1/vswap-page/*", "wl1/vswap-page/page0001"));
  EXPECT_TRUE(id_matches("wl1/vswap-page/page*1", "wl1/vswap-page/page0001"));
  EXPECT_TRUE(id_matches("wl1/*/page0001", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1/*", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1/vswap-page/*", "wl6/vswap-page/page0001"));
}

TEST(IdMatches, ADoubleStarMatchesAcrossParts) {
  EXPECT_TRUE(id_matches("wl1/**", "wl1/vswap-page/page0001"));
  EXPECT_TRUE(id_matches("**/render-view/*", "synthetic-wl6/render-view/map00-start"));
  EXPECT_TRUE(id_matches("**", "a"));
  EXPECT_TRUE(id_matches("wl1/**/page0001", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1/**/x", "wl1/vswap-page/page0001"));
}

TEST(IdMatches, AQuestionMarkIsOneCharacterButASlash) {
  EXPECT_TRUE(id_matches("wl1/vswap-page/page000?", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1/vswap-page/page00?", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1?vswap-page/page0001", "wl1/vswap-page/page0001"));
}

TEST(IdMatches, APatternWithoutGlobCharactersIsTheIdItself) {
  EXPECT_FALSE(is_glob("wl1/vswap-page/page0001"));
  EXPECT_TRUE(id_matches("wl1/vswap-page/page0001", "wl1/vswap-page/page0001"));
  EXPECT_FALSE(id_matches("wl1/vswap-page/page0001", "wl1/vswap-page/page00011"));
  EXPECT_FALSE(id_matches("wl1/vswap-page/page0001", "wl1/vswap-page/page000"));
}

// A backtracking matcher takes exponential time on this; the walk takes length times length.
TEST(IdMatches, ManyStarsOnALongIdStayFast) {
  std::string pattern;
  for (int i = 0; i < 200; ++i) pattern += "*a";
  EXPECT_FALSE(id_matches(pattern + "b", std::string(kMaxExpectationTextBytes, 'a')));
  EXPECT_TRUE(id_matches(pattern + "*", std::string(kMaxExpectationTextBytes, 'a')));
}

TEST(ExpectationLookup, AnExactIdComesBeforeAGlobWhereverItIs) {
  Expectations expectations = sample_expectations();
  std::swap(expectations.entries[0], expectations.entries[1]);  // the glob first
  const ExpectationLookup lookup(expectations);
  const Expectation* found = lookup.find("wl1/vswap-page/page0001");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->outcome, "crash");
}

TEST(ExpectationLookup, TheFirstMatchingGlobInTheFilesOrderWins) {
  Expectations expectations;
  expectations.entries = {{"wl1/**", "timeout", "slow", ""},
                          {"wl1/render-view/*", "unsupported", "no renderer", ""}};
  const ExpectationLookup lookup(expectations);
  ASSERT_NE(lookup.find("wl1/render-view/map00-start"), nullptr);
  EXPECT_EQ(lookup.find("wl1/render-view/map00-start")->outcome, "timeout");
  EXPECT_EQ(lookup.find("wl6/render-view/map00-start"), nullptr);
}

}  // namespace
}  // namespace wolfsuite::gate
