#pragma once
// What the gate's tests share: the synthetic set's export, with the catalogue's corpus, made once
// per test program; small files written into a scratch folder (adapter scripts, hand-made
// vectors).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/fixtures/scratch_folder.h"
#include "decoders/wolf/synthetic_set.h"
#include "gate/catalogue_corpus.h"
#include "gate/vectors_export.h"

namespace wolfsuite::gate::testing {

inline std::filesystem::path corpus_dir() {
  const char* source = std::getenv("WOLFSUITE_SOURCE_DIR");
  return std::filesystem::path(source != nullptr ? source : WOLFSUITE_SOURCE_DIR) / "corpus";
}

inline std::vector<NamedSetFiles> synthetic_sets() {
  Result<WolfSetFiles> files = synthetic_set_files();
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return {{std::string(kSyntheticSetName), files.ok() ? *files : WolfSetFiles{}}};
}

inline std::vector<CorpusCase> catalogue_corpus() {
  Result<std::vector<CorpusCase>> corpus = read_catalogue_corpus(corpus_dir());
  EXPECT_TRUE(corpus.ok()) << corpus.error().to_string();
  return corpus.ok() ? *corpus : std::vector<CorpusCase>{};
}

// Stands for the command's libpng encoder: the size and the pixels, enough to see it was called
// with the frame.
inline std::optional<Bytes> fake_png(int width, int height, ByteSpan pixels, const Rgb8Palette&) {
  Bytes png = {'P', 'N', 'G', static_cast<std::uint8_t>(width), static_cast<std::uint8_t>(height)};
  png.insert(png.end(), pixels.begin(), pixels.end());
  return png;
}

inline const VectorsExport& synthetic_export() {
  static const VectorsExport exported =
      export_vectors(synthetic_sets(), catalogue_corpus(), fake_png);
  return exported;
}


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
