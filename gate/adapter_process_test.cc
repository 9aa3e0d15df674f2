#include "gate/adapter_process.h"

#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <fstream>
#include <string>

#include "gate/runner_test_support.h"

namespace wolfsuite::gate {
namespace {

using testing::ScratchFolder;
using namespace std::chrono_literals;

ProcessRun run_ok(const std::string& command, std::string_view input, const ScratchFolder& folder,
                  ProcessLimits limits = {.timeout = 5s}) {
  auto run = run_adapter_process(command, input, folder.path(), limits);
  EXPECT_TRUE(run.ok()) << (run.ok() ? "" : run.error().to_string());
  return run.ok() ? *run : ProcessRun{};
}

TEST(AdapterProcess, StdinReachesTheCommandAndStdoutComesBack) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("tr a-z A-Z", "{\"id\":\"x\"}", folder);
  EXPECT_EQ(run.end, ProcessEnd::kExited);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.stdout_text, "{\"ID\":\"X\"}");
}

TEST(AdapterProcess, RunsInTheGivenFolder) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("pwd -P; echo made > here.txt", "", folder);
  EXPECT_EQ(run.stdout_text, std::filesystem::canonical(folder.path()).string() + "\n");
  EXPECT_TRUE(std::filesystem::exists(folder / "here.txt"));
}

TEST(AdapterProcess, ExitStatusAndStderrAreKept) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("echo oops >&2; exit 3", "", folder);
  EXPECT_EQ(run.end, ProcessEnd::kExited);
  EXPECT_EQ(run.exit_code, 3);
  EXPECT_EQ(run.stderr_text, "oops\n");
  EXPECT_EQ(describe_end(run, {}), "exit status 3");
}

TEST(AdapterProcess, DeathBySignalIsReportedWithItsName) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("kill -SEGV $$", "", folder);
  EXPECT_EQ(run.end, ProcessEnd::kSignalled);
  EXPECT_EQ(run.signal, SIGSEGV);
  EXPECT_EQ(describe_end(run, {}), "killed by signal 11 (SIGSEGV)");
}

TEST(AdapterProcess, AHangIsKilledAtTheDeadlineChildrenToo) {
  ScratchFolder folder;
  const ProcessLimits limits{.timeout = 300ms};
  // The background sleep holds stdout open: only killing the whole group ends the run.
  const ProcessRun run = run_ok("sleep 30 & sleep 30", "", folder, limits);
  EXPECT_EQ(run.end, ProcessEnd::kTimedOut);
  EXPECT_LT(run.elapsed, 5s);
  EXPECT_EQ(describe_end(run, limits), "still running after 0.3 s: killed");
}

TEST(AdapterProcess, ChildrenLeftBehindDoNotHoldTheRunOpen) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("sleep 30 & echo done", "", folder);
  EXPECT_EQ(run.end, ProcessEnd::kExited);
  EXPECT_EQ(run.stdout_text, "done\n");
  EXPECT_LT(run.elapsed, 3s);
}

TEST(AdapterProcess, StdoutFloodIsCappedAndKilled) {
  ScratchFolder folder;
  const ProcessLimits limits{.timeout = 10s, .stdout_cap = 4096};
  const ProcessRun run = run_ok("yes flood", "", folder, limits);
  EXPECT_EQ(run.end, ProcessEnd::kStdoutFlood);
  EXPECT_EQ(run.stdout_text.size(), 4096u);
  EXPECT_LT(run.elapsed, 5s);
}

TEST(AdapterProcess, StderrFloodIsTruncatedAndTheRunGoesOn) {
  ScratchFolder folder;
  const ProcessLimits limits{.timeout = 10s, .stderr_cap = 100};
  const ProcessRun run = run_ok("head -c 1000000 /dev/zero >&2; echo '{}'", "", folder, limits);
  EXPECT_EQ(run.end, ProcessEnd::kExited);
  EXPECT_EQ(run.stderr_text.size(), 100u);
  EXPECT_TRUE(run.stderr_truncated);
  EXPECT_EQ(run.stdout_text, "{}\n");
}

TEST(AdapterProcess, AnAdapterThatIgnoresItsStdinDoesNotBlockTheGate) {
  ScratchFolder folder;
  const std::string big_request(4 << 20, 'x');  // more than a pipe holds
  const ProcessRun run = run_ok("echo ignored", big_request, folder);
  EXPECT_EQ(run.end, ProcessEnd::kExited);
  EXPECT_EQ(run.stdout_text, "ignored\n");
}

TEST(AdapterProcess, AMissingProgramIsTheShellsExitStatus127) {
  ScratchFolder folder;
  const ProcessRun run = run_ok("./no-such-adapter", "", folder);
  EXPECT_EQ(run.exit_code, 127);
}

TEST(AdapterProcess, ShellQuotingKeepsEveryCharacterOfAWord) {
  EXPECT_EQ(shell_quoted("/ports/it's here"), "'/ports/it'\\''s here'");
  ScratchFolder folder;
  const ProcessRun run = run_ok("printf %s " + shell_quoted("it's $HOME `x` \\ \"q\""), "", folder);
  EXPECT_EQ(run.stdout_text, "it's $HOME `x` \\ \"q\"");
}

// The caller's folder has a single quote in its name; the adapter runs in another folder.
TEST(AdapterProcess, ARelativeProgramIsMadeAbsoluteAndRunsFromAnyFolder) {
  ScratchFolder scratch;
  const std::filesystem::path caller = scratch / "it's here";
  testing::write_script(scratch, "it's here/bin/port", "echo ran $1");
  for (const std::string relative : {"bin/port", "./bin/port"}) {
    const std::string absolute = with_absolute_program(relative + " --adapter", caller);
    EXPECT_EQ(absolute, shell_quoted((caller / relative).string()) + " --adapter");
    ScratchFolder elsewhere;
    EXPECT_EQ(run_ok(absolute, "", elsewhere).stdout_text, "ran --adapter\n") << absolute;
  }
}

// A word without a '/' (a file of the caller's folder here too), an absolute one, one that names
// no file or a folder, and one the shell would not take literally.
TEST(AdapterProcess, AProgramOnPathAbsoluteQuotedOrMissingIsLeftAsItIs) {
  ScratchFolder caller;
  for (const char* name : {"tr", "it's/port", "$PORT/port"}) {
    testing::write_script(caller, name, "echo not this one");
  }
  std::filesystem::create_directories(caller / "folder");
  for (const std::string command : {"tr a-z A-Z", "/bin/true --x", "./missing --x", "./folder x",
                                    "it's/port x", "$PORT/port x", ""}) {
    EXPECT_EQ(with_absolute_program(command, caller.path()), command);
  }
}

TEST(AdapterProcess, AMissingFolderIsASpawnError) {
  ScratchFolder folder;
  const auto run = run_adapter_process("true", "", folder / "missing", {});
  ASSERT_FALSE(run.ok());
  EXPECT_EQ(run.error().id, "E-GATE-SPAWN");
}

}  // namespace
}  // namespace wolfsuite::gate
