#include "decoders/wolf/audio.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

template <typename T>
std::string outcome(const Result<T>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

Bytes text(std::string_view s) { return Bytes(s.begin(), s.end()); }

Bytes with_id_tag(Bytes lump) {
  lump.insert(lump.end(), kAudioIdTag.begin(), kAudioIdTag.end());
  return lump;
}

// AUDIOHED and AUDIOT for lumps laid out back to back from offset `first`.
EncodedAudioFiles files_of(const std::vector<Bytes>& lumps, std::size_t first = 0) {
  ByteWriter audiohed;
  ByteWriter audiot;
  audiot.fill(first, 0xEE);
  for (const Bytes& lump : lumps) {
    audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
    audiot.bytes(lump);
  }
  audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
  return {audiohed.take(), audiot.take()};
}

Result<Audio> decode(const EncodedAudioFiles& files, AudioCounts counts, Findings& findings) {
  return decode_audio(AudioFiles{files.audiohed, files.audiot}, counts, findings);
}

Result<Audio> decode(const EncodedAudioFiles& files, AudioCounts counts) {
  Findings findings;
  return decode(files, counts, findings);
}

Bytes offsets_of(std::initializer_list<std::uint32_t> offsets) {
  ByteWriter out;
  for (const std::uint32_t offset : offsets) out.u32(offset);
  return out.take();
}

PcSpeakerSound pc_sound() {
  return PcSpeakerSound{.priority = 50, .samples = {0x2f, 0x2f, 0x00, 0x31}, .trailing = {0}};
}

AdlibSound adlib_sound() {
  return AdlibSound{.priority = 99,
                    .instrument = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
                    .unused_c0 = 0x0e,
                    .muse_fields = {0x01, 0x2e, 0xdb, 0x2e, 0x76},
                    .octave = 4,
                    .pitches = {0x90, 0x00, 0x93},
                    .tag = text(std::string_view("\0NOTBIG\0\0\0", 10))};
}

Music music_track() {
  return Music{.commands = {{0xbd, 0x00, 0}, {0xa0, 0x44, 7}, {0xb0, 0x31, 0x1234}},
               .partial_command = {},
               .tag = text(std::string_view("\x01\x00SONG\0", 7))};
}

// decode(encode(model)) with the model's own counts, and no findings for a well-formed model.
Audio round_trip(const Audio& model, Findings& findings) {
  const Result<EncodedAudioFiles> encoded = encode_audio(model);
  EXPECT_TRUE(encoded.ok()) << encoded.error().to_string();
  if (!encoded.ok()) return {};
  const Result<Audio> decoded = decode(*encoded, audio_counts_of(model), findings);
  EXPECT_TRUE(decoded.ok()) << decoded.error().to_string();
  return decoded.ok() ? *decoded : Audio{};
}

Audio round_trip(const Audio& model) {
  Findings findings;
  Audio decoded = round_trip(model, findings);
  EXPECT_TRUE(findings.empty()) << findings.items().front().id;
  return decoded;
}

// --- counts ---

TEST(AudioCounts, KnownTableSizesGiveTheVersionCounts) {
  EXPECT_EQ(audio_counts_for_offsets(289), (AudioCounts{87, 27}));  // wl1, 1156 bytes
  EXPECT_EQ(audio_counts_for_offsets(268), (AudioCounts{81, 24}));  // sdm, 1072 bytes
}

TEST(AudioCounts, OtherTableSizesGiveNothing) {
  EXPECT_EQ(audio_counts_for_offsets(0), std::nullopt);
  EXPECT_EQ(audio_counts_for_offsets(288), std::nullopt);
  EXPECT_EQ(audio_counts_for_offsets(290), std::nullopt);
}

TEST(AudioCounts, CountsOfAModelAreItsGroupSizes) {
  const Audio audio = new_audio({{pc_sound(), adlib_sound()}}, {music_track(), std::nullopt});
  EXPECT_EQ(audio_counts_of(audio), (AudioCounts{1, 2}));
}

// --- constructed round trips ---

TEST(Audio, NewAudioRoundTrips) {
  const Audio model = new_audio({{pc_sound(), adlib_sound()}, {pc_sound(), adlib_sound()}},
                                {music_track(), music_track()});
  EXPECT_EQ(round_trip(model), model);
}

TEST(Audio, NewAudioIsLaidOutLikeTheShippedFiles) {
  const Audio model = new_audio({{pc_sound(), adlib_sound()}}, {music_track()});
  EXPECT_EQ(model.digital_sounds, std::vector<Bytes>{Bytes{}});
  EXPECT_EQ(model.id_tags, (AudioIdTags{.pc = true, .adlib = true, .digital = true}));
  EXPECT_TRUE(model.before_first_lump.empty());
  EXPECT_TRUE(model.after_last_lump.empty());
  EXPECT_EQ(new_audio({}, {music_track()}).id_tags, AudioIdTags{});
}

TEST(Audio, EncodesTheDocumentedLayout) {
  const Audio model = new_audio({{pc_sound(), adlib_sound()}}, {music_track()});
  const Result<EncodedAudioFiles> encoded = encode_audio(model);
  ASSERT_TRUE(encoded.ok());

  ByteWriter pc;  // size u32, priority u16, samples, trailing, then the group's tag
  pc.u32(4);
  pc.u16(50);
  pc.bytes(Bytes{0x2f, 0x2f, 0x00, 0x31, 0x00});
  ByteWriter adlib;  // size u32, priority u16, 10 instrument, 0xc0 byte, 5 Muse, octave, pitches
  adlib.u32(3);
  adlib.u16(99);
  adlib.bytes(Bytes{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0x0e, 0x01, 0x2e, 0xdb, 0x2e, 0x76, 4});
  adlib.bytes(Bytes{0x90, 0x00, 0x93});
  adlib.bytes(text(std::string_view("\0NOTBIG\0\0\0", 10)));
  ByteWriter imf;  // size u16, then register, value, delay u16 per command, then the tag
  imf.u16(12);
  imf.bytes(Bytes{0xbd, 0x00, 0, 0, 0xa0, 0x44, 7, 0, 0xb0, 0x31, 0x34, 0x12});
  imf.bytes(text(std::string_view("\x01\x00SONG\0", 7)));

  EXPECT_EQ(*encoded, files_of({with_id_tag(pc.take()), with_id_tag(adlib.take()), with_id_tag({}),
                                imf.take()}));
}

TEST(Audio, PcSpeakerSoundKeepsAnyTrailingBytes) {
  for (const Bytes& trailing : {Bytes{}, Bytes{0}, Bytes{7, 8, 9}}) {
    PcSpeakerSound sound = pc_sound();
    sound.trailing = trailing;
    const Audio model = new_audio({{sound, adlib_sound()}}, {});
    EXPECT_EQ(round_trip(model), model);
  }
}

TEST(Audio, PcSpeakerSoundWithoutSamplesRoundTrips) {
  PcSpeakerSound silent;
  silent.priority = 3;
  const Audio model = new_audio({{silent, std::nullopt}}, {});
  EXPECT_EQ(round_trip(model), model);
}

TEST(Audio, AdlibSoundRoundTripsEveryField) {
  AdlibSound sound = adlib_sound();
  sound.pitches.assign(300, 0x55);
  sound.tag.clear();
  const Audio model = new_audio({{std::nullopt, sound}, {std::nullopt, adlib_sound()}}, {});
  EXPECT_EQ(round_trip(model), model);
}

TEST(Audio, AdlibFieldsComeFromTheDocumentedOffsets) {
  Bytes lump(23, 0);
  lump[0] = 2;  // two pitches
  lump[4] = 0x34;
  lump[5] = 0x12;
  for (std::size_t i = 0; i < 10; ++i) lump[6 + i] = static_cast<std::uint8_t>(0x20 + i);
  lump[16] = 0xc0;
  for (std::size_t i = 0; i < 5; ++i) lump[17 + i] = static_cast<std::uint8_t>(0x50 + i);
  lump[22] = 5;
  lump.insert(lump.end(), {0x11, 0x22, 0x00, 'X'});
  const Result<Audio> audio = decode(files_of({{}, lump, {}}), {1, 0});
  ASSERT_TRUE(audio.ok()) << audio.error().to_string();
  const AdlibSound& sound = *audio->adlib_sounds[0];
  EXPECT_EQ(sound.priority, 0x1234);
  EXPECT_EQ(sound.instrument[0], 0x20);
  EXPECT_EQ(sound.instrument[9], 0x29);
  EXPECT_EQ(sound.unused_c0, 0xc0);
  EXPECT_EQ(sound.muse_fields[4], 0x54);
  EXPECT_EQ(sound.octave, 5);
  EXPECT_EQ(sound.pitches, (Bytes{0x11, 0x22}));
  EXPECT_EQ(sound.tag, (Bytes{0x00, 'X'}));
}

TEST(Audio, MusicRoundTripsCommandsAndTag) {
  Music long_track;
  for (int i = 0; i < 16383; ++i) {  // 65532 bytes: the most whole commands a u16 size holds
    long_track.commands.push_back(
        {static_cast<std::uint8_t>(i), 0x20, static_cast<std::uint16_t>(i)});
  }
  const Audio model = new_audio({}, {music_track(), long_track, Music{}});
  EXPECT_EQ(round_trip(model), model);
}

TEST(Audio, ZeroSizedLumpsRoundTripAsEmpty) {
  const Audio model = new_audio({{std::nullopt, std::nullopt}, {std::nullopt, std::nullopt}},
                                {std::nullopt, std::nullopt});
  const Result<EncodedAudioFiles> encoded = encode_audio(model);
  ASSERT_TRUE(encoded.ok());
  EXPECT_EQ(encoded->audiot, text("!ID!!ID!!ID!"));  // only the group tags
  EXPECT_EQ(round_trip(model), model);
}

TEST(Audio, EmptyModelIsOneOffset) {
  const Result<EncodedAudioFiles> encoded = encode_audio(Audio{});
  ASSERT_TRUE(encoded.ok());
  EXPECT_EQ(encoded->audiohed, offsets_of({0}));
  EXPECT_TRUE(encoded->audiot.empty());
  EXPECT_EQ(round_trip(Audio{}), Audio{});
}

TEST(Audio, LayoutFactsRoundTripWithTheirFindings) {
  Audio model = new_audio({{pc_sound(), adlib_sound()}}, {music_track()});
  model.digital_sounds[0] = {1, 2, 3};
  model.extra_lumps = {{4, 5}, {}, {6}};
  model.id_tags.music = true;
  model.before_first_lump = {0xaa, 0xbb};
  model.after_last_lump = {0xcc};
  Findings findings;
  EXPECT_EQ(round_trip(model, findings), model);
  EXPECT_TRUE(findings.contains("W-AUDIOT-DIGITAL-NOT-EMPTY"));
  EXPECT_TRUE(findings.contains("W-AUDIOHED-EXTRA-OFFSETS"));
  EXPECT_TRUE(findings.contains("W-AUDIOT-LEADING-BYTES"));
  EXPECT_TRUE(findings.contains("W-AUDIOT-TRAILING-BYTES"));
  EXPECT_EQ(findings.items().size(), 4u);
}

TEST(Audio, PartialImfCommandRoundTripsWithAFinding) {
  Music track = music_track();
  track.partial_command = {0xb0, 0x20, 0x05};
  const Audio model = new_audio({}, {track});
  Findings findings;
  EXPECT_EQ(round_trip(model, findings), model);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-AUDIOT-IMF-SIZE-ODD");
  EXPECT_EQ(findings.items()[0].offset, 0u);
}

// --- "!ID!" group tags ---

TEST(Audio, DigitalGroupEndingInTheTagIsAnEmptyPlaceholder) {
  Findings findings;
  const Result<Audio> audio =
      decode(files_of({{}, {}, {}, {}, {}, text("!ID!")}), {2, 0}, findings);
  ASSERT_TRUE(audio.ok());
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(audio->digital_sounds, (std::vector<Bytes>{{}, {}}));
  EXPECT_EQ(audio->id_tags, (AudioIdTags{.digital = true}));
}

TEST(Audio, TagAfterTheLastPcSoundIsNotPartOfItsTrailingBytes) {
  ByteWriter lump;
  lump.u32(1);
  lump.u16(7);
  lump.bytes(text(std::string_view("\x40\0!ID!", 6)));
  const Result<Audio> audio = decode(files_of({lump.take(), {}, {}}), {1, 0});
  ASSERT_TRUE(audio.ok());
  EXPECT_EQ(audio->pc_sounds[0]->trailing, Bytes{0});
  EXPECT_TRUE(audio->id_tags.pc);
}

TEST(Audio, TagCountedByTheImfSizeStaysInTheCommands) {
  ByteWriter lump;
  lump.u16(4);
  lump.bytes(text("!ID!"));
  const Result<Audio> audio = decode(files_of({lump.take()}), {0, 1});
  ASSERT_TRUE(audio.ok());
  EXPECT_FALSE(audio->id_tags.music);
  EXPECT_EQ(audio->music[0]->commands, (std::vector<ImfCommand>{{'!', 'I', 0x2144}}));
}

TEST(Audio, TagOnlyInAGroupsLastLump) {
  const Result<Audio> audio = decode(files_of({text("!ID!"), {}, {}, {}, {}, {}}), {2, 0});
  ASSERT_FALSE(audio.ok());  // a 4-byte PC lump that is not the group's last is a short header
  EXPECT_EQ(outcome(audio), "E-AUDIOT-PC-TRUNCATED at 4");
}

// --- decode errors ---

TEST(AudioErrors, AudiohedSizeNotAMultipleOfFour) {
  EXPECT_EQ(outcome(decode({Bytes(5, 0), {}}, {0, 0})), "E-AUDIOHED-SIZE at 5");
}

TEST(AudioErrors, TooManyOffsetsIsALimitError) {
  const Bytes audiohed((kMaxAudioOffsets + 1) * 4, 0);
  Findings findings;
  const Result<Audio> audio = decode_audio({audiohed, {}}, {0, 0}, findings);
  EXPECT_EQ(outcome(audio), "E-AUDIOHED-OFFSET-LIMIT at " + std::to_string(kMaxAudioOffsets * 4));
  EXPECT_EQ(audio.error().kind, ErrorKind::kLimit);
}

TEST(AudioErrors, FewerOffsetsThanTheVersionNeeds) {
  EncodedAudioFiles files = files_of({{}, {}, {}});
  EXPECT_EQ(outcome(decode(files, {1, 1})), "E-AUDIOHED-COUNT at 16");
  EXPECT_EQ(outcome(decode({{}, {}}, {0, 0})), "E-AUDIOHED-COUNT at 0");
}

TEST(AudioErrors, OffsetsRunningBackwards) {
  const EncodedAudioFiles files{offsets_of({0, 6, 5, 8}), Bytes(8, 0)};
  EXPECT_EQ(outcome(decode(files, {1, 0})), "E-AUDIOHED-OFFSET-ORDER at 8");
}

TEST(AudioErrors, OffsetPastTheEndOfAudiot) {
  const EncodedAudioFiles files{offsets_of({0, 0, 0, 9}), Bytes(8, 0)};
  EXPECT_EQ(outcome(decode(files, {1, 0})), "E-AUDIOHED-OFFSET-RANGE at 12");
}

TEST(AudioErrors, LumpAboveTheCapIsALimitError) {
  const auto big = static_cast<std::uint32_t>(kMaxAudioLumpBytes + 1);
  const EncodedAudioFiles files{offsets_of({0, 0, big, big}), Bytes(big, 0)};
  const Result<Audio> audio = decode(files, {1, 0});
  EXPECT_EQ(outcome(audio), "E-AUDIOT-LUMP-LIMIT at 0");
  EXPECT_EQ(audio.error().kind, ErrorKind::kLimit);
  const EncodedAudioFiles trailing{offsets_of({0, 0, 0, 0}), Bytes(big, 0)};
  EXPECT_EQ(outcome(decode(trailing, {1, 0})), "E-AUDIOT-LUMP-LIMIT at 0");
}

// --- one lump ---

TEST(AudiotLump, IsTheLumpAsStoredWhateverTheCounts) {
  const Bytes audiot = {1, 2, 3, 4, 5};
  const Bytes audiohed = offsets_of({0, 2, 2, 5});
  const Result<std::optional<ByteSpan>> second = audiot_lump({audiohed, audiot}, 1);
  ASSERT_TRUE(second.ok() && second->has_value());
  EXPECT_TRUE((*second)->empty());
  const Result<std::optional<ByteSpan>> third = audiot_lump({audiohed, audiot}, 2);
  ASSERT_TRUE(third.ok() && third->has_value());
  EXPECT_EQ(Bytes((*third)->begin(), (*third)->end()), (Bytes{3, 4, 5}));
}

TEST(AudiotLump, IsNoneForALumpPastTheTable) {
  const Bytes audiot = {1, 2};
  EXPECT_FALSE(audiot_lump({offsets_of({0, 2}), audiot}, 1)->has_value());
  EXPECT_FALSE(audiot_lump({offsets_of({0}), audiot}, 0)->has_value());
  EXPECT_FALSE(audiot_lump({{}, audiot}, 0)->has_value());
}

TEST(AudiotLump, ChecksEveryOffsetAsDecodeAudioDoes) {
  const Bytes audiot(8, 0);
  EXPECT_EQ(outcome(audiot_lump({Bytes(5, 0), audiot}, 0)), "E-AUDIOHED-SIZE at 5");
  // lump 0 is fine; the offsets after it are not
  EXPECT_EQ(outcome(audiot_lump({offsets_of({0, 6, 5, 8}), audiot}, 0)),
            "E-AUDIOHED-OFFSET-ORDER at 8");
  EXPECT_EQ(outcome(audiot_lump({offsets_of({0, 0, 0, 9}), audiot}, 0)),
            "E-AUDIOHED-OFFSET-RANGE at 12");
  const Bytes too_many((kMaxAudioOffsets + 1) * 4, 0);
  EXPECT_EQ(outcome(audiot_lump({too_many, audiot}, 0)),
            "E-AUDIOHED-OFFSET-LIMIT at " + std::to_string(kMaxAudioOffsets * 4));
  const auto big = static_cast<std::uint32_t>(kMaxAudioLumpBytes + 1);
  EXPECT_EQ(outcome(audiot_lump({offsets_of({0, big}), Bytes(big, 0)}, 0)),
            "E-AUDIOT-LUMP-LIMIT at 0");
}

TEST(AudioErrors, PcLumpShorterThanItsHeader) {
  EXPECT_EQ(outcome(decode(files_of({{1, 0, 0}, {}, {}}, 10), {1, 0})),
            "E-AUDIOT-PC-TRUNCATED at 10");
  EXPECT_EQ(outcome(decode(files_of({{0, 0, 0, 0, 1}, {}, {}}), {1, 0})),
            "E-AUDIOT-PC-TRUNCATED at 4");
}

TEST(AudioErrors, PcSamplesPastTheLump) {
  EXPECT_EQ(outcome(decode(files_of({{}, {3, 0, 0, 0, 1, 0, 9, 9}, {}, {}, {}, {}}, 2), {2, 0})),
            "E-AUDIOT-PC-SIZE at 2");
}

TEST(AudioErrors, AdlibLumpShorterThanItsHeader) {
  EXPECT_EQ(outcome(decode(files_of({{}, Bytes(kAdlibSoundHeaderBytes - 1, 0), {}}), {1, 0})),
            "E-AUDIOT-ADLIB-TRUNCATED at 22");
}

TEST(AudioErrors, AdlibPitchesPastTheLump) {
  Bytes lump(24, 0);
  lump[0] = 2;
  EXPECT_EQ(outcome(decode(files_of({{}, lump, {}}), {1, 0})), "E-AUDIOT-ADLIB-SIZE at 0");
}

TEST(AudioErrors, MusicLumpShorterThanItsSize) {
  EXPECT_EQ(outcome(decode(files_of({{}, {}, {}, {7}}), {1, 1})), "E-AUDIOT-MUSIC-TRUNCATED at 0");
}

TEST(AudioErrors, ImfSizePastTheLump) {
  EXPECT_EQ(outcome(decode(files_of({{}, {}, {}, {8, 0, 1, 2, 3, 4, 5, 6, 7}}, 3), {1, 1})),
            "E-AUDIOT-IMF-SIZE at 3");
}

TEST(AudioErrors, NegativeCountsAreTheCallersBug) {
  const Result<Audio> audio = decode(files_of({}), {-1, 0});
  EXPECT_EQ(outcome(audio), "E-AUDIO-COUNTS at 0");
  EXPECT_EQ(audio.error().kind, ErrorKind::kInternal);
}

// --- findings ---

TEST(AudioFindings, ExtraOffsetsAreIgnoredLumps) {
  Findings findings;
  const Result<Audio> audio = decode(files_of({{}, {}, {}, {1, 2}, {3}}), {1, 0}, findings);
  ASSERT_TRUE(audio.ok());
  EXPECT_EQ(audio->extra_lumps, (std::vector<Bytes>{{1, 2}, {3}}));
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-AUDIOHED-EXTRA-OFFSETS");
  EXPECT_EQ(findings.items()[0].offset, 16u);  // the offset after the version's last end offset
}

TEST(AudioFindings, BytesOutsideTheLumpsAreKept) {
  EncodedAudioFiles files = files_of({{}, {}, {}}, 3);
  files.audiot.push_back(0x77);
  Findings findings;
  const Result<Audio> audio = decode(files, {1, 0}, findings);
  ASSERT_TRUE(audio.ok());
  EXPECT_EQ(audio->before_first_lump, Bytes(3, 0xEE));
  EXPECT_EQ(audio->after_last_lump, Bytes{0x77});
  ASSERT_EQ(findings.items().size(), 2u);
  EXPECT_EQ(findings.items()[0].id, "W-AUDIOT-LEADING-BYTES");
  EXPECT_EQ(findings.items()[1].id, "W-AUDIOT-TRAILING-BYTES");
  EXPECT_EQ(findings.items()[1].offset, 3u);
}

TEST(AudioFindings, NonEmptyDigitalPlaceholder) {
  Findings findings;
  const Bytes silent_pc(kPcSoundHeaderBytes, 0);
  const Result<Audio> audio = decode(files_of({silent_pc, {}, {}, {}, {9}, {}}), {2, 0}, findings);
  ASSERT_TRUE(audio.ok());
  EXPECT_EQ(audio->digital_sounds[0], Bytes{9});
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-AUDIOT-DIGITAL-NOT-EMPTY");
  EXPECT_EQ(findings.items()[0].offset, kPcSoundHeaderBytes);
}

TEST(AudioFindings, ImfSizeNotAMultipleOfFour) {
  Findings findings;
  const Result<Audio> audio = decode(files_of({{6, 0, 1, 2, 3, 4, 5, 6, 'T'}}), {0, 1}, findings);
  ASSERT_TRUE(audio.ok());
  EXPECT_EQ(audio->music[0]->commands, (std::vector<ImfCommand>{{1, 2, 0x0403}}));
  EXPECT_EQ(audio->music[0]->partial_command, (Bytes{5, 6}));
  EXPECT_EQ(audio->music[0]->tag, Bytes{'T'});
  EXPECT_TRUE(findings.contains("W-AUDIOT-IMF-SIZE-ODD"));
}

// --- encode errors ---

TEST(AudioEncodeErrors, SoundEffectGroupsOfDifferentSizes) {
  Audio model = new_audio({{pc_sound(), adlib_sound()}}, {});
  model.digital_sounds.push_back({});
  EXPECT_EQ(outcome(encode_audio(model)), "E-AUDIO-GROUP-SIZES at 0");
}

TEST(AudioEncodeErrors, TagOnAnEmptyGroup) {
  Audio model;
  model.id_tags.music = true;
  EXPECT_EQ(outcome(encode_audio(model)), "E-AUDIO-ID-TAG at 0");
}

TEST(AudioEncodeErrors, PartialCommandOfFourBytes) {
  Music track = music_track();
  track.partial_command = {1, 2, 3, 4};
  EXPECT_EQ(outcome(encode_audio(new_audio({}, {track}))), "E-AUDIO-IMF-PARTIAL at 0");
}

TEST(AudioEncodeErrors, CommandsPastTheSizeField) {
  Music track;
  track.commands.resize(16384);  // 65536 bytes
  EXPECT_EQ(outcome(encode_audio(new_audio({}, {music_track(), track}))), "E-AUDIO-IMF-SIZE at 1");
}

TEST(AudioEncodeErrors, ModelPastTheCaps) {
  Audio too_many;
  too_many.extra_lumps.resize(kMaxAudioOffsets);
  EXPECT_EQ(outcome(encode_audio(too_many)), "E-AUDIOHED-OFFSET-LIMIT at 0");
  Audio too_big;
  too_big.extra_lumps = {{}, Bytes(kMaxAudioLumpBytes + 1, 0)};
  EXPECT_EQ(outcome(encode_audio(too_big)), "E-AUDIOT-LUMP-LIMIT at 1");
  Audio big_gap;
  big_gap.after_last_lump.resize(kMaxAudioLumpBytes + 1);
  EXPECT_EQ(outcome(encode_audio(big_gap)), "E-AUDIOT-LUMP-LIMIT at 0");
}

// --- golden manifest helpers ---

TEST(AudioGolden, LumpsAreTheStoredBytesWithTheirGroupTags) {
  const Audio model = new_audio({{pc_sound(), std::nullopt}}, {music_track()});
  const Result<std::vector<Bytes>> lumps = encode_audiot_lumps(model);
  const Result<EncodedAudioFiles> files = encode_audio(model);
  ASSERT_TRUE(lumps.ok());
  ASSERT_TRUE(files.ok());
  ASSERT_EQ(lumps->size(), 4u);
  EXPECT_EQ((*lumps)[1], text("!ID!"));  // the zero-sized AdLib sound ends its group
  Bytes joined;
  for (const Bytes& lump : *lumps) joined.insert(joined.end(), lump.begin(), lump.end());
  EXPECT_EQ(joined, files->audiot);
}

TEST(AudioGolden, ImfBytesAreTheSizeFieldsCount) {
  Music track = music_track();
  track.partial_command = {0xee};
  const Bytes imf = imf_command_bytes(track);
  EXPECT_EQ(imf.size(), 13u);
  EXPECT_EQ(imf.front(), 0xbd);
  EXPECT_EQ(imf.back(), 0xee);
}

// --- real data ---

struct AudioSet {
  std::string extension;
  AudioCounts counts;
  Bytes audiohed;
  Bytes audiot;
};

std::vector<AudioSet> real_audio_sets() {
  std::vector<AudioSet> sets;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    const auto audiohed = files.file("audiohed");
    const auto audiot = files.file("audiot");
    const auto version = version_from_tag(files.extension);
    if (!audiohed || !audiot || !version) continue;
    const VersionFacts& facts = version_facts(*version);
    Result<Bytes> hed = read_file(*audiohed);
    Result<Bytes> t = read_file(*audiot);
    EXPECT_TRUE(hed.ok() && t.ok()) << files.folder;
    if (!hed.ok() || !t.ok()) continue;
    sets.push_back({files.extension, {facts.sound_effects, facts.music}, *hed, *t});
  }
  return sets;
}

