#pragma once
// The adapter protocol's two messages (docs/ADAPTERS.md "Request" and "Response"): the gate
// writes one request, a JSON object, to the adapter's stdin and reads one response, a JSON
// object, from its stdout. The request names every file by absolute path.
//
// Request (every field required)                Response
//   protocol    kAdapterProtocol                  protocol  kAdapterProtocol
//   id          the vector's id                   status    "ok" | "rejected" | "unsupported"
//   capability  what to compute                   error     optional, rejected only: the ID
//   inputs      role -> absolute path             message   optional, any status: for humans
//   params      name -> integer or string
//   output      absolute path to write
//
// Catalogue of the IDs parse_request and parse_response report (offset: the JSON parser's byte
// for the -JSON IDs, else 0)
//   E-GATE-REQUEST-TOO-LARGE / E-GATE-RESPONSE-TOO-LARGE  above kMaxMessageBytes
//   E-GATE-REQUEST-JSON / E-GATE-RESPONSE-JSON            not one JSON object
//   E-GATE-REQUEST-PROTOCOL / E-GATE-RESPONSE-PROTOCOL    protocol is not kAdapterProtocol
//   E-GATE-REQUEST-FIELD / E-GATE-RESPONSE-FIELD          a field is missing, mistyped or out
//                                                         of its set
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/manifest.h"
#include "gate/params.h"

namespace wolfsuite::gate {

inline constexpr std::string_view kAdapterProtocol = "wolfsuite-adapter/1";
// A request or response is a few hundred bytes; anything this large is not one.
inline constexpr std::size_t kMaxMessageBytes = 1u << 20;

struct Request {
  std::string id;
  std::string capability;
  std::map<std::string, std::string> inputs;  // role -> absolute path
  Params params;
  std::string output;  // absolute path
  friend bool operator==(const Request&, const Request&) = default;
};

// The request for `vector` of the manifest in `vectors_folder`: its inputs resolved against that
// folder, and `output` (the file the adapter is to write), both made absolute.
Request make_request(const Vector& vector, const std::filesystem::path& vectors_folder,
                     const std::filesystem::path& output);

// One line of JSON, keys in the table's order, ending with a newline.
std::string write_request(const Request& request);
Result<Request> parse_request(std::string_view json_text);

enum class ResponseStatus { kOk, kRejected, kUnsupported };

struct Response {
  ResponseStatus status = ResponseStatus::kOk;
  std::string error;    // kRejected: the ID, or empty
  std::string message;  // empty when none
  friend bool operator==(const Response&, const Response&) = default;
};

// One line of JSON, ending with a newline.
std::string write_response(const Response& response);

// Batch mode (docs/ADAPTERS.md "Batch mode"): the gate offers it by starting the adapter with the
// environment variable kBatchVariable set to kBatchProtocol; an adapter that takes the offer
// writes the announcement line first, then answers one request line with one response line until
// its stdin ends. An adapter that does not is run one process per vector.
inline constexpr std::string_view kBatchProtocol = "wolfsuite-batch/1";
inline constexpr std::string_view kBatchVariable = "WOLFSUITE_ADAPTER_BATCH";
// {"protocol":"wolfsuite-adapter/1","batch":"wolfsuite-batch/1"}, ending with a newline.
std::string write_batch_announcement();
// Whether `line` is the announcement: a JSON object of kAdapterProtocol whose "batch" is
// kBatchProtocol, other fields ignored.
bool is_batch_announcement(std::string_view line);
// The adapter's whole stdout: one JSON object, whitespace around it allowed.
Result<Response> parse_response(std::string_view stdout_text);

}  // namespace wolfsuite::gate
