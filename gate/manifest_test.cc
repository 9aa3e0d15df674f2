#include "gate/manifest.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "gate/adapter_messages.h"

namespace wolfsuite::gate {
namespace {

using nlohmann::json;

Manifest sample_manifest() {
  Manifest manifest;
  manifest.protocol = std::string(kAdapterProtocol);
  manifest.generator = "wolfsuite 0.1.0";
  manifest.sets = {"synthetic"};
  Vector expand;
  expand.id = "synthetic/rlew-expand/map00-plane0";
  expand.capability = "rlew-expand";
  expand.inputs = {{"data", "synthetic/rlew-expand/map00-plane0.rlew"}};
  expand.params = {{"tag", std::int64_t{0xABCD}}, {"expanded_bytes", std::int64_t{8192}}};
  expand.expected.output = "synthetic/rlew-expand/map00-plane0.bin";
  expand.expected.size = 8192;
  expand.expected.sha256 = std::string(64, 'a');
  expand.expected.format = OutputFormat::kBytes;
  expand.input_bytes = 300;
  Vector frame;
  frame.id = "synthetic/render-view/map00-start";
  frame.capability = "render-view";
  frame.inputs = {{"vswap", "synthetic/files/VSWAP.WL1"},
                  {"maphead", "synthetic/files/MAPHEAD.WL1"}};
  frame.params = {
      {"map", std::int64_t{0}}, {"x", std::int64_t{-5}}, {"name", std::string("start")}};
  frame.expected.size = 64000;
  frame.expected.sha256 = std::string(64, '0');
  frame.expected.format = OutputFormat::kIndexedFrame;
  frame.expected.width = 320;
  frame.expected.height = 200;
  frame.expected.png = "synthetic/render-view/map00-start.png";
  frame.input_bytes = 1000;
  Vector verdict;
  verdict.id = "corpus/verdict/n_far_offset";
  verdict.capability = "verdict";
  verdict.inputs = {{"data", "corpus/verdict/n_far_offset.bin"}};
  verdict.params = {{"decoder", std::string("carmack-expand")}};
  verdict.expected.status = ExpectedStatus::kRejected;
  verdict.expected.error = "E-CARMACK-FAR-OFFSET";
  verdict.input_bytes = 12;
  verdict.tags = {"corpus", "implementation-defined", "rejected"};
  manifest.vectors = {expand, frame, verdict};
  return manifest;
}

json sample_json() { return json::parse(write_manifest(sample_manifest())); }

std::string error_id_of(const json& document) {
  const Result<Manifest> parsed = parse_manifest(document.dump());
  return parsed.ok() ? "accepted" : parsed.error().id;
}

TEST(GateManifest, WriteThenParseGivesTheSameManifest) {
  const Manifest manifest = sample_manifest();
  const Result<Manifest> parsed = parse_manifest(write_manifest(manifest));
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(*parsed, manifest);
  EXPECT_EQ(write_manifest(*parsed), write_manifest(manifest));
}

TEST(GateManifest, WritesFieldsInProtocolOrderWithTwoSpaceIndentAndCounts) {
  const std::string text = write_manifest(sample_manifest());
  EXPECT_EQ(text.rfind("{\n  \"schema\": \"wolfsuite-vectors/1\",\n  \"protocol\": ", 0), 0u);
  EXPECT_LT(text.find("\"sets\""), text.find("\"capabilities\""));
  EXPECT_LT(text.find("\"capabilities\""), text.find("\"vectors\""));
  EXPECT_EQ(text.back(), '\n');
  const json document = json::parse(text);
  EXPECT_EQ(document["capabilities"]["render-view"]["vectors"], 1);
  EXPECT_EQ(document["capabilities"]["verdict"]["vectors"], 1);
  // Inputs sorted by role whatever order they were given in.
  EXPECT_LT(text.find("MAPHEAD.WL1"), text.find("VSWAP.WL1"));
}

TEST(GateManifest, RejectedVectorCarriesNoSizeOrFormat) {
  const json document = sample_json();
  const json& expected = document["vectors"][2]["expected"];
  EXPECT_EQ(expected, json({{"status", "rejected"}, {"error", "E-CARMACK-FAR-OFFSET"}}));
}

TEST(GateManifest, TagsAreOptionalSortedOnceAndOfTheTagAlphabet) {
  json document = sample_json();
  EXPECT_FALSE(document["vectors"][0].contains("tags"));
  EXPECT_EQ(document["vectors"][2]["tags"],
            json::array({"corpus", "implementation-defined", "rejected"}));
  EXPECT_TRUE(parse_manifest(document.dump())->vectors[2].has_tag("rejected"));
  for (const json& tags : {json::array({"b", "a"}), json::array({"a", "a"}),
                           json::array({"Upper"}), json::array({""}), json::array({3}),
                           json::array({std::string(kMaxTagLength + 1, 'a')}), json("a")}) {
    document["vectors"][2]["tags"] = tags;
    EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD") << tags.dump();
  }
  json many = json::array();
  for (std::size_t i = 0; i <= kMaxTagsPerVector; ++i) many.push_back("t" + std::to_string(100 + i));
  document["vectors"][2]["tags"] = many;
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
}

TEST(GateManifest, CorruptJsonIsRejectedWithTheParserOffset) {
  const Result<Manifest> parsed = parse_manifest("{\"schema\": ");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-GATE-MANIFEST-JSON");
  EXPECT_GT(parsed.error().offset, 0u);
  EXPECT_EQ(parse_manifest("[1, 2]").error().id, "E-GATE-MANIFEST-JSON");
}

// gate_messages_fuzzer's first finding: a number past a double's range is nlohmann's out_of_range,
// not a parse_error, and escaped the parser as an exception.
TEST(GateManifest, ANumberPastADoublesRangeIsRejectedNotThrown) {
  for (const std::string_view text : {"2e882e8", "{\"size\": 1E1166}", "[3333333332e33285]"}) {
    const Result<Manifest> parsed = parse_manifest(text);
    ASSERT_FALSE(parsed.ok()) << text;
    EXPECT_EQ(parsed.error().id, "E-GATE-MANIFEST-JSON") << text;
  }
  EXPECT_EQ(parse_request("2e2855").error().id, "E-GATE-REQUEST-JSON");
  EXPECT_EQ(parse_response("{\"status\": 2e882}").error().id, "E-GATE-RESPONSE-JSON");
}

TEST(GateManifest, UnknownSchemaOrProtocolIsRejected) {
  json document = sample_json();
  document["schema"] = "wolfsuite-vectors/2";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-SCHEMA");
  document = sample_json();
  document["protocol"] = "wolfsuite-adapter/0";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-SCHEMA");
}

TEST(GateManifest, MissingOrMistypedFieldIsNamedByItsPath) {
  json document = sample_json();
  document["vectors"][0]["expected"].erase("sha256");
  const Result<Manifest> parsed = parse_manifest(document.dump());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-GATE-MANIFEST-FIELD");
  EXPECT_NE(parsed.error().message.find("vectors[0].expected.sha256"), std::string::npos);

  document = sample_json();
  document["vectors"][1]["params"]["x"] = 1.5;
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
  document = sample_json();
  document["vectors"][1]["expected"]["format"] = "jpeg";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
  document = sample_json();
  document["vectors"][1]["expected"].erase("width");
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
  document = sample_json();
  document["vectors"][0]["expected"]["status"] = "maybe";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
  document = sample_json();
  document["vectors"][0]["expected"]["sha256"] = std::string(64, 'G');
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
  document = sample_json();
  document.erase("generator");
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-FIELD");
}

TEST(GateManifest, PathsThatLeaveTheFolderAreRejected) {
  for (const char* path :
       {"../outside.bin", "synthetic/../../x", "/etc/passwd", "a//b", "./a", "a\\b", "C:/x", ""}) {
    json document = sample_json();
    document["vectors"][0]["inputs"]["data"] = path;
    EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-PATH") << path;
  }
  json document = sample_json();
  document["vectors"][0]["expected"]["output"] = "../x";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-PATH");
  document = sample_json();
  document["vectors"][1]["expected"]["png"] = "/x.png";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-PATH");
  document = sample_json();
  document["vectors"][0]["id"] = "../id";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-PATH");
}

TEST(GateManifest, AnIdThatIsAFolderOfAnotherIsRejected) {
  json document = sample_json();
  document["vectors"][0]["id"] = "nested/a";
  document["vectors"][1]["id"] = "nested/a/b";
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-PATH");
  // A sibling whose name merely starts the same is no folder of it.
  document["vectors"][1]["id"] = "nested/a-b";
  EXPECT_EQ(error_id_of(document), "accepted");
}

TEST(GateManifest, RepeatedIdIsRejected) {
  json document = sample_json();
  document["vectors"][1]["id"] = document["vectors"][0]["id"];
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-DUPLICATE");
}

TEST(GateManifest, CapabilityCountsMustMatchTheVectors) {
  json document = sample_json();
  document["capabilities"]["verdict"]["vectors"] = 2;
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-COUNT");
  document = sample_json();
  document["capabilities"]["huffman-expand"] = {{"vectors", 0}};
  EXPECT_EQ(error_id_of(document), "E-GATE-MANIFEST-COUNT");
}

TEST(GateManifest, ReadManifestReadsTheFileAndNamesAMissingOne) {
  const std::filesystem::path folder =
      std::filesystem::path(testing::TempDir()) / "gate_manifest_test";
  std::filesystem::create_directories(folder);
  const std::filesystem::path path = folder / kManifestFileName;
  std::ofstream(path, std::ios::binary) << write_manifest(sample_manifest());
  const Result<Manifest> read = read_manifest(path);
  ASSERT_TRUE(read.ok()) << read.error().to_string();
  EXPECT_EQ(*read, sample_manifest());
  EXPECT_EQ(read_manifest(folder / "missing.json").error().id, "E-GATE-MANIFEST-READ");
}

// A vswap-page vector: its expected bytes are page 3 as VSWAP stores it, not shipped twice.
Vector slice_vector() {
  Vector page;
  page.id = "synthetic/vswap-page/page0003";
  page.capability = "vswap-page";
  page.inputs = {{"vswap", "synthetic/files/VSWAP.WL1"}};
  page.params = {{"page", std::int64_t{3}}};
  page.expected.slice = ExpectedSlice{"vswap", 16384};
  page.expected.size = 4096;
  page.expected.sha256 = std::string(64, 'b');
  page.expected.format = OutputFormat::kBytes;
  page.input_bytes = 40000;
  return page;
}

TEST(GateManifest, AnExpectedSliceIsWrittenAfterOutputAndReadBack) {
  Manifest manifest = sample_manifest();
  manifest.vectors.push_back(slice_vector());
  const std::string text = write_manifest(manifest);
  const json written = json::parse(text)["vectors"][3]["expected"];
  EXPECT_EQ(written["slice"], json({{"input", "vswap"}, {"offset", 16384}}));
  EXPECT_FALSE(written.contains("output"));
  const Result<Manifest> parsed = parse_manifest(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(*parsed, manifest);
  // Optional: the other vectors have none, as manifests written before it.
  EXPECT_FALSE(parsed->vectors[0].expected.slice.has_value());
}

TEST(GateManifest, ASliceOfNoInputOrBesideAnOutputIsRejected) {
  Manifest manifest = sample_manifest();
  manifest.vectors.push_back(slice_vector());
  const json document = json::parse(write_manifest(manifest));
  json changed = document;
  changed["vectors"][3]["expected"]["slice"]["input"] = "vgagraph";
  const Result<Manifest> no_input = parse_manifest(changed.dump());
  ASSERT_FALSE(no_input.ok());
  EXPECT_EQ(no_input.error().id, "E-GATE-MANIFEST-FIELD");
  EXPECT_NE(no_input.error().message.find("vectors[3].expected.slice.input"), std::string::npos)
      << no_input.error().message;
  changed = document;
  changed["vectors"][3]["expected"]["output"] = "synthetic/vswap-page/page0003.bin";
  EXPECT_EQ(error_id_of(changed), "E-GATE-MANIFEST-FIELD");
  changed = document;
  changed["vectors"][3]["expected"]["slice"]["offset"] = -1;
  EXPECT_EQ(error_id_of(changed), "E-GATE-MANIFEST-FIELD");
  changed = document;
  changed["vectors"][3]["expected"]["slice"] = "vswap";
  EXPECT_EQ(error_id_of(changed), "E-GATE-MANIFEST-FIELD");
}

TEST(GateManifest, SafeRelativePathAcceptsNestedNames) {
  EXPECT_TRUE(is_safe_relative_path("synthetic/files/MAPHEAD.WL1"));
  EXPECT_TRUE(is_safe_relative_path("a..b/c"));
  EXPECT_FALSE(is_safe_relative_path("a/"));
}

}  // namespace
}  // namespace wolfsuite::gate
