#include "corpus/quake_corpus_verdicts.h"

#include "decoders/core/byte_reader.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/bsp_validate.h"
#include "decoders/quake/bsp_vis.h"
#include "decoders/quake/pak.h"

namespace wolfsuite::corpus {
namespace {

DecodeOutcome bsp_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  const Result<Bsp> bsp = decode_bsp(input, findings);
  if (!record(bsp, "decode_bsp", findings, outcome)) return outcome;
  const Status valid = validate_bsp(*bsp, findings);
  record(valid, "validate_bsp", findings, outcome);
  return outcome;
}

DecodeOutcome pak_outcome(ByteSpan input) {
  Findings findings;
  DecodeOutcome outcome;
  record(decode_pak(input, findings), "decode_pak", findings, outcome);
  return outcome;
}

std::optional<DecodeOutcome> vis_outcome(ByteSpan input) {
  if (input.size() < 2) return std::nullopt;
  Findings findings;
  DecodeOutcome outcome;
  record(decompress_vis_row(input.subspan(2), 0, load_u16le(input, 0), findings, 2),
         "decompress_vis_row", findings, outcome);
  return outcome;
}

}  // namespace

const std::vector<std::string>& quake_fuzz_targets() {
  static const std::vector<std::string> targets = {"quake_bsp_fuzzer", "quake_pak_fuzzer",
                                                   "quake_vis_fuzzer"};
  return targets;
}

std::optional<DecodeOutcome> quake_corpus_outcome(std::string_view target, ByteSpan input) {
  if (target == "quake_bsp_fuzzer") return bsp_outcome(input);
  if (target == "quake_pak_fuzzer") return pak_outcome(input);
  if (target == "quake_vis_fuzzer") return vis_outcome(input);
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
