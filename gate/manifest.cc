#include "gate/manifest.h"

#include <algorithm>
#include <set>

#include "gate/adapter_messages.h"
#include "gate/json_fields.h"

namespace wolfsuite::gate {
namespace {

using json_fields::element_path;
using json_fields::json;
using json_fields::member_path;
using json_fields::ordered_json;

constexpr json_fields::FieldReader kFields{"E-GATE-MANIFEST-FIELD"};

Error path_error(const std::string& field, const std::string& path) {
  return malformed("E-GATE-MANIFEST-PATH", 0,
                   field + ": \"" + path + "\" is not a relative path inside the folder");
}

// An id that is a folder of another's ("a/b" and "a/b/c") would nest one vector's scratch folder
// in another's, and the runner removes each when its vector is done, under a vector still running.
Status check_ids_do_not_nest(const std::set<std::string>& ids) {
  for (const std::string& id : ids) {
    const std::string folder = id + "/";
    const auto next = ids.lower_bound(folder);
    if (next != ids.end() && next->starts_with(folder)) {
      return malformed("E-GATE-MANIFEST-PATH", 0,
                       "vectors: id \"" + id + "\" is a folder of id \"" + *next + "\"");
    }
  }
  return {};
}

// A string field that names a file beside the manifest.
Result<std::string> relative_path(const json& object, std::string_view parent,
                                  std::string_view key) {
  WS_ASSIGN_OR_RETURN(std::string path, kFields.string(object, parent, key));
  if (!is_safe_relative_path(path)) return path_error(member_path(parent, key), path);
  return path;
}

Result<std::uint32_t> frame_side(const json& object, std::string_view parent,
                                 std::string_view key) {
  WS_ASSIGN_OR_RETURN(const std::uint64_t side, kFields.unsigned_integer(object, parent, key));
  if (side == 0 || side > 0xFFFF) return kFields.error(member_path(parent, key), "not 1..65535");
  return static_cast<std::uint32_t>(side);
}

Result<OutputFormat> output_format(const json& object, std::string_view parent) {
  WS_ASSIGN_OR_RETURN(const std::string name, kFields.string(object, parent, "format"));
  for (std::size_t i = 1; i < kOutputFormats.size(); ++i) {
    if (name == kOutputFormats[i]) return static_cast<OutputFormat>(i);
  }
  return kFields.error(member_path(parent, "format"), "unknown format \"" + name + "\"");
}

Result<ExpectedSlice> expected_slice(const json& object, std::string_view parent) {
  WS_ASSIGN_OR_RETURN(const json* slice, kFields.object(object, parent, "slice"));
  const std::string path = member_path(parent, "slice");
  ExpectedSlice parsed;
  WS_ASSIGN_OR_RETURN(parsed.input, kFields.string(*slice, path, "input"));
  WS_ASSIGN_OR_RETURN(parsed.offset, kFields.unsigned_integer(*slice, path, "offset"));
  return parsed;
}

Result<Expected> parse_expected(const json& vector, const std::string& parent) {
  WS_ASSIGN_OR_RETURN(const json* object, kFields.object(vector, parent, "expected"));
  const std::string path = member_path(parent, "expected");
  Expected expected;
  WS_ASSIGN_OR_RETURN(const std::string status, kFields.string(*object, path, "status"));
  if (status == "rejected") {
    expected.status = ExpectedStatus::kRejected;
    if (kFields.has(*object, "error")) {
      WS_ASSIGN_OR_RETURN(expected.error, kFields.string(*object, path, "error"));
    }
    return expected;
  }
  if (status != "ok") {
    return kFields.error(member_path(path, "status"), "neither \"ok\" nor \"rejected\"");
  }
  WS_ASSIGN_OR_RETURN(expected.size, kFields.unsigned_integer(*object, path, "size"));
  WS_ASSIGN_OR_RETURN(expected.sha256, kFields.string(*object, path, "sha256"));
  if (expected.sha256.size() != 64 ||
      expected.sha256.find_first_not_of("0123456789abcdef") != std::string::npos) {
    return kFields.error(member_path(path, "sha256"), "not 64 lower-case hex digits");
  }
  if (kFields.has(*object, "output")) {
    WS_ASSIGN_OR_RETURN(expected.output, relative_path(*object, path, "output"));
  }
  if (kFields.has(*object, "slice")) {
    if (!expected.output.empty()) {
      return kFields.error(member_path(path, "slice"), "given with \"output\": one or the other");
    }
    WS_ASSIGN_OR_RETURN(expected.slice, expected_slice(*object, path));
  }
  if (kFields.has(*object, "format")) {
    WS_ASSIGN_OR_RETURN(expected.format, output_format(*object, path));
  }
  if (expected.format == OutputFormat::kIndexedFrame) {
    WS_ASSIGN_OR_RETURN(expected.width, frame_side(*object, path, "width"));
    WS_ASSIGN_OR_RETURN(expected.height, frame_side(*object, path, "height"));
    if (kFields.has(*object, "png")) {
      WS_ASSIGN_OR_RETURN(expected.png, relative_path(*object, path, "png"));
    }
  }
  return expected;
}

// Sorted and each once, as written: the same tags give the same manifest bytes.
Result<std::vector<std::string>> parse_tags(const json& vector_json, const std::string& parent) {
  WS_ASSIGN_OR_RETURN(const json* array, kFields.array(vector_json, parent, "tags"));
  const std::string path = member_path(parent, "tags");
  if (array->size() > kMaxTagsPerVector) {
    return kFields.error(path, "more than " + std::to_string(kMaxTagsPerVector) + " tags");
  }
  std::vector<std::string> tags;
  for (std::size_t i = 0; i < array->size(); ++i) {
    const json& tag = (*array)[i];
    if (!tag.is_string() || !is_valid_tag(tag.get_ref<const std::string&>())) {
      return kFields.error(element_path(path, i), "not a tag (1..64 of a-z, 0-9, '-', '.')");
    }
    if (!tags.empty() && tags.back() >= tag.get_ref<const std::string&>()) {
      return kFields.error(element_path(path, i), "not sorted or listed twice");
    }
    tags.push_back(tag.get<std::string>());
  }
  return tags;
}

Result<Vector> parse_vector(const json& vector_json, const std::string& path) {
  if (!vector_json.is_object()) return kFields.error(path, "not an object");
  Vector vector;
  WS_ASSIGN_OR_RETURN(vector.id, kFields.string(vector_json, path, "id"));
  if (!is_safe_relative_path(vector.id)) return path_error(member_path(path, "id"), vector.id);
  WS_ASSIGN_OR_RETURN(vector.capability, kFields.string(vector_json, path, "capability"));
  WS_ASSIGN_OR_RETURN(const json* inputs, kFields.object(vector_json, path, "inputs"));
  const std::string inputs_path = member_path(path, "inputs");
  for (const auto& [role, value] : inputs->items()) {
    (void)value;
    WS_ASSIGN_OR_RETURN(std::string input, relative_path(*inputs, inputs_path, role));
    vector.inputs.emplace(role, std::move(input));
  }
  WS_ASSIGN_OR_RETURN(vector.params, kFields.params(vector_json, path, "params"));
  WS_ASSIGN_OR_RETURN(vector.expected, parse_expected(vector_json, path));
  if (vector.expected.slice && !vector.inputs.contains(vector.expected.slice->input)) {
    return kFields.error(member_path(member_path(member_path(path, "expected"), "slice"), "input"),
                         "no input is \"" + vector.expected.slice->input + "\"");
  }
  WS_ASSIGN_OR_RETURN(vector.input_bytes,
                      kFields.unsigned_integer(vector_json, path, "input_bytes"));
  if (kFields.has(vector_json, "tags")) {
    WS_ASSIGN_OR_RETURN(vector.tags, parse_tags(vector_json, path));
  }
  return vector;
}

Status check_capability_counts(const json& document, const Manifest& manifest) {
  WS_ASSIGN_OR_RETURN(const json* listed, kFields.object(document, "", "capabilities"));
  std::map<std::string, std::size_t> counted = capability_counts(manifest);
  std::map<std::string, std::size_t> declared;
  for (const auto& [capability, entry] : listed->items()) {
    const std::string path = member_path("capabilities", capability);
    if (!entry.is_object()) return kFields.error(path, "not an object");
    WS_ASSIGN_OR_RETURN(declared[capability], kFields.unsigned_integer(entry, path, "vectors"));
  }
  if (declared != counted) {
    return malformed("E-GATE-MANIFEST-COUNT", 0,
                     "capabilities: the counts do not match the vectors listed");
  }
  return {};
}

ordered_json expected_json(const Expected& expected) {
  ordered_json out = ordered_json::object();
  if (expected.status == ExpectedStatus::kRejected) {
    out["status"] = "rejected";
    if (!expected.error.empty()) out["error"] = expected.error;
    return out;
  }
  out["status"] = "ok";
  if (!expected.output.empty()) out["output"] = expected.output;
  if (expected.slice) {
    out["slice"] = {{"input", expected.slice->input}, {"offset", expected.slice->offset}};
  }
  out["size"] = expected.size;
  out["sha256"] = expected.sha256;
  if (expected.format != OutputFormat::kNone) {
    out["format"] = output_format_name(expected.format);
  }
  if (expected.format == OutputFormat::kIndexedFrame) {
    out["width"] = expected.width;
    out["height"] = expected.height;
    if (!expected.png.empty()) out["png"] = expected.png;
  }
  return out;
}

ordered_json vector_json(const Vector& vector) {
  ordered_json out = ordered_json::object();
  out["id"] = vector.id;
  out["capability"] = vector.capability;
  out["inputs"] = ordered_json::object();
  for (const auto& [role, path] : vector.inputs) out["inputs"][role] = path;
  out["params"] = json_fields::params_json(vector.params);
  out["expected"] = expected_json(vector.expected);
  out["input_bytes"] = vector.input_bytes;
  if (!vector.tags.empty()) out["tags"] = vector.tags;
  return out;
}

}  // namespace

bool is_valid_tag(std::string_view tag) {
  return !tag.empty() && tag.size() <= kMaxTagLength &&
         tag.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-.") == std::string_view::npos;
}

bool Vector::has_tag(std::string_view tag) const {
  return std::binary_search(tags.begin(), tags.end(), tag);
}

std::string_view output_format_name(OutputFormat format) {
  return kOutputFormats[static_cast<std::size_t>(format)];
}

std::map<std::string, std::size_t> capability_counts(const Manifest& manifest) {
  std::map<std::string, std::size_t> counts;
  for (const Vector& vector : manifest.vectors) ++counts[vector.capability];
  return counts;
}

bool is_safe_relative_path(std::string_view path) {
  if (path.empty() || path.front() == '/' || path.find('\\') != std::string_view::npos ||
      path.find('\0') != std::string_view::npos) {
    return false;
  }
  // "C:" and the like: absolute to Windows tools that might read the manifest.
  if (path.size() >= 2 && path[1] == ':') return false;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = path.find('/', start);
    const std::string_view part = path.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    if (end == std::string_view::npos) return true;
    start = end + 1;
  }
}

