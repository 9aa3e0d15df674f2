#include "cli/wav_audio.h"

#include "decoders/core/byte_writer.h"

namespace wolfsuite::cli {
namespace {

void tag(ByteWriter& out, const char (&name)[5]) {
  for (int i = 0; i < 4; ++i) out.u8(static_cast<std::uint8_t>(name[i]));
}

// The RIFF header of `data_size` bytes of mono PCM.
void header(ByteWriter& out, std::uint32_t data_size, std::uint32_t sample_rate,
            std::uint16_t bytes_per_sample) {
  const std::uint32_t padded = data_size + (data_size & 1u);  // RIFF chunks are word aligned
  tag(out, "RIFF");
  out.u32(36 + padded);
  tag(out, "WAVE");
  tag(out, "fmt ");
  out.u32(16);
  out.u16(1);  // PCM
  out.u16(1);  // mono
  out.u32(sample_rate);
  out.u32(sample_rate * bytes_per_sample);                    // byte rate
  out.u16(bytes_per_sample);                                  // block align
  out.u16(static_cast<std::uint16_t>(8 * bytes_per_sample));  // bits per sample
  tag(out, "data");
  out.u32(data_size);
}

}  // namespace

Bytes encode_wav_u8_mono(ByteSpan samples, std::uint32_t sample_rate) {
  const auto data_size = static_cast<std::uint32_t>(samples.size());
  ByteWriter out;
  header(out, data_size, sample_rate, 1);
  out.bytes(samples);
  if (data_size & 1u) out.u8(0);
  return out.take();
}

Bytes encode_wav_s16_mono(const std::vector<std::int16_t>& samples, std::uint32_t sample_rate) {
  ByteWriter out;
  header(out, static_cast<std::uint32_t>(samples.size() * 2), sample_rate, 2);
  for (std::int16_t sample : samples) out.u16(static_cast<std::uint16_t>(sample));
  return out.take();
}

}  // namespace wolfsuite::cli
