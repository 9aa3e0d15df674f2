// The one output rule (file_io.h): regular files whole or not at all, devices and FIFOs written
// through, links followed, folders named in errors; and a scan of the sources that no other code
// opens an output file.
#include "decoders/core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <string>
#include <thread>

#include "decoders/fixtures/scratch_folder.h"

namespace wolfsuite {
namespace {

namespace fs = std::filesystem;
using testing::ScratchFolder;

const Bytes kData = {'w', 'o', 'l', 'f', '\n'};

std::string text_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Every name in `folder`: a failed write must leave no temporary sibling behind.
std::vector<std::string> names_in(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

TEST(OutputRule, AnAbsentFileIsWrittenWhole) {
  ScratchFolder scratch;
  ASSERT_TRUE(write_output_file(scratch / "out.bin", kData).ok());
  EXPECT_EQ(text_of(scratch / "out.bin"), "wolf\n");
  EXPECT_EQ(names_in(scratch.path()), std::vector<std::string>{"out.bin"});
}

TEST(OutputRule, AReplacedFileKeepsItsPermissionBits) {
  ScratchFolder scratch;
  const fs::path file = scratch / "out.bin";
  std::ofstream(file) << "old";
  fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  ASSERT_TRUE(write_output_file(file, kData).ok());
  EXPECT_EQ(text_of(file), "wolf\n");
  EXPECT_EQ(fs::status(file).permissions() & fs::perms::mask,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST(OutputRule, ASymlinkIsFollowedAndStaysALink) {
  ScratchFolder scratch;
  std::ofstream(scratch / "target.bin") << "old";
  fs::create_symlink("target.bin", scratch / "link.bin");
  ASSERT_TRUE(write_output_file(scratch / "link.bin", kData).ok());
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(scratch / "link.bin")));
  EXPECT_EQ(text_of(scratch / "target.bin"), "wolf\n");
}

TEST(OutputRule, ADanglingSymlinkCreatesItsTarget) {
  ScratchFolder scratch;
  fs::create_symlink(scratch / "made.bin", scratch / "link.bin");
  ASSERT_TRUE(write_output_file(scratch / "link.bin", kData).ok());
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(scratch / "link.bin")));
  EXPECT_EQ(text_of(scratch / "made.bin"), "wolf\n");
}

TEST(OutputRule, AFifoIsWrittenThroughToItsReader) {
  ScratchFolder scratch;
  const fs::path fifo = scratch / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = text_of(fifo); });
  const Status written = write_output_file(fifo, kData);
  reader.join();
  ASSERT_TRUE(written.ok()) << written.error().to_string();
  EXPECT_EQ(received, "wolf\n");
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));
  EXPECT_EQ(names_in(scratch.path()), std::vector<std::string>{"pipe"});
}

TEST(OutputRule, DevNullIsWrittenThroughNeverReplaced) {
  ASSERT_TRUE(write_output_file("/dev/null", kData).ok());
  EXPECT_TRUE(fs::is_character_file(fs::symlink_status("/dev/null")));
}

TEST(OutputRule, AFullDeviceFailsWithTheSystemsReasonAndStaysADevice) {
  if (!fs::is_character_file("/dev/full")) GTEST_SKIP() << "this system has no /dev/full";
  const Status written = write_output_file("/dev/full", kData);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().id, "E-IO-WRITE");
  EXPECT_EQ(written.error().message, "/dev/full: " + std::string(std::strerror(ENOSPC)));
  EXPECT_TRUE(fs::is_character_file(fs::symlink_status("/dev/full")));
}

TEST(OutputRule, AMissingFolderIsNamedWithoutTheTemporaryFile) {
  ScratchFolder scratch;
  const fs::path out = scratch / "nodir" / "sub" / "x.png";
  const Status written = write_output_file(out, kData);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().id, "E-IO-NO-FOLDER");
  EXPECT_FALSE(written.error().has_offset());
  EXPECT_EQ(written.error().to_string(), "E-IO-NO-FOLDER: " + out.parent_path().string() +
                                             ": no such folder (for " + out.string() + ")");
  EXPECT_FALSE(fs::exists(scratch / "nodir"));
}

TEST(OutputRule, AFolderIsNotReplaced) {
  ScratchFolder scratch;
  fs::create_directory(scratch / "folder");
  const Status written = write_output_file(scratch / "folder", kData);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().id, "E-IO-WRITE");
  EXPECT_TRUE(fs::is_directory(scratch / "folder"));
}

// /proc refuses new files even to root, so this holds wherever the tests run.
TEST(OutputRule, AFolderThatRefusesNewFilesNamesTheCallersPath) {
  const Status written = write_output_file("/proc/self/wolfsuite-output", kData);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().id, "E-IO-WRITE");
  EXPECT_EQ(written.error().message.rfind("/proc/self/wolfsuite-output: ", 0), 0u)
      << written.error().message;
  EXPECT_EQ(written.error().message.find(".partial"), std::string::npos);
}

