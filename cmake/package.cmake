# `cpack -G TGZ` and `cpack -G DEB` in a build folder (plain `cpack` makes both) package what
# `cmake --install` installs (install.cmake): wolfsuite-<version>-Linux.tar.gz, whose top folder is
# a relocatable prefix, and wolfsuite_<version>_<arch>.deb, installing under /usr. Both stripped:
# the command's line tables name every source file (docs/INSTALLING.md has the sizes and times).
set(CPACK_PACKAGE_NAME wolfsuite)
set(CPACK_PACKAGE_VENDOR wolfsuite)
set(CPACK_PACKAGE_CONTACT "wolfsuite maintainers")  # the .deb's Maintainer field
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Conformance and fuzzing suite for the Wolfenstein 3-D family of data formats")
set(CPACK_GENERATOR TGZ DEB)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# The command's shared libraries, as dpkg-shlibdeps finds them from the binary where it is there
# (Debian and its derivatives); else their Debian 12 packages.
find_program(WOLFSUITE_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(WOLFSUITE_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libstdc++6, libgcc-s1, libpng16-16, zlib1g, libssl3")
endif()
# What linking the installed libraries needs besides (wolfsuiteConfig.cmake's dependencies).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libssl-dev, nlohmann-json3-dev")
include(CPack)
