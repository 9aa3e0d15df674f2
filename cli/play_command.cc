#include "cli/play_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>

#include "cli/command_line.h"
#include "cli/set_loader.h"
#include "cli/wav_audio.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/imf_file.h"
#include "reference/adlib/driver.h"
#include "reference/adlib/golden_audio.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"
#include "reference/opl2/resample.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::cli {
namespace {

struct LoadedAudio {
  Audio audio;
  std::string set;  // the set's tag, for the stream title
};

Result<LoadedAudio> load_audio(const PlayOptions& options) {
  WS_ASSIGN_OR_RETURN(const DataSetFiles paths, find_one_set(options.folder, options.set_tag));
  WS_ASSIGN_OR_RETURN(const WolfSetFiles files, read_set_files(paths));
  WolfSetReport report;
  WolfSet set = decode_wolf_set(files, report);
  if (set.audio) return LoadedAudio{std::move(*set.audio), set_name(set)};
  for (const FamilyError& error : report.errors) {
    if (error.family == "audio") return error.error;
  }
  return unplaced("E-PLAY-NO-AUDIO", describe_set(paths) + ": no AUDIOHED and AUDIOT");
}

// A song whose every delay is 0 never leaves its first tick: the engine's sequencer would spin in
// its interrupt; we refuse it rather than write every command on every tick.
Status check_song_waits(const Music& music, const std::string& what) {
  if (music.commands.empty()) return {};
  for (const ImfCommand& command : music.commands) {
    if (command.delay != 0) return {};
  }
  return unplaced("E-PLAY-SONG-NEVER-WAITS",
                   what + ": all " + std::to_string(music.commands.size()) +
                       " commands have delay 0, so the song never reaches its second tick");
}

// The WAV at the chip's rate, or resampled to `rate` (reference/opl2/resample.h).
Bytes wav_bytes(const std::vector<std::int16_t>& samples, int rate) {
  if (rate == 0) return encode_wav_s16_mono(samples, opl2::kSampleRate);
  const auto to = static_cast<std::uint32_t>(rate);
  return encode_wav_s16_mono(opl2::resample(samples, opl2::kSampleRate, to), to);
}

adlib::WriteTiming timing_of(const PlayOptions& options) {
  return options.timing == "spaced2" ? adlib::WriteTiming::kSpaced2 : adlib::WriteTiming::kInstant;
}

// --imf: a standalone IMF file (decoders/wolf/imf_file.h) through the same driver.
// The decoder's findings are shown on stderr (a text file read as IMF says so there), and a file
// without one whole command is refused as an empty song is: E-PLAY-NO-SOUND.
Result<std::pair<opl2::RegisterStream, std::string>> imf_stream(const PlayOptions& options,
                                                                std::ostream& err) {
  WS_ASSIGN_OR_RETURN(const Bytes bytes, read_file(options.imf));
  Findings findings;
  WS_ASSIGN_OR_RETURN(const ImfFile imf, decode_imf_file(bytes, findings));
  for (const Finding& finding : findings.items()) {
    err << "wolfsuite: " << finding.id << " at byte " << finding.offset << ": " << finding.message
        << '\n';
  }
  const std::string title = std::filesystem::path(options.imf).filename().string();
  if (imf.music.commands.empty()) {
    return unplaced("E-PLAY-NO-SOUND", options.imf + " holds no complete IMF command (" +
                                           std::to_string(bytes.size()) + " bytes)");
  }
  WS_RETURN_IF_ERROR(check_song_waits(imf.music, title));
  const auto seconds = static_cast<std::uint32_t>(
      options.seconds != 0 ? options.seconds : static_cast<int>(adlib::kDefaultSongSeconds));
  return std::pair{adlib::music_stream(imf.music, timing_of(options), seconds,
                                       static_cast<std::uint32_t>(options.hz)),
                   title + " imf type " + (imf.type == ImfType::kType0 ? "0" : "1") + " at " +
                       std::to_string(options.hz) + " Hz"};
}

// The register stream the options ask for, and its title.
Result<std::pair<opl2::RegisterStream, std::string>> make_stream(const PlayOptions& options,
                                                                 const LoadedAudio& loaded) {
  const adlib::WriteTiming timing = timing_of(options);
  const auto seconds = static_cast<std::uint32_t>(options.seconds);
  if (options.sfx >= 0) {
    WS_ASSIGN_OR_RETURN(const AdlibSound* effect,
                        set_playback::adlib_effect(loaded.audio, options.sfx));
    opl2::RegisterStream stream = adlib::sound_effect_stream(*effect, timing);
    if (seconds != 0) {
      stream = adlib::place_writes(adlib::sound_effect_writes(*effect), timing,
                                   seconds * opl2::kSampleRate);
    }
    const std::string title = loaded.set + " sfx " + std::to_string(options.sfx);
    if (Status length = set_playback::check_effect_length(stream, title); !length.ok()) {
      Error error = length.error();
      error.message += " (--seconds sets a length)";
      return error;
    }
    return std::pair{stream, title};
  }
  WS_ASSIGN_OR_RETURN(const Music* song, set_playback::song(loaded.audio, options.music));
  const Music& music = *song;
  const std::string title = loaded.set + " music " + std::to_string(options.music);
  WS_RETURN_IF_ERROR(check_song_waits(music, title));
  return std::pair{
      adlib::music_stream(music, timing, seconds != 0 ? seconds : adlib::kDefaultSongSeconds),
      title};
}

// --sfx or --music of a set in DIR.
Result<std::pair<opl2::RegisterStream, std::string>> set_stream(const PlayOptions& options) {
  WS_ASSIGN_OR_RETURN(const LoadedAudio loaded, load_audio(options));
  return make_stream(options, loaded);
}

int run_golden(const PlayOptions& options, Streams& streams) {
  auto loaded = load_audio(options);
  if (!loaded.ok()) return report_error(loaded.error(), streams.err);
  const adlib::GoldenAudio golden =
      adlib::golden_audio(loaded->audio, options.name.empty() ? loaded->set : options.name);
  const std::string output = options.wav.empty() ? std::string(kStandardStream) : options.wav;
  const std::string json = adlib::golden_audio_json(golden);
  const Status written = write_output(output, Bytes(json.begin(), json.end()), streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  return kExitOk;
}

}  // namespace

CLI::App* add_play_command(CLI::App& parent, PlayOptions& options) {
  CLI::App* play = parent.add_subcommand(
      "play", "Render an AdLib sound effect or an IMF song through the driver and the OPL2");
  play->add_option("DIR", options.folder, "folder with the data set(s) (not with --imf)")
      ->type_name("DIR");
  play->add_option("--set", options.set_tag,
      "the set to use when DIR holds several: its extension (e.g. sdm)")
      ->type_name("EXT");
  CLI::Option* sfx = play->add_option("--sfx", options.sfx, "the AdLib sound effect's index")
                         ->type_name("N")
                         ->check(CLI::Range(0, 9999));
  CLI::Option* music = play->add_option("--music", options.music, "the song's index")
                           ->type_name("N")
                           ->check(CLI::Range(0, 9999));
  CLI::Option* imf =
      play->add_option("--imf", options.imf, "a standalone IMF file (type 0 or 1) instead of DIR")
          ->type_name("FILE");
  CLI::Option* hz =
      play->add_option("--hz", options.hz, "--imf: its tick rate, 700 (default) or 560")
          ->check(CLI::IsMember({560, 700}));
  hz->needs(imf);
  sfx->excludes(music);
  imf->excludes(sfx)->excludes(music);
  play->add_option("--seconds", options.seconds, "render length (default: effect + 1 s, song 30 s)")
      ->type_name("S")
      ->check(CLI::Range(1, 3600));
  play->add_option("--timing", options.timing, "instant (default) or spaced2")
      ->check(CLI::IsMember({"instant", "spaced2"}));
  play->add_option("-o", options.wav, "the WAV file (49716 Hz unless --rate, 16-bit mono)")
      ->type_name("OUT.wav");
  play->add_option("--rate", options.rate,
                   "the WAV's sample rate: resampled with a windowed-sinc filter "
                   "(reference/opl2/resample.h)")
      ->type_name("HZ")
      ->check(CLI::Range(8000, 192000));
  play->add_option("--raw", options.raw, "the samples as s16le")->type_name("OUT.s16");
  CLI::Option* writes = play->add_option("--writes", options.writes, "the register stream as text")
                            ->type_name("OUT.txt");
  CLI::Option* golden = play->add_flag(
      "--golden", options.golden,
      "write the golden audio manifest (wolfsuite-audio/1) of every effect and song to -o");
  CLI::Option* name =
      play->add_option("--name", options.name, "--golden: the manifest's \"set\" (default: the set's version tag, e.g. wl1)")
          ->type_name("NAME");
  for (CLI::Option* sound_only : {sfx, music, imf, writes}) golden->excludes(sound_only);
  name->needs(golden);
  play->footer(examples_footer({
      "wolfsuite play ../shared/data/wl1 --sfx 0 -o sfx0.wav",
      "wolfsuite play ../shared/data/wl1 --music 3 --seconds 60 --timing spaced2 -o song3.wav",
      "wolfsuite play --imf song.imf --hz 560 --rate 44100 -o song.wav",
      "wolfsuite play ../shared/data/wl1 --golden -o golden/audio/wl1.json",
  }));
  return play;
}

int run_play(const PlayOptions& options, Streams& streams) {
  const int modes = (options.sfx >= 0 ? 1 : 0) + (options.music >= 0 ? 1 : 0) +
                    (options.imf.empty() ? 0 : 1) + (options.golden ? 1 : 0);
  if (modes != 1) {
    streams.err << "wolfsuite: usage: play needs one of --sfx, --music, --imf or --golden\n";
    return kExitUsage;
  }
  if (options.imf.empty() == options.folder.empty()) {
    streams.err << "wolfsuite: usage: play needs DIR, or --imf FILE without DIR\n";
    return kExitUsage;
  }
  if (options.golden) return run_golden(options, streams);
  const auto made = options.imf.empty() ? set_stream(options) : imf_stream(options, streams.err);
  if (!made.ok()) return report_error(made.error(), streams.err);
  const auto& [stream, title] = *made;
  const std::vector<std::int16_t> samples = opl2::render(stream);
  if (options.wav.empty() && options.raw.empty() && options.writes.empty()) {
    const Status written = write_binary_output("", wav_bytes(samples, options.rate), streams);
    return written.ok() ? kExitOk : report_error(written.error(), streams.err);
  }
  const std::string text = opl2::format_register_stream(stream, title);
  const std::vector<std::pair<const std::string*, Bytes>> outputs = {
      {&options.wav, options.wav.empty() ? Bytes{} : wav_bytes(samples, options.rate)},
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