// Measured on the shipped sets.
struct KnownAudioSet {
  const char* extension;
  std::size_t audiot_bytes;
  int music_with_commands;  // the others are stripped to size 0 and keep their Muse tag
  std::size_t imf_commands;
};
constexpr KnownAudioSet kKnownAudioSets[] = {
    {"wl1", 132613, 11, 27604},
    {"sdm", 93412, 6, 18422},
};

TEST(AudioRealData, SetsDecodeWithoutFindingsAndReencodeByteIdentical) {
  const std::vector<AudioSet> sets = real_audio_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const AudioSet& set : sets) {
    SCOPED_TRACE(set.extension);
    EXPECT_EQ(audio_counts_for_offsets(set.audiohed.size() / 4), set.counts);
    Findings findings;
    const Result<Audio> audio = decode_audio({set.audiohed, set.audiot}, set.counts, findings);
    ASSERT_TRUE(audio.ok()) << audio.error().to_string();
    EXPECT_TRUE(findings.empty()) << findings.items().front().id;
    const Result<EncodedAudioFiles> encoded = encode_audio(*audio);
    ASSERT_TRUE(encoded.ok()) << encoded.error().to_string();
    EXPECT_TRUE(encoded->audiohed == set.audiohed);
    EXPECT_TRUE(encoded->audiot == set.audiot);
  }
}

