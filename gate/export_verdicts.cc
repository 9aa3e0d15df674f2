// verdict: every corpus file the catalogue names, through its target's decoders. Files of targets
// without a verdict function, and inputs a target ignores, give no vector.
#include "gate/corpus_verdict.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate::exporter {
namespace {

const OutputShape kNoOutput{OutputFormat::kNone, "", 0, 0, {}};

}  // namespace

void export_verdicts(const std::vector<CorpusCase>& corpus, VectorTree& tree) {
  for (const CorpusCase& file : corpus) {
    const std::optional<std::string> decoder = verdict_decoder_of_target(file.target);
    if (!decoder || !corpus_verdict(*decoder, file.data)) continue;
    const std::string id = verdict_vector_id(file.target, file.file_name);
    const std::string data = tree.add_vector_file(id + ".bin", file.data);
    tree.add_vector(id, "verdict", {{"data", data}}, {{"decoder", *decoder}}, kNoOutput);
  }
}

}  // namespace wolfsuite::gate::exporter
