#include "reference/opl2/synthetic_streams.h"

#include <algorithm>
#include <array>

#include "decoders/core/split_mix64.h"
#include "reference/opl2/registers.h"

namespace wolfsuite::opl2 {
namespace {

// Appends writes at a moving position.
class StreamWriter {
 public:
  void wait(std::uint32_t samples) { at_ += samples; }
  void write(int address, int value) {
    stream_.writes.push_back(
        {at_, static_cast<std::uint8_t>(address), static_cast<std::uint8_t>(value)});
  }
  // One operator: 0x20 (AM VIB EGT KSR MULT), 0x40 (KSL TL), 0x60 (AR DR), 0x80 (SL RR), 0xE0 (WS).
  void set_operator(int slot, int flags_multiple, int level, int attack_decay, int sustain_release,
                    int waveform) {
    const int offset = kOperatorOffset[slot];
    write(0x20 + offset, flags_multiple);
    write(0x40 + offset, level);
    write(0x60 + offset, attack_decay);
    write(0x80 + offset, sustain_release);
    write(0xe0 + offset, waveform);
  }
  void note(int channel, int fnumber, int block, bool key) {
    write(0xa0 + channel, fnumber & 0xff);
    write(0xb0 + channel, (key ? 0x20 : 0) | block << 2 | fnumber >> 8);
  }
  RegisterStream finish(std::uint32_t length) {
    stream_.length = length;
    std::erase_if(stream_.writes, [&](const RegisterWrite& w) { return w.sample >= length; });
    return std::move(stream_);
  }

