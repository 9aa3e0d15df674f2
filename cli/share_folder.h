#pragma once
// Where the command finds the files it ships with: the edge-case corpus (corpus/) and the golden
// files (golden/) that `wolfsuite vectors` reads by default. They sit in the share folder,
// <prefix>/share/wolfsuite beside <prefix>/bin/wolfsuite (cmake/install.cmake), found from the
// running executable rather than from where it was installed, so a prefix can be moved or
// unpacked anywhere. A build tree has the same shape: CMake links <build>/share/wolfsuite/corpus
// and golden to the source tree's folders (cli/CMakeLists.txt), so the binary holds no path of the
// tree it was built from.
#include <filesystem>
#include <string_view>

namespace wolfsuite::cli {

// Names a share folder instead: any folder holding corpus/ and golden/, a clone's root too.
inline constexpr const char* kShareFolderVariable = "WOLFSUITE_SHARE_DIR";

// `override_folder` when it is not empty, else <executable's folder>/../share/wolfsuite; empty when
// both are.
std::filesystem::path share_folder_for(const std::filesystem::path& executable,
                                       std::string_view override_folder);

// The running process's share folder: $WOLFSUITE_SHARE_DIR, else the one beside the executable
// that /proc/self/exe names; empty where neither is there (no /proc).
std::filesystem::path share_folder();

}  // namespace wolfsuite::cli
