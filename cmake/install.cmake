# What `cmake --install` puts under the prefix (README.md "Installing"):
#   bin/wolfsuite                                  the command
#   lib/libwolfsuite_<name>.a                      the libraries, static as built
#   include/wolfsuite/wolfsuite.h                  the C API
#   include/wolfsuite/decoders/..., reference/...  the C++ headers in the source tree's folders, so
#                                                  #include "decoders/compress/rlew.h" works as in
#                                                  the tree, with include/wolfsuite on the path
#   lib/cmake/wolfsuite/                           find_package(wolfsuite): wolfsuite::<name>
#   lib/pkgconfig/wolfsuite.pc                     every library in link order, and what they need
#   share/wolfsuite/corpus/                        the edge-case catalogue and its seed files
#   share/wolfsuite/golden/                        the golden manifests, frames, audio and traces
#   share/doc/wolfsuite/                           the user documents, at their repository paths
# The command finds share/wolfsuite beside its own bin/ folder (cli/share_folder.h), so the prefix
# can move (docs/INSTALLING.md). Test fixtures and test-only headers, benchmarks, fuzz targets, the
# corpus tools and the command's own library (cli/) stay out. (lib/ is CMAKE_INSTALL_LIBDIR,
# include/ CMAKE_INSTALL_INCLUDEDIR, share/ CMAKE_INSTALL_DATADIR, share/doc/wolfsuite/
# CMAKE_INSTALL_DOCDIR.)
include(CMakePackageConfigHelpers)

# Each library before the libraries it uses, the order a static link needs (pkg-config's Libs).
set(wolfsuite_installed_libraries
  c set_loader set_playback renderers formats top_down sim raycaster mac_bsp adlib opl2 build quake
  mac wolf compress core)
set(wolfsuite_installed_targets)
set(wolfsuite_pc_libs)
foreach(name IN LISTS wolfsuite_installed_libraries)
  if(NOT TARGET wolfsuite_${name})  # c and set_loader come with the command (WOLFSUITE_CLI)
    continue()
  endif()
  set_target_properties(wolfsuite_${name} PROPERTIES EXPORT_NAME ${name})
  list(APPEND wolfsuite_installed_targets wolfsuite_${name})
  string(APPEND wolfsuite_pc_libs " -lwolfsuite_${name}")
endforeach()
if(TARGET wolfsuite)
  list(APPEND wolfsuite_installed_targets wolfsuite)  # wolfsuite::wolfsuite, the command
endif()

install(TARGETS ${wolfsuite_installed_targets}
  EXPORT wolfsuiteTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/decoders ${PROJECT_SOURCE_DIR}/reference
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/wolfsuite
  FILES_MATCHING PATTERN "*.h"
  PATTERN "fixtures" EXCLUDE
  PATTERN "*_test_support.h" EXCLUDE
  PATTERN "*real_data.h" EXCLUDE
  PATTERN "test_*.h" EXCLUDE
  PATTERN "*_test_world.h" EXCLUDE)
if(TARGET wolfsuite_c)
  install(FILES ${PROJECT_SOURCE_DIR}/capi/wolfsuite.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/wolfsuite)
endif()

set(wolfsuite_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/wolfsuite)
install(EXPORT wolfsuiteTargets NAMESPACE wolfsuite:: DESTINATION ${wolfsuite_cmake_dir})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/wolfsuiteConfig.cmake.in
  ${PROJECT_BINARY_DIR}/wolfsuiteConfig.cmake
  INSTALL_DESTINATION ${wolfsuite_cmake_dir})
# 0.x: a new minor version may break callers.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/wolfsuiteConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/wolfsuiteConfig.cmake
              ${PROJECT_BINARY_DIR}/wolfsuiteConfigVersion.cmake
  DESTINATION ${wolfsuite_cmake_dir})

# The .pc file finds the prefix from where it lies (pkg-config's pcfiledir), so an install moved
# or made with `cmake --install --prefix` still points at itself.
file(RELATIVE_PATH wolfsuite_pc_to_prefix /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
string(REGEX REPLACE "/$" "" wolfsuite_pc_to_prefix ${wolfsuite_pc_to_prefix})
configure_file(${CMAKE_CURRENT_LIST_DIR}/wolfsuite.pc.in ${PROJECT_BINARY_DIR}/wolfsuite.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/wolfsuite.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# What `wolfsuite vectors` reads by default (corpus/catalogue.json and the seed files it names,
# golden/frames/*-engine-views.json), with the rest of the seed files, their metadata and the
# golden files, for ports to consume: 5.6 MB and 1.4 MB. The corpus's code and its crafting tools
# stay in the repository.
if(TARGET wolfsuite)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/wolfsuite/corpus
    PATTERN "tools" EXCLUDE
    PATTERN "*.cc" EXCLUDE
    PATTERN "*.h" EXCLUDE
    PATTERN "CMakeLists.txt" EXCLUDE)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/golden/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/wolfsuite/golden)
endif()

# At the paths they have in a clone, so the links between them still resolve.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/docs/ADAPTERS.md ${PROJECT_SOURCE_DIR}/docs/INSTALLING.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/examples DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(FILES ${PROJECT_SOURCE_DIR}/capi/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/capi)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/capi/examples DESTINATION ${CMAKE_INSTALL_DOCDIR}/capi)
install(FILES ${PROJECT_SOURCE_DIR}/ci/examples/port-gate.yml
  DESTINATION ${CMAKE_INSTALL_DOCDIR}/ci/examples)
