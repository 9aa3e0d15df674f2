// `wolfsuite vectors` and `wolfsuite adapter` (vectors_command.h, adapter_command.h).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_support.h"
#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "gate/adapter_messages.h"
#include "gate/manifest.h"

namespace wolfsuite::cli {
namespace {

using testing::run_command;
using testing::ScratchFolder;

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

TEST(VectorsCommand, WritesAManifestEveryFileOfWhichExistsAndTheAdapterPasses) {
  const ScratchFolder scratch;
  const testing::CommandRun run =
      run_command({"vectors", "-o", (scratch / "vectors").string(), "--corpus",
                   std::string(WOLFSUITE_SOURCE_DIR) + "/corpus", "--json"});
  ASSERT_EQ(run.exit_code, kExitOk) << run.err;
  const nlohmann::json summary = nlohmann::json::parse(run.out);
  EXPECT_EQ(summary["sets"], nlohmann::json({"synthetic", "synthetic-wl6", "synthetic-sdm",
                                             "synthetic-sod", "corpus"}));
  const Result<gate::Manifest> manifest =
      gate::read_manifest(scratch / "vectors" / std::string(gate::kManifestFileName));
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  EXPECT_EQ(summary["vectors"], manifest->vectors.size());
  for (const gate::Vector& vector : manifest->vectors) {
    if (vector.capability != "render-view") continue;
    EXPECT_TRUE(std::filesystem::exists(scratch / "vectors" / vector.expected.png)) << vector.id;
    // The suite's adapter, as the gate runs it: a request on stdin, a response on stdout.
    const std::filesystem::path output = scratch / "output.frame";
    const gate::Request request = gate::make_request(vector, scratch / "vectors", output);
    const testing::CommandRun answered =
        run_command({"adapter"}, text_bytes(gate::write_request(request)));
    EXPECT_EQ(answered.exit_code, kExitOk);
    const Result<gate::Response> response = gate::parse_response(answered.out);
    ASSERT_TRUE(response.ok()) << answered.out;
    EXPECT_EQ(response->status, gate::ResponseStatus::kOk) << response->message;
    const Result<Bytes> frame = read_file(output);
    ASSERT_TRUE(frame.ok());
    EXPECT_EQ(sha256_hex(*frame), vector.expected.sha256) << vector.id;
    break;
  }
}

TEST(VectorsCommand, RefusesAFolderThatHoldsFiles) {
  const ScratchFolder scratch;
  testing::write_bytes(scratch / "old.txt", text_bytes("old"));
  const testing::CommandRun run = run_command({"vectors", "-o", scratch.path().string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("E-VECTORS-OUTPUT-NOT-EMPTY"), std::string::npos) << run.err;
}

TEST(AdapterCommand, AnswersEveryRequestWithOneResponseAndExitZero) {
  const testing::CommandRun unknown = run_command(
      {"adapter"}, text_bytes("{\"protocol\":\"wolfsuite-adapter/1\",\"id\":\"x\",\"capability\":"
                              "\"teleport\",\"inputs\":{},\"params\":{},\"output\":\"/x\"}"));
  EXPECT_EQ(unknown.exit_code, kExitOk);
  ASSERT_TRUE(gate::parse_response(unknown.out).ok()) << unknown.out;
  EXPECT_EQ(gate::parse_response(unknown.out)->status, gate::ResponseStatus::kUnsupported);

  const testing::CommandRun garbage = run_command({"adapter"}, text_bytes("garbage"));
  EXPECT_EQ(garbage.exit_code, kExitOk);
  ASSERT_TRUE(gate::parse_response(garbage.out).ok()) << garbage.out;
  EXPECT_EQ(gate::parse_response(garbage.out)->error, "E-GATE-REQUEST-JSON");
}

TEST(AdapterCommand, ARequestOverTheMessageCapIsRejectedAsTooLarge) {
  const testing::CommandRun run =
      run_command({"adapter"}, Bytes(2 * gate::kMaxMessageBytes, std::uint8_t{' '}));
  EXPECT_EQ(run.exit_code, kExitOk);
  const Result<gate::Response> response = gate::parse_response(run.out);
  ASSERT_TRUE(response.ok()) << run.out;
  EXPECT_EQ(response->status, gate::ResponseStatus::kRejected);
  EXPECT_EQ(response->error, "E-GATE-REQUEST-TOO-LARGE");
}

}  // namespace
}  // namespace wolfsuite::cli
