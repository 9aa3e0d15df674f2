#pragma once
// The checks every family's corpus test (corpus/<family>_corpus_test.cc) makes of its targets'
// committed seed corpora: each file's metadata agrees with its name, its target's decoders give it
// exactly the verdict, ID, offset and findings the metadata names, every seed fits its target's
// max_len, and the corpus stays small.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/corpus_test_support.h"
#include "corpus/decode_outcome.h"

namespace wolfsuite::corpus {

namespace fs = std::filesystem;

using CorpusOutcome =
    std::function<std::optional<DecodeOutcome>(std::string_view target, ByteSpan input)>;

// A target is built once its source is in fuzz/ (fuzz/CMakeLists.txt globs the family targets).
inline bool target_is_built(const fs::path& corpus, const std::string& target) {
  return fs::exists(corpus.parent_path() / "fuzz" / (target + ".cc"));
}

// max_len from fuzz/<target>.options ("max_len = N"); 0 when absent.
inline std::size_t max_len_of(const fs::path& corpus, const std::string& target) {
  std::ifstream options(corpus.parent_path() / "fuzz" / (target + ".options"));
  std::string line;
  while (std::getline(options, line)) {
    const std::string key = "max_len = ";
    if (line.starts_with(key)) return std::stoul(line.substr(key.size()));
  }
  return 0;
}

inline void expect_metadata_agrees_with_name(const std::string& target, const fs::path& input) {
  const nlohmann::json metadata = metadata_of(input);
  ASSERT_TRUE(metadata.is_object()) << "missing or unreadable metadata JSON";
  const std::string name = input.filename().string();
  ASSERT_GE(name.size(), 2u);
  EXPECT_EQ(name[1], '_');
  EXPECT_EQ(metadata.value("expected_verdict", ""), std::string(1, name[0]));
  EXPECT_EQ(metadata.value("target", ""), target);
  EXPECT_FALSE(metadata.value("description", "").empty());
  EXPECT_FALSE(metadata.value("document_section", "").empty());
  ASSERT_TRUE(metadata.contains("made_by") && metadata["made_by"].is_object());
  EXPECT_FALSE(metadata["made_by"].value("tool", "").empty());
  EXPECT_EQ(catalogue_ids_problem(metadata), std::nullopt);
  ASSERT_TRUE(metadata.contains("expected_id"));
  const nlohmann::json& id = metadata["expected_id"];
  switch (name[0]) {
    case 'y':
      EXPECT_TRUE(id.is_null());
      EXPECT_TRUE(metadata.contains("expected_findings"));
      break;
    case 'n':
      ASSERT_TRUE(id.is_string());
      EXPECT_TRUE(id.get<std::string>().starts_with("E-"));
      EXPECT_TRUE(metadata.contains("expected_offset"));
      break;
    case 'i': {
      ASSERT_TRUE(id.is_string());
      EXPECT_TRUE(id.get<std::string>().starts_with("W-"));
      const nlohmann::json findings = metadata.value("expected_findings", nlohmann::json::array());
      EXPECT_NE(std::find(findings.begin(), findings.end(), id), findings.end())
          << "the finding is not among the expected findings";
      EXPECT_TRUE(metadata.contains("expected_offset"));
      break;
    }
    default:
      ADD_FAILURE() << "the name does not start with y_, n_ or i_";
  }
}

inline void expect_metadata_agrees_with_names(const fs::path& corpus,
                                              const std::vector<std::string>& targets) {
  for_each_corpus_file(corpus, targets, expect_metadata_agrees_with_name);
}

// Seeds plus metadata of these targets.
inline std::size_t corpus_bytes(const fs::path& corpus, const std::vector<std::string>& targets) {
  std::size_t total = 0;
  for (const std::string& target : targets) {
    for (const fs::path& file : files_in(corpus / target)) total += fs::file_size(file);
  }
  return total;
}

// libFuzzer cuts a seed longer than max_len, so it would never reach its verdict when fuzzing.
inline void expect_seeds_fit_max_len(const fs::path& corpus,
                                     const std::vector<std::string>& targets) {
  for (const std::string& target : targets) {
    if (!target_is_built(corpus, target)) continue;
    const std::size_t max_len = max_len_of(corpus, target);
    ASSERT_GT(max_len, 0u) << "no max_len in fuzz/" << target << ".options";
    for (const fs::path& input : inputs_in(corpus / target)) {
      EXPECT_LE(fs::file_size(input), max_len) << target << "/" << input.filename().string();
    }
  }
}

inline void expect_outcome(const nlohmann::json& metadata, const DecodeOutcome& outcome) {
  const std::string verdict = metadata.value("expected_verdict", "");
  EXPECT_EQ(outcome.decoder, metadata.value("decoder", ""));
  if (verdict == "n") {
    ASSERT_FALSE(outcome.accepted)
        << "accepted where " << metadata["expected_id"] << " is expected";
    EXPECT_EQ(outcome.error_id, metadata.value("expected_id", "")) << to_string(outcome);
    EXPECT_EQ(outcome.error_offset, metadata.value("expected_offset", std::size_t{0}))
        << to_string(outcome);
    return;
  }
  ASSERT_TRUE(outcome.accepted) << to_string(outcome);
  EXPECT_EQ(finding_ids(outcome),
            metadata.value("expected_findings", std::vector<std::string>{"(missing)"}));
  if (verdict == "i") {
    const std::string id = metadata.value("expected_id", "");
    EXPECT_EQ(first_finding_offset(outcome, id),
              std::optional(metadata.value("expected_offset", std::size_t{0})))
        << id;
  }
}

inline void expect_verdicts(const fs::path& corpus, const std::string& target,
                            const CorpusOutcome& outcome_of) {
  for_each_input(corpus, target, [&](const nlohmann::json& metadata, const Bytes& data) {
    const std::optional<DecodeOutcome> outcome = outcome_of(target, data);
    ASSERT_TRUE(outcome.has_value()) << "the target ignores this input";
    expect_outcome(metadata, *outcome);
  });
}

// The crafting tool `tool_binary` (whose files name `tool_path` in made_by.tool) makes exactly the
// committed files of `targets`, byte for byte.
inline void expect_tool_regenerates_corpus(const fs::path& tool_binary, std::string_view tool_path,
                                           const fs::path& corpus,
                                           const std::vector<std::string>& targets) {
  const Regeneration regenerated = regenerate_and_compare(tool_binary, tool_path, corpus, targets);
  ASSERT_EQ(regenerated.exit_status, 0) << tool_binary;
  EXPECT_EQ(regenerated.folders, std::set<std::string>(targets.begin(), targets.end()));
  expect_committed_corpus(regenerated, tool_binary.filename().string());
}

// Every target has seeds of every verdict (y_, n_, i_); those in `valid_only` (structure-aware
// targets, whose mutators start from models that decode) have y_ and i_ only.
inline void expect_every_verdict_seeded(const fs::path& corpus,
                                        const std::vector<std::string>& targets,
                                        const std::vector<std::string>& valid_only = {}) {
  for (const std::string& target : targets) {
    std::set<char> verdicts;
    for (const fs::path& input : inputs_in(corpus / target)) {
      verdicts.insert(input.filename().string()[0]);
    }
    const bool only_valid =
        std::find(valid_only.begin(), valid_only.end(), target) != valid_only.end();
    const std::set<char> expected =
        only_valid ? std::set<char>{'i', 'y'} : std::set<char>{'i', 'n', 'y'};
    EXPECT_EQ(verdicts, expected) << "corpus/" << target;
  }
}

}  // namespace wolfsuite::corpus