 private:
  RegisterStream stream_;
  std::uint32_t at_ = 0;
};

constexpr std::uint32_t kTick = 71;  // about 700 Hz

// A sustained instrument on both operators of `channel`, varied by `variant`.
void melodic_instrument(StreamWriter& out, int channel, int variant) {
  const int waveform = variant & 3;
  const int lfo = (variant & 1) != 0 ? 0xc0 : 0x40;  // AM + VIB, or VIB only
  out.set_operator(modulator_slot(channel), lfo | 0x20 | (1 + variant % 4), 0x40 | (variant * 5),
                   0xf4, 0x25, (waveform + 1) & 3);
  out.set_operator(carrier_slot(channel), 0x20 | 0x10 | 1, variant % 3 == 0 ? 0x80 : 0x00, 0xd3,
                   0x36, waveform);
  out.write(0xc0 + channel, (variant % 7 + 1) << 1 | (variant % 2));
}

void drum_instruments(StreamWriter& out) {
  out.set_operator(12, 0x01, 0x10, 0xf8, 0x46, 0);  // bass drum
  out.set_operator(15, 0x01, 0x00, 0xf6, 0x46, 0);
  out.set_operator(13, 0x01, 0x00, 0xf7, 0x57, 0);  // hi-hat
  out.set_operator(16, 0x01, 0x00, 0xf8, 0x67, 2);  // snare drum
  out.set_operator(14, 0x05, 0x00, 0xf6, 0x56, 0);  // tom-tom
  out.set_operator(17, 0x01, 0x00, 0xf5, 0x45, 3);  // top cymbal
  out.note(6, 0x157, 2, false);
  out.note(7, 0x1a0, 3, false);
  out.note(8, 0x220, 2, false);
}

}  // namespace

RegisterStream busy_stream(std::uint32_t samples) {
  StreamWriter out;
  out.write(0x01, 0x20);
  out.write(0xbd, 0xe0);  // deep tremolo and vibrato, rhythm mode
  for (int channel = 0; channel < 6; ++channel) melodic_instrument(out, channel, channel);
  drum_instruments(out);
  static constexpr std::array<int, 8> kScale = {0x157, 0x16b, 0x181, 0x198,
                                                0x1b0, 0x1ca, 0x1e5, 0x202};
  for (std::uint32_t tick = 0; tick * kTick < samples; ++tick) {
    // Each melodic channel retriggers on its own 12-tick phase: key off, then a new note 2 ticks
    // later, so every channel sounds nearly all the time.
    for (int channel = 0; channel < 6; ++channel) {
      const std::uint32_t phase = (tick + static_cast<std::uint32_t>(channel) * 2) % 12;
      const int fnumber = kScale[(tick / 12 + static_cast<std::uint32_t>(channel) * 3) % 8];
      const int block = 2 + (channel + static_cast<int>(tick / 24)) % 4;
      if (phase == 0) out.note(channel, fnumber, block, false);
      if (phase == 2) out.note(channel, fnumber, block, true);
    }
    // Drums: a pattern of the five keys on every 6th tick, all released between.
    if (tick % 6 == 0) {
      static constexpr std::array<int, 4> kPattern = {0x11, 0x0b, 0x15, 0x1f};
      out.write(0xbd, 0xe0 | kPattern[tick / 6 % 4]);
    } else if (tick % 6 == 3) {
      out.write(0xbd, 0xe0);
    }
    out.wait(kTick);
  }
  return out.finish(samples);
}

std::vector<NamedStream> feature_streams() {
  std::vector<NamedStream> streams;
  constexpr std::uint32_t kLength = 24858;  // half a second

  {  // Rhythm mode: drums at many pitches, toggled singly and together, rhythm mode on and off.
    StreamWriter out;
    out.write(0x01, 0x20);
    drum_instruments(out);
    SplitMix64 random(1);
    for (int step = 0; step < 120; ++step) {
      // One draw per statement: the order of two draws in one expression is up to the compiler.
      const std::uint32_t keys = random.below(32);
      const std::uint32_t depths = random.below(4);
      out.write(0xbd, 0x20 | keys | (depths << 6));
      if (step % 10 == 0) {
        const std::uint32_t fnumber = 0x100 + random.below(0x300);
        const std::uint32_t block = random.below(8);
        out.note(6 + step / 10 % 3, fnumber, block, false);
      }
      if (step % 37 == 36) out.write(0xbd, 0x00);
      out.wait(200);
    }
    streams.push_back({"rhythm", out.finish(kLength)});
  }
  {  // Additive channels with every feedback level, keyed together.
    StreamWriter out;
    out.write(0x01, 0x20);
    for (int channel = 0; channel < kChannels; ++channel) {
      out.set_operator(modulator_slot(channel), 0x21, 0x00, 0xf2, 0x13, channel & 3);
      out.set_operator(carrier_slot(channel), 0x22, 0x08, 0xc2, 0x13, (channel + 1) & 3);
      out.write(0xc0 + channel, (channel % 8) << 1 | 1);
      out.note(channel, 0x120 + 37 * channel, 1 + channel % 6, true);
    }
    out.wait(12000);
    for (int channel = 0; channel < kChannels; ++channel) out.write(0xc0 + channel, channel << 1);
    streams.push_back({"additive", out.finish(kLength)});
  }
  {  // Every waveform on both operators, with WSE switched off and on again.
    StreamWriter out;
    out.write(0x01, 0x20);
    for (int channel = 0; channel < 4; ++channel) {
      out.set_operator(modulator_slot(channel), 0x21, 0x10, 0xf0, 0x00, channel);
      out.set_operator(carrier_slot(channel), 0x21, 0x00, 0xf0, 0x00, 3 - channel);
      out.write(0xc0 + channel, 0x0c | (channel & 1));
      out.note(channel, 0x200, 4, true);
    }
    out.wait(6000);
    out.write(0x01, 0x00);
    out.wait(6000);
    out.write(0x01, 0x20);
    for (int slot = 0; slot < kOperators; ++slot) out.write(0xe0 + kOperatorOffset[slot], slot);
    streams.push_back({"waveforms", out.finish(kLength)});
  }
  {  // Tremolo and vibrato at both depths, on every operator, over several LFO periods.
    StreamWriter out;
    out.write(0x01, 0x20);
    out.write(0xbd, 0xc0);
    for (int channel = 0; channel < kChannels; ++channel) {
      out.set_operator(modulator_slot(channel), 0xe0 | (channel + 1), 0x0c, 0xf0, 0x00, 0);
      out.set_operator(carrier_slot(channel), 0xe1, 0x00, 0xf0, 0x00, 0);
      out.note(channel, 0x3ff - 50 * channel, channel % 8, true);
    }
    out.wait(30000);
    out.write(0xbd, 0x80);
    out.wait(15000);
    out.write(0xbd, 0x40);
    out.wait(15000);
    out.write(0xbd, 0x00);
    streams.push_back({"lfo-depths", out.finish(5 * kLength)});
  }
  {  // KSR and KSL across every block and F-number range, with NTS off and on.
    StreamWriter out;
    out.write(0x01, 0x20);
    for (int step = 0; step < 64; ++step) {
      if (step == 32) out.write(0x08, 0x40);
      const int channel = step % kChannels;
      const int ksl = step % 4 << 6;
      out.set_operator(modulator_slot(channel), 0x10 * (step & 1) | 0x01, ksl | 0x10, 0x86, 0x45,
                       0);
      out.set_operator(carrier_slot(channel), 0x10 * (step >> 1 & 1) | 0x02, ksl, 0x95, 0x34, 0);
      out.note(channel, (step * 97) & 0x3ff, step % 8, true);
      out.wait(300);
      out.note(channel, (step * 97) & 0x3ff, step % 8, false);
      out.wait(80);
    }
    streams.push_back({"ksr-ksl-nts", out.finish(kLength)});
  }
  {  // CSM, the timers and their control register, the test register: accepted, kept.
    StreamWriter out;
    out.write(0x01, 0x20);
    out.set_operator(0, 0x01, 0x00, 0xf0, 0x0f, 0);
    out.set_operator(3, 0x01, 0x00, 0xf0, 0x0f, 0);
    out.write(0x02, 0x80);
    out.write(0x03, 0x10);
    out.write(0x04, 0x03);
    out.write(0x08, 0x80);
    out.note(0, 0x2ae, 4, true);
    out.wait(5000);
    out.write(0x04, 0x80);
    out.write(0x04, 0x60);
    out.write(0x01, 0x3f);
    out.write(0x08, 0xc0);
    out.wait(5000);
    out.write(0x00, 0xff);
    out.write(0x01, 0x20);
    streams.push_back({"csm-timers", out.finish(kLength)});
  }
  {  // Envelopes: every AR/DR/SL/RR nibble, EGT on and off, key on and off at the same sample,
     // retriggers during attack and release.
    StreamWriter out;
    out.write(0x01, 0x20);
    SplitMix64 random(6);
    for (int step = 0; step < 200; ++step) {
      const int channel = step % kChannels;
      // One draw per statement, as above.
      const auto modulator_attack_decay = random.byte();
      const auto modulator_sustain_release = random.byte();
      const auto carrier_attack_decay = random.byte();
      const auto carrier_sustain_release = random.byte();
      out.set_operator(modulator_slot(channel), (step & 0x20) | 0x01, step % 4 == 0 ? 0 : 0x20,
                       modulator_attack_decay, modulator_sustain_release, 0);
      out.set_operator(carrier_slot(channel), (step & 0x20) | 0x11, 0, carrier_attack_decay,
                       carrier_sustain_release, 0);
      out.note(channel, 0x180, 4, true);
      if (step % 5 == 0) out.note(channel, 0x180, 4, false);  // the same sample: never seen
      out.wait(random.below(400));
      if (step % 3 == 0) out.note(channel, 0x180, 4, false);
    }
    streams.push_back({"envelopes", out.finish(2 * kLength)});
  }
  {  // Every multiple at high blocks (aliasing), with feedback 7.
    StreamWriter out;
    out.write(0x01, 0x20);
    for (int multiple = 0; multiple < 16; ++multiple) {
      const int channel = multiple % kChannels;
      out.set_operator(modulator_slot(channel), multiple, 0x08, 0xf0, 0x0f, multiple & 3);
      out.set_operator(carrier_slot(channel), 15 - multiple, 0x00, 0xf0, 0x0f, 0);
      out.write(0xc0 + channel, 0x0e);
      out.note(channel, 0x3ff, 5 + multiple % 3, true);
      out.wait(1500);
    }
    streams.push_back({"multiples", out.finish(kLength)});
  }
  streams.push_back({"busy", busy_stream(kLength)});
  return streams;
}

RegisterStream random_stream(std::uint64_t seed, std::uint32_t samples) {
  StreamWriter out;
  SplitMix64 random(seed);
  out.write(0x01, 0x20);
  std::uint32_t at = 0;
  while (at < samples) {
    const std::uint32_t gap_kind = random.below(8);
    const std::uint32_t gap = gap_kind < 4   ? 0
                              : gap_kind < 7 ? random.below(64)
                                             : random.below(4000);
    out.wait(gap);
    at += gap;
    const std::uint32_t kind = random.below(16);
    int address;
    if (kind == 0) {
      address = random.byte();  // anything, the unused addresses included
    } else if (kind < 3) {
      address = 0xb0 + static_cast<int>(random.below(kChannels));  // keys and blocks
    } else if (kind < 4) {
      static constexpr std::array<int, 7> kSystem = {0x01, 0x02, 0x03, 0x04, 0x08, 0xbd, 0xbd};
      address = kSystem[random.below(kSystem.size())];
    } else if (kind < 6) {
      address = 0xa0 + static_cast<int>(random.below(kChannels));
    } else if (kind < 7) {
      address = 0xc0 + static_cast<int>(random.below(kChannels));
    } else {
      static constexpr std::array<int, 5> kOperatorBases = {0x20, 0x40, 0x60, 0x80, 0xe0};
      const int base = kOperatorBases[random.below(5)];  // one draw per statement, as above
      address = base + kOperatorOffset[random.below(kOperators)];
    }
    int value = random.byte();
    if (address >= 0x40 && address < 0x60 && random.below(2) == 0) value &= 0xc7;  // audible TL
    out.write(address, value);
  }
  return out.finish(samples);
}

RegisterStream stream_from_bytes(ByteSpan bytes) {
  RegisterStream stream;
  std::uint32_t at = 0;
  for (std::size_t i = 0; i + 3 <= bytes.size(); i += 3) {
    const std::uint8_t gap = bytes[i];
    at += gap < 0xf0 ? gap : (gap - 0xefu) * 256;
    if (at >= kMaxFuzzSamples) break;
    stream.writes.push_back({at, bytes[i + 1], bytes[i + 2]});
  }
  stream.length = std::min(at + 1024, kMaxFuzzSamples);
  return stream;
}

Bytes stream_bytes(const RegisterStream& stream) {
  Bytes bytes;
  std::uint32_t at = 0;
  for (const RegisterWrite& write : stream.writes) {
    std::uint32_t gap = write.sample - at;
    while (gap >= 256) {
      const std::uint32_t units = std::min<std::uint32_t>(gap / 256, 16);
      bytes.insert(bytes.end(), {static_cast<std::uint8_t>(0xef + units), 0x00, 0x00});
      gap -= units * 256;
    }
    while (gap > 0xef) {
      bytes.insert(bytes.end(), {0xef, 0x00, 0x00});
      gap -= 0xef;
    }
    bytes.insert(bytes.end(), {static_cast<std::uint8_t>(gap), write.address, write.value});
    at = write.sample;
  }
  return bytes;
}

}  // namespace wolfsuite::opl2
