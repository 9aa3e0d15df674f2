#include "gate/vectors_export.h"

#include <algorithm>

#include "decoders/core/ascii_case.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate {
namespace exporter {

std::string numbered(std::string_view prefix, std::size_t number, int digits) {
  std::string text = std::to_string(number);
  if (text.size() < static_cast<std::size_t>(digits)) {
    text.insert(0, static_cast<std::size_t>(digits) - text.size(), '0');
  }
  return std::string(prefix) + text;
}

}  // namespace exporter

namespace {

// The tags every vector of a set carries: the set's name and its game's tag ("wl1"), those that
// are valid tags.
std::vector<std::string> set_tags(const std::string& name, const std::optional<GameVersion>& version) {
  std::vector<std::string> tags;
  if (is_valid_tag(name)) tags.push_back(name);
  if (version) tags.emplace_back(version_facts(*version).tag);
  return tags;
}

void export_set(const NamedSetFiles& named, VectorTree& tree, const FramePngEncoder& png,
                const GeneratedVectors& generated) {
  const std::size_t first = tree.vectors().size();
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(named.files, report);
  exporter::SetExport context{named.name,         named.files,         set,
                              named.engine_views, set.version.version, {}};
  for (const auto& [stem, bytes] : named.files.files) {
    const std::string path = named.name + "/files/" + set_file_name(stem, named.files.extension);
    context.paths.emplace(stem, tree.add_set_file(path, bytes));
  }
  exporter::export_map_planes(context, tree);
  exporter::export_graphics_chunks(context, tree);
  exporter::export_pages_and_lumps(context, tree);
  exporter::export_views(context, tree, png);
  exporter::export_demos(context, tree);
  exporter::export_sounds(context, tree);
  exporter::export_generated(context, tree, png, generated);
  tree.add_tags_from(first, set_tags(named.name, set.version.version));
}

}  // namespace

std::string set_file_name(const std::string& stem, const std::string& extension) {
  return ascii_upper(stem) + "." + ascii_upper(extension);
}

std::string verdict_vector_id(const std::string& target, const std::string& file_name) {
  const std::size_t dot = file_name.rfind('.');
  return std::string(kCorpusSetName) + "/verdict/" + target + "." +
         (dot == std::string::npos ? file_name : file_name.substr(0, dot));
}

VectorsExport export_vectors(const std::vector<NamedSetFiles>& sets,
                             const std::vector<CorpusCase>& corpus, const FramePngEncoder& png,
                             const GeneratedVectors& generated) {
  VectorsExport out;
  for (const NamedSetFiles& set : sets) {
    export_set(set, out.tree, png, generated);
    out.sets.push_back(set.name);
  }
  if (!corpus.empty()) {
    const std::size_t first = out.tree.vectors().size();
    exporter::export_verdicts(corpus, out.tree);
    out.tree.add_tags_from(first, {std::string(kCorpusSetName)});
    out.sets.emplace_back(kCorpusSetName);
  }
  return out;
}

}  // namespace wolfsuite::gate
