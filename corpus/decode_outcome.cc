#include "corpus/decode_outcome.h"

#include <algorithm>

namespace wolfsuite::corpus {

std::string to_string(const DecodeOutcome& outcome) {
  if (!outcome.accepted) {
    return "rejected by " + outcome.decoder + " with " + outcome.error_id + " at byte " +
           std::to_string(outcome.error_offset);
  }
  std::string text = "accepted by " + outcome.decoder;
  const std::vector<std::string> ids = finding_ids(outcome);
  for (std::size_t i = 0; i < ids.size(); ++i) text += (i == 0 ? " with " : ", ") + ids[i];
  return text;
}

std::vector<std::string> finding_ids(const DecodeOutcome& outcome) {
  std::vector<std::string> ids;
  for (const Finding& finding : outcome.findings) ids.push_back(finding.id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

std::optional<std::size_t> first_finding_offset(const DecodeOutcome& outcome, std::string_view id) {
  for (const Finding& finding : outcome.findings) {
    if (finding.id == id) return finding.offset;
  }
  return std::nullopt;
}

}  // namespace wolfsuite::corpus
