#include "corpus/corpus_verdicts.h"

#include <algorithm>
#include <functional>

#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

using Expand = std::function<Result<Bytes>(ByteSpan)>;

Outcome outcome_of(const Result<Bytes>& result) {
  if (result.ok()) return Outcome{true, "", 0, result->size()};
  return Outcome{false, result.error().id, result.error().offset, 0};
}

Outcome rejected(const Error& error) { return Outcome{false, error.id, error.offset, 0}; }

// Round trips: the compressor's result, then the expander's.
Outcome round_trip(ByteSpan plain, const Result<Bytes>& compressed, const Expand& expand) {
  if (!compressed.ok()) return rejected(compressed.error());
  const Result<Bytes> expanded = expand(*compressed);
  if (!expanded.ok()) return rejected(expanded.error());
  if (!std::equal(plain.begin(), plain.end(), expanded->begin(), expanded->end())) {
    return Outcome{false, "E-ROUNDTRIP-MISMATCH", 0, 0};
  }
  return Outcome{true, "", 0, plain.size()};
}

// Unframed round trips may be longer than a GAMEMAPS plane, as in the fuzz targets.
Limits limits_for_plain(ByteSpan plain) {
  Limits limits;
  limits.max_word_codec_output = std::max(limits.max_word_codec_output, plain.size());
  return limits;
}

std::optional<Outcome> rlew_expand_outcome(ByteSpan file, Path path) {
  const auto in = fuzz::parse_rlew_expand_input(file);
  if (!in) return std::nullopt;
  return outcome_of(path == Path::kLiteral
                        ? rlew_expand_literal(in->stream, in->expanded_size, in->tag)
                        : rlew_expand(in->stream, in->expanded_size, in->tag));
}

std::optional<Outcome> carmack_expand_outcome(ByteSpan file, Path path) {
  const auto in = fuzz::parse_carmack_expand_input(file);
  if (!in) return std::nullopt;
  return outcome_of(path == Path::kLiteral ? carmack_expand_literal(in->stream, in->expanded_size)
                                           : carmack_expand(in->stream, in->expanded_size));
}

std::optional<Outcome> huffman_expand_outcome(ByteSpan file, Path path) {
  const auto in = fuzz::parse_huffman_expand_input(file);
  if (!in) return std::nullopt;
  const Result<HuffmanDict> dict = fuzz::huffman_input_dict(*in);
  if (!dict.ok()) return rejected(dict.error());
  if (path == Path::kLiteral) {
    return outcome_of(huffman_expand_literal(in->stream, in->expanded_size, *dict));
  }
  return outcome_of(HuffmanDecoder(*dict).expand(in->stream, in->expanded_size));
}

std::optional<Outcome> map_plane_differential_outcome(ByteSpan file, Path path) {
  const auto in = fuzz::parse_map_plane_input(file);
  if (!in) return std::nullopt;
  return outcome_of(path == Path::kLiteral ? expand_map_plane_literal(in->stored, in->tag)
                                           : expand_map_plane(in->stored, in->tag));
}

std::optional<Outcome> rlew_roundtrip_outcome(ByteSpan file, Path path) {
  if (file.size() < 2) return std::nullopt;
  const std::uint16_t tag = load_u16le(file, 0);
  const Bytes plain = fuzz::plain_words_from_source(file.subspan(2));
  const Limits limits = limits_for_plain(plain);
  return round_trip(plain, rlew_compress(plain, tag), [&](ByteSpan stream) {
    return path == Path::kLiteral ? rlew_expand_literal(stream, plain.size(), tag, limits)
                                  : rlew_expand(stream, plain.size(), tag, limits);
  });
}

std::optional<Outcome> carmack_roundtrip_outcome(ByteSpan file, Path path) {
  const Bytes plain = fuzz::plain_words_from_source(file);
  const Limits limits = limits_for_plain(plain);
  return round_trip(plain, carmack_compress(plain), [&](ByteSpan stream) {
    return path == Path::kLiteral ? carmack_expand_literal(stream, plain.size(), limits)
                                  : carmack_expand(stream, plain.size(), limits);
  });
}

std::optional<Outcome> huffman_roundtrip_outcome(ByteSpan file, Path path) {
  const fuzz::HuffmanRoundTripInput in = fuzz::parse_huffman_roundtrip_input(file);
  return round_trip(in.plain, huffman_compress(in.plain, in.dict), [&](ByteSpan stream) {
    return path == Path::kLiteral ? huffman_expand_literal(stream, in.plain.size(), in.dict)
                                  : HuffmanDecoder(in.dict).expand(stream, in.plain.size());
  });
}

std::optional<Outcome> map_plane_roundtrip_outcome(ByteSpan file, Path path) {
  if (file.size() < 2) return std::nullopt;
  const std::uint16_t tag = load_u16le(file, 0);
  const Bytes plane = fuzz::plain_words_from_source(file.subspan(2));
  return round_trip(plane, compress_map_plane(plane, tag), [&](ByteSpan stored) {
    return path == Path::kLiteral ? expand_map_plane_literal(stored, tag)
                                  : expand_map_plane(stored, tag);
  });
}

}  // namespace

std::string to_string(const Outcome& outcome) {
  if (outcome.accepted) return "accepted (" + std::to_string(outcome.output_size) + " bytes)";
  return "rejected with " + outcome.error_id + " at byte " + std::to_string(outcome.error_offset);
}

const std::vector<std::string>& fuzz_targets() {
  static const std::vector<std::string> kTargets = {
      "rlew_expand_fuzzer",          "carmack_expand_fuzzer",        "huffman_expand_fuzzer",
      "rlew_roundtrip_fuzzer",       "rlew_differential_fuzzer",     "carmack_roundtrip_fuzzer",
      "carmack_differential_fuzzer", "huffman_roundtrip_fuzzer",     "huffman_differential_fuzzer",
      "map_plane_roundtrip_fuzzer",  "map_plane_differential_fuzzer"};
  return kTargets;
}

std::optional<Outcome> corpus_outcome(std::string_view target, ByteSpan file, Path path) {
  if (target == "rlew_expand_fuzzer" || target == "rlew_differential_fuzzer") {
    return rlew_expand_outcome(file, path);
  }
  if (target == "carmack_expand_fuzzer" || target == "carmack_differential_fuzzer") {
    return carmack_expand_outcome(file, path);
  }
  if (target == "huffman_expand_fuzzer" || target == "huffman_differential_fuzzer") {
    return huffman_expand_outcome(file, path);
  }
  if (target == "map_plane_differential_fuzzer") return map_plane_differential_outcome(file, path);
  if (target == "rlew_roundtrip_fuzzer") return rlew_roundtrip_outcome(file, path);
  if (target == "carmack_roundtrip_fuzzer") return carmack_roundtrip_outcome(file, path);
  if (target == "huffman_roundtrip_fuzzer") return huffman_roundtrip_outcome(file, path);
  if (target == "map_plane_roundtrip_fuzzer") return map_plane_roundtrip_outcome(file, path);
  return std::nullopt;
}

std::optional<Verdicts> corpus_verdicts(std::string_view target, ByteSpan file) {
  auto literal = corpus_outcome(target, file, Path::kLiteral);
  auto fast = corpus_outcome(target, file, Path::kFast);
  if (!literal || !fast) return std::nullopt;
  return Verdicts{*literal, *fast};
}

}  // namespace wolfsuite::corpus
