#include "decoders/quake/bsp_entities.h"

#include <algorithm>

namespace wolfsuite {
namespace {

constexpr std::string_view kEntities = "E-QUAKE-BSP-ENTITIES";

struct Token {
  std::string text;
  bool quoted = false;
  std::size_t at = 0;
};

class Tokenizer {
 public:
  Tokenizer(ByteSpan text, std::size_t lump_offset) : text_(text), lump_offset_(lump_offset) {
    const auto nul = std::find(text_.begin(), text_.end(), std::uint8_t{0});
    text_ = text_.first(static_cast<std::size_t>(nul - text_.begin()));
  }

  // The next token, nullopt at the end of the text, or an error for an unterminated quote.
  Result<std::optional<Token>> next() {
    skip_blanks_and_comments();
    if (at_ >= text_.size()) return std::optional<Token>{};
    Token token;
    token.at = lump_offset_ + at_;
    const char first = static_cast<char>(text_[at_]);
    if (first == '"') {
      token.quoted = true;
      const auto close = std::find(text_.begin() + static_cast<std::ptrdiff_t>(at_ + 1),
                                   text_.end(), std::uint8_t{'"'});
      if (close == text_.end()) {
        return malformed(kEntities, token.at, "a quoted token runs to the end of the text");
      }
      const std::size_t end = static_cast<std::size_t>(close - text_.begin());
      token.text.assign(text_.begin() + static_cast<std::ptrdiff_t>(at_ + 1), close);
      at_ = end + 1;
      return std::optional<Token>{std::move(token)};
    }
    if (first == '{' || first == '}') {
      token.text = first;
      ++at_;
      return std::optional<Token>{std::move(token)};
    }
    while (at_ < text_.size() && text_[at_] > ' ' && text_[at_] != '{' && text_[at_] != '}' &&
           text_[at_] != '"') {
      token.text.push_back(static_cast<char>(text_[at_++]));
    }
    return std::optional<Token>{std::move(token)};
  }

 private:
  void skip_blanks_and_comments() {
    while (at_ < text_.size()) {
      if (text_[at_] <= ' ') {
        ++at_;
      } else if (text_[at_] == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '/') {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else {
        return;
      }
    }
  }

  ByteSpan text_;
  std::size_t lump_offset_ = 0;
  std::size_t at_ = 0;
};

bool is_brace(const Token& token, char brace) {
  return !token.quoted && token.text.size() == 1 && token.text[0] == brace;
}

bool writable(const std::string& text) {
  return text.find_first_of(std::string("\"\n\r\0", 4)) == std::string::npos;
}

}  // namespace

Result<std::vector<Entity>> parse_entities(ByteSpan text, std::size_t lump_offset) {
  Tokenizer tokens(text, lump_offset);
  std::vector<Entity> entities;
  while (true) {
    WS_ASSIGN_OR_RETURN(const std::optional<Token> open, tokens.next());
    if (!open) return entities;
    if (!is_brace(*open, '{')) {
      return malformed(kEntities, open->at, "found \"" + open->text + "\" where \"{\" must be");
    }
    Entity entity;
    while (true) {
      WS_ASSIGN_OR_RETURN(const std::optional<Token> key, tokens.next());
      if (!key) return malformed(kEntities, lump_offset + text.size(), "no closing \"}\"");
      if (is_brace(*key, '}')) break;
      WS_ASSIGN_OR_RETURN(const std::optional<Token> value, tokens.next());
      if (!value) return malformed(kEntities, lump_offset + text.size(), "no closing \"}\"");
      if (is_brace(*value, '}')) {
        return malformed(kEntities, value->at,
                         "\"}\" where the value of " + key->text + " must be");
      }
      entity.fields.push_back(EntityField{key->text, value->text});
    }
    entities.push_back(std::move(entity));
  }
}

Result<Bytes> write_entities(const std::vector<Entity>& entities) {
  std::string text;
  for (const Entity& entity : entities) {
    text += "{\n";
    for (const EntityField& field : entity.fields) {
      if (!writable(field.key) || !writable(field.value)) {
        return malformed("E-QUAKE-BSP-ENTITIES-ENCODE", text.size(),
                         "the field " + field.key + " holds a quote, a line break or a NUL");
      }
      text += "\"" + field.key + "\" \"" + field.value + "\"\n";
    }
    text += "}\n";
  }
  Bytes bytes(text.begin(), text.end());
  bytes.push_back(0);
  return bytes;
}

std::optional<std::string_view> entity_value(const Entity& entity, std::string_view key) {
  for (const EntityField& field : entity.fields) {
    if (field.key == key) return field.value;
  }
  return std::nullopt;
}

}  // namespace wolfsuite
