#include "gate/adapter_messages.h"

#include "gate/json_fields.h"

namespace wolfsuite::gate {
namespace {

using json_fields::json;
using json_fields::ordered_json;

// The IDs one of the two messages reports (adapter_messages.h).
struct MessageIds {
  std::string_view too_large;
  std::string_view not_json;
  std::string_view protocol;
  json_fields::FieldReader fields;
};
constexpr MessageIds kRequestIds{"E-GATE-REQUEST-TOO-LARGE",
                                 "E-GATE-REQUEST-JSON",
                                 "E-GATE-REQUEST-PROTOCOL",
                                 {"E-GATE-REQUEST-FIELD"}};
constexpr MessageIds kResponseIds{"E-GATE-RESPONSE-TOO-LARGE",
                                  "E-GATE-RESPONSE-JSON",
                                  "E-GATE-RESPONSE-PROTOCOL",
                                  {"E-GATE-RESPONSE-FIELD"}};
constexpr const json_fields::FieldReader& kRequestFields = kRequestIds.fields;
constexpr const json_fields::FieldReader& kResponseFields = kResponseIds.fields;

constexpr std::string_view kStatusNames[] = {"ok", "rejected", "unsupported"};

std::string one_line(const ordered_json& message) {
  return message.dump(-1, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

// The message text as one JSON object of kAdapterProtocol.
Result<json> parse_message(std::string_view text, const MessageIds& ids) {
  if (text.size() > kMaxMessageBytes) {
    return over_limit(ids.too_large, kMaxMessageBytes,
                      std::to_string(text.size()) + " bytes, more than a message can be");
  }
  WS_ASSIGN_OR_RETURN(json message, json_fields::parse_object(text, ids.not_json));
  WS_ASSIGN_OR_RETURN(const std::string protocol, ids.fields.string(message, "", "protocol"));
  if (protocol != kAdapterProtocol) {
    return malformed(ids.protocol, 0,
                     "protocol \"" + protocol + "\" is not " + std::string(kAdapterProtocol));
  }
  return message;
}

}  // namespace

Request make_request(const Vector& vector, const std::filesystem::path& vectors_folder,
                     const std::filesystem::path& output) {
  const std::filesystem::path folder = std::filesystem::absolute(vectors_folder);
  Request request;
  request.id = vector.id;
  request.capability = vector.capability;
  request.params = vector.params;
  for (const auto& [role, relative] : vector.inputs) {
    request.inputs.emplace(role, (folder / relative).lexically_normal().string());
  }
  request.output = std::filesystem::absolute(output).lexically_normal().string();
  return request;
}

std::string write_request(const Request& request) {
  ordered_json out = ordered_json::object();
  out["protocol"] = kAdapterProtocol;
  out["id"] = request.id;
  out["capability"] = request.capability;
  out["inputs"] = ordered_json::object();
  for (const auto& [role, path] : request.inputs) out["inputs"][role] = path;
  out["params"] = json_fields::params_json(request.params);
  out["output"] = request.output;
  return one_line(out);
}

Result<Request> parse_request(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(const json message, parse_message(json_text, kRequestIds));
  Request request;
  WS_ASSIGN_OR_RETURN(request.id, kRequestFields.string(message, "", "id"));
  WS_ASSIGN_OR_RETURN(request.capability, kRequestFields.string(message, "", "capability"));
  WS_ASSIGN_OR_RETURN(request.inputs, kRequestFields.string_map(message, "", "inputs"));
  WS_ASSIGN_OR_RETURN(request.params, kRequestFields.params(message, "", "params"));
  WS_ASSIGN_OR_RETURN(request.output, kRequestFields.string(message, "", "output"));
  return request;
}

std::string write_response(const Response& response) {
  ordered_json out = ordered_json::object();
  out["protocol"] = kAdapterProtocol;
  out["status"] = kStatusNames[static_cast<std::size_t>(response.status)];
  if (response.status == ResponseStatus::kRejected && !response.error.empty()) {
    out["error"] = response.error;
  }
  if (!response.message.empty()) out["message"] = response.message;
  return one_line(out);
}

Result<Response> parse_response(std::string_view stdout_text) {
  WS_ASSIGN_OR_RETURN(const json message, parse_message(stdout_text, kResponseIds));
  Response response;
  WS_ASSIGN_OR_RETURN(const std::string status, kResponseFields.string(message, "", "status"));
  std::size_t index = 0;
  while (index < std::size(kStatusNames) && kStatusNames[index] != status) ++index;
  if (index == std::size(kStatusNames)) {
    return kResponseFields.error("status", "\"" + status + "\" is not ok, rejected or unsupported");
  }
  response.status = static_cast<ResponseStatus>(index);
  if (response.status == ResponseStatus::kRejected && kResponseFields.has(message, "error")) {
    WS_ASSIGN_OR_RETURN(response.error, kResponseFields.string(message, "", "error"));
  }
  if (kResponseFields.has(message, "message")) {
    WS_ASSIGN_OR_RETURN(response.message, kResponseFields.string(message, "", "message"));
  }
  return response;
}

std::string write_batch_announcement() {
  ordered_json out = ordered_json::object();
  out["protocol"] = kAdapterProtocol;
  out["batch"] = kBatchProtocol;
  return one_line(out);
}

bool is_batch_announcement(std::string_view line) {
  // Most first lines are an old adapter's response: no need to parse those.
  if (line.find(kBatchProtocol) == std::string_view::npos) return false;
  const auto message = parse_message(line, kResponseIds);
  if (!message.ok()) return false;
  const auto batch = message->find("batch");
  return batch != message->end() && batch->is_string() &&
         batch->get<std::string>() == kBatchProtocol;
}

}  // namespace wolfsuite::gate
