#include "cli/wav_audio.h"

#include "decoders/core/byte_writer.h"

namespace wolfsuite::cli {
namespace {

void tag(ByteWriter& out, const char (&name)[5]) {
  for (int i = 0; i < 4; ++i) out.u8(static_cast<std::uint8_t>(name[i]));
}

}  // namespace

Bytes encode_wav_u8_mono(ByteSpan samples, std::uint32_t sample_rate) {
  const auto data_size = static_cast<std::uint32_t>(samples.size());
  const std::uint32_t padded = data_size + (data_size & 1u);  // RIFF chunks are word aligned
  ByteWriter out;
  tag(out, "RIFF");
  out.u32(36 + padded);
  tag(out, "WAVE");
  tag(out, "fmt ");
  out.u32(16);
  out.u16(1);  // PCM
  out.u16(1);  // mono
  out.u32(sample_rate);
  out.u32(sample_rate);  // byte rate: one byte per sample
  out.u16(1);            // block align
  out.u16(8);            // bits per sample
  tag(out, "data");
  out.u32(data_size);
  out.bytes(samples);
  if (data_size & 1u) out.u8(0);
  return out.take();
}

}  // namespace wolfsuite::cli
