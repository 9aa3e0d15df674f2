#pragma once
// The YM3812 (OPL2) register file: 256 bytes, every address 0x00..0xFF accepted and kept, read
// through one accessor per field. The map, from the data sheet (bits 7..0):
//
//   address  bits      field
//   01       --x-----  WSE   waveform select enable (others: chip test, kept, no effect here)
//   02       xxxxxxxx  timer 1 preset (80 us steps)      kept; timers do not change the sound
//   03       xxxxxxxx  timer 2 preset (320 us steps)     kept
//   04       x-------  IRQ reset, -xx----- timer masks, ------xx timer starts   kept
//   08       x-------  CSM   composite sine mode (kept; the timer that drives it is not modelled)
//            -x------  NTS   note select: which F-number bit joins the block in the key code
//   20+op    x-------  AM    tremolo on
//            -x------  VIB   vibrato on
//            --x-----  EGT   sustain: hold at the sustain level while the key is on
//            ---x----  KSR   key-scale rate: the whole key code speeds the envelope, else 1/4
//            ----xxxx  MULT  frequency multiplier (kMultipleHalves)
//   40+op    xx------  KSL   key-scale level: 00 none, 10 1.5, 01 3, 11 6 dB an octave
//            --xxxxxx  TL    total level, 0.75 dB steps
//   60+op    xxxx----  AR    attack rate
//            ----xxxx  DR    decay rate
//   80+op    xxxx----  SL    sustain level, 3 dB steps (15 means 93 dB)
//            ----xxxx  RR    release rate
//   A0+ch    xxxxxxxx  F-number bits 0-7
//   B0+ch    --x-----  KON   key on
//            ---xxx--  BLOCK octave
//            ------xx  F-number bits 8-9
//   BD       x-------  AM depth 4.8 dB (else 1.2 dB)
//            -x------  VIB depth 14 cent (else 7 cent)
//            --x-----  RHY   rhythm mode: channels 6-8 become five drums
//            ---xxxxx  key on of bass drum, snare, tom-tom, top cymbal, hi-hat (bits 4..0)
//   C0+ch    ----xxx-  FB    modulator self-feedback
//            -------x  CON   0: modulator -> carrier (FM), 1: both to the output (AM)
//   E0+op    ------xx  WS    waveform (only while WSE is set)
//
// "op" is an operator's register offset: 0..5, 8..13, 16..21 (kOperatorOffset); "ch" is 0..8.
#include <array>
#include <cstdint>

namespace wolfsuite::opl2 {

inline constexpr int kChannels = 9;
inline constexpr int kOperators = 18;

// Register offset of each operator, in the chip's operator order (slot 0..17).
inline constexpr std::array<std::uint8_t, kOperators> kOperatorOffset = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x08, 0x09, 0x0a,
    0x0b, 0x0c, 0x0d, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15};

// The two operators of a channel, as slots: the modulator (operator 1) and the carrier
// (operator 2, three slots on). Channel 0 is slots 0 and 3, channel 3 slots 6 and 9.
constexpr int modulator_slot(int channel) { return channel % 3 + 6 * (channel / 3); }
constexpr int carrier_slot(int channel) { return modulator_slot(channel) + 3; }

struct Registers {
  std::array<std::uint8_t, 256> bytes{};

  // System.
  bool waveform_select_enabled() const { return (bytes[0x01] & 0x20) != 0; }
  int note_select() const { return bytes[0x08] >> 6 & 1; }
  bool tremolo_deep() const { return (bytes[0xbd] & 0x80) != 0; }
  bool vibrato_deep() const { return (bytes[0xbd] & 0x40) != 0; }
  bool rhythm_mode() const { return (bytes[0xbd] & 0x20) != 0; }
  int rhythm_keys() const { return bytes[0xbd] & 0x1f; }

  // Channel (0..8).
  // Block and F-number as the chip joins them: bits 10-12 block, bits 0-9 F-number.
  int block_fnumber(int channel) const {
    return (bytes[0xb0 + channel] & 0x1f) << 8 | bytes[0xa0 + channel];
  }
  bool key_on(int channel) const { return (bytes[0xb0 + channel] & 0x20) != 0; }
  int feedback(int channel) const { return bytes[0xc0 + channel] >> 1 & 7; }
  bool additive(int channel) const { return (bytes[0xc0 + channel] & 1) != 0; }

  // Operator (slot 0..17).
  bool tremolo(int slot) const { return (op(0x20, slot) & 0x80) != 0; }
  bool vibrato(int slot) const { return (op(0x20, slot) & 0x40) != 0; }
  bool sustain_hold(int slot) const { return (op(0x20, slot) & 0x20) != 0; }
  bool key_scale_rate(int slot) const { return (op(0x20, slot) & 0x10) != 0; }
  int multiple(int slot) const { return op(0x20, slot) & 0x0f; }
  // KSL as a shift of the key-scale ROM value: 0 none, 1 (1.5 dB), 2 (3 dB), 3 (6 dB) an octave.
  int key_scale_level_shift(int slot) const {
    const int bits = op(0x40, slot) >> 6;
    return (bits & 1) << 1 | bits >> 1;
  }
  int total_level(int slot) const { return op(0x40, slot) & 0x3f; }
  int attack_rate(int slot) const { return op(0x60, slot) >> 4; }
  int decay_rate(int slot) const { return op(0x60, slot) & 0x0f; }
  int sustain_level(int slot) const { return op(0x80, slot) >> 4; }
  int release_rate(int slot) const { return op(0x80, slot) & 0x0f; }
  int waveform(int slot) const { return waveform_select_enabled() ? op(0xe0, slot) & 3 : 0; }

 private:
  std::uint8_t op(int base, int slot) const { return bytes[base + kOperatorOffset[slot]]; }
};

}  // namespace wolfsuite::opl2
