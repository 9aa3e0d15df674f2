#include "cli/app.h"

#include <gtest/gtest.h>

#include "cli/cli_test_support.h"
#include "cli/io.h"

namespace wolfsuite::cli {
namespace {

using testing::run_command;

TEST(Wolfsuite, HelpListsEverySubcommandAndExitsZero) {
  const auto run = run_command({"--help"});
  EXPECT_EQ(run.exit_code, kExitOk);
  for (const char* subcommand : {"rlew", "carmack", "huffman", "codecs"}) {
    EXPECT_NE(run.out.find(subcommand), std::string::npos) << subcommand;
  }
  EXPECT_NE(run.out.find("Examples:"), std::string::npos);
  EXPECT_EQ(run.err, "");
}

TEST(Wolfsuite, VersionPrintsTheNameAndANumber) {
  const auto run = run_command({"--version"});
  EXPECT_EQ(run.exit_code, kExitOk);
  ASSERT_GT(run.out.size(), 10u);
  EXPECT_EQ(run.out.rfind("wolfsuite ", 0), 0u) << run.out;
  EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(run.out[10]))) << run.out;
}

TEST(Wolfsuite, EverySubcommandHelpHasADescriptionAndExamples) {
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"rlew", "--help"},
                                             {"rlew", "expand", "--help"},
                                             {"rlew", "compress", "--help"},
                                             {"carmack", "--help"},
                                             {"carmack", "expand", "--help"},
                                             {"carmack", "compress", "--help"},
                                             {"huffman", "--help"},
                                             {"huffman", "expand", "--help"},
                                             {"huffman", "compress", "--help"},
                                             {"codecs", "--help"}}) {
    const auto run = run_command(args);
    const std::string name = args[0] + (args.size() > 2 ? " " + args[1] : "");
    EXPECT_EQ(run.exit_code, kExitOk) << name;
    EXPECT_NE(run.out.find("wolfsuite " + name), std::string::npos) << name << "\n" << run.out;
    EXPECT_NE(run.out.find("Examples:\n  wolfsuite " + args[0]), std::string::npos) << name << "\n"
                                                                                    << run.out;
  }
}

TEST(Wolfsuite, SubcommandHelpNamesItsOwnOptions) {
  EXPECT_NE(run_command({"rlew", "compress", "--help"}).out.find("--tag"), std::string::npos);
  EXPECT_NE(run_command({"huffman", "expand", "--help"}).out.find("--dict"), std::string::npos);
  EXPECT_NE(run_command({"huffman", "compress", "--help"}).out.find("--dict-out"),
            std::string::npos);
  EXPECT_NE(run_command({"codecs", "--help"}).out.find("--generated-only"), std::string::npos);
}

TEST(Wolfsuite, MissingSubcommandIsAUsageError) {
  const auto run = run_command({});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_EQ(run.err.rfind("wolfsuite: usage: ", 0), 0u) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(Wolfsuite, UnknownSubcommandIsAUsageError) {
  const auto run = run_command({"lzexe", "expand"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("lzexe"), std::string::npos) << run.err;
}

TEST(Wolfsuite, UnknownDirectionIsAUsageErrorNamingIt) {
  const auto run = run_command({"rlew", "squash"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("squash"), std::string::npos) << run.err;
}

TEST(Wolfsuite, CodecWithoutDirectionIsAUsageErrorListingTheDirections) {
  for (const char* codec : {"rlew", "carmack", "huffman"}) {
    const auto run = run_command({codec});
    EXPECT_EQ(run.exit_code, kExitUsage) << codec;
    EXPECT_NE(run.err.find("expand, compress"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find(std::string("wolfsuite ") + codec + " --help"), std::string::npos)
        << run.err;
  }
}

TEST(Wolfsuite, UnknownOptionIsAUsageErrorNamingTheSubcommand) {
  const auto run = run_command({"carmack", "expand", "--fast"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("--fast"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("wolfsuite carmack expand --help"), std::string::npos) << run.err;
}

TEST(Wolfsuite, ThirdPositionalIsAUsageError) {
  EXPECT_EQ(run_command({"rlew", "expand", "a", "b", "c"}).exit_code, kExitUsage);
}

TEST(Wolfsuite, UnreadableInputFileIsADataErrorWithItsId) {
  testing::ScratchFolder scratch;
  const auto missing = (scratch / "missing.bin").string();
  const auto output = scratch / "out.bin";
  const auto run = run_command({"carmack", "expand", missing, output.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-IO-READ at byte 0: ", 0), 0u) << run.err;
  EXPECT_FALSE(std::filesystem::exists(output));
}

}  // namespace
}  // namespace wolfsuite::cli