Result<Manifest> parse_manifest(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(const json document,
                      json_fields::parse_object(json_text, "E-GATE-MANIFEST-JSON"));
  Manifest manifest;
  WS_ASSIGN_OR_RETURN(manifest.schema, kFields.string(document, "", "schema"));
  if (manifest.schema != kManifestSchema) {
    return malformed("E-GATE-MANIFEST-SCHEMA", 0,
                     "schema \"" + manifest.schema + "\" is not " + std::string(kManifestSchema));
  }
  WS_ASSIGN_OR_RETURN(manifest.protocol, kFields.string(document, "", "protocol"));
  if (manifest.protocol != kAdapterProtocol) {
    return malformed(
        "E-GATE-MANIFEST-SCHEMA", 0,
        "protocol \"" + manifest.protocol + "\" is not " + std::string(kAdapterProtocol));
  }
  WS_ASSIGN_OR_RETURN(manifest.generator, kFields.string(document, "", "generator"));
  WS_ASSIGN_OR_RETURN(const json* sets, kFields.array(document, "", "sets"));
  for (std::size_t i = 0; i < sets->size(); ++i) {
    if (!(*sets)[i].is_string()) return kFields.error(element_path("sets", i), "not a string");
    manifest.sets.push_back((*sets)[i].get<std::string>());
  }
  WS_ASSIGN_OR_RETURN(const json* vectors, kFields.array(document, "", "vectors"));
  std::set<std::string> ids;
  for (std::size_t i = 0; i < vectors->size(); ++i) {
    WS_ASSIGN_OR_RETURN(Vector vector, parse_vector((*vectors)[i], element_path("vectors", i)));
    if (!ids.insert(vector.id).second) {
      return malformed("E-GATE-MANIFEST-DUPLICATE", 0,
                       element_path("vectors", i) + ": id \"" + vector.id + "\" appears twice");
    }
    manifest.vectors.push_back(std::move(vector));
  }
  WS_RETURN_IF_ERROR(check_ids_do_not_nest(ids));
  WS_RETURN_IF_ERROR(check_capability_counts(document, manifest));
  return manifest;
}

Result<Manifest> read_manifest(const std::filesystem::path& path) {
  WS_ASSIGN_OR_RETURN(const std::string text,
                      json_fields::read_document(path, kMaxManifestBytes,
                                                 "E-GATE-MANIFEST-TOO-LARGE", "E-GATE-MANIFEST-READ"));
  return parse_manifest(text);
}

std::string write_manifest(const Manifest& manifest) {
  ordered_json out = ordered_json::object();
  out["schema"] = manifest.schema;
  out["protocol"] = manifest.protocol;
  out["generator"] = manifest.generator;
  out["sets"] = manifest.sets;
  out["capabilities"] = ordered_json::object();
  for (const auto& [capability, count] : capability_counts(manifest)) {
    out["capabilities"][capability] = {{"vectors", count}};
  }
  out["vectors"] = ordered_json::array();
  for (const Vector& vector : manifest.vectors) out["vectors"].push_back(vector_json(vector));
  return out.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace wolfsuite::gate
