#pragma once
// What a corpus file of gate_messages_fuzzer gets from the gate's three document parsers, and one
// of gate_expectations_fuzzer from the expectation file's reader (gate/expectations.h). The
// crafting tool (corpus/tools/craft_gate_corpus.cc) checks every recipe's verdict against it; the
// corpus test (corpus/gate_corpus_test.cc) requires it to match each committed file's metadata.
//
// The target reads the same bytes as a vectors manifest, an adapter request and an adapter
// response (gate/manifest.h, gate/adapter_messages.h). A file decodes when one of them reads it:
// the outcome names the first that does, in the target's order (parse_manifest, parse_request,
// parse_response). A file none of them reads is rejected with parse_manifest's error and offset:
// the manifest is the document a port hands the gate from outside, and its errors are the finest
// (path, duplicate, count). What the request and response parsers refuse such a file with is
// request_and_response_errors; the crafting tool lists those IDs in the file's catalogue_ids.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

// gate_messages_fuzzer, gate_expectations_fuzzer.
const std::vector<std::string>& gate_fuzz_targets();

// nullopt for an unknown target; every input of the target has an outcome.
std::optional<DecodeOutcome> gate_corpus_outcome(std::string_view target, ByteSpan input);

// The IDs parse_request and parse_response refuse `input` with, sorted (none for a parser that
// reads it).
std::vector<std::string> request_and_response_errors(ByteSpan input);

}  // namespace wolfsuite::corpus