TEST(OutputRule, AReadOnlyFolderRefusesAndKeepsItsFile) {
  if (::geteuid() == 0) GTEST_SKIP() << "root writes into read-only folders; /proc covers this";
  ScratchFolder scratch;
  const fs::path folder = scratch / "locked";
  fs::create_directory(folder);
  std::ofstream(folder / "out.bin") << "old";
  fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec);
  const Status written = write_output_file(folder / "out.bin", kData);
  fs::permissions(folder, fs::perms::owner_all);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().id, "E-IO-WRITE");
  EXPECT_EQ(text_of(folder / "out.bin"), "old");
}

TEST(OutputRule, AWriterDroppedWithoutCommitLeavesTheOldFileAndNoSibling) {
  ScratchFolder scratch;
  std::ofstream(scratch / "video.y4m") << "old";
  {
    auto writer = OutputFileWriter::open(scratch / "video.y4m");
    ASSERT_TRUE(writer.ok());
    writer->append(kData);
  }
  EXPECT_EQ(text_of(scratch / "video.y4m"), "old");
  EXPECT_EQ(names_in(scratch.path()), std::vector<std::string>{"video.y4m"});
}

TEST(OutputRule, CheckingAPathMeetsTheWritesErrorsAndCreatesNothing) {
  ScratchFolder scratch;
  EXPECT_TRUE(check_output_file(scratch / "report.json").ok());
  EXPECT_EQ(check_output_file(scratch / "missing" / "report.json").error().id, "E-IO-NO-FOLDER");
  EXPECT_EQ(check_output_file(scratch.path()).error().id, "E-IO-WRITE");
  EXPECT_TRUE(names_in(scratch.path()).empty());
}

TEST(OutputRule, AWriterFailsAtOpenForAMissingFolder) {
  ScratchFolder scratch;
  const auto writer = OutputFileWriter::open(scratch / "missing" / "video.y4m");
  ASSERT_FALSE(writer.ok());
  EXPECT_EQ(writer.error().id, "E-IO-NO-FOLDER");
}

// The sources that may open, rename or remove files themselves, and why.
const std::set<std::string> kMayWriteFiles = {
    "decoders/core/file_io.cc",  // the output rule itself
    "corpus/corpus_files.cc",    // the corpus crafters prune stale corpus files they made
    "gate/gate_run.cc",          // the gate clears the scratch folders it made for adapters
};

// The proof that no code path writes an output without the rule: outside kMayWriteFiles no
// shipped source opens a file for writing, renames one or removes one. Tests and the test
// support (fixtures, test adapters, *_test_support.h) make their own inputs.
TEST(OutputRule, NoOtherShippedSourceOpensAFileForWriting) {
  const fs::path root = WOLFSUITE_SOURCE_DIR;
  const std::regex writes(
      R"(\bofstream\b|\bstd::fstream\b|\bfopen\s*\(|\bfreopen\s*\(|\bcreat\s*\(|\bO_WRONLY\b|\bO_RDWR\b|\bO_CREAT\b|\brename\s*\(|\bremove\s*\()");
  const auto is_test_support = [](const fs::path& path) {
    const std::string text = path.generic_string();
    return text.ends_with("_test.cc") || text.find("test_support") != std::string::npos ||
           text.find("/fixtures/") != std::string::npos ||
           text.find("/test_adapters/") != std::string::npos;
  };
  std::vector<std::string> offenders;
  std::size_t scanned = 0;
  for (const char* folder : {"decoders", "reference", "gate", "cli", "capi", "corpus", "bench",
                             "fuzz"}) {
    for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
      const fs::path& path = entry.path();
      if (!entry.is_regular_file() || (path.extension() != ".cc" && path.extension() != ".h")) {
        continue;
      }
      if (is_test_support(path) || kMayWriteFiles.contains(fs::relative(path, root).string())) {
        continue;
      }
      ++scanned;
      std::ifstream in(path);
      std::string line;
      for (int number = 1; std::getline(in, line); ++number) {
        if (std::regex_search(line, writes)) {
          offenders.push_back(fs::relative(path, root).string() + ":" + std::to_string(number) +
                              ": " + line);
        }
      }
    }
  }
  EXPECT_GT(scanned, 100u);
  EXPECT_TRUE(offenders.empty()) << "write through decoders/core/file_io.h instead:\n"
                                 << [&] {
                                      std::string listed;
                                      for (const auto& offender : offenders) listed += offender + "\n";
                                      return listed;
                                    }();
}

}  // namespace
}  // namespace wolfsuite
