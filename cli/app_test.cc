#include "cli/app.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_support.h"
#include "cli/io.h"
#include "cli/share_folder.h"

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

TEST(Wolfsuite, HelpCommandPrintsWhatTheHelpFlagPrints) {
  for (const std::vector<std::string>& command :
       std::vector<std::vector<std::string>>{{}, {"trace-diff"}, {"rlew", "expand"}, {"vectors"}}) {
    std::vector<std::string> spelled = {"help"};
    spelled.insert(spelled.end(), command.begin(), command.end());
    std::vector<std::string> flagged = command;
    flagged.push_back("--help");
    const auto help = run_command(spelled);
    EXPECT_EQ(help.exit_code, kExitOk) << spelled.size();
    EXPECT_EQ(help.out, run_command(flagged).out);
    EXPECT_NE(help.out.find("Usage: wolfsuite"), std::string::npos) << help.out;
  }
}

TEST(Wolfsuite, HelpIsACommandOnlyInFirstPlace) {
  // Here "help" is trace-diff's EXPECTED file, which does not exist.
  const auto run = run_command({"trace-diff", "help", "actual.jsonl"});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_NE(run.err.find("E-IO-READ"), std::string::npos) << run.err;
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
  EXPECT_EQ(run.err.rfind("wolfsuite: E-IO-READ: ", 0), 0u) << run.err;  // a file, no byte
  EXPECT_FALSE(std::filesystem::exists(output));
}

TEST(JsonFailures, ReencodePrintsItsErrorDocumentOnStdoutAndTheErrorOnStderr) {
  testing::ScratchFolder scratch;
  testing::write_bytes(scratch / "note.txt", Bytes{'h', 'e', 'l', 'l', 'o'});
  const auto run = run_command(
      {"reencode", "--json", (scratch / "note.txt").string(), (scratch / "out.bin").string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  const auto document = nlohmann::json::parse(run.out);
  EXPECT_EQ(document["schema"], "wolfsuite-reencode/1");
  EXPECT_EQ(document["ok"], false);
  EXPECT_EQ(document["errors"][0]["id"], "E-FORMAT-UNKNOWN");
  EXPECT_EQ(run.err.rfind("wolfsuite: E-FORMAT-UNKNOWN", 0), 0u) << run.err;
}

TEST(JsonFailures, ReencodeToStdoutKeepsItsErrorDocumentOffStdout) {
  testing::ScratchFolder scratch;
  testing::write_bytes(scratch / "note.txt", Bytes{'h', 'e', 'l', 'l', 'o'});
  const auto run = run_command({"reencode", "--json", (scratch / "note.txt").string(), "-"});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("\"schema\": \"wolfsuite-reencode/1\""), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("wolfsuite: E-FORMAT-UNKNOWN"), std::string::npos) << run.err;
}

TEST(JsonFailures, VectorsPrintsItsErrorDocumentAndItsSummaryCarriesTheSchema) {
  testing::ScratchFolder scratch;
  std::filesystem::create_directories(scratch / "full");
  testing::write_bytes(scratch / "full" / "old.txt", Bytes{'o', 'l', 'd'});
  const auto failed = run_command({"vectors", "-o", (scratch / "full").string(), "--json"});
  EXPECT_EQ(failed.exit_code, kExitDataError);
  const auto document = nlohmann::json::parse(failed.out);
  EXPECT_EQ(document["schema"], "wolfsuite-vectors/1");
  EXPECT_EQ(document["ok"], false);
  EXPECT_EQ(document["errors"][0]["id"], "E-VECTORS-OUTPUT-NOT-EMPTY");
  EXPECT_NE(failed.err.find("wolfsuite: E-VECTORS-OUTPUT-NOT-EMPTY"), std::string::npos)
      << failed.err;

  const auto exported = run_command({"vectors", "-o", (scratch / "vectors").string(), "--json"});
  ASSERT_EQ(exported.exit_code, kExitOk) << exported.err;
  EXPECT_EQ(nlohmann::json::parse(exported.out)["schema"], "wolfsuite-vectors/1");
}

TEST(JsonFailures, WithoutJsonAFailurePrintsNothingOnStdout) {
  testing::ScratchFolder scratch;
  std::filesystem::create_directories(scratch / "full");
  testing::write_bytes(scratch / "full" / "old.txt", Bytes{'o', 'l', 'd'});
  const auto run = run_command({"vectors", "-o", (scratch / "full").string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out, "");
}

TEST(HelpText, VectorsAndReencodeNameTheirOperandsAndVectorsItsRealDefaults) {
  const auto vectors = run_command({"vectors", "--help"}).out;
  // The share folder this run finds (cli/share_folder.h), not a path compiled in.
  const std::filesystem::path share = share_folder();
  EXPECT_NE(vectors.find("(default " + (share / "corpus").string() + ","), std::string::npos)
      << vectors;
  EXPECT_NE(vectors.find("(default " + (share / "golden").string() + ","), std::string::npos)
      << vectors;
  EXPECT_EQ(vectors.find(WOLFSUITE_SOURCE_DIR "/corpus"), std::string::npos) << vectors;
  EXPECT_EQ(vectors.find(" TEXT"), std::string::npos) << vectors;
  const auto reencode = run_command({"reencode", "--help"}).out;
  EXPECT_NE(reencode.find("IN FILE REQUIRED"), std::string::npos) << reencode;
  EXPECT_EQ(reencode.find(" TEXT"), std::string::npos) << reencode;
}

// CLI11 runs its "Needs:" / "Excludes:" lists and validator words into the option texts; the
// help formatter (help_format.h) leaves them out of every subcommand's help.
TEST(HelpText, NoSubcommandHelpCarriesCli11sNeedsExcludesOrRangeWords) {
  for (const char* command :
       {"rlew", "carmack", "huffman", "codecs", "info", "check", "golden", "build", "synthetic",
        "extract", "render", "play", "demo", "trace-diff", "reencode", "bench-gate", "vectors",
        "adapter", "gate"}) {
    const auto run = run_command({command, "--help"});
    EXPECT_EQ(run.exit_code, 0) << command;
    for (const char* noise : {"Needs:", "Excludes:", ":INT", ":UINT", ":FLOAT", " in ["}) {
      EXPECT_EQ(run.out.find(noise), std::string::npos) << command << " --help: " << noise
                                                        << "\n" << run.out;
    }
  }
  EXPECT_NE(run_command({"render", "--help"}).out.find("--weapon {knife,pistol,machinegun,chaingun}"),
            std::string::npos);
}

}  // namespace
}  // namespace wolfsuite::cli