TEST(AudioRealData, SetsHoldTheMeasuredLayout) {
  const std::vector<AudioSet> sets = real_audio_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const AudioSet& set : sets) {
    SCOPED_TRACE(set.extension);
    Findings findings;
    const Result<Audio> audio = decode_audio({set.audiohed, set.audiot}, set.counts, findings);
    ASSERT_TRUE(audio.ok());
    EXPECT_EQ(audio->id_tags, (AudioIdTags{.pc = true, .adlib = true, .digital = true}));
    EXPECT_EQ(audio->digital_sounds, std::vector<Bytes>(audio->digital_sounds.size()));
    EXPECT_TRUE(audio->extra_lumps.empty());
    for (const auto& sound : audio->pc_sounds) {
      ASSERT_TRUE(sound.has_value());
      EXPECT_EQ(sound->trailing, Bytes{0});
    }
    for (const auto& sound : audio->adlib_sounds) {
      ASSERT_TRUE(sound.has_value());
      ASSERT_EQ(sound->tag.size(), 10u);  // a 0 byte and the 9-byte instrument name
      EXPECT_EQ(sound->tag[0], 0);
    }
    int with_commands = 0;
    std::size_t commands = 0;
    for (const auto& track : audio->music) {
      ASSERT_TRUE(track.has_value());
      EXPECT_TRUE(track->partial_command.empty());
      // The Muse tag ends with the source IMF file's length, and a stripped track keeps its tag
      // without the leading u16 1.
      const std::size_t tag_bytes = track->commands.empty() ? 86 : 88;
      ASSERT_EQ(track->tag.size(), tag_bytes);
      if (track->commands.empty()) continue;
      ++with_commands;
      commands += track->commands.size();
      EXPECT_EQ(track->tag[0], 1);
      EXPECT_EQ(track->tag[1], 0);
      EXPECT_EQ(static_cast<std::size_t>(track->tag[86] | (track->tag[87] << 8)),
                track->commands.size() * 4 + 2);
    }
    for (const KnownAudioSet& known : kKnownAudioSets) {
      if (set.extension != known.extension) continue;
      EXPECT_EQ(set.audiot.size(), known.audiot_bytes);
      EXPECT_EQ(with_commands, known.music_with_commands);
      EXPECT_EQ(commands, known.imf_commands);
    }
  }
}

