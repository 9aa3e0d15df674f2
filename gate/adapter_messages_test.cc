#include "gate/adapter_messages.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace wolfsuite::gate {
namespace {

using nlohmann::json;

Vector sample_vector() {
  Vector vector;
  vector.id = "synthetic/carmack-expand/map00-plane1";
  vector.capability = "carmack-expand";
  vector.inputs = {{"data", "synthetic/carmack-expand/map00-plane1.carmack"}};
  vector.params = {{"expanded_bytes", std::int64_t{120}}};
  return vector;
}

TEST(GateRequest, MakeRequestResolvesInputsAgainstTheVectorsFolder) {
  const Request request = make_request(sample_vector(), "/vectors/./here", "/scratch/out.bin");
  EXPECT_EQ(request.inputs.at("data"),
            "/vectors/here/synthetic/carmack-expand/map00-plane1.carmack");
  EXPECT_EQ(request.output, "/scratch/out.bin");
  EXPECT_EQ(request.capability, "carmack-expand");
  EXPECT_EQ(integer_param(request.params, "expanded_bytes"), 120);
}

TEST(GateRequest, WriteThenParseGivesTheSameRequestOnOneLine) {
  const Request request = make_request(sample_vector(), "/v", "/s/out.bin");
  const std::string text = write_request(request);
  EXPECT_EQ(text.find('\n'), text.size() - 1);
  EXPECT_EQ(text.rfind("{\"protocol\":\"wolfsuite-adapter/1\",\"id\":", 0), 0u);
  const Result<Request> parsed = parse_request(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(*parsed, request);
}

TEST(GateRequest, WrongProtocolOrMissingFieldIsRejected) {
  json request = json::parse(write_request(make_request(sample_vector(), "/v", "/o")));
  request["protocol"] = "wolfsuite-adapter/2";
  EXPECT_EQ(parse_request(request.dump()).error().id, "E-GATE-REQUEST-PROTOCOL");
  request = json::parse(write_request(make_request(sample_vector(), "/v", "/o")));
  request.erase("output");
  EXPECT_EQ(parse_request(request.dump()).error().id, "E-GATE-REQUEST-FIELD");
  EXPECT_EQ(parse_request("not json").error().id, "E-GATE-REQUEST-JSON");
}

TEST(GateResponse, EveryStatusRoundTrips) {
  for (const Response& response :
       {Response{ResponseStatus::kOk, "", ""},
        Response{ResponseStatus::kRejected, "E-RLEW-TRUNCATED", "stream ends early"},
        Response{ResponseStatus::kRejected, "", ""},
        Response{ResponseStatus::kUnsupported, "", "no such capability"}}) {
    const Result<Response> parsed = parse_response(write_response(response));
    ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
    EXPECT_EQ(*parsed, response);
  }
}

TEST(GateResponse, AcceptsWhitespaceAroundTheObjectAndIgnoresErrorUnlessRejected) {
  const Result<Response> parsed = parse_response(
      "\n  {\"protocol\": \"wolfsuite-adapter/1\", \"status\": \"ok\", \"error\": \"E-X\"}  \n");
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(parsed->status, ResponseStatus::kOk);
  EXPECT_EQ(parsed->error, "");
}

TEST(GateResponse, BadResponsesAreRejectedWithTheirIds) {
  EXPECT_EQ(parse_response("").error().id, "E-GATE-RESPONSE-JSON");
  EXPECT_EQ(parse_response("ok").error().id, "E-GATE-RESPONSE-JSON");
  EXPECT_EQ(parse_response("{\"status\":\"ok\"} {\"status\":\"ok\"}").error().id,
            "E-GATE-RESPONSE-JSON");
  EXPECT_EQ(parse_response("{\"status\":\"ok\"}").error().id, "E-GATE-RESPONSE-FIELD");
  EXPECT_EQ(parse_response("{\"protocol\":\"x\",\"status\":\"ok\"}").error().id,
            "E-GATE-RESPONSE-PROTOCOL");
  EXPECT_EQ(parse_response("{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"done\"}").error().id,
            "E-GATE-RESPONSE-FIELD");
  EXPECT_EQ(
      parse_response("{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"rejected\",\"error\":3}")
          .error()
          .id,
      "E-GATE-RESPONSE-FIELD");
  EXPECT_EQ(parse_response(std::string(kMaxMessageBytes + 1, ' ')).error().id,
            "E-GATE-RESPONSE-TOO-LARGE");
}

TEST(BatchAnnouncement, TheWrittenLineIsAnAnnouncementAndAResponseIsNot) {
  const std::string announcement = write_batch_announcement();
  EXPECT_EQ(announcement,
            "{\"protocol\":\"wolfsuite-adapter/1\",\"batch\":\"wolfsuite-batch/1\"}\n");
  EXPECT_TRUE(is_batch_announcement(announcement));
  EXPECT_FALSE(is_batch_announcement(write_response(Response{})));
  // Another version of batch mode, or of the protocol, is not this gate's offer.
  EXPECT_FALSE(is_batch_announcement(
      "{\"protocol\":\"wolfsuite-adapter/1\",\"batch\":\"wolfsuite-batch/2\"}"));
  EXPECT_FALSE(is_batch_announcement(
      "{\"protocol\":\"wolfsuite-adapter/9\",\"batch\":\"wolfsuite-batch/1\"}"));
}

}  // namespace
}  // namespace wolfsuite::gate
