#pragma once
// Reading and writing the gate's JSON documents (manifest, request, response) field by field:
// each document reports a missing or mistyped field with its own ID (`field_error_id`) and the
// field's path ("vectors[3].expected.size"). Used by gate/ only.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/params.h"

namespace wolfsuite::gate::json_fields {

using json = nlohmann::json;
// Written documents keep their fields in the order the protocol lists them.
using ordered_json = nlohmann::ordered_json;

std::string member_path(std::string_view parent, std::string_view key);
std::string element_path(std::string_view array, std::size_t index);

// `text` parsed; `json_error_id` with the parser's byte offset when it is not one JSON object.
Result<json> parse_object(std::string_view text, std::string_view json_error_id);

// The text of the document at `path`, read whole and at most `max_bytes`: `too_large_id` when it
// is larger, `read_id` when it cannot be read (the document's own IDs, with file_io's message).
Result<std::string> read_document(const std::filesystem::path& path, std::size_t max_bytes,
                                  std::string_view too_large_id, std::string_view read_id);

struct FieldReader {
  std::string_view field_error_id;

  Error error(const std::string& path, std::string_view problem) const;
  bool has(const json& object, std::string_view key) const;
  Result<std::string> string(const json& object, std::string_view parent,
                             std::string_view key) const;
  Result<std::uint64_t> unsigned_integer(const json& object, std::string_view parent,
                                         std::string_view key) const;
  Result<const json*> object(const json& object, std::string_view parent,
                             std::string_view key) const;
  Result<const json*> array(const json& object, std::string_view parent,
                            std::string_view key) const;
  // An object whose members are all strings.
  Result<std::map<std::string, std::string>> string_map(const json& object, std::string_view parent,
                                                        std::string_view key) const;
  // An object whose members are integers or strings.
  Result<Params> params(const json& object, std::string_view parent, std::string_view key) const;
};

ordered_json params_json(const Params& params);

}  // namespace wolfsuite::gate::json_fields
