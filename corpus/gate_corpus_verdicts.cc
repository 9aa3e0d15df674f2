#include "corpus/gate_corpus_verdicts.h"

#include <algorithm>

#include "gate/adapter_messages.h"
#include "gate/expectations.h"
#include "gate/manifest.h"

namespace wolfsuite::corpus {
namespace {

std::string_view text_of(ByteSpan input) {
  return {reinterpret_cast<const char*>(input.data()), input.size()};
}

DecodeOutcome messages_outcome(ByteSpan input) {
  const std::string_view text = text_of(input);
  // The parsers report no findings; one empty set serves all three.
  const Findings none;
  DecodeOutcome manifest;
  if (record(gate::parse_manifest(text), "parse_manifest", none, manifest)) return manifest;
  DecodeOutcome read;
  if (record(gate::parse_request(text), "parse_request", none, read)) return read;
  if (record(gate::parse_response(text), "parse_response", none, read)) return read;
  return manifest;
}

DecodeOutcome expectations_outcome(ByteSpan input) {
  DecodeOutcome outcome;
  record(gate::parse_expectations(text_of(input)), "parse_expectations", Findings{}, outcome);
  return outcome;
}

}  // namespace

const std::vector<std::string>& gate_fuzz_targets() {
  static const std::vector<std::string> targets = {"gate_messages_fuzzer",
                                                   "gate_expectations_fuzzer"};
  return targets;
}

std::optional<DecodeOutcome> gate_corpus_outcome(std::string_view target, ByteSpan input) {
  if (target == "gate_messages_fuzzer") return messages_outcome(input);
  if (target == "gate_expectations_fuzzer") return expectations_outcome(input);
  return std::nullopt;
}

std::vector<std::string> request_and_response_errors(ByteSpan input) {
  const std::string_view text = text_of(input);
  std::vector<std::string> ids;
  if (const auto request = gate::parse_request(text); !request.ok()) {
    ids.push_back(request.error().id);
  }
  if (const auto response = gate::parse_response(text); !response.ok()) {
    ids.push_back(response.error().id);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace wolfsuite::corpus
