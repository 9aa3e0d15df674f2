// adlib-sound, opl2-pcm, imf-pcm: every AdLib effect's register stream; the chip's PCM of the
// first few of those streams and of every song's first second. The PCM is shipped (a second of it
// is 97 KiB), so the gate names the first sample a port's output departs at.
#include "decoders/wolf/audio.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate::exporter {
namespace {

const OutputShape kRegisterStream{OutputFormat::kRegisterStream, ".txt", 0, 0, {}};
const OutputShape kPcm{OutputFormat::kPcmS16le, ".pcm", 0, 0, {}};
constexpr std::int64_t kImfRateHz = 700;  // the engine's music rate (reference/adlib/timing.h)

void export_adlib_sounds(const SetExport& set, VectorTree& tree) {
  std::size_t pcm_vectors = 0;
  const std::vector<std::optional<AdlibSound>>& sounds = set.set.audio->adlib_sounds;
  for (std::size_t sound = 0; sound < sounds.size(); ++sound) {
    if (!sounds[sound]) continue;
    const std::string name = numbered("sfx", sound, 2);
    const CapabilityResult stream =
        tree.add_vector(set.id("adlib-sound", name), "adlib-sound",
                        {set.input("audiohed", "audiohed"), set.input("audiot", "audiot")},
                        {{"sound", static_cast<std::int64_t>(sound)}}, kRegisterStream);
    if (stream.status != ResponseStatus::kOk || pcm_vectors == kPcmSoundEffects) continue;
    const std::string pcm_id = set.id("opl2-pcm", name);
    // The same bytes as the adlib-sound output, so the tree hands back that file's path.
    const std::string writes = tree.add_vector_file(pcm_id + ".txt", stream.output);
    tree.add_vector(pcm_id, "opl2-pcm", {{"writes", writes}}, {}, kPcm);
    ++pcm_vectors;
  }
}

void export_songs(const SetExport& set, VectorTree& tree) {
  const AudioCounts counts = audio_counts_of(*set.set.audio);
  const std::vector<std::optional<Music>>& songs = set.set.audio->music;
  for (std::size_t song = 0; song < songs.size(); ++song) {
    if (!songs[song] || songs[song]->commands.empty()) continue;
    const auto lump =
        static_cast<std::int64_t>(3 * counts.sound_effects) + static_cast<std::int64_t>(song);
    CapabilityInput lump_input;
    lump_input.inputs = {{"audiohed", set.bytes("audiohed")}, {"audiot", set.bytes("audiot")}};
    lump_input.params = {{"lump", lump}};
    CapabilityResult imf = compute_capability("audio-lump", lump_input);
    if (imf.status != ResponseStatus::kOk) continue;
    const std::string id = set.id("imf-pcm", numbered("music", song, 2));
    const std::string imf_path = tree.add_vector_file(id + ".imf", std::move(imf.output));
    tree.add_vector(id, "imf-pcm", {{"imf", imf_path}},
                    {{"rate_hz", kImfRateHz}, {"samples", kImfVectorSamples}}, kPcm);
  }
}

}  // namespace

void export_sounds(const SetExport& set, VectorTree& tree) {
  if (!set.set.audio || !set.has("audiohed") || !set.has("audiot")) return;
  export_adlib_sounds(set, tree);
  export_songs(set, tree);
}

}  // namespace wolfsuite::gate::exporter
