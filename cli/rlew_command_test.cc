#include "cli/rlew_command.h"

#include <gtest/gtest.h>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

using testing::awkward_words;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;

TEST(RlewCommand, CompressThenExpandThroughStdinAndStdoutGivesTheInput) {
  const Bytes input = awkward_words();
  const auto compressed = run_command({"rlew", "compress"}, input);
  ASSERT_EQ(compressed.exit_code, kExitOk) << compressed.err;
  EXPECT_EQ(compressed.err, "");
  // The GAMEMAPS frame: the expanded byte count, uint16 LE.
  ASSERT_GE(compressed.out.size(), 2u);
  EXPECT_EQ(static_cast<unsigned char>(compressed.out[0]) |
                (static_cast<unsigned char>(compressed.out[1]) << 8),
            static_cast<int>(input.size()));

  const auto expanded = run_command({"rlew", "expand", "-", "-"}, compressed.out_bytes());
  ASSERT_EQ(expanded.exit_code, kExitOk) << expanded.err;
  EXPECT_EQ(expanded.out_bytes(), input);
}

TEST(RlewCommand, CompressThenExpandThroughFilesGivesTheInput) {
  ScratchFolder scratch;
  const Bytes input = awkward_words();
  write_bytes(scratch / "plane.bin", input);
  const auto compress = run_command(
      {"rlew", "compress", (scratch / "plane.bin").string(), (scratch / "plane.rlew").string()});
  ASSERT_EQ(compress.exit_code, kExitOk) << compress.err;
  EXPECT_EQ(compress.out, "");
  const auto expand = run_command(
      {"rlew", "expand", (scratch / "plane.rlew").string(), (scratch / "back.bin").string()});
  ASSERT_EQ(expand.exit_code, kExitOk) << expand.err;
  EXPECT_EQ(read_bytes(scratch / "back.bin"), input);
}

TEST(RlewCommand, TagParsingAcceptsHexAndDecimal) {
  EXPECT_EQ(parse_rlew_tag("0xABCD"), 0xABCD);
  EXPECT_EQ(parse_rlew_tag("0XabCd"), 0xABCD);
  EXPECT_EQ(parse_rlew_tag("43981"), 0xABCD);
  EXPECT_EQ(parse_rlew_tag("0"), 0);
  EXPECT_EQ(parse_rlew_tag("0xFFFF"), 0xFFFF);
  EXPECT_EQ(parse_rlew_tag("65535"), 0xFFFF);
  EXPECT_EQ(parse_rlew_tag("010"), 10);  // decimal, not C's octal
}

TEST(RlewCommand, TagParsingRejectsWhatIsNotA16BitNumber) {
  for (const char* text :
       {"", "0x", "0x10000", "65536", "-1", "+5", "abcd", "12ab", " 1", "1 ", "0x-1", "1e3"}) {
    EXPECT_EQ(parse_rlew_tag(text), std::nullopt) << '"' << text << '"';
  }
}

TEST(RlewCommand, HexAndDecimalTagGiveTheSameStream) {
  // Words equal to 0x1234 must be escaped as runs only when 0x1234 is the tag.
  const Bytes input = awkward_words();
  const auto hex = run_command({"rlew", "compress", "--tag", "0x1234"}, input);
  const auto decimal = run_command({"rlew", "compress", "--tag", "4660"}, input);
  const auto default_tag = run_command({"rlew", "compress"}, input);
  ASSERT_EQ(hex.exit_code, kExitOk) << hex.err;
  ASSERT_EQ(decimal.exit_code, kExitOk) << decimal.err;
  EXPECT_EQ(hex.out, decimal.out);
  EXPECT_NE(hex.out, default_tag.out);

  const auto back = run_command({"rlew", "expand", "--tag=0x1234"}, hex.out_bytes());
  ASSERT_EQ(back.exit_code, kExitOk) << back.err;
  EXPECT_EQ(back.out_bytes(), input);
}

TEST(RlewCommand, BadTagIsAUsageError) {
  for (const char* tag : {"0x10000", "banana", "-3"}) {
    const auto run = run_command({"rlew", "compress", "--tag", tag}, awkward_words());
    EXPECT_EQ(run.exit_code, kExitUsage) << tag;
    EXPECT_NE(run.err.find("--tag"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
}

TEST(RlewCommand, TruncatedStreamIsADataErrorAndCreatesNoOutputFile) {
  ScratchFolder scratch;
  // Declares 8 expanded bytes but holds one literal word.
  write_bytes(scratch / "short.rlew", Bytes{0x08, 0x00, 0x11, 0x22});
  const auto output = scratch / "out.bin";
  const auto run =
      run_command({"rlew", "expand", (scratch / "short.rlew").string(), output.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-RLEW-TRUNCATED at byte ", 0), 0u) << run.err;
  EXPECT_FALSE(std::filesystem::exists(output));
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(scratch.path()),
                          std::filesystem::directory_iterator()),
            1);  // only the input: no temporary left behind either
}

TEST(RlewCommand, OddSizedInputCannotBeCompressed) {
  const auto run = run_command({"rlew", "compress"}, Bytes{1, 2, 3});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-RLEW-ODD-SIZE at byte ", 0), 0u) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(RlewCommand, RunOptionsCanBeCalledDirectly) {
  std::istringstream in(std::string("\x04\x00\xCD\xAB\x02\x00\x07\x00", 8));
  std::ostringstream out;
  std::ostringstream err;
  Streams streams{in, out, err};
  RlewOptions options;
  options.direction = CodecDirection::kExpand;
  // tag 0xABCD, count 2, value 7: two words of 7.
  EXPECT_EQ(run_rlew(options, streams), kExitOk) << err.str();
  EXPECT_EQ(out.str(), std::string("\x07\x00\x07\x00", 4));
}

}  // namespace
}  // namespace wolfsuite::cli
