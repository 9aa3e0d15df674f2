// The rules every command shares, pinned through the command line: the one output rule
// (decoders/core/file_io.h), binary output kept off a terminal, one way to pick a set
// (set_loader.h), one rule for what a set lacks, and errors that read well.
#include <sys/stat.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;
using testing::awkward_words;
using testing::CommandRun;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;
using testing::write_synthetic_set;

bool mentions(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// rlew compress of awkward_words() from `scratch/in.bin` to `out`.
CommandRun compress_to(const ScratchFolder& scratch, const std::string& out) {
  write_bytes(scratch / "in.bin", awkward_words());
  return run_command({"rlew", "compress", (scratch / "in.bin").string(), out});
}

TEST(OutputRule, DevNullIsWrittenThroughAndStaysADevice) {
  ScratchFolder scratch;
  const CommandRun run = compress_to(scratch, "/dev/null");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::is_character_file(fs::symlink_status("/dev/null")));
}

TEST(OutputRule, AFifoGetsTheBytesAndStaysAFifo) {
  ScratchFolder scratch;
  const fs::path fifo = scratch / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Bytes received;
  std::thread reader([&] { received = read_bytes(fifo); });
  const CommandRun run = compress_to(scratch, fifo.string());
  reader.join();
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_FALSE(received.empty());
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));
}

TEST(OutputRule, ASymlinkStaysAndItsTargetGetsTheBytes) {
  ScratchFolder scratch;
  write_bytes(scratch / "target.rlew", {1, 2});
  fs::create_symlink("target.rlew", scratch / "link.rlew");
  const CommandRun run = compress_to(scratch, (scratch / "link.rlew").string());
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(scratch / "link.rlew")));
  EXPECT_GT(read_bytes(scratch / "target.rlew").size(), 2u);
}

TEST(OutputRule, AMissingFolderIsNamedAndNothingIsCreated) {
  ScratchFolder scratch;
  const fs::path out = scratch / "nodir" / "sub" / "x.rlew";
  const CommandRun run = compress_to(scratch, out.string());
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-IO-NO-FOLDER: " + out.parent_path().string() +
                                    ": no such folder (for " + out.string() + ")"))
      << run.err;
  EXPECT_FALSE(mentions(run.err, ".partial")) << run.err;
  EXPECT_FALSE(mentions(run.err, "at byte")) << run.err;
  EXPECT_FALSE(fs::exists(scratch / "nodir"));
}

TEST(OutputRule, AFolderThatRefusesFilesGivesTheSystemsReasonForTheUsersPath) {
  ScratchFolder scratch;
  const CommandRun run = compress_to(scratch, "/proc/self/x.rlew");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-IO-WRITE: /proc/self/x.rlew: ")) << run.err;
}

TEST(TerminalOutput, BinaryOutputIsRefusedOnATerminalUnlessDashAsksForIt) {
  ScratchFolder scratch;
  write_bytes(scratch / "in.bin", awkward_words());
  const std::string in = (scratch / "in.bin").string();
  const CommandRun refused = testing::run_command_on_terminal({"rlew", "compress", in});
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_TRUE(mentions(refused.err, "E-IO-TERMINAL")) << refused.err;
  EXPECT_TRUE(refused.out.empty());
  const CommandRun asked = testing::run_command_on_terminal({"rlew", "compress", in, "-"});
  EXPECT_EQ(asked.exit_code, 0) << asked.err;
  EXPECT_FALSE(asked.out.empty());
  EXPECT_EQ(run_command({"rlew", "compress", in}).exit_code, 0);  // stdout not a terminal
}

