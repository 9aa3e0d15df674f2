#include "gate/json_fields.h"

#include <limits>

#include "decoders/core/file_io.h"
#include "decoders/core/json_text.h"

namespace wolfsuite::gate::json_fields {
namespace {

bool fits_int64(const json& value) {
  if (!value.is_number_integer()) return false;
  return !value.is_number_unsigned() ||
         value.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<std::int64_t>::max());
}

}  // namespace

std::string member_path(std::string_view parent, std::string_view key) {
  return parent.empty() ? std::string(key) : std::string(parent) + "." + std::string(key);
}

std::string element_path(std::string_view array, std::size_t index) {
  return std::string(array) + "[" + std::to_string(index) + "]";
}

Result<std::string> read_document(const std::filesystem::path& path, std::size_t max_bytes,
                                  std::string_view too_large_id, std::string_view read_id) {
  Result<Bytes> bytes = read_file(path, max_bytes);
  if (!bytes) {
    if (bytes.error().id == "E-IO-TOO-LARGE") return over_limit(too_large_id, 0, bytes.error().message);
    return malformed(read_id, 0, bytes.error().message);
  }
  return std::string(bytes->begin(), bytes->end());
}

Result<json> parse_object(std::string_view text, std::string_view json_error_id) {
  WS_ASSIGN_OR_RETURN(json value, parse_json_text(text, json_error_id));
  if (!value.is_object()) return malformed(json_error_id, 0, "not a JSON object");
  return value;
}

Error FieldReader::error(const std::string& path, std::string_view problem) const {
  return malformed(field_error_id, 0, path + ": " + std::string(problem));
}

bool FieldReader::has(const json& object, std::string_view key) const {
  return object.contains(key);
}

Result<std::string> FieldReader::string(const json& object, std::string_view parent,
                                        std::string_view key) const {
  const auto found = object.find(key);
  if (found == object.end()) return error(member_path(parent, key), "missing");
  if (!found->is_string()) return error(member_path(parent, key), "not a string");
  return found->get<std::string>();
}

Result<std::uint64_t> FieldReader::unsigned_integer(const json& object, std::string_view parent,
                                                    std::string_view key) const {
  const auto found = object.find(key);
  if (found == object.end()) return error(member_path(parent, key), "missing");
  if (!found->is_number_unsigned()) {
    return error(member_path(parent, key), "not an unsigned integer");
  }
  return found->get<std::uint64_t>();
}

Result<const json*> FieldReader::object(const json& parent_object, std::string_view parent,
                                        std::string_view key) const {
  const auto found = parent_object.find(key);
  if (found == parent_object.end()) return error(member_path(parent, key), "missing");
  if (!found->is_object()) return error(member_path(parent, key), "not an object");
  return &*found;
}

Result<const json*> FieldReader::array(const json& object, std::string_view parent,
                                       std::string_view key) const {
  const auto found = object.find(key);
  if (found == object.end()) return error(member_path(parent, key), "missing");
  if (!found->is_array()) return error(member_path(parent, key), "not an array");
  return &*found;
}

Result<std::map<std::string, std::string>> FieldReader::string_map(const json& object,
                                                                   std::string_view parent,
                                                                   std::string_view key) const {
  WS_ASSIGN_OR_RETURN(const json* members, this->object(object, parent, key));
  const std::string path = member_path(parent, key);
  std::map<std::string, std::string> out;
  for (const auto& [name, value] : members->items()) {
    if (!value.is_string()) return error(member_path(path, name), "not a string");
    out.emplace(name, value.get<std::string>());
  }
  return out;
}

Result<Params> FieldReader::params(const json& object, std::string_view parent,
                                   std::string_view key) const {
  WS_ASSIGN_OR_RETURN(const json* members, this->object(object, parent, key));
  const std::string path = member_path(parent, key);
  Params out;
  for (const auto& [name, value] : members->items()) {
    if (value.is_string()) {
      out.emplace(name, value.get<std::string>());
    } else if (fits_int64(value)) {
      out.emplace(name, value.get<std::int64_t>());
    } else {
      return error(member_path(path, name), "neither a string nor a 64-bit integer");
    }
  }
  return out;
}

ordered_json params_json(const Params& params) {
  ordered_json out = ordered_json::object();
  for (const auto& [name, value] : params) {
    if (const auto* integer = std::get_if<std::int64_t>(&value)) {
      out[name] = *integer;
    } else {
      out[name] = std::get<std::string>(value);
    }
  }
  return out;
}

}  // namespace wolfsuite::gate::json_fields
