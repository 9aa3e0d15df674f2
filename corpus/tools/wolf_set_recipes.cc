// The Wolfenstein 3-D crafting tool's recipes for wolf_set_fuzzer: whole sets of the eight files,
// only for the cases no single-family target reaches.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::corpus {
namespace {

// ---- wolf_set_fuzzer: the eight files of a set --------------------------------------------------

constexpr std::string_view kSetTarget = "wolf_set_fuzzer";
constexpr std::string_view kSetSection = "seed 002 The main resources of the game";
// The input's files, in the order of kWolfSetStems (wolf_set.h).
const std::vector<std::string_view> kSetFileNames = {"MAPHEAD",  "GAMEMAPS", "VGAHEAD",  "VGADICT",
                                                     "VGAGRAPH", "VSWAP",    "AUDIOHED", "AUDIOT"};

// Whole sets cost a few hundred KiB each (the synthetic VSWAP is 334 KiB), so the target gets
// only the cases no single-family target reaches: what check_wolf_set and the version detection
// add, and a VGAHEAD too long for wolf_graphics_fuzzer's max_len.
class SetCrafter {
 public:
  SetCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus), synthetic_(synthetic) {}

  void craft() {
    add("synthetic_set", synthetic_, decodes(synthetic_findings()),
        {"synthetic_set",
         "the eight files of the synthetic set (synthetic_set.h); without an extension its "
         "counts make it wl1",
         kSetSection});
    add("pcm_table_45_sounds", with_file("vswap", vswap_one_sound_less()),
        tolerated("W-VSWAP-SOUND-COUNT", synthetic_findings()),
        {"synthetic_set_short_pcm_table",
         "the synthetic set with its last digitised sound left out of VSWAP: the pcm table lists "
         "45 sounds where wl1's engine references 46",
         kPcmSection});
    // Without VSWAP (an empty file is a missing one) the set stays small; the counts in MAPHEAD
    // and AUDIOHED still make it wl1, whose engine plays 4 demos.
    WolfSetFiles one_demo = synthetic_;
    const EncodedGraphicsFiles small_graphics = encode_lumps(small_lumps());
    one_demo.files["vgahead"] = small_graphics.vgahead;
    one_demo.files["vgadict"] = small_graphics.vgadict;
    one_demo.files["vgagraph"] = small_graphics.vgagraph;
    one_demo.files.erase("vswap");
    add("graphics_with_one_demo", one_demo,
        tolerated("W-VGAGRAPH-DEMO-COUNT", {"W-MAPHEAD-OFFSET-ZERO"}),
        {"synthetic_set_small_graphics",
         "the synthetic maps and audio with the small graphics of wolf_graphics_fuzzer (one "
         "demo) and no VSWAP: wl1 has 4 demos",
         kDemosSection});
    WolfSetFiles vgahead_over_limit;
    vgahead_over_limit.files["vgahead"] = Bytes(kVgaheadEntryBytes * (kMaxVgaheadOffsets + 1), 0);
    vgahead_over_limit.files["vgadict"] = small_graphics.vgadict;
    vgahead_over_limit.files["vgagraph"] = small_graphics.vgagraph;
    add("vgahead_65537_offsets", vgahead_over_limit, rejected("E-VGAHEAD-COUNT"),
        {"vgahead_over_limit",
         "only the graphics files, VGAHEAD holding 65537 offsets (192 KiB, more than "
         "wolf_graphics_fuzzer's max_len): over the 65536 a set may have",
         kVgaheadSection});
    WolfSetFiles unknown_counts = with_file("audiohed", audiohed_one_offset_more());
    unknown_counts.files.erase("vswap");
    add("audiohed_290_offsets", unknown_counts, rejected("E-SET-AUDIO-COUNTS"),
        {"synthetic_set_audiohed_290",
         "the synthetic set without VSWAP and with its last AUDIOHED offset written twice: 290 "
         "offsets fit no version, and with no extension nothing else names the sound effect and "
         "music counts",
         kAudiohedSection});
  }

 private:
  // A file the set lacks is given as an empty file.
  void add(const std::string& stem, const WolfSetFiles& files, const Expect& expect,
           const Notes& notes) {
    std::vector<ByteSpan> spans;
    for (const std::string_view file_stem : kWolfSetStems) {
      const Bytes* file = files.file(file_stem);
      spans.push_back(file != nullptr ? ByteSpan(*file) : ByteSpan());
    }
    corpus_.add(kSetTarget, stem, files_input(kSetFileNames, spans), expect, notes);
  }

  WolfSetFiles with_file(const std::string& stem, Bytes bytes) const {
    WolfSetFiles files = synthetic_;
    files.files[stem] = std::move(bytes);
    return files;
  }

  // The findings of the synthetic set: the set has two maps in MAPHEAD's 100 slots, and leaves
  // out the sounds wl1 leaves out (synthetic_set.h).
  static std::vector<std::string> synthetic_findings() {
    return {"W-MAPHEAD-OFFSET-ZERO", "W-VSWAP-SOUND-SPARSE"};
  }

  static Bytes vswap_one_sound_less() {
    VswapContents contents = synthetic_vswap_contents();
    contents.sounds.pop_back();
    return vswap_of(contents);
  }

  Bytes audiohed_one_offset_more() const {
    const Bytes& audiohed = *synthetic_.file("audiohed");
    const Bytes last_offset(audiohed.end() - 4, audiohed.end());
    return concat({audiohed, last_offset});
  }

  corpus::RecipeBook& corpus_;
  const WolfSetFiles& synthetic_;
};

}  // namespace

void craft_wolf_set(RecipeBook& corpus, const WolfSetFiles& synthetic) {
  SetCrafter(corpus, synthetic).craft();
}

}  // namespace wolfsuite::corpus
