#include "cli/carmack_command.h"

#include <gtest/gtest.h>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

using testing::awkward_words;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;

TEST(CarmackCommand, CompressThenExpandThroughStdinAndStdoutGivesTheInput) {
  const Bytes input = awkward_words();
  const auto compressed = run_command({"carmack", "compress"}, input);
  ASSERT_EQ(compressed.exit_code, kExitOk) << compressed.err;
  ASSERT_GE(compressed.out.size(), 2u);
  EXPECT_EQ(static_cast<unsigned char>(compressed.out[0]) |
                (static_cast<unsigned char>(compressed.out[1]) << 8),
            static_cast<int>(input.size()));
  // The input repeats itself a lot; near and far copies must make it smaller.
  EXPECT_LT(compressed.out.size(), input.size());

  const auto expanded = run_command({"carmack", "expand"}, compressed.out_bytes());
  ASSERT_EQ(expanded.exit_code, kExitOk) << expanded.err;
  EXPECT_EQ(expanded.out_bytes(), input);
}

TEST(CarmackCommand, CompressThenExpandThroughFilesGivesTheInput) {
  ScratchFolder scratch;
  const Bytes input = awkward_words();
  write_bytes(scratch / "plane.rlew", input);
  ASSERT_EQ(run_command({"carmack", "compress", (scratch / "plane.rlew").string(),
                         (scratch / "plane.carmack").string()})
                .exit_code,
            kExitOk);
  const auto expand = run_command({"carmack", "expand", (scratch / "plane.carmack").string()});
  ASSERT_EQ(expand.exit_code, kExitOk) << expand.err;
  EXPECT_EQ(expand.out_bytes(), input);
}

TEST(CarmackCommand, FarCopyFromUnwrittenOutputIsADataErrorAndCreatesNoOutputFile) {
  ScratchFolder scratch;
  // Frame: 4 bytes. Then far tag 0xA8 with count 1 and word offset 5: nothing is written yet.
  write_bytes(scratch / "bad.carmack", Bytes{0x04, 0x00, 0x01, 0xA8, 0x05, 0x00});
  const auto output = scratch / "out.rlew";
  const auto run =
      run_command({"carmack", "expand", (scratch / "bad.carmack").string(), output.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-CARMACK-FAR-OFFSET at byte 2: ", 0), 0u) << run.err;
  EXPECT_FALSE(std::filesystem::exists(output));
}

TEST(CarmackCommand, StreamWithoutItsFrameIsADataError) {
  const auto run = run_command({"carmack", "expand"}, Bytes{0x04});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-CARMACK-", 0), 0u) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(CarmackCommand, InputTooLargeForTheFrameCannotBeCompressed) {
  const Bytes too_big(65536, 0);  // the uint16 frame holds at most 65534 (an even count)
  const auto run = run_command({"carmack", "compress"}, too_big);
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-CARMACK-", 0), 0u) << run.err;
}

}  // namespace
}  // namespace wolfsuite::cli
