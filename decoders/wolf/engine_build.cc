// The engine builds' hard-coded layouts (engine_build.h): the picture lists of the two graphics
// headers with their sizes, and the lumps after tile8.
#include "decoders/wolf/engine_build.h"

#include <cstdlib>

namespace wolfsuite {
namespace {

struct PictureRow {
  std::string_view name;
  std::uint16_t width;
  std::uint16_t height;
  bool spear_only = false;  // in the full Spear only, not in its demo (SPEARDEMO leaves it out)
};
constexpr bool kSpearOnly = true;

// gfxv_apo.h (Wolfenstein 3-D 1.4, shareware and registered); sizes of wl1's picture table.
constexpr PictureRow kWolfPictures[] = {
    {"H_BJPIC", 96, 88}, {"H_CASTLEPIC", 112, 56}, {"H_KEYBOARDPIC", 120, 32}, {"H_JOYPIC", 64, 56},
    {"H_HEALPIC", 88, 16}, {"H_TREASUREPIC", 8, 8}, {"H_GUNPIC", 104, 48}, {"H_KEYPIC", 32, 16},
    {"H_BLAZEPIC", 120, 80}, {"H_WEAPON1234PIC", 96, 48}, {"H_WOLFLOGOPIC", 176, 48},
    {"H_VISAPIC", 64, 32}, {"H_MCPIC", 64, 32}, {"H_IDLOGOPIC", 56, 48}, {"H_TOPWINDOWPIC", 320, 8},
    {"H_LEFTWINDOWPIC", 8, 192}, {"H_RIGHTWINDOWPIC", 8, 192}, {"H_BOTTOMINFOPIC", 304, 24},
    {"H_SPEARADPIC", 256, 144}, {"C_OPTIONSPIC", 152, 48}, {"C_CURSOR1PIC", 24, 16},
    {"C_CURSOR2PIC", 24, 16}, {"C_NOTSELECTEDPIC", 24, 8}, {"C_SELECTEDPIC", 24, 8},
    {"C_FXTITLEPIC", 136, 16}, {"C_DIGITITLEPIC", 136, 16}, {"C_MUSICTITLEPIC", 136, 16},
    {"C_MOUSELBACKPIC", 104, 16}, {"C_BABYMODEPIC", 24, 32}, {"C_EASYPIC", 24, 32},
    {"C_NORMALPIC", 24, 32}, {"C_HARDPIC", 24, 32}, {"C_LOADSAVEDISKPIC", 32, 32},
    {"C_DISKLOADING1PIC", 32, 32}, {"C_DISKLOADING2PIC", 32, 32}, {"C_CONTROLPIC", 144, 48},
    {"C_CUSTOMIZEPIC", 152, 48}, {"C_LOADGAMEPIC", 216, 48}, {"C_SAVEGAMEPIC", 216, 48},
    {"C_EPISODE1PIC", 48, 24}, {"C_EPISODE2PIC", 48, 24}, {"C_EPISODE3PIC", 48, 24},
    {"C_EPISODE4PIC", 48, 24}, {"C_EPISODE5PIC", 48, 24}, {"C_EPISODE6PIC", 48, 24},
    {"C_CODEPIC", 24, 8}, {"C_TIMECODEPIC", 24, 8}, {"C_LEVELPIC", 32, 8}, {"C_NAMEPIC", 32, 8},
    {"C_SCOREPIC", 32, 8}, {"C_JOY1PIC", 72, 48}, {"C_JOY2PIC", 72, 48}, {"L_GUYPIC", 104, 88},
    {"L_COLONPIC", 8, 16}, {"L_NUM0PIC", 16, 16}, {"L_NUM1PIC", 16, 16}, {"L_NUM2PIC", 16, 16},
    {"L_NUM3PIC", 16, 16}, {"L_NUM4PIC", 16, 16}, {"L_NUM5PIC", 16, 16}, {"L_NUM6PIC", 16, 16},
    {"L_NUM7PIC", 16, 16}, {"L_NUM8PIC", 16, 16}, {"L_NUM9PIC", 16, 16}, {"L_PERCENTPIC", 16, 16},
    {"L_APIC", 16, 16}, {"L_BPIC", 16, 16}, {"L_CPIC", 16, 16}, {"L_DPIC", 16, 16},
    {"L_EPIC", 16, 16}, {"L_FPIC", 16, 16}, {"L_GPIC", 16, 16}, {"L_HPIC", 16, 16},
    {"L_IPIC", 16, 16}, {"L_JPIC", 16, 16}, {"L_KPIC", 16, 16}, {"L_LPIC", 16, 16},
    {"L_MPIC", 16, 16}, {"L_NPIC", 16, 16}, {"L_OPIC", 16, 16}, {"L_PPIC", 16, 16},
    {"L_QPIC", 16, 16}, {"L_RPIC", 16, 16}, {"L_SPIC", 16, 16}, {"L_TPIC", 16, 16},
    {"L_UPIC", 16, 16}, {"L_VPIC", 16, 16}, {"L_WPIC", 16, 16}, {"L_XPIC", 16, 16},
    {"L_YPIC", 16, 16}, {"L_ZPIC", 16, 16}, {"L_EXPOINTPIC", 8, 16}, {"L_APOSTROPHEPIC", 8, 16},
    {"L_GUY2PIC", 104, 88}, {"L_BJWINSPIC", 88, 88}, {"STATUSBARPIC", 320, 40},
    {"TITLEPIC", 320, 200}, {"PG13PIC", 88, 64}, {"CREDITSPIC", 320, 200},
    {"HIGHSCORESPIC", 224, 56}, {"KNIFEPIC", 48, 24}, {"GUNPIC", 48, 24}, {"MACHINEGUNPIC", 48, 24},
    {"GATLINGGUNPIC", 48, 24}, {"NOKEYPIC", 8, 16}, {"GOLDKEYPIC", 8, 16}, {"SILVERKEYPIC", 8, 16},
    {"N_BLANKPIC", 8, 16}, {"N_0PIC", 8, 16}, {"N_1PIC", 8, 16}, {"N_2PIC", 8, 16},
    {"N_3PIC", 8, 16}, {"N_4PIC", 8, 16}, {"N_5PIC", 8, 16}, {"N_6PIC", 8, 16}, {"N_7PIC", 8, 16},
    {"N_8PIC", 8, 16}, {"N_9PIC", 8, 16}, {"FACE1APIC", 24, 32}, {"FACE1BPIC", 24, 32},
    {"FACE1CPIC", 24, 32}, {"FACE2APIC", 24, 32}, {"FACE2BPIC", 24, 32}, {"FACE2CPIC", 24, 32},
    {"FACE3APIC", 24, 32}, {"FACE3BPIC", 24, 32}, {"FACE3CPIC", 24, 32}, {"FACE4APIC", 24, 32},
    {"FACE4BPIC", 24, 32}, {"FACE4CPIC", 24, 32}, {"FACE5APIC", 24, 32}, {"FACE5BPIC", 24, 32},
    {"FACE5CPIC", 24, 32}, {"FACE6APIC", 24, 32}, {"FACE6BPIC", 24, 32}, {"FACE6CPIC", 24, 32},
    {"FACE7APIC", 24, 32}, {"FACE7BPIC", 24, 32}, {"FACE7CPIC", 24, 32}, {"FACE8APIC", 24, 32},
    {"GOTGATLINGPIC", 24, 32}, {"MUTANTBJPIC", 24, 32}, {"PAUSEDPIC", 64, 32},
    {"GETPSYCHEDPIC", 224, 48},
};

// gfxv_sod.h (Spear of Destiny and its demo); sizes of sdm's picture table, ours for kSpearOnly.
constexpr PictureRow kSpearPictures[] = {
    {"C_BACKDROPPIC", 320, 200}, {"C_MOUSELBACKPIC", 104, 16}, {"C_CURSOR1PIC", 24, 16},
    {"C_CURSOR2PIC", 24, 16}, {"C_NOTSELECTEDPIC", 24, 8}, {"C_SELECTEDPIC", 24, 8},
    {"C_CUSTOMIZEPIC", 152, 48}, {"C_JOY1PIC", 72, 48}, {"C_JOY2PIC", 72, 48},
    {"C_MOUSEPIC", 64, 16}, {"C_JOYSTICKPIC", 232, 16}, {"C_KEYBOARDPIC", 88, 24},
    {"C_CONTROLPIC", 152, 48}, {"C_OPTIONSPIC", 152, 48}, {"C_FXTITLEPIC", 136, 16},
    {"C_DIGITITLEPIC", 136, 16}, {"C_MUSICTITLEPIC", 136, 16}, {"C_HOWTOUGHPIC", 184, 16},
    {"C_BABYMODEPIC", 24, 32}, {"C_EASYPIC", 24, 32}, {"C_NORMALPIC", 24, 32},
    {"C_HARDPIC", 24, 32}, {"C_DISKLOADING1PIC", 32, 32}, {"C_DISKLOADING2PIC", 32, 32},
    {"C_LOADGAMEPIC", 216, 48}, {"C_SAVEGAMEPIC", 216, 48}, {"HIGHSCORESPIC", 320, 72},
    {"C_WONSPEARPIC", 16, 16}, {"BJCOLLAPSE1PIC", 88, 88, kSpearOnly},
    {"BJCOLLAPSE2PIC", 88, 88, kSpearOnly}, {"BJCOLLAPSE3PIC", 88, 88, kSpearOnly},
    {"BJCOLLAPSE4PIC", 88, 88, kSpearOnly}, {"ENDPICPIC", 320, 200, kSpearOnly},
    {"L_GUYPIC", 104, 88}, {"L_COLONPIC", 8, 16}, {"L_NUM0PIC", 16, 16}, {"L_NUM1PIC", 16, 16},
    {"L_NUM2PIC", 16, 16}, {"L_NUM3PIC", 16, 16}, {"L_NUM4PIC", 16, 16}, {"L_NUM5PIC", 16, 16},
    {"L_NUM6PIC", 16, 16}, {"L_NUM7PIC", 16, 16}, {"L_NUM8PIC", 16, 16}, {"L_NUM9PIC", 16, 16},
    {"L_PERCENTPIC", 16, 16}, {"L_APIC", 16, 16}, {"L_BPIC", 16, 16}, {"L_CPIC", 16, 16},
    {"L_DPIC", 16, 16}, {"L_EPIC", 16, 16}, {"L_FPIC", 16, 16}, {"L_GPIC", 16, 16},
    {"L_HPIC", 16, 16}, {"L_IPIC", 16, 16}, {"L_JPIC", 16, 16}, {"L_KPIC", 16, 16},
    {"L_LPIC", 16, 16}, {"L_MPIC", 16, 16}, {"L_NPIC", 16, 16}, {"L_OPIC", 16, 16},
    {"L_PPIC", 16, 16}, {"L_QPIC", 16, 16}, {"L_RPIC", 16, 16}, {"L_SPIC", 16, 16},
    {"L_TPIC", 16, 16}, {"L_UPIC", 16, 16}, {"L_VPIC", 16, 16}, {"L_WPIC", 16, 16},
    {"L_XPIC", 16, 16}, {"L_YPIC", 16, 16}, {"L_ZPIC", 16, 16}, {"L_EXPOINTPIC", 8, 16},
    {"L_APOSTROPHEPIC", 8, 16}, {"L_GUY2PIC", 104, 88}, {"L_BJWINSPIC", 88, 88},
    {"TITLE1PIC", 320, 80}, {"TITLE2PIC", 320, 120}, {"ENDSCREEN11PIC", 320, 200, kSpearOnly},
    {"ENDSCREEN12PIC", 320, 200, kSpearOnly}, {"ENDSCREEN3PIC", 320, 200, kSpearOnly},
    {"ENDSCREEN4PIC", 320, 200, kSpearOnly}, {"ENDSCREEN5PIC", 320, 200, kSpearOnly},
    {"ENDSCREEN6PIC", 320, 200, kSpearOnly}, {"ENDSCREEN7PIC", 320, 200, kSpearOnly},
    {"ENDSCREEN8PIC", 320, 200, kSpearOnly}, {"ENDSCREEN9PIC", 320, 200, kSpearOnly},
    {"STATUSBARPIC", 320, 40}, {"PG13PIC", 88, 64}, {"CREDITSPIC", 320, 200},
    {"IDGUYS1PIC", 320, 100, kSpearOnly}, {"IDGUYS2PIC", 320, 100, kSpearOnly},
    {"COPYPROTTOPPIC", 320, 56, kSpearOnly}, {"COPYPROTBOXPIC", 224, 128, kSpearOnly},
    {"BOSSPIC1PIC", 80, 80, kSpearOnly}, {"BOSSPIC2PIC", 80, 80, kSpearOnly},
    {"BOSSPIC3PIC", 80, 80, kSpearOnly}, {"BOSSPIC4PIC", 80, 80, kSpearOnly}, {"KNIFEPIC", 48, 24},
    {"GUNPIC", 48, 24}, {"MACHINEGUNPIC", 48, 24}, {"GATLINGGUNPIC", 48, 24}, {"NOKEYPIC", 8, 16},
    {"GOLDKEYPIC", 8, 16}, {"SILVERKEYPIC", 8, 16}, {"N_BLANKPIC", 8, 16}, {"N_0PIC", 8, 16},
    {"N_1PIC", 8, 16}, {"N_2PIC", 8, 16}, {"N_3PIC", 8, 16}, {"N_4PIC", 8, 16}, {"N_5PIC", 8, 16},
    {"N_6PIC", 8, 16}, {"N_7PIC", 8, 16}, {"N_8PIC", 8, 16}, {"N_9PIC", 8, 16},
    {"FACE1APIC", 24, 32}, {"FACE1BPIC", 24, 32}, {"FACE1CPIC", 24, 32}, {"FACE2APIC", 24, 32},
    {"FACE2BPIC", 24, 32}, {"FACE2CPIC", 24, 32}, {"FACE3APIC", 24, 32}, {"FACE3BPIC", 24, 32},
    {"FACE3CPIC", 24, 32}, {"FACE4APIC", 24, 32}, {"FACE4BPIC", 24, 32}, {"FACE4CPIC", 24, 32},
    {"FACE5APIC", 24, 32}, {"FACE5BPIC", 24, 32}, {"FACE5CPIC", 24, 32}, {"FACE6APIC", 24, 32},
    {"FACE6BPIC", 24, 32}, {"FACE6CPIC", 24, 32}, {"FACE7APIC", 24, 32}, {"FACE7BPIC", 24, 32},
    {"FACE7CPIC", 24, 32}, {"FACE8APIC", 24, 32}, {"GOTGATLINGPIC", 24, 32},
    {"GODMODEFACE1PIC", 24, 32}, {"GODMODEFACE2PIC", 24, 32}, {"GODMODEFACE3PIC", 24, 32},
    {"BJWAITING1PIC", 24, 32}, {"BJWAITING2PIC", 24, 32}, {"BJOUCHPIC", 24, 32},
    {"PAUSEDPIC", 64, 32}, {"GETPSYCHEDPIC", 224, 48},
};

std::vector<EnginePicture> pictures_of(std::span<const PictureRow> rows, bool demo) {
  std::vector<EnginePicture> pictures;
  for (const PictureRow& row : rows) {
    if (demo && row.spear_only) continue;
    pictures.push_back({row.name, row.width, row.height});
  }
  return pictures;
}

std::vector<EngineExtern> wolf_externs(int end_texts) {
  std::vector<EngineExtern> externs = {{"ORDERSCREEN", ExternKind::kScreen},
                                       {"ERRORSCREEN", ExternKind::kScreen},
                                       {"T_HELPART", ExternKind::kText},
                                       {"T_DEMO0", ExternKind::kDemo},
                                       {"T_DEMO1", ExternKind::kDemo},
                                       {"T_DEMO2", ExternKind::kDemo},
                                       {"T_DEMO3", ExternKind::kDemo}};
  constexpr std::string_view kEndTexts[] = {"T_ENDART1", "T_ENDART2", "T_ENDART3",
                                            "T_ENDART4", "T_ENDART5", "T_ENDART6"};
  for (int k = 0; k < end_texts; ++k) externs.push_back({kEndTexts[k], ExternKind::kText});
  return externs;
}

std::vector<EngineExtern> spear_externs(bool demo) {
  std::vector<EngineExtern> externs = {{"ORDERSCREEN", ExternKind::kScreen},
                                       {"ERRORSCREEN", ExternKind::kScreen},
                                       {"TITLEPALETTE", ExternKind::kPalette}};
  if (demo) {
    externs.push_back({"T_DEMO0", ExternKind::kDemo});
    return externs;
  }
  constexpr std::string_view kPalettes[] = {"END1PALETTE", "END2PALETTE", "END3PALETTE",
                                            "END4PALETTE", "END5PALETTE", "END6PALETTE",
                                            "END7PALETTE", "END8PALETTE", "END9PALETTE",
                                            "IDGUYSPALETTE"};
  for (const std::string_view name : kPalettes) externs.push_back({name, ExternKind::kPalette});
  for (const std::string_view name : {"T_DEMO0", "T_DEMO1", "T_DEMO2", "T_DEMO3"}) {
    externs.push_back({name, ExternKind::kDemo});
  }
  externs.push_back({"T_ENDART1", ExternKind::kText});
  return externs;
}

// Sprites: wl_def.h's list (436 in Wolfenstein 3-D, 421 in Spear). Digitised sounds: the build's
// table of sounds it prepares at start-up (engine tool README). Level slots: the song table.
const std::vector<EngineBuild>& builds() {
  static const std::vector<EngineBuild> kBuilds = {
      {GameVersion::kWl1, pictures_of(kWolfPictures, false), wolf_externs(1), 436, 33, 60},
      {GameVersion::kWl6, pictures_of(kWolfPictures, false), wolf_externs(6), 436, 46, 60},
      {GameVersion::kSdm, pictures_of(kSpearPictures, true), spear_externs(true), 421, 39, 21},
      {GameVersion::kSod, pictures_of(kSpearPictures, false), spear_externs(false), 421, 40, 21},
  };
  return kBuilds;
}

}  // namespace

std::size_t EngineBuild::picture_chunk(std::string_view name) const {
  for (std::size_t k = 0; k < pictures.size(); ++k) {
    if (pictures[k].name == name) return kFirstPicture + k;
  }
  return 0;
}

bool has_engine_build(GameVersion version) {
  for (const EngineBuild& build : builds()) {
    if (build.version == version) return true;
  }
  return false;
}

const EngineBuild& engine_build(GameVersion version) {
  for (const EngineBuild& build : builds()) {
    if (build.version == version) return build;
  }
  std::abort();  // a caller that skipped has_engine_build: our bug
}

}  // namespace wolfsuite
