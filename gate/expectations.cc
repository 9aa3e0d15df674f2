#include "gate/expectations.h"

#include <algorithm>
#include <set>

#include "gate/json_fields.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {
namespace {

using json_fields::element_path;
using json_fields::json;
using json_fields::member_path;
using json_fields::ordered_json;

constexpr json_fields::FieldReader kExpectationFields{"E-GATE-EXPECTATIONS-FIELD"};

// A pattern split into what each step of id_matches compares: a character, `?`, `*` or `**`.
enum class Token { kCharacter, kAnyCharacter, kAnyInPart, kAnyRun };
struct PatternToken {
  Token kind = Token::kCharacter;
  char character = 0;
};

std::vector<PatternToken> tokens_of(std::string_view pattern) {
  std::vector<PatternToken> tokens;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '?') {
      tokens.push_back({Token::kAnyCharacter});
    } else if (pattern[i] != '*') {
      tokens.push_back({Token::kCharacter, pattern[i]});
    } else if (i + 1 < pattern.size() && pattern[i + 1] == '*') {
      tokens.push_back({Token::kAnyRun});
      while (i + 1 < pattern.size() && pattern[i + 1] == '*') ++i;  // "***" is "**"
    } else {
      tokens.push_back({Token::kAnyInPart});
    }
  }
  return tokens;
}

bool is_star(const PatternToken& token) {
  return token.kind == Token::kAnyInPart || token.kind == Token::kAnyRun;
}

// A string field of at most kMaxExpectationTextBytes that is not empty.
Result<std::string> text_field(const json& object, std::string_view parent, std::string_view key) {
  WS_ASSIGN_OR_RETURN(std::string text, kExpectationFields.string(object, parent, key));
  if (text.empty()) return kExpectationFields.error(member_path(parent, key), "empty");
  if (text.size() > kMaxExpectationTextBytes) {
    return over_limit("E-GATE-EXPECTATIONS-TOO-LARGE", 0,
                      member_path(parent, key) + ": " + std::to_string(text.size()) +
                          " bytes, over the cap of " + std::to_string(kMaxExpectationTextBytes));
  }
  return text;
}

Result<Expectation> parse_entry(const json& entry, const std::string& path) {
  if (!entry.is_object()) return kExpectationFields.error(path, "not an object");
  Expectation expectation;
  WS_ASSIGN_OR_RETURN(expectation.id, text_field(entry, path, "id"));
  if (!is_safe_relative_path(expectation.id)) {
    return kExpectationFields.error(
        member_path(path, "id"), "\"" + expectation.id + "\" is not a relative path of vector ids");
  }
  WS_ASSIGN_OR_RETURN(expectation.outcome, text_field(entry, path, "outcome"));
  if (std::find(kExpectableOutcomes.begin(), kExpectableOutcomes.end(), expectation.outcome) ==
      kExpectableOutcomes.end()) {
    return kExpectationFields.error(
        member_path(path, "outcome"),
        "\"" + expectation.outcome +
            "\" is not one of fail, unsupported, crash, timeout, bad-response");
  }
  WS_ASSIGN_OR_RETURN(expectation.reason, text_field(entry, path, "reason"));
  if (kExpectationFields.has(entry, "link")) {
    WS_ASSIGN_OR_RETURN(expectation.link, text_field(entry, path, "link"));
  }
  return expectation;
}

}  // namespace

bool is_glob(std::string_view pattern) {
  return pattern.find_first_of("*?") != std::string_view::npos;
}