TEST(TerminalOutput, PlayWithoutOutputRefusesATerminal) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const CommandRun run =
      testing::run_command_on_terminal({"play", scratch.path().string(), "--sfx", "0"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-IO-TERMINAL")) << run.err;
  EXPECT_TRUE(run.out.empty());
}

// The synthetic set twice in one folder: as .wl1 and as .wl6.
void write_two_sets(const fs::path& folder) {
  write_synthetic_set(folder);
  for (const auto& entry : fs::directory_iterator(folder)) {
    fs::path copy = entry.path();
    copy.replace_extension(".wl6");
    fs::copy_file(entry.path(), copy);
  }
}

TEST(PickingASet, EveryOneSetCommandRefusesSeveralSetsAndNamesThem) {
  ScratchFolder scratch;
  write_two_sets(scratch / "sets");
  const std::string sets = (scratch / "sets").string();
  const std::vector<std::vector<std::string>> commands = {
      {"render", sets, "--map", "0", "-o", (scratch / "x.png").string()},
      {"play", sets, "--sfx", "0", "-o", (scratch / "x.wav").string()},
      {"demo", sets, "--demo", "0"},
      {"golden", sets},
      {"build", sets, (scratch / "rebuilt").string()},
  };
  for (const auto& command : commands) {
    const CommandRun run = run_command(command);
    EXPECT_EQ(run.exit_code, 1) << command[0];
    EXPECT_TRUE(mentions(run.err, "E-SET-AMBIGUOUS: " + sets + " holds 2 sets (wl1, wl6)"))
        << command[0] << ": " << run.err;
  }
  EXPECT_FALSE(fs::exists(scratch / "rebuilt"));
  EXPECT_FALSE(fs::exists(scratch / "x.png"));
}

TEST(PickingASet, SetPicksByExtensionInAnyCaseAndNamesWhatIsThereWhenAbsent) {
  ScratchFolder scratch;
  write_two_sets(scratch / "sets");
  const std::string sets = (scratch / "sets").string();
  const CommandRun picked = run_command(
      {"render", sets, "--set", "WL1", "--map", "0", "-o", (scratch / "x.png").string()});
  EXPECT_EQ(picked.exit_code, 0) << picked.err;
  const CommandRun absent = run_command({"demo", sets, "--set", "sod", "--demo", "0"});
  EXPECT_EQ(absent.exit_code, 1);
  EXPECT_TRUE(mentions(absent.err, "E-SET-NOT-FOUND: " + sets +
                                       " holds no set with extension sod (it holds: wl1, wl6)"))
      << absent.err;
}

TEST(PickingASet, ExtractTakesEverySetOrThoseOfSet) {
  ScratchFolder scratch;
  write_two_sets(scratch / "sets");
  const CommandRun run = run_command({"extract", "--json", "--set", "wl6",
                                      (scratch / "sets").string(), (scratch / "out").string()});
  const auto report = nlohmann::json::parse(run.out);
  ASSERT_EQ(report["sets"].size(), 1u) << run.out;
  const CommandRun absent = run_command(
      {"extract", "--set", "sod", (scratch / "sets").string(), (scratch / "none").string()});
  EXPECT_EQ(absent.exit_code, 1);
  EXPECT_TRUE(mentions(absent.err, "E-SET-NOT-FOUND")) << absent.err;
}

TEST(PickingASet, VectorsExportsTheSetsOfSetBesideTheSyntheticOne) {
  ScratchFolder scratch;
  write_two_sets(scratch / "sets");
  const CommandRun run = run_command({"vectors", (scratch / "sets").string(), "--set", "wl6", "-o",
                                      (scratch / "vectors").string(), "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["sets"],
            nlohmann::json::parse(
                R"(["synthetic", "synthetic-wl6", "synthetic-sdm", "synthetic-sod", "wl6", "corpus"])"))
      << run.out;
  const CommandRun absent = run_command({"vectors", (scratch / "sets").string(), "--set", "sod",
                                         "-o", (scratch / "none").string()});
  EXPECT_EQ(absent.exit_code, 1);
  EXPECT_TRUE(mentions(absent.err, "E-SET-NOT-FOUND")) << absent.err;
}

TEST(MissingParts, BuildOnAMissingInputCreatesNothing) {
  ScratchFolder scratch;
  const CommandRun run =
      run_command({"build", (scratch / "missing").string(), (scratch / "out").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-IO-READ: " + (scratch / "missing").string() +
                                    ": no such file or folder"))
      << run.err;
  EXPECT_FALSE(fs::exists(scratch / "out"));
}

TEST(MissingParts, CheckSaysANonexistentPathDoesNotExist) {
  ScratchFolder scratch;
  const CommandRun run = run_command({"check", (scratch / "nonexistent").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "no such file or folder")) << run.err;
  EXPECT_FALSE(mentions(run.err, "at byte")) << run.err;
}

// MAPHEAD: the RLEW tag word, then the slots' offsets (seed 002 "Level Maps"); all zero here.
void empty_every_map_slot(const fs::path& folder) {
  Bytes maphead = read_bytes(folder / "maphead.wl1");
  std::fill(maphead.begin() + 2, maphead.end(), 0);
  write_bytes(folder / "maphead.wl1", maphead);
}

TEST(MissingParts, ASetWithNoMapIsNotLoadableForCheckBuildAndExtract) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  empty_every_map_slot(scratch / "set");
  const std::string set = (scratch / "set").string();
  const CommandRun check = run_command({"check", set});
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_TRUE(mentions(check.out + check.err, "E-SET-NO-MAP")) << check.out << check.err;
  EXPECT_TRUE(mentions(check.out, "NOT loadable")) << check.out;
  const CommandRun build = run_command({"build", set, (scratch / "rebuilt").string()});
  EXPECT_EQ(build.exit_code, 1);
  EXPECT_TRUE(mentions(build.err, "E-SET-NO-MAP")) << build.err;
  const CommandRun extract = run_command({"extract", set, (scratch / "out").string()});
  EXPECT_EQ(extract.exit_code, 1);
  EXPECT_TRUE(mentions(extract.err, "E-SET-NO-MAP")) << extract.err;
}

TEST(MissingParts, ExtractOfASetWithoutVswapFailsAndSaysWhatIsMissing) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  fs::remove(scratch / "set" / "vswap.wl1");
  const CommandRun run =
      run_command({"extract", (scratch / "set").string(), (scratch / "out").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-SET-MISSING-FILE")) << run.err;
  EXPECT_TRUE(mentions(run.err, "vswap")) << run.err;
  EXPECT_FALSE(mentions(run.out, "every file written")) << run.out;
}

TEST(MissingParts, PlayNamesTheSongsThereAre) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const CommandRun run = run_command(
      {"play", scratch.path().string(), "--music", "999", "-o", (scratch / "x.wav").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "E-PLAY-NO-SOUND: no song 999 (the set has songs ")) << run.err;
  EXPECT_FALSE(fs::exists(scratch / "x.wav"));
}

TEST(MissingParts, PlayImfShowsFindingsAndRefusesAFileWithoutACommand) {
  ScratchFolder scratch;
  write_bytes(scratch / "cut.imf", {0x00, 0x01, 0x02});
  const CommandRun run = run_command(
      {"play", "--imf", (scratch / "cut.imf").string(), "-o", (scratch / "x.wav").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(mentions(run.err, "W-IMF-PARTIAL")) << run.err;
  EXPECT_TRUE(mentions(run.err, "E-PLAY-NO-SOUND")) << run.err;
  EXPECT_FALSE(fs::exists(scratch / "x.wav"));
}

TEST(JsonErrors, DemoPrintsItsErrorDocumentAndSchema) {
  ScratchFolder scratch;
  const CommandRun failed =
      run_command({"demo", scratch.path().string(), "--demo", "0", "--json"});
  EXPECT_EQ(failed.exit_code, 1);
  const auto document = nlohmann::json::parse(failed.out);
  EXPECT_EQ(document["schema"], "wolfsuite-demo/1");
  EXPECT_EQ(document["ok"], false);
  EXPECT_EQ(document["errors"][0]["id"], "E-SET-NOT-FOUND");
  EXPECT_TRUE(document["errors"][0]["offset"].is_null());

  write_synthetic_set(scratch / "set");
  const CommandRun played = run_command({"demo", (scratch / "set").string(), "--demo", "0", "--json"});
  ASSERT_EQ(played.exit_code, 0) << played.err;
  EXPECT_EQ(nlohmann::json::parse(played.out)["schema"], "wolfsuite-demo/1");
}

}  // namespace
}  // namespace wolfsuite::cli
