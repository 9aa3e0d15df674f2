#include "cli/share_folder.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

namespace wolfsuite::cli {
namespace {

TEST(ShareFolder, IsShareWolfsuiteOfThePrefixTheExecutableIsIn) {
  EXPECT_EQ(share_folder_for("/opt/wolfsuite/bin/wolfsuite", ""),
            std::filesystem::path("/opt/wolfsuite/share/wolfsuite"));
}

TEST(ShareFolder, MovesWithTheExecutable) {
  EXPECT_EQ(share_folder_for("/tmp/moved/prefix/bin/wolfsuite", ""),
            std::filesystem::path("/tmp/moved/prefix/share/wolfsuite"));
}

TEST(ShareFolder, TheVariableNamesAnotherFolder) {
  EXPECT_EQ(share_folder_for("/opt/wolfsuite/bin/wolfsuite", "/home/me/wolfsuite"),
            std::filesystem::path("/home/me/wolfsuite"));
}

TEST(ShareFolder, NoExecutableAndNoVariableIsNoFolder) {
  EXPECT_EQ(share_folder_for("", ""), std::filesystem::path());
}

// The test binary sits in the build tree's cli/ folder, like the command: the links CMake makes
// there (cli/CMakeLists.txt) lead to the source tree's corpus and golden files.
TEST(ShareFolder, TheBuildTreesShareFolderHoldsTheCorpusAndGoldenFiles) {
  if (std::getenv(kShareFolderVariable) != nullptr) {
    GTEST_SKIP() << kShareFolderVariable << " is set: it names the share folder instead";
  }
  const std::filesystem::path share = share_folder();
  EXPECT_TRUE(std::filesystem::exists(share / "corpus" / "catalogue.json")) << share;
  EXPECT_TRUE(std::filesystem::exists(share / "golden" / "frames" / "wl1-engine-views.json"))
      << share;
}

}  // namespace
}  // namespace wolfsuite::cli
