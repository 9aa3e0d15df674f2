#include "cli/huffman_command.h"

#include <gtest/gtest.h>

#include "cli/cli_test_support.h"
#include "decoders/compress/huffman.h"

namespace wolfsuite::cli {
namespace {

using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;

Bytes picture_like_bytes() {
  Bytes bytes;
  for (int i = 0; i < 5000; ++i) {
    bytes.push_back(static_cast<std::uint8_t>(i % 17 == 0 ? i : (i % 3 == 0 ? 0x0F : 0x00)));
  }
  bytes.insert(bytes.end(), {0x0A, 0x0D, 0x1A, 0x00, 0xFF});
  return bytes;
}

TEST(HuffmanCommand, CompressThenExpandGivesTheInputAndWritesA1024ByteDict) {
  ScratchFolder scratch;
  const Bytes input = picture_like_bytes();
  const auto dict = (scratch / "pic.dict").string();
  const auto compressed = run_command({"huffman", "compress", "--dict-out", dict}, input);
  ASSERT_EQ(compressed.exit_code, kExitOk) << compressed.err;
  ASSERT_EQ(read_bytes(dict).size(), kHuffmanDictBytes);
  // The VGAGRAPH frame: the expanded byte count, uint32 LE.
  ASSERT_GE(compressed.out.size(), 4u);
  const Bytes framed = compressed.out_bytes();
  EXPECT_EQ(framed[0] | (framed[1] << 8) | (framed[2] << 16) | (framed[3] << 24),
            static_cast<int>(input.size()));
  EXPECT_LT(framed.size(), input.size());

  const auto expanded = run_command({"huffman", "expand", "--dict", dict}, framed);
  ASSERT_EQ(expanded.exit_code, kExitOk) << expanded.err;
  EXPECT_EQ(expanded.out_bytes(), input);
}

TEST(HuffmanCommand, CompressThenExpandThroughFilesGivesTheInput) {
  ScratchFolder scratch;
  const Bytes input = picture_like_bytes();
  write_bytes(scratch / "pic.bin", input);
  const auto dict = (scratch / "pic.dict").string();
  ASSERT_EQ(run_command({"huffman", "compress", "--dict-out", dict, (scratch / "pic.bin").string(),
                         (scratch / "pic.huff").string()})
                .exit_code,
            kExitOk);
  const auto expand =
      run_command({"huffman", "expand", "--dict", dict, (scratch / "pic.huff").string(),
                   (scratch / "back.bin").string()});
  ASSERT_EQ(expand.exit_code, kExitOk) << expand.err;
  EXPECT_EQ(read_bytes(scratch / "back.bin"), input);
}

TEST(HuffmanCommand, ExpandWithoutDictIsAUsageError) {
  const auto run = run_command({"huffman", "expand"}, Bytes{0, 0, 0, 0});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("--dict"), std::string::npos) << run.err;
}

TEST(HuffmanCommand, CompressWithoutDictOutIsAUsageError) {
  const auto run = run_command({"huffman", "compress"}, Bytes{1, 2, 3});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("--dict-out"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(HuffmanCommand, DictOnStandardStreamIsAUsageError) {
  EXPECT_EQ(run_command({"huffman", "expand", "--dict", "-"}).exit_code, kExitUsage);
  EXPECT_EQ(run_command({"huffman", "compress", "--dict-out", "-"}).exit_code, kExitUsage);
}

TEST(HuffmanCommand, DictOfTheWrongSizeIsADataErrorAndCreatesNoOutputFile) {
  ScratchFolder scratch;
  write_bytes(scratch / "short.dict", Bytes(1000, 0));
  write_bytes(scratch / "chunk.huff", Bytes{0, 0, 0, 0});
  const auto output = scratch / "chunk.bin";
  const auto run = run_command({"huffman", "expand", "--dict", (scratch / "short.dict").string(),
                                (scratch / "chunk.huff").string(), output.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-HUFFMAN-DICT-SIZE at byte 0: ", 0), 0u) << run.err;
  EXPECT_FALSE(std::filesystem::exists(output));
}

TEST(HuffmanCommand, TruncatedStreamIsADataErrorAndCreatesNoOutputFile) {
  ScratchFolder scratch;
  const auto dict = (scratch / "pic.dict").string();
  const auto compressed =
      run_command({"huffman", "compress", "--dict-out", dict}, picture_like_bytes());
  ASSERT_EQ(compressed.exit_code, kExitOk) << compressed.err;
  Bytes cut = compressed.out_bytes();
  cut.resize(cut.size() / 2);
  write_bytes(scratch / "cut.huff", cut);
  const auto output = scratch / "out.bin";
  const auto run = run_command(
      {"huffman", "expand", "--dict", dict, (scratch / "cut.huff").string(), output.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-HUFFMAN-TRUNCATED at byte ", 0), 0u) << run.err;
  EXPECT_FALSE(std::filesystem::exists(output));
}

TEST(HuffmanCommand, FailedCompressLeavesNeitherDictNorOutput) {
  ScratchFolder scratch;
  const auto dict = scratch / "pic.dict";
  const auto output = scratch / "no-such-folder" / "pic.huff";
  const auto run =
      run_command({"huffman", "compress", "--dict-out", dict.string(), "-", output.string()},
                  picture_like_bytes());
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-IO-NO-FOLDER: " + output.parent_path().string(), 0), 0u)
      << run.err;
  EXPECT_FALSE(std::filesystem::exists(dict));
  EXPECT_FALSE(std::filesystem::exists(output));
}

}  // namespace
}  // namespace wolfsuite::cli
