#pragma once
// Shared by the cli_test files: run the command in-process on string streams, and a scratch
// folder that removes itself.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.h"
#include "decoders/core/bytes.h"
#include "decoders/fixtures/scratch_folder.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite::cli::testing {

struct CommandRun {
  int exit_code = -1;
  std::string out;  // stdout, binary
  std::string err;

  Bytes out_bytes() const { return Bytes(out.begin(), out.end()); }
};

// `out_is_terminal`: what main() would say of a standard output that is a terminal.
inline CommandRun run_command(const std::vector<std::string>& args, const Bytes& stdin_bytes = {},
                              bool out_is_terminal = false) {
  std::istringstream in(std::string(stdin_bytes.begin(), stdin_bytes.end()));
  std::ostringstream out;
  std::ostringstream err;
  Streams streams{in, out, err, false, out_is_terminal};
  CommandRun run;
  run.exit_code = run_wolfsuite(args, streams);
  run.out = out.str();
  run.err = err.str();
  return run;
}

inline CommandRun run_command_on_terminal(const std::vector<std::string>& args) {
  return run_command(args, {}, true);
}

using ::wolfsuite::testing::ScratchFolder;

inline void write_bytes(const std::filesystem::path& path, const Bytes& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
  ASSERT_TRUE(out.good()) << path;
}

// The synthetic set as maphead.wl1, gamemaps.wl1, ... in `folder`.
inline void write_synthetic_set(const std::filesystem::path& folder) {
  const auto files = synthetic_set_files();
  ASSERT_TRUE(files.ok()) << files.error().to_string();
  std::filesystem::create_directories(folder);
  for (const auto& [stem, bytes] : files->files) {
    write_bytes(folder / (stem + "." + files->extension), bytes);
  }
}

inline Bytes read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Words that stress every codec: RLEW tags, Carmack tags with count 0 and not, runs, and the
// bytes a text-mode stream would mangle (0x0A, 0x0D, 0x1A, 0x00).
inline Bytes awkward_words() {
  Bytes bytes = {0xCD, 0xAB, 0x00, 0xA7, 0x05, 0xA7, 0x00, 0xA8, 0x03, 0xA8,
                 0x0A, 0x0D, 0x0D, 0x0A, 0x1A, 0x00, 0xFF, 0xFF, 0x00, 0x00};
  for (int i = 0; i < 40; ++i) bytes.insert(bytes.end(), {0x34, 0x12});
  for (int i = 0; i < 300; ++i) {
    bytes.push_back(static_cast<std::uint8_t>(i * 7));
    bytes.push_back(static_cast<std::uint8_t>(i % 5 == 0 ? 0xA7 : i / 3));
  }
  for (int i = 0; i < 30; ++i) bytes.insert(bytes.end(), {0xCD, 0xAB});
  return bytes;
}

}  // namespace wolfsuite::cli::testing