// An NFA walk: `reachable[t]` says whether the id's characters read so far can leave the pattern
// at token t. A star may match nothing, so reaching a star also reaches the token after it.
bool id_matches(std::string_view pattern, std::string_view id) {
  const std::vector<PatternToken> tokens = tokens_of(pattern);
  const auto close = [&](std::vector<char>& reachable) {
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      if (reachable[t] && is_star(tokens[t])) reachable[t + 1] = 1;
    }
  };
  std::vector<char> reachable(tokens.size() + 1, 0);
  reachable[0] = 1;
  close(reachable);
  std::vector<char> next(tokens.size() + 1);
  for (const char c : id) {
    std::fill(next.begin(), next.end(), 0);
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      if (!reachable[t]) continue;
      const PatternToken& token = tokens[t];
      switch (token.kind) {
        case Token::kCharacter:
          if (token.character == c) next[t + 1] = 1;
          break;
        case Token::kAnyCharacter:
          if (c != '/') next[t + 1] = 1;
          break;
        case Token::kAnyInPart:
          if (c != '/') next[t] = 1;
          break;
        case Token::kAnyRun:
          next[t] = 1;
          break;
      }
    }
    if (std::none_of(next.begin(), next.end(), [](char state) { return state != 0; })) {
      return false;
    }
    close(next);
    reachable.swap(next);
  }
  return reachable[tokens.size()] != 0;
}

ExpectationLookup::ExpectationLookup(const Expectations& expectations) {
  for (const Expectation& entry : expectations.entries) {
    if (is_glob(entry.id)) {
      globs_.push_back(&entry);
    } else {
      exact_.emplace(entry.id, &entry);
    }
  }
}

const Expectation* ExpectationLookup::find(std::string_view id) const {
  if (const auto exact = exact_.find(id); exact != exact_.end()) return exact->second;
  for (const Expectation* glob : globs_) {
    if (id_matches(glob->id, id)) return glob;
  }
  return nullptr;
}

Result<Expectations> parse_expectations(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(const json document,
                      json_fields::parse_object(json_text, "E-GATE-EXPECTATIONS-JSON"));
  Expectations expectations;
  WS_ASSIGN_OR_RETURN(expectations.schema, kExpectationFields.string(document, "", "schema"));
  if (expectations.schema != kExpectationsSchema) {
    return malformed(
        "E-GATE-EXPECTATIONS-SCHEMA", 0,
        "schema \"" + expectations.schema + "\" is not " + std::string(kExpectationsSchema));
  }
  WS_ASSIGN_OR_RETURN(const json* entries, kExpectationFields.array(document, "", "expectations"));
  if (entries->size() > kMaxExpectations) {
    return over_limit("E-GATE-EXPECTATIONS-TOO-LARGE", 0,
                      "expectations: " + std::to_string(entries->size()) +
                          " entries, over the cap of " + std::to_string(kMaxExpectations));
  }
  std::set<std::string, std::less<>> ids;
  for (std::size_t i = 0; i < entries->size(); ++i) {
    const std::string path = element_path("expectations", i);
    WS_ASSIGN_OR_RETURN(Expectation entry, parse_entry((*entries)[i], path));
    if (!ids.insert(entry.id).second) {
      return malformed("E-GATE-EXPECTATIONS-DUPLICATE", 0,
                       path + ": id \"" + entry.id + "\" appears twice");
    }
    expectations.entries.push_back(std::move(entry));
  }
  return expectations;
}

Result<Expectations> read_expectations(const std::filesystem::path& path) {
  WS_ASSIGN_OR_RETURN(const std::string text,
                      json_fields::read_document(path, kMaxExpectationsBytes,
                                                 "E-GATE-EXPECTATIONS-TOO-LARGE",
                                                 "E-GATE-EXPECTATIONS-READ"));
  return parse_expectations(text);
}

std::string write_expectations(const Expectations& expectations) {
  ordered_json out = ordered_json::object();
  out["schema"] = expectations.schema;
  out["expectations"] = ordered_json::array();
  for (const Expectation& entry : expectations.entries) {
    ordered_json written = {{"id", entry.id}, {"outcome", entry.outcome}, {"reason", entry.reason}};
    if (!entry.link.empty()) written["link"] = entry.link;
    out["expectations"].push_back(std::move(written));
  }
  return out.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace wolfsuite::gate
