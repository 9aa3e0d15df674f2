// verdict: a corpus file accepted (no output) or rejected with the ID its decoders give
// (corpus_verdict.h).
#include "gate/capability_families.h"
#include "gate/corpus_verdict.h"

namespace wolfsuite::gate::capability {

Result<Bytes> verdict(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
  WS_ASSIGN_OR_RETURN(const std::string decoder, input.text("decoder"));
  const std::optional<CorpusVerdict> verdict = corpus_verdict(decoder, data);
  if (!verdict) {
    return malformed("E-GATE-PARAM", 0,
                     "decoder \"" + decoder + "\" is unknown or ignores an input this short");
  }
  if (!verdict->accepted) {
    return malformed(verdict->error_id, 0, "rejected by " + decoder);
  }
  return Bytes{};
}

}  // namespace wolfsuite::gate::capability