TEST(AudioRealData, GoldenLumpsAreTheRangesAudioheadNames) {
  const std::vector<AudioSet> sets = real_audio_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const AudioSet& set : sets) {
    SCOPED_TRACE(set.extension);
    Findings findings;
    const Result<Audio> audio = decode_audio({set.audiohed, set.audiot}, set.counts, findings);
    ASSERT_TRUE(audio.ok());
    const Result<std::vector<Bytes>> lumps = encode_audiot_lumps(*audio);
    ASSERT_TRUE(lumps.ok());
    ASSERT_EQ(lumps->size() + 1, set.audiohed.size() / 4);
    for (std::size_t i = 0; i < lumps->size(); ++i) {
      const std::uint32_t start = load_u32le(set.audiohed, i * 4);
      const std::uint32_t end = load_u32le(set.audiohed, i * 4 + 4);
      ASSERT_EQ((*lumps)[i].size(), end - start) << i;
      EXPECT_TRUE(std::equal((*lumps)[i].begin(), (*lumps)[i].end(), set.audiot.begin() + start))
          << i;
    }
    const std::size_t first_music = 3 * static_cast<std::size_t>(set.counts.sound_effects);
    for (std::size_t m = 0; m < audio->music.size(); ++m) {
      const Bytes imf = imf_command_bytes(*audio->music[m]);
      const Bytes& lump = (*lumps)[first_music + m];
      EXPECT_EQ(imf.size(), static_cast<std::size_t>(lump[0] | (lump[1] << 8))) << m;
      EXPECT_TRUE(std::equal(imf.begin(), imf.end(), lump.begin() + 2)) << m;
    }
  }
}

TEST(AudioFindings, AdlibEffectWithoutPitchesIsAFindingAndRoundTrips) {
  AdlibSound sound;
  sound.octave = 4;
  sound.tag = {0, 'N', 'O', 'N', 'E'};
  const Bytes lump = encode_adlib_sound_lump(sound);
  Findings findings;
  const auto decoded = decode_adlib_sound_lump(lump, findings);
  ASSERT_TRUE(decoded.ok() && decoded->has_value());
  EXPECT_EQ(**decoded, sound);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-AUDIOT-ADLIB-NO-PITCHES");
  EXPECT_EQ(findings.items()[0].offset, 0u);
}

}  // namespace
}  // namespace wolfsuite
