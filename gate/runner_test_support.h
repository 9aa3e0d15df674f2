#pragma once
// Shared by the runner's tests: small files written into a scratch folder (adapter scripts,
// hand-made vectors).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "decoders/fixtures/scratch_folder.h"

namespace wolfsuite::gate::testing {

using ::wolfsuite::testing::ScratchFolder;

// Writes `text` to `folder`/`name` (folders made as needed) and returns its path.
inline std::filesystem::path write_text(const ScratchFolder& folder, const std::string& name,
                                        std::string_view text) {
  const std::filesystem::path file = folder / name;
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary)
      .write(text.data(), static_cast<std::streamsize>(text.size()));
  return file;
}

// A shell script `name` running `body`, made executable; returns its path.
inline std::filesystem::path write_script(const ScratchFolder& folder, const std::string& name,
                                          std::string_view body) {
  const std::filesystem::path script =
      write_text(folder, name, "#!/bin/sh\n" + std::string(body) + "\n");
  std::filesystem::permissions(script, std::filesystem::perms::owner_all,
                               std::filesystem::perm_options::add);
  return script;
}

}  // namespace wolfsuite::gate::testing
