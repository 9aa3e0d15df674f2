#pragma once
// The edge-case catalogue: corpus/catalogue.json (schema "wolfsuite-catalogue/1") lists every
// format edge case and original-engine quirk our decoders meet, what the format documents say
// about it, what the DOS engine does, what we report (error, finding, or accepted) and the corpus
// files that exercise it; plus the caps on sizes taken from files and the IDs that are not about
// a file format. corpus/CATALOGUE.md is rendered from it (render_catalogue_markdown) by
// catalogue_markdown.cc; catalogue_test.cc keeps the two in sync and the catalogue complete.
//
// catalogue.json (every field required unless marked optional)
//   field          type      note
//   schema         string    kCatalogueSchema
//   entries        array     Entry, sorted by family (kCatalogueFamilies order), then id
//   limits         array     Limit
//   tool_errors    array     ToolError
// Entry
//   id             string    the decoder's E- or W- ID, or Q-<FAMILY>-<WHAT> for an edge case
//                            the decoders accept with neither
//   family         string    one of kCatalogueFamilies
//   title          string    one line
//   document       object    {file, section, says}: the seed document (name and file), the
//                            section heading as written there, what it states ("not stated")
//   engine         string    what the original DOS engine does, and how we know
//   decoder        object    {verdict, id, offset}: "error" | "finding" | "accepted"; the ID (null
//                            when accepted); what the reported byte offset points at
//   corpus         array     corpus file paths relative to the repository root ("corpus/...")
//   corpus_exempt  string    optional, only with an empty corpus: why no corpus file can carry
//                            it (the input must be larger than a seed may be); its tests then
//                            assert the ID on inputs they build
//   tests          array     optional: "<test file>: <Suite.Name>" asserting the ID directly
//   notes          string    optional
// Limit
//   name, value (unsigned integer), unit, applies_to, why, error_id, where (a header path)
// ToolError
//   id, title, meaning, where
//
// Catalogue of the IDs parse_catalogue reports (tool errors, listed in catalogue.json too)
//   id                  kind   meaning
//   E-CATALOGUE-JSON    error  the text is not JSON, not an object, or not schema
//                              wolfsuite-catalogue/1; offset: the JSON parser's byte, else 0
//   E-CATALOGUE-FIELD   error  a field is missing or of the wrong type; the message names it as
//                              a path ("entries[3].decoder.verdict"); offset 0
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::catalogue {

inline constexpr std::string_view kCatalogueSchema = "wolfsuite-catalogue/1";
// In the order entries are sorted and rendered: codecs first, then the file families in the order
// a data set is read, then the whole-set checks, then the other engines' families.
inline constexpr std::array<std::string_view, 11> kCatalogueFamilies = {
    "codecs", "maps",  "graphics", "vswap", "audio", "save_game",
    "config", "set",   "build",    "quake", "mac"};
inline constexpr std::array<std::string_view, 3> kVerdicts = {"error", "finding", "accepted"};

struct DocumentReference {
  std::string file;
  std::string section;
  std::string says;
};

struct DecoderVerdict {
  std::string verdict;
  std::optional<std::string> id;  // null in the JSON for an accepted edge case
  std::string offset;
};

struct Entry {
  std::string id;
  std::string family;
  std::string title;
  DocumentReference document;
  std::string engine;
  DecoderVerdict decoder;
  std::vector<std::string> corpus;
  std::optional<std::string> corpus_exempt;
  std::vector<std::string> tests;
  std::optional<std::string> notes;
};

struct Limit {
  std::string name;
  std::uint64_t value = 0;
  std::string unit;
  std::string applies_to;
  std::string why;
  std::string error_id;
  std::string where;
};

struct ToolError {
  std::string id;
  std::string title;
  std::string meaning;
  std::string where;
};

struct Catalogue {
  std::vector<Entry> entries;
  std::vector<Limit> limits;
  std::vector<ToolError> tool_errors;
};

// The JSON text as a Catalogue: E-CATALOGUE-JSON or E-CATALOGUE-FIELD (table above).
Result<Catalogue> parse_catalogue(std::string_view json_text);

// What breaks the rules between fields, one readable line each (empty when none): unique IDs
// across entries and tool errors, entries sorted by family then id, known families and verdicts,
// the verdict agreeing with the ID's prefix (E- error, W- finding, Q- accepted with a null id),
// one-line titles, corpus paths under "corpus/", and corpus_exempt only on an entry with no
// corpus file and at least one test.
std::vector<std::string> entry_problems(const Catalogue& catalogue);
// The same for limits: unique names, and each error_id an entry or tool error ID.
std::vector<std::string> limit_problems(const Catalogue& catalogue);

// Every entry and tool error ID.
std::vector<std::string> catalogue_ids(const Catalogue& catalogue);

// CATALOGUE.md: the same text for the same catalogue, ending with a newline.
std::string render_catalogue_markdown(const Catalogue& catalogue);

}  // namespace wolfsuite::catalogue
