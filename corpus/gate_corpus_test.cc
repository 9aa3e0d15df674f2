// The gate's seed corpora (corpus/gate_messages_fuzzer/, corpus/gate_expectations_fuzzer/) keep
// their promises: every file's metadata agrees with its name, the gate's parsers give it exactly
// the verdict, ID, offset and decoder its metadata names (corpus/gate_corpus_verdicts.h), a
// rejected messages file's catalogue_ids are the request and response parsers' errors, every seed
// fits the target's max_len, and craft_gate_corpus still makes the committed files byte for byte.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/corpus_test_support.h"
#include "corpus/family_corpus_checks.h"
#include "corpus/gate_corpus_verdicts.h"

namespace wolfsuite::corpus {
namespace {

constexpr std::string_view kCraftingTool = "corpus/tools/craft_gate_corpus.cc";
constexpr std::size_t kMaxCorpusBytes = 64u << 10;

std::filesystem::path corpus_path() { return corpus_dir(WOLFSUITE_SOURCE_DIR); }

Bytes bytes_of(std::string_view text) { return Bytes(text.begin(), text.end()); }

std::optional<DecodeOutcome> outcome_of_text(std::string_view text) {
  return gate_corpus_outcome("gate_messages_fuzzer", bytes_of(text));
}

TEST(GateCorpus, EveryTargetHasValidAndRejectedSeeds) {
  for (const std::string& target : gate_fuzz_targets()) {
    std::set<char> verdicts;
    for (const fs::path& input : inputs_in(corpus_path() / target)) {
      verdicts.insert(input.filename().string()[0]);
    }
    EXPECT_EQ(verdicts, (std::set<char>{'n', 'y'})) << target;
  }
}

TEST(GateCorpus, EveryFileHasMetadataThatAgreesWithItsName) {
  expect_metadata_agrees_with_names(corpus_path(), gate_fuzz_targets());
}

TEST(GateCorpus, StaysSmall) {
  EXPECT_LE(corpus_bytes(corpus_path(), gate_fuzz_targets()), kMaxCorpusBytes);
}

TEST(GateCorpus, EverySeedFitsItsTargetsMaxLen) {
  expect_seeds_fit_max_len(corpus_path(), gate_fuzz_targets());
}

TEST(GateCorpus, EveryFileGetsItsVerdictIdAndDecoderFromTheParsers) {
  for (const std::string& target : gate_fuzz_targets()) {
    expect_verdicts(corpus_path(), target, gate_corpus_outcome);
  }
}

TEST(GateCorpus, ARejectedFileNamesTheRequestAndResponseParsersErrorsAsCatalogueIds) {
  for_each_input(corpus_path(), gate_fuzz_targets()[0],
                 [](const nlohmann::json& metadata, const Bytes& data) {
                   const std::vector<std::string> errors = request_and_response_errors(data);
                   if (metadata.value("expected_verdict", "") != "n") {
                     EXPECT_FALSE(metadata.contains("catalogue_ids"));
                     return;
                   }
                   EXPECT_EQ(metadata.value("catalogue_ids", std::vector<std::string>{}), errors);
                 });
}

TEST(GateCorpus, CraftingToolRegeneratesTheCommittedCorpusByteForByte) {
  expect_tool_regenerates_corpus(WOLFSUITE_CRAFT_TOOL, kCraftingTool, corpus_path(),
                                 gate_fuzz_targets());
}

TEST(GateCorpusOutcome, TheExpectationsTargetReadsAnExpectationFileAlone) {
  const auto read = gate_corpus_outcome(
      "gate_expectations_fuzzer",
      bytes_of(R"({"schema": "wolfsuite-expectations/1", "expectations": []})"));
  ASSERT_TRUE(read.has_value());
  EXPECT_TRUE(read->accepted);
  EXPECT_EQ(read->decoder, "parse_expectations");
  const auto response =
      gate_corpus_outcome("gate_expectations_fuzzer",
                          bytes_of(R"({"protocol": "wolfsuite-adapter/1", "status": "ok"})"));
  ASSERT_TRUE(response.has_value());
  EXPECT_FALSE(response->accepted);
  EXPECT_EQ(response->error_id, "E-GATE-EXPECTATIONS-FIELD");
}

TEST(GateCorpusOutcome, UnknownTargetHasNoOutcome) {
  EXPECT_FALSE(gate_corpus_outcome("quake_pak_fuzzer", bytes_of("{}")).has_value());
}

TEST(GateCorpusOutcome, ADocumentIsReadByTheParserItIsFor) {
  const auto response = outcome_of_text(R"({"protocol": "wolfsuite-adapter/1", "status": "ok"})");
  ASSERT_TRUE(response.has_value());
  EXPECT_TRUE(response->accepted);
  EXPECT_EQ(response->decoder, "parse_response");
  EXPECT_TRUE(response->findings.empty());
}

TEST(GateCorpusOutcome, TextNoParserReadsIsRejectedWithTheManifestParsersError) {
  const auto outcome = outcome_of_text(R"({"protocol": "wolfsuite-adapter/1", "status": 2e882})");
  ASSERT_TRUE(outcome.has_value());
  EXPECT_FALSE(outcome->accepted);
  EXPECT_EQ(outcome->decoder, "parse_manifest");
  EXPECT_EQ(outcome->error_id, "E-GATE-MANIFEST-JSON");
  EXPECT_EQ(request_and_response_errors(bytes_of("[")),
            (std::vector<std::string>{"E-GATE-REQUEST-JSON", "E-GATE-RESPONSE-JSON"}));
}

}  // namespace
}  // namespace wolfsuite::corpus
