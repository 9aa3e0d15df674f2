#pragma once
// What the gate's tests share: the synthetic set's export, with the catalogue's corpus, made once
// per test program (ctest runs each test in a process of its own, so tests that need less take
// less: corpus_export(), or a tree of their own).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

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
  return {{synthetic_set_name(kDefaultSyntheticGame), files.ok() ? *files : WolfSetFiles{}, {}}};
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

// The verdict vectors alone: the corpus without any set, much cheaper to make.
inline const VectorsExport& corpus_export() {
  static const VectorsExport exported = export_vectors({}, catalogue_corpus(), fake_png);
  return exported;
}

}  // namespace wolfsuite::gate::testing
