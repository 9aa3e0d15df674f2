// The edge-case catalogue keeps its promises: CATALOGUE.md is what catalogue.json renders to, the
// JSON follows its schema, every entry has corpus files whose metadata names it (the corpus tests
// replay those files and require that ID, so each entry has a test asserting it), every ID our
// decoders and command can report is catalogued and nothing catalogued is stale, and every limit
// names a known error.
#include "corpus/catalogue.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/file_io.h"

namespace wolfsuite::catalogue {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// Where the IDs our code can report are written (test 4): every *.h and *.cc under these
// folders but tests and the fixtures (decoders/fixtures/: real-data discovery, seeded generators).
constexpr std::string_view kIdSourceFolders[] = {"decoders", "reference", "cli", "gate", "capi"};
constexpr std::string_view kTestSourceSuffix = "_test.cc";
constexpr std::string_view kFixturesFolder = "decoders/fixtures";
// The catalogue's own loader reports the E-CATALOGUE-* tool errors.
constexpr std::string_view kCatalogueSource = "corpus/catalogue.cc";

fs::path source_dir() {
  if (const char* env = std::getenv("WOLFSUITE_SOURCE_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  return WOLFSUITE_SOURCE_DIR;
}

std::string text_of(const fs::path& path) {
  const Result<Bytes> bytes = read_file(path);
  EXPECT_TRUE(bytes.ok()) << bytes.error().to_string();
  return bytes.ok() ? std::string(bytes->begin(), bytes->end()) : std::string();
}

Catalogue parse_or_empty(std::string_view text) {
  Result<Catalogue> parsed = parse_catalogue(text);
  EXPECT_TRUE(parsed.ok()) << parsed.error().to_string();
  return parsed.ok() ? std::move(parsed).value() : Catalogue{};
}

const Catalogue& committed_catalogue() {
  static const Catalogue catalogue =
      parse_or_empty(text_of(source_dir() / "corpus" / "catalogue.json"));
  return catalogue;
}

bool is_id_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'; }

// Every "E-..." / "W-..." string literal in `text`, but prefixes such as "E-RLEW-" that build IDs.
void add_id_literals(std::string_view text, std::set<std::string>& ids) {
  for (std::size_t at = text.find('"'); at != std::string_view::npos; at = text.find('"', at + 1)) {
    const std::size_t start = at + 1;
    if (start + 2 > text.size() || (text[start] != 'E' && text[start] != 'W') ||
        text[start + 1] != '-') {
      continue;
    }
    std::size_t end = start + 2;
    while (end < text.size() && is_id_char(text[end])) ++end;
    if (end < text.size() && text[end] == '"' && end > start + 2 && text[end - 1] != '-') {
      ids.insert(std::string(text.substr(start, end - start)));
    }
  }
}

bool is_id_source(const fs::path& path) {
  const std::string relative = path.lexically_relative(source_dir()).generic_string();
  const std::string name = path.filename().string();
  return (path.extension() == ".h" || path.extension() == ".cc") &&
         !name.ends_with(kTestSourceSuffix) && !relative.starts_with(kFixturesFolder);
}

std::set<std::string> ids_in_sources() {
  std::set<std::string> ids;
  for (const std::string_view folder : kIdSourceFolders) {
    for (const auto& file : fs::recursive_directory_iterator(source_dir() / folder)) {
      if (file.is_regular_file() && is_id_source(file.path())) {
        add_id_literals(text_of(file.path()), ids);
      }
    }
  }
  return ids;
}

// Does the metadata of a corpus file name `id`?
bool metadata_names(const json& metadata, const std::string& id) {
  if (!metadata.is_object()) return false;
  const auto expected = metadata.find("expected_id");
  if (expected != metadata.end() && expected->is_string() && expected->get<std::string>() == id) {
    return true;
  }
  for (const char* list : {"expected_findings", "catalogue_ids"}) {
    if (!metadata.contains(list) || !metadata[list].is_array()) continue;
    for (const json& item : metadata[list]) {
      if (item.is_string() && item.get<std::string>() == id) return true;
    }
  }
  return false;
}

// ---- Tests 1-5 on the committed catalogue ----------------------------------------------------

TEST(Catalogue, MarkdownIsWhatTheJsonRendersTo) {
  const std::string committed = text_of(source_dir() / "corpus" / "CATALOGUE.md");
  const std::string rendered = render_catalogue_markdown(committed_catalogue());
  EXPECT_TRUE(committed == rendered)
      << "corpus/CATALOGUE.md is not what corpus/catalogue.json renders to: build the "
         "`regenerate_catalogue` target (cmake --build <build> --target regenerate_catalogue)";
}

TEST(Catalogue, JsonFollowsTheSchema) {
  ASSERT_TRUE(parse_catalogue(text_of(source_dir() / "corpus" / "catalogue.json")).ok());
  EXPECT_FALSE(committed_catalogue().entries.empty());
  for (const std::string& problem : entry_problems(committed_catalogue())) {
    ADD_FAILURE() << problem;
  }
}

TEST(Catalogue, EveryEntryHasCorpusFilesWhoseMetadataNamesIt) {
  for (const Entry& entry : committed_catalogue().entries) {
    EXPECT_TRUE(!entry.corpus.empty() || entry.corpus_exempt)
        << entry.id << " has no corpus file and no corpus_exempt reason";
    for (const std::string& path : entry.corpus) {
      const fs::path file = source_dir() / path;
      const fs::path metadata_file = fs::path(file.string() + ".json");
      if (!fs::is_regular_file(file) || !fs::is_regular_file(metadata_file)) {
        ADD_FAILURE() << entry.id << ": " << path << " or its metadata " << path
                      << ".json is missing";
        continue;
      }
      const json metadata = json::parse(text_of(metadata_file), nullptr, false);
      EXPECT_TRUE(metadata_names(metadata, entry.id))
          << path << ".json names " << entry.id
          << " neither as expected_id nor in expected_findings or catalogue_ids";
    }
  }
}

TEST(Catalogue, EveryIdTheSourcesReportIsCatalogued) {
  const std::vector<std::string> listed = catalogue_ids(committed_catalogue());
  const std::set<std::string> catalogued(listed.begin(), listed.end());
  const std::set<std::string> in_sources = ids_in_sources();
  EXPECT_GT(in_sources.size(), 100u) << "the source scan found too few IDs to be looking right";
  for (const std::string& id : in_sources) {
    EXPECT_TRUE(catalogued.contains(id))
        << id << " is reported by decoders/, reference/, cli/, gate/ or capi/ but is neither a catalogue entry nor a tool "
        << "error in corpus/catalogue.json";
  }
}

TEST(Catalogue, EveryCataloguedIdIsStillInTheSources) {
  std::set<std::string> in_sources = ids_in_sources();
  add_id_literals(text_of(source_dir() / kCatalogueSource), in_sources);
  for (const std::string& id : catalogue_ids(committed_catalogue())) {
    if (id.starts_with("Q-")) continue;  // accepted edge cases have no ID in the code
    EXPECT_TRUE(in_sources.contains(id)) << id << " is catalogued but no source reports it";
  }
}

TEST(Catalogue, EveryLimitIsCompleteAndNamesACataloguedError) {
  for (const std::string& problem : limit_problems(committed_catalogue())) {
    ADD_FAILURE() << problem;
  }
  for (const Limit& limit : committed_catalogue().limits) {
    EXPECT_TRUE(fs::is_regular_file(source_dir() / limit.where))
        << limit.name << ": where names " << limit.where << ", which is not a file";
  }
}

// ---- The loader and renderer on small catalogues ---------------------------------------------

constexpr std::string_view kSmallCatalogue = R"({
  "schema": "wolfsuite-catalogue/1",
  "entries": [
    {"id": "E-RLEW-TRUNCATED", "family": "codecs", "title": "input ends | early",
     "document": {"file": "seed 002", "section": "Level Maps", "says": "not stated"},
     "engine": "reads on", "decoder": {"verdict": "error", "id": "E-RLEW-TRUNCATED",
     "offset": "the word"}, "corpus": ["corpus/rlew_expand_fuzzer/n_x.bin"],
     "tests": ["decoders/compress/rlew_test.cc: Rlew.X"]},
    {"id": "Q-MAP-X", "family": "maps", "title": "t",
     "document": {"file": "seed 001", "section": "Maphead", "says": "s"}, "engine": "e",
     "decoder": {"verdict": "accepted", "id": null, "offset": "none"}, "corpus": [],
     "notes": "a note"}
  ],
  "limits": [
    {"name": "kMaxThing", "value": 4096, "unit": "entries", "applies_to": "a count",
     "why": "the engine has 4096", "error_id": "E-RLEW-TRUNCATED", "where": "decoders/x.h"}
  ],
  "tool_errors": [{"id": "E-IO-READ", "title": "t", "meaning": "m", "where": "cli/io.h"}]
})";

TEST(CatalogueParse, ReadsEveryField) {
  const Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  ASSERT_EQ(catalogue.entries.size(), 2u);
  EXPECT_EQ(catalogue.entries[0].decoder.id, "E-RLEW-TRUNCATED");
  EXPECT_EQ(catalogue.entries[0].tests.size(), 1u);
  EXPECT_FALSE(catalogue.entries[1].decoder.id.has_value());
  EXPECT_EQ(catalogue.entries[1].notes, "a note");
  ASSERT_EQ(catalogue.limits.size(), 1u);
  EXPECT_EQ(catalogue.limits[0].value, 4096u);
  ASSERT_EQ(catalogue.tool_errors.size(), 1u);
  EXPECT_EQ(catalogue.tool_errors[0].where, "cli/io.h");
  EXPECT_TRUE(entry_problems(catalogue).empty());
  EXPECT_TRUE(limit_problems(catalogue).empty());
}

TEST(CatalogueParse, MissingFieldIsNamedByItsPath) {
  std::string text(kSmallCatalogue);
  text.replace(text.find("\"offset\": \"none\""), 16, "\"offsets\": \"none\"");
  const Result<Catalogue> parsed = parse_catalogue(text);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-CATALOGUE-FIELD");
  EXPECT_NE(parsed.error().message.find("entries[1].decoder.offset"), std::string::npos)
      << parsed.error().message;
}

TEST(CatalogueParse, LimitValueMustBeAnUnsignedInteger) {
  std::string text(kSmallCatalogue);
  text.replace(text.find("4096"), 4, "-1");
  const Result<Catalogue> parsed = parse_catalogue(text);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-CATALOGUE-FIELD");
}

TEST(CatalogueParse, TextThatIsNotTheSchemaIsRejected) {
  EXPECT_EQ(parse_catalogue("{").error().id, "E-CATALOGUE-JSON");
  EXPECT_EQ(parse_catalogue("[]").error().id, "E-CATALOGUE-JSON");
  EXPECT_EQ(parse_catalogue(R"({"schema": "other/1"})").error().id, "E-CATALOGUE-JSON");
}

TEST(CatalogueRules, VerdictMustAgreeWithTheIdPrefix) {
  Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  catalogue.entries[0].decoder.verdict = "finding";
  catalogue.entries[1].decoder.id = "Q-MAP-X";
  EXPECT_EQ(entry_problems(catalogue).size(), 2u);
}

TEST(CatalogueRules, EntriesOutOfFamilyOrderOrRepeatedAreReported) {
  Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  std::swap(catalogue.entries[0], catalogue.entries[1]);
  catalogue.tool_errors[0].id = "E-RLEW-TRUNCATED";
  const std::vector<std::string> problems = entry_problems(catalogue);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_NE(problems[0].find("more than once"), std::string::npos) << problems[0];
  EXPECT_NE(problems[1].find("not sorted"), std::string::npos) << problems[1];
}

TEST(CatalogueRules, CorpusExemptNeedsAnEmptyCorpusAndATest) {
  Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  for (Entry& entry : catalogue.entries) entry.corpus_exempt = "too large for a seed";
  for (const std::string& problem : entry_problems(catalogue)) {
    EXPECT_NE(problem.find("corpus_exempt"), std::string::npos) << problem;
  }
  EXPECT_EQ(entry_problems(catalogue).size(), catalogue.entries.size());
}

TEST(CatalogueRules, LimitWithAnUnknownErrorIsReported) {
  Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  catalogue.limits[0].error_id = "E-NOWHERE";
  ASSERT_EQ(limit_problems(catalogue).size(), 1u);
}

TEST(CatalogueMarkdown, LinksCorpusFilesFromTheCorpusFolderAndEscapesCells) {
  const std::string markdown = render_catalogue_markdown(parse_or_empty(kSmallCatalogue));
  EXPECT_NE(markdown.find("[rlew_expand_fuzzer/n_x.bin](rlew_expand_fuzzer/n_x.bin)"),
            std::string::npos);
  EXPECT_NE(markdown.find("| [E-RLEW-TRUNCATED](#e-rlew-truncated) | input ends \\| early | "),
            std::string::npos);
  EXPECT_NE(markdown.find("| `kMaxThing` | 4096 | entries |"), std::string::npos);
  EXPECT_NE(markdown.find("- **Corpus:** none: not crafted yet"), std::string::npos);
  EXPECT_NE(markdown.find("regenerate_catalogue"), std::string::npos);
  EXPECT_EQ(markdown.back(), '\n');
}

TEST(CatalogueMarkdown, EmptyLimitsSayNoneListed) {
  Catalogue catalogue = parse_or_empty(kSmallCatalogue);
  catalogue.limits.clear();
  const std::string markdown = render_catalogue_markdown(catalogue);
  EXPECT_NE(markdown.find("## Limits\n"), std::string::npos);
  EXPECT_NE(markdown.find("None listed yet."), std::string::npos);
}

TEST(CatalogueSourceScan, FindsWholeIdLiteralsOnly) {
  std::set<std::string> ids;
  add_id_literals(R"(x("E-RLEW-TRUNCATED"); y("E-RLEW-"); z("wolfsuite: E-ID at"); "W-A-B")", ids);
  EXPECT_EQ(ids, (std::set<std::string>{"E-RLEW-TRUNCATED", "W-A-B"}));
}

}  // namespace
}  // namespace wolfsuite::catalogue
