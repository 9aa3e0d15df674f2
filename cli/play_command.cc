#include "cli/play_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/set_loader.h"
#include "cli/wav_audio.h"
#include "reference/adlib/driver.h"
#include "reference/adlib/golden_audio.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"

namespace wolfsuite::cli {
namespace {

struct LoadedAudio {
  Audio audio;
  std::string set;  // the set's tag, for the stream title
};

Result<LoadedAudio> load_audio(const PlayOptions& options) {
  std::vector<Error> errors;
  const std::vector<DataSetFiles> sets = find_sets(options.folder, errors);
  if (!errors.empty()) return errors.front();
  for (const DataSetFiles& paths : sets) {
    if (!options.set_tag.empty() && paths.extension != options.set_tag) continue;
    WS_ASSIGN_OR_RETURN(const WolfSetFiles files, read_set_files(paths));
    WolfSetReport report;
    WolfSet set = decode_wolf_set(files, report);
    if (set.audio) return LoadedAudio{std::move(*set.audio), set_name(set)};
    for (const FamilyError& error : report.errors) {
      if (error.family == "audio") return error.error;
    }
    return malformed("E-PLAY-NO-AUDIO", 0, describe_set(paths) + ": no AUDIOHED and AUDIOT");
  }
  return malformed("E-PLAY-NO-SET", 0, options.folder + " holds no set " + options.set_tag);
}

// The register stream the options ask for, and its title.
Result<std::pair<opl2::RegisterStream, std::string>> make_stream(const PlayOptions& options,
                                                                 const LoadedAudio& loaded) {
  const adlib::WriteTiming timing =
      options.timing == "spaced2" ? adlib::WriteTiming::kSpaced2 : adlib::WriteTiming::kInstant;
  const auto seconds = static_cast<std::uint32_t>(options.seconds);
  if (options.sfx >= 0) {
    const auto index = static_cast<std::size_t>(options.sfx);
    if (index >= loaded.audio.adlib_sounds.size() || !loaded.audio.adlib_sounds[index]) {
      return malformed("E-PLAY-NO-SOUND", 0, "no AdLib sound effect " + std::to_string(index));
    }
    opl2::RegisterStream stream =
        adlib::sound_effect_stream(*loaded.audio.adlib_sounds[index], timing);
    if (seconds != 0) {
      stream = adlib::place_writes(adlib::sound_effect_writes(*loaded.audio.adlib_sounds[index]),
                                   timing, seconds * opl2::kSampleRate);
    }
    return std::pair{stream, loaded.set + " sfx " + std::to_string(index)};
  }
  const auto index = static_cast<std::size_t>(options.music);
  if (index >= loaded.audio.music.size()) {
    return malformed("E-PLAY-NO-SOUND", 0, "no song " + std::to_string(index));
  }
  const Music silence;
  const Music& music = loaded.audio.music[index] ? *loaded.audio.music[index] : silence;
  return std::pair{
      adlib::music_stream(music, timing, seconds != 0 ? seconds : adlib::kDefaultSongSeconds),
      loaded.set + " music " + std::to_string(index)};
}

}  // namespace

CLI::App* add_play_command(CLI::App& parent, PlayOptions& options) {
  CLI::App* play = parent.add_subcommand(
      "play", "Render an AdLib sound effect or an IMF song through the driver and the OPL2");
  play->add_option("DIR", options.folder, "folder with the data set(s)")
      ->type_name("DIR")
      ->required();
  play->add_option("--set", options.set_tag, "the set to use when DIR holds several (e.g. sdm)")
      ->type_name("EXT");
  CLI::Option* sfx = play->add_option("--sfx", options.sfx, "the AdLib sound effect's index")
                         ->type_name("N")
                         ->check(CLI::Range(0, 9999));
  CLI::Option* music = play->add_option("--music", options.music, "the song's index")
                           ->type_name("N")
                           ->check(CLI::Range(0, 9999));
  sfx->excludes(music);
  play->add_option("--seconds", options.seconds, "render length (default: effect + 1 s, song 30 s)")
      ->type_name("S")
      ->check(CLI::Range(1, 3600));
  play->add_option("--timing", options.timing, "instant (default) or spaced2")
      ->check(CLI::IsMember({"instant", "spaced2"}));
  play->add_option("-o", options.wav, "the WAV file (49716 Hz, 16-bit mono)")->type_name("OUT.wav");
  play->add_option("--raw", options.raw, "the samples as s16le")->type_name("OUT.s16");
  CLI::Option* writes = play->add_option("--writes", options.writes, "the register stream as text")
                            ->type_name("OUT.txt");
  CLI::Option* golden = play->add_flag(
      "--golden", options.golden,
      "write the golden audio manifest (wolfsuite-audio/1) of every effect and song to -o");
  CLI::Option* name =
      play->add_option("--name", options.name, "--golden: the manifest's \"set\" (default: TAG)")
          ->type_name("NAME");
  for (CLI::Option* sound_only : {sfx, music, writes}) golden->excludes(sound_only);
  name->needs(golden);
  play->footer(examples_footer({
      "wolfsuite play ../shared/data/wl1 --sfx 0 -o sfx0.wav",
      "wolfsuite play ../shared/data/wl1 --music 3 --seconds 60 --timing spaced2 -o song3.wav",
      "wolfsuite play ../shared/data/wl1 --golden -o golden/audio/wl1.json",
  }));
  return play;
}

int run_play(const PlayOptions& options, Streams& streams) {
  if (!options.golden && (options.sfx >= 0) == (options.music >= 0)) {
    streams.err << "wolfsuite: usage: play needs one of --sfx, --music or --golden\n";
    return kExitUsage;
  }
  auto loaded = load_audio(options);
  if (!loaded.ok()) return report_error(loaded.error(), streams.err);
  if (options.golden) {
    const adlib::GoldenAudio golden =
        adlib::golden_audio(loaded->audio, options.name.empty() ? loaded->set : options.name);
    const std::string output = options.wav.empty() ? std::string(kStandardStream) : options.wav;
    const std::string json = adlib::golden_audio_json(golden);
    const Status written = write_output(output, Bytes(json.begin(), json.end()), streams.out);
    if (!written.ok()) return report_error(written.error(), streams.err);
    return kExitOk;
  }
  auto made = make_stream(options, *loaded);
  if (!made.ok()) return report_error(made.error(), streams.err);
  const auto& [stream, title] = *made;
  const std::vector<std::int16_t> samples = opl2::render(stream);
  const std::string wav = options.wav.empty() && options.raw.empty() && options.writes.empty()
                              ? std::string(kStandardStream)
                              : options.wav;
  const std::string text = opl2::format_register_stream(stream, title);
  const std::vector<std::pair<const std::string*, Bytes>> outputs = {
      {&wav, wav.empty() ? Bytes{} : encode_wav_s16_mono(samples, opl2::kSampleRate)},
      {&options.raw, options.raw.empty() ? Bytes{} : opl2::samples_s16le(samples)},
      {&options.writes, Bytes(text.begin(), text.end())}};
  for (const auto& [path, bytes] : outputs) {
    if (path->empty()) continue;
    if (const Status written = write_output(*path, bytes, streams.out); !written.ok()) {
      return report_error(written.error(), streams.err);
    }
  }
  return kExitOk;
}

}  // namespace wolfsuite::cli
